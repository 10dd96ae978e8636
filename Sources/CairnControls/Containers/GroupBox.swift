import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A box that groups views, drawn as iOS 17 draws it: the label (headline) above the
/// content, 8 points apart, leading-aligned, inset 16 points in a rounded rectangle
/// (radius 8) of `secondarySystemBackground` (242, 242, 247; dark 28, 28, 30).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A group box of the builder's content, labelled by the `label` builder's view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(EnvironmentReader { env in RoundedRectangle(cornerRadius: 8).fill(env.controlPalette.secondaryBackground) })
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group box titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
