import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnSymbols
import Foundation

/// A symbol transition's state in the environment: how far in the symbol is (0 hidden, 1
/// present) and whether it grows as it appears (see `SymbolEffectMotion.presence`).
package struct SymbolPresence: Equatable, Sendable {
    package var shown: Double
    package var grows: Bool
}

private struct SymbolPresenceKey: EnvironmentKey { static var defaultValue: SymbolPresence? { nil } }
private struct SymbolContentTransitionKey: EnvironmentKey { static var defaultValue: SymbolEffectDescription? { nil } }

extension EnvironmentValues {
    /// The phase of a symbol transition (`.transition(.symbolEffect)`) around this symbol.
    package var symbolPresence: SymbolPresence? {
        get { self[SymbolPresenceKey.self] }
        set { self[SymbolPresenceKey.self] = newValue }
    }

    /// The symbol content transition in force (`.contentTransition(.symbolEffect(...))`).
    package var symbolContentTransition: SymbolEffectDescription? {
        get { self[SymbolContentTransitionKey.self] }
        set { self[SymbolContentTransitionKey.self] = newValue }
    }
}

/// Drawing a symbol under effects: variable values, symbol effects, transitions and replaces.
///
/// Steps:
/// 1. Groups: the symbol's parts in motion groups, each with its paint — a variable symbol's
///    fixed parts then each variable layer; a layered symbol's layers in a hierarchical,
///    palette or multicolor mode; otherwise the whole symbol.
/// 2. Variable opacity: a variable layer past the value (`Image(systemName:variableValue:)`)
///    draws at `SymbolEffectMotion.inactiveLayerOpacity`; a running variable colour effect
///    sets the layers' opacities instead.
/// 3. Poses: every effect in force (outermost first) gives each group a pose at the frame's
///    time (`SymbolEffectMotion`); the poses combine.
/// 4. Draw: each group drawn at the regular transform (design bounds mapped to the ink's
///    place, step 6 of `SymbolBehavior`), inside a display-list group with the pose's
///    transform about the ink's centre and its opacity (no group when both are the identity,
///    so a symbol without effects draws its parts directly); nothing for a group at opacity
///    0. A replace draws the old symbol leaving before the new one arriving.
extension SymbolBehavior: InterpolatableBehavior {
    /// One motion group (step 1).
    struct MotionGroup {
        var parts: [SymbolDrawing.Part]
        var paint: Paint
        var opacity: Double
        /// Index of the variable layer, for variable symbols.
        var variableIndex: Int?
    }

    /// Step 1.
    func motionGroups(in bounds: CGRect, environment env: EnvironmentValues) -> [MotionGroup] {
        guard let drawing else { return [] }
        if let variable {
            let paint = env.foregroundPaint(in: bounds)
            var groups: [MotionGroup] = []
            if !variable.fixed.isEmpty { groups.append(MotionGroup(parts: variable.fixed, paint: paint, opacity: 1)) }
            for (i, parts) in variable.layers.enumerated() { groups.append(MotionGroup(parts: parts, paint: paint, opacity: 1, variableIndex: i)) }
            return groups
        }
        if let layers, let paints = layerPaints(layers, in: bounds, environment: env) {
            // Each layer is drawn whole: a translucent colour paints its parts opaque inside
            // a group at the colour's opacity, so where a layer's parts overlap (the warning
            // triangle's fill and rounded outline) it is no darker.
            return (0..<layers.layerCount).compactMap { layer in
                let parts = layers.parts.filter { $0.layer == layer }.map(\.part)
                guard !parts.isEmpty else { return nil }
                var paint = paints[layer]
                var opacity = 1.0
                if case .color(let c) = paint, c.opacity < 1 {
                    opacity = c.opacity
                    paint = .color(Color.Resolved(red: c.red, green: c.green, blue: c.blue))
                }
                return MotionGroup(parts: parts, paint: paint, opacity: opacity)
            }
        }
        return [MotionGroup(parts: drawing.parts, paint: env.foregroundPaint(in: bounds), opacity: 1)]
    }

