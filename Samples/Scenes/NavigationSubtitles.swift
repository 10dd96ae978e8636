import Cairn

/// `navigationSubtitle(_:)` (iOS 26) under a large title and under an inline one, and
/// `navigationLinkIndicatorVisibility(.hidden)` on the second screen's links.
struct NavigationSubtitles: View {
    var body: some View {
        HStack(spacing: 0) {
            NavigationStack {
                List {
                    Section {
                        NavigationLink("All Inboxes") { Text("Detail") }
                        NavigationLink("VIP") { Text("Detail") }
                        NavigationLink("Flagged") { Text("Detail") }
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Mailboxes")
                .navigationSubtitle("Updated Just Now")
                .toolbar { ToolbarItem { Button("Edit") {} } }
            }
            .frame(width: 320, height: 420)
            NavigationStack {
                List {
                    ForEach(["Weekly report", "Lunch on Friday?", "Your order has shipped"], id: \.self) { subject in
                        NavigationLink(subject) { Text(subject) }
                    }
                }
                .listStyle(.insetGrouped)
                .navigationLinkIndicatorVisibility(.hidden)
                .navigationTitle("Inbox")
                .navigationSubtitle("3 Unread")
                .navigationBarTitleDisplayMode(.inline)
            }
            .frame(width: 320, height: 420)
        }
    }
}

extension SampleCatalog {
    /// Navigation subtitles (iOS 26), at scale 2.
    static var navigationSubtitleSamples: [Sample] {
        [Sample("navigation-subtitles", NavigationSubtitles(), width: 640, height: 420,
                outputs: [SampleOutput("navigation-subtitles@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
