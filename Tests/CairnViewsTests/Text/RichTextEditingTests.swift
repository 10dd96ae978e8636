import Cairn
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's rich text editing as WWDC25's sample writes its bold button:
/// `text.transformAttributes(in: &selection) { container.font = font.bold(!font.resolve(in:
/// fontResolutionContext).isBold) }`.
@Suite struct RichTextEditingTests {
    let context = EnvironmentValues().fontResolutionContext

    /// Resolved fonts: text style sizes at the context's Dynamic Type size (iOS's table: body
    /// 17 at Large, 23 at xxxLarge), a style's own weight (the headline's semibold counts as
    /// bold, Apple: "semi-bold or greater"), and the traits set.
    @Test func fontsResolveToTheirValues() {
        let body = Font.body.resolve(in: context)
        #expect(body.pointSize == 17 && !body.isBold && !body.isItalic)
        let headline = Font.headline.resolve(in: context)
        #expect(headline.isBold && headline.weight == .semibold)
        var large = EnvironmentValues()
        large.dynamicTypeSize = .xxxLarge
        #expect(Font.body.resolve(in: large.fontResolutionContext).pointSize == 23)
        #expect(Font.headline.bold(false).resolve(in: context).isBold == false)
        #expect(Font.title.bold(true).resolve(in: context).weight == .bold)
        #expect(Font.body.italic(true).resolve(in: context).isItalic)
        #expect(!Font.body.italic().italic(false).resolve(in: context).isItalic)
        let mono = Font.system(size: 12).monospaced().smallCaps().width(.condensed).resolve(in: context)
        #expect(mono.isMonospaced && mono.isSmallCaps && mono.pointSize == 12 && mono.width == .condensed)
    }

    /// The bold button on a selected word makes that word bold and leaves the rest; pressed
    /// again, it makes it regular. At an insertion point only the typing attributes change.
    @Test func theBoldButtonTogglesTheSelection() throws {
        var text = AttributedString("Hello world")
        let word = try #require(text.range(of: "world"))
        var selection = AttributedTextSelection(range: word)
        func toggleBold() {
            text.transformAttributes(in: &selection) { container in
                let font = container.font ?? .body
                container.font = font.bold(!font.resolve(in: context).isBold)
            }
        }
        toggleBold()
        let runs = text.runs.map { (String(text[$0.range].characters), $0.font.map { $0.resolve(in: context).isBold }) }
        #expect(runs.map(\.0) == ["Hello ", "world"])
        #expect(runs.map(\.1) == [nil, true])
        let drawn = Text(text).run(in: EnvironmentValues(), paint: .color(Color.black.resolved))
        #expect(drawn.segments.map(\.font.weight) == [400, 700])
        toggleBold()
        #expect(text.runs.map { $0.font.map { $0.resolve(in: context).isBold } }.last == false)

        var caret = AttributedTextSelection()
        let before = text
        text.transformAttributes(in: &caret) { $0.font = .largeTitle }
        #expect(text == before)
        #expect(caret.typingAttributes(in: text).font == .largeTitle)
        #expect(selection.typingAttributes(in: text).font == Font.body.bold(false))
    }

    /// `Font.default` is the font of the environment it is used in: the title's 28 points
    /// under `.font(.title)`, bold on top with `.bold()`, the body's 17 with none; resolved
    /// outside an environment, the body style.
    @Test func theDefaultFontIsTheEnvironments() {
        var titled = EnvironmentValues()
        titled.font = .title
        let inTitle = Text("A").font(.default).run(in: titled, paint: .color(Color.black.resolved))
        #expect(inTitle.segments.map(\.font.size) == [28])
        let bold = Text("A").font(.default.bold()).run(in: titled, paint: .color(Color.black.resolved))
        #expect(bold.segments.map(\.font.weight) == [700])
        #expect(bold.segments.map(\.font.size) == [28])
        let plain = Text("A").font(.default).run(in: EnvironmentValues(), paint: .color(Color.black.resolved))
        #expect(plain.segments.map(\.font.size) == [17])
        #expect(Font.default.resolve(in: context).pointSize == 17)
        #expect(Font.default.bold(true).resolve(in: context).isBold)
    }
}
