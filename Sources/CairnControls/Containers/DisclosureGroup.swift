import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

/// A view that shows or hides content behind a label, drawn as iOS 17 draws it: the label,
/// then at the trailing edge a chevron in the tint colour pointing right (collapsed) or down
/// (expanded); expanded, the content follows below, leading-aligned, 8 points apart. It is
/// collapsed unless `isExpanded` says otherwise.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Bool

    /// A disclosure group showing the content when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        expanded = isExpanded.wrappedValue
    }

    /// A collapsed disclosure group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        expanded = false
    }

    /// The label and chevron, then (expanded) the content.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                DisclosureChevron(expanded: expanded)
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A collapsed disclosure group titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The disclosure chevron: 12 × 12, a 1.8-point stroke in the tint.
struct DisclosureChevron: View {
    let expanded: Bool
    var body: some View {
        ControlArtwork(name: "DisclosureChevron", size: { _ in CGSize(width: 12, height: 12) }) { f, env, list in
            var p = Path()
            if expanded {
                p.move(to: CGPoint(x: f.minX + 1.5, y: f.minY + 4))
                p.addLine(to: CGPoint(x: f.midX, y: f.minY + 8.5))
                p.addLine(to: CGPoint(x: f.maxX - 1.5, y: f.minY + 4))
            } else {
                p.move(to: CGPoint(x: f.minX + 4, y: f.minY + 1.5))
                p.addLine(to: CGPoint(x: f.minX + 8.5, y: f.midY))
                p.addLine(to: CGPoint(x: f.minX + 4, y: f.maxY - 1.5))
            }
            let color = env.isEnabled ? env.controlTint : env.controlPalette.tertiaryLabel
            list.append(.stroke(p, .color(color.resolved), StrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round)))
        }
    }
}
