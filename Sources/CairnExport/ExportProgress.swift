import Foundation

/// How far an export has come, reported to `ExportOptions.progress`.
public struct ExportProgress: Sendable, Equatable {
    /// What the exporter is doing.
    public enum Phase: String, Sendable, Equatable {
        /// Checking which existing PNG-sequence frames can be kept (resume).
        case checkingExistingFrames
        /// Rendering frames to collect the colours a GIF palette is chosen from.
        case analyzingColors
        /// Rendering, encoding and writing frames.
        case exporting
    }

    /// The current phase.
    public var phase: Phase
    /// Frames finished in this phase.
    public var completedFrames: Int
    /// Frames this phase handles.
    public var totalFrames: Int
    /// Time since the export started.
    public var elapsed: Duration

    /// `completedFrames / totalFrames` in 0...1 (1 when there is nothing to do).
    public var fractionCompleted: Double {
        totalFrames > 0 ? Double(completedFrames) / Double(totalFrames) : 1
    }
}

/// What an export did.
public struct ExportReport: Sendable, Equatable {
    /// Where the animation went.
    public var destination: ExportDestination
    /// The frame indices selected by the range, shard and every-nth-frame options, in order.
    public var selectedFrames: [Int]
    /// How many frames were rendered and written.
    public var renderedFrames: Int
    /// How many frames were skipped because a valid file already existed (resume).
    public var skippedFrames: Int
    /// The pixel size of every frame (before any padding a video codec needs).
    public var pixelWidth: Int
    /// The height of every frame, in pixels.
    public var pixelHeight: Int
    /// The files written: each frame's file for a PNG sequence (skipped ones included), or
    /// the one animation file.
    public var files: [URL]
    /// Wall-clock time of the whole export.
    public var elapsed: Duration

    /// Rendered frames per second of wall-clock time.
    public var framesPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds > 0 ? Double(renderedFrames) / seconds : 0
    }
}
