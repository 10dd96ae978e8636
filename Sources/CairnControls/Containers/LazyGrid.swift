import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// A grid that grows vertically: its `columns` share the width by SwiftUI's track rules
/// (`gridTracks`), its children fill the columns row by row, each row as tall as its tallest
/// cell, rows `spacing` apart (nil: 8). Cells are offered their column's width and no height,
/// and aligned in their cell by the column's alignment, else the grid's `alignment`
/// horizontally and centred vertically. A still image shows every child.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertically growing grid of `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: `LazyVGrid` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LazyGridBehavior.nodes(content, items: columns, vertical: true, alignment: Alignment(horizontal: alignment, vertical: .center),
                               spacing: spacing, context: context, name: "LazyVGrid")
    }
}

/// A grid that grows horizontally: `LazyVGrid` with the axes swapped (its `rows` share the
/// height; children fill them column by column).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontally growing grid of `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: `LazyHGrid` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LazyGridBehavior.nodes(content, items: rows, vertical: false, alignment: Alignment(horizontal: .center, vertical: alignment),
                               spacing: spacing, context: context, name: "LazyHGrid")
    }
}

/// Lays out a lazy grid. "Cross" is the axis the items share (width for `LazyVGrid`), "main"
/// the axis it grows along.
final class LazyGridBehavior: NodeBehavior {
    let items: [GridItem]
    let vertical: Bool
    let alignment: Alignment
    let lineSpacing: CGFloat

    /// The node of a lazy grid: its cells resolved outside any stack's axis, laid out by a
    /// grid behaviour (shared by `LazyVGrid` and `LazyHGrid`).
    static func nodes<Content: View>(_ content: Content, items: [GridItem], vertical: Bool, alignment: Alignment,
                                     spacing: CGFloat?, context: ResolveContext, name: String) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        let cells = inner.resolve(content)
        let behavior = LazyGridBehavior(items: items, vertical: vertical, alignment: alignment, lineSpacing: spacing)
        return [ViewNode(behavior, children: cells, context: context, name: name)]
    }

    init(items: [GridItem], vertical: Bool, alignment: Alignment, lineSpacing: CGFloat?) {
        self.items = items
        self.vertical = vertical
        self.alignment = alignment
        // Negative spacing counts as 0, a non-finite one as the default 8.
        self.lineSpacing = lineSpacing.map { $0.isFinite ? max($0, 0) : 8 } ?? 8
    }

    func cross(_ p: ProposedViewSize) -> CGFloat? { vertical ? p.width : p.height }

    /// The tracks cells are placed in, and the cross length the grid reports (step 3).
    func layout(_ proposal: ProposedViewSize) -> (tracks: [GridTrack], reported: CGFloat) {
        let first = gridTracks(items, available: cross(proposal))
        let reported = gridLength(first)
        guard let c = cross(proposal), c.isFinite else { return (first, reported) }
        return (gridTracks(items, available: reported), reported)
    }

    /// The main-axis length of each line of cells.
    func lines(_ node: ViewNode, _ tracks: [GridTrack]) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var result: [CGFloat] = []
        for (i, c) in node.children.enumerated() {
            let t = tracks[i % tracks.count]
            let s = c.sizeThatFits(vertical ? ProposedViewSize(width: t.length, height: nil) : ProposedViewSize(width: nil, height: t.length))
            let m = vertical ? s.height : s.width
            if i % tracks.count == 0 { result.append(0) }
            result[result.count - 1] = max(result[result.count - 1], m.isFinite ? m : 0)
        }
        return result
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let (tracks, reported) = layout(proposal)
        let ls = lines(node, tracks)
        let main = ls.reduce(0, +) + lineSpacing * CGFloat(max(ls.count - 1, 0))
        return vertical ? CGSize(width: reported, height: main) : CGSize(width: main, height: reported)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let (tracks, _) = layout(proposal)
        guard !tracks.isEmpty else { return }
        let ls = lines(node, tracks)
        var offsets: [CGFloat] = []
        var x: CGFloat = 0
        for t in tracks { offsets.append(x); x += t.length + t.spacingAfter }
        var y: CGFloat = 0
        for (i, c) in node.children.enumerated() {
            let col = i % tracks.count, line = i / tracks.count
            if col == 0 && line > 0 { y += ls[line - 1] + lineSpacing }
            let t = tracks[col]
            let cell = vertical ? CGSize(width: t.length, height: ls[line]) : CGSize(width: ls[line], height: t.length)
            let p = vertical ? ProposedViewSize(width: t.length, height: nil) : ProposedViewSize(width: nil, height: t.length)
            let d = c.dimensions(in: p)
            let a = t.alignment ?? alignment
            let ox = defaultGuideValue(a.horizontal.key, size: cell) - d[a.horizontal]
            let oy = defaultGuideValue(a.vertical.key, size: cell) - d[a.vertical]
            let origin = vertical ? CGPoint(x: offsets[col] + ox, y: y + oy) : CGPoint(x: y + ox, y: offsets[col] + oy)
            c.placement = LayoutPlacement(origin: origin, proposal: p, size: d.size)
        }
    }
}
