import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A wheel of options (Apple: `WheelPickerStyle`, `.wheel`: "a scrollable wheel that shows the
/// selected option and a few neighboring options").
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// Each option inline with the other views of the container (Apple: `InlinePickerStyle`,
/// `.inline`): in a `List` or `Form`, a row per option with a checkmark on the selected one;
/// elsewhere on iOS, a wheel.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// A navigation link that would push a list of the options (Apple:
/// `NavigationLinkPickerStyle`, `.navigationLink`): at rest, the label, the selected option
/// in the secondary label colour and a disclosure chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
}

/// The options as a row of compact elements (Apple: `PalettePickerStyle`, `.palette`, iOS 17).
/// Apple shows palettes inside menus, which a still draws closed; outside one, Cairn draws the
/// row as a segmented control (Cairn's reading).
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel showing the selected option and a few neighbours.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Each option inline with the container's other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link to a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of compact options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The wheel as iOS 17 draws it at rest (`UIPickerView`): the selected option centred on a
/// rounded band of `tertiarySystemFill`, its neighbours above and below on a turning drum,
/// each foreshortened and fading as the drum turns away. Apple publishes no metrics; all are
/// Cairn's estimates from UIKit's picker: 216 points tall (the picker's standard height), rows
/// 32 points apart along a drum of radius 108 (half the height, so the rows reach the top and
/// bottom edges as the drum turns 90°), the band 34 points tall with corners of 8, inset 8
/// from the sides; a row k rows away sits at 108 · sin(32k / 108) from the centre, scaled
/// vertically by cos(32k / 108) and drawn at 70 % of that cosine's opacity; options in 21-point
/// regular type.
final class WheelPickerBehavior: NodeBehavior {
    /// The wheel's height, the row pitch, the drum's radius and the band's size.
    static let height: CGFloat = 216, pitch: CGFloat = 32, band: CGFloat = 34, inset: CGFloat = 8
    static var radius: CGFloat { height / 2 }
    /// The option centred on the band (the first when no option carries the selection, as
    /// `UIPickerView` starts at row 0).
    let selectedIndex: Int
    /// Whether this drum draws its band (a date picker's columns share one).
    var drawsBand = true
    /// The space beside the widest option when no width is proposed, on each side.
    var sidePadding: CGFloat = 2 * inset

    init(selectedIndex: Int?) { self.selectedIndex = max(selectedIndex ?? 0, 0) }

    /// The turn of the drum, in radians, from the band to row `index`.
    func angle(of index: Int) -> CGFloat { CGFloat(index - selectedIndex) * Self.pitch / Self.radius }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        if let w = proposal.width, w.isFinite { return CGSize(width: max(w, 0), height: Self.height) }
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: (widest.isFinite ? widest : 0) + 2 * sidePadding, height: Self.height)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let p = ProposedViewSize(width: max(size.width - 2 * sidePadding, 0), height: Self.pitch)
        for (i, c) in node.children.enumerated() {
            let s = c.sizeThatFits(p)
            let theta = angle(of: i)
            // Rows past a quarter turn are behind the drum: placed at the centre, not drawn.
            let y = abs(theta) < .pi / 2 ? Self.radius * sin(theta) : 0
            c.placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: size.height / 2 + y - s.height / 2), proposal: p, size: s)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0 else { return }
        let palette = node.environment.controlPalette
        let band = CGRect(x: f.minX + Self.inset, y: f.midY - Self.band / 2, width: max(f.width - 2 * Self.inset, 0), height: Self.band)
        var content = DisplayList()
        if drawsBand { content.fill(Path(roundedRect: band, cornerRadius: 8, style: .continuous), palette.tertiaryFill) }
        for (i, c) in node.children.enumerated() {
            let theta = angle(of: i)
            let cosine = cos(theta)
            guard abs(theta) < .pi / 2, cosine > 0.01 else { continue }
            var row = DisplayList()
            c.draw(into: &row)
            if i == selectedIndex {
                content.items.append(contentsOf: row.items)
                continue
            }
            let cy = c.frame.midY
            let squash = CGAffineTransform(translationX: 0, y: cy).scaledBy(x: 1, y: cosine).translatedBy(x: 0, y: -cy)
            content.append(.group(DisplayList.Group(transform: squash, opacity: 0.7 * cosine, content: row)))
        }
        list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: Path(f))], content: content)))
    }
}

extension Picker {
    /// The wheel: every option, in 21-point type, on a `WheelPickerBehavior` (no label, as iOS
    /// draws a wheel).
    func wheelNodes(_ context: ResolveContext, selected: AnyHashable) -> [ViewNode] {
        var inner = context.child(3)
        inner.stackAxis = nil
        inner.environment.font = inner.environment.font ?? .system(size: 21)
        let env = context.environment
        inner.environment.foregroundStyle = AnyShapeStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
        let options = inner.resolveOptions(content)
        let index = options.firstIndex { $0.tagValue == selected }
        return [ViewNode(WheelPickerBehavior(selectedIndex: index), children: options, context: context, name: "WheelPicker")]
    }

    /// Inline in a list: one row per option, the selected one with a tinted checkmark at the
    /// trailing edge (iOS's checklist rows; the label is not drawn, Cairn's reading).
    func inlineRowNodes(_ context: ResolveContext, selected: AnyHashable) -> [ViewNode] {
        var inner = context.child(4)
        inner.stackAxis = nil
        let env = context.environment
        inner.environment.foregroundStyle = AnyShapeStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
        let options = inner.resolveOptions(content)
        let tint = env.isEnabled ? env.controlTint : env.controlPalette.tertiaryLabel
        return options.enumerated().flatMap { i, option -> [ViewNode] in
            let isSelected = option.tagValue == selected
            return context.child(100 + i).resolve(HStack {
                ResolvedNodes(nodes: [option])
                Spacer(minLength: 0)
                if isSelected {
                    Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(tint)
                }
            })
        }
    }

    /// As a navigation link: the label, the selected option in the secondary label colour and
    /// the disclosure chevron, 8 points after it (the row `NavigationLink` draws, with the
    /// value before its chevron, as iOS's Settings rows).
    func navigationLinkNodes(_ context: ResolveContext, selected: AnyHashable) -> [ViewNode] {
        var inner = context.child(5)
        let env = context.environment
        inner.environment.foregroundStyle = AnyShapeStyle(env.isEnabled ? env.controlPalette.secondaryLabel : env.controlPalette.tertiaryLabel)
        let chosen = inner.resolveOptions(content).first { $0.tagValue == selected }
        return context.child(6).resolve(HStack {
            label
            Spacer()
            ResolvedNodes(nodes: chosen.map { [$0] } ?? [])
            NavigationRowChevron()
        })
    }
}
