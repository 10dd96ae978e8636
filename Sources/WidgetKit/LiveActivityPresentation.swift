import Cairn
import CairnActivityKit
import CairnPreviews
import Foundation

// How a Live Activity is drawn: the HIG's geometry, `LiveActivityContainer`, the Lock Screen
// and Dynamic Island presentations, and the Live Activity form of `#Preview`.

/// The geometry of Live Activity presentations: Apple's Human Interface Guidelines ("Live
/// Activities", Specifications) for a 393 × 852-point iPhone, whose Dynamic Island is also
/// that of the 402-point iPhone 17 Cairn draws by default (the HIG: compact or minimal island
/// 230 points wide, expanded 371, on iPhone 17, 17 Pro, 16, 16 Pro, 15 and 14 Pro). All in
/// points.
enum LiveActivityMetrics {
    /// The Lock Screen presentation's width (HIG: 371 × 84–160 on 393 × 852).
    static let lockScreenWidth: CGFloat = 371
    /// The shortest and tallest a presentation is (HIG: 84–160; ActivityKit: "The system may
    /// truncate a Live Activity if its height exceeds 160 points").
    static let minimumHeight: CGFloat = 84
    /// See `minimumHeight`.
    static let maximumHeight: CGFloat = 160
    /// The Lock Screen presentation's corner radius (Cairn's estimate: Apple gives the
    /// island's, not this one's).
    static let lockScreenCornerRadius: CGFloat = 22
    /// The compact leading and trailing views' size (HIG: 52.33 × 36.67).
    static let compactSide = CGSize(width: 52.33, height: 36.67)
    /// The compact island's width (HIG: 230 on iPhone 17); the camera's region is what the
    /// two compact views leave of it.
    static let compactWidth: CGFloat = 230
    /// The camera's region between the compact views: 230 − 2 × 52.33.
    static var cameraWidth: CGFloat { compactWidth - 2 * compactSide.width }
    /// The minimal view's width range and height (HIG: 36.67–45 × 36.67).
    static let minimalWidth: ClosedRange<CGFloat> = 36.67...45
    /// The island's height when compact or minimal (HIG: 36.67).
    static var islandHeight: CGFloat { compactSide.height }
    /// The expanded island's width (HIG: 371).
    static let expandedWidth: CGFloat = 371
    /// The island's corner radius (HIG: "The Dynamic Island uses a corner radius of 44
    /// points").
    static let expandedCornerRadius: CGFloat = 44
    /// The default margins of the compact and minimal views (Cairn's estimate: Apple
    /// documents `contentMargins(_:_:for:)` but not the defaults).
    static let compactMargins = EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
    /// The default margins of the expanded presentation (Cairn's estimate, as above).
    static let expandedMargins = EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
}

/// A Live Activity drawn as iOS shows it: its Lock Screen presentation or a Dynamic Island
/// presentation for `attributes` and `state`, at the sizes of `LiveActivityMetrics`.
///
/// `ImageRenderer(content: LiveActivityContainer(DeliveryActivity(), kind: .dynamicIsland(.expanded), attributes: order, state: .preparing))`.
public struct LiveActivityContainer: View {
    let view: AnyView

    /// The Live Activity `widget` (whose configuration is an `ActivityConfiguration` of
    /// `Attributes`) shown as `kind` for `attributes` and `state`; a widget of another
    /// configuration draws nothing.
    public init<W: Widget, Attributes: ActivityAttributes>(_ widget: W, kind: ActivityPreviewViewKind, attributes: Attributes,
                                                          state: Attributes.ContentState) {
        let context = ActivityViewContext(attributes: attributes, state: state, isStale: false, activityID: "preview")
        guard let configuration = widget.body.activityConfiguration(of: Attributes.self) else {
            view = AnyView(EmptyView())
            return
        }
        switch kind {
        case .content:
            view = AnyView(LockScreenPresentation(content: configuration.lockScreen(context)))
        case .dynamicIsland(let state):
            view = AnyView(IslandPresentation(island: configuration.island(context), state: state))
        }
    }

