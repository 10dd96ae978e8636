import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A style of `TabView` (Apple: `TabViewStyle`): a tab bar (`.automatic`,
/// `.sidebarAdaptable` and `.tabBarOnly` on an iPhone) or pages (`.page`).
public protocol TabViewStyle: Sendable {}

/// The platform's tab view: a tab bar on an iPhone (Apple: `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// A tab bar that becomes a sidebar in regular width (Apple: `SidebarAdaptableTabViewStyle`,
/// iOS 18); on an iPhone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// A tab bar only, never a sidebar (Apple: `TabBarOnlyTabViewStyle`, iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// Pages: the selected tab fills the view, with page dots at the bottom (Apple:
/// `PageTabViewStyle`; UIKit's `UIPageControl` draws the dots).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show (Apple: `PageTabViewStyle.IndexDisplayMode`).
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always, even for one page.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages whose dots show per `indexDisplayMode`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab view: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts to a sidebar in regular width.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with dots per `indexDisplayMode`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A style of page index (Apple: `IndexViewStyle`).
public protocol IndexViewStyle: Sendable {}

/// The page dots' style (Apple: `PageIndexViewStyle`): whether a capsule backs them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' backing capsule shows (Apple: `PageIndexViewStyle.BackgroundDisplayMode`).
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The system's choice: while someone interacts, so not at rest.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// While someone interacts with the dots, so not at rest.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots whose capsule shows per `backgroundDisplayMode`.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a capsule at rest.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a capsule per `backgroundDisplayMode`.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageTabStyleKey: EnvironmentKey { static var defaultValue: PageTabViewStyle? { nil } }
private struct PageIndexStyleKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle { PageIndexViewStyle() } }

extension EnvironmentValues {
    /// The page style of tab views here (nil: a tab bar).
    var pageTabViewStyle: PageTabViewStyle? {
        get { self[PageTabStyleKey.self] }
        set { self[PageTabStyleKey.self] = newValue }
    }

    /// The style of page dots here.
    var pageIndexViewStyle: PageIndexViewStyle {
        get { self[PageIndexStyleKey.self] }
        set { self[PageIndexStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views in this view (Apple: `tabViewStyle(_:)`): `.page`
    /// draws pages with dots, the others the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let page = style as? PageTabViewStyle
        return environment(\.pageTabViewStyle, page)
    }

    /// Sets the style of page dots in this view (Apple: `indexViewStyle(_:)`).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let page = style as? PageIndexViewStyle ?? PageIndexViewStyle()
        return environment(\.pageIndexViewStyle, page)
    }
}

/// Lays out a paged tab view: the selected tab fills it; `UIPageControl`'s dots are drawn
/// centred at the bottom.
///
/// Cairn's estimates of iOS 17's page control, measured from simulator screenshots at 3×
/// (Apple publishes no numbers): the control is 26 points tall with its bottom on the view's
/// bottom; dots are 7 points wide, 16 apart centre to centre; the current page's dot is
/// white, the others white at 30 % (so on a white page the dots barely show, as on iOS);
/// the backing capsule (`.always`) is 26 tall, reaching 9.5 points past the outer dots, in
/// black at 20 %.
final class PageTabViewBehavior: NodeBehavior {
    let count: Int
    let selected: Int
    let showsDots: Bool
    let showsBackground: Bool

    static let controlHeight: CGFloat = 26
    static let dotSize: CGFloat = 7
    static let pitch: CGFloat = 16

    init(count: Int, selected: Int, style: PageTabViewStyle, index: PageIndexViewStyle) {
        self.count = count
        self.selected = selected
        switch style.indexDisplayMode {
        case .always: showsDots = count > 0
        case .never: showsDots = false
        default: showsDots = count > 1
        }
        showsBackground = index.backgroundDisplayMode == .always
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let c = node.children.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0),
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? (c.height.isFinite ? c.height : 0))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        guard let content = node.children.first else { return }
        let p = ProposedViewSize(size)
        var s = content.sizeThatFits(p)
        if !s.width.isFinite { s.width = size.width }
        if !s.height.isFinite { s.height = size.height }
        content.placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: p, size: s)
    }

    /// The dots' centres in a view of frame `f` (the dots are capped at the width's worth).
    static func dotCentres(count: Int, in f: CGRect) -> [CGPoint] {
        guard count > 0, f.width.isFinite, f.height.isFinite else { return [] }
        // Compared as floating point first: a huge width (10⁶⁸) has no Int.
        let fit = f.width / pitch
        let n = fit >= CGFloat(count) ? count : max(Int(max(fit, 0)), 1)
        let y = f.maxY - controlHeight / 2
        let first = f.midX - CGFloat(n - 1) * pitch / 2
        return (0..<n).map { CGPoint(x: first + CGFloat($0) * pitch, y: y) }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.drawChildren(into: &list)
        guard showsDots else { return }
        let centres = Self.dotCentres(count: count, in: node.frame)
        guard let first = centres.first, let last = centres.last else { return }
        if showsBackground {
            let pad = (Self.controlHeight - Self.dotSize) / 2
            let r = CGRect(x: first.x - Self.dotSize / 2 - pad, y: first.y - Self.controlHeight / 2,
                           width: last.x - first.x + Self.dotSize + 2 * pad, height: Self.controlHeight)
            list.fill(Path(roundedRect: r, cornerRadius: r.height / 2, style: .circular), Color(red: 0, green: 0, blue: 0, opacity: 0.2))
        }
        let current = min(selected, centres.count - 1)
        for (i, c) in centres.enumerated() {
            let dot = CGRect(x: c.x - Self.dotSize / 2, y: c.y - Self.dotSize / 2, width: Self.dotSize, height: Self.dotSize)
            list.fill(Path(ellipseIn: dot), Color(red: 1, green: 1, blue: 1, opacity: i == current ? 1 : 0.3))
        }
    }
}
