import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// The toolbar modifiers people style bars with, and placements of toolbar items.

extension ToolbarItemPlacement {
    /// A modal's cancel action: the leading end of the navigation bar on iOS (Apple:
    /// `cancellationAction`).
    public static let cancellationAction = ToolbarItemPlacement(leading: true, principal: false)
    /// A modal's confirming action: the trailing end of the navigation bar on iOS (Apple:
    /// `confirmationAction`).
    public static let confirmationAction = ToolbarItemPlacement(leading: false, principal: false)
    /// A modal's destructive action: the trailing end of the navigation bar on iOS (Apple:
    /// `destructiveAction`).
    public static let destructiveAction = ToolbarItemPlacement(leading: false, principal: false)
    /// A navigation action: the leading end of the navigation bar on iOS (Apple: `navigation`).
    public static let navigation = ToolbarItemPlacement(leading: true, principal: false)
    /// The bottom toolbar (Apple: `bottomBar`, iOS 14), below the content: its items packed
    /// from the leading end, a `Spacer()` or flexible `ToolbarSpacer` taking the room left
    /// (see `BottomToolbarBehavior`).
    public static let bottomBar = ToolbarItemPlacement(leading: false, principal: false, bar: .bottom)
    /// Status information (Apple: `status`): "In iOS and iPadOS, the system places status
    /// content in the center of the bottom toolbar."
    public static let status = ToolbarItemPlacement(leading: false, principal: false, bar: .status)
    /// Secondary actions (Apple: `secondaryAction`): on iPhone they collapse into the
    /// navigation bar's overflow menu, so the bar shows one "More" button at its trailing end
    /// (an ellipsis in a circle; iOS 26: an ellipsis on glass) and the items themselves only
    /// in the menu, which a still image shows closed.
    public static let secondaryAction = ToolbarItemPlacement(leading: false, principal: false, bar: .overflow)
    /// The bar above the on-screen keyboard (Apple: `keyboard`): a rendered view has no
    /// keyboard, so these items draw nothing, as on iOS while no text field is focused.
    public static let keyboard = ToolbarItemPlacement(leading: false, principal: false, bar: .hidden)
}

/// How a navigation title is shown (Apple: `ToolbarTitleDisplayMode`, iOS 17): the same as
/// `navigationBarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItemTitleDisplayMode
    var inlineLarge = false
    /// Large, inside the bar's row at its leading end (iOS 17; Apple: "displays the title as
    /// large inside the toolbar and moves any leading or centered toolbar items into the
    /// overflow menu of the toolbar"), as the App Store's Search tab shows it. Cairn draws the
    /// large-title font, 16 points in, centred in the 44-point row; leading and principal
    /// items go behind the More button at the trailing end.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline, inlineLarge: true)
    /// The style's choice: large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Large, below the bar's row.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// In the bar's row, small and centred.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
}

/// What the toolbar modifiers recorded for a navigation bar: its background's style and
/// visibility and its colour scheme.
struct NavigationBarAppearance {
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?
}

/// Records one toolbar appearance option on the content's nodes, leaving the others.
struct BarAppearanceWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let bars: [ToolbarPlacement]
    let update: (inout NavigationBarAppearance) -> Void
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        guard bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) else { return nodes }
        let key = ObjectIdentifier(NavigationBarAppearance.self)
        for n in nodes {
            var appearance = n.layoutValues[key] as? NavigationBarAppearance ?? NavigationBarAppearance()
            update(&appearance)
            n.layoutValues[key] = appearance
        }
        return nodes
    }
}

extension View {
    /// Sets the navigation bar's background (Apple: `toolbarBackground(_:for:)`). As on iOS,
    /// the bar shows it only where its background is visible — with
    /// `toolbarBackground(.visible, for: .navigationBar)`; at the top of the content
    /// (a still) the bar is otherwise transparent. Bars other than the navigation bar are
    /// left as they are.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        BarAppearanceWriter(content: self, bars: bars) { if $0.background == nil { $0.background = AnyShapeStyle(style) } }
    }

    /// Shows or hides the navigation bar's background (Apple: `toolbarBackground(_:for:)`
    /// with a `Visibility`): `.visible` fills the bar with its background (the bar material
    /// unless `toolbarBackground(_:for:)` sets a style).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        BarAppearanceWriter(content: self, bars: bars) { if $0.backgroundVisibility == nil { $0.backgroundVisibility = visibility } }
    }

    /// The preferred foreground style of bars (Apple: `toolbarForegroundStyle(_:for:)`,
    /// watchOS 9 only; iOS's bars take `toolbarColorScheme` and the tint). Cairn draws
    /// iPhone bars: nothing changes.
    public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Shows or hides the navigation bar's background (Apple:
    /// `toolbarBackgroundVisibility(_:for:)`, iOS 18's name).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        BarAppearanceWriter(content: self, bars: bars) { if $0.backgroundVisibility == nil { $0.backgroundVisibility = visibility } }
    }

    /// Sets the colour scheme of the navigation bar's title and items (Apple:
    /// `toolbarColorScheme(_:for:)`); as on iOS it applies where the bar's background is
    /// visible.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        BarAppearanceWriter(content: self, bars: bars) { if $0.colorScheme == nil { $0.colorScheme = colorScheme } }
    }

    /// Chooses how the navigation title is shown (Apple: `toolbarTitleDisplayMode(_:)`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationDisplayModeKey.self),
                        value: mode.inlineLarge ? InlineLargeTitle() as Any : mode.mode as Any)
    }

    /// Accepted for source compatibility: swipe actions show only while someone swipes a row
    /// (Apple: `swipeActions(edge:allowsFullSwipe:content:)`); the row draws unchanged.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
}

/// The value `toolbarTitleDisplayMode(.inlineLarge)` records in place of a display mode.
struct InlineLargeTitle {}
