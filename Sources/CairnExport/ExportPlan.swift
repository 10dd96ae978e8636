import CairnCairo
import CairnDisplayList
import Foundation

/// A validated export: the frames to render and the Sendable settings the workers need.
///
/// Every check on the arguments happens here, before any file is touched or frame rendered.
struct ExportPlan: Sendable {
    /// The animation's frame count and rate.
    var frameCount: Int
    var framesPerSecond: Double
    /// The frames of the range (before shard and every-nth-frame).
    var range: Range<Int>
    /// The frames to export, in order.
    var selectedFrames: [Int]
    /// For GIF: each kept frame stands for this many frames.
    var everyNthFrame: Int
    /// 0 = forever.
    var loopCount: Int
    var dithering: Dithering
    var resume: Bool
    var renderer: FrameRenderer
    var pipeline: FramePipeline
    var testHooks: ExportTestHooks
    var destination: ExportDestination

    /// Validates the arguments (see `ExportError`).
    init(
        size: CGSize, framesPerSecond: Double, frameCount: Int, destination: ExportDestination, options: ExportOptions
    ) throws {
        // Numbers first, each within ExportLimits, before anything is allocated or rendered.
        try ExportLimits.check(framesPerSecond: framesPerSecond)
        try ExportLimits.check(frameCount: frameCount)
        let bytesPerFrame = try ExportLimits.check(scale: options.scale, size: size)
        let concurrency = try ExportLimits.concurrency(requested: options.concurrency, bytesPerFrame: bytesPerFrame)
        renderer = try FrameRenderer(
            size: size, scale: options.scale, background: options.background?.resolved,
            compressionLevel: options.compressionLevel)
        let range = try (options.frames ?? FrameRange(0..<frameCount)).resolved(frameCount: frameCount)
        self.range = range

        let isPNGSequence: Bool, isGIF: Bool
        switch destination {
        case .pngSequence: (isPNGSequence, isGIF) = (true, false)
        case .gif: (isPNGSequence, isGIF) = (false, true)
        case .apng, .video: (isPNGSequence, isGIF) = (false, false)
        }
        if let shard = options.shard {
            guard shard.count >= 1, shard.index >= 0, shard.index < shard.count else {
                throw ExportError.invalidOption(name: "shard", reason: "Shard(index: \(shard.index), count: \(shard.count)) needs count ≥ 1 and 0 ≤ index < count")
            }
            guard isPNGSequence else {
                throw ExportError.invalidOption(name: "shard", reason: "only a PNG sequence can be split into shards (a GIF, APNG or video is one file)")
            }
        }
        if options.resume, !isPNGSequence {
            throw ExportError.invalidOption(name: "resume", reason: "only a PNG sequence can resume (a GIF, APNG or video is written whole)")
        }
        guard options.everyNthFrame >= 1 else {
            throw ExportError.invalidOption(name: "everyNthFrame", reason: "\(options.everyNthFrame) is outside 1...\(Int.max)")
        }
        if options.everyNthFrame != 1, !isGIF {
            throw ExportError.invalidOption(name: "everyNthFrame", reason: "it applies to GIF only; choose a lower frame rate for other formats")
        }
        guard (0...65535).contains(options.loopCount) else {
            throw ExportError.invalidOption(name: "loopCount", reason: "\(options.loopCount) is outside 0...65535 (0 plays forever)")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw ExportError.invalidOption(name: "compressionLevel", reason: "\(options.compressionLevel) is outside zlib's 0...9")
        }

        var frames = Array(range)
        if let shard = options.shard { frames = frames.filter(shard.contains) }
        let stride = options.everyNthFrame
        if isGIF { frames = frames.filter { ($0 - range.lowerBound) % stride == 0 } }
        guard !frames.isEmpty else {
            throw ExportError.invalidFrameRange("\(FrameRange(range)) (after sharding)", frameCount: frameCount)
        }
        selectedFrames = frames
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
        everyNthFrame = options.everyNthFrame
        loopCount = options.loopCount
        dithering = options.dithering
        resume = options.resume
        pipeline = FramePipeline(concurrency: concurrency)
        testHooks = options.testHooks
        self.destination = destination
    }

    /// A report of this plan with no frame rendered yet.
    func report(files: [URL]) -> ExportReport {
        ExportReport(
            destination: destination, selectedFrames: selectedFrames, renderedFrames: 0, skippedFrames: 0,
            pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight, files: files, elapsed: .zero)
    }

    /// Throws the simulated disk-full failure tests ask for at `frame`.
    func checkSimulatedWriteFailure(frame: Int, path: String) throws {
        if let failsWrite = testHooks.failsWrite, failsWrite(frame) {
            throw ExportError.writeFailed(path: path, reason: "No space left on device (simulated)")
        }
    }
}
