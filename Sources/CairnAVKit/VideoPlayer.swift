import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnViews
import Foundation

/// A view that shows a player's video with the system's playback controls, as AVKit's SwiftUI
/// `VideoPlayer` (iOS 14): it fills the space it is offered, black behind the video, the
/// video fitted inside (keeping its aspect ratio, as `AVPlayerViewController`'s default
/// `.resizeAspect`), the overlay above the video and below the controls, as Apple documents.
///
/// What a still shows is the moment before playback: the current item's first frame — read
/// from a local file by ffmpeg when it is on `PATH` (as video export finds it); a remote URL,
/// an unreadable file or no ffmpeg draw black, as a player still loading, with a diagnostic —
/// and the controls of a paused player. Apple publishes no metrics for the controls; Cairn's
/// estimate, from iOS 17's inline player: white symbols with a soft shadow, back 10 seconds,
/// play and forward 10 seconds centred (28, 44 and 28 points, 44 apart); at the bottom, 16
/// points in, a 4-point progress track at 35 % white over the elapsed and remaining times
/// (`0:00` and `-0:12` for a 12-second file; `--:--` when the duration is unknown) in the
/// caption-2 font. A nil player draws black without controls. `play()` moves nothing: a
/// render never plays.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay

    /// A player view showing `player`'s video and `videoOverlay` above it (below the controls).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    /// The first frame, when one could be read.
    private var frame: VideoFrameSource.Frame? {
        player?.currentItem?.asset.url.flatMap { VideoFrameSource.shared.frame(for: $0) }
    }

    /// Why no frame is drawn (`frame` is nil), for the diagnostic.
    private func missingFrameMessage(_ frame: VideoFrameSource.Frame?) -> String? {
        guard let url = player?.currentItem?.asset.url, frame == nil else { return nil }
        return url.isFileURL
            ? "VideoPlayer: no frame read from \(url.path) (is ffmpeg on PATH, and is it a video file?); drawing black"
            : "VideoPlayer: \(url.absoluteString) is not a local file (a render has no network); drawing black"
    }

    /// Black, the fitted first frame, the overlay and the paused controls.
    public var body: some View {
        let frame = self.frame
        return DiagnosticView(content: ZStack {
            Color.black
            if let frame, let image = UIImage(data: frame.png) {
                Image(uiImage: image).resizable().aspectRatio(contentMode: .fit)
            }
            overlay
            if player != nil { PlaybackControls(duration: frame?.duration) }
        }
        .clipped(), message: missingFrameMessage(frame))
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view showing `player`'s video.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}

/// The controls of a paused inline player (Cairn's estimate, in `VideoPlayer`'s summary).
struct PlaybackControls: View {
    let duration: Double?

    /// `m:ss` (or `h:mm:ss`) of `seconds`, as AVKit's time labels.
    static func clock(_ seconds: Double) -> String {
        let total = Int(min(max(seconds.rounded(), 0), 359_999))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    var body: some View {
        ZStack {
            HStack(spacing: 44) {
                Image(systemName: "gobackward.10").font(.system(size: 28, weight: .medium))
                Image(systemName: "play.fill").font(.system(size: 44))
                Image(systemName: "goforward.10").font(.system(size: 28, weight: .medium))
            }
            VStack(spacing: 6) {
                Spacer(minLength: 0)
                Capsule().fill(Color.white.opacity(0.35)).frame(height: 4)
                HStack {
                    Text(Self.clock(0))
                    Spacer(minLength: 8)
                    Text(duration.map { "-" + Self.clock($0) } ?? "--:--")
                }
                .font(.caption2.monospacedDigit())
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 12)
        }
        .foregroundStyle(Color.white)
        .shadow(color: Color.black.opacity(0.3), radius: 4)
    }
}
