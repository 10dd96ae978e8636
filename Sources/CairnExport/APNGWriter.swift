import CairnCairo
import CairnDisplayList
import Foundation

/// Writes an animated PNG (APNG, PNG third edition): 8-bit RGBA with full alpha.
///
/// Layout: signature · IHDR · acTL(frame count, plays) · for frame 0: fcTL · IDAT… (the
/// default image is the first frame) · for each later frame: fcTL · fdAT… · IEND.
/// fcTL and fdAT share one sequence number counter starting at 0. Every frame covers the
/// whole canvas with `dispose_op = NONE` and `blend_op = SOURCE` (the frame replaces the
/// canvas, alpha included), and lasts `1/fps` s as an exact fraction.
///
/// Steps:
///   1. Create the hidden temporary file (this checks the directory before rendering).
///   2. In parallel: render each frame and encode it as a PNG (the path of PNG
///      export); keep the zlib stream of its IDAT chunks.
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
            frames: frames, makeInput: makeFrame,
            // Step 2.
            work: { frame, list in try APNGWriter.imageData(of: renderer.png(list)) },
            // Step 3.
            consume: { frame, imageData in
                try plan.checkSimulatedWriteFailure(frame: frame, path: path)
                var chunks = Data()
                var fctl = Data()
                PNGChunks.append(sequence, to: &fctl)
                sequence += 1
                PNGChunks.append(UInt32(renderer.pixelWidth), to: &fctl)
                PNGChunks.append(UInt32(renderer.pixelHeight), to: &fctl)
                PNGChunks.append(UInt32(0), to: &fctl)  // x offset
                PNGChunks.append(UInt32(0), to: &fctl)  // y offset
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
