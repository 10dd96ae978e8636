import Cairn
import CairnCairo
import Foundation
import Testing

/// iOS 17's back button gives way to a centred inline title, as UIKit's back item does
/// (`UINavigationItem.BackButtonDisplayMode.default`: the previous title when it fits, else
/// the generic "Back", else the chevron alone). On a 390-point bar the inline title
/// "Revenue by Region" (17-point semibold) leaves about 110 points beside it.
@MainActor @Suite(.designEra(.iOS17)) struct BackButtonTitleTests {
    struct Screen: View {
        let previous: String
        let title: String
        var inline = true
        var edit = false
        @State private var path = ["detail"]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationTitle(previous)
                    .navigationDestination(for: String.self) { _ in
                        Text("Detail").navigationTitle(title).navigationBarTitleDisplayMode(inline ? .inline : .large)
                            .toolbar { if edit { Button("Edit") {} } }
                    }
            }
        }
    }

    /// The strings of the text runs a view draws on a 390 × 300 canvas.
    func strings<V: View>(_ view: V) -> [String] {
        func walk(_ items: [DisplayList.Item]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let run, _): return [run.string]
                case .group(let g): return walk(g.content.items)
                default: return []
                }
            }
        }
        return walk(ViewLayout(of: view, in: CGSize(width: 390, height: 300)).displayList.items)
    }

    @Test func aLongPreviousTitleBecomesBack() throws {
        let drawn = strings(Screen(previous: "Quarterly Financial Reports Archive", title: "Revenue by Region"))
        #expect(drawn.contains("Back") && !drawn.contains("Quarterly Financial Reports Archive"), "\(drawn)")
        // In the bar's row (y 0…44) the blue back button ends 8 or more points before the
        // black title begins, and the title is centred (its ink's middle within 2 points of 195).
        let b = try ImageRenderer(content: Screen(previous: "Quarterly Financial Reports Archive", title: "Revenue by Region")
            .frame(width: 390, height: 300)).bitmap()
        var blueMaxX = -1, blackMinX = Int.max, blackMaxX = -1
        for y in 0..<44 {
            for x in 0..<390 {
                let p = b.pixel(x: x, y: y)
                guard p.alpha > 200 else { continue }
                if p.blue > 200, p.red < 60 { blueMaxX = max(blueMaxX, x) }
                if p.red < 60, p.green < 60, p.blue < 60 { blackMinX = min(blackMinX, x); blackMaxX = max(blackMaxX, x) }
            }
        }
        #expect(blueMaxX > 30 && blueMaxX + 8 <= blackMinX, "back ends \(blueMaxX), title starts \(blackMinX)")
        #expect(abs(Double(blackMinX + blackMaxX) / 2 - 195) < 2, "\(blackMinX)…\(blackMaxX)")
    }

    @Test func aShortPreviousTitleStays() {
        #expect(strings(Screen(previous: "Reports", title: "Revenue by Region")).contains("Reports"))
    }

    /// A title nearly as wide as the bar leaves room for the chevron only: no back text.
    @Test func aWideTitleLeavesTheChevron() {
        let drawn = strings(Screen(previous: "Reports", title: "Revenue by Region and Product Line, 2026"))
        #expect(!drawn.contains("Reports") && !drawn.contains("Back"), "\(drawn)")
    }

    /// A centred title that would reach a trailing button moves left to stay 8 points clear
    /// of it (UIKit moves a title that would overlap its bar buttons).
    @Test func aWideTitleStaysClearOfTheTrailingButton() throws {
        let b = try ImageRenderer(content: Screen(previous: "Reports", title: "Revenue by Region and Product Line, 2026", edit: true)
            .frame(width: 390, height: 300)).bitmap()
        var blackMaxX = -1, editMinX = Int.max
        for y in 0..<44 {
            for x in 0..<390 {
                let p = b.pixel(x: x, y: y)
                guard p.alpha > 200 else { continue }
                if p.red < 60, p.green < 60, p.blue < 60 { blackMaxX = max(blackMaxX, x) }
                if x > 200, p.blue > 200, p.red < 60 { editMinX = min(editMinX, x) }
            }
        }
        #expect(blackMaxX > 300 && editMinX < 390 && blackMaxX + 8 <= editMinX, "title ends \(blackMaxX), Edit starts \(editMinX)")
    }

    /// Under a large title the bar's row has room: the long previous title is kept.
    @Test func aLargeTitleKeepsThePreviousTitle() {
        let drawn = strings(Screen(previous: "Quarterly Reports", title: "Revenue", inline: false))
        #expect(drawn.contains("Quarterly Reports"), "\(drawn)")
    }
}
