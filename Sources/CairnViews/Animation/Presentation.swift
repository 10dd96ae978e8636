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
}

extension ShapeBehavior: InterpolatableBehavior {
    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? ShapeBehavior<S, Style> else { return }
        shape = from.shape.interpolated(towards: shape, amount: t)
        if let a = from.style as? Color, let b = style as? Color, let mixed = a.interpolated(towards: b, amount: t) as? Style {
            style = mixed
        }
    }
}

extension StyleFillBehavior: InterpolatableBehavior {
    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? StyleFillBehavior<Style>,
              let a = from.style as? Color, let b = style as? Color,
              let mixed = a.interpolated(towards: b, amount: t) as? Style else { return }
        style = mixed
    }
}

extension EffectBehavior: InterpolatableBehavior {
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
/// Cairn differs from SwiftUI in one respect: a new change retargets every value from where
/// it is on screen with the new change's animation (SwiftUI keeps running the animations of
/// values the new change does not touch, and blends spring velocities).
package enum Presentation {
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
