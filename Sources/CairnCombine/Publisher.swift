import Foundation

// Combine on Linux (issue 22), as module `CairnCombine` re-exported by `import Cairn`: the subset SwiftUI code uses, so that view models written for
// iOS compile unchanged — `ObservableObject`, `@Published`, `Just`, the two subjects,
// `AnyCancellable`, `sink`, `assign`, a few operators, `Timer.publish(…).autoconnect()` and
// `NotificationCenter.publisher`. Linux has no Combine (Apple's is closed source), so this is
// Cairn's shim, and it differs from Apple's in one deliberate way: delivery is synchronous.
// A value sent is delivered before `send` returns, on the sender's thread; schedulers
// (`receive(on:)`, `debounce(for:scheduler:)`, …) are accepted and deliver at once, because a
// rendered still or frame has no run loop to wait on. Output stays deterministic.

/// A type that delivers a sequence of values over time, then possibly a completion, as
/// Combine's `Publisher`.
///
/// Cairn's shim: a publisher is attached with ``attach(receiveValue:receiveCompletion:)`` (Combine's
/// `receive(subscriber:)`, whose `Subscriber`/`Subscription` types this shim leaves out), and
/// every operator returns an ``AnyPublisher``.
public protocol Publisher<Output, Failure> {
    /// The kind of value published.
    associatedtype Output
    /// The kind of error the publisher may fail with (`Never`: it cannot fail).
    associatedtype Failure: Error

    /// Delivers each value to `receiveValue` and the completion to `receiveCompletion` until
    /// the returned cancellable is cancelled or released.
    func attach(receiveValue: @escaping (Output) -> Void,
                receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Namespaces of Combine's subscriber types.
public enum Subscribers {
    /// How a publisher ended: normally, or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped with `error`.
        case failure(Failure)
    }
}

/// A token that ends a subscription when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Ends the subscription (once; later calls do nothing).
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }

    /// Keeps this cancellable alive in `set` (the usual `.store(in: &cancellables)`).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable alive in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity: two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A type-erased publisher, as Combine's `AnyPublisher`; every operator of this shim returns one.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attachment: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attachment = { publisher.attach(receiveValue: $0, receiveCompletion: $1) }
    }

    /// A publisher whose attachment is `attach`.
    public init(attach: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        attachment = attach
    }

    /// Attaches the closures to the wrapped publisher.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        attachment(receiveValue, receiveCompletion)
    }
}

/// A publisher that publishes one value, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Delivers the value and the completion at once.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that finishes at once without a value, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    /// An empty publisher (`completeImmediately` is accepted: it always completes).
    public init(completeImmediately: Bool = true) {}

    /// Delivers the completion.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
