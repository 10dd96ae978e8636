import CairnGeometry
import Foundation

// The effect types of Apple's Symbols framework, with their names, variants and protocols as
// Apple declares them (developer.apple.com/documentation/symbols). Every variant returns a
// copy, so chains such as `.variableColor.iterative.reversing` read as in SwiftUI. Timings
// and amplitudes are in `SymbolEffectMotion`.

/// Applies a transitory scaling effect, or bounce, to the layers of a symbol (Apple's
/// `BounceSymbolEffect`: "A bounce animation draws attention to a symbol by applying a brief
/// scaling operation to the symbol's layers. You can choose to scale the symbol up or down as
/// it bounces."). Discrete (`value:`) and, since iOS 18, indefinite (`isActive:`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.bounce(up: true))
    /// An effect that bounces the symbol upward (scales up).
    public var up: BounceSymbolEffect { with(.bounce(up: true)) }
    /// An effect that bounces the symbol downward (scales down).
    public var down: BounceSymbolEffect { with(.bounce(up: false)) }
    /// An effect that bounces each layer separately.
    public var byLayer: BounceSymbolEffect { scoped(true) }
    /// An effect that bounces all layers simultaneously.
    public var wholeSymbol: BounceSymbolEffect { scoped(false) }
}

/// Fades the opacity of some or all layers of a symbol (Apple's `PulseSymbolEffect`).
/// Discrete and indefinite.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.pulse)
    /// An effect that pulses each layer separately.
    public var byLayer: PulseSymbolEffect { scoped(true) }
    /// An effect that pulses all layers simultaneously.
    public var wholeSymbol: PulseSymbolEffect { scoped(false) }
}

/// Replaces the opacity of the variable layers of a symbol in a repeatable sequence (Apple's
/// `VariableColorSymbolEffect`). Discrete and indefinite. A symbol without variable layers is
/// unchanged by it. Default (Cairn's reading of Apple's defaults): iterative, non-reversing,
/// inactive layers dimmed.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.variableColor(cumulative: false, reversing: false, hideInactive: false))

    private func variant(cumulative: Bool? = nil, reversing: Bool? = nil, hideInactive: Bool? = nil) -> VariableColorSymbolEffect {
        guard case let .variableColor(c, r, h) = spec.kind else { return self }
        return with(.variableColor(cumulative: cumulative ?? c, reversing: reversing ?? r, hideInactive: hideInactive ?? h))
    }

    /// An effect that activates one layer at a time ("iterative").
    public var iterative: VariableColorSymbolEffect { variant(cumulative: false) }
    /// An effect that activates each layer in turn and keeps the earlier ones active.
    public var cumulative: VariableColorSymbolEffect { variant(cumulative: true) }
    /// An effect that plays the sequence forward, then in reverse.
    public var reversing: VariableColorSymbolEffect { variant(reversing: true) }
    /// An effect that plays the sequence forward only.
    public var nonReversing: VariableColorSymbolEffect { variant(reversing: false) }
    /// An effect that hides inactive layers completely (Apple: "rather than drawing them with
    /// reduced, but nonzero, opacity").
    public var hideInactiveLayers: VariableColorSymbolEffect { variant(hideInactive: true) }
    /// An effect that draws inactive layers with reduced opacity.
    public var dimInactiveLayers: VariableColorSymbolEffect { variant(hideInactive: false) }
}

/// Scales the layers of a symbol for as long as the effect is active (Apple's
/// `ScaleSymbolEffect`: "changing the symbol's scale indefinitely"; `up` "requesting the scale
/// state be set to the up position"). Indefinite only.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.scale(up: true))
    /// An effect that scales the symbol up.
    public var up: ScaleSymbolEffect { with(.scale(up: true)) }
    /// An effect that scales the symbol down.
    public var down: ScaleSymbolEffect { with(.scale(up: false)) }
    /// An effect that scales each layer separately.
    public var byLayer: ScaleSymbolEffect { scoped(true) }
    /// An effect that scales all layers simultaneously.
    public var wholeSymbol: ScaleSymbolEffect { scoped(false) }
}

/// Makes the layers of a symbol appear, separately or as a whole (Apple's
/// `AppearSymbolEffect`: "An appear transition causes a symbol to become visible using a
/// scaling animation"). Indefinite and a transition.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.appear(up: true))
    /// An effect that makes the symbol scale up as it appears.
    public var up: AppearSymbolEffect { with(.appear(up: true)) }
    /// An effect that makes the symbol scale down as it appears.
    public var down: AppearSymbolEffect { with(.appear(up: false)) }
    /// An effect that makes each layer appear separately.
    public var byLayer: AppearSymbolEffect { scoped(true) }
    /// An effect that makes all layers appear simultaneously.
    public var wholeSymbol: AppearSymbolEffect { scoped(false) }
}

