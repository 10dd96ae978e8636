import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// The button that toggles a list's edit mode, as SwiftUI's `EditButton()`.
///
/// Apple: "A button that toggles the edit mode environment value"; its title is "Edit"
/// while not editing and "Done" while editing. A rendered list is never in edit mode, so it
/// draws as `Button("Edit")` in the environment's button style (accent-coloured text by
/// default, as in a navigation bar).
public struct EditButton: View {
    /// The button.
    public init() {}

    /// An "Edit" button.
    public var body: some View {
        Button("Edit") {}
    }
}
