import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnViews
import Foundation

/// A device screen's safe area around a root view, as a hosting controller on an iPhone lays
/// out its root: `cairn previews` draws a `#Preview` on the device's screen so (Xcode's canvas
/// shows the status bar, and content starts below it).
///
/// The content is proposed the screen less `insets` and centred in that area; where it reaches
/// the area's edges it may extend to the screen's (`ignoresSafeArea`, a shape-style
/// `background`), through the engine's safe-area outsets (`ViewNode.safeAreaOutsets`). The
/// bands the insets leave show what iOS shows there at rest: the content's background — a
/// list's (grouped grey), through navigation stacks and the selected tab, else the system
/// background; a tab view's bar reaches into the bottom band itself (iOS 17's runs to the
/// screen's edge under its items, iOS 26's floats 21 points above it). Over the top band the
/// status bar (`ScreenStatusBar`).
package struct ScreenSafeAreaView<Content: View>: View, PrimitiveView {
    let insets: EdgeInsets
    let content: Content

    /// `content` laid out inside a screen whose safe area leaves `insets`.
    package init(insets: EdgeInsets, @ViewBuilder content: () -> Content) {
        self.insets = insets
        self.content = content()
    }

    /// Never called: the view is primitive.
    package var body: Never { primitiveBody(Self.self) }

    /// One node holding the content (several root views stack in a `ZStack`, as a preview's).
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // Scroll views and lists reaching the bottom of the safe area run on to the screen's
        // edge, their rows under the home indicator (UIKit lays a scroll view out under the
        // safe area and insets its content instead).
        var inner = context.child(0)
        inner.environment.reachesUnderScreenBottom = true
        let children = inner.resolve(ZStack { content })
        return [ViewNode(ScreenSafeAreaBehavior(insets: insets), children: children, context: context, name: "ScreenSafeArea")]
    }
}

/// Lays the child out in the safe area (see `ScreenSafeAreaView`) and draws the bands.
final class ScreenSafeAreaBehavior: NodeBehavior {
    let insets: EdgeInsets
    init(insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1e4) : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }

    /// The child receives its outsets from `placeChildren`.
    var passesSafeArea: Bool { false }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let inner = node.children.first?.sizeThatFits(innerProposal(proposal)) ?? .zero
        func side(_ p: CGFloat?, _ child: CGFloat, _ inset: CGFloat) -> CGFloat {
            if let p, p.isFinite { return max(p, 0) }
            return (child.isFinite ? child : 0) + inset
        }
        return CGSize(width: side(proposal.width, inner.width, insets.leading + insets.trailing),
                      height: side(proposal.height, inner.height, insets.top + insets.bottom))
    }

    private func innerProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.children.first else { return }
        let area = CGRect(x: insets.leading, y: insets.top, width: max(size.width - insets.leading - insets.trailing, 0),
                          height: max(size.height - insets.top - insets.bottom, 0))
        let p = ProposedViewSize(area.size)
        var s = child.sizeThatFits(p)
        if !s.width.isFinite { s.width = area.width }
        if !s.height.isFinite { s.height = area.height }
        // Centred in the safe area, as a hosting controller centres its root.
        let origin = CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
        child.placement = LayoutPlacement(origin: origin, proposal: p, size: s)
        // An edge that reaches the safe area's may extend to the screen's.
        func reach(_ gap: CGFloat, _ inset: CGFloat) -> CGFloat { abs(gap) < 0.001 ? inset : 0 }
        child.safeAreaOutsets = EdgeInsets(top: reach(origin.y - area.minY, insets.top), leading: reach(origin.x - area.minX, insets.leading),
                                           bottom: reach(area.maxY - origin.y - s.height, insets.bottom),
                                           trailing: reach(area.maxX - origin.x - s.width, insets.trailing))
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, let child = node.children.first else { return }
        let palette = node.environment.controlPalette
        if let background = Self.screenBackground(child, palette) {
            let bands = [
                CGRect(x: f.minX, y: f.minY, width: f.width, height: insets.top),
                CGRect(x: f.minX, y: f.maxY - insets.bottom, width: f.width, height: insets.bottom),
                CGRect(x: f.minX, y: f.minY + insets.top, width: insets.leading, height: max(f.height - insets.top - insets.bottom, 0)),
                CGRect(x: f.maxX - insets.trailing, y: f.minY + insets.top, width: insets.trailing, height: max(f.height - insets.top - insets.bottom, 0)),
            ]
            for band in bands where band.width > 0 && band.height > 0 { list.fill(Path(band), background) }
        }
        node.drawChildren(into: &list)
    }

    /// The background the screen's bands show for `node`: a list's (none when hidden),
    /// through single wrappers, navigation stacks and a tab view's selected tab, else the
    /// system background. (A tab view draws its own bar into the bottom band.)
    static func screenBackground(_ node: ViewNode, _ palette: ControlPalette) -> Color? {
        var n: ViewNode? = node
        while let cur = n {
            if let list = cur.behavior as? ListBehavior {
                return cur.environment.listBackgroundHidden ? nil : list.metrics.background(palette)
            }
            if cur.behavior is NavigationBehavior {
                n = cur.children.first
            } else if let tabs = cur.behavior as? TabViewBehavior {
                n = tabs.hasContent ? cur.children.first : nil
            } else {
                n = NavigationBehavior.decoratedContent(of: cur)
            }
        }
        return palette.background
    }
}