    /// Steps 2–3 for group `index` of `count`: its pose and its variable opacity factor.
    func effectPose(group index: Int, of groupCount: Int, variableIndex: Int?) -> (pose: SymbolEffectPose, variableOpacity: Double) {
        var pose = SymbolEffectPose.identity
        var variableOpacity = 1.0
        let variableCount = variable?.layers.count ?? 0
        // In draw mode (`SymbolVariableValueMode.draw`) the value is drawn, not dimmed (see drawGroups).
        if let v = variableIndex, let value = image.variableValue, (image.symbolVariableValueModeValue ?? environment.symbolVariableValueMode) != .draw {
            variableOpacity = SymbolEffectMotion.isActive(index: v, count: variableCount, value: value) ? 1 : SymbolEffectMotion.inactiveLayerOpacity
        }
        for state in environment.symbolEffectStates {
            let kind = state.spec.kind
            let speed = SymbolEffectOptions.clampedSpeed(state.options.speedMultiplier)
            if SymbolEffectMotion.isState(kind) {
                guard case let .indefinite(active, elapsed, _) = state.mode else { continue }
                // A draw effect draws group after group (by layer, individually).
                let start = SymbolEffectMotion.drawDelay(kind, byLayer: state.spec.byLayer, index: index, count: groupCount)
                let duration: Double
                if case .draw = kind { duration = SymbolEffectMotion.drawDuration } else { duration = SymbolEffectMotion.stateDuration }
                let moved = elapsed.map { min(max(($0 * speed - start) / duration, 0), 1) }
                if case .appear(let up) = kind {
                    // Active: shown (growing in when it just turned active); inactive: unchanged.
                    if active, let moved { pose = pose.combined(with: SymbolEffectMotion.presence(moved, grows: up)) }
                    continue
                }
                if case .draw(on: true, _) = kind {
                    // As appear: active, drawn on (drawing when it just turned active); inactive: unchanged.
                    if active, let moved { pose = pose.combined(with: SymbolEffectMotion.statePose(kind, amount: moved)) }
                    continue
                }
                let amount = active ? (moved ?? 1) : (moved.map { 1 - $0 } ?? 0)
                pose = pose.combined(with: SymbolEffectMotion.statePose(kind, amount: amount))
                continue
            }
            // A motion: how long it has run and how often it repeats.
            let elapsed: Double?, defaultCount: Int?
            switch state.mode {
            case .discrete(let e): elapsed = e; defaultCount = 1
            case let .indefinite(active, e, sinceAppear): elapsed = active ? (e ?? sinceAppear) : nil; defaultCount = nil
            }
            guard let elapsed else { continue }
            let repetition = state.options.repetition
            let count = repetition.map { $0.count } ?? defaultCount
            let delay = repetition?.delay ?? (repetition?.isContinuous == true ? 0 : SymbolEffectMotion.defaultDelay(kind))
            let duration = SymbolEffectMotion.duration(kind, variableLayers: variableCount)
            if case .variableColor = kind {
                if let v = variableIndex, let p = SymbolEffectMotion.playProgress(elapsed: elapsed * speed, duration: duration, delay: delay, count: count),
                   let o = SymbolEffectMotion.variableColorOpacity(kind, progress: p, index: v, count: variableCount) {
                    variableOpacity = o
                }
                continue
            }
            // byLayer: later groups start later (15 % of a play each).
            let stagger = state.spec.byLayer == true && groupCount > 1 ? 0.15 * duration * Double(index) : 0
            if let p = SymbolEffectMotion.playProgress(elapsed: elapsed * speed - stagger, duration: duration, delay: delay, count: count) {
                pose = pose.combined(with: SymbolEffectMotion.pose(kind, progress: p))
            }
        }
        if presence < 1 {
            pose = pose.combined(with: SymbolEffectMotion.presence(presence, grows: presenceGrows))
        }
        return (pose.sanitized, variableOpacity)
    }

