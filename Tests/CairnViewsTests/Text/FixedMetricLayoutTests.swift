import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Text layout with the fixed-metric measurer: at 10 points every character is 5 wide, a
/// line 12 tall with its baseline at 8 (at 17: 8.5, 20.4, 13.6). Every number below is
/// computed by hand from those rules.
@Suite(.designEra(.iOS17)) struct FixedMetricLayoutTests {
    let small = Font.system(size: 10)

    @Test func idealSizeIsOneLineCentredInTheCanvas() {
        // "Hello" at body size 17: 5 × 8.5 = 42.5 wide, 20.4 tall, 43 × 21 on the pixel grid
        // (1×); centred in 400×400.
        let layout = fixedLayout(Text("Hello").id("t"))
        #expect(close(layout.frame(of: "t"), CGRect(x: 178.5, y: 189.5, width: pixelCeil(42.5), height: pixelCeil(20.4)), 1e-9))
    }

    @Test func wrapsAtWordsAndReportsTheWidestLine() {
        // "Hello world" = 55 ≤ 60, "foo" wraps: 55 × 24.
        let layout = fixedLayout(Text("Hello world foo").font(small).frame(width: 60).id("f"))
        let f = layout.frame(of: "f")
        #expect(close(f?.height, 24, 0.01))
        let text = textItems(layout.displayList)
        #expect(text.count == 1)
        #expect(close(text.first?.run.width, 60, 0.01))
        // The frame is 60 wide; the text inside is its widest line, centred: (60 − 55) / 2.
        #expect(close(text.first?.origin.x, (f?.minX ?? 0) + 2.5, 0.01))
    }

    @Test func neverWiderThanItsIdealWidth() {
        let layout = fixedLayout(Text("Hi").font(small).id("t").frame(width: 300))
        #expect(close(layout.frame(of: "t")?.width, 10, 0.01))
        // A proposal at least as wide as the ideal leaves the run unconstrained.
        #expect(textItems(layout.displayList).first?.run.width == nil)
    }

    @Test func breaksInsideAWordWiderThanTheLine() {
        // 10 characters of 5 in 32: 6 fit (30), then 4 (20): 30 × 24.
        let m = FixedMetricTextMeasurer().measure(TextRun([.init("abcdefghij", font: TextFont(size: 10))], width: 32))
        #expect(m.size == CGSize(width: 30, height: 24))
        #expect(m.lineCount == 2)
        #expect(m.firstBaseline == 8 && m.lastBaseline == 20)
    }

    @Test func lineLimitTruncatesTheLastLine() {
        // 15 characters (75) in 40 with one line: 7 characters + "…" = 40.
        let runs = TextRun.TruncationMode.allCases.map { mode in
            FixedMetricTextMeasurer().measure(TextRun(
                [.init("Hello world foo", font: TextFont(size: 10))], width: 40, lineLimit: 1, truncationMode: mode))
        }
        for m in runs {
            #expect(m.size == CGSize(width: 40, height: 12))
            #expect(m.isTruncated && m.lineCount == 1)
        }
        // Two lines: "Hello" on the first, "world foo" cut on the second: "world f…" = 40.
        let two = FixedMetricTextMeasurer().measure(TextRun(
            [.init("Hello world foo", font: TextFont(size: 10))], width: 40, lineLimit: 2))
        #expect(two.size == CGSize(width: 40, height: 24))
        #expect(two.lastBaseline == 20)
    }

    @Test func viewLineLimitReachesText() {
        let layout = fixedLayout(Text("Hello world foo").font(small).id("t").frame(width: 40).lineLimit(1))
        #expect(close(layout.frame(of: "t"), CGRect(x: 180, y: 194, width: 40, height: 12), 0.01))
        #expect(textItems(layout.displayList).first?.run.lineLimit == 1)
    }

    @Test func emptyTextIsZeroByZero() {
        // SwiftUI: Text("") takes no space (an empty attributed string has no line); in a
        // VStack it still gets the stack's spacing.
        let layout = fixedLayout(Text("").id("t"))
        #expect(layout.frame(of: "t")?.size == .zero)
        #expect(textItems(layout.displayList).isEmpty)
    }

    @Test func firstTextBaselineAlignsMixedSizes() {
        // Baselines 8 (size 10, 12 tall) and 16 (size 20, 24 tall): the small text sits
        // 8 lower; the stack is 5 + 8 + 10 = 23 wide and 24 tall, centred in 200×200.
        let layout = fixedLayout(
            HStack(alignment: .firstTextBaseline) {
                Text("A").font(small).id("a")
                Text("B").font(.system(size: 20)).id("b")
            }, 200, 200)
        #expect(close(layout.frame(of: "a"), CGRect(x: 88.5, y: 96, width: 5, height: 12), 0.01))
        #expect(close(layout.frame(of: "b"), CGRect(x: 101.5, y: 88, width: 10, height: 24), 0.01))
    }

    @Test func lastTextBaselineOfAWrappedText() {
        // "aa bb" wraps in 12 (each word 10): baselines 8 and 20. Next to it a size-20
        // text (baseline 16) aligned on last baselines sits 4 lower than the wrapped top.
        let layout = fixedLayout(
            HStack(alignment: .lastTextBaseline) {
                Text("aa bb").font(small).frame(width: 12).id("a")
                Text("B").font(.system(size: 20)).id("b")
            }, 200, 200)
        let a = layout.frame(of: "a"), b = layout.frame(of: "b")
        #expect(close(a?.height, 24, 0.01) && close(b?.height, 24, 0.01))
        #expect(close((a?.minY ?? 0) + 20, (b?.minY ?? 0) + 16, 0.01))
    }

    @Test func spacingAroundTextFollowsFontMetrics() {
        // Size 10: ascender 8, descender −4, cap height 7, line 12, t = ⌈1.2⌉ = 2.
        // Above the text: |−4| + 2 = 6. Below: max(12 + 2 − 7, 2 + 4) = 7.
        let layout = fixedLayout(
            VStack {
                Color.red.frame(width: 10, height: 10).id("top")
                Text("Hi").font(small).id("t")
                Color.red.frame(width: 10, height: 10).id("bottom")
            })
        let top = layout.frame(of: "top")!, t = layout.frame(of: "t")!, bottom = layout.frame(of: "bottom")!
        #expect(close(t.minY - top.maxY, 6, 0.01))
        #expect(close(bottom.minY - t.maxY, 7, 0.01))
    }

    @Test func reservesSpaceForTheLineLimit() {
        let layout = fixedLayout(Text("Hi").font(small).lineLimit(3, reservesSpace: true).id("t"))
        #expect(layout.frame(of: "t")?.size == CGSize(width: 10, height: 36))
    }

    @Test func shortHeightShowsTheLinesThatFit() {
        // Three words of 15 in 20: 3 lines (36) do not fit in 30; 2 do, the second cut:
        // "bbb" + "…" = 20.
        let layout = fixedLayout(Text("aaa bbb ccc").font(small).id("t").frame(width: 20, height: 30))
        #expect(layout.frame(of: "t")?.size == CGSize(width: 20, height: 24))
        #expect(textItems(layout.displayList).first?.run.lineLimit == 2)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // "Hello world" is 55 at size 10; in 40 it fits at scale 40/55 = 0.7273.
        let layout = fixedLayout(
            Text("Hello world").font(small).lineLimit(1).minimumScaleFactor(0.5).id("t").frame(width: 40))
        let f = layout.frame(of: "t")!
        #expect(f.width <= 40 && f.width > 39.9)
        #expect(close(f.height, pixelCeil(12 * 40 / 55), 0.02))
        let run = textItems(layout.displayList).first!.run
        #expect(close(run.segments[0].font.size, 10 * 40 / 55, 0.02))
    }

    @Test func concatenationKeepsEachPiecesFont() {
        // 2 × 5 + 2 × 10 = 30 wide; the line is as tall as its largest font: 24.
        let layout = fixedLayout((Text("ab").font(small) + Text("cd").font(.system(size: 20))).id("t"))
        #expect(layout.frame(of: "t")?.size == CGSize(width: 30, height: 24))
        let run = textItems(layout.displayList).first!.run
        #expect(run.segments.map(\.font.size) == [10, 20])
    }

    @Test func innerTextModifiersWin() {
        let text = (Text("a").foregroundColor(.red).bold() + Text("b")).foregroundColor(.blue).fontWeight(.light)
        let run = textItems(fixedLayout(text).displayList).first!.run
        #expect(run.segments[0].paint == .color(Color.red.resolved))
        #expect(run.segments[1].paint == .color(Color.blue.resolved))
        #expect(run.segments.map(\.font.weight) == [700, 300])
    }

    @Test func aPieceTakesItsOwnForegroundStyle() {
        // iOS 17's Text.foregroundStyle(_:) returns Text: the styled piece concatenates.
        let red = Color(red: 1, green: 0, blue: 0)
        let run = textItems(fixedLayout(Text("42") + Text(" min").foregroundStyle(red)).displayList).first!.run
        #expect(run.segments.map(\.string) == ["42", " min"])
        #expect(run.segments[0].paint == .color(Color.primary.resolved))
        #expect(run.segments[1].paint == .color(Color.Resolved(red: 1, green: 0, blue: 0)))
        // A level shades the foreground the text is drawn in, as the view modifier does
        // (whose numbers ColorScheme's tests check): the same paint either way.
        func paint<V: View>(_ view: V) -> Paint { textItems(fixedLayout(view).displayList).first!.run.segments.last!.paint }
        let blue = Color(red: 0, green: 0, blue: 1)
        let piece = paint(VStack { Text("a") + Text("b").foregroundStyle(.secondary) }.foregroundStyle(blue))
        let whole = paint(VStack { Text("b") }.foregroundStyle(.secondary).foregroundStyle(blue))
        #expect(piece == whole)
        guard case let .color(shade) = piece else { Issue.record("not a colour: \(piece)"); return }
        #expect(shade.blue == 1 && shade.red == 0 && shade.opacity < 1 && shade.opacity > 0)
        // Without a foreground around it, the level is the primary label's: iOS's
        // secondaryLabel, (60, 60, 67) at 60 %.
        #expect(paint(Text("b").foregroundStyle(.secondary)) == .color(Color.Resolved(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, opacity: 0.6)))
        // An outer colour or style does not replace the piece's; the piece's wins over a later one.
        #expect(paint((Text("a") + Text("b").foregroundStyle(red)).foregroundColor(blue)) == .color(Color.Resolved(red: 1, green: 0, blue: 0)))
        #expect(paint(Text("b").foregroundStyle(red).foregroundStyle(blue)) == .color(Color.Resolved(red: 1, green: 0, blue: 0)))
        // A gradient spans the text's frame: 4 characters of 10 points from x 0 to 40 (the
        // fixed measurer), centred in the 400-point layout: 180...220.
        let gradient = paint(Text("abcd").font(.system(size: 20)).foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
        guard case let .linearGradient(_, start, end) = gradient else { Issue.record("not a gradient: \(gradient)"); return }
        #expect(start.x == 180 && end.x == 220)
    }

    @Test func environmentStylesText() {
        let view = VStack { Text("a").id("a") }
            .font(.headline).foregroundColor(.green).multilineTextAlignment(.center).truncationMode(.middle)
        let run = textItems(fixedLayout(view).displayList).first!.run
        #expect(run.segments[0].font == TextFont(size: 17, weight: 600))
        #expect(run.segments[0].paint == .color(Color.green.resolved))
        #expect(run.alignment == .center && run.truncationMode == .middle)
    }

    @Test func textStylesHaveIOSSizes() {
        let sizes = Font.TextStyle.allCases.map { Font.system($0).resolved().size }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    @Test func dumpShowsTheRun() {
        let layout = fixedLayout(Text("Hi").font(small).foregroundColor(.red).lineLimit(2), 100, 100)
        #expect(layout.displayList.dump == """
            text at=45 44 width=none lineLimit=2 truncation=tail alignment=leading lineSpacing=0 {
              "Hi" font=system 10 w400 #FF3B30FF kerning=0 tracking=0
            }
            """)
    }

    @Test func missingCustomFamilyIsDiagnosed() {
        let measurer = FixedMetricTextMeasurer(installedFamilies: ["Inter"])
        let layout = ViewLayout(of: Text("x").font(.custom("Nope Sans", size: 12)), in: CGSize(width: 50, height: 50), textMeasurer: measurer)
        #expect(layout.diagnostics == ["Font family \"Nope Sans\" is not installed; the text uses the system font instead."])
    }
}
