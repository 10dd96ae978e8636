import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `data` to `url` atomically: readers see the old file or the complete new one,
/// never a partial file.
///
/// Steps: write a temporary file in the same directory (so the rename stays on one file
/// system), `fsync` it, rename it over the destination, then `fsync` the directory. On any
/// failure the temporary file is removed and a previous file at `url` is left untouched.
/// Before anything is written the destination is checked (`FileDestination`): a symbolic
/// link is followed (the link stays, its target is replaced), a directory or a device such
/// as `/dev/full` is refused, and a replaced file keeps its permissions.
/// - Throws: `RenderError.fileWriteFailed` naming the path and the reason (missing or
///   unwritable directory, disk full, ...).
public func writeAtomically(_ data: Data, to url: URL) throws {
    try AtomicFileWriter().write(data, to: url)
}

/// `writeAtomically(_:to:)` with a test seam: an `AtomicFile` committed durably, its
/// failures worded as `RenderError.fileWriteFailed`.
package struct AtomicFileWriter {
    /// Called after the temporary file is written and synced, before the rename; a throw
    /// here simulates a failure late in the write (tests use it to check cleanup).
    package var beforeRename: (() throws -> Void)?

    /// A writer with no test hook.
    package init(beforeRename: (() throws -> Void)? = nil) { self.beforeRename = beforeRename }

    /// Writes `data` to `url` atomically (see `writeAtomically(_:to:)`).
    package func write(_ data: Data, to url: URL) throws {
        // Step 0: the destination, checked (FileDestination.swift): symbolic links followed,
        // devices and directories refused, the directory writable.
        let destination: FileDestination
        do {
            destination = try FileDestination(url)
        } catch {
            throw RenderError.fileWriteFailed(path: url.path, reason: error.reason)
        }
        do {
            let file = try AtomicFile(destination)
            file.beforeRename = beforeRename
            try file.write(data)
            try file.commit(durable: true)
        } catch let failure as AtomicFileError {
            throw RenderError.fileWriteFailed(path: destination.path, reason: failure.reason)
        }
    }
}

/// A file written under a hidden temporary name (`.name.tmp-XXXXXX`) beside its checked
/// destination and renamed over it only when complete: Cairn's one atomic writer, for
/// `writeAtomically`, animation files (GIF, APNG, video) and the frames of a PNG sequence.
///
/// Readers see no file (or the previous one) or the complete new file, never a partial one.
/// `discard()` (or `deinit`) removes the temporary file; a process killed outright leaves
/// the hidden temporary file behind, never a partial destination. The new file gets the
/// permission bits of the file it replaces, or rw-r--r--.
///
/// Durability is the committer's choice (`commit(durable:)`): a durable commit syncs the
/// file before the rename and the directory after it, so the new file survives a power cut
/// once `commit` returns; a PNG sequence's frames are committed without syncing, as no
/// common frame exporter syncs (an `fsync` per frame costs about as much as encoding it;
/// a resumed export re-checks every frame instead).
package final class AtomicFile {
    /// Where the file goes.
    package let destination: FileDestination
    /// The temporary file's path (another process, such as ffmpeg, may write it).
    package let temporaryPath: String
    /// Called just before the rename (a test seam: a throw simulates a late failure).
    package var beforeRename: (() throws -> Void)?
    /// Open for writing until `commit` or `discard`.
    private let descriptor: Int32
    private var finished = false

    /// Creates the temporary file beside `destination`.
    ///
    /// - Throws: `AtomicFileError` at `.create` (the directory refuses new files).
    package init(_ destination: FileDestination) throws(AtomicFileError) {
        self.destination = destination
        let name = (destination.path as NSString).lastPathComponent
        var template = Array((destination.directory + "/." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw AtomicFileError(stage: .create, destination: destination, code: errno) }
        descriptor = fd
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { discard() }

    /// Appends `data`, retrying short writes and interruptions.
    ///
    /// - Throws: `AtomicFileError` at `.write` (disk full, I/O error); the file is kept
    ///   until `discard`.
    package func write(_ data: Data) throws(AtomicFileError) {
        let code = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let n = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        guard code == 0 else { throw AtomicFileError(stage: .write, destination: destination, code: code) }
    }

    /// Gives the file its mode, syncs it when `durable`, closes it and renames it over the
    /// destination (then syncs the directory entry, best effort, when `durable`).
    ///
    /// - Throws: `AtomicFileError` at `.sync`, `.close` or `.rename`, or what `beforeRename`
    ///   throws; the temporary file is then removed.
    package func commit(durable: Bool) throws {
        guard !finished else { return }
        defer { discard() }
        guard fchmod(descriptor, destination.mode) == 0, !durable || fsync(descriptor) == 0 else {
            throw AtomicFileError(stage: .sync, destination: destination, code: errno)
        }
        finished = true
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw AtomicFileError(stage: .close, destination: destination, code: code)
        }
        do {
            try beforeRename?()
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, destination.path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw AtomicFileError(stage: .rename, destination: destination, code: code)
        }
        // Persist the directory entry (best effort: some file systems refuse).
        if durable {
            let directoryFD = open(destination.directory, O_RDONLY | O_DIRECTORY)
            if directoryFD >= 0 {
                _ = fsync(directoryFD)
                close(directoryFD)
            }
        }
    }

    /// Closes and removes the temporary file (no effect after `commit`).
    package func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporaryPath)
    }
}

/// Why an `AtomicFile` failed: the step and the system's error.
package struct AtomicFileError: Error, Sendable {
    /// The step that failed.
    package enum Stage: Sendable {
        /// Creating the temporary file.
        case create
        /// Writing bytes.
        case write
        /// Setting the mode or syncing.
        case sync
        /// Closing the file.
        case close
        /// Renaming it over the destination.
        case rename
    }

    /// The step that failed.
    package var stage: Stage
    /// The destination.
    package var destination: FileDestination
    /// `errno` of the failed call.
    package var code: Int32

    /// The system's words for `code` ("No space left on device").
    package var cause: String { String(cString: strerror(code)) }

    /// The step and the cause in words: "writing failed: No space left on device".
    package var reason: String {
        switch stage {
        case .create: "cannot create a temporary file in \(destination.directory): \(cause) (is the directory writable?)"
        case .write: "writing failed: \(cause)"
        case .sync: "syncing failed: \(cause)"
        case .close: "closing failed: \(cause)"
        case .rename: "renaming into place failed: \(cause)"
        }
    }
}
