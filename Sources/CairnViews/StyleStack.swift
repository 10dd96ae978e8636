import Foundation

/// One kind of control style — `ToggleStyle`, `ButtonStyle`, `LabelStyle`, … — as the
/// environment stores it: every style protocol's plumbing (the type eraser, the environment
/// key, the accessor and the `.xStyle(_:)` modifier) is this one generic mechanism.
///
/// A conforming type is a phantom naming the kind; it says what a style of the kind receives
/// and what the platform draws when no ancestor sets a style.
package protocol StyleKind {
    /// What a style of this kind receives (`ToggleStyleConfiguration`, …).
    associatedtype Configuration
    /// The style protocol's name, for diagnostics ("ToggleStyle").
    static var name: String { get }
    /// The platform's style (`.automatic`): what draws the control when no style is in effect.
    static func automatic(_ configuration: Configuration) -> AnyView
}

/// The styles of one kind in effect at a point of the tree, and the bodies of that kind
/// being drawn around it.
///
/// SwiftUI resolves a control with the style nearest to it (`.toggleStyle(A)` inside
/// `.toggleStyle(B)`: A draws), and inside a style's `makeBody` every control of the same kind
/// — `Toggle(configuration)` above all — resolves with the style in effect *outside* the
/// styled control (B, then the platform's). Apple, `Toggle.init(_:)`: "You can use this
/// initializer within the makeBody(configuration:) method of a ToggleStyle to create an
/// instance of the styled toggle. This is useful for custom toggle styles that only modify
/// the current toggle style". So styles compose, and a control created inside its own style
/// never recurses: each body pops one style off the stack.
///
/// A style that recurses on purpose (its body pushes itself again, `.toggleStyle(Self())`)
/// never ends in SwiftUI; Cairn cuts it when the same style type draws inside its own body
/// more than `maximumRepetitions` times, or when `maximumNesting` bodies of one kind nest,
/// draws nothing at the cut and reports a diagnostic.
package struct StyleStack<Kind: StyleKind> {
    /// One style set with `.xStyle(_:)`: its type and its body.
    struct Entry {
        let type: ObjectIdentifier
        let name: String
        let body: (Kind.Configuration) -> AnyView
    }

    /// The styles set above this point, outermost first (the last one draws).
    var styles: [Entry] = []
    /// The style types whose bodies enclose this point, outermost first.
    var enclosing: [ObjectIdentifier] = []

    /// How many times one style type may draw inside its own body before the recursion is cut.
    package static var maximumRepetitions: Int { 8 }
    /// How many bodies of one kind may nest before the recursion is cut.
    package static var maximumNesting: Int { 32 }

    /// Puts `style`'s body on top of the stack (the style nearest the control draws it).
    mutating func push<S>(_ style: S, body: @escaping (Kind.Configuration) -> AnyView) {
        styles.append(Entry(type: ObjectIdentifier(S.self), name: "\(S.self)", body: body))
    }

    /// The stack holding only `style`: what an environment that replaces every enclosing
    /// style of the kind sets (an alert collecting its buttons).
    package static func only<S>(_ style: S, body: @escaping (Kind.Configuration) -> AnyView) -> StyleStack {
        var stack = StyleStack()
        stack.push(style, body: body)
        return stack
    }
}

private struct StyleStackKey<Kind: StyleKind>: EnvironmentKey {
    static var defaultValue: StyleStack<Kind> { StyleStack() }
}

extension EnvironmentValues {
    /// The styles of `kind` in effect.
    package subscript<Kind: StyleKind>(style kind: Kind.Type) -> StyleStack<Kind> {
        get { self[StyleStackKey<Kind>.self] }
        set { self[StyleStackKey<Kind>.self] = newValue }
    }
}

extension View {
    /// Sets `style` (of `kind`) for the controls in this view: the body of every
    /// `.xStyle(_:)` modifier.
    package func style<Kind: StyleKind, S>(_ kind: Kind.Type, _ style: S, body: @escaping (Kind.Configuration) -> AnyView) -> some View {
        EnvironmentWriter(content: self) { $0[style: kind].push(style, body: body) }
    }

    /// This part of a control's configuration (its label, its content) resolved with the
    /// styles of `kind` in effect where the control was declared, not the popped stack of
    /// the style body that places it: a `DisclosureGroup` nested in a styled group's content
    /// gets the same style, and is not counted as a recursion of it.
    package func inStyleScope<Kind: StyleKind>(_ kind: Kind.Type, of context: ResolveContext) -> some View {
        let declared = context.environment[style: kind]
        return EnvironmentWriter(content: self) { $0[style: kind] = declared }
    }
}

extension ResolveContext {
    /// Resolves a control of `kind` from `configuration`: the nearest style draws it, and its
    /// body resolves with that style popped (see `StyleStack`).
    package func resolveStyled<Kind: StyleKind>(_ kind: Kind.Type, _ configuration: Kind.Configuration) -> [ViewNode] {
        var context = self
        var stack = context.environment[style: kind]
        let entry = stack.styles.popLast()
        let type = entry?.type ?? ObjectIdentifier(Kind.self)
        let repetitions = stack.enclosing.reduce(0) { $0 + ($1 == type ? 1 : 0) }
        guard repetitions < StyleStack<Kind>.maximumRepetitions, stack.enclosing.count < StyleStack<Kind>.maximumNesting else {
            graph.diagnose("\(Kind.name) \(entry?.name ?? "automatic") draws a control styled by itself inside its own makeBody without end (\(stack.enclosing.count) bodies deep): the recursion is cut there and draws nothing")
            return []
        }
        stack.enclosing.append(type)
        context.environment[style: kind] = stack
        return context.resolve(entry?.body(configuration) ?? Kind.automatic(configuration))
    }
}

/// A control drawn by the style of `Kind` in effect: the body of a styled view that has no
/// work of its own to do around its style (`Label`, `DisclosureGroup`, `LabeledContent`).
package struct StyledView<Kind: StyleKind>: View, PrimitiveView {
    let configuration: Kind.Configuration
    /// The control of `configuration`.
    package init(_ kind: Kind.Type, _ configuration: Kind.Configuration) { self.configuration = configuration }
    /// Never evaluated: a primitive view.
    package var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { context.child(0).resolveStyled(Kind.self, configuration) }
}
