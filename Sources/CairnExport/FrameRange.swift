import Foundation

/// A range of frame indices to export, possibly open at the end.
///
/// Built from Swift ranges or from the command-line notation of Manim and Remotion
/// (`"0-9"` inclusive, `"100-"` open, `"42"` one frame):
///
/// ```swift
/// FrameRange(0..<90)              // frames 0 through 89
/// FrameRange(100...)              // frame 100 to the end
/// FrameRange(parsing: "0-9")      // frames 0 through 9
/// ```
public struct FrameRange: Hashable, Sendable, CustomStringConvertible {
    /// The first frame index.
    public var lowerBound: Int
    /// One past the last frame index; nil runs to the end of the animation.
    public var upperBound: Int?

    /// The frames `lowerBound..<upperBound` (to the end when `upperBound` is nil).
    public init(lowerBound: Int, upperBound: Int?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The frames of a half-open range.
    public init(_ range: Range<Int>) { self.init(lowerBound: range.lowerBound, upperBound: range.upperBound) }

    /// The frames of a closed range.
    public init(_ range: ClosedRange<Int>) {
        let (end, overflow) = range.upperBound.addingReportingOverflow(1)
        self.init(lowerBound: range.lowerBound, upperBound: overflow ? nil : end)
    }

    /// The frames from `range.lowerBound` to the end.
    public init(_ range: PartialRangeFrom<Int>) { self.init(lowerBound: range.lowerBound, upperBound: nil) }

    /// Parses `"a-b"` (frames a through b, inclusive), `"a-"` (a to the end) or `"a"` (one
    /// frame); nil for anything else, including negative numbers.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let start = Int(first), start >= 0 else { return nil }
        if parts.count == 1 {
            self.init(start...start)
        } else if parts[1].isEmpty {
            self.init(lowerBound: start, upperBound: nil)
        } else {
            guard let end = Int(parts[1]) else { return nil }
            self.init(lowerBound: start, upperBound: end < Int.max ? end + 1 : nil)
        }
    }

    /// The command-line notation: `"0-9"`, `"100-"`.
    public var description: String {
        guard let upperBound else { return "\(lowerBound)-" }
        return upperBound > lowerBound ? "\(lowerBound)-\(upperBound - 1)" : "\(lowerBound)..<\(upperBound) (empty)"
    }

    /// The frames of this range within an animation of `frameCount` frames.
    ///
    /// - Throws: `ExportError.invalidFrameRange` when the range is empty, starts below 0 or
    ///   ends past the last frame.
    func resolved(frameCount: Int) throws -> Range<Int> {
        let end = upperBound ?? frameCount
        guard lowerBound >= 0, lowerBound < end, end <= frameCount else {
            throw ExportError.invalidFrameRange(description, frameCount: frameCount)
        }
        return lowerBound..<end
    }
}
