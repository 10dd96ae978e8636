import CairnGeometry
import CairnViews

/// The sizing behaviour of buttons and button-like controls (iOS 26, Apple: `ButtonSizing`).
public struct ButtonSizing: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, flexible, fitted }
    let storage: Storage

    /// "The default button sizing behavior appropriate for the button's contextual placement
    /// and platform": on iOS a bordered button fits its label.
    public static let automatic = ButtonSizing(storage: .automatic)
    /// "Sizes a button flexibly along its primary axis, filling its available space by
    /// expanding or compressing beyond its ideal size."
    public static let flexible = ButtonSizing(storage: .flexible)
    /// "Sizes a button along its primary axis to fit its inner content, compressing if
    /// necessary."
    public static let fitted = ButtonSizing(storage: .fitted)
}

private struct ButtonSizingKey: EnvironmentKey { static var defaultValue: ButtonSizing { .automatic } }

extension EnvironmentValues {
    /// The preferred sizing behaviour of buttons in the view hierarchy (iOS 26, Apple:
    /// `buttonSizing`), set by `buttonSizing(_:)`; read it in a custom style to adapt.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Sets the preferred sizing behaviour of the buttons in this view (iOS 26, Apple:
    /// `buttonSizing(_:)`). With `.flexible`, the bordered, bordered prominent, glass and
    /// glass prominent button styles widen their label to fill the width they are offered,
    /// its text centred, their shape around it (Apple's example: a button that "spans the
    /// width of its container"); `.fitted` and `.automatic` fit the label.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }
}

/// A button label widened to the offered width when the environment's sizing is flexible;
/// the label itself otherwise.
struct SizedButtonLabel<Content: View>: View {
    let content: Content
    let sizing: ButtonSizing
    var body: some View {
        if sizing == .flexible {
            content.frame(maxWidth: .infinity)
        } else {
            content
        }
    }
}

extension View {
    /// This label widened when `sizing` is flexible (see `SizedButtonLabel`).
    func sized(_ sizing: ButtonSizing) -> some View { SizedButtonLabel(content: self, sizing: sizing) }
}
