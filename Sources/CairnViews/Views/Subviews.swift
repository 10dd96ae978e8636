import Foundation

// iOS 18's custom-container API (WWDC24 "Demystify SwiftUI containers"): a container reads
// the *resolved* subviews of the content it is given (`ForEach(subviews:)`,
// `Group(subviews:)`) and places each one itself. A subview is a proxy for the node the
// content resolved to: the content is resolved once, in the container's place and with the
// container's environment (as Apple documents for `ForEach(subviews:content:)`: "the view is
// resolved using the environment of its container, not the environment of its subview
// proxy"), so each subview keeps its identity and state and draws as it would in place.

/// The resolved subviews of one view's content, shared by the proxies made from it.
package final class ResolvedSubviews {
    /// The nodes the content resolved to, one per subview.
    let nodes: [ViewNode]
    /// Each node's container values (read once, when the proxies are made).
    let values: [ContainerValues]
    /// Each subview's id: its node's structural identity, made unique within the content.
    let ids: [Subview.ID]
    /// Whether the node of each subview is already in the tree (a subview drawn twice gets
    /// a node of its own).
    private var placed: [Bool]
    /// Resolves the content again (for a subview drawn a second time).
    private let reresolve: () -> [ViewNode]

    init(nodes: [ViewNode], reresolve: @escaping () -> [ViewNode]) {
        self.nodes = nodes
        self.reresolve = reresolve
        values = nodes.map(\.containerValuesForSubview)
        placed = Array(repeating: false, count: nodes.count)
        var seen: [Int: Int] = [:]
        var ids: [Subview.ID] = []
        ids.reserveCapacity(nodes.count)
        for node in nodes {
            let n = seen[node.identity, default: 0]
            seen[node.identity] = n + 1
            ids.append(Subview.ID(identity: node.identity, occurrence: n))
        }
        self.ids = ids
    }

    /// The node of subview `index` for one place in the tree: its own node the first time,
    /// a newly resolved copy after that.
    func node(at index: Int) -> ViewNode {
        if !placed[index] {
            placed[index] = true
            return nodes[index]
        }
        let again = reresolve()
        return again.indices.contains(index) ? again[index] : nodes[index]
    }

    /// Resolves `content` for a container at `context`.
    static func resolve<V: View>(_ content: V, _ context: ResolveContext) -> ResolvedSubviews {
        let inner = context.child(id: SubviewsIdentity.content)
        return ResolvedSubviews(nodes: inner.resolve(content), reresolve: { inner.resolve(content) })
    }
}

/// The identity salt of a container's resolved content.
enum SubviewsIdentity: Hashable { case content, sections }

extension ViewNode {
    /// The container values of this node: its own, then those of the views it wraps
    /// (`.containerValue(…)` then `.padding()`: the value stays with the padded view).
    var containerValuesForSubview: ContainerValues {
        var result = ContainerValues()
        var node: ViewNode? = self
        var layers: [ContainerValues] = []
        while let n = node {
            if let own = n.containerValues { layers.append(own) }
            guard case .wrapsFirstChild = n.behavior.zIndexRole, let first = n.children.first else { break }
            node = first
        }
        // Innermost first, so an outer modifier's value wins.
        for layer in layers.reversed() { result.merge(layer) }
        return result
    }
}

/// An opaque proxy for one resolved subview of a view, as SwiftUI's `Subview` (iOS 18):
/// draw it as a view, identify it by `id`, read what it set with `.containerValue(_:_:)` in
/// `containerValues`. Made by `ForEach(subviews:content:)` and `Group(subviews:transform:)`.
///
/// Modifiers applied to the original view apply before modifiers applied to the subview, and
/// the subview keeps the environment of its container (Apple's documentation of
/// `ForEach/init(subviews:content:)`).
public struct Subview: View, PrimitiveView, Identifiable {
    /// The stable identity of a subview, as SwiftUI's `Subview.ID`.
    public struct ID: Hashable {
        let identity: Int
        let occurrence: Int
    }

    let source: ResolvedSubviews
    let index: Int

    /// The subview's identity, stable while the view's structure stays the same.
    public var id: ID { source.ids[index] }

    /// The values the subview gave its container with `.containerValue(_:_:)`.
    public var containerValues: ContainerValues { source.values[index] }

    /// Never evaluated: `Subview` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { [source.node(at: index)] }
}

/// An opaque collection of the subviews of a view, as SwiftUI's `SubviewsCollection`
/// (iOS 18). It is also a view, drawing every subview in order, as the original content
/// would.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    /// A range of the collection.
    public typealias SubSequence = SubviewsCollectionSlice
    /// The collection's positions.
    public typealias Indices = Range<Int>
    let source: ResolvedSubviews

    /// The position of the first subview (0).
    public var startIndex: Int { 0 }
    /// One past the last subview.
    public var endIndex: Int { source.nodes.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { Subview(source: source, index: position) }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(source: source, range: bounds) }

    /// Never evaluated: a subviews collection is a primitive view that Cairn lays out and draws itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { source.nodes.indices.map { source.node(at: $0) } }
}

/// A contiguous range of a `SubviewsCollection` (`subviews[1...]`), as SwiftUI's
/// `SubviewsCollectionSlice`; also a view drawing its subviews in order.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    /// A range of the slice.
    public typealias SubSequence = SubviewsCollectionSlice
    /// The slice's positions.
    public typealias Indices = Range<Int>
    let source: ResolvedSubviews
    let range: Range<Int>

    /// The position of the slice's first subview in the whole collection.
    public var startIndex: Int { range.lowerBound }
    /// One past the slice's last subview.
    public var endIndex: Int { range.upperBound }
    /// The subview at `position` (a position of the whole collection).
    public subscript(position: Int) -> Subview { Subview(source: source, index: position) }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(source: source, range: bounds) }

    /// Never evaluated: a slice is a primitive view that Cairn lays out and draws itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { range.map { source.node(at: $0) } }
}

/// The data of `ForEach(subviews:content:)`, as SwiftUI's `ForEachSubviewCollection`: you
/// don't use it directly. The subviews are known only once the content is resolved in
/// place, so this value itself holds none (its count is 0 until then).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// 0: the subviews are resolved where the `ForEach` is laid out.
    public var endIndex: Int { 0 }
    /// No element is stored (the collection is empty until laid out).
    public subscript(position: Int) -> Subview { preconditionFailure("ForEachSubviewCollection is empty until laid out") }
}

extension ForEach where Content: View, Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    /// One view per resolved subview of `view`, as SwiftUI's `ForEach(subviews:content:)`
    /// (iOS 18): a `ForEach` in `view` gives one subview per element; `Group`, `if` and
    /// several views in a builder are flattened; `EmptyView` gives none.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(data: ForEachSubviewCollection(), id: \Subview.id, content: content)
        custom = { context in
            let source = ResolvedSubviews.resolve(view, context)
            var nodes: [ViewNode] = []
            nodes.reserveCapacity(source.nodes.count)
            for i in source.nodes.indices {
                let subview = Subview(source: source, index: i)
                nodes.append(contentsOf: context.child(id: subview.id).resolve(content(subview)))
            }
            return nodes
        }
    }
}

/// The content of `Group(subviews:transform:)`, as SwiftUI's `GroupElementsOfContent`: you
/// don't use it directly.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
    /// Never evaluated: a primitive view.
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let collection = SubviewsCollection(source: ResolvedSubviews.resolve(subviews, context))
        return context.child(1).resolve(transform(collection))
    }
}

extension Group {
    /// A group of the view `transform` makes from the resolved subviews of `view`, as
    /// SwiftUI's `Group(subviews:transform:)` (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}
