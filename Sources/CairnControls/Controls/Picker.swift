import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A control for choosing one of several tagged options, drawn by the picker style in the
/// environment (`.pickerStyle(_:)`; default `.menu` on iOS 17).
///
/// The options are the content's views; each option's `.tag(_:)` is compared with the
/// selection. A selection no option carries selects nothing (SwiftUI logs "Picker: the
/// selection is invalid" and shows no option selected).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: SelectionValue
    let binding: Binding<SelectionValue>
    let content: Content

    /// A picker over `selection`, labelled by the builder's view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.binding = selection
        self.content = content()
    }

    /// Never evaluated: `Picker` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = styledNodes(context)
        let binding = self.binding
        InteractionTarget.attach(kind: "Picker", labelNodes: context.child(7).resolve(label), to: nodes, environment: context.environment, tap: nil) { value in
            guard let v = value as? SelectionValue else { return "this Picker selects a \(SelectionValue.self), not \(type(of: value))" }
            binding.wrappedValue = v
            return nil
        }
        return nodes
    }

    private func styledNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let selected = AnyHashable(selection)
        switch env.pickerStyle {
        case .wheel:
            return wheelNodes(context, selected: selected)
        case .inline where env.isInListRow:
            return inlineRowNodes(context, selected: selected)
        case .inline:
            // Outside a list, iOS draws an inline picker as a wheel.
            return wheelNodes(context, selected: selected)
        case .navigationLink:
            return navigationLinkNodes(context, selected: selected)
        case .segmented, .palette:
            var inner = context.child(1)
            inner.environment.font = inner.environment.font ?? .system(size: 13, weight: .medium)
            inner.environment.foregroundStyle = AnyShapeStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
            inner.stackAxis = nil
            let options = inner.resolveOptions(content)
            let index = options.firstIndex { $0.tagValue == selected }
            return [ViewNode(SegmentedControlBehavior(selectedIndex: index), children: options, context: context, name: "SegmentedPicker")]
        case .menu:
            var inner = context.child(1)
            let color = env.isEnabled ? (env.isInListRow ? env.controlPalette.secondaryLabel : env.controlTint) : env.controlPalette.tertiaryLabel
            inner.environment.foregroundStyle = AnyShapeStyle(color)
            let chosen = inner.resolveOptions(content).first { $0.tagValue == selected }
            // `menuIndicator(.hidden)` removes the chevrons (MenuIndicator.swift).
            let showsChevrons = env.menuIndicatorVisibility != .hidden
            let value = HStack(spacing: 4) {
                ResolvedNodes(nodes: chosen.map { [$0] } ?? [])
                if showsChevrons { MenuChevrons(color: color) }
            }
            if env.isInListRow {
                return context.child(2).resolve(LabeledControlRow(label: label, control: value))
            }
            return context.child(2).resolve(value)
        }
    }
}

extension Picker where Label == Text {
    /// A picker over `selection`, labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker over `selection`, labelled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == CairnViews.Label<Text, Image> {
    /// A picker over `selection`, labelled by a symbol and text from a localized string key
    /// (`Picker(_:systemImage:selection:content:)`): in a list row the label shows both, as a
    /// `Label` does.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { CairnViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker over `selection`, labelled by a symbol and a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { CairnViews.Label(title, systemImage: systemImage) }
    }
}

/// The up and down chevrons after a menu picker's value (the `chevron.up.chevron.down`
/// symbol), drawn as two 2-point-tall chevrons 7 points wide in a 9 × 14 box.
struct MenuChevrons: View {
    let color: Color
    var body: some View {
        ControlArtwork(name: "Chevrons", size: { _ in CGSize(width: 9, height: 14) }) { frame, _, list in
            var p = Path()
            let x = frame.minX + 1, y = frame.minY
            p.move(to: CGPoint(x: x, y: y + 5))
            p.addLine(to: CGPoint(x: x + 3.5, y: y + 1.5))
            p.addLine(to: CGPoint(x: x + 7, y: y + 5))
            p.move(to: CGPoint(x: x, y: y + 9))
            p.addLine(to: CGPoint(x: x + 3.5, y: y + 12.5))
            p.addLine(to: CGPoint(x: x + 7, y: y + 9))
            list.append(.stroke(p, .color(color.resolved), StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)))
        }
    }
}

