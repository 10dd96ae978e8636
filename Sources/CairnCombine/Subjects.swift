import Foundation

/// A publisher that code can send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every attached subscriber.
    func send(_ value: Output)
    /// Ends the subject: subscribers receive `completion`, later values are dropped.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends the empty value (`objectWillChange.send()`).
    public func send() { send(()) }
}

/// The subscribers of a subject, in attachment order (delivery is synchronous and ordered).
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private struct Entry {
        let id: Int
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }
    private let lock = NSRecursiveLock()
    private var entries: [Entry] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let done = self.completion {
            lock.unlock()
            completion(done)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, value: value, completion: completion))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        entries.removeAll { $0.id == id }
        lock.unlock()
    }

    func send(_ value: Output) {
        lock.lock()
        let current = completion == nil ? entries : []
        lock.unlock()
        for e in current { e.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { lock.unlock(); return }
        self.completion = completion
        let current = entries
        entries = []
        lock.unlock()
        for e in current { e.completion(completion) }
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries.isEmpty
    }
}

/// A subject that passes each value on to its current subscribers and keeps none, as
/// Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Delivers `value` to every attached subscriber.
    public func send(_ value: Output) { subscribers.send(value) }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Attaches the closures: they receive the values sent from now on.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue, receiveCompletion)
    }
}

/// A subject that holds a current value and publishes it to each new subscriber, then every
/// change, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it publishes it.
    public var value: Output {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { send(newValue) }
    }

    /// Stores `value` and delivers it to every subscriber.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        subscribers.send(value)
    }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Attaches the closures: they receive the current value at once, then every change.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let cancellable = subscribers.add(receiveValue, receiveCompletion)
        if subscribers.completion == nil { receiveValue(value) }
        return cancellable
    }
}
