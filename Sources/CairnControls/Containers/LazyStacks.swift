import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// Which section views a lazy stack or grid pins while scrolling (no effect at rest).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views as they scroll into view; a still image shows
/// them all, laid out exactly as `VStack` lays them out (reference §4).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// A lazy vertical stack; `spacing: nil` uses the children's spacing preferences.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: `LazyVStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { containerNodes(layout, content: content, context: context, name: "LazyVStack") }
}

/// A horizontal stack that creates its views as they scroll into view; a still image shows
/// them all, laid out exactly as `HStack` lays them out (reference §4).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// A lazy horizontal stack; `spacing: nil` uses the children's spacing preferences.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: `LazyHStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { containerNodes(layout, content: content, context: context, name: "LazyHStack") }
}
