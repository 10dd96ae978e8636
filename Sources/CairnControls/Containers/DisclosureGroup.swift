import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

/// A view that shows or hides content behind a label, drawn as iOS 17 draws it: the label,
/// then at the trailing edge a chevron in the tint colour pointing right (collapsed) or down
/// (expanded); expanded, the content follows below, leading-aligned, 8 points apart. It is
/// collapsed unless `isExpanded` says otherwise.
///
/// The group is drawn by the `DisclosureGroupStyle` in effect (`.disclosureGroupStyle(_:)`).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    /// A disclosure group showing the content when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A collapsed disclosure group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = .constant(false)
    }

    /// Never evaluated: `DisclosureGroup` is a primitive view drawn by its style (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(label.inStyleScope(DisclosureGroupStyleKind.self, of: context)),
            content: .init(content.inStyleScope(DisclosureGroupStyleKind.self, of: context)), isExpanded: isExpanded)
        return context.child(0).resolveStyled(DisclosureGroupStyleKind.self, configuration)
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, drawn by the style in effect outside the
    /// styled group (so a custom style can decorate the automatic one).
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
    }
}

/// A type that draws a disclosure group from its label, content and state (iOS 16).
public protocol DisclosureGroupStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The group drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the group being drawn.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group a `DisclosureGroupStyle` draws.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased content view.
    public typealias Content = StyleConfigurationLabel
    /// The group's label.
    public let label: Label
    /// The content shown when the group is expanded.
    public let content: Content
    /// Whether the group is expanded (`$isExpanded` is the binding).
    @Binding public var isExpanded: Bool
}

/// iOS's disclosure group: the label, then at the trailing edge a chevron in the tint;
/// expanded, the content below, leading-aligned, 8 points apart.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}
    /// The label and chevron, then (expanded) the content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                DisclosureChevron(expanded: configuration.isExpanded)
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// Disclosure group styles in the environment (see `StyleStack`).
enum DisclosureGroupStyleKind: StyleKind {
    static var name: String { "DisclosureGroupStyle" }
    static func automatic(_ configuration: DisclosureGroupStyleConfiguration) -> AnyView {
        AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the disclosure groups in this view with `style`; inside its `makeBody`,
    /// `DisclosureGroup(configuration)` draws with the style in effect outside this one.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self.style(DisclosureGroupStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
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
