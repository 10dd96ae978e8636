import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A scrolling list of rows in sections, drawn as the list style in the environment draws
/// it (`.listStyle(_:)`, default `.insetGrouped` on iOS 17; metrics in `ListMetrics`).
///
/// Rows outside any `Section` form sections of their own. The list takes the size it is
/// offered (unspecified: its content's size); its rows are laid out with no height limit and
/// drawn from the top, clipped to the list's frame. An empty list is its background alone.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// Never evaluated: `List` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        listNodes(content, context: context, name: "List")
    }
}

extension List where SelectionValue == Never {
    /// A list of the builder's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of one row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
    }
}

extension List {
    /// A list with a selection (no row is highlighted in a still image).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A list with a multiple selection (no row is highlighted in a still image).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A container for grouping controls in data entry, such as settings: on iOS drawn as an
/// inset grouped list (Apple: "the grouped form style… is the default on iOS").
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form of the builder's sections and controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never evaluated: `Form` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.environment.explicitListStyle = .insetGrouped
        return listNodes(content, context: c, name: "Form")
    }
}

extension View {
    /// Accepted for source compatibility: Cairn draws every form grouped, iOS's default.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// The form styles SwiftUI offers; iOS draws forms grouped.
public protocol FormStyle {}

/// The grouped form style (iOS's default).
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// The grouped form style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
    /// The default form style (grouped on iOS).
    public static var automatic: GroupedFormStyle { GroupedFormStyle() }
}

/// Resolves a list's content into its node: sections, with loose rows gathered into
/// sections of their own, clipped to the list's frame.
func listNodes<Content: View>(_ content: Content, context: ResolveContext, name: String) -> [ViewNode] {
    var inner = context.child(0)
    inner.stackAxis = nil
    inner.environment.isInList = true
    inner.environment.isInListRow = true
    if let tint = inner.environment.pendingListItemTint { inner.environment.listItemIconTint = tint }
    inner.environment.listTintsLabelIcons = inner.environment.listStyle == .sidebar
    inner.environment.pendingListItemTint = nil
    // Row modifiers on the list itself are the list's, not its rows' defaults.
    inner.environment.inheritedRowValues = [:]
    let nodes = inner.resolve(content)
    var sections: [ViewNode] = []
    var spacings: [ListSectionSpacing?] = []
    var sectionMargins: [PartialEdgeInsets] = []
    var loose: [ViewNode] = []
    func flush() {
        guard !loose.isEmpty else { return }
        let rows = loose.map { listRow($0, context: inner) }
        sections.append(ViewNode(SectionBehavior(hasHeader: false, hasFooter: false), children: rows, context: inner, name: "Section"))
        spacings.append(nil)
        sectionMargins.append(inner.environment.listSectionMargins)
        loose = []
    }
    for n in nodes {
        if n.behavior is SectionBehavior {
            flush()
            sections.append(n)
            sectionMargins.append(n.environment.listSectionMargins)
            spacings.append(n.layoutValues[ObjectIdentifier(ListSectionSpacingKey.self)] as? ListSectionSpacing)
        } else {
            loose.append(n)
        }
    }
    flush()
    let env = context.environment
    let behavior = ListBehavior(metrics: ListMetrics(env.listStyle, era: env.designEra), rowSpacing: env.listRowSpacing ?? 0,
                                sectionGaps: ListSectionGaps(list: env.listSectionSpacing, sections: spacings),
                                margins: env.scrollContentMargins, sectionMargins: sectionMargins)
    let list = ViewNode(behavior, children: sections, context: context, name: name)
    var clipped = context.child(1).resolve(ResolvedNodes(nodes: [list]).clipped())
    // iOS 26's section index, over the list's trailing edge.
    if let labels = sectionIndexLabels(sections, visibility: env.listSectionIndexVisibility) {
        clipped = context.child(2).resolve(ResolvedNodes(nodes: clipped).overlay(alignment: .trailing) { SectionIndexColumn(labels: labels) })
    }
    // Rows show through iOS 26's floating tab bar and under the home indicator, the list
    // reaching under them.
    guard clipped.count == 1, env.reachesUnderBottomBars else { return clipped }
    return [ViewNode.reachingUnderBottomBar(clipped[0], context: context) { _ in }]
}

