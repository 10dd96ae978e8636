import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `.listSectionMargins(_:_:)` (iOS 26) on sections and on whole lists. Numbers on a
/// 390-point inset grouped form (iOS 17 metrics): a card 16 points from each edge, its text 20
/// further in (x 36), 35 points between cards of sections without headers.
@MainActor @Suite(.designEra(.iOS17)) struct ListSectionMarginsTests {
    static let grouped: [Int] = [242, 242, 247], white: [Int] = [255, 255, 255]

    func form(first: (Edge.Set, CGFloat?)? = nil, second: (Edge.Set, CGFloat?)? = nil) -> some View {
        Form {
            Section { Text("A").id("a") }
                .listSectionMargins(first?.0 ?? [], first?.1)
            Section { Text("B").id("b") }
                .listSectionMargins(second?.0 ?? [], second?.1)
        }
    }

    func colour(_ view: some View, _ x: Int, _ y: Int) throws -> [Int] {
        let b = try ImageRenderer(content: view.frame(width: 390, height: 300)).bitmap()
        return Array(rgba(b, x, y)[0..<3])
    }

    /// Horizontal margins move a section's card and its text: 0 gives an edge-to-edge card with
    /// its text at x 20; a leading 8 puts the text at 28 and leaves the trailing inset at 16.
    /// The other section keeps x 36. Pixels: white at x 4 on the edge-to-edge card, the grouped
    /// background there by default.
    @Test func horizontalMarginsMoveTheCard() throws {
        let plain = layOut(form(), 390, 300)
        let a0 = try #require(plain.frame(of: "a")), b0 = try #require(plain.frame(of: "b"))
        #expect(a0.minX == 36 && b0.minX == 36)
        let wide = form(second: (.horizontal, 0))
        let l = layOut(wide, 390, 300)
        #expect(try #require(l.frame(of: "b")).minX == 20)
        #expect(try #require(l.frame(of: "a")).minX == 36)
        let bMid = Int(try #require(l.frame(of: "b")).midY)
        #expect(try colour(wide, 4, bMid) == Self.white)
        #expect(try colour(wide, 386, bMid) == Self.white)
        #expect(try colour(form(), 4, bMid) == Self.grouped)
        let leading = form(second: (.leading, 8))
        #expect(try #require(layOut(leading, 390, 300).frame(of: "b")).minX == 28)
        #expect(try colour(leading, 10, bMid) == Self.white)
        #expect(try colour(leading, 4, bMid) == Self.grouped)
        #expect(try colour(leading, 380, bMid) == Self.grouped)   // trailing inset still 16
    }

    /// A top margin replaces the 35-point space above a section (10: B 25 points higher); a
    /// bottom margin adds below the section (20: B 20 points lower); nil restores the default.
    @Test func verticalMarginsSetTheSpaceAroundASection() throws {
        let b0 = try #require(layOut(form(), 390, 300).frame(of: "b")).minY
        let top = try #require(layOut(form(second: (.top, 10)), 390, 300).frame(of: "b")).minY
        #expect(abs((b0 - top) - 25) < 0.01, "\(b0) \(top)")
        let bottom = try #require(layOut(form(first: (.bottom, 20)), 390, 300).frame(of: "b")).minY
        #expect(abs((bottom - b0) - 20) < 0.01)
        let reset = try #require(layOut(form(second: (.all, nil)), 390, 300).frame(of: "b")).minY
        #expect(reset == b0)
        // Negative and NaN lengths count as nil.
        let b = layOut(form(), 390, 300).frame(of: "b")
        #expect(b != nil && layOut(form(second: (.all, -5)), 390, 300).frame(of: "b") == b)
        #expect(layOut(form(second: (.all, .nan)), 390, 300).frame(of: "b") == b)
    }

    /// On the list, every section: `.vertical, 0` takes away the 35 points above each of the
    /// two sections (A 35 higher, B 70 higher); `.horizontal, 0` puts both texts at x 20; a
    /// section's own margin wins over the list's for its edges and keeps the list's for the
    /// others.
    @Test func onTheListEverySectionTakesThem() throws {
        let a0 = try #require(layOut(form(), 390, 300).frame(of: "a")), b0 = try #require(layOut(form(), 390, 300).frame(of: "b"))
        let flat = layOut(form().listSectionMargins(.vertical, 0), 390, 300)
        #expect(abs((a0.minY - (try #require(flat.frame(of: "a"))).minY) - 35) < 0.01)
        #expect(abs((b0.minY - (try #require(flat.frame(of: "b"))).minY) - 70) < 0.01)
        let wide = layOut(form(second: (.leading, 4)).listSectionMargins(.horizontal, 0), 390, 300)
        #expect(try #require(wide.frame(of: "a")).minX == 20)
        #expect(try #require(wide.frame(of: "b")).minX == 24)
        #expect(try colour(form(second: (.leading, 4)).listSectionMargins(.horizontal, 0), 388, Int(b0.midY)) == Self.white)
    }
}

/// `.listRowInsets(_:_:)` (iOS 26): per-edge row insets on a 390-point inset grouped list
/// (iOS 17 metrics: a row's text 16 + 20 = 36 from the list's edge, rows 44 tall).
@MainActor @Suite(.designEra(.iOS17)) struct ListRowEdgeInsetsTests {
    func list(_ rowA: (Edge.Set, CGFloat?)? = nil, section: (Edge.Set, CGFloat?)? = nil, chained: Bool = false) -> some View {
        List {
            Section {
                Group {
                    if chained {
                        Text("A").id("a").listRowInsets(.leading, 0).listRowInsets(.vertical, 30)
                    } else {
                        Text("A").id("a").listRowInsets(rowA?.0 ?? [], rowA?.1)
                    }
                }
                Text("B").id("b")
            }
            .listRowInsets(section?.0 ?? [], section?.1)
        }
    }

    /// Leading 0 puts A's text at the card's edge (x 16), B stays at 36; vertical 30 makes A's
    /// row its text height h plus 60 points (B's text h + 16 lower than by default); the
    /// two calls combine; on the section every row takes them and a row's own edge wins; nil,
    /// negative and NaN lengths leave the default.
    @Test func rowInsetsSetOnlyTheirEdges() throws {
        let base = layOut(list(), 390, 400)
        let a0 = try #require(base.frame(of: "a")), b0 = try #require(base.frame(of: "b"))
        #expect(a0.minX == 36)
        let lead = layOut(list((.leading, 0)), 390, 400)
        #expect(try #require(lead.frame(of: "a")).minX == 16 && lead.frame(of: "b")?.minX == 36)
        let tall = layOut(list((.vertical, 30)), 390, 400)
        let a1 = try #require(tall.frame(of: "a")), b1 = try #require(tall.frame(of: "b"))
        #expect(a1.minX == 36)
        // A's text 30 below its row's top, its row h + 60 tall, B's text centred in 44.
        #expect(abs((b1.minY - a1.minY) - (a1.height + 30 + (44 - b1.height) / 2)) < 0.01, "\(a1) \(b1)")
        #expect(abs((b1.minY - b0.minY) - (a1.height + 60 - 44)) < 0.01)
        let both = layOut(list(chained: true), 390, 400)
        let a2 = try #require(both.frame(of: "a")), b2 = try #require(both.frame(of: "b"))
        #expect(a2.minX == 16 && abs((b2.minY - a2.minY) - (a2.height + 30 + (44 - b2.height) / 2)) < 0.01)
        let onSection = layOut(list(section: (.leading, 4)), 390, 400)
        #expect(onSection.frame(of: "a")?.minX == 20 && onSection.frame(of: "b")?.minX == 20)
        let ownWins = layOut(list((.leading, 10), section: (.horizontal, 4)), 390, 400)
        #expect(ownWins.frame(of: "a")?.minX == 26 && ownWins.frame(of: "b")?.minX == 20)
        for bad in [nil, -3, CGFloat.nan] as [CGFloat?] {
            #expect(layOut(list((.all, bad)), 390, 400).frame(of: "a") == a0)
        }
    }
}

/// `.listRowSeparator(_:edges:)` honours its edges: the line between two rows is the upper
/// row's bottom separator and the lower row's top one (iOS 17 metrics, 390 points).
@MainActor @Suite(.designEra(.iOS17)) struct RowSeparatorEdgesTests {
    /// Whether a separator is drawn between A and B, and between B and C, when B hides `edges`.
    func lines(_ edges: VerticalEdge.Set?) throws -> (ab: Bool, bc: Bool) {
        let view = List {
            Text("A").id("a")
            Text("B").id("b").listRowSeparator(edges == nil ? .automatic : .hidden, edges: edges ?? .all)
            Text("C").id("c")
        }
        let l = layOut(view, 390, 300)
        let bitmap = try ImageRenderer(content: view.frame(width: 390, height: 300)).bitmap()
        func drawn(_ from: CGRect?, _ to: CGRect?) throws -> Bool {
            let top = Int(try #require(from).maxY), bottom = Int(try #require(to).minY)
            return (top..<bottom).contains { rgba(bitmap, 200, $0)[0] < 250 }
        }
        return (try drawn(l.frame(of: "a"), l.frame(of: "b")), try drawn(l.frame(of: "b"), l.frame(of: "c")))
    }

    @Test func hiddenEdgesRemoveOnlyTheirLines() throws {
        let all = try lines(nil)
        #expect(all.ab && all.bc)
        let top = try lines(.top)
        #expect(!top.ab && top.bc)
        let bottom = try lines(.bottom)
        #expect(bottom.ab && !bottom.bc)
        let both = try lines(.all)
        #expect(!both.ab && !both.bc)
    }
}
