import Cairn

/// A presented `.alert` over an iPhone-sized screen: a notes list under a navigation bar,
/// dimmed, with the alert card centred on the canvas — title, message, and a Cancel (bold,
/// leading) and a destructive Delete (red) side by side.
public struct AlertScene: View {
    @State private var confirming = true

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Recently Deleted") {
                    Text("Groceries")
                    Text("Trip to Lisbon")
                    Text("Meeting notes")
                }
                Section {
                    Button("Delete All", role: .destructive) { confirming = true }
                }
            }
            .navigationTitle("Notes")
            .alert("Delete All Notes?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("These notes will be deleted from all your devices. This action cannot be undone.")
            }
        }
    }
}