/// Lays out and draws a list's sections (see `ListMetrics`).
final class ListBehavior: NodeBehavior {
    /// Content is inset under bars, not extended: its views do not reach into the bar's area.
    var passesSafeArea: Bool { false }
    let metrics: ListMetrics
    /// The space between adjacent rows of a section (`.listRowSpacing`).
    let rowSpacing: CGFloat
    /// The space between adjacent sections (`.listSectionSpacing`).
    let sectionGaps: ListSectionGaps
    /// The content margins (`.contentMargins`, plus `.safeAreaPadding` applied to the list):
    /// the list's content is laid out inside them, its background still fills the list.
    var margins: EdgeInsets
    /// Each section's margins (`.listSectionMargins`), in section order.
    let sectionMargins: [PartialEdgeInsets]
    init(metrics: ListMetrics, rowSpacing: CGFloat = 0, sectionGaps: ListSectionGaps = ListSectionGaps(list: .default, sections: []), margins: EdgeInsets = EdgeInsets(), sectionMargins: [PartialEdgeInsets] = []) {
        self.metrics = metrics
        self.rowSpacing = rowSpacing
        self.sectionGaps = sectionGaps
        self.margins = margins
        self.sectionMargins = sectionMargins
    }

    struct Plan {
        var sections: [(origin: CGFloat, height: CGFloat, children: [LayoutPlacement])] = []
        var height: CGFloat = 0
    }

