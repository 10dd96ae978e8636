import CairnDisplayList
import CairnExportSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes one 8-bit RGBA PNG per frame: `baseName_0042.png`, numbered by frame index.
///
/// Steps:
///   1. Check the directory: it must exist and accept a new file (probed with a temporary
///      file), before anything is rendered.
///   2. Resume: keep the frames whose file decodes as a valid PNG of the right size.
///   3. Render, encode and write the other frames in parallel, each file atomically (a
///      hidden temporary file renamed into place), so an interrupted or failed export
///      leaves only complete frames.
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
        try OutputFile.checkDirectory(directory.path)
        let (fd, probe) = try OutputFile.makeTemporaryFile(
            in: directory.path, named: "." + baseName, destinationPath: directory.path)
        close(fd)
        unlink(probe)
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
            var valid = Set<Int>()
            reporter.report(.checkingExistingFrames, completed: 0, total: frames.count)
            try plan.pipeline.run(
                frames: frames, makeInput: url(ofFrame:),
                work: { _, url in PNGSequenceWriter.hasValidFrame(at: url, width: width, height: height) },
                consume: { frame, isValid in if isValid { valid.insert(frame) } },
                progress: { reporter.report(.checkingExistingFrames, completed: $0, total: frames.count) })
            framesToRender = frames.filter { !valid.contains($0) }
            report.skippedFrames = valid.count
        }

        // Step 3.
        let renderer = plan.renderer
        let plan = self.plan
        let writer = self
        var rendered = 0
        reporter.report(.exporting, completed: 0, total: framesToRender.count)
        try plan.pipeline.run(
            frames: framesToRender, makeInput: makeFrame,
            work: { frame, list in
                let png = try renderer.png(list)
                let url = writer.url(ofFrame: frame)
                try plan.checkSimulatedWriteFailure(frame: frame, path: url.path)
                try FrameFile.write(png, to: url)
            },
            consume: { _, _ in rendered += 1 },
            progress: { reporter.report(.exporting, completed: $0, total: framesToRender.count) })
        report.renderedFrames = rendered
        return report
    }

    /// Whether `url` holds a complete 8-bit RGBA PNG of `width`×`height` pixels.
    static func hasValidFrame(at url: URL, width: Int, height: Int) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return false }
        return PNGChunks.isValidRGBA8(data, width: width, height: height)
    }
}

/// One frame file written atomically: a hidden temporary file in the same directory,
/// renamed over the destination once complete.
enum FrameFile {
    /// Writes `data` to `url` through a temporary file and a rename.
    ///
    /// - Throws: `ExportError.writeFailed`; the temporary file is removed.
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent().path
        let fd: Int32, temporaryPath: String
        do {
            (fd, temporaryPath) = try OutputFile.makeTemporaryFile(
                in: directory, named: "." + url.lastPathComponent, destinationPath: url.path)
        } catch ExportError.unusableDestination(_, let reason) {
            throw ExportError.writeFailed(path: url.path, reason: reason)
        }
        var status = data.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            return cairn_export_write_all(fd, base, buffer.count)
        }
        if status == 0, fchmod(fd, 0o644) != 0 { status = errno }
        if close(fd) != 0, status == 0 { status = errno }
        if status == 0, rename(temporaryPath, url.path) != 0 { status = errno }
        if status != 0 {
            unlink(temporaryPath)
            throw ExportError.writeFailed(path: url.path, reason: errorText(status))
        }
    }
}
