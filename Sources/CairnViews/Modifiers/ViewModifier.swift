import CairnAnimation
import Foundation

/// A modifier that turns a view into another view, as in SwiftUI: implement
/// `body(content:)` and apply it with `.modifier(_:)`.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content view the modifier is applied to.
    typealias Content = ViewModifierContent<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the view a modifier is applied to, inside its `body(content:)`.
public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let make: (ResolveContext) -> [ViewNode]
    /// Never evaluated: `ViewModifierContent` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { make(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Never evaluated: `ModifiedContent` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // An Animatable modifier re-evaluates its body per animation frame.
        if let animatable = modifier as? any Animatable, let nodes = animatableNodes(animatable, context) { return nodes }
        let content = self.content
        let inner = context
        let placeholder = ViewModifierContent<Modifier>(make: { here in inner.child(0).placed(at: here).resolve(content) })
        var modifierContext = context.child(1)
        context.graph.link(modifier, in: &modifierContext)
        return modifierContext.resolve(modifier.body(content: placeholder))
    }
}

extension ResolveContext {
    /// This context (a modifier's content) where the modifier's body places it: its identity
    /// stays the one from where the modifier was applied (its state does not depend on the
    /// body's structure), its environment and enclosing stack are the body's there. So
    /// `content.font(.system(size: 20))` in `body(content:)` reaches the content, as in
    /// SwiftUI (issue 26, bug 1: a clock's numerals came out at the inherited 17 points).
    package func placed(at here: ResolveContext) -> ResolveContext {
        var context = self
        context.environment = here.environment
        context.stackAxis = here.stackAxis
        return context
    }
}

extension ViewGraph {
    /// Connects the dynamic properties of a modifier (its `@State`, `@Environment`).
    package func link<M: ViewModifier>(_ modifier: M, in context: inout ResolveContext) {
        linkProperties(of: modifier, in: &context)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
