import CairnGeometry
import Foundation

/// How a symbol layer is moved by an effect at one instant: scaled and turned about the
/// symbol's centre, shifted and faded.
package struct SymbolEffectPose: Equatable, Sendable {
    /// Scale about the ink's centre (1: unchanged).
    package var scale: Double = 1
    /// Rotation about the ink's centre, in degrees clockwise on screen.
    package var rotation: Double = 0
    /// Shift, as fractions of the ink's width and height.
    package var dx: Double = 0, dy: Double = 0
    /// Opacity factor (1: unchanged).
    package var opacity: Double = 1
    /// How much of the ink is drawn, 0...1 (a Draw On or Draw Off wipe; 1: all of it).
    package var drawn: Double = 1

    package init(scale: Double = 1, rotation: Double = 0, dx: Double = 0, dy: Double = 0, opacity: Double = 1, drawn: Double = 1) {
        self.scale = scale
        self.rotation = rotation
        self.dx = dx
        self.dy = dy
        self.opacity = opacity
        self.drawn = drawn
    }

    /// The pose that changes nothing.
    package static let identity = SymbolEffectPose()

    /// Both poses applied (scales, opacities and drawn fractions multiply; rotations and
    /// shifts add).
    package func combined(with other: SymbolEffectPose) -> SymbolEffectPose {
        SymbolEffectPose(scale: scale * other.scale, rotation: rotation + other.rotation, dx: dx + other.dx, dy: dy + other.dy,
                         opacity: opacity * other.opacity, drawn: drawn * other.drawn)
    }

    /// This pose with every number made finite (a NaN or infinite value is the identity's).
    package var sanitized: SymbolEffectPose {
        func f(_ v: Double, _ d: Double) -> Double { v.isFinite ? v : d }
        return SymbolEffectPose(scale: max(0, f(scale, 1)), rotation: f(rotation, 0), dx: f(dx, 0), dy: f(dy, 0),
                                opacity: min(max(f(opacity, 1), 0), 1), drawn: min(max(f(drawn, 1), 0), 1))
    }
}