/// Makes the layers of a symbol disappear, separately or as a whole (Apple's
/// `DisappearSymbolEffect`). Indefinite (the symbol stays hidden while active) and a
/// transition.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.disappear(up: false))
    /// An effect that makes the symbol scale up as it disappears.
    public var up: DisappearSymbolEffect { with(.disappear(up: true)) }
    /// An effect that makes the symbol scale down as it disappears.
    public var down: DisappearSymbolEffect { with(.disappear(up: false)) }
    /// An effect that makes each layer disappear separately.
    public var byLayer: DisappearSymbolEffect { scoped(true) }
    /// An effect that makes all layers disappear simultaneously.
    public var wholeSymbol: DisappearSymbolEffect { scoped(false) }
}

/// Applies a transitory translation or rotation to a symbol (Apple's `WiggleSymbolEffect`,
/// iOS 18). Discrete and indefinite. Default (Cairn's choice; Apple picks per symbol):
/// back and forth horizontally, starting forward.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.wiggle(angle: 0, rotation: 0, localeForward: true))
    /// Moves back and forth horizontally, starting by moving left.
    public var left: WiggleSymbolEffect { with(.wiggle(angle: 180, rotation: 0, localeForward: false)) }
    /// Moves back and forth horizontally, starting by moving right.
    public var right: WiggleSymbolEffect { with(.wiggle(angle: 0, rotation: 0, localeForward: false)) }
    /// Moves back and forth vertically, starting by moving up.
    public var up: WiggleSymbolEffect { with(.wiggle(angle: 270, rotation: 0, localeForward: false)) }
    /// Moves back and forth vertically, starting by moving down.
    public var down: WiggleSymbolEffect { with(.wiggle(angle: 90, rotation: 0, localeForward: false)) }
    /// Moves back and forth horizontally based on the current locale, starting forward
    /// (Cairn lays out left to right: forward is right).
    public var forward: WiggleSymbolEffect { with(.wiggle(angle: 0, rotation: 0, localeForward: true)) }
    /// Moves back and forth horizontally based on the current locale, starting backward.
    public var backward: WiggleSymbolEffect { with(.wiggle(angle: 180, rotation: 0, localeForward: true)) }
    /// Rotates back and forth, starting by rotating clockwise.
    public var clockwise: WiggleSymbolEffect { with(.wiggle(angle: 0, rotation: 1, localeForward: false)) }
    /// Rotates back and forth, starting by rotating counter-clockwise.
    public var counterClockwise: WiggleSymbolEffect { with(.wiggle(angle: 0, rotation: -1, localeForward: false)) }
    /// Moves back and forth along an axis at `angle` degrees, clockwise from the positive x
    /// axis (Apple's `custom(angle:)`); a NaN or infinite angle is 0.
    public func custom(angle: Double) -> WiggleSymbolEffect {
        with(.wiggle(angle: angle.isFinite ? angle.truncatingRemainder(dividingBy: 360) : 0, rotation: 0, localeForward: false))
    }
    /// `custom(angle:)` with an `Angle` (SwiftUI's overload).
    public func custom(angle: Angle) -> WiggleSymbolEffect { custom(angle: angle.degrees) }
    /// Wiggles each layer separately.
    public var byLayer: WiggleSymbolEffect { scoped(true) }
    /// Wiggles all layers simultaneously.
    public var wholeSymbol: WiggleSymbolEffect { scoped(false) }
}

/// Rotates a symbol (Apple's `RotateSymbolEffect`, iOS 18). Discrete and indefinite.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.rotate(clockwise: true))
    /// Rotates clockwise.
    public var clockwise: RotateSymbolEffect { with(.rotate(clockwise: true)) }
    /// Rotates counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { with(.rotate(clockwise: false)) }
    /// Rotates each layer separately (Apple: the layers annotated to rotate; Cairn's symbols
    /// have no such annotation, so the whole symbol turns).
    public var byLayer: RotateSymbolEffect { scoped(true) }
    /// Rotates all layers simultaneously.
    public var wholeSymbol: RotateSymbolEffect { scoped(false) }
}

/// Scales (and with `pulse`, fades) a symbol smoothly, as breathing (Apple's
/// `BreatheSymbolEffect`, iOS 18). Discrete and indefinite.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.breathe(pulse: false))
    /// Breathes by scaling only.
    public var plain: BreatheSymbolEffect { with(.breathe(pulse: false)) }
    /// Breathes by scaling and fading.
    public var pulse: BreatheSymbolEffect { with(.breathe(pulse: true)) }
    /// Breathes each layer separately.
    public var byLayer: BreatheSymbolEffect { scoped(true) }
    /// Breathes all layers simultaneously.
    public var wholeSymbol: BreatheSymbolEffect { scoped(false) }
}