    /// The presentation.
    public var body: some View { view }
}

extension WidgetConfiguration {
    /// The `ActivityConfiguration` of `Attributes` this configuration resolves to, if any.
    func activityConfiguration<Attributes: ActivityAttributes>(of: Attributes.Type) -> ActivityConfiguration<Attributes>? {
        if let configuration = self as? ActivityConfiguration<Attributes> { return configuration }
        if self is WidgetContentSource || Body.self == Self.self { return nil }
        return body.activityConfiguration(of: Attributes.self)
    }
}

/// The Lock Screen presentation: the content at the presentation's width and its own height
/// (at most 160 points), over its `activityBackgroundTint` or the system's background, in a
/// rounded rectangle.
struct LockScreenPresentation: View {
    let content: AnyView
    var body: some View {
        let shape = RoundedRectangle(cornerRadius: LiveActivityMetrics.lockScreenCornerRadius, style: .continuous)
        HeightCapped(range: LiveActivityMetrics.minimumHeight...LiveActivityMetrics.maximumHeight, centred: true) {
            content.frame(width: LiveActivityMetrics.lockScreenWidth)
        }
            .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
                // Without a tint, the system's material (ActivityKit: "nil for the system
                // default material").
                if let tint { tint } else { Rectangle().fill(.regularMaterial) }
            }
            .clipShape(shape)
            .environment(\.activityFamily, .medium)
    }
}

/// A Dynamic Island presentation: black, in the dark colour scheme, as iOS draws the island.
struct IslandPresentation: View {
    let island: DynamicIsland
    let state: ActivityPreviewViewKind.DynamicIslandPreviewViewState

    var body: some View {
        Group {
            switch state {
            case .compact: compact
            case .minimal: minimal
            case .expanded: expanded
            }
        }
        .environment(\.colorScheme, .dark)
    }

    /// The keyline over `shape`, when the island has a tint.
    @ViewBuilder func keyline<S: InsettableShape>(_ shape: S) -> some View {
        if let color = island.keyline { shape.strokeBorder(color.opacity(0.5), lineWidth: 1) }
    }

    var compact: some View {
        let m = LiveActivityMetrics.self
        let insets = island.insets(for: .compactLeading, defaults: m.compactMargins)
        let trailingInsets = island.insets(for: .compactTrailing, defaults: m.compactMargins)
        return HStack(spacing: 0) {
            island.compactLeading.padding(insets).frame(width: m.compactSide.width, height: m.islandHeight)
            Color.clear.frame(width: m.cameraWidth)
            island.compactTrailing.padding(trailingInsets).frame(width: m.compactSide.width, height: m.islandHeight)
        }
        .frame(height: m.islandHeight)
        .background(Capsule().fill(Color.black))
        .overlay(keyline(Capsule()))
    }

    var minimal: some View {
        let m = LiveActivityMetrics.self
        return island.minimal
            .padding(island.insets(for: .minimal, defaults: m.compactMargins))
            .fixedSize()
            .frame(minWidth: m.minimalWidth.lowerBound, maxWidth: m.minimalWidth.upperBound, minHeight: m.islandHeight, maxHeight: m.islandHeight)
            .fixedSize()
            .background(Capsule().fill(Color.black))
            .overlay(keyline(Capsule()))
    }

    func region(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
        let found = island.regions.filter { $0.position == position }
        guard !found.isEmpty else { return nil }
        return AnyView(VStack(spacing: 0) { ForEach(Array(found.enumerated()), id: \.offset) { $0.element.content } })
    }

