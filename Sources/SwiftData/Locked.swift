import Foundation

/// A value behind a lock, for state that holds non-`Sendable` models and is shared by the
/// renders of one process (a `Mutex` would demand the models be sendable).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, under the lock.
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