    /// Places every header, row and footer for a list `width` wide.
    func plan(_ node: ViewNode, width listWidth: CGFloat) -> Plan {
        var plan = Plan()
        let width = max(listWidth - margins.leading - margins.trailing, 0)
        var y: CGFloat = margins.top
        for (k, section) in node.children.enumerated() {
            guard let sb = section.behavior as? SectionBehavior else { continue }
            // The section's card: inset by its leading and trailing margins (the style's card
            // inset by default), its header and footer text 20 points further in.
            let sm = k < sectionMargins.count ? sectionMargins[k] : PartialEdgeInsets()
            let lead = sm.leading ?? metrics.cardInset, trail = sm.trailing ?? metrics.cardInset
            let cardWidth = max(width - lead - trail, 0)
            let cardInset = margins.leading + lead
            let textInset = cardInset + ListMetrics.rowInsets.leading
            let textWidth = max(cardWidth - 2 * ListMetrics.rowInsets.leading, 0)
            // The previous section's bottom margin (0 by default), then this one's top margin
            // in place of the style's space above it.
            if k > 0, k - 1 < sectionMargins.count, let bottom = sectionMargins[k - 1].bottom { y += bottom }
            let top = y
            var placements: [LayoutPlacement] = []
            var i = 0
            func place(_ c: ViewNode, x: CGFloat, width: CGFloat) -> CGFloat {
                let p = ProposedViewSize(width: width, height: nil)
                var s = c.sizeThatFits(p)
                if !s.height.isFinite { s.height = 0 }
                if !s.width.isFinite { s.width = width }
                placements.append(LayoutPlacement(origin: CGPoint(x: x, y: y - top), proposal: p, size: s))
                return s.height
            }
            let children = section.children
            let gap = sm.top ?? sectionGaps.gap(before: k, defaultPoints: metrics.kind == .grouped ? ListMetrics.sectionSpacing : 0)
            if metrics.kind == .grouped {
                if sb.hasHeader {
                    y += gap ?? (k == 0 ? ListMetrics.firstHeaderTop : ListMetrics.headerTop)
                    y += place(children[0], x: textInset, width: textWidth) + ListMetrics.headerGap
                    i = 1
                } else {
                    y += gap ?? ListMetrics.sectionSpacing
                }
            } else if let gap {
                y += gap
            }
            if metrics.kind == .plain && sb.hasHeader {
                // Plain: the header on a band 28 tall (or its height + 8 when taller).
                let h = children[0].sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height
                let band = max(28, (h.isFinite ? h : 0) + 8)
                placements.append(LayoutPlacement(origin: CGPoint(x: textInset, y: y - top + (band - h) / 2), proposal: ProposedViewSize(width: textWidth, height: nil), size: CGSize(width: textWidth, height: h)))
                y += band
                i = 1
            }
            let rowEnd = children.count - (sb.hasFooter ? 1 : 0)
            let firstRow = i
            while i < rowEnd {
                if i > firstRow { y += rowSpacing }
                y += place(children[i], x: cardInset, width: cardWidth)
                i += 1
            }
            if sb.hasFooter {
                y += ListMetrics.headerGap
                y += place(children[children.count - 1], x: textInset, width: textWidth)
            }
            plan.sections.append((top, y - top, placements))
        }
        if metrics.kind == .grouped && !node.children.isEmpty { y += ListMetrics.sectionSpacing }
        if let bottom = sectionMargins.last?.bottom, !node.children.isEmpty { y += bottom }
        plan.height = y + margins.bottom
        return plan
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let width: CGFloat
        if let w = proposal.width, w.isFinite {
            width = w
        } else {
            // Unspecified: the widest row's ideal width plus the insets.
            let widest = node.children.flatMap(\.children).map { $0.sizeThatFits(.unspecified).width }.filter(\.isFinite).max() ?? 0
            width = widest + 2 * metrics.cardInset + margins.leading + margins.trailing
        }
        let height: CGFloat
        if let h = proposal.height, h.isFinite { height = h } else { height = plan(node, width: width).height }
        return CGSize(width: width, height: height)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let plan = plan(node, width: size.width)
        for (section, p) in zip(node.children, plan.sections) {
            (section.behavior as? SectionBehavior)?.pending = p.children
            section.placement = LayoutPlacement(origin: CGPoint(x: 0, y: p.origin), proposal: ProposedViewSize(width: size.width, height: p.height), size: CGSize(width: size.width, height: p.height))
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite else { return }
        let palette = node.environment.controlPalette
        if !node.environment.listBackgroundHidden { list.fill(Path(f), metrics.background(palette)) }
        let hairline = 1 / max(node.environment.displayScale, 1)
        for section in node.children {
            let rows = section.children.filter { $0.behavior is ListRowBehavior }
            guard let first = rows.first, let last = rows.last else { continue }
            let card = CGRect(x: first.frame.minX, y: first.frame.minY, width: first.frame.width, height: last.frame.maxY - first.frame.minY)
            if metrics.kind == .grouped && rowSpacing > 0 {
                // Spaced rows: each row is a card of its own, with no separators.
                for row in rows {
                    let shape = Path(roundedRect: row.frame, cornerRadius: metrics.cornerRadius, style: .continuous)
                    (row.behavior as? ListRowBehavior)?.cardClip = shape
                    (row.behavior as? ListRowBehavior)?.card = (row.frame, metrics.cornerRadius)
                    if !Self.hasOwnBackground(row) { list.fill(shape, metrics.rowBackground(palette)) }
                }
                continue
            } else if metrics.kind == .grouped {
                // The card under the rows without a background of their own: a row's
                // `.listRowBackground` replaces the card's colour (`Color.clear` shows the
                // list's background) and is clipped to the card's rounded corners.
                let shape = Path(roundedRect: card, cornerRadius: metrics.cornerRadius, style: .continuous)
                let plain = rows.filter { !Self.hasOwnBackground($0) }
                for row in rows {
                    (row.behavior as? ListRowBehavior)?.cardClip = shape
                    (row.behavior as? ListRowBehavior)?.card = (card, metrics.cornerRadius)
                }
                if plain.count == rows.count {
                    list.fill(shape, metrics.rowBackground(palette))
                } else if !plain.isEmpty {
                    var under = DisplayList()
                    for row in plain { under.fill(Path(row.frame), metrics.rowBackground(palette)) }
                    list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: shape)], content: under)))
                }
            } else if metrics.kind == .plain {
                if let sb = section.behavior as? SectionBehavior, sb.hasHeader, let header = section.children.first {
                    list.fill(Path(CGRect(x: f.minX, y: section.frame.minY, width: f.width, height: first.frame.minY - section.frame.minY)), palette.groupedBackground)
                    _ = header
                }
            }
            drawSectionSeparators(section, rows: rows, hairline: hairline, into: &list)
            for (a, b) in zip(rows, rows.dropFirst()) {
                let hidden = (a.behavior as? ListRowBehavior)?.hiddenSeparatorEdges.contains(.bottom) == true
                    || (b.behavior as? ListRowBehavior)?.hiddenSeparatorEdges.contains(.top) == true
                if hidden { continue }
                let inset = separatorInset(a)
                let width = max(a.frame.width - inset - separatorTrailingInset(a), 0)
                let color = ListSeparatorTint.color(below: a, above: b) ?? palette.separator
                list.fill(Path(CGRect(x: a.frame.minX + inset, y: a.frame.maxY - hairline, width: width, height: hairline)), color)
            }
        }
        node.drawChildren(into: &list)
    }

    /// Whether `row` carries a `.listRowBackground` of its own.
    static func hasOwnBackground(_ row: ViewNode) -> Bool { row.behavior is ListRowBehavior && row.children.count > 1 }

    /// How far a row's separator starts from the row's leading edge. SwiftUI (iOS 16+) aligns
    /// the separator with the leading edge of the row's text by default (Apple's
    /// `HorizontalAlignment.listRowSeparatorLeading` guide; iOS Settings' icon rows show it), so
    /// a row whose icon comes first has its separator under the title, not under the icon; a
    /// row without text keeps the row inset.
    ///
    /// A row that sets the guide itself (`.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`,
    /// pasted to start the separator under a row's icon) has its separator start there, clamped
    /// to the row. A text field counts as text at its own leading edge, not where its
    /// (perhaps trailing-aligned) text starts: iOS's text is inside the field.
    func separatorInset(_ row: ViewNode) -> CGFloat {
        let rowInset = (row.behavior as? ListRowBehavior)?.insets.leading ?? ListMetrics.rowInsets.leading
        guard let content = row.children.first else { return rowInset }
        if let guide = Self.explicitGuide(HorizontalAlignment.listRowSeparatorLeading, of: content) {
            let offset = content.frame.minX - row.frame.minX + guide
            return offset.isFinite ? min(max(offset, 0), row.frame.width) : rowInset
        }
        guard let text = firstText(in: content) else { return rowInset }
        let offset = text.frame.minX - row.frame.minX
        return offset.isFinite && offset > rowInset && offset < row.frame.width ? offset : rowInset
    }

    /// How far a row's separator stops short of the row's trailing edge: 0 unless the row sets
    /// `listRowSeparatorTrailing`, then the distance from that guide to the trailing edge.
    func separatorTrailingInset(_ row: ViewNode) -> CGFloat {
        guard let content = row.children.first,
              let guide = Self.explicitGuide(HorizontalAlignment.listRowSeparatorTrailing, of: content) else { return 0 }
        let inset = row.frame.maxX - (content.frame.minX + guide)
        return inset.isFinite ? min(max(inset, 0), row.frame.width) : 0
    }

    /// The value `content` (placed) gives `guide` explicitly, in its own coordinates.
    private static func explicitGuide(_ guide: HorizontalAlignment, of content: ViewNode) -> CGFloat? {
        guard let placement = content.placement else { return nil }
        return content.explicitAlignment(guide.key, proposal: placement.proposal, size: placement.size)
    }

    /// The first text node of `node`'s subtree, depth first in view order. A segmented
    /// control's segment titles are not taken as the row's text, so a row holding only a
    /// segmented picker keeps the row inset: Cairn's reading (Apple documents no rule for it) —
    /// iOS draws the titles inside a `UISegmentedControl`, whose text a SwiftUI alignment guide
    /// cannot see.
    private func firstText(in node: ViewNode) -> ViewNode? {
        if node.behavior is TextBehavior || node.behavior is TextFieldBehavior { return node }
        if node.behavior is SegmentedControlBehavior { return nil }
        for child in node.children { if let found = firstText(in: child) { return found } }
        return nil
    }
}
