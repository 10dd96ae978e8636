import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingEnvironmentKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }
/// The layout value a `Section` carries when `.listSectionSpacing` is applied to it.
enum ListSectionSpacingKey {}

extension EnvironmentValues {
    /// The space between adjacent rows of the lists in this view (nil: none, iOS's default).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The spacing between adjacent sections of the lists in this view.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingEnvironmentKey.self] }
        set { self[ListSectionSpacingEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Sets the vertical spacing between two adjacent rows in a `List` (iOS 15).
    ///
    /// Apple's reference: "Sets the vertical spacing between two adjacent rows in a List"; nil
    /// "uses the default spacing" (none: rows touch). The rows of a section are then `spacing`
    /// apart, and the list's background shows between them. In the grouped styles each row
    /// is then drawn as a card of its own (rounded in `.insetGrouped`) without separators, as
    /// iOS 17 draws spaced rows; plain lists keep their separators. Negative or non-finite
    /// spacing counts as nil.
    ///
    /// ```swift
    /// List {
    ///     Text("Blue")
    ///     Text("Red")
    /// }
    /// .listRowSpacing(10.0)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, validLength(spacing))
    }

    /// Sets the spacing between adjacent sections in a `List` (iOS 17).
    ///
    /// Applied to a list it sets the spacing of all its sections; applied to a `Section` it
    /// overrides the list's for that section. Apple's rule for adjacent sections: "If adjacent
    /// sections have different spacing applied, each section applies half its spacing above
    /// and below. Sections without explicit spacing apply the spacing of their adjacent
    /// sections." The spacing runs from the end of one section (its card, or its footer) to
    /// the start of the next (its card, or its header's text). It does not change the space
    /// above the first section or below the last.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        LayoutValueView(content: environment(\.listSectionSpacing, spacing), key: ObjectIdentifier(ListSectionSpacingKey.self), value: spacing)
    }

    /// Sets the spacing between adjacent sections in a `List` to `spacing` points (iOS 17):
    /// the same as `.listSectionSpacing(.custom(spacing))`.
    ///
    /// Apple's example gives a list "5 pts of spacing between sections" with
    /// `.listSectionSpacing(5.0)`. Negative or non-finite spacing counts as the default.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

/// The spacing options between two adjacent sections in a list (iOS 17).
///
/// Not declared: `compact`. Apple documents it only as "Compact spacing between sections";
/// no page found (reference, HIG, WWDC, forums) gives its length, so it is left out rather
/// than guessed.
public struct ListSectionSpacing: Sendable, Equatable {
    /// The custom spacing in points; nil for the list style's default.
    let points: CGFloat?

    /// The default spacing between sections: in the grouped styles 35 points between cards
    /// (24 from a card to the next section's header), none in the plain styles.
    public static let `default` = ListSectionSpacing(points: nil)

    /// The compact spacing between sections (iOS 17). Apple publishes no number; Cairn's
    /// estimate is 20 points between cards, the 35-point default less the 16-point header
    /// band a default gap leaves room for (rounded to 20, the list's own side margin).
    public static let compact = ListSectionSpacing(points: 20)

    /// Creates a custom spacing value of `spacing` points (negative or non-finite: default).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: validLength(spacing))
    }
}

/// The spacing between a list's sections, resolved from the list's value and each
/// section's own (Apple's rule in `listSectionSpacing(_:)`).
struct ListSectionGaps {
    /// The list's spacing (from the environment).
    let list: ListSectionSpacing
    /// Each section's explicit spacing, nil where none was applied.
    let sections: [ListSectionSpacing?]

    /// The space between section `k - 1` and section `k` in points, or nil for the style's
    /// default (`defaultPoints` stands for a default section beside a custom one).
    func gap(before k: Int, defaultPoints: CGFloat) -> CGFloat? {
        guard k > 0, k < sections.count else { return nil }
        func points(_ s: ListSectionSpacing) -> CGFloat { s.points ?? defaultPoints }
        switch (sections[k - 1], sections[k]) {
        case let (a?, b?):
            if a.points == nil && b.points == nil { return nil }
            return points(a) / 2 + points(b) / 2
        case let (a?, nil): return a.points
        case let (nil, b?): return b.points
        case (nil, nil): return list.points
        }
    }
}
