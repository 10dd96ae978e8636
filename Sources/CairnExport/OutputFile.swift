import CairnCairo
import CairnExportSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file being written under a hidden temporary name in its destination's directory,
/// renamed over the destination only when complete.
///
/// Readers see either no file (or the previous one) or the complete new file: an export
/// that fails or is interrupted never leaves a half-written GIF, APNG or video under the
/// real name. `discard()` (or `deinit`) removes the temporary file; a process killed
/// outright leaves a hidden `.name.tmp-XXXXXX` file behind, never a partial `name`.
final class OutputFile {
    /// The final path.
    let destination: URL
    /// The temporary file's path.
    let temporaryPath: String
    /// Open for writing until `commit()` or `discard()`.
    private(set) var descriptor: Int32
    private var finished = false
    /// The permission bits the file gets: those of the file it replaces, or rw-r--r--.
    let mode: mode_t

    /// Creates the temporary file beside `destination`.
    ///
    /// - Throws: `ExportError.unusableDestination` when the destination is not a file name,
    ///   is a directory or a device (`/dev/full`), or its directory is missing, not a
    ///   directory, or not writable (checked by creating the file). A symbolic link is
    ///   followed: its target is replaced, the link kept (`FileDestination`).
    init(destination: URL) throws {
        let checked: FileDestination
        do {
            checked = try FileDestination(destination)
        } catch {
            throw ExportError.unusableDestination(path: destination.path, reason: error.reason)
        }
        self.destination = URL(fileURLWithPath: checked.path)
        mode = checked.mode
        (descriptor, temporaryPath) = try OutputFile.makeTemporaryFile(
            in: checked.directory, named: "." + (checked.path as NSString).lastPathComponent, destinationPath: checked.path)
    }

    deinit { discard() }

    /// Appends `data`.
    ///
    /// - Throws: `ExportError.writeFailed` (disk full, I/O error).
    func write(_ data: Data) throws {
        let status = data.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            return cairn_export_write_all(descriptor, base, buffer.count)
        }
        guard status == 0 else { throw ExportError.writeFailed(path: destination.path, reason: errorText(status)) }
    }

    /// Flushes the file to disk and renames it over the destination.
    ///
    /// - Throws: `ExportError.writeFailed`; the temporary file is then removed.
    func commit() throws {
        guard !finished else { return }
        guard fsync(descriptor) == 0 else {
            let reason = errorText(errno)
            discard()
            throw ExportError.writeFailed(path: destination.path, reason: "syncing failed: \(reason)")
        }
        try commitWithoutWriting()
    }

    /// Renames the temporary file over the destination without syncing our descriptor
    /// (another process, ffmpeg, wrote the bytes and has exited).
    func commitWithoutWriting() throws {
        guard !finished else { return }
        _ = fchmod(descriptor, mode)
        close(descriptor)
        finished = true
        guard rename(temporaryPath, destination.path) == 0 else {
            let reason = errorText(errno)
            unlink(temporaryPath)
            throw ExportError.writeFailed(path: destination.path, reason: "renaming into place failed: \(reason)")
        }
        OutputFile.syncDirectory(of: destination)
    }

    /// Closes and removes the temporary file (no effect after `commit()`).
    func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporaryPath)
    }

    // MARK: - Shared helpers

    /// The directory that will hold `file`, checked to exist and be a directory.
    ///
    /// - Throws: `ExportError.unusableDestination`.
    static func checkedDirectory(of file: URL) throws -> String {
        guard file.isFileURL, !file.path.isEmpty, !file.path.hasSuffix("/") else {
            throw ExportError.unusableDestination(path: file.path, reason: "the destination must be a file URL naming a file")
        }
        let directory = file.deletingLastPathComponent().path
        try checkDirectory(directory)
        return directory
    }

    /// Checks that `directory` exists, is a directory and is writable.
    static func checkDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ExportError.unusableDestination(path: directory, reason: "the directory does not exist; create it first")
        }
        guard isDirectory.boolValue else {
            throw ExportError.unusableDestination(path: directory, reason: "it is not a directory")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw ExportError.unusableDestination(path: directory, reason: "the directory is not writable: \(errorText(errno))")
        }
        FileDestination.ignoreFileSizeSignal()
    }

    /// Creates `directory/name.tmp-XXXXXX` with mkstemp.
    ///
    /// - Throws: `ExportError.unusableDestination` naming `destinationPath`.
    static func makeTemporaryFile(in directory: String, named name: String, destinationPath: String) throws -> (Int32, String) {
        var template = Array((directory + "/" + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw ExportError.unusableDestination(
                path: destinationPath, reason: "cannot create a file in \(directory): \(errorText(errno)) (is the directory writable?)")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (fd, path)
    }

    /// Persists the directory entry of `file` (best effort: some file systems refuse).
    static func syncDirectory(of file: URL) {
        let fd = open(file.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// `strerror` of an errno value.
func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
