import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

// iOS 26's list section index: the letters a contacts list shows down its trailing edge
// (`.sectionIndexLabel("A")` on each section, `.listSectionIndexVisibility(.visible)` on the
// list). Apple: "On iOS, the section index is displayed as a number of vertically stacked
// letters on the trailing side of the list."

private struct ListSectionIndexVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
/// The layout value a `Section` carries when `.sectionIndexLabel(_:)` is applied to it (a
/// `Text?`: nil leaves the section out of the index).
enum SectionIndexLabelKey {}

extension EnvironmentValues {
    /// Whether the lists in this view show their section index.
    var listSectionIndexVisibility: Visibility {
        get { self[ListSectionIndexVisibilityKey.self] }
        set { self[ListSectionIndexVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Changes the visibility of the list section index (iOS 26), the labels its sections set
    /// with `sectionIndexLabel(_:)`, stacked on the list's trailing edge. Apple: "By default,
    /// the list section index is visible if the list contains any sections with an index
    /// label"; `.hidden` hides it.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environment(\.listSectionIndexVisibility, visibility)
    }

    /// Sets the label that is used in a section index to point to this section (Apple:
    /// "typically only a single character long"; iOS 26), or nil for none.
    public func sectionIndexLabel(_ label: Text?) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(SectionIndexLabelKey.self), value: label as Any)
    }

    /// Sets the section index label to `labelKey`.
    public func sectionIndexLabel(_ labelKey: LocalizedStringKey) -> some View {
        sectionIndexLabel(Text(labelKey))
    }

    /// Sets the section index label to `label`, or nil for none.
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
        sectionIndexLabel(label.map { Text($0) })
    }
}

/// The index column: each label in the tint, centred in a column on the list's trailing edge.
///
/// Apple publishes no metrics for it. Cairn's estimate follows a re-implementation of UIKit's
/// table view index that measured it (MYTableViewIndex: the bold system font of 11 points,
/// entries 0.5 points apart, the stack centred on the list's height), in a column 16 points
/// wide against the trailing edge (the index's width is not published either). UIKit's index
/// drops letters for dots when the list is too short for them all; Cairn's keeps every label.
struct SectionIndexColumn: View {
    /// The labels, in section order.
    let labels: [Text]
    /// The space between entries.
    static let spacing: CGFloat = 0.5
    /// The column's width.
    static let width: CGFloat = 16

    var body: some View {
        VStack(spacing: Self.spacing) {
            ForEach(labels.indices, id: \.self) { i in
                labels[i]
                    .font(.system(size: 11, weight: .bold))
                    .foregroundStyle(.tint)
                    .lineLimit(1)
                    .frame(width: Self.width)
            }
        }
    }
}

/// The section index labels of a list's sections, or nil when no index is shown.
func sectionIndexLabels(_ sections: [ViewNode], visibility: Visibility) -> [Text]? {
    guard visibility != .hidden else { return nil }
    let labels = sections.compactMap { $0.layoutValues[ObjectIdentifier(SectionIndexLabelKey.self)] as? Text }
    return labels.isEmpty ? nil : labels
}