/// The status bar a preview's screen shows in its top safe area (Cairn's estimate of Xcode's
/// canvas: "9:41" in 17-point semibold centred in the left half of the band beside the
/// sensor housing, the cellular bars, Wi-Fi and a full battery in the right half, all in the
/// primary colour; no Dynamic Island is drawn).
package struct ScreenStatusBar: View {
    let height: CGFloat

    /// A status bar `height` points tall (the screen's top inset).
    package init(height: CGFloat) { self.height = height }

    /// The time and the indicators.
    package var body: some View {
        HStack(spacing: 0) {
            Text("9:41").font(.system(size: 17, weight: .semibold)).frame(maxWidth: .infinity)
            Color.clear.frame(width: 126)
            HStack(spacing: 6) {
                Image(systemName: "cellularbars")
                Image(systemName: "wifi")
                Image(systemName: "battery.100")
            }
            .font(.system(size: 15, weight: .semibold))
            .frame(maxWidth: .infinity)
        }
        .foregroundStyle(.primary)
        .frame(height: height)
    }
}

extension EdgeInsets {
    /// The safe area of an iPhone's screen of `screen` points as a hosting controller sees
    /// it, portrait or landscape (wider than tall), or none for a size that is not an
    /// iPhone's. Apple publishes no table; these are UIKit's `safeAreaInsets` on each device
    /// (Cairn's record of them): the top inset is the status bar and sensor housing — 62
    /// points on the 402 × 874 and 440 × 956 screens (Dynamic Island, iPhone 16 Pro and Pro
    /// Max), 59 on 393 × 852 and 430 × 932 (Dynamic Island, iPhone 15 and 16), 47 on 390 × 844
    /// and 428 × 926 (notch), 50 on 375 × 812 (iPhone 13 mini), 20 on 375 × 667 (iPhone SE) —
    /// and the bottom 34 where a home indicator is (0 on the SE). Turned, the housing's inset
    /// moves to both sides and the bottom is 21 (0 on the SE, whose status bar hides).
    package static func iPhoneScreen(_ screen: CGSize) -> EdgeInsets {
        let portrait = CGSize(width: min(screen.width, screen.height), height: max(screen.width, screen.height))
        let tops: [CGSize: CGFloat] = [
            CGSize(width: 402, height: 874): 62, CGSize(width: 440, height: 956): 62,
            CGSize(width: 393, height: 852): 59, CGSize(width: 430, height: 932): 59,
            CGSize(width: 390, height: 844): 47, CGSize(width: 428, height: 926): 47,
            CGSize(width: 375, height: 812): 50, CGSize(width: 375, height: 667): 20,
        ]
        guard let top = tops[portrait] else { return EdgeInsets() }
        let homeIndicator = portrait.height > 667
        if screen.width > screen.height {
            let side = homeIndicator ? top : 0
            return EdgeInsets(top: 0, leading: side, bottom: homeIndicator ? 21 : 0, trailing: side)
        }
        return EdgeInsets(top: top, leading: 0, bottom: homeIndicator ? 34 : 0, trailing: 0)
    }
}

extension ViewNode {
    /// How far beyond the node's `edge` the screen's edge is: its safe-area outset there
    /// (finite, 0…10,000), where a bar or a container's background reaches on a device
    /// screen (`ScreenSafeAreaView`).
    func screenReach(_ edge: Edge) -> CGFloat {
        let o = safeAreaOutsets
        let v: CGFloat
        switch edge {
        case .top: v = o.top
        case .bottom: v = o.bottom
        case .leading: v = o.leading
        case .trailing: v = o.trailing
        }
        return v.isFinite ? min(max(v, 0), 1e4) : 0
    }

    /// The height a floating bar (iOS 26's tab bar or glass bottom toolbar) takes from this
    /// container's content: its `footprint` (the bar and the inset below it, measured from the
    /// screen's bottom edge) less what the screen's bottom safe area already holds, at most
    /// `height`. UIKit: "The safe area of a view reflects the area not covered by navigation
    /// bars, tab bars, toolbars, and other ancestors" (`UIView.safeAreaInsets`).
    func floatingBarHeight(footprint: CGFloat, height: CGFloat) -> CGFloat {
        min(max(footprint - screenReach(.bottom), 0), max(height, 0))
    }

    /// Makes a floating bar of `barHeight` (from `floatingBarHeight`) this content child's
    /// bottom safe area when the child reaches the bar (`touches`): backgrounds,
    /// `ignoresSafeArea` and scroll views or lists (`ViewNode.reachingUnderBottomBar`) run on
    /// under the bar to the screen's edge (`reach` below the container).
    func extendUnderFloatingBar(_ barHeight: CGFloat, reach: CGFloat, touches: Bool) {
        guard touches, barHeight + reach > 0 else { return }
        var outsets = safeAreaOutsets
        outsets.bottom = barHeight + reach
        safeAreaOutsets = outsets
    }
}
