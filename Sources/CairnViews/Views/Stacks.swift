import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// Resolves `content` as the children of a container laid out by `layout`.
package func containerNodes<L: Layout, Content: View>(_ layout: L, content: Content, context: ResolveContext, name: String) -> [ViewNode] {
    var inner = context
    inner.stackAxis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    inner.sectionCollector = nil
    let children = inner.resolve(content)
    return [ViewNode.container(layout, children: children, context: context, name: name)]
}

/// Arranges its children in a horizontal line (reference §4).
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// A horizontal stack; `spacing: nil` uses the children's spacing preferences.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: `HStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.spacing(layout.spacing, in: "HStack") { context.graph.diagnose(message) }
        return containerNodes(layout, content: content, context: context, name: "HStack")
    }
}

/// Arranges its children in a vertical line (reference §4).
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// A vertical stack; `spacing: nil` uses the children's spacing preferences.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: `VStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.spacing(layout.spacing, in: "VStack") { context.graph.diagnose(message) }
        return containerNodes(layout, content: content, context: context, name: "VStack")
    }
}

/// Overlays its children, aligned on `alignment` (reference §13).
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// Never evaluated: `ZStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { containerNodes(layout, content: content, context: context, name: "ZStack") }
}

/// A view laid out by a `Layout` value (what calling a layout as a function gives).
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    /// Never evaluated: `LayoutView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let name = "\(L.self)".components(separatedBy: ".").last ?? "\(L.self)"
        return containerNodes(layout, content: content, context: context, name: name)
    }
}

extension Layout {
    /// Lays out the views the builder makes with this layout: `MyLayout() { ... }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}

/// A type-erased layout, so a view can switch layouts while keeping its children.
public struct AnyLayout: Layout {
    private let box: any Layout
    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { box = (layout as? AnyLayout)?.box ?? layout }

    /// The default properties (no stack orientation): the wrapped layout's are not known statically.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The stack layout's cache (none: sizes are cached per view and proposal by the engine).
    public struct Cache {
        var value: Any
    }

    /// The wrapped layout's own cache, boxed.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ l: L) -> Any { l.makeCache(subviews: subviews) }
        return Cache(value: make(box))
    }

    private func with<R>(_ cache: inout Cache, _ body: (any Layout, inout Any) -> R) -> R {
        var v = cache.value
        let r = body(box, &v)
        cache.value = v
        return r
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ l: L, _ c: inout Any) -> CGSize {
            guard var typed = c as? L.Cache else { return .zero }
            defer { c = typed }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return with(&cache) { run($0, &$1) }
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ l: L, _ c: inout Any) {
            guard var typed = c as? L.Cache else { return }
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            c = typed
        }
        with(&cache) { run($0, &$1) }
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ l: L, _ c: inout Any) -> ViewSpacing {
            guard var typed = c as? L.Cache else { return .zero }
            defer { c = typed }
            return l.spacing(subviews: subviews, cache: &typed)
        }
        return with(&cache) { run($0, &$1) }
    }

    /// The wrapped layout's explicit value of the horizontal `guide`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ l: L, _ c: inout Any) -> CGFloat? {
            guard var typed = c as? L.Cache else { return nil }
            defer { c = typed }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return with(&cache) { run($0, &$1) }
    }

    /// The wrapped layout's explicit value of the vertical `guide`.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ l: L, _ c: inout Any) -> CGFloat? {
            guard var typed = c as? L.Cache else { return nil }
            defer { c = typed }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return with(&cache) { run($0, &$1) }
    }
}

/// Stack axis for spacers inside an `AnyLayout` is taken from the wrapped layout at resolve time.
extension AnyLayout {
    var stackOrientation: Axis? {
        func get<L: Layout>(_ l: L) -> Axis? { L.layoutProperties.stackOrientation }
        return get(box)
    }
}
