import Foundation

extension Publisher {
    /// Attaches a subscriber that runs `receiveValue` for each value and `receiveCompletion`
    /// at the end; keep the returned cancellable for as long as values should arrive.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attach(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    /// Writes each value into `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        attach(receiveValue: { object[keyPath: keyPath] = $0 }, receiveCompletion: { _ in })
    }

    /// This publisher as an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in attach(receiveValue: { value(transform($0)) }, receiveCompletion: completion) }
    }

    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            attach(receiveValue: { if let t = transform($0) { value(t) } }, receiveCompletion: completion)
        }
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in attach(receiveValue: { if isIncluded($0) { value($0) } }, receiveCompletion: completion) }
    }

    /// Values that differ from the one before, by `predicate` (true: the same).
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            let last = Box<Output?>(nil)
            return attach(receiveValue: { v in
                if let previous = last.value, predicate(previous, v) { return }
                last.value = v
                value(v)
            }, receiveCompletion: completion)
        }
    }

    /// The first `count` values dropped.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            let seen = Box(0)
            return attach(receiveValue: { v in
                seen.value += 1
                if seen.value > count { value(v) }
            }, receiveCompletion: completion)
        }
    }

    /// Only the first value, then the completion.
    public func first() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            let done = Box(false)
            return attach(receiveValue: { v in
                guard !done.value else { return }
                done.value = true
                value(v)
                completion(.finished)
            }, receiveCompletion: { c in if !done.value { completion(c) } })
        }
    }

    /// Each value paired with the latest of `other` (once both have published).
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { value, completion in
            let a = Box<Output?>(nil), b = Box<P.Output?>(nil)
            let first = attach(receiveValue: { v in
                a.value = v
                if let w = b.value { value((v, w)) }
            }, receiveCompletion: completion)
            let second = other.attach(receiveValue: { w in
                b.value = w
                if let v = a.value { value((v, w)) }
            }, receiveCompletion: completion)
            return AnyCancellable { first.cancel(); second.cancel() }
        }
    }

    /// The values of this publisher and of `other`, as they come.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher { value, completion in
            let first = attach(receiveValue: value, receiveCompletion: { _ in })
            let second = other.attach(receiveValue: value, receiveCompletion: completion)
            return AnyCancellable { first.cancel(); second.cancel() }
        }
    }

    /// Delivers on `scheduler`: in this shim, at once on the sender's thread (see the module's
    /// note: a rendered frame has no run loop to wait on).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Subscribes on `scheduler`: in this shim, at once.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Publishes a value once `dueTime` has passed without another: in this shim every value
    /// at once (no clock runs between two sends in a still), so the last one sent wins.
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Publishes at most one value per `interval`: in this shim every value at once.
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Delays each value by `interval`: in this shim, not at all.
    public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
}

extension Publisher where Output: Equatable {
    /// Values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that runs `receiveValue` for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attach(receiveValue: receiveValue, receiveCompletion: { _ in })
    }

    /// Republishes each value into a `@Published` property (`.assign(to: &$value)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        published.retained.append(attach(receiveValue: { box.set($0) }, receiveCompletion: { _ in }))
    }

    /// This publisher with an error type of `E` (it still never fails).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher { value, _ in attach(receiveValue: value, receiveCompletion: { _ in }) }
    }
}

/// A mutable reference for operator state.
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// Where a publisher delivers, as Combine's `Scheduler`: a marker in this shim, which delivers
/// at once (`RunLoop`, `DispatchQueue`, `OperationQueue` and `ImmediateScheduler` conform).
public protocol Scheduler {
    /// Options a scheduler takes (none are read by the shim).
    associatedtype SchedulerOptions
}

extension RunLoop: Scheduler {
    /// No options are read.
    public typealias SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {
    /// No options are read.
    public typealias SchedulerOptions = Never
}

extension OperationQueue: Scheduler {
    /// No options are read.
    public typealias SchedulerOptions = Never
}

/// A scheduler that runs at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// No options are read.
    public typealias SchedulerOptions = Never
    /// The shared immediate scheduler.
    public static let shared = ImmediateScheduler()
}

/// An interval for a scheduler's operators (`.milliseconds(300)`, `.seconds(1)`, `0.5`), as
/// Combine's `SchedulerTimeType.Stride`.
public struct SchedulerStride: Equatable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The interval in seconds.
    public let timeInterval: TimeInterval

    /// An interval of `seconds`.
    public init(_ seconds: TimeInterval) { timeInterval = seconds }
    /// An interval of `value` seconds.
    public init(floatLiteral value: Double) { timeInterval = value }
    /// An interval of `value` seconds.
    public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }

    /// `s` seconds.
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
    /// `s` seconds.
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(TimeInterval(s)) }
    /// `ms` milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(TimeInterval(ms) / 1e3) }
    /// `us` microseconds.
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(TimeInterval(us) / 1e6) }
    /// `ns` nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(TimeInterval(ns) / 1e9) }

    /// Orders intervals by length.
    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.timeInterval < rhs.timeInterval }
}
