import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// allowsTightening: a one-line text up to 5 % too wide draws its characters closer
/// instead of truncating (AppKit's documented tighteningFactorForTruncation, 0.05).
@Suite struct TighteningTests {
    static let string = "This is a wide text element"  // Apple's allowsTightening example
    let measurer = PangoTextMeasurer()

    /// The natural width of the example in the body font (Pango, SF Pro tracking).
    var natural: CGFloat { measurer.measure(TextRun([.init(Self.string, font: TextFont(size: 17))])).size.width }

    func layout(width: CGFloat, tightening: Bool) -> ViewLayout {
        ViewLayout(of: Text(Self.string).lineLimit(1).allowsTightening(tightening).id("t").frame(width: width, alignment: .leading),
                   in: CGSize(width: 400, height: 100), textMeasurer: measurer)
    }

    func run(_ layout: ViewLayout) -> TextRun? {
        for item in layout.displayList.items { if case .text(let run, _) = item { return run } }
        return nil
    }

    @Test func tightensUpToFivePercent() throws {
        let n = natural
        #expect(n > 195 && n < 210, "\(n)")  // 27 characters of Inter at 17 points, −0.43 tracking each
        // 4 % too wide: the whole line fits, as wide as the frame at most, not truncated.
        let width = (n / 1.04).rounded(.down)
        let tight = layout(width: width, tightening: true)
        let frame = try #require(tight.frame(of: "t"))
        let drawn = try #require(run(tight))
        #expect(drawn.string == Self.string)
        let measured = measurer.measure(drawn)
        #expect(!measured.isTruncated && measured.lineCount == 1)
        #expect(measured.size.width <= width && measured.size.width > width - 1)
        // The text is as wide as its tightened line, rounded up to the pixel (1×).
        #expect(frame.width == pixelCeil(measured.size.width))
        // Every character lost the same tracking, about (natural − width) / 27.
        let step = -(drawn.segments.first?.tracking ?? 0)
        #expect(step >= (n - width) / 27 && step < (n - width) / 27 + 0.05)
        // Without tightening the same frame truncates.
        let plain = try #require(run(layout(width: width, tightening: false)))
        #expect(measurer.measure(plain).isTruncated && plain.segments.first?.tracking == 0)
    }

    @Test func beyondFivePercentItTruncates() throws {
        let width = (natural / 1.06).rounded(.down)
        let drawn = try #require(run(layout(width: width, tightening: true)))
        #expect(drawn.segments.first?.tracking == 0)
        #expect(measurer.measure(drawn).isTruncated)
    }

    @Test func textThatFitsIsUntouched() throws {
        let drawn = try #require(run(layout(width: 300, tightening: true)))
        #expect(drawn.segments.first?.tracking == 0 && drawn.width == nil)
    }
}
