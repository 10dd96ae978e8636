import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// Lengths for some edges of a rectangle, each nil where none was given: the margins
/// `.listSectionMargins(_:_:)` set around a list's sections and the insets
/// `.listRowInsets(_:_:)` set in a row, each edge nil for the list style's default.
///
/// For section margins, Cairn's model of the defaults (Apple: "The default section margins are based on the list
/// style", with no numbers): the leading and trailing margins are the style's card inset (16
/// points in `.insetGrouped` and `.inset`, 0 in `.grouped` and `.plain`); the top margin is the
/// space the style leaves above a section (its section spacing, or the header's top space);
/// the bottom margin is 0, so two default sections keep the style's spacing and an explicit
/// bottom margin adds to the next section's top one.
struct PartialEdgeInsets: Sendable, Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// Sets `edges` to `length` (nil, negative or not finite: back to the default).
    mutating func set(_ edges: Edge.Set, _ length: CGFloat?) {
        let value = validLength(length)
        if edges.contains(.top) { top = value }
        if edges.contains(.leading) { leading = value }
        if edges.contains(.bottom) { bottom = value }
        if edges.contains(.trailing) { trailing = value }
    }

    /// These lengths, with `other`'s where these have none.
    func filled(from other: PartialEdgeInsets) -> PartialEdgeInsets {
        PartialEdgeInsets(top: top ?? other.top, leading: leading ?? other.leading,
                          bottom: bottom ?? other.bottom, trailing: trailing ?? other.trailing)
    }

    /// `insets` with these lengths on the edges that have one.
    func applied(to insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? insets.top, leading: leading ?? insets.leading,
                   bottom: bottom ?? insets.bottom, trailing: trailing ?? insets.trailing)
    }
}

private struct ListSectionMarginsKey: EnvironmentKey { static var defaultValue: PartialEdgeInsets { PartialEdgeInsets() } }

extension EnvironmentValues {
    /// The section margins of the lists (or the section) in this view.
    var listSectionMargins: PartialEdgeInsets {
        get { self[ListSectionMarginsKey.self] }
        set { self[ListSectionMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets the margins of list sections on the given edges (iOS 26; Apple: "Use this modifier
    /// on a list section to set customize its margins… Margins for the other edges remain
    /// unchanged").
    ///
    /// On a `Section` it sets that section's margins; on a `List` or `Form`, every section's.
    /// The leading and trailing margins are the section card's distance from the list's edges
    /// (its rows, header and footer move with the card); the top margin is the space above the
    /// section, the bottom margin the space below it (see `PartialEdgeInsets` for the
    /// defaults, Cairn's model). A nil `length` restores the style's default for those edges;
    /// a negative or non-finite one counts as nil.
    ///
    /// ```swift
    /// Form {
    ///     Section("Account") { Text("Name") }
    ///         .listSectionMargins(.horizontal, 0)   // a card from edge to edge
    /// }
    /// ```
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        transformEnvironment(\.listSectionMargins) { $0.set(edges, length) }
    }
}
