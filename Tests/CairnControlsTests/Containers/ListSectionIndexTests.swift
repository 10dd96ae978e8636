import Cairn
import CairnTestSupport
import Foundation
import Testing

/// iOS 26's list section index: `sectionIndexLabel(_:)` on sections,
/// `listSectionIndexVisibility(_:)` on the list.
@Suite(.designEra(.iOS17)) struct ListSectionIndexTests {
    func contacts(_ visibility: Visibility?, labels: [String?] = ["A", "B", "C"]) -> some View {
        let list = List {
            ForEach(labels.indices, id: \.self) { i in
                Section("Section \(i)") {
                    Text("Row \(i)")
                }
                .sectionIndexLabel(labels[i].map { Text($0) })
            }
        }
        return Group {
            if let visibility { list.listSectionIndexVisibility(visibility) } else { list }
        }
    }

    /// The index column: 16 points wide on the trailing edge, one line of bold 11-point text
    /// (14 points tall) per label, 0.5 apart, centred on the list's height: three labels in a
    /// 390 × 600 list fill (374, 278.5, 16, 43), drawn after the rows.
    @Test func theIndexStacksItsLabelsOnTheTrailingEdge() {
        let layout = layOut(contacts(.visible), 390, 600)
        #expect(frames("VStack", layout).last == CGRect(x: 374, y: 278.5, width: 16, height: 43))
        #expect(frames("Frame(width: 16)", layout).map(\.minY) == [278.5, 293, 307.5])
        #expect(drawnStrings(contacts(.visible), 390, 600).suffix(3) == ["A", "B", "C"])
    }

    /// `.automatic` (the default) shows the index when a section has a label (Apple: "visible
    /// if the list contains any sections with an index label"); `.hidden` and a list without
    /// labels show none; a nil label leaves its section out (two entries, 28.5 points tall).
    @Test func visibilityAndMissingLabels() {
        #expect(frames("VStack", layOut(contacts(nil), 390, 600)).last == CGRect(x: 374, y: 278.5, width: 16, height: 43))
        #expect(frames("VStack", layOut(contacts(.hidden), 390, 600)).isEmpty)
        #expect(!drawnStrings(contacts(.hidden), 390, 600).contains("B"))
        #expect(frames("VStack", layOut(contacts(.visible, labels: [nil, nil]), 390, 600)).isEmpty)
        #expect(frames("VStack", layOut(contacts(.visible, labels: ["A", nil, "C"]), 390, 600)).last
                == CGRect(x: 374, y: 285.75, width: 16, height: 28.5))
    }

    /// The labels take the tint: the accent blue by default, red under `.tint(.red)`.
    @Test @MainActor func labelsTakeTheTint() throws {
        func inkColour(_ view: some View) throws -> [Int]? {
            let bitmap = try ImageRenderer(content: view.frame(width: 390, height: 600)).bitmap()
            var darkest: [Int]?
            for y in 278..<322 {
                for x in 374..<390 {
                    let p = rgba(bitmap, x, y)
                    if p[0] + p[1] + p[2] < (darkest.map { $0[0] + $0[1] + $0[2] } ?? 700) { darkest = p }
                }
            }
            return darkest
        }
        let blue = try #require(try inkColour(contacts(.visible)))
        #expect(blue[2] > 200 && blue[0] < 60)
        let red = try #require(try inkColour(contacts(.visible).tint(.red)))
        #expect(red[0] > 200 && red[2] < 80)
    }
}
