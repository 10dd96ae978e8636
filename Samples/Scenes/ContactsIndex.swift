import Cairn

/// iOS 26's list section index: a contacts list whose sections set `sectionIndexLabel(_:)`,
/// its index down the trailing edge, light and dark.
struct ContactsIndex: View {
    static let people = [
        "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Brian Kernighan", "Claude Shannon", "Dennis Ritchie",
        "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "Ken Thompson", "Margaret Hamilton",
    ]

    var grouped: [(letter: String, names: [String])] {
        Dictionary(grouping: Self.people) { String($0.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { (letter: $0.key, names: $0.value) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.letter) { group in
                    Section(group.letter) {
                        ForEach(group.names, id: \.self) { Text($0) }
                    }
                    .sectionIndexLabel(group.letter)
                }
            }
            .listSectionIndexVisibility(.visible)
            .navigationTitle("Contacts")
        }
    }
}

extension SampleCatalog {
    /// The list section index (iOS 26), light and dark, at scale 2.
    static var contactsIndexSamples: [Sample] {
        [Sample("contacts-index", HStack(spacing: 0) {
            ContactsIndex().frame(width: 320, height: 560)
            ContactsIndex().frame(width: 320, height: 560).environment(\.colorScheme, .dark)
        }, width: 640, height: 560, outputs: [SampleOutput("contacts-index@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
