import CairnCairo
import CairnDisplayList
import CairnPNG
import Foundation

/// Writes an animated PNG (APNG, PNG third edition): 8-bit RGBA with full alpha.
///
/// Layout: signature · IHDR · acTL(frame count, plays) · for frame 0: fcTL · IDAT… (the
/// default image is the first frame) · for each later frame: fcTL · fdAT… · IEND.
/// fcTL and fdAT share one sequence number counter starting at 0. Frame 0 covers the whole
/// canvas; every later frame covers only the rectangle of pixels that differ from the frame
/// before (one pixel when none does), with `dispose_op = NONE` and `blend_op = SOURCE` (the
/// rectangle is replaced, alpha included; the rest of the canvas stays as the previous
/// frame left it, which is what this frame holds there). Each lasts `1/fps` s as an exact
/// fraction.
///
/// Steps:
///   1. Create the hidden temporary file (this checks the directory before rendering).
///   2. In parallel: render each frame and the frame before it, find the rectangle that
///      changed, and encode that rectangle as a PNG (the encoder of PNG export); keep the
///      zlib stream of its IDAT chunks.
///   3. In frame order: write the frame's fcTL and its data as IDAT (frame 0) or fdAT.
///   4. Write IEND, flush, rename over the destination. Any failure removes the file.
struct APNGWriter {
    var plan: ExportPlan
    var url: URL

    /// Largest data size of one IDAT/fdAT chunk written (splitting keeps chunks modest).
    static let maximumChunkData = 1 << 20

    func export(makeFrame: (Int) throws -> DisplayList, reporter: ProgressReporter) throws -> ExportReport {
        // Step 1.
        let file = try OutputFile(destination: url)
        defer { file.discard() }
        let renderer = plan.renderer
        let frames = plan.selectedFrames
        let delay = FrameTiming.apngDelay(framesPerSecond: plan.framesPerSecond)
        var sequence: UInt32 = 0
        var previous: DisplayList?

        var header = Data(PNGChunks.signature)
        var ihdr = Data()
        PNGChunks.append(UInt32(renderer.pixelWidth), to: &ihdr)
        PNGChunks.append(UInt32(renderer.pixelHeight), to: &ihdr)
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit, RGBA, deflate, filter method 0, no interlace
        PNGChunks.append("IHDR", ihdr, to: &header)
        var actl = Data()
        PNGChunks.append(UInt32(frames.count), to: &actl)
        PNGChunks.append(UInt32(plan.loopCount), to: &actl)
        PNGChunks.append("acTL", actl, to: &header)
        try file.write(header)

        let plan = self.plan
        let path = url.path
        reporter.report(.exporting, completed: 0, total: frames.count)
        try plan.pipeline.run(
            frames: frames,
            makeInput: { frame -> FramePair in
                let list = try makeFrame(frame)
                defer { previous = list }
                return FramePair(previous: previous, current: list)
            },
            // Step 2.
            work: { frame, pair in try APNGWriter.changedRegion(pair, renderer: renderer) },
            // Step 3.
            consume: { frame, region in
                let imageData = region.data
                try plan.checkSimulatedWriteFailure(frame: frame, path: path)
                var chunks = Data()
                var fctl = Data()
                PNGChunks.append(sequence, to: &fctl)
                sequence += 1
                PNGChunks.append(UInt32(region.width), to: &fctl)
                PNGChunks.append(UInt32(region.height), to: &fctl)
                PNGChunks.append(UInt32(region.x), to: &fctl)
                PNGChunks.append(UInt32(region.y), to: &fctl)
                PNGChunks.append(delay.numerator, to: &fctl)
                PNGChunks.append(delay.denominator, to: &fctl)
                fctl.append(contentsOf: [0, 0])  // dispose_op NONE, blend_op SOURCE
                PNGChunks.append("fcTL", fctl, to: &chunks)
                var offset = imageData.startIndex
                repeat {
                    let end = min(offset + APNGWriter.maximumChunkData, imageData.endIndex)
                    let piece = imageData[offset..<end]
                    if frame == frames[0] {
                        PNGChunks.append("IDAT", Data(piece), to: &chunks)
                    } else {
                        var fdat = Data()
                        PNGChunks.append(sequence, to: &fdat)
                        sequence += 1
                        fdat.append(piece)
                        PNGChunks.append("fdAT", fdat, to: &chunks)
                    }
                    offset = end
                } while offset < imageData.endIndex
                try file.write(chunks)
            },
            progress: { reporter.report(.exporting, completed: $0, total: frames.count) })
        // Step 4.
        var trailer = Data()
        PNGChunks.append("IEND", Data(), to: &trailer)
        try file.write(trailer)
        try file.commit()

        var report = plan.report(files: [url])
        report.renderedFrames = frames.count
        return report
    }