/// The motion of each effect: durations, keyframes and repetition.
///
/// Apple publishes the effects' names and behaviour but no durations or amplitudes, so every
/// number here is **Cairn's estimate**, read from Apple's WWDC23 session "Animate symbols in
/// your app" (10258) and the SF Symbols 5/6 app's previews at 1× speed, frame by frame:
///
/// | effect | one play | shape |
/// |---|---|---|
/// | bounce (up) | 0.5 s | scale 1 → 0.86 (at 25 %) → 1.12 (at 60 %) → 1 |
/// | bounce (down) | 0.5 s | scale 1 → 0.8 (at 40 %) → 1 |
/// | pulse | 1 s | opacity 1 → 0.35 (at 50 %) → 1 |
/// | variableColor | 0.25 s per step | one step per variable layer (and back when reversing) |
/// | scale | 0.3 s to the state | ×1.2 up, ×0.8 down, held while active |
/// | appear / disappear | 0.35 s | scale 0.5 ↔ 1 (up: grows in, shrinks out reversed), opacity 0 ↔ 1 |
/// | wiggle | 0.75 s | two damped swings of 12 % of the size (or 12°) |
/// | rotate | 1 s | one turn of 360°, eased in and out |
/// | breathe | 2 s | scale 1 → 1.08 → 1 (pulse: and opacity 1 → 0.6 → 1) |
/// | draw on / draw off (iOS 26) | 0.5 s a motion group | a wipe across the group's ink, eased; by layer: group k starts 15 % of a play later; individually: after group k − 1 ends |
/// | replace | the change's animation | old: scale → 0.5 (up: 1.5) and fade in the first 60 %; new: scale 0.5 → 1 and fade in from 40 % |
///
/// Between repeated plays: a pause of 0.5 s for bounce and wiggle (so repeats read as
/// separate events), none for the others. `byLayer` delays layer k by 15 % of a play.
/// Every function here is total: any time (NaN, ∞, negative) gives a finite pose.
package enum SymbolEffectMotion {
    /// The dimmed opacity of an inactive variable layer (a variable value below its threshold,
    /// or a variable colour step that has not reached it): Cairn's estimate, iOS's tertiary
    /// level (0.3), which is what inactive wifi and speaker waves look like beside a label.
    package static let inactiveLayerOpacity = 0.3
    /// `.scale.up`'s and `.scale.down`'s factors (Cairn's estimate, see the table).
    package static let scaleUpFactor = 1.2, scaleDownFactor = 0.8
    /// The seconds a state effect (scale, appear, disappear) takes to reach its state.
    package static let stateDuration = 0.3
    /// The seconds an appear or disappear takes.
    package static let presenceDuration = 0.35
    /// The seconds of one variable colour step.
    package static let variableStep = 0.25
    /// The seconds a Draw On or Draw Off takes to draw one motion group (Cairn's estimate:
    /// WWDC25 "What's new in SF Symbols 7" shows a stroke drawn in about half a second).
    package static let drawDuration = 0.5

    /// The seconds of one play of `kind` on a symbol with `variableLayers` variable layers.
    package static func duration(_ kind: SymbolEffectDescription.Kind, variableLayers: Int) -> Double {
        switch kind {
        case .bounce: 0.5
        case .pulse: 1
        case let .variableColor(_, reversing, _):
            variableStep * Double(max(1, reversing && variableLayers > 1 ? 2 * variableLayers - 2 : variableLayers))
        case .scale: stateDuration
        case .appear, .disappear, .automatic: presenceDuration
        case .wiggle: 0.75
        case .rotate: 1
        case .breathe: 2
        case .replace: 0.4
        case .draw: drawDuration
        }
    }

    /// The default pause between repeated plays.
    package static func defaultDelay(_ kind: SymbolEffectDescription.Kind) -> Double {
        switch kind {
        case .bounce, .wiggle: 0.5
        default: 0
        }
    }

    /// Whether the effect is a state held while active (scale, appear, disappear) rather than
    /// a motion that plays.
    package static func isState(_ kind: SymbolEffectDescription.Kind) -> Bool {
        switch kind {
        case .scale, .appear, .disappear, .draw: true
        default: false
        }
    }

    /// The progress (0..<1) of the play running `elapsed` seconds (already multiplied by the
    /// speed) after an effect started, or nil between plays and after the last one.
    /// `count` nil plays indefinitely. Constant time whatever `elapsed` is.
    package static func playProgress(elapsed: Double, duration: Double, delay: Double, count: Int?) -> Double? {
        guard elapsed.isFinite, elapsed >= 0, duration.isFinite, duration > 0 else { return nil }
        let pause = delay.isFinite ? max(delay, 0) : 0
        let cycle = duration + pause
        let k = (elapsed / cycle).rounded(.down)
        if let count, k >= Double(max(count, 1)) { return nil }
        let local = elapsed - k * cycle
        guard local < duration else { return nil }
        return min(max(local / duration, 0), 1)
    }

    /// Smoothstep easing of `t` in 0...1.
    static func ease(_ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        return x * x * (3 - 2 * x)
    }

    /// Piecewise eased interpolation through `(position, value)` keyframes sorted by position.
    static func keyframes(_ p: Double, _ frames: [(Double, Double)]) -> Double {
        guard let first = frames.first else { return 0 }
        if p <= first.0 { return first.1 }
        for i in 1..<frames.count where p <= frames[i].0 {
            let (p0, v0) = frames[i - 1], (p1, v1) = frames[i]
            return v0 + (v1 - v0) * ease((p - p0) / max(p1 - p0, 1e-9))
        }
        return frames[frames.count - 1].1
    }

    /// The pose of a playing effect at progress `p` (0...1) of one play (motion effects).
    package static func pose(_ kind: SymbolEffectDescription.Kind, progress p: Double) -> SymbolEffectPose {
        switch kind {
        case .bounce(let up):
            let s = up ? keyframes(p, [(0, 1), (0.25, 0.86), (0.6, 1.12), (1, 1)]) : keyframes(p, [(0, 1), (0.4, 0.8), (1, 1)])
            return SymbolEffectPose(scale: s)
        case .pulse:
            return SymbolEffectPose(opacity: keyframes(p, [(0, 1), (0.5, 0.35), (1, 1)]))
        case let .wiggle(angle, rotation, _):
            // Two swings, decaying linearly to rest.
            let swing = sin(2 * .pi * 2 * p) * (1 - p)
            if rotation != 0 { return SymbolEffectPose(rotation: 12 * swing * Double(rotation)) }
            let r = angle * .pi / 180
            return SymbolEffectPose(dx: 0.12 * swing * cos(r), dy: 0.12 * swing * sin(r))
        case .rotate(let clockwise):
            return SymbolEffectPose(rotation: (clockwise ? 360 : -360) * ease(p))
        case .breathe(let pulse):
            let b = sin(.pi * p) * sin(.pi * p)
            return SymbolEffectPose(scale: 1 + 0.08 * b, opacity: pulse ? 1 - 0.4 * b : 1)
        case .variableColor, .scale, .appear, .disappear, .replace, .automatic, .draw:
            return .identity
        }
    }

    /// The pose of a state effect `amount` (0: none, 1: fully applied) of the way to its state.
    package static func statePose(_ kind: SymbolEffectDescription.Kind, amount: Double) -> SymbolEffectPose {
        let q = ease(amount)
        switch kind {
        case .scale(let up):
            return SymbolEffectPose(scale: 1 + ((up ? scaleUpFactor : scaleDownFactor) - 1) * q)
        case .disappear(let up):
            return presence(1 - q, grows: !up)
        case .draw(let on, _):
            return SymbolEffectPose(drawn: on ? q : 1 - q)
        default:
            return .identity
        }
    }

    /// A symbol `shown` of the way in (0 hidden, 1 present): faded, and scaled from 0.5
    /// (`grows`: it grows as it appears) or 1.5.
    package static func presence(_ shown: Double, grows: Bool) -> SymbolEffectPose {
        let q = min(max(shown.isFinite ? shown : 1, 0), 1)
        return SymbolEffectPose(scale: grows ? 0.5 + 0.5 * q : 1.5 - 0.5 * q, opacity: q)
    }

    /// How long after a Draw On or Draw Off starts motion group `index` of `count` starts:
    /// at once for the whole symbol, 15 % of a play per group by layer (the default), after
    /// the previous group ends individually.
    package static func drawDelay(_ kind: SymbolEffectDescription.Kind, byLayer: Bool?, index: Int, count: Int) -> Double {
        guard case let .draw(_, individually) = kind, count > 1, index > 0 else { return 0 }
        if individually { return drawDuration * Double(index) }
        return byLayer == false ? 0 : 0.15 * drawDuration * Double(index)
    }

    /// How much of variable layer `index` of `count` a variable value draws in SF Symbols 7's
    /// draw mode (`SymbolVariableValueMode.draw`): the layers share the range evenly, layer k
    /// drawn over the k-th share, so 0.5 of two layers draws the first whole and none of the
    /// second (Cairn's reading of Apple's "changes the drawn length of each variable layer
    /// based on how its range relates to the current value").
    package static func drawnFraction(index: Int, count: Int, value: Double) -> Double {
        guard count > 0 else { return 1 }
        let v = value.isNaN ? 1 : min(max(value, 0), 1)
        return min(max(v * Double(count) - Double(index), 0), 1)
    }

    /// The opacity factor of variable layer `index` of `count` under a variable colour effect
    /// at progress `p` of a play, or nil when it does not change the layer.
    package static func variableColorOpacity(_ kind: SymbolEffectDescription.Kind, progress p: Double, index: Int, count: Int) -> Double? {
        guard case let .variableColor(cumulative, reversing, hide) = kind, count > 0 else { return nil }
        let steps = reversing && count > 1 ? 2 * count - 2 : count
        let k = min(Int((min(max(p, 0), 1) * Double(steps)).rounded(.down)), steps - 1)
        let lit = k < count ? k : 2 * count - 2 - k
        let active = cumulative ? index <= lit : index == lit
        return active ? 1 : (hide ? 0 : inactiveLayerOpacity)
    }

    /// Whether variable layer `index` of `count` is active at `value` (Cairn's reading of
    /// WWDC22 "Adopt Variable Color in SF Symbols": the layers share the range evenly, layer k
    /// lighting once the value passes k/count, so any value above 0 lights the first).
    package static func isActive(index: Int, count: Int, value: Double) -> Bool {
        guard count > 0 else { return true }
        let v = value.isNaN ? 1 : min(max(value, 0), 1)
        return v > Double(index) / Double(count) || (index == 0 && v >= 1)
    }
}
