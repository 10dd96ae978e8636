import CairnViews
import Foundation

/// The button that grants one-time location authorization, as CoreLocationUI's SwiftUI
/// `LocationButton` (iOS 15): the location arrow and the title ("Current Location" unless
/// another `Title`, or none: the arrow alone).
///
/// Apple documents the button's content (its titles, and a picture of "the filled arrow style
/// and a label that shows Current Location") and that `labelStyle(_:)`, `symbolVariant(_:)`,
/// `tint(_:)`, `foregroundStyle(_:)` and `cornerRadius` change it, not its metrics: Cairn draws
/// it as a prominent bordered button (Cairn's estimate: white on the tint, the era's prominent
/// shape — a capsule on iOS 26, a rounded rectangle on iOS 17), the arrow `location` (outline;
/// `.symbolVariant(.fill)` fills it, as on iOS). A button style does not change it: the system
/// draws the button. A render has no location: the action never runs.
public struct LocationButton: View {
    /// The text of the button (CoreLocationUI's `LocationButton.Title`).
    public struct Title: Sendable, Equatable {
        /// The text.
        let text: String
        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?

    /// A button showing `title` (nil: the arrow alone) that runs `action` when tapped.
    public init(_ title: Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
    }

    /// The button: the arrow and the title, drawn as a prominent bordered button.
    public var body: some View {
        Button(action: {}) {
            if let title {
                Label(title.text, systemImage: "location")
            } else {
                Image(systemName: "location")
            }
        }
        .buttonStyle(.borderedProminent)
    }
}
