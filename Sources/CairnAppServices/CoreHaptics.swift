import Foundation

// Core Haptics as app code uses it (`cairn` reads `import CoreHaptics` as `import Cairn`): a
// render has no Taptic Engine, so the hardware reports no haptics and nothing plays; an
// engine can be made, started and given patterns, as on a device where the code checks
// `supportsHaptics` first. Haptics change nothing drawn.

/// "Now", for a player's start time, as `CHHapticTimeImmediate`.
public let CHHapticTimeImmediate: TimeInterval = 0

/// What the hardware can play, as `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    /// Whether haptics play: false in a render.
    var supportsHaptics: Bool { get }
    /// Whether audio plays through the engine: false in a render.
    var supportsAudio: Bool { get }
}

/// The capabilities of a render's "hardware": none.
struct NoHaptics: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// A haptic event's parameter, as `CHHapticEvent.ParameterID` and its value.
public final class CHHapticEventParameter: @unchecked Sendable {
    /// The parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    public var value: Float
    /// A parameter with `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) { self.parameterID = parameterID; self.value = value }
}

/// A haptic or audio event, as `CHHapticEvent`.
public final class CHHapticEvent: @unchecked Sendable {
    /// The kinds of event, as `CHHapticEvent.EventType`.
    public struct EventType: Hashable, Sendable {
        let name: String
        /// A short tap.
        public static let hapticTransient = EventType(name: "HapticTransient")
        /// A sustained vibration.
        public static let hapticContinuous = EventType(name: "HapticContinuous")
        /// A sustained sound.
        public static let audioContinuous = EventType(name: "AudioContinuous")
        /// A custom sound.
        public static let audioCustom = EventType(name: "AudioCustom")
    }
    /// An event's parameters, as `CHHapticEvent.ParameterID`.
    public struct ParameterID: Hashable, Sendable {
        let name: String
        /// Strength.
        public static let hapticIntensity = ParameterID(name: "HapticIntensity")
        /// Sharpness.
        public static let hapticSharpness = ParameterID(name: "HapticSharpness")
        /// Attack time.
        public static let attackTime = ParameterID(name: "AttackTime")
        /// Decay time.
        public static let decayTime = ParameterID(name: "DecayTime")
        /// Release time.
        public static let releaseTime = ParameterID(name: "ReleaseTime")
        /// Whether it sustains.
        public static let sustained = ParameterID(name: "Sustained")
        /// Volume.
        public static let audioVolume = ParameterID(name: "AudioVolume")
        /// Pitch.
        public static let audioPitch = ParameterID(name: "AudioPitch")
    }
    /// The kind.
    public let type: EventType
    /// The parameters.
    public let eventParameters: [CHHapticEventParameter]
    /// When it starts, relative to the pattern.
    public var relativeTime: TimeInterval
    /// How long it lasts.
    public var duration: TimeInterval
    /// A transient event.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.type = type; eventParameters = parameters; self.relativeTime = relativeTime; duration = 0
    }
    /// An event lasting `duration`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = type; eventParameters = parameters; self.relativeTime = relativeTime; self.duration = duration
    }
}

/// A pattern of events, as `CHHapticPattern`.
public final class CHHapticPattern: @unchecked Sendable {
    /// The events.
    public let events: [CHHapticEvent]
    /// The pattern's length: the end of its last event.
    public var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.filter(\.isFinite).max() ?? 0
    }
    /// A pattern of `events`.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { self.events = events }
    /// A pattern of `events` with parameter curves.
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws { self.events = events }
}

/// A parameter changed while a pattern plays, as `CHHapticDynamicParameter`.
public final class CHHapticDynamicParameter: @unchecked Sendable {
    /// A dynamic parameter.
    public init(parameterID: CHHapticDynamicParameter.ID, value: Float, relativeTime: TimeInterval) {}
    /// The dynamic parameters, as `CHHapticDynamicParameter.ID`.
    public struct ID: Hashable, Sendable {
        let name: String
        /// Intensity.
        public static let hapticIntensityControl = ID(name: "HapticIntensityControl")
        /// Sharpness.
        public static let hapticSharpnessControl = ID(name: "HapticSharpnessControl")
    }
}

/// A parameter's curve over time, as `CHHapticParameterCurve`.
public final class CHHapticParameterCurve: @unchecked Sendable {
    /// A control point, as `CHHapticParameterCurve.ControlPoint`.
    public final class ControlPoint: @unchecked Sendable {
        /// A point of `value` at `relativeTime`.
        public init(relativeTime: TimeInterval, value: Float) {}
    }
    /// A curve.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {}
}

/// Plays a pattern, as `CHHapticPatternPlayer` (nothing plays in a render).
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts at `time`.
    func start(atTime time: TimeInterval) throws
    /// Stops at `time`.
    func stop(atTime time: TimeInterval) throws
}

/// A player that plays nothing.
final class SilentHapticPlayer: CHHapticPatternPlayer {
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
}

/// The haptic engine, as `CHHapticEngine`: it starts and makes players, which play nothing in
/// a render (no Taptic Engine).
public final class CHHapticEngine: @unchecked Sendable {
    /// Now, in the engine's time (0: nothing plays).
    public var currentTime: TimeInterval { 0 }
    /// Called when the engine stops.
    public var stoppedHandler: (@Sendable (StoppedReason) -> Void)?
    /// Called when the engine resets.
    public var resetHandler: (@Sendable () -> Void)?
    /// Whether the engine plays only haptics.
    public var playsHapticsOnly = false
    /// Whether the engine stops when idle.
    public var isAutoShutdownEnabled = false

    /// Why an engine stopped, as `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app went to the background.
        case applicationSuspended = 2
        /// It was idle.
        case idleTimeout = 3
        /// The system failed.
        case systemError = -1
    }

    /// What the hardware can play: nothing in a render.
    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHaptics() }

    /// An engine.
    public init() throws {}
    /// Starts the engine.
    public func start() throws {}
    /// Starts the engine, then `completionHandler`.
    public func start(completionHandler: (@Sendable (Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Stops the engine.
    public func stop(completionHandler: (@Sendable (Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// A player of `pattern` (it plays nothing).
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentHapticPlayer() }
    /// Plays the pattern file at `fileURL` (nothing plays).
    public func playPattern(from fileURL: URL) throws {}
}
