import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Grouped section headers: in capitals under iOS 17 (every text in the header, through the
/// environment, so `.textCase(nil)` keeps the letters); under iOS 26 as written — Apple,
/// "Adopting Liquid Glass": "section headers no longer render entirely in capital letters
/// regardless of the capitalization you provide". Plain lists' and prominent headers keep
/// their letters in both eras.
@MainActor @Suite struct SectionHeaderCaseTests {
    func strings<V: View>(_ view: V, era: DesignEra) -> [String] {
        let l = ViewLayout(of: view.frame(width: 390, height: 600).environment(\.designEra, era), in: CGSize(width: 390, height: 600))
        return PresentationTestSupport.strings(l.displayList.items)
    }

    func list<H: View>(@ViewBuilder header: () -> H) -> some View {
        List { Section { Text("Row") } header: { header() } }.listStyle(.insetGrouped)
    }

    @Test func groupedHeadersByEra() {
        let plain = list { Text("This week") }
        #expect(strings(plain, era: .iOS17).contains("THIS WEEK"))
        #expect(strings(plain, era: .iOS26).contains("This week"))
        #expect(!strings(plain, era: .iOS26).contains("THIS WEEK"))
        // Every text in a composite header, and interpolated values too, under iOS 17.
        let label = list { Label("Recent items", systemImage: "clock") }
        #expect(strings(label, era: .iOS17).contains("RECENT ITEMS"))
        #expect(strings(label, era: .iOS26).contains("Recent items"))
        let count = 3
        #expect(strings(list { Text("Week \(count) notes") }, era: .iOS17).contains("WEEK 3 NOTES"))
        // `.textCase(nil)` keeps the letters; `Form` sections are grouped too.
        #expect(strings(list { Text("Keep Me").textCase(nil) }, era: .iOS17).contains("Keep Me"))
        let form = Form { Section("Profile") { Text("Name") } }
        #expect(strings(form, era: .iOS17).contains("PROFILE"))
        #expect(strings(form, era: .iOS26).contains("Profile"))
    }

    @Test func plainAndProminentHeadersKeepTheirLetters() {
        for era in [DesignEra.iOS17, .iOS26] {
            let plain = List { Section("Fruit") { Text("Apple") } }.listStyle(.plain)
            #expect(strings(plain, era: era).contains("Fruit"))
            let prominent = list { Text("Big Header") }.headerProminence(.increased)
            #expect(strings(prominent, era: era).contains("Big Header"))
        }
    }
}
