import Cairn

/// A presented `.sheet` over an iPhone-sized screen, twice: at the default large detent the
/// presenting list is scaled back behind the sheet on black; with
/// `.presentationDetents([.medium])` the sheet covers the lower part of the dimmed list.
public struct SheetScene: View {
    let medium: Bool
    @State private var showing = true

    /// A sheet at the large detent (`medium: false`) or the medium one.
    public init(medium: Bool) { self.medium = medium }

    public var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Text("Morning run")
                    Text("Team meeting")
                    Text("Groceries")
                }
            }
            .navigationTitle("Reminders")
            .sheet(isPresented: $showing) {
                NavigationStack {
                    Form {
                        TextField("Title", text: .constant("Call the plumber"))
                        Toggle("Remind me on a day", isOn: .constant(true))
                    }
                    .navigationTitle("New Reminder")
                }
                .presentationDetents(medium ? [.medium] : [.large])
            }
        }
    }
}
