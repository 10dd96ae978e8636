import CairnDisplayList
import Foundation

/// Exports an animated PNG (`APNGEncoder` says how the file is laid out).
///
/// Steps:
///   1. Create the file (`FrameFile`: this checks the destination before rendering) and
///      write the header.
///   2. In parallel: render each frame and the frame before it and encode the rectangle
///      that changed (`APNGEncoder.region`).
///   3. In frame order: append the frame's chunks.
///   4. Append IEND and commit the file; any failure removes it.
struct APNGWriter {
    var plan: ExportPlan
    var url: URL

    func export(makeFrame: (Int) throws -> DisplayList, reporter: ProgressReporter) throws -> ExportReport {
        let renderer = plan.renderer
        let frames = plan.selectedFrames
        let delay = FrameTiming.apngDelay(framesPerSecond: plan.framesPerSecond)
        // Step 1.
        let file = try FrameFile(plan: plan, url: url)
        try file.write(APNGEncoder.header(
            width: renderer.pixelWidth, height: renderer.pixelHeight, frameCount: frames.count, loopCount: plan.loopCount))
        var sequence: UInt32 = 0
        var previous: DisplayList?
        try file.append(
            frames: frames, reporter: reporter,
            makeInput: { frame -> FramePair in
                let list = try makeFrame(frame)
                defer { previous = list }
                return FramePair(previous: previous, current: list)
            },
            // Step 2.
            work: { _, pair in
                let current = try renderer.bitmap(pair.current)
                return try APNGEncoder.region(
                    of: current.pixels, since: try pair.previous.map { try renderer.bitmap($0).pixels },
                    width: current.width, height: current.height, compressionLevel: renderer.compressionLevel)
            },
            // Step 3.
            block: { frame, region in
                APNGEncoder.frame(region, isFirst: frame == frames[0], delay: delay, sequence: &sequence)
            })
        // Step 4.
        try file.write(APNGEncoder.trailer)
        return try file.commit()
    }

    /// A frame's display list and the one before it (nil for the first frame).
    struct FramePair: Sendable {
        var previous: DisplayList?
        var current: DisplayList
    }
}
