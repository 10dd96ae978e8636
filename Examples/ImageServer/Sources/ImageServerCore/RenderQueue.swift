import Foundation
import Hummingbird

/// Where renders run: off the server's event loops, at most one per core at a time, each
/// with a deadline.
///
/// Rendering is synchronous CPU work. Run on an event loop it would stall every connection
/// of that loop; run without a bound, a burst of requests would queue without end. So:
/// - `workers` operations run at once (default: the core count), on their own threads;
/// - at most `capacity` renders wait or run; a request beyond that is answered 503 at once
///   (with `Retry-After`), so a flood costs no memory;
/// - a render not finished after `timeout` is answered 503. The render itself cannot be
///   interrupted (Cairo and Pango have no cancellation) and finishes in the background,
///   still counted against `capacity`; a render still waiting in the queue is skipped.
public final class RenderQueue: @unchecked Sendable {
    private let queue = OperationQueue()
    private let lock = NSLock()
    private var inFlight = 0
    /// Renders that may wait or run at once.
    public let capacity: Int
    /// How long a request waits for its render.
    public let timeout: Duration

    /// A queue running `workers` renders at once.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, capacity: Int = 64, timeout: Duration = .seconds(10)) {
        queue.maxConcurrentOperationCount = max(1, workers)
        queue.name = "ImageServer renders"
        self.capacity = max(1, capacity)
        self.timeout = timeout
    }

    /// Runs `work` on the queue and returns its result, or throws 503 when the queue is
    /// full or the deadline passes first.
    public func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admit() else {
            var headers = HTTPFields()
            headers[.retryAfter] = "1"
            throw HTTPError(.serviceUnavailable, headers: headers, message: "the server is rendering \(capacity) images already; retry shortly")
        }
        let outcome = Outcome<T>()
        let operation = BlockOperation { [self] in
            defer { release() }
            guard !outcome.isSettled else { return }  // timed out while waiting
            outcome.settle(Result { try work() })
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        return try await withCheckedThrowingContinuation { continuation in
            outcome.attach(continuation)
            queue.addOperation(operation)
            // The deadline holds the outcome weakly: a strong capture kept every rendered image
            // alive for `timeout` after its answer was sent (at 200 requests/s and 10 s, some
            // 2,000 images, 50-60 MB), and the allocator's heap grew in the gaps they left.
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak outcome] in
                outcome?.settle(.failure(HTTPError(.serviceUnavailable, message: "the render took longer than \(format(seconds)) s")))
            }
        }
    }

    private func admit() -> Bool {
        lock.withLock {
            guard inFlight < capacity else { return false }
            inFlight += 1
            return true
        }
    }

    private func release() {
        lock.withLock { inFlight -= 1 }
    }

    /// Renders admitted and not yet finished (waiting or running).
    public var pending: Int { lock.withLock { inFlight } }
}

/// The first of a render's result and its deadline, delivered once. The result is kept only
/// until it is handed to the waiting request, never after.
private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    /// A result that came before the request started waiting.
    private var early: Result<T, any Error>?
    private var settled = false

    var isSettled: Bool { lock.withLock { settled } }

    func attach(_ c: CheckedContinuation<T, any Error>) {
        let ready: Result<T, any Error>? = lock.withLock {
            if let early {
                self.early = nil
                return early
            }
            continuation = c
            return nil
        }
        if let ready { c.resume(with: ready) }
    }

    func settle(_ r: Result<T, any Error>) {
        let waiting: CheckedContinuation<T, any Error>? = lock.withLock {
            guard !settled else { return nil }
            settled = true
            if continuation == nil { early = r }
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: r)
    }
}
