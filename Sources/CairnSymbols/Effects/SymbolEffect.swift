import Foundation

/// A presentation effect that you apply to a symbol-based image (Apple's Symbols framework,
/// `SymbolEffect`: "protocol SymbolEffect : Hashable, Sendable"). Add one with SwiftUI's
/// `symbolEffect(_:options:value:)` or `symbolEffect(_:options:isActive:)`.
///
/// Apple's four behaviours are the four protocols below: a `DiscreteSymbolEffect` "runs from
/// start to finish" (triggered by a `value:` change), an `IndefiniteSymbolEffect` "lasts until
/// you remove or disable it" (`isActive:`), a `TransitionSymbolEffect` animates a symbol in or
/// out (`.transition(.symbolEffect(_:))`), a `ContentTransitionSymbolEffect` replaces one
/// symbol with another (`.contentTransition(.symbolEffect(_:))`). Generic constraints on
/// these protocols make `.symbolEffect(.scale, value: n)` fail to compile, as it does in
/// SwiftUI (scale is indefinite only).
///
/// Cairn draws the effects of its own types (`.bounce`, `.pulse`, ...); a type of yours that
/// conforms draws nothing special (there is no public way to describe its motion).
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs from start to finish each time it is triggered (Apple: "Discrete: An
/// effect that runs from start to finish").
public protocol DiscreteSymbolEffect {}

/// An effect that continually affects a symbol until it's disabled or removed (Apple's
/// `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol in or out (Apple's `TransitionSymbolEffect`).
public protocol TransitionSymbolEffect {}

/// An effect that animates between symbols or different configurations of the same symbol
/// (Apple's `ContentTransitionSymbolEffect`).
public protocol ContentTransitionSymbolEffect {}

/// What Cairn knows of one of its effects: its kind, its options and its scope.
package protocol DescribedSymbolEffect {
    /// The effect's description.
    var spec: SymbolEffectDescription { get set }
}

/// A symbol effect described as data: what moves and how (see `SymbolEffectMotion`).
package struct SymbolEffectDescription: Hashable, Sendable {
    /// The effects, with their variants.
    package enum Kind: Hashable, Sendable {
        case bounce(up: Bool)
        case pulse
        case variableColor(cumulative: Bool, reversing: Bool, hideInactive: Bool)
        case scale(up: Bool)
        case appear(up: Bool)
        case disappear(up: Bool)
        /// Translation along `angle` degrees (clockwise from +x), or rotation when `rotation`
        /// is ±1 (1: clockwise first).
        case wiggle(angle: Double, rotation: Int, localeForward: Bool)
        case rotate(clockwise: Bool)
        case breathe(pulse: Bool)
        case replace(style: ReplaceStyle, magic: Bool)
        /// SF Symbols 7's Draw On (`on`) or Draw Off (iOS 26); `individually`: one motion
        /// group after another.
        case draw(on: Bool, individually: Bool)
        /// `.automatic`: a context-sensitive transition (Cairn: appear/disappear, replace downUp).
        case automatic
    }

    /// How a replace moves the old and the new symbol.
    package enum ReplaceStyle: Hashable, Sendable {
        /// Old scales down and out, new scales up in (the default).
        case downUp
        /// Old scales up and out, new scales up in.
        case upUp
        /// Old vanishes at once, new scales up in.
        case offUp
    }

    package var kind: Kind
    /// nil: the effect's default scope; true: each layer separately; false: the whole symbol.
    package var byLayer: Bool?

    package init(_ kind: Kind, byLayer: Bool? = nil) {
        self.kind = kind
        self.byLayer = byLayer
    }
}
