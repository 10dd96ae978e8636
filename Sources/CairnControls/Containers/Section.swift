import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// A group of rows with an optional header and footer. In a `List` or `Form` it is drawn
/// as the list style draws sections; elsewhere its header, rows and footer are simply its
/// parent's children, as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// Whether the rows show (`Section(isExpanded:)`; a collapsed section shows its header alone).
    var isExpanded = true

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer, given as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Never evaluated: `Section` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        guard env.isInList else {
            return context.child(0).resolve(header) + (isExpanded ? context.child(1).resolve(content) : []) + context.child(2).resolve(footer)
        }
        let metrics = ListMetrics(env.listStyle, era: env.designEra)
        let palette = env.controlPalette
        var children: [ViewNode] = []
        var headerContext = context.child(0)
        headerContext.environment.isInListRow = false
        // `headerProminence(.increased)`: UIKit's prominent inset-grouped header (`Prominence`).
        let prominent = metrics.kind == .grouped && env.headerProminence == .increased
        if prominent {
            headerContext.environment.font = .title3.bold()
            headerContext.environment.foregroundStyle = AnyShapeStyle(palette.label)
        } else if metrics.kind == .grouped {
            headerContext.environment.font = .footnote
            headerContext.environment.foregroundStyle = AnyShapeStyle(palette.secondaryLabel)
            // Grouped styles show a header's text in capitals under iOS 17 (through the
            // environment, so `.textCase(nil)` on the header keeps its letters, as in SwiftUI).
            // Under iOS 26 "section headers no longer render entirely in capital letters
            // regardless of the capitalization you provide" (Apple, "Adopting Liquid Glass").
            if env.designEra == .iOS17 { headerContext.environment.textCase = .uppercase }
        } else {
            headerContext.environment.font = .headline
        }
        var hasHeader = false
        if let header {
            // A sidebar's headers end in a disclosure indicator (Apple documents it; its look
            // is Cairn's estimate: UIKit's outline disclosure, a chevron pointing down while
            // the section is expanded and forward while collapsed, in the tint, at the
            // header's size, at the trailing edge).
            let nodes = env.listStyle == .sidebar
                ? headerContext.resolve(HStack(spacing: 8) {
                    header
                    Spacer(minLength: 0)
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.forward")
                        .font(.footnote.weight(.semibold)).foregroundStyle(.tint)
                })
                : headerContext.resolve(header)
            if !nodes.isEmpty {
                children.append(nodes.count == 1 ? nodes[0] : ViewNode.container(VStackLayout(alignment: .leading), children: nodes, context: headerContext, name: "VStack"))
                hasHeader = true
            }
        }
        var rowContext = context.child(1)
        rowContext.environment.isInListRow = true
        let rows = isExpanded ? rowContext.resolve(content).map { listRow($0, context: rowContext) } : []
        children += rows
        var hasFooter = false
        if let footer {
            var footerContext = context.child(2)
            footerContext.environment.isInListRow = false
            footerContext.environment.font = .footnote
            footerContext.environment.foregroundStyle = AnyShapeStyle(palette.secondaryLabel)
            let nodes = footerContext.resolve(footer)
            if !nodes.isEmpty {
                children.append(nodes.count == 1 ? nodes[0] : ViewNode.container(VStackLayout(alignment: .leading), children: nodes, context: footerContext, name: "VStack"))
                hasFooter = true
            }
        }
        let behavior = SectionBehavior(hasHeader: hasHeader, hasFooter: hasFooter)
        behavior.separators = env.listSectionSeparators
        return [ViewNode(behavior, children: children, context: context, name: "Section")]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    /// A section with a header given as a view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    /// A section with a footer given as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section whose rows show while `isExpanded` is true (iOS 17: "Creates a section with a
    /// header and the provided section content that can be collapsed"). Collapsed, the list
    /// shows its header alone. In a `.sidebar` list the header ends in a disclosure chevron
    /// (down while expanded, forward while collapsed), as Apple documents for sidebars.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section headed by text from a localized string key (see
    /// `init(isExpanded:content:header:)`).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A collapsible section headed by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section headed by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section headed by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A section in a list: header, rows and footer, placed by the list.
final class SectionBehavior: NodeBehavior {
    let hasHeader: Bool
    let hasFooter: Bool
    /// The child placements the list computed, applied when the section is placed.
    var pending: [LayoutPlacement] = []
    /// The section's separators (`ListSectionSeparator.swift`).
    var separators = ListSectionSeparators()
    init(hasHeader: Bool, hasFooter: Bool) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    var rowRange: (Int, Int) { (hasHeader ? 1 : 0, hasFooter ? 1 : 0) }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        for (c, p) in zip(node.children, pending) { c.placement = p }
    }

    // A section is laid out by its list; alone it stacks its children.
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        node.children.reduce(CGSize.zero) { acc, c in
            let s = c.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return CGSize(width: max(acc.width, s.width), height: acc.height + s.height)
        }
    }
}

private struct InListKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is inside a `List` or `Form` (sections draw as list sections).
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}
