import Foundation

/// Where and in which format a `FrameExporter` writes an animation.
public enum ExportDestination: Sendable, Equatable {
    /// One PNG per frame in `directory` (which must exist), named `baseName_0042.png` after
    /// the frame index, zero-padded to the digits of the frame count (at least 4). Every
    /// frame is 8-bit RGBA (PNG colour type 6), so tools that need one colour type across
    /// a sequence (ffmpeg) accept it.
    case pngSequence(directory: URL, baseName: String)
    /// An animated GIF with one global palette for the whole animation.
    case gif(URL)
    /// An animated PNG (APNG): full 8-bit alpha, exact frame timing.
    case apng(URL)
    /// A video encoded by ffmpeg (found on PATH at run time).
    case video(URL, codec: VideoCodec)
}

/// The video codecs `ExportDestination.video` can use, with their container.
public enum VideoCodec: String, Sendable, CaseIterable {
    /// H.264 (libx264) in an MP4 container, 4:2:0 chroma: plays everywhere.
    case h264
    /// VP9 (libvpx-vp9) in a WebM container, 4:2:0 chroma.
    case vp9

    /// ffmpeg's encoder name.
    var encoder: String {
        switch self {
        case .h264: return "libx264"
        case .vp9: return "libvpx-vp9"
        }
    }

    /// ffmpeg's muxer name (set explicitly: the temporary file's name has no extension
    /// ffmpeg could guess from).
    var container: String {
        switch self {
        case .h264: return "mp4"
        case .vp9: return "webm"
        }
    }
}
