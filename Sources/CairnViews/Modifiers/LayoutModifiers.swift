import CairnGeometry
import CairnLayout
import Foundation

/// A view wrapped node by node in a unary layout (frame, padding, fixedSize, ...).
struct UnaryLayoutView<Content: View, L: NodeUnaryLayout>: View, PrimitiveView {
    let content: Content
    let layout: L
    /// What resolving the view reports (an invalid length the layout ignores): kept here
    /// rather than in a wrapping `DiagnosticView`, one level fewer for every frame.
    let messages: [String]
    /// Formats the node's description name from the layout, only when one is asked for
    /// (a function, not a closure capturing the lengths: no allocation per view).
    let describe: (L) -> String
    init(content: Content, layout: L, messages: [String] = [], describe: @escaping (L) -> String) {
        self.content = content
        self.layout = layout
        self.messages = messages
        self.describe = describe
    }
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in messages { context.graph.diagnose(message) }
        // Read before the closure: inside it, each read of a member fetched this generic
        // type's metadata again, once per node.
        let layout = self.layout, describe = self.describe
        return context.wrapEach(content) { ViewNode.unary(layout, child: $0, context: $1, describe: describe) }
    }
}

private func describe(_ pairs: [(String, CGFloat?)]) -> String {
    pairs.compactMap { label, v in v.map { "\(label): \(NumberFormat.rounded($0))" } }.joined(separator: ", ")
}

extension View {
    /// Gives the view a fixed width and/or height; an omitted length follows the child
    /// (reference §7.1). Negative or non-finite lengths are ignored with a diagnostic.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let invalid = (width.map { validLength($0) == nil } ?? false) || (height.map { validLength($0) == nil } ?? false)
        return UnaryLayoutView(content: self, layout: FrameLayout(width: width, height: height, alignment: alignment),
                               messages: invalid ? InputDiagnostics.frame(width: width, height: height) : []) {
            "Frame(\(describe([("width", $0.width), ("height", $0.height)])))"
        }
    }

    /// Constrains the view's size with minimum, ideal and maximum lengths (reference §7.2).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let layout = FlexFrameLayout(
            horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        func bad(_ v: CGFloat?) -> Bool { v.map { $0.isNaN || $0 < 0 } ?? false }
        // Checked length by length: the labelled list is made only for a message.
        let suspect = layout.isContradictory || bad(minWidth) || bad(idealWidth) || bad(maxWidth)
            || bad(minHeight) || bad(idealHeight) || bad(maxHeight)
        let messages = suspect ? InputDiagnostics.flexFrame(layout, given: [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]) : []
        return UnaryLayoutView(content: self, layout: layout, messages: messages) {
            "FlexFrame(" + describe([
                ("minWidth", $0.horizontal.min), ("idealWidth", $0.horizontal.ideal), ("maxWidth", $0.horizontal.max),
                ("minHeight", $0.vertical.min), ("idealHeight", $0.vertical.ideal), ("maxHeight", $0.vertical.max),
            ]) + ")"
        }
    }

    /// Pads the given edges by `length`, or by the default 16 points when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return padding(EdgeInsets(edges, l))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads `edges` by the amount appropriate for the scene, as SwiftUI's `scenePadding(_:)`
    /// (iOS 15). Apple publishes no amount for iOS (on watchOS it is the scene's margins);
    /// Cairn's estimate is the system's default padding, what `padding()` gives (16 points).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Pads `edges` by `padding`, as SwiftUI's `scenePadding(_:edges:)` (iOS 16): `.minimum`,
    /// the minimum scene padding (Cairn's estimate: the default padding, 16 points).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }

    /// Pads each edge by its inset.
    /// Non-finite insets are treated as 0 with a diagnostic.
    public func padding(_ insets: EdgeInsets) -> some View {
        let finite = insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite
        return UnaryLayoutView(content: self, layout: PaddingLayout(insets: insets),
                               messages: finite ? [] : InputDiagnostics.padding(insets)) { _ in "Padding" }
    }

    /// Proposes nil (the ideal size) on both axes to this view.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nil (the ideal size) on the chosen axes to this view.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        UnaryLayoutView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), describe: { _ in "FixedSize" })
    }

    /// Takes the whole proposed space and puts this view's centre at `position`.
    public func position(_ position: CGPoint) -> some View {
        UnaryLayoutView(content: self, layout: PositionLayout(position: position), describe: { _ in "Position" })
    }

    /// Takes the whole proposed space and puts this view's centre at (x, y).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Constrains this view to an aspect ratio (width / height; nil: its ideal size's).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        UnaryLayoutView(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), describe: { _ in "AspectRatio" })
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales to fit the proposal, keeping the aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales to fill the proposal, keeping the aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// The padding that spaces a view from its scene's edges, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum scene padding.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content (watchOS; the default padding elsewhere).
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
