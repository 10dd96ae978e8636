import Foundation

extension Timer {
    /// A timer's ticks, as Combine's `Timer.publish(every:tolerance:on:in:)` returns them; use
    /// it with SwiftUI's `onReceive(_:perform:)`. In Cairn the ticks come from the scene's
    /// virtual clock: `AnimationRenderer` ticks the receiving view one interval after it
    /// appears, then every interval; attached any other way it publishes nothing (no wall
    /// clock runs in a render).
    public struct TimerPublisher: Publisher, Sendable {
        /// The scene's date at each tick.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval

        /// A publisher ticking every `interval` seconds.
        public init(interval: TimeInterval) { self.interval = interval }

        /// The publisher itself (Combine's `autoconnect()` starts the timer on first
        /// subscription; Cairn's starts when the receiving view appears).
        public func autoconnect() -> TimerPublisher { self }

        /// Starts the timer (nothing to start outside a scene); the cancellable stops nothing.
        public func connect() -> AnyCancellable { AnyCancellable {} }

        /// Publishes nothing outside a scene (see the type).
        public func attach(receiveValue: @escaping (Date) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }

    /// A publisher that ticks every `interval` seconds (Combine's `Timer.publish`). The run
    /// loop and mode are accepted for source compatibility; ticks come from the scene's clock.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given) posted to this center, as
    /// Combine's `NotificationCenter.Publisher`.
    public struct Publisher: CairnCombine.Publisher {
        /// Each notification.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never
        /// The center posted to.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The sender to match (nil: any).
        public let object: AnyObject?

        /// Observes the center until cancelled; posts are delivered on the posting thread.
        public func attach(receiveValue: @escaping (Notification) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            // Delivery is synchronous on the posting thread (see the module's note); the box
            // only carries the closure into the observer block Foundation types as @Sendable.
            let receiver = UncheckedReceiver(receive: receiveValue)
            let token = center.addObserver(forName: name, object: object, queue: nil) { receiver.receive($0) }
            let center = self.center
            return AnyCancellable { center.removeObserver(token) }
        }
    }

    /// A publisher of the notifications named `name` (from `object`, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// A closure carried into a `@Sendable` observer block; the shim delivers synchronously on the
/// posting thread, as the caller's code expects.
private struct UncheckedReceiver: @unchecked Sendable {
    let receive: (Notification) -> Void
}
