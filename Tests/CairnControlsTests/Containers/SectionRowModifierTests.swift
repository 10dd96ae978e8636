import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Section-level list modifiers as pasted from iOS 17 code: `Section(isExpanded:)`,
/// `.listSectionSpacing(.compact)`, and row modifiers applied to a whole `Section`.
@MainActor @Suite(.designEra(.iOS17)) struct SectionRowModifierTests {
    /// Collapsed, a section shows its header alone: its rows are not laid out, and the next
    /// section moves up by the rows' height. Expanded, it is an ordinary section.
    @Test func collapsedSectionShowsItsHeaderAlone() throws {
        func list(_ expanded: Bool) -> some View {
            List {
                Section(isExpanded: .constant(expanded)) {
                    Text("A").id("a")
                    Text("B").id("b")
                } header: { Text("Details").id("h") }
                Section("Next", isExpanded: .constant(true)) { Text("C").id("c") }
            }
        }
        let open = layOut(list(true), 390, 600), shut = layOut(list(false), 390, 600)
        #expect(open.frame(of: "a") != nil && open.frame(of: "b") != nil)
        #expect(shut.frame(of: "a") == nil && shut.frame(of: "b") == nil)
        let h1 = try #require(open.frame(of: "h")), h2 = try #require(shut.frame(of: "h"))
        #expect(h1 == h2)
        // Two 44-point rows gone: C moves up by 88.
        let c1 = try #require(open.frame(of: "c")), c2 = try #require(shut.frame(of: "c"))
        #expect(abs((c1.minY - c2.minY) - 88) < 0.01, "\(c1) \(c2)")
    }

    /// `.compact` puts 20 points between two sections' cards (Cairn's estimate) where the
    /// default puts 35: the second row moves up by 15.
    @Test func compactSectionSpacingIs20() throws {
        func list(_ spacing: ListSectionSpacing) -> some View {
            List {
                Section { Text("A").id("a") }
                Section { Text("B").id("b") }
            }
            .listSectionSpacing(spacing)
        }
        let normal = layOut(list(.default), 390, 400), compact = layOut(list(.compact), 390, 400)
        let b1 = try #require(normal.frame(of: "b")), b2 = try #require(compact.frame(of: "b"))
        #expect(abs((b1.minY - b2.minY) - 15) < 0.01, "\(b1) \(b2)")
    }

    /// `.listRowBackground` on a Section colours every row of it that sets none; a row's own
    /// wins; the next section keeps the card's white; on the List itself it colours nothing.
    @Test func rowBackgroundOnASectionColoursItsRows() throws {
        let view = List {
            Section {
                Text("A").id("a")
                Text("B").id("b").listRowBackground(Color.blue)
            }
            .listRowBackground(Color.red)
            Section { Text("C").id("c") }
        }
        let l = layOut(view, 390, 400)
        let b = try ImageRenderer(content: view.frame(width: 390, height: 400)).bitmap()
        func pixel(_ id: String) throws -> [Int] {
            let f = try #require(l.frame(of: id))
            return Array(rgba(b, Int(f.maxX) + 40, Int(f.midY))[0..<3])
        }
        #expect(try pixel("a") == [255, 59, 48])   // iOS 17's red
        #expect(try pixel("b") == [0, 122, 255])   // iOS 17's blue
        #expect(try pixel("c") == [255, 255, 255])
        let onList = List { Text("A").id("a") }.listRowBackground(Color.red)
        let lb = try ImageRenderer(content: onList.frame(width: 390, height: 200)).bitmap()
        let a = try #require(layOut(onList, 390, 200).frame(of: "a"))
        #expect(Array(rgba(lb, Int(a.maxX) + 40, Int(a.midY))[0..<3]) == [255, 255, 255] as [Int])
    }
}
