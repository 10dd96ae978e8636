import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A behavior whose drawing values an animation can interpolate (shape data, colours,
/// geometry effects).
protocol InterpolatableBehavior: AnyObject {
    /// Moves this behavior's values a fraction `t` of the way from `from`'s (same type).
    func interpolate(from: any NodeBehavior, _ t: Double)
    /// Whether `other` (same type) has the same animatable values.
    func hasSameValues(as other: any NodeBehavior) -> Bool
}

extension ShapeBehavior: InterpolatableBehavior {
    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? ShapeBehavior<S, Style> else { return false }
        guard shape.animatableData == other.shape.animatableData else { return false }
        return StyleInterpolation.same(style, other.style)
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? ShapeBehavior<S, Style> else { return }
        shape = from.shape.interpolated(towards: shape, amount: t)
        if let mixed = StyleInterpolation.mix(from.style, style, t) { style = mixed }
    }
}

extension StyleFillBehavior: InterpolatableBehavior {
    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? StyleFillBehavior<Style> else { return false }
        return StyleInterpolation.same(style, other.style)
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? StyleFillBehavior<Style>, let mixed = StyleInterpolation.mix(from.style, style, t) else { return }
        style = mixed
    }
}

/// The shape styles an animation interpolates: colours (component by component) and mesh
/// gradients (points, control points and colours, when both grids have the same size).
enum StyleInterpolation {
    /// Whether `a` and `b` have the same animatable values (other styles: always).
    static func same<Style>(_ a: Style, _ b: Style) -> Bool {
        if let a = a as? Color, let b = b as? Color { return a == b }
        if let a = a as? MeshGradient, let b = b as? MeshGradient { return a == b }
        return true
    }

    /// `to` moved `t` of the way from `from`; nil when the style does not interpolate.
    static func mix<Style>(_ from: Style, _ to: Style, _ t: Double) -> Style? {
        if let a = from as? Color, let b = to as? Color { return a.interpolated(towards: b, amount: t) as? Style }
        if let a = from as? MeshGradient, let b = to as? MeshGradient { return b.interpolated(from: a, t) as? Style }
        return nil
    }
}

extension EffectBehavior: InterpolatableBehavior {
    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? EffectBehavior else { return false }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        return effect.group(in: unit) == other.effect.group(in: unit)
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? EffectBehavior else { return }
        effect = effect.interpolated(from: from.effect, t)
    }
}

