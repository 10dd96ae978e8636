import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnLayout
import CairnViews

/// A section's separators (`listSectionSeparator(_:edges:)`, `listSectionSeparatorTint(_:edges:)`):
/// the line above its first row and the line below its last.
struct ListSectionSeparators: Sendable {
    /// The edges whose separator is hidden: both until `listSectionSeparator(.visible)`
    /// shows them, as Cairn's plain lists drew only the lines between rows before (a plain
    /// list of two rows shows one line: NewUserTrialTests).
    var hidden: VerticalEdge.Set = .all
    /// The tint of the top separator (nil: the separator colour).
    var topTint: Color?
    /// The tint of the bottom separator (nil: the separator colour).
    var bottomTint: Color?

    /// The tint of the separator at `edge`.
    func tint(_ edge: VerticalEdge) -> Color? { edge == .top ? topTint : bottomTint }
}

private struct ListSectionSeparatorsKey: EnvironmentKey { static var defaultValue: ListSectionSeparators { ListSectionSeparators() } }

extension EnvironmentValues {
    /// The section separators `listSectionSeparator` and `listSectionSeparatorTint` set.
    var listSectionSeparators: ListSectionSeparators {
        get { self[ListSectionSeparatorsKey.self] }
        set { self[ListSectionSeparatorsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides this list section's separators (Apple: `listSectionSeparator(_:edges:)`,
    /// iOS 15, "Sets whether to hide the separator associated with a list section").
    ///
    /// With `.visible`, a plain or inset list draws a section separator above its first row
    /// (when the section has no header: a header's band already bounds it) and below its
    /// last, inset like the row separators (Cairn's estimate of the inset); `.hidden` (and
    /// the default) draws only the lines between rows. Grouped and inset-grouped
    /// lists draw their sections as cards with no section separators, so nothing changes
    /// there, as on iOS. Applied to a list's content it applies to every section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.listSectionSeparators) { separators in
            if visibility == .hidden { separators.hidden.formUnion(edges) } else { separators.hidden.subtract(edges) }
        }
    }

    /// Sets the colour of this list section's separators at `edges` (Apple:
    /// `listSectionSeparatorTint(_:edges:)`, iOS 15, "Sets the tint color associated with a
    /// section"); `nil` keeps the system separator colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.listSectionSeparators) { separators in
            if edges.contains(.top) { separators.topTint = color }
            if edges.contains(.bottom) { separators.bottomTint = color }
        }
    }
}

extension ListBehavior {
    /// Draws a plain list section's separators above its first row and below its last.
    func drawSectionSeparators(_ section: ViewNode, rows: [ViewNode], hairline: CGFloat, into list: inout DisplayList) {
        guard metrics.kind == .plain, let sb = section.behavior as? SectionBehavior, let first = rows.first, let last = rows.last else { return }
        let separators = sb.separators
        let separator = section.environment.controlPalette.separator
        if !sb.hasHeader && !separators.hidden.contains(.top) {
            let inset = separatorInset(first)
            list.fill(Path(CGRect(x: first.frame.minX + inset, y: first.frame.minY, width: first.frame.width - inset, height: hairline)),
                      separators.tint(.top) ?? separator)
        }
        if !separators.hidden.contains(.bottom) {
            let inset = separatorInset(last)
            list.fill(Path(CGRect(x: last.frame.minX + inset, y: last.frame.maxY - hairline, width: last.frame.width - inset, height: hairline)),
                      separators.tint(.bottom) ?? separator)
        }
    }
}
