import CairnDisplayList
import CairnShapes
import CairnGeometry
import Foundation
import CairnViews

// `navigationSubtitle(_:)` and the `.subtitle` toolbar placement (iOS 26).

enum NavigationSubtitleKey {}

extension View {
    /// A line of context under the navigation title (Apple: `navigationSubtitle(_:)`, iOS 26,
    /// macOS 11: "On iOS and iPadOS, the subtitle is displayed with the navigation title in
    /// the navigation bar"). Drawn in `secondaryLabel`, one line: under a large title in
    /// `.subheadline`, the large-title area 18 points taller (the subheadline's line); under
    /// an inline title in `.footnote`, the two lines centred together in the bar's row.
    /// Apple publishes no metrics for it: the fonts and the 18 points are Cairn's estimate,
    /// from the type ramp's next sizes under the title's (Large Title 34 → Subheadline 15,
    /// Headline 17 → Footnote 13; Apple's "Typography" in the Human Interface Guidelines).
    /// Cairn draws it in both design eras.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationSubtitleKey.self), value: subtitle)
    }

    /// A subtitle from a localized string key (see `navigationSubtitle(_:)` with `Text`).
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(Text(subtitleKey)) }

    /// A subtitle shown verbatim (see `navigationSubtitle(_:)` with `Text`).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { navigationSubtitle(Text(subtitle)) }
}

extension ToolbarItemPlacement {
    /// The navigation bar's inline subtitle area (Apple: `subtitle`, iOS 26): "The view
    /// appears when the navigation bar renders its title inline, and takes precedence over
    /// the value provided to the `View.navigationSubtitle(_:)` modifier." Under a large title
    /// the item is not shown.
    public static let subtitle = ToolbarItemPlacement(leading: false, principal: false, bar: .subtitle)
}

/// A navigation title with its subtitle under it: leading-aligned under a large title,
/// centred under an inline one (see `navigationSubtitle(_:)`).
struct NavigationTitleStack: View {
    let title: AnyView
    let subtitle: AnyView
    let large: Bool
    let colour: Color

    /// The height the subtitle adds to the large-title area (Cairn's estimate: the
    /// subheadline's line).
    static let largeSubtitleHeight: CGFloat = 18

    var body: some View {
        VStack(alignment: large ? .leading : .center, spacing: 0) {
            title
            subtitle
                .font(large ? .subheadline : .footnote)
                .foregroundStyle(colour)
                .lineLimit(1)
        }
    }
}
