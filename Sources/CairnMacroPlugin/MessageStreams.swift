#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file descriptors the plug-in talks to the compiler through: its original standard
/// input and output, kept apart from the process's `stdin`/`stdout` so that stray output
/// cannot corrupt the messages.
struct MessageStreams {
    /// The descriptor messages come from.
    let input: Int32
    /// The descriptor answers go to.
    let output: Int32

    /// Takes over standard input and output for messages, as swift-syntax's plug-ins do:
    /// duplicates both, closes `stdin` (a stray read fails instead of stealing a message),
    /// points `stdout` at `stderr` (a stray `print` becomes a log line), and ignores SIGPIPE (a
    /// vanished compiler makes a write fail instead of killing the process). Nil on failure.
    static func claimStandardStreams() -> MessageStreams? {
        let input = dup(STDIN_FILENO)
        let output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0 else { return nil }
        guard close(STDIN_FILENO) == 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return nil }
        _ = signal(SIGPIPE, SIG_IGN)
        return MessageStreams(input: input, output: output)
    }

    /// Writes `message` as a line to standard error, where the compiler shows a plug-in's log.
    static func log(_ message: String) {
        let line = Array("CairnMacroPlugin: \(message)\n".utf8)
        _ = line.withUnsafeBytes { buffer in systemWrite(STDERR_FILENO, buffer.baseAddress, buffer.count) }
    }

    /// Reads up to `count` bytes, blocking until they came or the input ended (or failed).
    func read(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                systemRead(input, buffer.baseAddress.map { $0 + filled }, count - filled)
            }
            if result > 0 {
                filled += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        bytes.removeLast(count - filled)
        return bytes
    }

    /// Writes all of `bytes`; false when the output fails.
    func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(output, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

/// `read(2)`, named apart from `MessageStreams.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, named apart from `MessageStreams.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
