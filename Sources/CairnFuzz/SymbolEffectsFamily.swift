import Cairn
import CairnCairo
import Foundation

// The `symbolEffects` family.

/// A random Cairn symbol effect usable with `value:` (discrete ones).
private func discreteEffect<V: View, T: Equatable>(_ view: V, _ r: inout Random, options: SymbolEffectOptions, value: T) -> AnyView {
    switch r.int(0...5) {
    case 0: AnyView(view.symbolEffect(r.pick([.bounce, .bounce.up, .bounce.down.byLayer, .bounce.wholeSymbol]), options: options, value: value))
    case 1: AnyView(view.symbolEffect(r.pick([.pulse, .pulse.byLayer]), options: options, value: value))
    case 2: AnyView(view.symbolEffect(r.pick([.variableColor, .variableColor.cumulative.reversing, .variableColor.iterative.hideInactiveLayers]), options: options, value: value))
    case 3: AnyView(view.symbolEffect(r.pick([.wiggle, .wiggle.clockwise, .wiggle.up, .wiggle.custom(angle: r.number())]), options: options, value: value))
    case 4: AnyView(view.symbolEffect(r.pick([.rotate, .rotate.counterClockwise.byLayer]), options: options, value: value))
    default: AnyView(view.symbolEffect(r.pick([.breathe, .breathe.pulse]), options: options, value: value))
    }
}

/// A random Cairn symbol effect usable with `isActive:` (indefinite ones).
private func indefiniteEffect<V: View>(_ view: V, _ r: inout Random, options: SymbolEffectOptions, isActive: Bool) -> AnyView {
    switch r.int(0...5) {
    case 5:
        // SF Symbols 7's draw effects, in every scope.
        r.chance(0.5) ? AnyView(view.symbolEffect(r.pick([.drawOn, .drawOn.byLayer, .drawOn.wholeSymbol, .drawOn.individually]), options: options, isActive: isActive))
                      : AnyView(view.symbolEffect(r.pick([.drawOff, .drawOff.byLayer, .drawOff.wholeSymbol, .drawOff.individually]), options: options, isActive: isActive))
    case 0: AnyView(view.symbolEffect(r.pick([.scale.up, .scale.down, .scale.byLayer]), options: options, isActive: isActive))
    case 1: AnyView(view.symbolEffect(r.pick([.appear, .appear.down]), options: options, isActive: isActive))
    case 2: AnyView(view.symbolEffect(r.pick([.disappear, .disappear.up]), options: options, isActive: isActive))
    case 3: AnyView(view.symbolEffect(r.pick([.variableColor.reversing, .variableColor.cumulative]), options: options, isActive: isActive))
    default:
        switch r.int(0...4) {
        case 0: AnyView(view.symbolEffect(.pulse, options: options, isActive: isActive))
        case 1: AnyView(view.symbolEffect(.bounce, options: options, isActive: isActive))
        case 2: AnyView(view.symbolEffect(.rotate, options: options, isActive: isActive))
        case 3: AnyView(view.symbolEffect(.wiggle.left, options: options, isActive: isActive))
        default: AnyView(view.symbolEffect(.breathe.plain, options: options, isActive: isActive))
        }
    }
}

/// Random options: hostile speeds, counts and delays.
private func randomOptions(_ r: inout Random) -> SymbolEffectOptions {
    var o: SymbolEffectOptions = r.pick([.default, .repeating, .nonRepeating])
    if r.chance(0.4) { o = o.repeat(r.pick([0, -3, 1, 3, Int.max, Int.min, nil])) }
    if r.chance(0.3) { o = o.repeat(r.pick([.continuous, .periodic, .periodic(r.pick([nil, 0, 5, Int.max]), delay: r.number())])) }
    if r.chance(0.5) { o = o.speed(r.pick([0, -1, .nan, .infinity, 1e9, 1e-9, r.number()])) }
    return o
}

/// SF Symbol effects: every effect and variant, discrete and indefinite, on known, variable
/// and unknown symbols with hostile variable values (NaN, ±∞), repeat counts (0, negative,
/// Int.max), speeds (0, NaN, 10⁹) and delays, laid out in a timeline at hostile times (NaN,
/// ∞, 10⁹) with value and isActive changes and symbol replaces, SF Symbols 7's draw effects,
/// variable draw and gradient fills; and stills.
func symbolEffectsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let names = ["wifi", "speaker.wave.3", "speaker.wave.2.fill", "cellularbars", "chart.bar.fill", "checkmark.circle.fill",
                 "heart.fill", "no.such.symbol", ""]
    let name = r.pick(names), other = r.pick(names)
    let value: Double? = r.chance(0.5) ? r.pick([nil, .nan, .infinity, -.infinity, 0, 0.5, 1, 1e300]) : r.number()
    let resizable = r.chance(0.3)
    let options = randomOptions(&r)
    let discrete = r.chance(0.5)
    let replace = r.chance(0.3)
    let effectSeed = UInt64(r.int(0...1_000_000))
    let timeline = AnimationTimeline(duration: r.chance(0.5) ? 3 : r.number(), model: { 0 }) { n in
        let image = Image(systemName: replace && n % 2 == 1 ? other : name, variableValue: value)
        let symbol = resizable ? AnyView(image.resizable().frame(width: 40, height: 30)) : AnyView(image)
        var copy = Random(seed: effectSeed)
        let effected = discrete ? discreteEffect(symbol, &copy, options: options, value: n)
                                : indefiniteEffect(symbol, &copy, options: options, isActive: n % 3 != 1)
        return effected.contentTransition(.symbolEffect(.replace.magic(fallback: .replace.offUp)))
            .symbolEffectsRemoved(n == 7)
            .symbolVariableValueMode(n % 2 == 0 ? .draw : nil)
            .symbolColorRenderingMode(n % 3 == 0 ? .gradient : .flat)
    }
    for _ in 0..<r.int(1...4) {
        let at = r.chance(0.6) ? r.unit() * 3 : r.number()
        if r.chance(0.5) {
            let animation = randomAnimation(&r)
            timeline.at(at) { n in withAnimation(animation) { n += 1 } }
        } else {
            timeline.at(at) { n in n += 1 }
        }
    }
    for time in [0, r.unit() * 3, r.unit() * 3, r.number(), r.pick([Double.nan, .infinity, 1e9])] {
        _ = timeline.layout(at: time).displayList
    }
    // A still of the same symbol under an indefinite effect.
    try render(indefiniteEffect(Image(systemName: name, variableValue: value), &r, options: options, isActive: r.chance(0.7)), &r)
}
