import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite struct RedactionTests {
    /// A redacted single-line text draws one bar, as wide as the text and inset 12 % of the
    /// line height top and bottom, in the text colour at 16 % (black → alpha 40.8); no glyphs.
    /// The layout is the same as unredacted.
    @Test func singleLineBar() throws {
        let text = Text("Hello world").font(.system(size: 20))
        let plain = ImageRenderer(content: text)
        let redacted = ImageRenderer(content: text.redacted(reason: .placeholder))
        #expect(plain.layout.size == redacted.layout.size)
        let size = plain.layout.size
        let items = leaves(redacted.displayList)
        #expect(items.count == 1)
        guard case .fill(let path, let paint, _) = try #require(items.first) else { Issue.record("not a fill"); return }
        // The bar follows the measured line (SF Pro at 20: 2444/2048 × 20 = 23.867 tall), moved
        // with the text as its first baseline (19.043) rounds to the pixel (19); the frame is
        // the line rounded up to the pixel, 24, and the bar's width is within a pixel of it.
        let bounds = path.boundingRect
        let line: CGFloat = 2444.0 / 2048 * 20, baseline: CGFloat = 1950.0 / 2048 * 20
        #expect(size.height == pixelCeil(line))
        #expect(bounds.width <= size.width && size.width - bounds.width < 1)
        #expect(abs(bounds.minY - (pixelRound(baseline) - baseline + line * 0.12)) < 0.01 && abs(bounds.height - line * 0.76) < 0.01)
        #expect(paint == .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.16)))
        let b = try redacted.bitmap()
        #expect(close(rgba(b, Int(size.width / 2), Int(size.height / 2)), [0, 0, 0, 41], tolerance: 1))  // 0.16 × 255 = 40.8
    }

    /// Wrapped text draws one bar per line; full lines are wider than the last one, and no
    /// bar is wider than the text.
    @Test func oneBarPerLine() throws {
        let text = Text("one two three four five six seven").font(.system(size: 14)).frame(width: 90)
        let redacted = ImageRenderer(content: text.redacted(reason: .placeholder).fixedSize(horizontal: false, vertical: true))
        let plainLayout = ImageRenderer(content: text.fixedSize(horizontal: false, vertical: true)).layout
        let bars = leaves(redacted.displayList).compactMap { item -> CGRect? in
            if case .fill(let p, _, _) = item { return p.boundingRect }
            return nil
        }
        let lines = Int((plainLayout.size.height / (14 * 1.19)).rounded())  // ≈ line height of 14-pt SF
        #expect(bars.count >= 3 && abs(bars.count - lines) <= 1)
        #expect(bars.allSatisfy { $0.width <= 90.01 && $0.width > 5 })
        // Bars are stacked: each starts below the previous one.
        #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.maxY < $1.minY })
    }

    /// `.unredacted()` opts a subtree out; images and shapes are drawn normally.
    @Test func unredactedAndImages() throws {
        let view = VStack {
            Text("Hidden")
            Text("Shown").unredacted()
            Image(systemName: "star.fill")
            Circle().fill(.blue).frame(width: 10, height: 10)
        }.redacted(reason: .placeholder)
        let items = leaves(ImageRenderer(content: view).displayList)
        let texts = items.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.string }
            return nil
        }
        #expect(texts == ["Shown"])
        #expect(items.contains { if case .image = $0 { return true } else { return false } } ||
                items.filter { if case .fill = $0 { return true } else { return false } }.count >= 3)
        // Reasons accumulate and are readable; other reasons draw normally.
        let privacy = leaves(ImageRenderer(content: Text("Private").redacted(reason: .privacy)).displayList)
        #expect(privacy.contains { if case .text = $0 { return true } else { return false } })
    }
}
