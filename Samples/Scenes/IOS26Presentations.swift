import Cairn

/// A mail-like screen in iOS 26's look: a large title over an inset-grouped list.
struct IOS26MailScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Label("Inbox", systemImage: "tray")
                    Label("Drafts", systemImage: "doc")
                    Label("Sent", systemImage: "paperplane")
                    Label("Junk", systemImage: "xmark.bin")
                    Label("Trash", systemImage: "trash")
                }
                Section("iCloud") {
                    Label("Archive", systemImage: "archivebox")
                    Label("Receipts", systemImage: "folder")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Mailboxes")
        }
    }
}

/// Issue 24: an alert in iOS 26's look (a 320-point card on regular glass, corner radius 34,
/// leading text, capsule buttons side by side).
struct IOS26AlertScene: View {
    var body: some View {
        IOS26MailScreen()
            .alert("Delete this mailbox?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Its messages move to Trash, where they stay for 30 days.")
            }
            .frame(width: 390, height: 844)
    }
}

/// Issue 24: a sheet at its medium detent in iOS 26's look (floating 8 points in from the
/// edges on regular glass, top corners 38, bottom corners 54).
struct IOS26SheetScene: View {
    var body: some View {
        IOS26MailScreen()
            .sheet(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Filter").font(.title2.bold())
                    Toggle("Unread", isOn: .constant(true))
                    Toggle("Flagged", isOn: .constant(false))
                    Toggle("With attachments", isOn: .constant(false))
                }
                .padding(24)
                .frame(maxHeight: .infinity, alignment: .top)
                .presentationDetents([.medium, .large])
            }
            .frame(width: 390, height: 844)
    }
}

/// Issue 24: a confirmation dialog in iOS 26's look (a 240-point glass panel centred on the
/// undimmed screen, capsule buttons, the declared Cancel button not drawn).
struct IOS26ConfirmationDialogScene: View {
    var body: some View {
        IOS26MailScreen()
            .confirmationDialog("Empty Trash?", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Empty Trash", role: .destructive) {}
                Button("Archive All") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("12 messages will be deleted.")
            }
            .frame(width: 390, height: 844)
    }
}

extension SampleCatalog {
    /// iOS 26's alert, medium sheet and confirmation dialog (issue 24), at scale 2.
    static var ios26PresentationSamples: [Sample] {
        [Sample("ios26-alert", IOS26AlertScene(), width: 390, height: 844, outputs: [SampleOutput("ios26-alert@2x.png", scale: 2)], designEra: .iOS26),
         Sample("ios26-sheet", IOS26SheetScene(), width: 390, height: 844, outputs: [SampleOutput("ios26-sheet@2x.png", scale: 2)], designEra: .iOS26),
         Sample("ios26-confirmation-dialog", IOS26ConfirmationDialogScene(), width: 390, height: 844,
                outputs: [SampleOutput("ios26-confirmation-dialog@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
