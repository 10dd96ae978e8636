import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A destination file checked before any work: where the bytes will really go, and what
/// must be kept of a file already there.
///
/// Checks, each failing with a reason that names the cause:
/// 1. The URL names a file: a file URL, not empty, not ending in `/` (nor an existing directory).
/// 2. Symbolic links are followed (up to 40), so writing replaces the file a link points
///    to and keeps the link.
/// 3. An existing destination is a regular file: a directory, a device (`/dev/full`), a
///    FIFO or a socket is refused, since an atomic write would replace the node itself.
///    Its permission bits are kept for the new file.
/// 4. The directory exists, is a directory, and is writable.
package struct FileDestination: Sendable {
    /// The path the file is written to (symbolic links resolved).
    package var path: String
    /// The directory holding `path`, where the temporary file is made.
    package var directory: String
    /// The permission bits of the file being replaced; nil for a new file.
    package var existingMode: mode_t?

    /// Checks `url` (see the type's steps); the error is the reason, in words.
    package init(_ url: URL) throws(FileDestinationProblem) {
        guard url.isFileURL else { throw .init("it is not a file URL") }
        guard !url.path.isEmpty else { throw .init("the path is empty") }
        var path = url.path
        var hops = 0
        var info = stat()
        var exists = false
        while true {
            guard lstat(path, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else { throw .init("cannot inspect \(path): \(String(cString: strerror(errno)))") }
                break
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                exists = true
                break
            }
            hops += 1
            guard hops <= 40 else { throw .init("too many levels of symbolic links") }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                throw .init("cannot read the symbolic link \(path)")
            }
            path = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
        }
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFREG: existingMode = info.st_mode & 0o7777
            case S_IFDIR: throw .init("\(path) is a directory")
            case S_IFCHR, S_IFBLK:
                throw .init("\(path) is a device, not a regular file (files are written whole and renamed into place, which would replace the device)")
            default: throw .init("\(path) is not a regular file (a FIFO or socket)")
            }
        } else if url.hasDirectoryPath {
            throw .init("it names a directory (the path ends in /), not a file")
        } else {
            existingMode = nil
        }
        let directory = (path as NSString).deletingLastPathComponent
        self.directory = directory.isEmpty ? "." : directory
        self.path = path
        var dirInfo = stat()
        guard stat(self.directory, &dirInfo) == 0 else {
            throw errno == ENOENT
                ? .init("the directory \(self.directory) does not exist; create it first")
                : .init("cannot reach the directory \(self.directory): \(String(cString: strerror(errno)))")
        }
        guard dirInfo.st_mode & S_IFMT == S_IFDIR else { throw .init("\(self.directory) is not a directory") }
        guard access(self.directory, W_OK | X_OK) == 0 else {
            throw .init("the directory \(self.directory) is not writable: \(String(cString: strerror(errno)))")
        }
        FileDestination.ignoreFileSizeSignal()
    }

    /// The file `name` in `directory`, taken as it is: a directory already checked once for a
    /// run of files (a PNG sequence's frames), each given rw-r--r--.
    package init(newFileNamed name: String, in directory: String) {
        path = directory + "/" + name
        self.directory = directory
        existingMode = nil
    }

    /// The mode to give the new file: the replaced file's, or rw-r--r-- for a new one.
    package var mode: mode_t { existingMode ?? 0o644 }

    /// Makes writes past the file-size limit (`ulimit -f`) fail with `EFBIG`, reported as
    /// an error, instead of killing the process with `SIGXFSZ`: only when the signal has
    /// its default action (a handler the application installed is kept).
    package static func ignoreFileSizeSignal() {
        var current = sigaction()
        guard sigaction(SIGXFSZ, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { return }
        _ = signal(SIGXFSZ, SIG_IGN)
    }
}

/// Why a destination cannot be written, in words.
package struct FileDestinationProblem: Error, Sendable {
    /// The reason.
    package var reason: String
    /// A problem with `reason`.
    package init(_ reason: String) { self.reason = reason }
}
