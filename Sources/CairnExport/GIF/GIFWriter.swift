import CairnDisplayList
import Foundation

/// Writes an animated GIF with one global palette chosen from every frame's colours.
///
/// Steps:
///   1. Create the file (`FrameFile`: this checks the destination before rendering).
///   2. Analyse: render every kept frame in parallel and merge the colour histograms (each
///      worker counts in its own dense histogram and hands over only the bins its frame
///      uses). The display lists are kept for step 4, and so are the frames' pixels while
///      they fit in `retainedPixelBudget` (256 MiB): those frames are not rendered twice.
///   3. Choose the palette by median cut (`GIFPalette`), ≤ 256 colours including one
///      transparent entry when some pixel has alpha below 128.
///   4. Encode: in parallel, take the kept pixels (or render again beyond the budget), map
///      them to the palette, LZW-compress; in
///      frame order, write each frame with its delay (`FrameTiming.gifDelays`). When the
///      palette has no transparent entry, a frame after the first covers only the rectangle
///      of rows and columns that changed since the frame before (found from the row and
///      column fingerprints taken in step 2; the rest stays as the previous frame drew it);
///      an unchanged frame is one pixel.
///   5. Append the trailer and commit the file. Any failure removes it.
/// Deterministic: the palette comes from a commutative sum, the frames from pure
/// functions of their pixels, so the bytes do not depend on the concurrency.
struct GIFWriter {
    var plan: ExportPlan
    var url: URL
    /// The most bytes of analysed frames' pixels kept for encoding instead of rendering them
    /// again (256 MiB: 400×400 frames up to 419 of them, 1080p frames up to 32).
    static let retainedPixelBudget = 256 << 20

    func export(makeFrame: (Int) throws -> DisplayList, reporter: ProgressReporter) throws -> ExportReport {
        let file = try FrameFile(plan: plan, url: url)  // Step 1.
        let renderer = plan.renderer
        let frames = plan.selectedFrames

        // Step 2.
        var lists: [DisplayList] = []
        lists.reserveCapacity(frames.count)
        var histogram = ColorHistogram()
        var fingerprints: [ColorHistogram.Fingerprint] = []
        fingerprints.reserveCapacity(frames.count)
        var kept: [[UInt8]?] = []
        kept.reserveCapacity(frames.count)
        var keptBytes = 0
        let width = renderer.pixelWidth
        try plan.run(
            .analyzingColors, frames: frames, reporter: reporter,
            makeInput: { frame -> DisplayList in
                let list = try makeFrame(frame)
                lists.append(list)
                return list
            },
            work: { _, list in
                let pixels = try renderer.bitmap(list).pixels
                return (ColorHistogram.Frame(rgba: pixels), ColorHistogram.Fingerprint(rgba: pixels, width: width), pixels)
            },
            consume: { _, analysis in
                histogram.merge(analysis.0)
                fingerprints.append(analysis.1)
                if keptBytes + analysis.2.count <= Self.retainedPixelBudget {
                    keptBytes += analysis.2.count
                    kept.append(analysis.2)
                } else {
                    kept.append(nil)
                }
            })

        // Step 3.
        let palette = GIFPalette(histogram: histogram, mapsEveryBin: plan.dithering != .none)
        histogram = ColorHistogram()

        // Step 4.
        let delays = FrameTiming.gifDelays(frames: frames, range: plan.range, framesPerSecond: plan.framesPerSecond)
        let rects: [GIFEncoder.FrameRect?] = frames.indices.map { position in
            guard palette.transparentIndex == nil, position > 0 else { return nil }
            return fingerprints[position].changedRect(since: fingerprints[position - 1])
                ?? GIFEncoder.FrameRect(x: 0, y: 0, width: 1, height: 1)
        }
        fingerprints = []
        let dithering = plan.dithering
        try file.write(GIFEncoder.header(
            width: renderer.pixelWidth, height: renderer.pixelHeight, palette: palette, loopCount: plan.loopCount))
        var position = 0  // frames are made in order
        try file.append(
            frames: frames, reporter: reporter,
            makeInput: { _ -> (Int, DisplayList, [UInt8]?) in
                // Free each list and kept frame once handed over.
                defer { lists[position] = DisplayList(); kept[position] = nil; position += 1 }
                return (position, lists[position], kept[position])
            },
            work: { _, input in
                let (position, list, pixels) = input
                let indices = GIFEncoder.indices(
                    rgba: try pixels ?? renderer.bitmap(list).pixels, width: renderer.pixelWidth, palette: palette, dithering: dithering)
                return GIFEncoder.frame(
                    indices: indices, width: renderer.pixelWidth, height: renderer.pixelHeight, palette: palette,
                    delay: delays[position], rect: rects[position])
            },
            block: { _, block in block })

        // Step 5.
        try file.write(GIFEncoder.trailer)
        return try file.commit()
    }
}
