import CairnExport
import Foundation

extension AnimationRenderer {
    /// Joins the PNG sequence that `export(to: .pngSequence(directory:baseName:))` wrote —
    /// in one process or in shards on many machines (`ExportOptions.shard`,
    /// `Shard.fromEnvironment()`) — into one GIF, APNG or video.
    ///
    /// The frames are read, not rendered again; the file equals what `export(to:)` would
    /// have written for opaque frames (an opaque renderer, or `options.background` set when
    /// the sequence was exported).
    ///
    /// - Throws: `ExportError.invalidOption` naming the first missing, unreadable or
    ///   wrongly sized frame before anything is written; otherwise what `export` throws.
    @discardableResult
    public func join(
        from directory: URL, baseName: String, to destination: ExportDestination, options: ExportOptions = ExportOptions()
    ) throws -> ExportReport {
        var options = options
        options.scale *= scale
        let exporter = FrameExporter(size: size, framesPerSecond: framesPerSecond, options: options)
        return try exporter.join(frameCount: frameCount, from: directory, baseName: baseName, to: destination)
    }
}
