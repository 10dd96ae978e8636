import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Where a list row's separator runs: under the row's first text by default, from the row's
/// `listRowSeparatorLeading` guide and to its `listRowSeparatorTrailing` guide when the row sets
/// them (Apple's guides, iOS 16+), and from a text field's leading edge even when its text is
/// trailing-aligned (`multilineTextAlignment(.trailing)`, the value side of a settings row).
///
/// Numbers: a 390-point inset-grouped list (iOS 17) has its card 16 in from each side
/// (x 16…374) and its rows' content 20 further in (x 36…354); the separator of the first of
/// two rows is the 1-point hairline (scale 1) at the row's bottom, ending at the card's edge.
@MainActor @Suite(.designEra(.iOS17)) struct ListSeparatorGuideTests {
    /// The hairline separators `view` draws: fills one point tall and wider than 100 points.
    func separators<V: View>(_ view: V) -> [CGRect] {
        let renderer = ImageRenderer(content: view.frame(width: 390, height: 300))
        return leaves(renderer.displayList).compactMap { item -> CGRect? in
            guard case .fill(let path, _, _) = item else { return nil }
            let r = path.boundingRect
            return abs(r.height - 1) < 0.01 && r.width > 100 ? r : nil
        }
    }

    func twoRows<V: View>(_ first: V) -> some View {
        List { first; Text("Second") }
    }

    /// An icon and a title: the separator starts under the title (beyond the 36-point content
    /// edge), as iOS Settings' rows show.
    @Test func defaultRunsUnderTheFirstText() throws {
        let s = separators(twoRows(HStack { Image(systemName: "star"); Text("Row") }))
        let first = try #require(s.first)
        #expect(first.minX > 36 + 10, "\(s)")
        #expect(abs(first.maxX - 374) < 0.01)
    }

    /// The guide at the content's leading edge (0) starts the separator at x 36, under the
    /// icon; a guide 100 points before it is clamped to the row's edge (the card's, 16); a
    /// trailing guide 50 points in from the content's trailing edge ends it at 354 − 50 = 304.
    @Test func guidesSetByTheRowPlaceTheSeparator() throws {
        let row = HStack { Image(systemName: "star"); Text("Row") }.frame(maxWidth: .infinity, alignment: .leading)
        let atZero = separators(twoRows(row.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }))
        #expect(close(try #require(atZero.first).minX, 36, 0.01), "\(atZero)")
        let before = separators(twoRows(row.alignmentGuide(.listRowSeparatorLeading) { _ in -100 }))
        #expect(close(try #require(before.first).minX, 16, 0.01), "\(before)")
        let trailing = separators(twoRows(row.alignmentGuide(.listRowSeparatorTrailing) { d in d.width - 50 }))
        let t = try #require(trailing.first)
        #expect(close(t.maxX, 304, 0.01), "\(trailing)")
        #expect(t.minX > 46)
    }

    /// `.listRowSeparatorLeading` is a guide of its own, not `.leading`: a VStack aligned on
    /// `.leading` ignores it (both children start at 0).
    @Test func theGuideIsNotTheLeadingEdge() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.listRowSeparatorLeading) { _ in 30 }
            Color.blue.frame(width: 80, height: 10)
        }, 200, 100)
        let colors = "\(l)".split(separator: "\n").filter { $0.contains("frame=(") && $0.contains("Color") }
        #expect(colors.count == 2, "\(l)")
        #expect(colors.allSatisfy { $0.contains("frame=(60, ") }, "\(l)")
    }

    /// A trailing-aligned field fills the row (x 36…354), its text ending at the content's
    /// trailing edge, and the separator starts at the field's leading edge (36), not under
    /// its text.
    @Test func trailingAlignedFieldKeepsTheSeparatorAtItsEdge() throws {
        let field = TextField("Email", text: .constant("ada@example.com")).multilineTextAlignment(.trailing)
        let l = layOut(twoRows(field), 390, 300)
        let box = try #require(frames("TextField", l).first, "\(l)")
        #expect(close(box.minX, 36, 0.01) && close(box.maxX, 354, 0.01), "\(box)")
        let text = try #require(frames("Text", l).first)
        #expect(close(text.maxX, 354, 0.01) && text.width < 200, "\(text)")
        let s = separators(twoRows(field))
        #expect(close(try #require(s.first).minX, 36, 0.01), "\(s)")
    }

    /// Leading is the default: the field's text starts at 36; `.center` centres it on 195.
    @Test func fieldTextIsLeadingByDefaultAndCentredOnRequest() throws {
        let plain = try #require(frames("Text", layOut(twoRows(TextField("Email", text: .constant("ada@example.com"))), 390, 300)).first)
        #expect(close(plain.minX, 36, 0.01), "\(plain)")
        let centred = try #require(frames("Text", layOut(twoRows(TextField("Email", text: .constant("ada@example.com")).multilineTextAlignment(.center)), 390, 300)).first)
        #expect(close(centred.midX, 195, 0.01), "\(centred)")
    }
}
