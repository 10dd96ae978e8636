import Foundation

/// Views made from the elements of a collection, each identified by an id.
///
/// As in SwiftUI, the type itself does not constrain `Content`: it is a view when its content
/// is a view, and other builders (the `Charts` module's chart content) reuse it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    package let idOf: (Data.Element) -> ID
    /// Whether the id is the element itself (`id: \.self`), so no key path is applied.
    private let idIsElement: Bool
    /// How a `ForEach` whose elements are known only once resolved in place makes its nodes
    /// (`ForEach(subviews:)`, `ForEach(sections:)`); nil for a collection of data.
    package var custom: ((ResolveContext) -> [ViewNode])?

    /// Content for the elements of `data`, identified by the key path `id`, for builders
    /// other than `@ViewBuilder` (chart content).
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
        idIsElement = ID.self == Data.Element.self && (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath)
        custom = nil
    }

    /// The id of `element` (what `idOf` answers, without applying `\.self`).
    @inline(__always)
    private func id(of element: Data.Element) -> ID {
        idIsElement ? unsafeBitCast(element, to: ID.self) : idOf(element)
    }
}

private struct RecordsScrollTargetIDsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a `ForEach` gives each element's views its id as a view id (what
    /// `ViewLayout.frame(of:)` and scroll targets look up): set by the scroll observers and
    /// readers that scroll to ids, so other trees pay nothing.
    package var recordsScrollTargetIDs: Bool {
        get { self[RecordsScrollTargetIDsKey.self] }
        set { self[RecordsScrollTargetIDsKey.self] = newValue }
    }
}

/// The bound on the views one `ForEach` makes.
package enum ForEachLimit {
    /// The most elements a `ForEach` makes views for (100,000); beyond it the rest are left
    /// out with a diagnostic. A still image shows far fewer, and each view costs memory and
    /// layout time: `ForEach(0..<Int.max)` would otherwise never finish.
    package static let maximumCount = 100_000
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Views for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let custom { return custom(context) }
        let count = data.count
        if count > ForEachLimit.maximumCount {
            context.graph.diagnose("ForEach over \(count) elements: Cairn makes views for the first \(ForEachLimit.maximumCount); the rest are left out.")
        }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(Swift.min(count, ForEachLimit.maximumCount))
        let recordsIDs = context.environment.recordsScrollTargetIDs
        // The closures and the flag are read once: a member read inside `add` would fetch
        // this generic type's metadata for every element (~330 instructions each).
        let content = self.content, idOf = self.idOf, idIsElement = self.idIsElement
        func add(_ element: Data.Element) {
            let elementID = idIsElement ? unsafeBitCast(element, to: ID.self) : idOf(element)
            let made = context.child(id: elementID).resolve(content(element))
            // Inside a scroll view that scrolls to ids (`scrollPosition(id:)`,
            // `ScrollViewReader`), SwiftUI finds a `ForEach` element by its id.
            if recordsIDs { for n in made { n.viewIDs.append(AnyHashable(elementID)) } }
            if made.count == 1 { nodes.append(made[0]) } else { nodes.append(contentsOf: made) }
        }
        // This code is generic over `Data`: stepping a generic index costs ~1,000
        // instructions (a prefix iterator ~1,900), so the common `0..<n` walks plain integers.
        if Data.self == Range<Int>.self {
            let range = unsafeBitCast(data, to: Range<Int>.self)
            for i in range.prefix(ForEachLimit.maximumCount) { add(unsafeBitCast(i, to: Data.Element.self)) }
            return nodes
        }
        var index = data.startIndex
        var made = 0
        while index != data.endIndex && made < ForEachLimit.maximumCount {
            add(data[index])
            data.formIndex(after: &index)
            made += 1
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a range of integers (each integer is its own id).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
