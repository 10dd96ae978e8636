import CairnDisplayList
import CairnGeometry
import Foundation

/// How a glass shape appears and disappears inside a `GlassEffectContainer` (Apple:
/// `GlassEffectTransition`, iOS 26).
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind
    /// The glass morphs from or into the shape with the same `glassEffectID` (the default).
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The glass fades in or out where it is (Apple: "materialize"; Cairn fades its opacity).
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// No animation: the glass appears and disappears at once.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

/// A `glassEffectID` key, kept apart from other matched-geometry ids.
struct GlassEffectMatchID: Hashable { let id: AnyHashable }

extension View {
    /// Identifies this view's glass so that, when views come and go between states, the
    /// glass of the one that leaves morphs into the one that arrives with the same id
    /// (Apple: `glassEffectID(_:in:)`, iOS 26). Cairn does this with its matched geometry
    /// (`matchedGeometryEffect(id:in:)` on the frame): in an animation export the arriving
    /// view starts from the leaving one's frame. A still shows the view unchanged; a nil id
    /// does nothing.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        GlassEffectIDView(content: self, id: id.map { GlassEffectMatchID(id: AnyHashable($0)) }, namespace: namespace)
    }

    /// How this view's glass appears and disappears (Apple: `glassEffectTransition(_:)`,
    /// iOS 26). `.materialize` is an opacity transition, `.identity` none; `.matchedGeometry`
    /// (the default) leaves the morph to `glassEffectID(_:in:)`.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        GlassTransitionView(content: self, transition: transition)
    }

    /// Extends this view beyond the safe area with mirrored, blurred copies (Apple:
    /// `backgroundExtensionEffect()`, iOS 26: copies are placed "around the view on any edge
    /// with available safe area"). A render has no device safe area to extend into (no status
    /// bar, home indicator or sidebar overlaps the picture), so Cairn draws the view
    /// unchanged, as iOS does where no safe area borders the view.
    public func backgroundExtensionEffect() -> some View { self }

    /// Chooses the scroll edge effect of scroll views in this view (Apple:
    /// `scrollEdgeEffectStyle(_:for:)`, iOS 26): the blur or fade where scrolled content
    /// passes under a bar. Cairn draws scroll views at rest at the top, where no content
    /// passes under a bar and iOS shows no edge effect: the picture is unchanged.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides or shows the scroll edge effect (Apple: `scrollEdgeEffectHidden(_:for:)`, iOS 26);
    /// unchanged at rest, as `scrollEdgeEffectStyle(_:for:)`.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// How the tab bar minimises while scrolling (Apple: `tabBarMinimizeBehavior(_:)`,
    /// iOS 26). A still is at rest, before any scroll, where the tab bar is full size under
    /// every behaviour: the picture is unchanged.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}

/// The style of the scroll edge effect (Apple: `ScrollEdgeEffectStyle`, iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A sharp divide between content and bar.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A soft fade of content under the bar.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// When the tab bar minimises (Apple: `TabBarMinimizeBehavior`, iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    /// Minimises when content scrolls down.
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    /// Minimises when content scrolls up.
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    /// Never minimises.
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

struct GlassEffectIDView<Content: View>: View {
    let content: Content
    let id: GlassEffectMatchID?
    let namespace: Namespace.ID
    var body: some View {
        if let id {
            content.matchedGeometryEffect(id: id, in: namespace)
        } else {
            content
        }
    }
}

struct GlassTransitionView<Content: View>: View {
    let content: Content
    let transition: GlassEffectTransition
    var body: some View {
        switch transition.kind {
        case .matchedGeometry: content
        case .materialize: content.transition(.opacity)
        case .identity: content.transition(.identity)
        }
    }
}