/// The segmented control (`UISegmentedControl`): equal-width segments on a track in
/// `tertiarySystemFill`, the selected segment white (dark: rgb(99, 99, 102)) inset 2 points
/// with a hairline shadow edge; 1-point separators (`separator` at 29 %) between unselected
/// neighbours; labels 13-point medium, centred. It takes the width offered; unspecified,
/// each segment is its widest label plus 2 × 12 points of padding.
///
/// - iOS 17 (`DesignEra.iOS17`): 32 points tall, the track a rounded rectangle of radius 9,
///   the selected segment of radius 7.
/// - iOS 26 (`DesignEra.iOS26`): 36 points tall, the track and the selected segment
///   capsules (see `ControlMetrics` for the sources).
final class SegmentedControlBehavior: NodeBehavior {
    let selectedIndex: Int?
    /// iOS 17's height (`ControlMetrics.segmentedHeight` for the era in effect).
    static let height: CGFloat = 32
    static let padding: CGFloat = 12
    init(selectedIndex: Int?) { self.selectedIndex = selectedIndex }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let height = node.environment.controlMetrics.segmentedHeight
        if let w = proposal.width, w.isFinite { return CGSize(width: w, height: height) }
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: CGFloat(node.children.count) * (widest + 2 * Self.padding), height: height)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let n = CGFloat(max(node.children.count, 1))
        let segment = size.width / n
        for (i, c) in node.children.enumerated() {
            let p = ProposedViewSize(width: max(segment - 2 * 4, 0), height: size.height)
            let s = c.sizeThatFits(p)
            c.placement = LayoutPlacement(origin: CGPoint(x: CGFloat(i) * segment + (segment - s.width) / 2, y: (size.height - s.height) / 2), proposal: p, size: s)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0 else { return }
        let env = node.environment
        let palette = env.controlPalette
        let m = env.controlMetrics
        // A capsule's radius is half the height (but no more than half the width).
        func radius(_ r: CGFloat?, _ rect: CGRect) -> CGFloat { r ?? min(rect.height, rect.width) / 2 }
        let capsule = env.designEra == .iOS26
        let style: RoundedCornerStyle = capsule ? .circular : .continuous
        list.fill(Path(roundedRect: f, cornerRadius: radius(m.segmentedRadius, f), style: style), palette.tertiaryFill)
        let n = node.children.count
        let segment = f.width / CGFloat(max(n, 1))
        for i in 1..<max(n, 1) where i != selectedIndex && i - 1 != selectedIndex {
            list.fill(Path(CGRect(x: f.minX + CGFloat(i) * segment - 0.5, y: f.midY - 6, width: 1, height: 12)), palette.separator)
        }
        if let s = selectedIndex {
            let inset = m.selectedSegmentInset
            let r = CGRect(x: f.minX + CGFloat(s) * segment + inset, y: f.minY + inset, width: segment - 2 * inset, height: f.height - 2 * inset)
            // Under iOS 26 a segment too narrow for its inset draws no selection (iOS 17 as before).
            if !capsule || (r.width > 0 && r.height > 0) {
                let halo = r.insetBy(dx: -0.5, dy: -0.5)
                list.fill(Path(roundedRect: halo, cornerRadius: capsule ? radius(nil, halo) : 7.5, style: style), Color.black.opacity(0.04))
                list.fill(Path(roundedRect: r, cornerRadius: radius(m.selectedSegmentRadius, r), style: style), palette.selectedSegment)
            }
        }
        node.drawChildren(into: &list)
    }
}

/// The picker styles Cairn draws.
public protocol PickerStyle {}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// A button showing the selected option, that opens a menu (collapsed in a still image).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// The default picker style: `.menu` on iOS 17.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A collapsed menu showing the selected option.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style (`.menu` on iOS 17).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

enum PickerStyleChoice: Sendable { case menu, segmented, wheel, inline, navigationLink, palette }

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleChoice { .menu } }
private struct InListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The picker style in effect.
    var pickerStyle: PickerStyleChoice {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// Whether the view is a row of a `List` or `Form` (controls draw their row layout).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers in this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let choice: PickerStyleChoice = switch style {
        case is SegmentedPickerStyle: .segmented
        case is WheelPickerStyle: .wheel
        case is InlinePickerStyle: .inline
        case is NavigationLinkPickerStyle: .navigationLink
        case is PalettePickerStyle: .palette
        default: .menu
        }
        return environment(\.pickerStyle, choice)
    }
}
