import CairnCombine
import CairnGeometry
import Foundation

// Focus, hardware keyboard, pointer, Apple Pencil and URL handling (issue 23: pasted files
// compile). A still has no keyboard focus, no key or pencil pressed, no pointer and no URL
// opened, so at rest iOS draws the same view with or without these; each returns the view
// unchanged and never calls its action.

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int
    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command (the default of `keyboardShortcut(_:modifiers:)`).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension KeyEquivalent {
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
}

/// A key and modifiers that perform a control's action, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How the shortcut adapts to the keyboard's layout and the layout direction.
    public struct Localization: Hashable, Sendable {
        let rawValue: Int
        /// Remapped to the keyboard's layout and mirrored in right-to-left layouts.
        public static let automatic = Localization(rawValue: 0)
        /// Remapped, but never mirrored.
        public static let withoutMirroring = Localization(rawValue: 1)
        /// Used as written.
        public static let custom = Localization(rawValue: 2)
    }

    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers
    /// How it adapts to the keyboard's layout.
    public let localization: Localization

    /// `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// `key` with `modifiers`, adapted as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return without modifiers: a window's default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape without modifiers: cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How urgently a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    let rawValue: Int
    /// When the scene appears.
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
    /// Also when the user moves focus into the scope.
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

/// The pointer's state over a view, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is at the location, in the view's coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// Where an Apple Pencil hovers over a view, as SwiftUI's `PencilHoverPose`.
public struct PencilHoverPose: Sendable {
    /// The pencil's tip projected on the view.
    public let location: CGPoint
    /// The tip's height above the screen, in points.
    public let zOffset: CGFloat
    /// The angle between the pencil and the screen.
    public let altitude: Angle
    /// The pencil's direction in the screen's plane.
    public let azimuth: Angle
    /// The pencil's rotation about its own axis.
    public let roll: Angle
}

/// A double tap on an Apple Pencil, as SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Sendable {
    /// Where the pencil hovered, if over the view.
    public let hoverPose: PencilHoverPose?
}

/// A squeeze of an Apple Pencil, as SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Sendable {
    /// Where the pencil hovered, if over the view.
    public let hoverPose: PencilHoverPose?
}

/// The phase of an Apple Pencil squeeze, as SwiftUI's `PencilSqueezeGesturePhase`.
public enum PencilSqueezeGesturePhase: Sendable {
    /// The squeeze began.
    case active(PencilSqueezeGestureValue)
    /// The squeeze completed.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze began but did not complete.
    case failed
}

extension View {
    /// Performs the control's action when `key` and `modifiers` are pressed on a hardware
    /// keyboard, as SwiftUI's `keyboardShortcut(_:modifiers:)`: at rest iOS draws the same
    /// (the shortcut shows only in the Command-key overlay on iPad).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// `keyboardShortcut(_:modifiers:localization:)`: drawn the same at rest.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { self }

    /// `keyboardShortcut(_:)` with a shortcut (`.defaultAction`, `.cancelAction`): drawn the
    /// same at rest.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// `keyboardShortcut(_:)` with an optional shortcut (nil removes it): drawn the same at rest.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// Says which view takes focus first, as SwiftUI's `defaultFocus(_:_:priority:)`: a still
    /// has no focus, so nothing drawn changes.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }

    /// Turns off the focus effect, as SwiftUI's `focusEffectDisabled(_:)`: nothing is focused at rest.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Publishes `object` to the commands while this view has focus, as SwiftUI's
    /// `focusedObject(_:)`: nothing drawn.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// Publishes `object` to the commands while this view has focus (`focusedObject(_:)`).
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Publishes `object` to the commands while this scene is active, as SwiftUI's
    /// `focusedSceneObject(_:)`: nothing drawn.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// Publishes `object` to the commands while this scene is active (`focusedSceneObject(_:)`).
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Keeps submissions inside this view from reaching `onSubmit` above it, as SwiftUI's
    /// `submitScope(_:)`: nothing is submitted in a still.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Runs `action` as the pointer moves over the view, as SwiftUI's
    /// `onContinuousHover(coordinateSpace:perform:)`: no pointer in a still, never called.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Sets the hover effect of the views inside, as SwiftUI's `defaultHoverEffect(_:)`: an
    /// effect shows only under an iPad's pointer, never at rest.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

    /// Turns off hover effects, as SwiftUI's `hoverEffectDisabled(_:)`: none show at rest.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Runs `action` when the Apple Pencil is double-tapped, as SwiftUI's
    /// `onPencilDoubleTap(perform:)`: never called in a still.
    public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View { self }

    /// Runs `action` as the Apple Pencil is squeezed, as SwiftUI's `onPencilSqueeze(perform:)`:
    /// never called in a still.
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View { self }

    /// Runs `action` when the app is asked to open a URL, as SwiftUI's `onOpenURL(perform:)`:
    /// no URL is opened in a still, so it is never called.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Says which external events (URLs, activities) this view's scene prefers and allows, as
    /// SwiftUI's `handlesExternalEvents(preferring:allowing:)`: scene routing, nothing drawn.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
