import Cairn
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// A `Text` interpolated into a string key keeps its own styling, as in SwiftUI
/// (`Text("Tap \(Text("Done").bold()) to finish")`).
@Suite struct InterpolatedTextTests {
    func run(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> TextRun {
        text.run(in: environment, paint: .color(Color.black.resolved))
    }

    @Test func theInterpolatedPieceKeepsItsWeightAndTheRestStaysRegular() {
        let r = run(Text("Tap \(Text("Done").bold()) to finish"))
        #expect(r.segments.map(\.string) == ["Tap ", "Done", " to finish"])
        #expect(r.segments.map(\.font.weight) == [400, 700, 400])
        // Drawn the same as the concatenation people used to write.
        let concatenated = run(Text("Tap ") + Text("Done").bold() + Text(" to finish"))
        #expect(r == concatenated)
    }

    @Test func itsColourWinsAndItTakesTheSurroundingAttributesItDoesNotSet() {
        let r = run(Text("**Sum \(Text("4").foregroundColor(.red))**").italic())
        #expect(r.segments.map(\.string) == ["Sum ", "4"])
        // Bold from the Markdown around it, italic from the outer modifier, red its own.
        #expect(r.segments.map(\.font.weight) == [700, 700])
        #expect(r.segments.allSatisfy { $0.font.isItalic })
        #expect(r.segments[1].paint == .color(Color.red.resolve(in: EnvironmentValues())))
        #expect(r.segments[0].paint == .color(Color.black.resolved))
    }

    @Test func itsOwnFormattedValuesAndImagesStay() {
        let inner = Text("\(Image(systemName: "star.fill")) \(4.8, specifier: "%.1f")").foregroundColor(.orange)
        let r = run(Text("Rated \(inner) by 120"))
        #expect(r.segments.map(\.string) == ["Rated ", "\u{FFFC}", " 4.8", " by 120"])
        #expect(r.segments[1].attachment != nil)
        #expect(r.segments[2].paint == .color(Color.orange.resolve(in: EnvironmentValues())))
    }

    @Test func theKeysPlainTextHasTheTextsCharacters() {
        let key: LocalizedStringKey = "Tap \(Text("Done").bold()) to finish"
        #expect(key.text == "Tap Done to finish")
        #expect(String(localized: "Tap \(Text("Done").bold())") == "Tap Done")
        // Two interpolated texts, one empty: nothing left of the markers.
        #expect(run(Text("a\(Text(""))b\(Text("c"))")).segments.map(\.string).joined() == "abc")
    }
}
