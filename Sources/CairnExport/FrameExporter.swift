import CairnDisplayList
import Foundation

/// Exports an animation, given as one display list per frame, to a PNG sequence, a GIF, an
/// APNG or a video, rendering and encoding frames in parallel.
///
/// The animation engine produces frames on the caller's thread; the exporter renders and
/// encodes them on every core and writes them in frame order:
///
/// ```swift
/// let exporter = FrameExporter(size: CGSize(width: 400, height: 400), framesPerSecond: 30)
/// let report = try exporter.export(
///     frameCount: 90,
///     to: .pngSequence(directory: URL(fileURLWithPath: "Output/frames"), baseName: "radar")
/// ) { frame in
///     radarDisplayList(at: Double(frame) / 30)
/// }
/// print("\(report.renderedFrames) frames at \(report.framesPerSecond) fps")
/// ```
///
/// Output bytes do not depend on the concurrency: a parallel export writes exactly the files
/// a serial one does. Bad arguments and unusable destinations throw before anything is
/// rendered; see `ExportError`.
public struct FrameExporter {
    /// The canvas of every frame, in points.
    public var size: CGSize
    /// The animation's frame rate: frame `i` is shown at `i / framesPerSecond` seconds.
    public var framesPerSecond: Double
    /// How frames are chosen, rendered and reported.
    public var options: ExportOptions

    /// An exporter of `size`-point frames at `framesPerSecond`.
    public init(size: CGSize, framesPerSecond: Double, options: ExportOptions = .init()) {
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.options = options
    }

    /// Exports the frames `options` selects out of `0..<frameCount` to `destination`.
    ///
    /// Calls `makeFrame(i)` serially on the caller's thread for each frame index to export,
    /// in increasing order (never for frames skipped by `resume`, `shard` or `everyNthFrame`;
    /// a GIF keeps the lists it is given until it has chosen its palette), and renders and
    /// encodes the frames concurrently. Progress is reported on the caller's thread.
    ///
    /// - Throws: `ExportError` for bad arguments (before rendering), unusable destinations
    ///   (before rendering), write failures and ffmpeg failures; `RenderError` for a canvas
    ///   Cairo cannot allocate; whatever `makeFrame` throws, unchanged. When it throws, the
    ///   frames of a PNG sequence already written are complete files; a GIF, APNG or video
    ///   leaves nothing behind (its temporary file is removed).
    public func export(
        frameCount: Int, to destination: ExportDestination, makeFrame: (Int) throws -> DisplayList
    ) throws -> ExportReport {
        let plan = try ExportPlan(
            size: size, framesPerSecond: framesPerSecond, frameCount: frameCount, destination: destination,
            options: options)
        let reporter = ProgressReporter(options: options)
        defer { reporter.finish() }
        var report: ExportReport
        switch destination {
        case let .pngSequence(directory, baseName):
            let writer = try PNGSequenceWriter(plan: plan, directory: directory, baseName: baseName)
            report = try writer.export(makeFrame: makeFrame, reporter: reporter)
        case .gif(let url):
            report = try GIFWriter(plan: plan, url: url).export(makeFrame: makeFrame, reporter: reporter)
        case .apng(let url):
            report = try APNGWriter(plan: plan, url: url).export(makeFrame: makeFrame, reporter: reporter)
        case let .video(url, codec):
            report = try VideoWriter(plan: plan, url: url, codec: codec).export(makeFrame: makeFrame, reporter: reporter)
        }
        report.elapsed = reporter.elapsed
        return report
    }
}
