import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

enum ListRowInsetsKey {}
/// The per-edge row insets `.listRowInsets(_:_:)` sets (a `PartialEdgeInsets`).
enum ListRowEdgeInsetsKey {}
enum ListRowBackgroundKey {}
enum ListRowSeparatorKey {}

private struct InheritedRowValuesKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: Any] { [:] } }

extension EnvironmentValues {
    /// The row modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`) applied
    /// around a group of rows — a `Section`, `Group` or `ForEach` — for the rows inside that
    /// carry none of their own (cleared at each list).
    var inheritedRowValues: [ObjectIdentifier: Any] {
        get { self[InheritedRowValuesKey.self] }
        set { self[InheritedRowValuesKey.self] = newValue }
    }
}

extension View {
    /// Sets the insets of this list row's content (default 6, 20, 6, 20). On a `Section`
    /// (or `Group`, `ForEach`) it sets them for every row inside that sets none.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        rowValue(ObjectIdentifier(ListRowInsetsKey.self), insets as Any)
    }

    /// Sets this list row's insets on `edges` to `length`, keeping the others (iOS 26; Apple:
    /// "Use this modifier to change the default insets of list rows on the specified edges").
    /// On a `Section` (or `Group`, `ForEach`) it sets them for every row inside. Calls for
    /// different edges combine (`.listRowInsets(.horizontal, 0).listRowInsets(.vertical, 4)`);
    /// for the same edge the one nearer the row wins. A nil, negative or non-finite length
    /// leaves the edge at its default (6 above and below, 20 at the sides) or at what
    /// `listRowInsets(_ insets:)` set.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        var partial = PartialEdgeInsets()
        partial.set(edges, length)
        return ListRowEdgeInsetsView(content: self, insets: partial)
    }

    /// Draws `view` behind this list row, filling the row's cell. On a `Section` (or `Group`,
    /// `ForEach`) it draws it behind every row inside that sets none, as in SwiftUI.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        rowValue(ObjectIdentifier(ListRowBackgroundKey.self), view.map { AnyView($0) } as Any)
    }

    /// Shows or hides this list row's separators on `edges` (on a `Section`: its rows'
    /// separators). The line between two rows is the upper row's bottom separator and the
    /// lower row's top one: hidden when either row hides its edge (Apple: "The set of row
    /// edges for which this preference applies").
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        rowValue(ObjectIdentifier(ListRowSeparatorKey.self), RowSeparatorPreference(visibility: visibility, edges: edges))
    }

    /// The row modifier `key` = `value`: on this view as a row, and for the rows inside it.
    private func rowValue(_ key: ObjectIdentifier, _ value: Any) -> some View {
        LayoutValueView(content: transformEnvironment(\.inheritedRowValues) { $0[key] = value }, key: key, value: value)
    }
}

/// A row's `.listRowSeparator(_:edges:)`.
struct RowSeparatorPreference {
    let visibility: Visibility
    let edges: VerticalEdge.Set

    /// The edges whose separator the row hides.
    var hiddenEdges: VerticalEdge.Set { visibility == .hidden ? edges : [] }
}

/// The vertical edges of a view (`.listRowSeparator(_:edges:)`).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// One list row: its content inset by the row insets, leading-aligned and centred
/// vertically, the row at least 44 tall; an optional background fills the whole cell.
final class ListRowBehavior: NodeBehavior {
    let insets: EdgeInsets
    /// The edges whose separator the row hides (`.listRowSeparator(.hidden, edges:)`).
    let hiddenSeparatorEdges: VerticalEdge.Set
    /// The row's `.listRowSeparatorTint(_:edges:)`, if any (`ListSeparatorTint.swift`).
    var separatorTint: ListSeparatorTint?
    /// The grouped card this row sits in, set by the list as it draws: the row's background
    /// is clipped to it, so a coloured first or last row keeps the card's rounded corners.
    var cardClip: Path?
    /// The card's rectangle and corner radius, beside `cardClip`: content that reaches into a
    /// rounded corner (an edge-to-edge image or map with `.listRowInsets(EdgeInsets())`) is
    /// clipped to the card too, as iOS's inset-grouped cells clip their content to the
    /// section's rounded corners.
    var card: (rect: CGRect, radius: CGFloat)?
    init(insets: EdgeInsets, hiddenSeparatorEdges: VerticalEdge.Set = []) {
        self.insets = insets
        self.hiddenSeparatorEdges = hiddenSeparatorEdges
    }