    var expanded: some View {
        let m = LiveActivityMetrics.self
        let shape = RoundedRectangle(cornerRadius: m.expandedCornerRadius, style: .continuous)
        let leading = region(.leading), trailing = region(.trailing), center = region(.center), bottom = region(.bottom)
        let empty = AnyView(Color.clear.frame(height: 0))
        return HeightCapped(range: m.minimumHeight...m.maximumHeight, centred: false) {
            VStack(spacing: 8) {
                // Leading and trailing beside the TrueDepth camera, in equal widths; the centre
                // right below the camera; the bottom below them all (Apple's
                // DynamicIslandExpandedRegionPosition and "Displaying live data with Live
                // Activities": "leading and trailing positions receive an equal amount of
                // horizontal space").
                if leading != nil || trailing != nil {
                    HStack(alignment: .top, spacing: 0) {
                        (leading ?? empty).frame(maxWidth: .infinity, alignment: .leading)
                        Color.clear.frame(width: m.cameraWidth, height: 0)
                        (trailing ?? empty).frame(maxWidth: .infinity, alignment: .trailing)
                    }
                } else if center != nil {
                    Color.clear.frame(height: max(0, m.islandHeight - m.expandedMargins.top - 8))
                }
                center.map { $0.frame(maxWidth: .infinity) }
                bottom.map { $0.frame(maxWidth: .infinity) }
            }
            .padding(island.insets(for: .expanded, defaults: m.expandedMargins))
            .frame(width: m.expandedWidth)
        }
        .background(shape.fill(Color.black))
        .overlay(keyline(shape))
        .clipShape(shape)
    }
}

/// Lays its one view out at the proposed width and its own height kept in `range` (a Live
/// Activity is 84 to 160 points tall: shorter content is centred or at the top, taller content
/// cut off, as the HIG says the system truncates it).
struct HeightCapped: Layout {
    let range: ClosedRange<CGFloat>
    let centred: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let view = subviews.first else { return .zero }
        let size = view.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        let height = size.height.isFinite ? min(max(size.height, range.lowerBound), range.upperBound) : range.lowerBound
        return CGSize(width: size.width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let view = subviews.first else { return }
        let own = view.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        let y = centred && own.isFinite && own < bounds.height ? bounds.minY + (bounds.height - own) / 2 : bounds.minY
        view.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}

/// Builds the content states of a Live Activity preview (WidgetKit's
/// `PreviewActivityBuilder`): `contentStates: { .preparing; .delivering }`.
@resultBuilder
public enum PreviewActivityContentStatesBuilder {
    /// A content state.
    public static func buildExpression<State>(_ state: State) -> [State] { [state] }
    /// The states of every part, in order.
    public static func buildBlock<State>(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional<State>(_ part: [State]?) -> [State] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither<State>(first: [State]) -> [State] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither<State>(second: [State]) -> [State] { second }
    /// A `for` loop.
    public static func buildArray<State>(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
}

/// Declares a preview of a Live Activity shown as `kind` for `attributes`, with the content
/// states `contentStates` lists, as WidgetKit's `#Preview(_:as:using:widget:contentStates:)`:
///
/// ```swift
/// #Preview("Island", as: .dynamicIsland(.expanded), using: PizzaAttributes.preview) {
///     PizzaLiveActivity()
/// } contentStates: {
///     PizzaAttributes.ContentState.baking
///     PizzaAttributes.ContentState.delivering
/// }
/// ```
/// `cairn previews` draws the first state (Xcode's canvas starts there).
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityContentStatesBuilder contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "CairnMacroPlugin", type: "PreviewMacro")

extension Preview {
    /// A preview of the Live Activity `widget` makes, shown as `kind` for `attributes` and the
    /// first of `contentStates` (what `#Preview(_:as:using:widget:contentStates:)` expands to).
    @MainActor public init<W: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
        @PreviewActivityContentStatesBuilder contentStates: @escaping () -> [Attributes.ContentState]
    ) {
        self.init(name: name, traitList: [.sizeThatFitsLayout]) {
            guard let state = contentStates().first else { return AnyView(EmptyView()) }
            return AnyView(LiveActivityContainer(widget(), kind: kind, attributes: attributes, state: state))
        }
    }
}
