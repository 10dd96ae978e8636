import CairnCairo
import CairnDisplayList
import CairnGeometry
import Foundation

// Beyond one machine (issue 15): the shard a batch scheduler gave this process, shards of
// still batches, and the join of a finished PNG sequence into one animation.

extension Shard {
    /// The shard a batch scheduler assigned to this process, read from `environment`, or nil
    /// when none is set (run everything).
    ///
    /// In order:
    /// - `CAIRN_SHARD_INDEX` and `CAIRN_SHARD_COUNT`: explicit.
    /// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (set by Kubernetes, 0-based) with the
    ///   job's `completions` in `CAIRN_SHARD_COUNT` (Kubernetes does not pass the completion
    ///   count to the pod; set it in the manifest's `env`).
    /// - Slurm job arrays: `SLURM_ARRAY_TASK_ID` with `SLURM_ARRAY_TASK_COUNT` and
    ///   `SLURM_ARRAY_TASK_MIN` (and `SLURM_ARRAY_TASK_STEP` for `--array=0-30:10`): the shard is
    ///   the task's position in the array, so `--array=1-8` gives shards 0 to 7 of 8.
    ///
    /// - Throws: `ExportError.invalidOption` naming the variable when a value is not a whole
    ///   number, the count is missing or below 1, or the index falls outside `0..<count`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard? {
        func number(_ name: String) throws -> Int? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                throw ExportError.invalidOption(name: name, reason: "\"\(text)\" is not a whole number")
            }
            return value
        }
        func shard(index: Int, count: Int, from source: String) throws -> Shard {
            guard count >= 1 else {
                throw ExportError.invalidOption(name: source, reason: "the shard count \(count) must be at least 1")
            }
            guard (0..<count).contains(index) else {
                throw ExportError.invalidOption(
                    name: source, reason: "shard index \(index) is outside 0-\(count - 1) for \(count) shards")
            }
            return Shard(index: index, count: count)
        }
        if let index = try number("CAIRN_SHARD_INDEX") {
            guard let count = try number("CAIRN_SHARD_COUNT") else {
                throw ExportError.invalidOption(name: "CAIRN_SHARD_COUNT", reason: "CAIRN_SHARD_INDEX is set, so set the shard count too")
            }
            return try shard(index: index, count: count, from: "CAIRN_SHARD_INDEX")
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            guard let count = try number("CAIRN_SHARD_COUNT") else {
                throw ExportError.invalidOption(
                    name: "CAIRN_SHARD_COUNT",
                    reason: "JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job): set CAIRN_SHARD_COUNT to the job's completions in the pod's env")
            }
            return try shard(index: index, count: count, from: "JOB_COMPLETION_INDEX")
        }
        if let task = try number("SLURM_ARRAY_TASK_ID") {
            let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = try number("SLURM_ARRAY_TASK_STEP") ?? 1
            guard step >= 1 else {
                throw ExportError.invalidOption(name: "SLURM_ARRAY_TASK_STEP", reason: "the step \(step) must be at least 1")
            }
            let count: Int
            if let c = try number("SLURM_ARRAY_TASK_COUNT") {
                count = c
            } else if let maximum = try number("SLURM_ARRAY_TASK_MAX") {
                count = (maximum - minimum) / step + 1
            } else {
                throw ExportError.invalidOption(
                    name: "SLURM_ARRAY_TASK_COUNT", reason: "SLURM_ARRAY_TASK_ID is set without the array's count or maximum")
            }
            guard (task - minimum) % step == 0 else {
                throw ExportError.invalidOption(
                    name: "SLURM_ARRAY_TASK_ID", reason: "task \(task) is not on the array's step \(step) from \(minimum)")
            }
            return try shard(index: (task - minimum) / step, count: count, from: "SLURM_ARRAY_TASK_ID")
        }
        return nil
    }

    /// This shard's items of a batch of `itemCount` (stills rendered from a data file, say):
    /// `index`, `index + count`, … — the same rule as frames, so the shards cover every item
    /// exactly once.
    public func indices(of itemCount: Int) -> StrideTo<Int> {
        stride(from: index, to: max(itemCount, 0), by: max(count, 1))
    }
}

extension FrameExporter {
    /// Turns a finished PNG sequence (written by one process or by the shards of many) into
    /// one GIF, APNG or video: the join step after a sharded export.
    ///
    /// Reads `baseName_0000.png` … of `frameCount` frames from `directory` (the names an export
    /// of `frameCount` frames writes), each `size × options.scale` pixels, and encodes them as
    /// `destination`, exactly as an export that rendered them itself: for opaque frames the
    /// result is byte-identical to a single-process export. `options.frames`, `shard` and
    /// `resume` do not apply.
    ///
    /// - Throws: `ExportError.invalidOption` naming the first missing or unreadable frame, or a
    ///   frame of another size, before anything is written; otherwise what `export` throws.
    public func join(
        frameCount: Int, from directory: URL, baseName: String = "frame", to destination: ExportDestination
    ) throws -> ExportReport {
        if case .pngSequence = destination {
            throw ExportError.invalidOption(name: "destination", reason: "join writes a GIF, APNG or video; the PNG sequence is its input")
        }
        guard frameCount > 0 else { throw ExportError.invalidFrameCount(frameCount) }
        let digits = max(4, String(frameCount).count)
        let scale = options.scale
        // The export's canvas, validated as the export validates it: a NaN, negative or huge
        // size is an error here too, never a trap converting it to pixels.
        let canvas: CanvasSize
        do {
            canvas = try CanvasSize(size, scale: scale)
        } catch {
            throw ExportError.invalidOption(name: "size", reason: "\(error): join with the size and scale of the export")
        }
        let pixelWidth = canvas.pixelWidth, pixelHeight = canvas.pixelHeight
        let decoder = CairoImageDecoder()
        func load(_ frame: Int) throws -> ImageSource {
            let name = PNGSequenceWriter.fileName(baseName: baseName, frame: frame, digits: digits)
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ExportError.invalidOption(
                    name: "frames", reason: "frame \(frame) (\(url.path)) is missing: finish every shard of the export before joining")
            }
            switch decoder.decodeImage(data, name: name, scale: scale) {
            case .failure(let error):
                throw ExportError.invalidOption(name: "frames", reason: "frame \(frame) (\(url.path)): \(error.reason); export it again")
            case .success(let source):
                guard case .bitmap(let bitmap) = source.content, bitmap.width == pixelWidth, bitmap.height == pixelHeight else {
                    throw ExportError.invalidOption(
                        name: "frames",
                        reason: "frame \(frame) (\(url.path)) is not \(pixelWidth)×\(pixelHeight) pixels: join with the size and scale of the export")
                }
                return source
            }
        }
        // Check every frame before writing anything.
        for frame in 0..<frameCount { _ = try load(frame) }
        var joinOptions = options
        joinOptions.frames = nil
        joinOptions.shard = nil
        joinOptions.resume = false
        joinOptions.background = nil
        let exporter = FrameExporter(size: size, framesPerSecond: framesPerSecond, options: joinOptions)
        let rect = CGRect(origin: .zero, size: size)
        return try exporter.export(frameCount: frameCount, to: destination) { frame in
            var list = DisplayList()
            list.append(.image(ImageItem(source: try load(frame), rect: rect, interpolation: .none, isAntialiased: false)))
            return list
        }
    }
}
