import Cairn
import CairnCairo
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// Images inside text: `Text(Image(...))`, `"\(Image(...))"`, `Text + Text(Image)`.
@Suite struct InlineImageTests {
    /// The view's width at 1024 pixels a point, where rounding to the pixel is below 0.001.
    func width<V: View>(_ view: V) -> CGFloat { pangoLayout(view.environment(\.displayScale, 1024)).size.width }

    @Test func interpolationAndConcatenationAgree() {
        let interpolated = Text("\(Image(systemName: "star.fill")) 4.8")
        let concatenated = Text(Image(systemName: "star.fill")) + Text(" 4.8")
        let run = interpolated.run(in: EnvironmentValues(), paint: .color(Color.black.resolved))
        #expect(run.segments.map(\.string) == ["\u{FFFC}", " 4.8"])
        #expect(run.segments.first?.attachment != nil)
        #expect(close(width(interpolated), width(concatenated), 0.001))
    }

    @Test func inlineImageIsAsWideAsTheImagePlusTracking() {
        // The image is one character of the line: its width plus the 17-point tracking
        // (−0.4297), like any character; the text keeps its own width. Pango keeps the
        // half tracking step it usually strips at the start of a line when the line starts
        // with an image: 0.2148 more.
        let star = width(Image(systemName: "star.fill"))
        let text = width(Text(" 4.8"))
        #expect(close(width(Text("\(Image(systemName: "star.fill")) 4.8")), star + text - 0.4297 + 0.2148, 0.002))
        // In a larger font the symbol grows with it (title: 28 / 17).
        let big = width(Text(Image(systemName: "star.fill")).font(.title))
        #expect(close(big, width(Image(systemName: "star.fill").font(.title)) + SystemFontMetrics.tracking(forSize: 28), 0.002))
    }

    @Test func boldTextDrawsABoldSymbol() {
        // A symbol's strokes follow the font weight: bold text, bold (wider-stroked) symbol.
        func strokeWidths(_ t: Text) -> [CGFloat] {
            var widths: [CGFloat] = []
            func walk(_ list: DisplayList) {
                for item in list.items {
                    switch item {
                    case let .text(run, _):
                        for s in run.segments { if let a = s.attachment { walk(a.content) } }
                    case .stroke(_, _, let style): widths.append(style.lineWidth)
                    case .group(let g): walk(g.content)
                    default: break
                    }
                }
            }
            walk(fixedLayout(t).displayList)
            return widths
        }
        let regular = strokeWidths(Text(Image(systemName: "heart")))
        let bold = strokeWidths(Text(Image(systemName: "heart")).bold())
        #expect(!regular.isEmpty && regular.count == bold.count)
        #expect(zip(regular, bold).allSatisfy { close($1, $0 * 1.4, 1e-6) })
    }

    @Test func fixedMetricMeasurerUsesTheImageWidth() {
        // Fixed metrics: "ab" 2 × 8.5 at 17 points, plus the image's own width.
        let star = fixedLayout(Image(systemName: "star.fill")).size.width
        let layout = fixedLayout((Text("a") + Text(Image(systemName: "star.fill")) + Text("b")).id("t"))
        #expect(close(layout.frame(of: "t")?.width, 17 + star, 1e-9))
    }

    /// The rows of `b` holding ink of the star (orange).
    func orangeRows(_ b: Bitmap) -> ClosedRange<Int>? {
        var rows: [Int] = []
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.red > 200, p.green > 100, p.green < 200, p.blue < 80 { rows.append(y); break }
            }
        }
        guard let lo = rows.first, let hi = rows.last else { return nil }
        return lo...hi
    }

    @Test func symbolSitsOnTheBaselineAsBesideText() throws {
        // Inline, the star's ink covers the same rows as the star placed beside the text on
        // first baselines (the way SwiftUI aligns symbols with text).
        let inline = try ImageRenderer(content: Text("\(Image(systemName: "star.fill")) 4.8").foregroundColor(.orange).background(Color.white)).bitmap()
        let beside = try ImageRenderer(content: HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill")
            Text(" 4.8")
        }.foregroundColor(.orange).background(Color.white)).bitmap()
        let a = try #require(orangeRows(inline)), b = try #require(orangeRows(beside))
        #expect(abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1)
        #expect(a.count > 12)
    }

    @Test func aStyledImagePieceTakesItsStyle() throws {
        // Text(Image).foregroundStyle(_:) returns Text (iOS 17): the symbol is drawn in it.
        let red = Color(red: 1, green: 0, blue: 0)
        let text = Text(Image(systemName: "square.fill")).foregroundStyle(red) + Text(" 1")
        let b = try ImageRenderer(content: text.font(.system(size: 40)).background(Color.white)).bitmap()
        var reds = 0, greys = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.red == 255, p.green == 0, p.blue == 0 { reds += 1 }
                if p.red < 40, p.green < 40, p.blue < 40 { greys += 1 }
            }
        }
        // The square's solid red inside, the "1" in the primary colour (black).
        #expect(reds > 200)
        #expect(greys > 20)
    }
}
