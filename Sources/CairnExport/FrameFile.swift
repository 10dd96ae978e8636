import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// What every writer does around its format: runs the frame pipeline with progress, and writes
// files through Cairn's one atomic writer (`AtomicFile`) with export's errors. A writer knows
// only its format: `GIFWriter` with `GIFEncoder`, `APNGWriter` with `APNGEncoder`,
// `VideoWriter` with ffmpeg, `PNGSequenceWriter` with the PNG encoder.

extension ExportPlan {
    /// Runs `pipeline` over `frames` (see `FramePipeline.run`), reporting `phase` to `reporter`
    /// before the first frame and after each one.
    func run<Input: Sendable, Output: Sendable>(
        _ phase: ExportProgress.Phase = .exporting, frames: [Int], reporter: ProgressReporter,
        makeInput: (Int) throws -> Input,
        work: @escaping @Sendable (Int, Input) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        reporter.report(phase, completed: 0, total: frames.count)
        try pipeline.run(
            frames: frames, makeInput: makeInput, work: work, consume: consume,
            progress: { reporter.report(phase, completed: $0, total: frames.count) })
    }
}

/// One animation file being exported (GIF, APNG, video): an `AtomicFile` made before any
/// frame is rendered (so a bad destination fails first), appended to in frame order, and
/// committed durably (synced, renamed over the destination) only when complete.
///
/// Readers see either no file (or the previous one) or the complete new file: an export
/// that fails or is interrupted never leaves a half-written GIF, APNG or video under the
/// real name; the temporary file is removed when the `FrameFile` goes away uncommitted.
final class FrameFile {
    let plan: ExportPlan
    /// The destination as given.
    let url: URL
    private let file: AtomicFile

    /// Creates the temporary file beside `url`.
    ///
    /// - Throws: `ExportError.unusableDestination` when the destination is not a file name,
    ///   is a directory or a device (`/dev/full`), or its directory is missing, not a
    ///   directory, or not writable (checked by creating the file). A symbolic link is
    ///   followed: its target is replaced, the link kept (`FileDestination`).
    init(plan: ExportPlan, url: URL) throws {
        let destination: FileDestination
        do {
            destination = try FileDestination(url)
        } catch {
            throw ExportError.unusableDestination(path: url.path, reason: error.reason)
        }
        do {
            file = try AtomicFile(destination)
        } catch {
            throw FrameFile.unusable(error, path: destination.path)
        }
        self.plan = plan
        self.url = url
    }

    /// The temporary file's path (for ffmpeg to write into).
    var temporaryPath: String { file.temporaryPath }

    /// Appends `data`.
    ///
    /// - Throws: `ExportError.writeFailed` (disk full, I/O error).
    func write(_ data: Data) throws {
        do { try file.write(data) } catch { throw FrameFile.writeFailed(error) }
    }

    /// Exports `frames` into the file: `work` renders and encodes them in parallel, `block`
    /// turns each result into the bytes to append, in frame order.
    func append<Input: Sendable, Output: Sendable>(
        frames: [Int], reporter: ProgressReporter,
        makeInput: (Int) throws -> Input,
        work: @escaping @Sendable (Int, Input) throws -> Output,
        block: (Int, Output) throws -> Data
    ) throws {
        let path = url.path
        try plan.run(frames: frames, reporter: reporter, makeInput: makeInput, work: work) { frame, output in
            try plan.checkSimulatedWriteFailure(frame: frame, path: path)
            try write(try block(frame, output))
        }
    }

    /// Syncs the file, renames it over the destination and reports every selected frame
    /// as rendered.
    ///
    /// - Throws: `ExportError.writeFailed`; the temporary file is then removed.
    func commit() throws -> ExportReport {
        do { try file.commit(durable: true) } catch let error as AtomicFileError { throw FrameFile.writeFailed(error) }
        var report = plan.report(files: [url])
        report.renderedFrames = plan.selectedFrames.count
        return report
    }

    /// Writes `data` as `directory/name` atomically, not synced (a PNG sequence's frame: see
    /// `PNGSequenceWriter`).
    ///
    /// - Throws: `ExportError.writeFailed`; nothing is left behind.
    static func writeFrame(_ data: Data, named name: String, in directory: String) throws {
        do {
            let file = try AtomicFile(FileDestination(newFileNamed: name, in: directory))
            try file.write(data)
            try file.commit(durable: false)
        } catch let error as AtomicFileError {
            throw ExportError.writeFailed(path: directory + "/" + name, reason: error.cause)
        }
    }

    /// Checks that `directory` exists, is a directory and accepts a new file (probed with a
    /// hidden temporary file named after `name`, removed at once).
    ///
    /// - Throws: `ExportError.unusableDestination`.
    static func checkDirectory(_ directory: String, probingWith name: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ExportError.unusableDestination(path: directory, reason: "the directory does not exist; create it first")
        }
        guard isDirectory.boolValue else {
            throw ExportError.unusableDestination(path: directory, reason: "it is not a directory")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw ExportError.unusableDestination(
                path: directory, reason: "the directory is not writable: \(String(cString: strerror(errno)))")
        }
        FileDestination.ignoreFileSizeSignal()
        do {
            try AtomicFile(FileDestination(newFileNamed: name, in: directory)).discard()
        } catch {
            throw unusable(error, path: directory)
        }
    }

    /// The error of a destination whose directory refuses new files.
    private static func unusable(_ error: AtomicFileError, path: String) -> ExportError {
        .unusableDestination(
            path: path, reason: "cannot create a file in \(error.destination.directory): \(error.cause) (is the directory writable?)")
    }

    /// The error of a failed write, sync or rename: the system's words alone for a write
    /// ("No space left on device"), the step and them otherwise.
    private static func writeFailed(_ error: AtomicFileError) -> ExportError {
        .writeFailed(path: error.destination.path, reason: error.stage == .write ? error.cause : error.reason)
    }
}
