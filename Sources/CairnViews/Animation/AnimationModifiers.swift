import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// `.animation(_:value:)` and `.transaction`: what animation changes inside this subtree use.
final class AnimationBehavior: PassthroughBehavior {
    let animation: Animation?
    /// Compares this modifier's value with the same modifier's value before a change (nil:
    /// the deprecated form, which animates every change).
    let valueChanged: ((AnimationBehavior) -> Bool)?
    let value: Any?
    /// A transaction rewrite (`.transaction { … }`) instead of an animation.
    let transform: ((inout Transaction) -> Void)?

    init(animation: Animation?, value: Any?, valueChanged: ((AnimationBehavior) -> Bool)?, transform: ((inout Transaction) -> Void)? = nil) {
        self.animation = animation
        self.value = value
        self.valueChanged = valueChanged
        self.transform = transform
    }

    /// The transaction children see, given the one in force and this modifier's old self.
    func transaction(_ t: Transaction, previous: AnimationBehavior?) -> Transaction {
        var t = t
        if let transform {
            transform(&t)
            return t
        }
        if t.disablesAnimations { return t }
        if let valueChanged {
            if let previous, valueChanged(previous) { t.animation = animation }
        } else {
            t.animation = animation
        }
        return t
    }
}

/// How a view enters or leaves when it is inserted or removed in an animated change.
public struct AnyTransition: Sendable {
    /// The effects applied at a progress from 0 (absent) to 1 (present), for insertion and removal.
    let insertion: [@Sendable (Double, CGRect) -> DrawingEffect]
    let removal: [@Sendable (Double, CGRect) -> DrawingEffect]
    /// The content drawn in each phase, for transitions made of views (a custom
    /// `Transition`, `modifier(active:identity:)`); nil for effect-only transitions.
    let phases: PhaseBody?

    init(insertion: [@Sendable (Double, CGRect) -> DrawingEffect], removal: [@Sendable (Double, CGRect) -> DrawingEffect], phases: PhaseBody? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.phases = phases
    }

    /// A transition's content in a phase, type-erased.
    struct PhaseBody: @unchecked Sendable {
        let body: (AnyView, TransitionPhase) -> AnyView
    }

    /// A custom `Transition` as an `AnyTransition`.
    public init<T: Transition>(_ transition: T) {
        self.init(insertion: [], removal: [], phases: PhaseBody { content, phase in
            AnyView(transition.body(content: PlaceholderContentView<T>(view: content), phase: phase))
        })
    }

    /// A transition that applies `active` while the view is absent and `identity` while it is
    /// present, animating the values between them (SwiftUI's `modifier(active:identity:)`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let pair = UncheckedBox((active, identity))
        return AnyTransition(insertion: [], removal: [], phases: PhaseBody { content, phase in
            AnyView(content.modifier(phase.isIdentity ? pair.value.1 : pair.value.0))
        })
    }

    init(_ effect: @escaping @Sendable (Double, CGRect) -> DrawingEffect) {
        self.init(insertion: [effect], removal: [effect])
    }

    /// Fades in and out.
    public static let opacity = AnyTransition { p, _ in .opacity(p) }
    /// Appears and disappears at once.
    public static let identity = AnyTransition(insertion: [], removal: [])
    /// Grows from and shrinks to nothing about the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { p, _ in
            let s = scale + (1 - scale) * CGFloat(p)
            return .scale(CGSize(width: s, height: s), anchor: anchor)
        }
    }
    /// Slides in from and out to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { p, _ in .offset(CGSize(width: offset.width * CGFloat(1 - p), height: offset.height * CGFloat(1 - p))) }
    }
    /// Slides in from and out to an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Slides in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { p, f in
            let q = CGFloat(1 - p)
            switch edge {
            case .top: return .offset(CGSize(width: 0, height: -f.height * q))
            case .bottom: return .offset(CGSize(width: 0, height: f.height * q))
            case .leading: return .offset(CGSize(width: -f.width * q, height: 0))
            case .trailing: return .offset(CGSize(width: f.width * q, height: 0))
            }
        }
    }
    /// Inserts by moving in from the leading edge and removes by moving out towards the
    /// trailing edge, by the view's own width (SwiftUI's `.slide`).
    public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// Inserts by moving in from `edge` while fading in, and removes by moving out towards the
    /// opposite edge while fading out, by the view's own size (SwiftUI's `.push(from:)`).
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return .asymmetric(insertion: move(edge: edge).combined(with: .opacity),
                           removal: move(edge: opposite).combined(with: .opacity))
    }

    /// Uses one transition to insert and another to remove.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // Phases nest (insertion's inside removal's) so every phase has the same structure:
        // appearing uses the insertion's, disappearing the removal's.
        var phases: PhaseBody?
        if insertion.phases != nil || removal.phases != nil {
            let ins = insertion.phases?.body, rem = removal.phases?.body
            phases = PhaseBody { content, phase in
                let inner = ins.map { $0(content, phase == .willAppear ? .willAppear : .identity) } ?? content
                return rem.map { $0(inner, phase == .didDisappear ? .didDisappear : .identity) } ?? inner
            }
        }
        return AnyTransition(insertion: insertion.insertion, removal: removal.removal, phases: phases)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var phases: PhaseBody?
        switch (self.phases?.body, other.phases?.body) {
        case let (a?, b?): phases = PhaseBody { content, phase in b(a(content, phase), phase) }
        case let (a?, nil): phases = PhaseBody(body: a)
        case let (nil, b?): phases = PhaseBody(body: b)
        case (nil, nil): phases = nil
        }
        return AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, phases: phases)
    }
}

/// Marks a view with the transition it uses when inserted or removed.
final class TransitionBehavior: PassthroughBehavior {
    let transition: AnyTransition
    init(_ transition: AnyTransition) { self.transition = transition }
}

extension View {
    /// Animates changes to this view (and its subtree) with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        PassthroughView(content: self, name: "Animation") {
            AnimationBehavior(animation: animation, value: value, valueChanged: { previous in
                (previous.value as? V) != value
            })
        }
    }

    /// Animates every change to this view with `animation` (deprecated in SwiftUI; the seed's
    /// radar chart uses it).
    public func animation(_ animation: Animation?) -> some View {
        PassthroughView(content: self, name: "Animation") {
            AnimationBehavior(animation: animation, value: nil, valueChanged: nil)
        }
    }

    /// Rewrites the transaction of changes inside this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        PassthroughView(content: self, name: "Transaction") {
            AnimationBehavior(animation: nil, value: nil, valueChanged: nil, transform: transform)
        }
    }

    /// How this view enters and leaves when it is inserted or removed in an animated change
    /// (default: `.opacity`).
    public func transition(_ t: AnyTransition) -> some View {
        AnyTransitionView(content: self, transition: t)
    }
}