    func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let s = node.children[0].sizeThatFits(contentProposal(proposal.width))
        let h = s.height.isFinite ? s.height : 0
        let w = proposal.width ?? (s.width + insets.leading + insets.trailing)
        return CGSize(width: w, height: max(node.environment.defaultMinListRowHeight, h + insets.top + insets.bottom))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let p = contentProposal(size.width)
        var s = node.children[0].sizeThatFits(p)
        if !s.height.isFinite { s.height = size.height }
        if !s.width.isFinite { s.width = p.width ?? 0 }
        let y = insets.top + (size.height - insets.top - insets.bottom - s.height) / 2
        node.children[0].placement = LayoutPlacement(origin: CGPoint(x: insets.leading, y: y), proposal: p, size: s)
        if node.children.count > 1 {
            node.children[1].placement = LayoutPlacement(origin: .zero, proposal: ProposedViewSize(size), size: size)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        // The background (second child) behind the content, inside a grouped list's card.
        if node.children.count > 1 {
            if let cardClip {
                var background = DisplayList()
                node.children[1].draw(into: &background)
                list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: cardClip)], content: background)))
            } else {
                node.children[1].draw(into: &list)
            }
        }
        if let cardClip, let card, Self.reachesPastACorner(node.children[0].frame, of: card.rect, radius: card.radius, shape: cardClip) {
            var content = DisplayList()
            node.children[0].draw(into: &content)
            list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: cardClip)], content: content)))
        } else {
            node.children[0].draw(into: &list)
        }
    }

    /// Whether `frame` reaches past the rounding of one of `card`'s corners: for each corner
    /// square (`radius` × 1.53 a side, the continuous corner's reach) the frame overlaps, the
    /// frame's point nearest the card's corner lies outside `shape`. Content elsewhere needs no
    /// clip, so its drawing stays exactly as it was.
    static func reachesPastACorner(_ frame: CGRect, of card: CGRect, radius: CGFloat, shape: Path) -> Bool {
        guard radius > 0, frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
              frame.maxX.isFinite, frame.maxY.isFinite else { return false }
        let r = min(radius * 1.53, card.width / 2, card.height / 2)
        let corners = [CGPoint(x: card.minX, y: card.minY), CGPoint(x: card.maxX, y: card.minY),
                       CGPoint(x: card.minX, y: card.maxY), CGPoint(x: card.maxX, y: card.maxY)]
        for corner in corners {
            let square = CGRect(x: corner.x == card.minX ? card.minX : card.maxX - r,
                                y: corner.y == card.minY ? card.minY : card.maxY - r, width: r, height: r)
            guard square.intersects(frame) else { continue }
            // The frame's point nearest the corner, nudged half a point inward (a frame that
            // only touches the curve is inside).
            let x = min(max(corner.x, frame.minX), frame.maxX), y = min(max(corner.y, frame.minY), frame.maxY)
            let inward = CGPoint(x: x + (corner.x == card.minX ? 0.5 : -0.5), y: y + (corner.y == card.minY ? 0.5 : -0.5))
            if !shape.contains(inward) { return true }
        }
        return false
    }
}

/// Wraps a resolved row in its row node, reading the row modifiers it carries.
func listRow(_ row: ViewNode, context: ResolveContext) -> ViewNode {
    let inherited = context.environment.inheritedRowValues
    func value(_ key: Any.Type) -> Any? {
        let id = ObjectIdentifier(key)
        return row.layoutValues[id] ?? inherited[id]
    }
    var insets = (value(ListRowInsetsKey.self) as? EdgeInsets?) ?? nil
    if let own = value(ListRowEdgeInsetsKey.self) as? PartialEdgeInsets {
        // The row's own edges, then the section's (`inherited`) for the edges it left.
        let outer = inherited[ObjectIdentifier(ListRowEdgeInsetsKey.self)] as? PartialEdgeInsets ?? PartialEdgeInsets()
        insets = own.filled(from: outer).applied(to: insets ?? ListMetrics.rowInsets)
    }
    let hidden = (value(ListRowSeparatorKey.self) as? RowSeparatorPreference)?.hiddenEdges ?? []
    var children = [listRowWithAccessories(row, context: context)]
    if let bg = (value(ListRowBackgroundKey.self) as? AnyView?) ?? nil {
        children.append(context.child(id: "rowBackground").resolveSingle(bg, implicit: nil))
    }
    let behavior = ListRowBehavior(insets: insets ?? ListMetrics.rowInsets, hiddenSeparatorEdges: hidden)
    behavior.separatorTint = row.layoutValues[ObjectIdentifier(ListSeparatorTint.self)] as? ListSeparatorTint
    return ViewNode(behavior, children: children, context: context, name: "ListRow")
}

/// `.listRowInsets(_:_:)`: hands its edges to the rows inside (through the environment, under
/// the ones set nearer them) and to the row it wraps (filling the edges its own modifiers left).
struct ListRowEdgeInsetsView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: PartialEdgeInsets

    /// Never evaluated: a primitive view.
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let key = ObjectIdentifier(ListRowEdgeInsetsKey.self)
        var inner = context
        let outer = context.environment.inheritedRowValues[key] as? PartialEdgeInsets ?? PartialEdgeInsets()
        inner.environment.inheritedRowValues[key] = insets.filled(from: outer)
        let nodes = inner.resolve(content)
        for n in nodes {
            let nearer = n.layoutValues[key] as? PartialEdgeInsets ?? PartialEdgeInsets()
            n.layoutValues[key] = nearer.filled(from: insets)
        }
        return nodes
    }
}