/// Replaces the layers of one symbol with those of another (Apple's `ReplaceSymbolEffect`),
/// for `.contentTransition(.symbolEffect(.replace))`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.replace(style: .downUp, magic: false))
    /// The old symbol scales down as it leaves, the new one scales up as it arrives.
    public var downUp: ReplaceSymbolEffect { with(.replace(style: .downUp, magic: false)) }
    /// The old symbol scales up as it leaves, the new one scales up as it arrives.
    public var upUp: ReplaceSymbolEffect { with(.replace(style: .upUp, magic: false)) }
    /// The old symbol is removed at once, the new one scales up as it arrives.
    public var offUp: ReplaceSymbolEffect { with(.replace(style: .offUp, magic: false)) }
    /// Replaces each layer separately.
    public var byLayer: ReplaceSymbolEffect { scoped(true) }
    /// Replaces all layers simultaneously.
    public var wholeSymbol: ReplaceSymbolEffect { scoped(false) }

    /// A replace that morphs the layers both symbols share ("Magic Replace", iOS 18), or plays
    /// `fallback` when they share none. Cairn's symbols carry no such annotation, so Cairn
    /// always plays `fallback`.
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect.MagicReplace {
        var d = fallback.spec
        if case let .replace(style, _) = d.kind { d.kind = .replace(style: style, magic: true) }
        return MagicReplace(spec: d)
    }

    /// A Magic Replace effect (Apple's `ReplaceSymbolEffect.MagicReplace`).
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect, DescribedSymbolEffect {
        package var spec: SymbolEffectDescription
    }
}

/// Draws a symbol on along its paths, as a whole or one motion group at a time (Apple's
/// `DrawOnSymbolEffect`, SF Symbols 7, iOS 26: "makes the symbol visible either as a whole,
/// or one motion group at a time, animating parts of the symbol with draw data").
/// Indefinite and a transition. By layer (staggered) by default, as Apple's WWDC25 "What's
/// new in SF Symbols 7" describes; `wholeSymbol` draws every group at once, `individually`
/// one after another. At rest an active Draw On shows the symbol whole, as `.appear` does.
///
/// Cairn's symbols carry no draw data (the paths SF Symbols 7 annotates), so a group is
/// revealed by a wipe across its ink from the leading edge (from the bottom for a group
/// taller than wide) in `SymbolEffectMotion.drawDuration`: Cairn's estimate of a hand
/// drawing each path.
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.draw(on: true, individually: false))
    /// An effect that draws each motion group separately, staggered.
    public var byLayer: DrawOnSymbolEffect { scoped(true).with(.draw(on: true, individually: false)) }
    /// An effect that draws all motion groups at once.
    public var wholeSymbol: DrawOnSymbolEffect { scoped(false).with(.draw(on: true, individually: false)) }
    /// An effect that draws each motion group in turn, one active at a time.
    public var individually: DrawOnSymbolEffect { scoped(true).with(.draw(on: true, individually: true)) }
}

/// Draws a symbol off along its paths, as a whole or one motion group at a time (Apple's
/// `DrawOffSymbolEffect`, iOS 26: "makes the symbol hidden either as a whole, or one motion
/// group at a time"). Indefinite (the symbol stays hidden while active, as `.disappear`)
/// and a transition; the wipe of `DrawOnSymbolEffect` run backwards.
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.draw(on: false, individually: false))
    /// An effect that draws each motion group off separately, staggered.
    public var byLayer: DrawOffSymbolEffect { scoped(true).with(.draw(on: false, individually: false)) }
    /// An effect that draws all motion groups off at once.
    public var wholeSymbol: DrawOffSymbolEffect { scoped(false).with(.draw(on: false, individually: false)) }
    /// An effect that draws each motion group off in turn, one active at a time.
    public var individually: DrawOffSymbolEffect { scoped(true).with(.draw(on: false, individually: true)) }
}

/// The default symbol transition, resolved in a context-sensitive manner (Apple's
/// `AutomaticSymbolEffect`): Cairn plays a replace (down-up) between symbols and an appear or
/// disappear when a symbol is inserted or removed.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect, DescribedSymbolEffect {
    package var spec = SymbolEffectDescription(.automatic)
}

extension DescribedSymbolEffect {
    /// A copy with `kind`, keeping the scope.
    fileprivate func with(_ kind: SymbolEffectDescription.Kind) -> Self {
        var copy = self
        copy.spec.kind = kind
        return copy
    }

    /// A copy applying to each layer (`true`) or the whole symbol (`false`).
    fileprivate func scoped(_ byLayer: Bool) -> Self {
        var copy = self
        copy.spec.byLayer = byLayer
        return copy
    }
}

// MARK: - The static members people write: `.bounce`, `.pulse`, ...

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to the layers in a
    /// symbol-based image separately or as a whole.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of some or all layers in a symbol-based image.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of variable layers in a symbol-based image in
    /// a repeatable sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the layers in a symbol-based image separately or as a whole.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image appear separately or as a whole.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// An animation that draws the symbol on along its paths (iOS 26).
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// An animation that draws the symbol off along its paths (iOS 26).
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image disappear separately or as a whole.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An animation that applies a transitory translation or rotation effect to the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An animation that rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An animation that smoothly scales (and fades) the symbol, as breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces the layers of one symbol-based image with those of another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// A transition that applies the default animation to a symbol-based image in a
    /// context-sensitive manner.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
