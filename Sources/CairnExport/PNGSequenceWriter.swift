import CairnDisplayList
import Foundation

/// Writes one 8-bit PNG per frame, `baseName_0042.png`, numbered by frame index: RGBA, or RGB
/// for every frame on an opaque background (`FrameRenderer.sequenceColourType`).
///
/// Steps:
///   1. Check the directory: it must exist and accept a new file (probed with a temporary
///      file), before anything is rendered.
///   2. Resume: keep the frames whose file decodes as a valid PNG of the right size.
///   3. Render, encode and write the other frames in parallel, each file atomically (a
///      hidden temporary file renamed into place: `FrameFile.writeFrame`), so an
///      interrupted or failed export leaves only complete frames.
/// Frames are not fsynced, as no common frame exporter does (an fsync per frame costs
/// about as much as encoding it, a `syncfs` flushes the whole disk's writes): a frame a
/// power cut leaves empty or truncated fails step 2's full decode, and resume redoes it.
struct PNGSequenceWriter {
    var plan: ExportPlan
    var directory: URL
    var baseName: String
    /// Digits of the frame number: those of the frame count, at least 4.
    var digits: Int

    /// A writer into `directory`, which is checked now (step 1).
    ///
    /// - Throws: `ExportError.unusableDestination` (missing, not a directory, read-only),
    ///   `.invalidOption` for a base name that is empty or holds a `/`.
    init(plan: ExportPlan, directory: URL, baseName: String) throws {
        guard !baseName.isEmpty, !baseName.contains("/"), !baseName.contains("\0") else {
            throw ExportError.invalidOption(name: "baseName", reason: "\"\(baseName)\" must be a non-empty file name without \"/\"")
        }
        self.plan = plan
        self.directory = directory
        self.baseName = baseName
        digits = max(4, String(plan.frameCount).count)
        // Step 1.
        try FrameFile.checkDirectory(directory.path, probingWith: baseName)
    }

    /// The file of frame `frame`: `baseName_` + the zero-padded frame index + `.png`.
    func url(ofFrame frame: Int) -> URL {
        directory.appendingPathComponent(PNGSequenceWriter.fileName(baseName: baseName, frame: frame, digits: digits))
    }

    /// `baseName_0042.png` for frame 42 with 4 digits.
    static func fileName(baseName: String, frame: Int, digits: Int) -> String {
        let number = String(frame)
        return baseName + "_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Runs steps 2 and 3.
    func export(makeFrame: (Int) throws -> DisplayList, reporter: ProgressReporter) throws -> ExportReport {
        let frames = plan.selectedFrames
        var report = plan.report(files: frames.map(url(ofFrame:)))
        // Step 2: which frames already have a valid file.
        var framesToRender = frames
        if plan.resume {
            let width = plan.renderer.pixelWidth, height = plan.renderer.pixelHeight
            let colourTypes: Set<UInt8> = plan.renderer.hasOpaqueBackground ? [2, 6] : [6]
            var valid = Set<Int>()
            try plan.run(
                .checkingExistingFrames, frames: frames, reporter: reporter, makeInput: url(ofFrame:),
                work: { _, url in PNGSequenceWriter.hasValidFrame(at: url, width: width, height: height, colourTypes: colourTypes) },
                consume: { frame, isValid in if isValid { valid.insert(frame) } })
            framesToRender = frames.filter { !valid.contains($0) }
            report.skippedFrames = valid.count
        }

        // Step 3.
        let renderer = plan.renderer
        let plan = self.plan
        let writer = self
        let directoryPath = directory.path
        var rendered = 0
        try plan.run(
            frames: framesToRender, reporter: reporter, makeInput: makeFrame,
            work: { frame, list in
                let png = try renderer.png(list)
                let name = PNGSequenceWriter.fileName(baseName: writer.baseName, frame: frame, digits: writer.digits)
                try plan.checkSimulatedWriteFailure(frame: frame, path: directoryPath + "/" + name)
                try FrameFile.writeFrame(png, named: name, in: directoryPath)
            },
            consume: { _, _ in rendered += 1 })
        report.renderedFrames = rendered
        return report
    }

    /// Whether `url` holds a complete 8-bit PNG of `width`×`height` pixels of one of
    /// `colourTypes` (6: RGBA; 2: RGB).
    static func hasValidFrame(at url: URL, width: Int, height: Int, colourTypes: Set<UInt8> = [6]) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return false }
        return PNGChunks.isValidRGBA8(data, width: width, height: height, colourTypes: colourTypes)
    }
}
