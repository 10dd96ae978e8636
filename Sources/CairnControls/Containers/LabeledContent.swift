import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A label attached to a value, as SwiftUI's `LabeledContent`: `LabeledContent("IP Address", value: "10.0.0.1")`.
///
/// Apple: "A container for attaching a label to a value-bearing view" (iOS 16). Its iOS
/// automatic style, in a `Form` or on its own, is one row: the label at the leading edge
/// and the value pushed to the trailing edge in the `.secondary` foreground style
/// (Settings' "About" rows), so the view takes the whole width it is offered.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A labeled element from a value view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label leading, the value trailing in the secondary style, on the first baseline.
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A labeled element whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A labeled element whose label is a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A read-only labeled value: a localized title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A read-only labeled value: a string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A read-only labeled value formatted with `format`, e.g. `.currency(code: "EUR")`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A read-only labeled value with a string title, formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
