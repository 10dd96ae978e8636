import Cairn
import Foundation

/// `Table`, pasted from Apple's documentation (*Table*, the people example) with a numeric
/// column added. On an iPhone (compact width) iOS shows only the first column, without headers,
/// so the first column carries what a phone should see; on an iPad (regular width) every column
/// is drawn under its title (Table.swift: the regular look is Cairn's estimate).
struct TableScene: View {
    struct Person: Identifiable {
        let givenName: String
        let familyName: String
        let emailAddress: String
        let visits: Int
        var id: String { emailAddress }
        var fullName: String { givenName + " " + familyName }
    }

    static let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com", visits: 12),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com", visits: 7),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com", visits: 31),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com", visits: 4),
    ]

    @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

    var body: some View {
        Table(Self.people, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.givenName) { person in
                // Compact-specific logic in the first column, as Apple suggests.
                VStack(alignment: .leading, spacing: 2) {
                    Text(person.fullName)
                    Text(person.emailAddress).font(.footnote).foregroundStyle(.secondary)
                }
            }
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
            TableColumn("Visits", value: \.visits) { Text("\($0.visits)").monospacedDigit() }
                .width(70)
                .alignment(.numeric)
        }
    }
}

extension SampleCatalog {
    /// `Table` on an iPhone (first column only) and on an iPad (every column, with titles).
    static var tableSamples: [Sample] {
        [Sample("table-iphone", TableScene(), width: 390, height: 300,
                outputs: [SampleOutput("table-iphone@2x.png", scale: 2)], designEra: .iOS26),
         Sample("table-ipad", TableScene().environment(\.horizontalSizeClass, .regular), width: 820, height: 300,
                outputs: [SampleOutput("table-ipad@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
