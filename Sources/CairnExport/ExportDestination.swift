import Foundation

/// Where and in which format a `FrameExporter` writes an animation.
public enum ExportDestination: Sendable, Equatable {
    /// One PNG per frame in `directory` (which must exist), named `baseName_0042.png` after
    /// the frame index, zero-padded to the digits of the frame count (at least 4). The
    /// colour type is chosen per sequence, so tools that want one across a sequence
    /// (ffmpeg) get one: 8-bit RGB (PNG colour type 2) when `ExportOptions.background` is
    /// opaque (a quarter fewer bytes to compress; a frame whose drawing clears pixels through
    /// the background with a blend mode is the exception, RGBA), else 8-bit RGBA (6) for
    /// every frame, even an opaque one.
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
