import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// The phase of a view's transition (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the state the view animates in from.
    case willAppear
    /// Present.
    case identity
    /// Removed: the state the view animates out to.
    case didDisappear

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 present, 1 after disappearing (SwiftUI's `value`).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A transition written as a view modifier of its phase (SwiftUI's iOS 17 `Transition`):
/// an inserted view animates from `body(content:phase: .willAppear)` to `.identity`, a
/// removed one from `.identity` to `.didDisappear`, every animatable value interpolated.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase == .willAppear ? 360 : 0))
///     }
/// }
/// view.transition(Twirl())
/// ```
public protocol Transition {
    /// The view the transition makes of its content in a phase.
    associatedtype Body: View
    /// The view a transition is applied to.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it is drawn in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// The node of a view with a custom `Transition`: its child is the identity phase; the other
/// phases are built when the view is inserted or removed.
final class CustomTransitionBehavior: PassthroughBehavior {
    let rebuild: (TransitionPhase) -> ViewNode
    /// Effects of an `AnyTransition` combined with the phases (e.g. `.opacity`).
    let effects: AnyTransition?
    init(rebuild: @escaping (TransitionPhase) -> ViewNode, effects: AnyTransition? = nil) {
        self.rebuild = rebuild
        self.effects = effects
    }

    /// The tree of `phase`, laid out in the frame of `node`'s child.
    func tree(_ phase: TransitionPhase, like node: ViewNode) -> ViewNode? {
        guard let reference = node.children.first else { return nil }
        let tree = rebuild(phase)
        _ = tree.sizeThatFits(reference.placedProposal)
        tree.place(at: reference.frame.origin, size: reference.frame.size, proposal: reference.placedProposal)
        return tree
    }
}

private struct CustomTransitionView<Content: View, T: Transition>: View, PrimitiveView {
    let content: Content
    let transition: T
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content, transition = self.transition
        let rebuild = { (phase: TransitionPhase) -> ViewNode in
            let placeholder = PlaceholderContentView<T>(view: AnyView(content))
            return context.child(0).resolveSingle(transition.body(content: placeholder, phase: phase), implicit: nil)
        }
        return [ViewNode(CustomTransitionBehavior(rebuild: rebuild), children: [rebuild(.identity)], context: context, name: "Transition<\(T.self)>")]
    }
}

/// `.transition(_:)` with an `AnyTransition`: effects only, or phases too.
struct AnyTransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transition: AnyTransition
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let transition = self.transition
        guard let phases = transition.phases else {
            return PassthroughView(content: content, name: "Transition") { TransitionBehavior(transition) }.makeNodes(context)
        }
        let content = AnyView(self.content)
        let rebuild = { (phase: TransitionPhase) -> ViewNode in
            context.child(0).resolveSingle(phases.body(content, phase), implicit: nil)
        }
        return [ViewNode(CustomTransitionBehavior(rebuild: rebuild, effects: transition), children: [rebuild(.identity)], context: context, name: "Transition")]
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed in an animated change:
    /// a custom `Transition` (iOS 17).
    public func transition<T: Transition>(_ transition: T) -> some View {
        CustomTransitionView(content: self, transition: transition)
    }
}

extension Presentation {
    /// An inserted view with a custom transition: its identity tree animated from the
    /// `.willAppear` tree.
    static func insertCustom(_ node: ViewNode, elapsed: Double, transaction: Transaction) -> Bool {
        guard let custom = node.behavior as? CustomTransitionBehavior, let child = node.children.first,
              let from = custom.tree(.willAppear, like: node) else { return false }
        animate(child, from: from, elapsed: elapsed, transaction: transaction)
        if let effects = custom.effects?.insertion, !effects.isEmpty {
            let f = progress(transaction.animation, elapsed)
            node.presentationEffects = effects.map { $0(f, node.frame) }
        }
        return true
    }

    /// A removed view with a custom transition: the `.didDisappear` tree animated from the
    /// tree on screen, drawn instead of it.
    static func removeCustom(_ old: ViewNode, elapsed: Double, transaction: Transaction) -> ViewNode? {
        guard let custom = old.behavior as? CustomTransitionBehavior, let child = old.children.first,
              let gone = custom.tree(.didDisappear, like: old) else { return nil }
        animate(gone, from: child, elapsed: elapsed, transaction: transaction)
        if let effects = custom.effects?.removal, !effects.isEmpty {
            let f = progress(transaction.animation, elapsed)
            gone.presentationEffects = effects.map { $0(1 - f, old.frame) }
        }
        return gone
    }
}
