import CairnGeometry
import Foundation

// Keyframe animation (SwiftUI iOS 17): tracks of keyframes over properties of a value,
// evaluated at any time by `KeyframeTimeline.value(time:)`.

extension Double: Animatable {
    /// The value itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The value itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The value itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

/// How one keyframe's segment moves to its value.
package enum KeyframeKind<Data: VectorArithmetic> {
    case linear(UnitCurve)
    case cubic(startVelocity: Data?, endVelocity: Data?)
    case spring(Spring, startVelocity: Data?)
    case move
}

/// One keyframe as a track holds it: the value reached, the segment's duration and its kind.
public struct KeyframeSegment<Value: Animatable> {
    package let to: Value
    package let duration: Double
    package let kind: KeyframeKind<Value.AnimatableData>

    init(to: Value, duration: Double, kind: KeyframeKind<Value.AnimatableData>) {
        self.to = to
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.kind = kind
    }
}

/// A type that can be a keyframe of a track (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable
}

/// A keyframe that interpolates to its value along a unit curve (linear by default).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe reaching `to` after `duration` seconds, eased by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }
}

/// A keyframe that follows a cubic curve; adjacent cubic keyframes form a Catmull-Rom spline
/// (velocities not given are computed for smooth motion).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe reaching `to` after `duration` seconds, with optional velocities (value
    /// units per second) at the segment's start and end.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration,
                                  kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
}

/// A keyframe that moves to its value with a spring, starting with the velocity the motion
/// has (or `startVelocity`).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe springing to `to`; its segment lasts `duration` seconds, or the spring's
    /// settling duration when nil.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration ?? spring.settlingDuration,
                                  kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe jumping to `to`.
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
}

/// Builds the keyframes of a track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A linear keyframe.
    public static func buildExpression(_ k: LinearKeyframe<Value>) -> [KeyframeSegment<Value>] { [k.segment] }
    /// A cubic keyframe.
    public static func buildExpression(_ k: CubicKeyframe<Value>) -> [KeyframeSegment<Value>] { [k.segment] }
    /// A spring keyframe.
    public static func buildExpression(_ k: SpringKeyframe<Value>) -> [KeyframeSegment<Value>] { [k.segment] }
    /// A move keyframe.
    public static func buildExpression(_ k: MoveKeyframe<Value>) -> [KeyframeSegment<Value>] { [k.segment] }
    /// Keyframes in order.
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    /// Keyframes made in a loop.
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    /// Keyframes under an `if`.
    public static func buildOptional(_ part: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { part ?? [] }
    /// Keyframes of an `if` branch.
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    /// Keyframes of an `else` branch.
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
}

/// A sequence of keyframes animating one property (`keyPath`) of a root value.
public struct KeyframeTrack<Root, Value: Animatable> {
    let track: AnyKeyframeTrack<Root>

    /// A track of the keyframes `content` builds, for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        track = AnyKeyframeTrack(keyPath: keyPath, segments: content())
    }
}

extension KeyframeTrack where Root == Value {
    /// A track of keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.init(\Root.self, content: content)
    }
}

/// A keyframe track with its property type erased, as `@KeyframesBuilder` collects them.
public struct AnyKeyframeTrack<Root> {
    /// The track's length in seconds.
    package let duration: Double
    /// Sets the property's value at a time, the track's start value read from the root.
    let apply: (inout Root, Root, Double) -> Void

    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        duration = segments.reduce(0) { $0 + $1.duration }
        apply = { root, initial, time in
            root[keyPath: keyPath] = KeyframeMath.value(of: segments, from: initial[keyPath: keyPath], at: time)
        }
    }
}

/// The tracks of a keyframe animation, as `@KeyframesBuilder` builds them.
public struct Keyframes<Value> {
    let tracks: [AnyKeyframeTrack<Value>]
}

/// Builds the tracks (or, for the whole value, the keyframes) of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Tracks or keyframes, as they are written.
    public enum Part {
        /// A track of one property.
        case track(AnyKeyframeTrack<Value>)
        /// Keyframes of the whole value (`KeyframeSegment<Value>`s).
        case keyframes([Any])
    }
    /// A track of one property.
    public static func buildExpression<P>(_ track: KeyframeTrack<Value, P>) -> [Part] { [.track(track.track)] }
    /// Parts in order.
    public static func buildBlock(_ parts: [Part]...) -> [Part] { parts.flatMap { $0 } }
    /// Parts under an `if`.
    public static func buildOptional(_ part: [Part]?) -> [Part] { part ?? [] }
    /// Parts of an `if` branch.
    public static func buildEither(first: [Part]) -> [Part] { first }
    /// Parts of an `else` branch.
    public static func buildEither(second: [Part]) -> [Part] { second }
    /// Parts made in a loop.
    public static func buildArray(_ parts: [[Part]]) -> [Part] { parts.flatMap { $0 } }
    /// The tracks; keyframes written directly form one track of the whole value.
    public static func buildFinalResult(_ parts: [Part]) -> Keyframes<Value> {
        var tracks: [AnyKeyframeTrack<Value>] = []
        for part in parts {
            if case let .track(t) = part { tracks.append(t) }
        }
        return Keyframes(tracks: tracks)
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// A linear keyframe of the whole value.
    public static func buildExpression(_ k: LinearKeyframe<Value>) -> [Part] { [.keyframes([k.segment])] }
    /// A cubic keyframe of the whole value.
    public static func buildExpression(_ k: CubicKeyframe<Value>) -> [Part] { [.keyframes([k.segment])] }
    /// A spring keyframe of the whole value.
    public static func buildExpression(_ k: SpringKeyframe<Value>) -> [Part] { [.keyframes([k.segment])] }
    /// A move keyframe of the whole value.
    public static func buildExpression(_ k: MoveKeyframe<Value>) -> [Part] { [.keyframes([k.segment])] }
    /// The tracks; keyframes written directly form one track of the whole value.
    public static func buildFinalResult(_ parts: [Part]) -> Keyframes<Value> {
        var tracks: [AnyKeyframeTrack<Value>] = []
        var loose: [KeyframeSegment<Value>] = []
        for part in parts {
            switch part {
            case let .track(t): tracks.append(t)
            case let .keyframes(k): loose += k.compactMap { $0 as? KeyframeSegment<Value> }
            }
        }
        if !loose.isEmpty { tracks.append(AnyKeyframeTrack(keyPath: \Value.self, segments: loose)) }
        return Keyframes(tracks: tracks)
    }
}

