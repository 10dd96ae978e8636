import Foundation
import Synchronization

/// A class whose changes views can follow, as Combine's `ObservableObject`: its
/// `objectWillChange` publishes before any `@Published` property changes.
///
/// Used with SwiftUI's `@StateObject`, `@ObservedObject` and `@EnvironmentObject`, which Cairn
/// provides (a change marks the scene for another layout, as SwiftUI re-renders).
public protocol ObservableObject: AnyObject {
    /// The publisher `objectWillChange` returns (by default `ObservableObjectPublisher`).
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made on first use and kept while the object lives; every
    /// `@Published` property of the object sends through it before it changes.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self, create: true)! }
}

/// The publisher of an `ObservableObject`'s coming changes, as Combine's: it publishes `()`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Publishes nothing but the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() { subscribers.send(Void()) }

    /// Attaches the closures: they run before each change from now on.
    public func attach(receiveValue: @escaping (Output) -> Void,
                       receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue, receiveCompletion)
    }

    /// The publishers of live objects, by object identity (Combine keeps one per object; Swift
    /// on Linux has no associated objects, so Cairn keeps this table, pruned of dead objects).
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The publisher of `object`, made when `create` is true and there is none yet.
    package static func publisher(for object: AnyObject, create: Bool) -> ObservableObjectPublisher? {
        table.withLock { table in
            let id = ObjectIdentifier(object)
            if let entry = table[id], entry.object === object { return entry.publisher }
            guard create else { return nil }
            if table.count >= 64, table.count.nonzeroBitCount == 1 {
                table = table.filter { $0.value.object != nil }
            }
            let publisher = ObservableObjectPublisher()
            table[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// A property of an `ObservableObject` that publishes its changes, as Combine's `@Published`:
/// before the value changes the object's `objectWillChange` publishes, and `$property`
/// publishes the new value.
@propertyWrapper
public struct Published<Value> {
    /// The storage shared by copies of the wrapper and its publisher.
    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value
        let subscribers = SubscriberList<Value, Never>()
        init(_ value: Value) { stored = value }
        var value: Value {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        func set(_ value: Value) {
            lock.lock()
            stored = value
            lock.unlock()
            subscribers.send(value)
        }
    }
    let storage: Storage

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// The value; `@Published` is meant for properties of classes, where the enclosing-instance
    /// subscript below is used instead.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.set(newValue) }
    }

    /// The value read and written through the object, so that a change first tells the
    /// object's `objectWillChange` (Swift's enclosing-instance access for property wrappers).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            ObservableObjectPublisher.publisher(for: object, create: false)?.send()
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// The publisher of the property's values: the current one at once, then each change.
    public var projectedValue: Publisher {
        get { Publisher(box: storage) }
        set {}
    }

    /// The publisher `$property` gives, as Combine's `Published.Publisher`.
    public struct Publisher: CairnCombine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never
        let box: Storage
        /// Subscriptions that `assign(to:)` made, kept for as long as this publisher is.
        var retained: [AnyCancellable] = []

        init(box: Storage) { self.box = box }

        /// Attaches the closures: the current value at once, then every change.
        public func attach(receiveValue: @escaping (Value) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let cancellable = box.subscribers.add(receiveValue, receiveCompletion)
            receiveValue(box.value)
            return cancellable
        }
    }
}
