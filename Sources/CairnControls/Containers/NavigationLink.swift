import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

/// A view that pushes a destination onto a navigation stack, drawn at rest: in a `List` or
/// `Form` row, its label in the label colour with a disclosure chevron (7 × 12, 2-point
/// stroke in `tertiaryLabel`) at the trailing edge, as iOS 17 draws a navigation row;
/// elsewhere its label as a borderless button. The destination is not drawn (a stack shows
/// a pushed screen only for a bound path or a presented destination).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// A link to `destination`, labelled by the builder's view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` given as a view (iOS 13–15 spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Never evaluated: `NavigationLink` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard context.environment.isInListRow else {
            return context.resolve(Button(action: {}) { label })
        }
        // The row puts the chevron at its trailing edge, after any badge (`listRowWithAccessories`).
        let row = HStack { label }
        guard context.environment.navigationLinkIndicatorVisibility != .hidden else { return context.resolve(row) }
        return context.resolve(LayoutValueView(content: row, key: ObjectIdentifier(NavigationRowChevronKey.self), value: true))
    }
}

/// The key under which a navigation link in a list row asks for the disclosure chevron at
/// the row's trailing edge.
enum NavigationRowChevronKey {}

/// The disclosure chevron at the trailing edge of a navigation row: 7 × 12, a 2-point round
/// stroke in `tertiaryLabel`.
struct NavigationRowChevron: View {
    var body: some View {
        ControlArtwork(name: "Chevron", size: { _ in CGSize(width: 7, height: 12) }) { f, env, list in
            var p = Path()
            p.move(to: CGPoint(x: f.minX + 1, y: f.minY + 1))
            p.addLine(to: CGPoint(x: f.maxX - 1, y: f.midY))
            p.addLine(to: CGPoint(x: f.minX + 1, y: f.maxY - 1))
            list.append(.stroke(p, .color(env.controlPalette.tertiaryLabel.resolved), StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` (a view) titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents the destination for `value` (`.navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link presenting `value`, titled by text from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    /// A link presenting `value`, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

private struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether a navigation link in this context shows its disclosure indicator (Apple:
    /// `navigationLinkIndicatorVisibility`, iOS 17): `.automatic` unless
    /// `navigationLinkIndicatorVisibility(_:)` set it. A link in a list row draws its
    /// chevron unless this is `.hidden`.
    public internal(set) var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the disclosure chevron of the navigation links in this view (Apple:
    /// `navigationLinkIndicatorVisibility(_:)`, iOS 17): "The following example hides the
    /// indicator for all links in the list. The indicator can be hidden for a specific link
    /// by placing the modifier on the `NavigationLink` itself." With `.hidden` a list row's
    /// link draws its label alone, the row otherwise unchanged; `.visible` and `.automatic`
    /// keep the chevron where iOS draws one (list and form rows), and add none elsewhere.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.navigationLinkIndicatorVisibility, visibility)
    }

}
