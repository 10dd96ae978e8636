import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Keeps what a renderer saw.
final class LayoutBox: @unchecked Sendable {
    var layouts: [Text.Layout] = []
}

/// Draws nothing.
struct BlankRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
}

/// Records the layout and draws every glyph moved down by `amplitude · sin(i)` (Apple's
/// "wave" sample, shortened).
struct WaveRenderer: TextRenderer {
    var amplitude: Double
    let box: LayoutBox
    var animatableData: Double {
        get { amplitude }
        set { amplitude = newValue }
    }
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        box.layouts.append(layout)
        for line in layout {
            for run in line {
                for (i, glyph) in run.enumerated() {
                    var copy = context
                    copy.translateBy(x: 0, y: amplitude * sin(Double(i)))
                    copy.draw(glyph, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

/// A renderer that takes a fixed size.
struct FixedSizeRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { CGSize(width: 100, height: 20) }
}

/// Marks text for `EmphasisRenderer` (Apple's "Creating visual effects" sample marks words so).
struct Emphasis: TextAttribute { var level = 1 }

/// Draws only the runs marked `Emphasis`, recording each run's string and level.
struct EmphasisRenderer: TextRenderer {
    let box: LayoutBox
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        box.layouts.append(layout)
        for line in layout {
            for run in line where run[Emphasis.self] != nil { context.draw(run) }
        }
    }
}

/// `TextRenderer`, `Text.Layout` and `.textRenderer(_:)`.
@Suite struct TextRendererTests {
    func texts(_ list: DisplayList) -> [(TextRun, CGPoint)] {
        var out: [(TextRun, CGPoint)] = []
        func walk(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case let .text(run, origin): out.append((run, origin))
                case .group(let g): walk(g.content.items)
                case .layer(let l): walk(l.content.items)
                default: break
                }
            }
        }
        walk(list.items)
        return out
    }

    @Test func aRendererThatDrawsNothingDrawsNothingButKeepsTheSize() {
        let plain = layOut(Text("Hello").id("t"), 200, 100)
        let blank = layOut(Text("Hello").id("t").textRenderer(BlankRenderer()), 200, 100)
        #expect(close(blank.frame(of: "t"), plain.frame(of: "t")!))
        #expect(texts(blank.displayList).isEmpty)
        #expect(texts(plain.displayList).count == 1)
    }

    @Test func theLayoutHasOneGlyphPerCharacterAcrossTheLine() throws {
        let box = LayoutBox()
        let l = layOut(Text("Hello").id("t").textRenderer(WaveRenderer(amplitude: 4, box: box)), 200, 100)
        let frame = try #require(l.frame(of: "t"))
        let items = texts(l.displayList)
        #expect(items.count == 5)                            // one text item per glyph
        #expect(items.map(\.0.string).joined() == "Hello")
        let layout = try #require(box.layouts.last)
        #expect(layout.count == 1 && layout[0].count == 1)   // one line, one run
        let run = layout[0][0]
        #expect(run.count == 5)
        // Glyphs start at the line's origin, advance left to right and end at the text's width.
        #expect(run[0].typographicBounds.origin.x == 0)
        let xs = (0..<5).map { run[$0].typographicBounds.origin.x }
        #expect(xs == xs.sorted() && Set(xs).count == 5)
        #expect(close(run.typographicBounds.width, frame.width, 0.5))
        #expect(close(layout[0].typographicBounds.width, frame.width, 0.5))
        #expect(run[1..<3].typographicBounds.width > 0)
        // The wave moves glyph 1 down by 4 · sin 1 relative to glyph 0.
        let dy = items[1].1.y - items[0].1.y
        #expect(dy == 0)   // item origins are in the glyph's own space; the group moves it
        #expect(!layout.isTruncated)
    }

    @Test func linesOfSeveralParagraphsStackDownwards() throws {
        let box = LayoutBox()
        _ = layOut(Text("ab\ncd\nef").textRenderer(WaveRenderer(amplitude: 0, box: box)), 200, 200).displayList
        let layout = try #require(box.layouts.last)
        #expect(layout.count == 3)
        let ys = layout.map(\.origin.y)
        #expect(ys[0] > 0 && ys[1] > ys[0] && ys[2] > ys[1])
        #expect(close(ys[2] - ys[1], ys[1] - ys[0], 1e-6))
    }

    @Test func sizeThatFitsDecidesTheSize() {
        let l = layOut(Text("Hi").id("t").textRenderer(FixedSizeRenderer()), 300, 300)
        #expect(close(l.frame(of: "t"), rect(100, 140, 100, 20)))
        #expect(texts(l.displayList).map(\.0.string).joined() == "Hi")
    }

    @Test func customAttributesMarkTheRunsTheyWereSetOn() throws {
        let box = LayoutBox()
        let text = Text("Render ") + Text("SwiftUI").customAttribute(Emphasis(level: 2)).bold() + Text(" anywhere")
        let drawn = texts(layOut(text.textRenderer(EmphasisRenderer(box: box)), 300, 100).displayList)
        let layout = try #require(box.layouts.last)
        let runs = layout.flatMap { $0.map { $0 } }
        #expect(runs.count == 3)
        #expect(runs.map { $0[Emphasis.self]?.level } == [nil, 2, nil])
        // Only the marked run is drawn.
        #expect(drawn.map(\.0.string) == ["SwiftUI"])
        // The innermost value wins; a text in a string interpolation keeps its attribute.
        let nested = Text("x").customAttribute(Emphasis(level: 3)).customAttribute(Emphasis(level: 9))
        _ = layOut(nested.textRenderer(EmphasisRenderer(box: box)), 100, 100).displayList
        #expect(box.layouts.last?[0][0][Emphasis.self]?.level == 3)
        _ = layOut(Text("Go \(Text("now").customAttribute(Emphasis(level: 5)))").textRenderer(EmphasisRenderer(box: box)), 200, 100).displayList
        let interpolated = try #require(box.layouts.last).flatMap { $0.map { $0 } }
        #expect(interpolated.compactMap { $0[Emphasis.self]?.level } == [5])
        #expect(interpolated.filter { $0[Emphasis.self] != nil }.map(\.count) == [3])
    }

    @Test func aMarkedRunBrokenAcrossLinesKeepsItsMarkOnEachLine() throws {
        let box = LayoutBox()
        let text = Text("aa ") + Text("bbbb bbbb bbbb").customAttribute(Emphasis()) + Text(" cc")
        let drawn = texts(layOut(text.frame(width: 60).textRenderer(EmphasisRenderer(box: box)), 300, 300).displayList)
        let layout = try #require(box.layouts.last)
        #expect(layout.count >= 3)
        // Every letter of the marked text is drawn from a marked run, and none of the rest,
        // its runs on more than one line.
        #expect(drawn.map(\.0.string).joined().filter { $0 != " " } == "bbbbbbbbbbbb")
        #expect(layout.indices.filter { i in layout[i].contains { $0[Emphasis.self] != nil } }.count >= 2)
    }

    @Test func aCustomAttributeWithoutARendererChangesNothing() {
        let plain = layOut(Text("Hello, world"), 200, 100).displayList
        let marked = layOut(Text("Hello, ") + Text("world").customAttribute(Emphasis()), 200, 100).displayList
        #expect(texts(plain).map(\.0.string) == ["Hello, world"])
        #expect(texts(marked).map(\.0.string).joined() == "Hello, world")
        #expect(texts(marked).map(\.1) == [texts(plain)[0].1])
    }

    @Test func aLongTextInANarrowFrameGivesTheFirstThousandGlyphsOnTheirLines() throws {
        // 600 words at 40 points wide: one word a line. Before lines were found by galloping
        // each line measured the rest of the paragraph (3,000 characters) a dozen times:
        // the fuzzer's text family hung here (seed 493).
        let box = LayoutBox()
        _ = layOut(Text(String(repeating: "word ", count: 600)).frame(width: 40).textRenderer(WaveRenderer(amplitude: 1, box: box)), 100, 20_000).displayList
        let layout = try #require(box.layouts.last)
        #expect(layout.count == 600)
        let glyphs = layout.map { $0.map(\.count).reduce(0, +) }
        #expect(glyphs.prefix(250).allSatisfy { $0 == 4 })      // 250 words of 4 letters: 1,000 glyphs
        #expect(glyphs.reduce(0, +) == 1_000)
        #expect(glyphs.suffix(350).allSatisfy { $0 == 0 })
    }

    @Test func emptyTextHasNoLinesAndDoesNotCrash() {
        let box = LayoutBox()
        let l = layOut(Text("").textRenderer(WaveRenderer(amplitude: .nan, box: box)), 100, 100)
        #expect(texts(l.displayList).isEmpty)
    }
}
