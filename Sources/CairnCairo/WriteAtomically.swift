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

/// The implementation of `writeAtomically(_:to:)`, with a test seam.
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
        let path = destination.path, directory = destination.directory
        func failure(_ reason: String) -> RenderError { .fileWriteFailed(path: path, reason: reason) }

        let template = directory + "/." + (path as NSString).lastPathComponent + ".tmp-XXXXXX"
        var templateBytes = Array(template.utf8CString)
        let fd = templateBytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw failure("cannot create a temporary file in \(directory): \(errorText()) (is the directory writable?)")
        }
        let temporaryPath = String(decoding: templateBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        var renamed = false
        defer {
            if !closed { close(fd) }
            if !renamed { unlink(temporaryPath) }
        }

        // Step 1: write everything, retrying short writes and interruptions.
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let n = Glibc.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw failure("writing failed: \(errorText())")
                }
                offset += n
            }
        }
        // Step 2: make the bytes durable before they become visible under the real name.
        // The replaced file's permissions are kept (rw-r--r-- for a new file).
        guard fchmod(fd, destination.mode) == 0, fsync(fd) == 0 else { throw failure("syncing failed: \(errorText())") }
        closed = true
        guard close(fd) == 0 else { throw failure("closing failed: \(errorText())") }
        try beforeRename?()
        // Step 3: atomically replace the destination.
        guard rename(temporaryPath, path) == 0 else { throw failure("renaming into place failed: \(errorText())") }
        renamed = true
        // Step 4: persist the directory entry (best effort: some file systems refuse).
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    private func errorText() -> String { String(cString: strerror(errno)) }
}
