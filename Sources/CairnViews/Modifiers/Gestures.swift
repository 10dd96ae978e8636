import CairnGeometry
import Foundation

// Gestures (issue 22). A rendered image has no finger on the screen: every gesture compiles
// and changes nothing drawn, as on iOS at rest. Tap gestures (`onTapGesture`, `TapGesture`,
// `SpatialTapGesture`) are also interaction targets: `AnimationTimeline.tap(_:at:)` and
// `AnimationRenderer`'s scripted taps find them by the text inside the tapped view (or its
// `accessibilityIdentifier`/`accessibilityLabel`/`.id`) and run their action, like a
// `Button`'s. A `SpatialTapGesture`'s scripted tap lands at the view's centre.

/// An input a view can respond to, as SwiftUI's `Gesture`.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// The action to run when the gesture ends (for a tap: when it is tapped).
    public func onEnded(_ action: @escaping (Value) -> Void) -> EndedGesture<Self> { EndedGesture(gesture: self, action: action) }

    /// The action to run as the gesture changes (never at rest).
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }

    /// Updates `state` while the gesture runs (never at rest: the state keeps its resting value).
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(first: self, second: other) }

    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(first: self, second: other) }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(first: self, second: other) }

    /// The gesture's values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> MappedGesture<Self, T> { MappedGesture(gesture: self) }
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`.
public struct EndedGesture<G: Gesture>: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = G.Value
    let gesture: G
    let action: (G.Value) -> Void
}

/// Two gestures at once, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both (nil for one that has not started).
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

/// One gesture, then another, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the first gesture, then of both.
    public typealias Value = (first: First.Value, second: Second.Value?)
    let first: First
    let second: Second
}

/// One gesture or the other, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture ran.
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct MappedGesture<G: Gesture, T>: Gesture {
    /// The transformed value.
    public typealias Value = T
    let gesture: G
}

/// A tap (or `count` taps), as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// A tap reports nothing.
    public typealias Value = Void
    /// How many taps it takes.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps it takes.
    public var count: Int
    /// A gesture of `count` taps reporting their location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A press held for `minimumDuration` seconds, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    /// Whether the press has lasted long enough.
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may move, in points.
    public var maximumDistance: CGFloat
    /// A long press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When the drag last changed.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// `location` minus `startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the finger must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// The scale relative to the start (1 at the start).
        public var magnification: CGFloat
        /// The pinch's velocity, in scale per second.
        public var velocity: CGFloat
        /// The unit point the pinch started at.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }
    /// The smallest scale change that starts it.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch reporting its scale, as SwiftUI's (deprecated) `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    /// The scale relative to the start.
    public typealias Value = CGFloat
    /// The smallest scale change that starts it.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: Gesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// The angle turned since the start.
        public var rotation: Angle
        /// The angular velocity, per second.
        public var velocity: Angle
        /// The unit point the rotation started at.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint
    }
    /// The smallest angle that starts it.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation reporting its angle, as SwiftUI's (deprecated) `RotationGesture`.
public struct RotationGesture: Gesture {
    /// The angle turned since the start.
    public typealias Value = Angle
    /// The smallest angle that starts it.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures of a view and its subviews are active, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The mask as bits.
    public let rawValue: UInt
    /// A mask of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Neither.
    public static let none: GestureMask = []
}

/// A gesture's tap action, when a scripted tap can run it (`TapGesture`, `SpatialTapGesture`
/// with `onEnded`, and combinations containing one).
protocol TapActionSource {
    /// The action a tap runs, given the tapped view's size (for a spatial tap's location).
    var tapAction: ((CGSize) -> Void)? { get }
}

extension EndedGesture: TapActionSource {
    var tapAction: ((CGSize) -> Void)? {
        if G.self == TapGesture.self, let action = action as? (()) -> Void {
            return { _ in action(()) }
        }
        if G.self == SpatialTapGesture.self, let action = action as? (SpatialTapGesture.Value) -> Void {
            return { size in action(SpatialTapGesture.Value(location: CGPoint(x: size.width / 2, y: size.height / 2))) }
        }
        return (gesture as? TapActionSource)?.tapAction
    }
}

extension SimultaneousGesture: TapActionSource {
    var tapAction: ((CGSize) -> Void)? { (first as? TapActionSource)?.tapAction ?? (second as? TapActionSource)?.tapAction }
}

extension ExclusiveGesture: TapActionSource {
    var tapAction: ((CGSize) -> Void)? { (first as? TapActionSource)?.tapAction ?? (second as? TapActionSource)?.tapAction }
}

/// A view with a gesture: its content's nodes, made an interaction target when the gesture
/// has a tap action.
struct GestureView<Content: View>: View, PrimitiveView {
    let content: Content
    let tap: ((CGSize) -> Void)?
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        guard let tap else { return nodes }
        // The tapped view's size is its first node's, read when the tap runs (after layout).
        let first = nodes.first
        InteractionTarget.attach(kind: "TapGesture", labelNodes: nodes, to: nodes, environment: context.environment,
                                 tap: { tap(first?.frame.size ?? .zero) }, setValue: nil)
        return nodes
    }
}

extension View {
    /// Adds `gesture` to this view, as SwiftUI's `gesture(_:including:)`: nothing drawn
    /// changes; a tap gesture's action runs on a scripted tap (see the file's note).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, tap: (gesture as? TapActionSource)?.tapAction)
    }

    /// Adds `gesture` to run beside the view's other gestures, as SwiftUI's
    /// `simultaneousGesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, tap: (gesture as? TapActionSource)?.tapAction)
    }

    /// Adds `gesture` ahead of the view's other gestures, as SwiftUI's
    /// `highPriorityGesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, tap: (gesture as? TapActionSource)?.tapAction)
    }

    /// Runs `action` when the view is tapped `count` times, as SwiftUI's
    /// `onTapGesture(count:perform:)`: nothing drawn changes; a scripted tap runs it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        GestureView(content: self, tap: { _ in action() })
    }

    /// Runs `action` with the tap's location, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`: a scripted tap lands at the centre.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        GestureView(content: self, tap: { size in action(CGPoint(x: size.width / 2, y: size.height / 2)) })
    }

    /// Runs `action` after a press of `minimumDuration` seconds, as SwiftUI's
    /// `onLongPressGesture`: nothing drawn changes (a still is never pressed).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// Runs `action` after a press of `minimumDuration` seconds (the form with the pressing
    /// closure first, deprecated in SwiftUI): nothing drawn changes.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }
}
