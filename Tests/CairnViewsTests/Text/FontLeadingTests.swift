import Cairn
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `Font.leading(_:)` with `Font.Leading`: Apple's 2 points less (`.tight`) or more
/// (`.loose`) per line on iOS, for text-style fonts (UIKit: "For fonts that you create
/// using UIFont.TextStyle, tight leading subtracts 2 points"), in Pango's and the
/// fixed-metric measurer's line boxes and in the drawn lines.
@Suite struct FontLeadingTests {
    /// The font the first text of `view` draws with (fixed-metric layout).
    func font<V: View>(_ view: V) -> TextFont? {
        textItems(fixedLayout(view).displayList).first?.run.segments.first?.font
    }

    @Test func whichFontsTakeTheAdjustment() {
        #expect(font(Text("a").font(.body.leading(.tight)))?.description == "system 17 w400 leading-2")
        #expect(font(Text("a").font(.body.leading(.loose)))?.description == "system 17 w400 leading+2")
        #expect(font(Text("a").font(.body.leading(.standard)))?.description == "system 17 w400")
        #expect(font(Text("a").font(.body.leading(.tight).leading(.standard)))?.leadingAdjustment == 0)
        #expect(font(Text("a").font(.system(.headline, design: .serif).leading(.tight)))?.leadingAdjustment == -2)
        #expect(font(Text("a").font(.largeTitle.bold().leading(.loose)))?.leadingAdjustment == 2)
        // Not text styles: no effect ("for some fonts, the modifier has no effect").
        #expect(font(Text("a").font(.system(size: 17).leading(.tight)))?.leadingAdjustment == 0)
        #expect(font(Text("a").font(.custom("DejaVu Sans", size: 17).leading(.loose)))?.leadingAdjustment == 0)
        #expect(Font.body.leading(.tight) != Font.body && Font.body.leading(.standard) == Font.body)
    }

    func measure(_ text: String, _ leading: CGFloat, lineSpacing: CGFloat = 0, family: TextFont.Family = .system(.default)) -> TextMeasurement {
        var font = TextFont(family: family, size: 17)
        font.leadingAdjustment = leading
        return PangoTextMeasurer().measure(TextRun([.init(text, font: font)], lineSpacing: lineSpacing))
    }

    /// SF Pro's 17-point line is 20.2871 (ascender 16.1865 + descender 4.1006): tight
    /// 18.2871, loose 22.2871, baselines where they were; three lines 3 × that, plus the
    /// line spacing between them.
    @Test func pangoLinesAreTwoPointsShorterOrTaller() {
        let plain = measure("Hello", 0)
        #expect(close(plain.size.height, 20.2871, 0.0001))
        for (adjustment, height) in [(CGFloat(-2), 18.2871), (2, 22.2871)] {
            let one = measure("Hello", adjustment)
            #expect(close(one.size.height, height, 0.0001) && one.firstBaseline == plain.firstBaseline && one.size.width == plain.size.width)
            let three = measure("Hello\nwide\nworld", adjustment)
            #expect(close(three.size.height, 3 * height, 0.0003), "\(three)")
            #expect(close(three.lastBaseline - three.firstBaseline, 2 * height, 0.0002))
            let spaced = measure("Hello\nwide\nworld", adjustment, lineSpacing: 5)
            #expect(close(spaced.size.height, 3 * height + 10, 0.0003))
        }
        // Another family (DejaVu Serif, the serif design): its own line ± 2.
        let serif = measure("Hello", 0, family: .system(.serif))
        #expect(close(measure("Hello", -2, family: .system(.serif)).size.height, serif.size.height - 2, 1e-9))
    }

    @Test func fixedMetricLinesToo() {
        // 1.2 × 17 = 20.4 per line, ± 2; the frame rounded up to the pixel (1×).
        let loose = fixedLayout(Text("a\nb").font(.body.leading(.loose)).id(0))
        #expect(close(loose.frame(of: 0)?.height, pixelCeil(2 * 22.4), 1e-9))
        let tight = fixedLayout(Text("a\nb").font(.body.leading(.tight)).id(0))
        #expect(close(tight.frame(of: 0)?.height, pixelCeil(2 * 18.4), 1e-9))
    }

    /// Through a view with Pango: a Text's frame is the adjusted height; in PNG the third
    /// line's ink is 4 pixels higher with `.tight` (two lines above it, 2 points each) and
    /// 4 lower with `.loose`.
    @Test func viewFramesAndPixels() throws {
        let plain = pangoLayout(Text("H\nH\nH").font(.body).id(0)).frame(of: 0)
        let tight = pangoLayout(Text("H\nH\nH").font(.body.leading(.tight)).id(0)).frame(of: 0)
        #expect(close(plain?.height, pixelCeil(3 * 20.2871), 0.0003) && close(tight?.height, pixelCeil(3 * 18.2871), 0.0003))
        func inkSpan(_ font: Font) throws -> Int {
            let b = try ImageRenderer(content: Text("H\nH\nH").font(font).foregroundColor(.black).padding(10).background(Color.white)).bitmap()
            var rows: [Int] = []
            for y in 0..<b.height where (0..<b.width).contains(where: { x in
                let p = b.pixel(x: x, y: y)
                return p.alpha > 250 && Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128
            }) { rows.append(y) }
            return try #require(rows.last) - (try #require(rows.first))
        }
        let standard = try inkSpan(.body)
        #expect(abs(try inkSpan(.body.leading(.tight)) - (standard - 4)) <= 1)
        #expect(abs(try inkSpan(.body.leading(.loose)) - (standard + 4)) <= 1)
    }
}
