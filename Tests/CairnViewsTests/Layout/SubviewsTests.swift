import Cairn
import Foundation
import Testing
import CairnTestSupport

// iOS 18's custom containers (WWDC24 "Demystify SwiftUI containers"): `ForEach(subviews:)`,
// `Group(subviews:)`, `ForEach(sections:)`, container values. The expected frames are
// computed independently: the same padded views written out in a plain VStack.

/// The session's card stack: each resolved subview padded on a grey card.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                subview.padding().background(Color.gray.opacity(0.2))
            }
        }
    }
}

private struct Highlighted: ContainerValueKey { static let defaultValue = false }

private struct Rank: ContainerValueKey { static let defaultValue = 0 }

extension ContainerValues {
    var isHighlighted: Bool {
        get { self[Highlighted.self] }
        set { self[Highlighted.self] = newValue }
    }
    var rank: Int {
        get { self[Rank.self] }
        set { self[Rank.self] = newValue }
    }
}

/// Records what a container saw.
private final class Seen: @unchecked Sendable {
    var count = -1
    var sliceCount = -1
    var sliceStart = -1
    var highlighted: [Bool] = []
    var ranks: [Int] = []
    var ids: [Subview.ID] = []
    var sections: [[Int]] = []
}

@Suite(.designEra(.iOS17)) struct SubviewsTests {
    private let canvas = CGSize(width: 300, height: 400)

    @Test func cardStackMatchesThePlainStack() throws {
        let items = ["d", "e"]
        let stack = CardStack {
            Text("Alpha").id("a")
            Text("Beta").id("b")
            Text("Gamma").id("c")
            ForEach(items, id: \.self) { Text($0).id($0) }
        }
        let plain = VStack {
            Group {
                Text("Alpha").id("a")
                Text("Beta").id("b")
                Text("Gamma").id("c")
                ForEach(items, id: \.self) { Text($0).id($0) }
            }
            .padding().background(Color.gray.opacity(0.2))
        }
        let l = ViewLayout(of: stack, in: canvas)
        let p = ViewLayout(of: plain, in: canvas)
        for id in ["a", "b", "c", "d", "e"] {
            let f = try #require(l.frame(of: id))
            #expect(f == p.frame(of: id), "\(id): \(f) vs \(String(describing: p.frame(of: id)))")
        }
        // Five cards, each its text plus 16 of padding on every side, 8 apart.
        let a = try #require(l.frame(of: "a")), b = try #require(l.frame(of: "b"))
        #expect(close(b.minY - a.maxY, 16 + 8 + 16))
        let e = try #require(l.frame(of: "e"))
        #expect(close(l.size.height, e.maxY + 16 - (a.minY - 16)))
        #expect(l.displayList == p.displayList)
        let png = try ImageRenderer(content: stack.frame(width: 300, height: 400)).pngData()
        let plainPNG = try ImageRenderer(content: plain.frame(width: 300, height: 400)).pngData()
        #expect(png == plainPNG)
    }

    @Test func groupSubviewsCountsAndSlices() throws {
        let seen = Seen()
        let view = Group(subviews: Group {
            fixed(10, 10).id("x0")
            Group { fixed(20, 10).id("x1"); fixed(30, 10).id("x2") }
            if true { fixed(40, 10).id("x3") }
            EmptyView()
        }) { subviews in
            let _ = { seen.count = subviews.count; seen.sliceCount = subviews[1...].count; seen.sliceStart = subviews[1...].startIndex }()
            HStack(spacing: 0) {
                subviews[0]
                VStack(spacing: 0) { subviews[1...] }
            }
        }
        let l = ViewLayout(of: view, in: canvas)
        #expect(seen.count == 4)
        #expect(seen.sliceCount == 3)
        #expect(seen.sliceStart == 1)
        // HStack 10 + 40 wide, 30 high, centred in 300×400: origin (125, 185).
        expectFrame(l, "x0", rect(125, 195, 10, 10))
        expectFrame(l, "x1", rect(145, 185, 20, 10))
        expectFrame(l, "x2", rect(140, 195, 30, 10))
        expectFrame(l, "x3", rect(135, 205, 40, 10))
    }

    @Test func containerValuesReadBack() {
        let seen = Seen()
        let view = Group(subviews: Group {
            fixed(10, 10).containerValue(\.isHighlighted, true)
            fixed(10, 10)
            fixed(10, 10).containerValue(\.rank, 3).padding(2).containerValue(\.rank, 7)
            ForEach(0..<2) { _ in fixed(10, 10) }.containerValue(\.rank, 5)
        }) { subviews in
            let _ = {
                seen.highlighted = subviews.map { $0.containerValues.isHighlighted }
                seen.ranks = subviews.map { $0.containerValues.rank }
                seen.ids = subviews.map(\.id)
            }()
            VStack { subviews }
        }
        _ = ViewLayout(of: view, in: canvas)
        #expect(seen.highlighted == [true, false, false, false, false])
        #expect(seen.ranks == [0, 0, 7, 5, 5])
        #expect(Set(seen.ids).count == 5)
    }

    @Test func emptyContentHasNoSubviewsAndDrawsNothing() throws {
        let seen = Seen()
        let view = Group(subviews: EmptyView()) { subviews in
            let _ = { seen.count = subviews.count }()
            ForEach(subviews: subviews) { $0.padding() }
        }
        let l = ViewLayout(of: view, in: canvas)
        #expect(seen.count == 0)
        #expect(l.displayList == ViewLayout(of: EmptyView(), in: canvas).displayList)
        let none = ViewLayout(of: CardStack { EmptyView() }, in: canvas)
        #expect(none.size.height == 0)
    }

    @Test func subviewsOfSubviewsAndADuplicate() throws {
        // A container whose content itself uses ForEach(subviews:): the inner cards are
        // the outer subviews, one each.
        let l = ViewLayout(of: CardStack { CardStack { fixed(20, 10).id("i0"); fixed(20, 10).id("i1") } }, in: canvas)
        let i0 = try #require(l.frame(of: "i0")), i1 = try #require(l.frame(of: "i1"))
        // The inner stack is one subview of the outer: its two cards (16 + 8 + 16 apart) sit
        // in one outer card, 2 × 42 + 8 = 92 high, padded to 124; 20 + 32 + 32 = 84 wide.
        #expect(close(i1.minY - i0.maxY, 40))
        #expect(close(l.size, CGSize(width: 84, height: 124)))
        // A subview drawn twice gets a node of its own: two frames, not one moved.
        let twice = Group(subviews: fixed(20, 10)) { s in HStack(spacing: 0) { s[0]; s[0] } }
        #expect(close(ViewLayout(of: twice, in: canvas).size, CGSize(width: 40, height: 10)))
    }

    @Test func tenThousandSubviewsLayOutQuickly() {
        let start = Date()
        let seen = Seen()
        let view = Group(subviews: ForEach(0..<10_000) { fixed(1, 1).id($0) }) { subviews in
            let _ = { seen.count = subviews.count }()
            VStack(spacing: 0) { ForEach(subviews: subviews) { $0 } }
        }
        let l = ViewLayout(of: view, in: CGSize(width: 100, height: 20_000))
        #expect(seen.count == 10_000)
        // 10,000 high, centred in 20,000: the last at 5,000 + 9,999.
        expectFrame(l, 9_999, rect(49.5, 14_999, 1, 1))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func sectionsOfContent() throws {
        let seen = Seen()
        let content = Group {
            fixed(10, 10).id("l0")
            Section {
                fixed(10, 10).id("s0"); fixed(10, 10).id("s1")
            } header: { fixed(30, 5).id("h1") } footer: { fixed(30, 5).id("f1") }
            Section { ForEach(0..<3) { i in fixed(10, 10).id("t\(i)") } } header: { fixed(30, 5) }
                .containerValue(\.rank, 2)
            fixed(10, 10).id("l1"); fixed(10, 10).id("l2")
        }
        let view = Group(sections: content) { sections in
            let _ = {
                seen.sections = sections.map { [$0.header.count, $0.content.count, $0.footer.count, $0.containerValues.rank] }
                seen.ids = []
                seen.count = Set(sections.map(\.id)).count
            }()
            VStack(spacing: 0) {
                ForEach(sections: content) { section in
                    section.header
                    ForEach(subviews: section.content) { $0 }
                    section.footer
                }
            }
        }
        let l = ViewLayout(of: view, in: canvas)
        // A loose view, two sections, then two loose views: four sections in all.
        #expect(seen.sections == [[0, 1, 0, 0], [1, 2, 1, 0], [1, 3, 0, 2], [0, 2, 0, 0]])
        #expect(seen.count == 4)
        // The same views in one zero-spaced VStack: 10 + 5 + 20 + 5 + 5 + 30 + 20 = 95 high,
        // 30 wide, centred in 300×400 at (135, 152.5).
        expectSize(l, CGSize(width: 30, height: 95))
        expectFrame(l, "l0", rect(145, 152.5, 10, 10))
        expectFrame(l, "h1", rect(135, 162.5, 30, 5))
        expectFrame(l, "f1", rect(135, 187.5, 30, 5))
        expectFrame(l, "t2", rect(145, 217.5, 10, 10))
        expectFrame(l, "l2", rect(145, 237.5, 10, 10))
        // Where nothing reads the sections, a Section is its header, rows and footer.
        let plain = ViewLayout(of: VStack(spacing: 0) { content }, in: canvas)
        for id in ["l0", "h1", "s0", "s1", "f1", "t0", "t2", "l1", "l2"] {
            #expect(plain.frame(of: id) == l.frame(of: id), "\(id)")
        }
    }

    @Test func emptySectionsContent() {
        let seen = Seen()
        let view = Group(sections: EmptyView()) { sections in
            let _ = { seen.count = sections.count }()
            ForEach(sections: EmptyView()) { $0.content }
        }
        let l = ViewLayout(of: view, in: canvas)
        #expect(seen.count == 0)
        #expect(l.displayList == ViewLayout(of: EmptyView(), in: canvas).displayList)
    }

    @Test func sectionsInsideAStackOrListStayThere() {
        let seen = Seen()
        let content = Group {
            VStack { Section { fixed(10, 10) } header: { fixed(10, 5) } }
            List { Section("Rows") { Text("One") } }
        }
        let view = Group(sections: content) { sections in
            let _ = { seen.sections = sections.map { [$0.header.count, $0.content.count, $0.footer.count] } }()
            ForEach(sections: content) { $0.content }
        }
        let l = ViewLayout(of: view.frame(width: 300, height: 400), in: canvas)
        #expect(seen.sections == [[0, 2, 0]])
        // The list draws as it does without the section container around it.
        let plain = ViewLayout(of: content.frame(width: 300, height: 400), in: canvas)
        #expect(l.displayList == plain.displayList)
    }
}