/// Moves a freshly laid-out tree (the new state) part of the way from the tree that was on
/// screen when the change happened (reference: SwiftUI animates every animatable value of the
/// views that keep their identity from old to new).
///
/// Steps, for each node of the new tree, top-down:
/// 1. The animation in force: the change's transaction, rewritten by `.transaction` and
///    overridden by `.animation(_:value:)` modifiers whose value changed (or the deprecated
///    `.animation(_:)`, which animates every change).
/// 2. Its progress `f = animation.fraction(at: elapsed)` (no animation: 1, the new value).
/// 3. Matched nodes (same structural identity and type under matched parents) take the frame
///    and drawing values `f` of the way from old to new; an `Animatable` view modifier (or
///    `GeometryEffect`) gets its `animatableData` `f` of the way and its body evaluated again.
/// 4. Unmatched new nodes are insertions: drawn through their transition (`.transition`,
///    default `.opacity`) at progress f; unmatched old nodes are removals, drawn where they
///    were through their removal transition at progress 1 − f until the animation ends.
/// With several changes in flight (`animate(_:layers:)`), each node moves with the newest
/// change that touched it, from where it was on screen when that change happened; values a
/// change does not touch keep their running animation, as in SwiftUI; a spring that
/// retargets a moving frame keeps its velocity (`springCarry`).
package enum Presentation {
    /// One change still animating: the tree on screen when it happened, the tree of the state
    /// it made (unanimated), its transaction and the seconds since it happened.
    package struct Layer {
        package var from: ViewNode?
        package var target: ViewNode?
        /// The state before the change (the previous layer's target; the first layer's `from`).
        package var previous: ViewNode?
        package var transaction: Transaction
        package var elapsed: Double

        package init(from: ViewNode?, target: ViewNode?, previous: ViewNode?, transaction: Transaction, elapsed: Double) {
            self.from = from
            self.target = target
            self.previous = previous
            self.transaction = transaction
            self.elapsed = elapsed
        }

        /// Whether the change touched this node: its frame or animatable values differ from
        /// the state before (a node missing from either counts as touched).
        var touches: Bool {
            guard let target, let previous else { return true }
            if target.frame != previous.frame { return true }
            if let a = target.behavior as? InterpolatableBehavior { return !a.hasSameValues(as: previous.behavior) }
            if let a = target.behavior as? AnimatableModifierBehavior, let b = previous.behavior as? AnimatableModifierBehavior {
                return !a.hasSameData(as: b)
            }
            return false
        }
    }

    /// Animates the tree `to` (the current state, unanimated) through every change still in
    /// flight, oldest first in `layers`: each node moves with the newest change that touched
    /// it, so a change leaves the running animations of the values it does not touch alone
    /// (SwiftUI's behaviour). Insertions and removals follow the newest change.
    package static func animate(_ to: ViewNode, layers: [Layer]) {
        guard let newest = layers.last else { return }
        animateLayered(to, layers: layers, frozen: nil)
        if newest.from != nil, let animation = newest.transaction.animation, !animation.isComplete(at: newest.elapsed) {
            animateMatchedGeometry(to, progress(animation, newest.elapsed))
        }
    }

    private static func animateLayered(_ to: ViewNode, layers: [Layer], frozen: Set<ObjectIdentifier>?) {
        var layers = layers
        // Step 1, per layer.
        if let a = to.behavior as? AnimationBehavior {
            for i in layers.indices {
                layers[i].transaction = a.transaction(layers[i].transaction, previous: layers[i].from?.behavior as? AnimationBehavior)
            }
        }
        var frozen = frozen
        if frozen?.contains(ObjectIdentifier(to)) == true { frozen = nil }
        // The newest change that touched this node animates it (steps 2–3).
        if frozen == nil, let c = layers.lastIndex(where: { $0.from != nil && $0.touches }), let from = layers[c].from {
            let layer = layers[c]
            let f = progress(layer.transaction.animation, layer.elapsed)
            let active = layer.transaction.animation.map { !$0.isComplete(at: layer.elapsed) } ?? false
            if active {
                var frame = from.frame.interpolated(towards: to.frame, amount: f)
                // A spring that interrupts a moving frame keeps its velocity (see `springCarry`).
                if let animation = layer.transaction.animation, let carry = springCarry(animation, layers, c) {
                    frame = CGRect(x: frame.minX + carry.x, y: frame.minY + carry.y,
                                   width: frame.width + carry.w, height: frame.height + carry.h)
                }
                to.frame = frame
                (to.behavior as? InterpolatableBehavior)?.interpolate(from: from.behavior, f)
                if let modifier = to.behavior as? AnimatableModifierBehavior, let old = from.behavior as? AnimatableModifierBehavior {
                    modifier.apply(to: to, from: old, f)
                    frozen = modifier.contentRoots
                }
            }
        }
        // Step 4 with the newest change.
        let newest = layers[layers.count - 1]
        let fNewest = progress(newest.transaction.animation, newest.elapsed)
        let activeNewest = frozen == nil && newest.from != nil && (newest.transaction.animation.map { !$0.isComplete(at: newest.elapsed) } ?? false)
        let matchedFrom = layers.map { match(to.children, in: $0.from?.children ?? []) }
        let matchedTarget = layers.map { match(to.children, in: $0.target?.children ?? []) }
        let matchedPrevious = layers.map { match(to.children, in: $0.previous?.children ?? []) }
        if let oldParent = newest.from, activeNewest {
            let newestMatches = matchedFrom[layers.count - 1]
            var used = Set<ObjectIdentifier>()
            for (i, child) in to.children.enumerated() {
                if let old = newestMatches[i] { used.insert(ObjectIdentifier(old)) } else if !insertCustom(child, elapsed: newest.elapsed, transaction: newest.transaction) {
                    let transition = (child.behavior as? TransitionBehavior)?.transition ?? .opacity
                    child.presentationEffects = transition.insertion.map { $0(fNewest, child.frame) }
                }
            }
            for (index, old) in oldParent.children.enumerated() where !used.contains(ObjectIdentifier(old)) {
                if let gone = removeCustom(old, elapsed: newest.elapsed, transaction: newest.transaction) {
                    to.ghosts.append((index: index, node: gone))
                    continue
                }
                let transition = (old.behavior as? TransitionBehavior)?.transition ?? .opacity
                old.presentationEffects = transition.removal.map { $0(1 - fNewest, old.frame) }
                to.ghosts.append((index: index, node: old))
            }
        }
        for (i, child) in to.children.enumerated() {
            var childLayers = layers
            for k in layers.indices {
                childLayers[k].from = matchedFrom[k][i]
                childLayers[k].target = matchedTarget[k][i]
                childLayers[k].previous = matchedPrevious[k][i]
            }
            animateLayered(child, layers: childLayers, frozen: frozen)
        }
    }

    /// Velocity blending on retarget (SwiftUI's springs keep the velocity of the value they
    /// interrupt). A spring `animation` (no delay, speed or repeat) starting layer `c` while an
    /// earlier layer was still moving the node's frame starts with that frame's velocity v₀
    /// (per component, points per second) instead of at rest. The spring's motion is linear
    /// in its initial conditions, so the frame is the at-rest interpolation plus v₀ · g(τ),
    /// where g(τ) = e^(−ζωτ) · S(τ) is the oscillator's response to a unit initial velocity
    /// (the difference of the spring's progress with initial velocity v + 1 and v) and τ the
    /// seconds since the change; g is 0 once the spring has settled. Returns that offset
    /// (x, y, width, height), or nil when nothing carries over. Only frames blend; drawing
    /// values (shape data, colours) restart at rest.
    static func springCarry(_ animation: Animation, _ layers: [Layer], _ c: Int) -> FrameVector? {
        guard let spring = pureSpring(animation), let v0 = frameVelocity(layers, before: c, secondsAgo: layers[c].elapsed, depth: 0) else { return nil }
        let g = unitVelocityResponse(spring, at: layers[c].elapsed)
        guard g.value != 0 else { return nil }
        return v0.scaled(by: g.value)
    }

    /// A change of a frame's origin and size (or their rates), component by component (a
    /// `CGRect` would normalise negative widths).
    struct FrameVector {
        var x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat
        func scaled(by k: Double) -> FrameVector { FrameVector(x: x * k, y: y * k, w: w * k, h: h * k) }
    }

    /// The spring of an animation that is a spring alone.
    private static func pureSpring(_ animation: Animation) -> SpringCurve? {
        guard animation.modifiers.isEmpty, case let .spring(spring) = animation.base, spring.response > 0 else { return nil }
        return spring
    }

    /// g(τ) and g'(τ): the spring's displacement and velocity from a unit initial velocity.
    private static func unitVelocityResponse(_ spring: SpringCurve, at tau: Double) -> (value: Double, velocity: Double) {
        guard tau >= 0, tau < spring.settlingDuration else { return (0, 0) }
        let kicked = SpringCurve(response: spring.response, dampingFraction: spring.dampingFraction, initialVelocity: spring.initialVelocity + 1)
        let a = kicked.motion(at: tau), b = spring.motion(at: tau)
        return (a.value - b.value, a.velocity - b.velocity)
    }

    /// The velocity of the node's frame (x, y, width, height per second) `d` seconds before
    /// now, from the newest layer before `m` that touched it and was still running then.
    private static func frameVelocity(_ layers: [Layer], before m: Int, secondsAgo d: Double, depth: Int) -> FrameVector? {
        guard depth < 16, let p = layers[..<m].lastIndex(where: { $0.from != nil && $0.touches }) else { return nil }
        let layer = layers[p]
        guard let animation = layer.transaction.animation, let from = layer.from, let target = layer.target else { return nil }
        let e = layer.elapsed - d
        guard e >= 0, !animation.isComplete(at: e) else { return nil }
        let rate = animation.velocity(at: e)
        var v = FrameVector(x: (target.frame.minX - from.frame.minX) * rate, y: (target.frame.minY - from.frame.minY) * rate,
                            w: (target.frame.width - from.frame.width) * rate, h: (target.frame.height - from.frame.height) * rate)
        if let spring = pureSpring(animation),
           let carried = frameVelocity(layers, before: p, secondsAgo: layer.elapsed, depth: depth + 1) {
            let g = unitVelocityResponse(spring, at: e).velocity
            let extra = carried.scaled(by: g)
            v = FrameVector(x: v.x + extra.x, y: v.y + extra.y, w: v.w + extra.w, h: v.h + extra.h)
        }
        guard v.x.isFinite, v.y.isFinite, v.w.isFinite, v.h.isFinite else { return nil }
        return v
    }

    /// For each of `children`, the node of `others` with the same identity and kind, in order.
    private static func match(_ children: [ViewNode], in others: [ViewNode]) -> [ViewNode?] {
        guard !others.isEmpty else { return Array(repeating: nil, count: children.count) }
        var candidates: [MatchKey: [Int]] = [:]
        for (i, c) in others.enumerated() { candidates[MatchKey(c), default: []].append(i) }
        return children.map { child in
            let key = MatchKey(child)
            guard let i = candidates[key]?.first else { return nil }
            candidates[key]?.removeFirst()
            return others[i]
        }
    }

    package static func animate(_ to: ViewNode, from: ViewNode, elapsed: Double, transaction: Transaction) {
        animate(to, from: from, elapsed: elapsed, transaction: transaction, frozen: nil)
    }

    /// `frozen`: inside an `Animatable` modifier's re-evaluated body, whose values are already
    /// those of the frame (not interpolated again) except under the content roots given.
    private static func animate(_ to: ViewNode, from: ViewNode, elapsed: Double, transaction: Transaction, frozen: Set<ObjectIdentifier>?) {
        // Step 1.
        var t = transaction
        if let a = to.behavior as? AnimationBehavior {
            t = a.transaction(t, previous: from.behavior as? AnimationBehavior)
        }
        // Step 2.
        let f = progress(t.animation, elapsed)
        var frozen = frozen
        if frozen?.contains(ObjectIdentifier(to)) == true { frozen = nil }
        let active = frozen == nil && (t.animation.map { !$0.isComplete(at: elapsed) } ?? false)
        // Step 3.
        if active {
            to.frame = from.frame.interpolated(towards: to.frame, amount: f)
            (to.behavior as? InterpolatableBehavior)?.interpolate(from: from.behavior, f)
            if let modifier = to.behavior as? AnimatableModifierBehavior, let old = from.behavior as? AnimatableModifierBehavior {
                modifier.apply(to: to, from: old, f)
                frozen = modifier.contentRoots
            }
        }
        // Old children by identity and kind, in order (a dictionary keeps big stacks linear).
        var candidates: [MatchKey: [Int]] = [:]
        for (i, c) in from.children.enumerated() { candidates[MatchKey(c), default: []].append(i) }
        var used = [Bool](repeating: false, count: from.children.count)
        var matched: [(ViewNode, ViewNode)] = []
        for child in to.children {
            let key = MatchKey(child)
            if let i = candidates[key]?.first {
                candidates[key]?.removeFirst()
                used[i] = true
                matched.append((child, from.children[i]))
            } else if active {
                // Step 4: insertion.
                let transition = (child.behavior as? TransitionBehavior)?.transition ?? .opacity
                child.presentationEffects = transition.insertion.map { $0(f, child.frame) }
            }
        }
        if active {
            for (index, old) in from.children.enumerated() where !used[index] {
                let transition = (old.behavior as? TransitionBehavior)?.transition ?? .opacity
                old.presentationEffects = transition.removal.map { $0(1 - f, old.frame) }
                to.ghosts.append((index: index, node: old))
            }
        }
        for (new, old) in matched {
            animate(new, from: old, elapsed: elapsed, transaction: t, frozen: frozen)
        }
    }

    /// The progress of `animation` after `elapsed` seconds (1 when there is none or it ended).
    static func progress(_ animation: Animation?, _ elapsed: Double) -> Double {
        guard let animation, !animation.isComplete(at: elapsed) else { return 1 }
        return animation.fraction(at: elapsed)
    }
}

/// What makes two nodes of successive trees the same view: structural identity and kind.
struct MatchKey: Hashable {
    let identity: Int
    let kind: Substring
    init(_ node: ViewNode) {
        identity = node.identity
        kind = node.kind
    }
}

extension ViewNode {
    /// The node's kind without its parameters ("Frame" for "Frame(width: 20)"): a view keeps
    /// its identity when only its parameters change.
    var kind: Substring { name.prefix { $0 != "(" } }
}