    /// Step 4: the symbol in `frame`, with the replaced symbol leaving first.
    func drawWithEffects(in frame: CGRect, environment env: EnvironmentValues, into list: inout DisplayList) {
        var arriving = SymbolEffectPose.identity
        if let replace = replacing {
            let old = replace.old
            let p = min(max(replace.progress.isFinite ? replace.progress : 1, 0), 1)
            var style = SymbolEffectDescription.ReplaceStyle.downUp
            if case let .replace(s, _) = replace.spec.kind { style = s }
            let out = min(p / 0.6, 1), into = min(max((p - 0.4) / 0.6, 0), 1)
            if style != .offUp && out < 1 {
                let leaving = SymbolEffectPose(scale: style == .upUp ? 1 + 0.5 * out : 1 - 0.5 * out, opacity: 1 - out)
                // The old symbol, centred where the new one is.
                let size = old.image.isResizable ? frame.size : old.naturalSize
                let oldFrame = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
                old.drawGroups(in: oldFrame, environment: env, extra: leaving, into: &list)
            }
            arriving = SymbolEffectPose(scale: 0.5 + 0.5 * into, opacity: into)
        }
        drawGroups(in: frame, environment: env, extra: arriving, into: &list)
    }

    /// Draws every motion group of this symbol in `frame` with its pose, and `extra` on top.
    func drawGroups(in frame: CGRect, environment env: EnvironmentValues, extra: SymbolEffectPose, into list: inout DisplayList) {
        guard let drawing else { return }
        let f = inkRect(in: frame)
        let b = drawing.bounds
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0,
              b.width > 0, b.height > 0 else { return }
        let sx = f.width / b.width, sy = f.height / b.height
        let transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: f.minX - b.minX * sx, ty: f.minY - b.minY * sy)
        let clip = f.insetBy(dx: -f.width - 4, dy: -f.height - 4)
        let groups = motionGroups(in: f, environment: env)
        let gradient = (image.symbolColorRenderingModeValue ?? env.symbolColorRenderingMode) == .gradient
        let drawsValue = (image.symbolVariableValueModeValue ?? env.symbolVariableValueMode) == .draw
        let rtl = env.layoutDirection == .rightToLeft
        for (i, group) in groups.enumerated() {
            let (pose0, variableOpacity) = effectPose(group: i, of: groups.count, variableIndex: group.variableIndex)
            let pose = pose0.combined(with: extra).sanitized
            var opacity = group.opacity * variableOpacity * pose.opacity
            guard opacity > 0, pose.scale > 0, pose.drawn > 0 else { continue }
            // A symbol is one glyph on iOS: a translucent colour covers it once, even where
            // its parts (note head and stem, a fill and its emboldening stroke) overlap. The
            // parts are drawn opaque and the group takes the colour's opacity.
            var paint = group.paint
            var translucent: Color.Resolved?
            if case .color(var color) = paint, color.opacity < 1 {
                translucent = color
                color.opacity = 1
                paint = .color(color)
            }
            // SF Symbols 7's gradient: each layer shaded over the symbol's ink, top to bottom.
            if gradient, case .color(let color) = paint { paint = AnyGradient.paint(of: color, in: f) }
            var content = DisplayList()
            let drawing = SymbolDrawing(group.parts)
            drawing.render(transform: transform, weightFactor: weightFactor, paint: paint,
                           antialiased: image.isAntialiased, clipBounds: clip, into: &content)
            if let translucent {
                // One item cannot overlap itself: it takes the colour as given. Several are
                // composited as one layer at the colour's opacity.
                let own: Paint = gradient ? AnyGradient.paint(of: translucent, in: f) : .color(translucent)
                if let single = content.items.first, content.items.count == 1, let item = single.repainted(own) {
                    content.items = [item]
                } else {
                    opacity *= translucent.opacity
                }
            }
            let moved = Self.poseTransform(pose, about: CGPoint(x: f.midX, y: f.midY), size: f.size)
            func emit(_ opacity: Double, drawn: Double) {
                // The part of the group's ink a wipe has drawn (Draw On/Off, variable draw).
                let clips = drawn < 1
                    ? [DisplayList.Clip(path: Path(Self.wipe(drawing.bounds.applying(transform).insetBy(dx: -1, dy: -1), drawn, rightToLeft: rtl)))] : []
                // A symbol is one view: its parts cast one shadow and take an opacity once
                // (`.shadow` on the image drew the stroke's shadow over the fill inside it).
                if moved == .identity && opacity >= 1 && clips.isEmpty && content.items.count <= 1 {
                    list.items += content.items
                } else {
                    list.append(.group(DisplayList.Group(transform: moved, opacity: min(opacity, 1), clips: clips, isSingleView: true, content: content)))
                }
            }
            if drawsValue, let v = group.variableIndex, let value = image.variableValue {
                // Variable draw: the layer drawn along its share of the value over a dimmed copy.
                let fraction = SymbolEffectMotion.drawnFraction(index: v, count: variable?.layers.count ?? 0, value: value) * pose.drawn
                if fraction < 1 { emit(opacity * SymbolEffectMotion.inactiveLayerOpacity, drawn: pose.drawn) }
                if fraction > 0 { emit(opacity, drawn: fraction) }
            } else {
                emit(opacity, drawn: pose.drawn)
            }
        }
    }

    /// The part of `ink` a wipe `drawn` of the way across has reached: from the leading edge
    /// (the right in a right-to-left layout), or from the bottom when the ink is taller than
    /// wide (a thermometer's column fills upward).
    static func wipe(_ ink: CGRect, _ drawn: Double, rightToLeft: Bool) -> CGRect {
        let d = CGFloat(min(max(drawn.isFinite ? drawn : 1, 0), 1))
        if ink.height > ink.width {
            let h = ink.height * d
            return CGRect(x: ink.minX, y: ink.maxY - h, width: ink.width, height: h)
        }
        let w = ink.width * d
        return CGRect(x: rightToLeft ? ink.maxX - w : ink.minX, y: ink.minY, width: w, height: ink.height)
    }

    /// The transform of `pose` about `center`, its shift in fractions of `size`: scale and
    /// turn about the centre (clockwise on screen, y down), then shift.
    static func poseTransform(_ pose: SymbolEffectPose, about center: CGPoint, size: CGSize) -> CGAffineTransform {
        if pose.scale == 1 && pose.rotation == 0 && pose.dx == 0 && pose.dy == 0 { return .identity }
        let r = pose.rotation * .pi / 180
        let a = pose.scale * cos(r), b = pose.scale * sin(r)
        let c = -b, d = a
        let tx = center.x + pose.dx * size.width - (a * center.x + c * center.y)
        let ty = center.y + pose.dy * size.height - (b * center.x + d * center.y)
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    // MARK: Animated changes (symbol transitions and replaces)

    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? SymbolBehavior else { return false }
        return other.symbolName == symbolName && other.presence == presence
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let old = from as? SymbolBehavior else { return }
        let f = t.isFinite ? min(max(t, 0), 1) : 1
        if old.presence != presence {
            // Appearing, the transition's direction is the hidden tree's (the identity tree has none).
            if old.presence < presence { presenceGrows = old.presenceGrows }
            presence = old.presence + (presence - old.presence) * f
        }
        if old.symbolName != symbolName, let spec = environment.symbolContentTransition, f < 1 {
            replacing = (old, f, spec)
        }
    }
}

extension DisplayList.Item {
    /// This fill or stroke (or a group of one) with `paint` instead of its own; nil for other
    /// items.
    fileprivate func repainted(_ paint: Paint) -> DisplayList.Item? {
        switch self {
        case let .fill(path, _, style): return .fill(path, paint, style)
        case let .stroke(path, _, style): return .stroke(path, paint, style)
        case .group(var g) where g.content.items.count == 1:
            guard let inner = g.content.items[0].repainted(paint) else { return nil }
            g.content.items = [inner]
            return .group(g)
        default: return nil
        }
    }
}
