import Foundation

/// Why an export could not start or did not finish, with what to do about it.
///
/// Bad arguments and unusable destinations are reported before any frame is rendered.
/// Errors from `makeFrame` are rethrown unchanged; rendering errors are `RenderError`s.
public enum ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The frame rate is zero, negative, NaN or infinite.
    case invalidFrameRate(Double)
    /// The frame count is zero or negative.
    case invalidFrameCount(Int)
    /// The frame range selects no frame or reaches outside `0..<frameCount`.
    case invalidFrameRange(String, frameCount: Int)
    /// Another option is out of its domain (named, with the rule it breaks).
    case invalidOption(name: String, reason: String)
    /// The output directory does not exist, is not a directory or cannot be written.
    case unusableDestination(path: String, reason: String)
    /// Writing a file failed mid-export (disk full, I/O error). Finished PNG-sequence
    /// frames are kept; a GIF, APNG or video's temporary file is removed.
    case writeFailed(path: String, reason: String)
    /// A program the export needs is not installed.
    case programNotFound(name: String, installHint: String)
    /// The external encoder (ffmpeg) failed; `log` holds the last lines it printed.
    case encoderFailed(program: String, status: Int32, log: String)

    /// What went wrong and what to do about it, in one message.
    public var description: String {
        switch self {
        case .invalidFrameRate(let fps):
            return "Invalid frame rate \(fps): frames per second must be a finite number greater than zero, e.g. 30."
        case .invalidFrameCount(let count):
            return "Invalid frame count \(count): export at least one frame."
        case let .invalidFrameRange(range, frameCount):
            return "Invalid frame range \(range) for an animation of \(frameCount) frames: the range must "
                + "select at least one frame within 0-\(frameCount - 1)."
        case let .invalidOption(name, reason):
            return "Invalid export option \(name): \(reason)."
        case let .unusableDestination(path, reason):
            return "Cannot export to \(path): \(reason). Nothing was rendered."
        case let .writeFailed(path, reason):
            return "Export failed writing \(path): \(reason). Frames of a PNG sequence already written are "
                + "complete and kept (export again with resume to continue); no partial GIF, APNG or video is left."
        case let .programNotFound(name, installHint):
            return "\(name) was not found on PATH; it is needed for video export. Install it (\(installHint)) "
                + "or export a PNG sequence, GIF or APNG instead."
        case let .encoderFailed(program, status, log):
            return "\(program) failed with exit status \(status). Its last lines:\n\(log)"
        }
    }
}