    /// A frame's display list and the one before it (nil for the first frame).
    struct FramePair: Sendable {
        var previous: DisplayList?
        var current: DisplayList
    }

    /// The rectangle of a frame to store and its zlib stream.
    struct Region: Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var data: Data
    }

    /// Renders `pair`, finds the rectangle where the current frame differs from the previous
    /// one (the whole canvas for the first frame; the top-left pixel when nothing changed)
    /// and encodes the current frame's pixels there.
    static func changedRegion(_ pair: FramePair, renderer: FrameRenderer) throws -> Region {
        let current = try renderer.bitmap(pair.current)
        let width = current.width, height = current.height
        var rect = (x: 0, y: 0, width: width, height: height)
        if let previousList = pair.previous {
            let previous = try renderer.bitmap(previousList)
            rect = changedRect(current.pixels, previous.pixels, width: width, height: height) ?? (0, 0, 1, 1)
        }
        let png = try current.pixels.withUnsafeBufferPointer { buffer -> Data in
            guard let base = buffer.baseAddress else { throw RenderError.pngEncodingFailed(reason: "the frame has no pixels") }
            var output: UnsafeMutablePointer<UInt8>?
            var size = 0
            var message = [CChar](repeating: 0, count: 256)
            let status = message.withUnsafeMutableBufferPointer { m in
                cairn_png_encode(
                    base + (rect.y * width + rect.x) * 4, Int32(rect.width), Int32(rect.height), Int32(width * 4),
                    CAIRN_PIXELS_RGBA8_STRAIGHT, Int32(renderer.compressionLevel), &output, &size, m.baseAddress, m.count)
            }
            guard status == 0, let output else {
                throw RenderError.pngEncodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            return Data(bytesNoCopy: output, count: size, deallocator: .free)
        }
        return Region(x: rect.x, y: rect.y, width: rect.width, height: rect.height, data: try imageData(of: png))
    }

    /// The smallest rectangle holding every pixel (4 bytes each) where `a` and `b` differ;
    /// nil when they are equal.
    static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard a.count == b.count, a.count == width * height * 4 else { return (0, 0, width, height) }
        var top = -1, bottom = -1, left = width, right = -1
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                for y in 0..<height {
                    let row = y * width * 4
                    if memcmp(pa.baseAddress! + row, pb.baseAddress! + row, width * 4) == 0 { continue }
                    if top < 0 { top = y }
                    bottom = y
                    for x in 0..<left where pa.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self)
                        != pb.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self) {
                        left = x
                        break
                    }
                    var x = width - 1
                    while x > right {
                        if pa.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self)
                            != pb.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self) {
                            right = x
                            break
                        }
                        x -= 1
                    }
                }
            }
        }
        guard top >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// The concatenated data of the IDAT chunks of `png` (one zlib stream).
    ///
    /// - Throws: `RenderError.pngEncodingFailed` if the encoder's output is not a PNG we can read
    ///   (never expected).
    static func imageData(of png: Data) throws -> Data {
        guard let chunks = PNGChunks.chunks(of: png) else {
            throw RenderError.pngEncodingFailed(reason: "the encoded frame is not a well-formed PNG")
        }
        var data = Data()
        for chunk in chunks where chunk.type == "IDAT" { data.append(png[chunk.data]) }
        return data
    }
}
