import Foundation

/// Builds views from closures: any number of children, `if`/`else`, `if let`, `switch`,
/// `for`-free blocks and availability checks, as SwiftUI's `@ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view expression through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty closure builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A closure with one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A closure with several views builds a `TupleView` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content)) { value, context in
            var nodes: [ViewNode] = []
            var index = 0
            func add<V: View>(_ view: V) {
                nodes.append(contentsOf: context.child(index).resolve(view))
                index += 1
            }
            repeat add(each value)
            return nodes
        }
    }

    /// An `if` without `else` builds its view, or nothing when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` (or a `switch` case) builds its view as the first
    /// case of a `ConditionalContent`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch builds its view as the second case of a `ConditionalContent`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A view inside `if #available` is type-erased to `AnyView`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
