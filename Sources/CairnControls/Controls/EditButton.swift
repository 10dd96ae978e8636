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

/// A button that triggers the standard rename action (Apple: `RenameButton`, iOS 16): labelled
/// "Rename" with the `pencil` symbol, running the `\.rename` action that `renameAction(_:)`
/// sets. Apple: "the system disables the button if you don't define an action", so without one
/// it is drawn disabled.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    /// A rename button.
    public init() where Label == CairnViews.Label<Text, Image> {}

    /// The button: "Rename" with a pencil, disabled without a rename action.
    public var body: some View {
        let action = rename
        Button { action?() } label: { CairnViews.Label("Rename", systemImage: "pencil") }
            .disabled(action == nil)
    }
}
