import Cairn

/// A presented `.confirmationDialog` over an iPhone-sized screen: a photo library list under
/// a navigation bar, dimmed, with the action sheet at the bottom — its title shown
/// (`titleVisibility: .visible`), a message, two actions (one destructive, red) in one
/// rounded group and the Cancel button alone, bold, below.
public struct ConfirmationDialogScene: View {
    @State private var confirming = true

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Albums") {
                    Text("Summer 2026")
                    Text("Lisbon")
                    Text("Screenshots")
                }
                Section {
                    Button("Delete Album", role: .destructive) { confirming = true }
                }
            }
            .navigationTitle("Photos")
            .confirmationDialog("Delete “Lisbon”?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete Album Only") {}
                Button("Delete Album and Photos", role: .destructive) {}
            } message: {
                Text("The photos stay in your library unless you delete them too.")
            }
        }
    }
}