/// Keyframes evaluated at any time from an initial value (SwiftUI's `KeyframeTimeline`).
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     LinearKeyframe(100.0, duration: 1)
///     CubicKeyframe(50.0, duration: 1)
/// }
/// timeline.duration          // 2
/// timeline.value(time: 0.5)  // 50
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    /// A timeline of the keyframes `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    package init(initialValue: Value, keyframes: Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.tracks
    }

    /// The length of the longest track, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds (before 0: the start; after a track ends, its last value).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0...1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : min(max(progress, 0), 1)) * duration)
    }
}

/// The evaluation of one track.
enum KeyframeMath {
    /// The value `time` seconds into `segments` starting from `start`.
    ///
    /// Segment i runs from its start value (the end value of segment i − 1) to its keyframe
    /// value over its duration. Velocities: 0 at the track's start; a cubic segment's
    /// unspecified velocity at a point between two keyframes is the Catmull-Rom tangent
    /// (next value − previous value) / (time between them), at the track's end 0; a cubic
    /// after another kind starts with that segment's end velocity; a spring starts with the
    /// motion's velocity unless `startVelocity` is given.
    static func value<V: Animatable>(of segments: [KeyframeSegment<V>], from start: V, at time: Double) -> V {
        guard !segments.isEmpty else { return start }
        let t = time.isNaN ? 0 : time
        if t <= 0 { return start }
        typealias D = V.AnimatableData
        // Points p_0 (start) … p_n (each keyframe's value) and their times.
        var points: [D] = [start.animatableData]
        var times: [Double] = [0]
        for s in segments {
            points.append(s.to.animatableData)
            times.append(times.last! + s.duration)
        }
        func catmullRom(_ k: Int) -> D {
            guard k > 0, k < points.count - 1 else { return .zero }
            let span = times[k + 1] - times[k - 1]
            return span > 0 ? (points[k + 1] - points[k - 1]).scaled(by: 1 / span) : .zero
        }
        var from = points[0]
        var velocity = D.zero  // the motion's velocity at the current segment's start
        for (i, s) in segments.enumerated() {
            let d = s.duration
            let to = points[i + 1]
            let segmentStart = times[i]
            let local = t - segmentStart
            var endVelocity = D.zero
            var endValue = to
            switch s.kind {
            case .move:
                endVelocity = .zero
            case let .linear(curve):
                if local < d {
                    return make(start, from + (to - from).scaled(by: curve.value(at: local / d)))
                }
                endVelocity = d > 0 ? (to - from).scaled(by: curve.velocity(at: 1) / d) : .zero
            case let .cubic(startVelocity, givenEnd):
                let previousIsCubic: Bool = {
                    guard i > 0, case .cubic = segments[i - 1].kind else { return false }
                    return true
                }()
                let v0 = startVelocity ?? (previousIsCubic ? catmullRom(i) : velocity)
                let v1: D = givenEnd ?? {
                    if i + 1 < segments.count, case let .linear(curve) = segments[i + 1].kind, segments[i + 1].duration > 0 {
                        return (points[i + 2] - to).scaled(by: curve.velocity(at: 0) / segments[i + 1].duration)
                    }
                    return catmullRom(i + 1)
                }()
                if local < d {
                    let u = local / d
                    let u2 = u * u, u3 = u2 * u
                    let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
                    let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
                    let value = from.scaled(by: h00) + v0.scaled(by: h10 * d) + to.scaled(by: h01) + v1.scaled(by: h11 * d)
                    return make(start, value)
                }
                endVelocity = v1
            case let .spring(spring, startVelocity):
                let v0 = startVelocity ?? velocity
                if local < d {
                    return make(start, from + spring.value(target: to - from, initialVelocity: v0, time: local))
                }
                endValue = from + spring.value(target: to - from, initialVelocity: v0, time: d)
                endVelocity = spring.velocity(target: to - from, initialVelocity: v0, time: d)
                // A spring that has settled by its duration ends exactly on its value.
                if d >= spring.settlingDuration { endValue = to; endVelocity = .zero }
            }
            from = endValue
            velocity = endVelocity
        }
        return make(start, from)
    }

    private static func make<V: Animatable>(_ template: V, _ data: V.AnimatableData) -> V {
        var v = template
        v.animatableData = data
        return v
    }
}
