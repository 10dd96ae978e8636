import Cairn
import CairnActivityKit
import Foundation

// The Dynamic Island presentations of a Live Activity (WidgetKit, iOS 16.1): its modes, the
// expanded regions and their builder, and `DynamicIsland` itself; drawn by
// `IslandPresentation` (LiveActivityPresentation.swift).

/// The presentations of a Live Activity in the Dynamic Island (WidgetKit's
/// `DynamicIslandMode`).
public struct DynamicIslandMode: Equatable, Hashable, Sendable {
    let name: String
    /// The compact leading view.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact trailing view.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where a region of the expanded Dynamic Island sits (WidgetKit's
/// `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Equatable, Hashable, Sendable {
    let name: String
    /// Beside the TrueDepth camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the TrueDepth camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the TrueDepth camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions, the whole width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    /// A region at `position` holding `content`. `priority` is kept but does not change the
    /// drawing: regions at one position stack in the order written (Apple does not document
    /// how it shares space by priority).
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// This region with its view erased.
    var erased: ExpandedRegion { ExpandedRegion(position: position, priority: priority, content: AnyView(content)) }
}

/// A region with its view erased: what the expanded-content builder collects (its members
/// are the builder's business).
public struct ExpandedRegion {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: AnyView
}

/// The regions of an expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [ExpandedRegion]
}

/// Builds the regions of an expanded Dynamic Island (WidgetKit's
/// `DynamicIslandExpandedContentBuilder`): regions, conditions and loops.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// A region.
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> [ExpandedRegion] { [region.erased] }
    /// The regions of every part, in order.
    public static func buildBlock(_ parts: [ExpandedRegion]...) -> [ExpandedRegion] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ExpandedRegion]?) -> [ExpandedRegion] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [ExpandedRegion]) -> [ExpandedRegion] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [ExpandedRegion]) -> [ExpandedRegion] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[ExpandedRegion]]) -> [ExpandedRegion] { parts.flatMap { $0 } }
    /// An `if #available`.
    public static func buildLimitedAvailability(_ part: [ExpandedRegion]) -> [ExpandedRegion] { part }
    /// The content the regions make.
    public static func buildFinalResult(_ parts: [ExpandedRegion]) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: parts)
    }
}

/// The Dynamic Island presentations of a Live Activity (WidgetKit's `DynamicIsland`).
public struct DynamicIsland {
    let regions: [ExpandedRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keyline: Color?
    var margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)] = []

    /// The expanded regions, the compact leading and trailing views, and the minimal view.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        regions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// A subtle tint on the island's border (drawn as a 1-point keyline in `color` at 50 %
    /// opacity: Cairn's estimate of "subtle").
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keyline = color
        return copy
    }

    /// The URL the island opens when tapped (nothing drawn).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// Content margins of `length` on `edges` for the presentation `mode`, instead of the
    /// default ones.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        copy.margins.append((mode, edges, length.isFinite ? max(0, length) : 0))
        return copy
    }

    /// The margins of `mode`: the defaults, overridden edge by edge as `contentMargins` said.
    func insets(for mode: DynamicIslandMode, defaults: EdgeInsets) -> EdgeInsets {
        var insets = defaults
        for margin in margins where margin.mode == mode {
            let l = CGFloat(margin.length)
            if margin.edges.contains(.top) { insets.top = l }
            if margin.edges.contains(.bottom) { insets.bottom = l }
            if margin.edges.contains(.leading) { insets.leading = l }
            if margin.edges.contains(.trailing) { insets.trailing = l }
        }
        return insets
    }
}
