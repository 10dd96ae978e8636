import Cairn
import CCairo
@testable import CairnCairo
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// Issue 26, fonts: every weight from ultralight to black and its italic, Inter Display
/// from 24 points (SF Pro's Display optical size), and a bundled face for each design. Each
/// width is checked against HarfBuzz alone reading the bundled file that should draw it, so
/// a wrong face (a synthesised weight, the other optical size, a system font) fails.
@Suite struct FontFacesTests {
    func file(_ name: String) throws -> String {
        try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/" + name
    }

    /// One tracking step of the system font at `size`, as Pango applies it (1/1024 points).
    func tracking(_ size: CGFloat) -> CGFloat {
        CGFloat(Int32((SystemFontMetrics.tracking(forSize: size) * 1024).rounded(.toNearestOrAwayFromZero))) / 1024
    }

    func width(_ text: String, _ font: TextFont) -> CGFloat {
        PangoTextMeasurer().measure(TextRun([.init(text, font: font)])).size.width
    }

    /// `Font.Weight` → Inter's face of the same OpenType weight (SwiftUI's ultraLight is 100,
    /// Inter's Thin; thin 200, Inter's ExtraLight; … heavy 800 ExtraBold; black 900 Black),
    /// upright and italic, at 17 points: HarfBuzz's advances in that file plus SF Pro's
    /// tracking (−0.43 at 17) after each of the 6 characters.
    @Test(arguments: [
        (Font.Weight.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
    ])
    func everyWeightHasItsFace(weight: Font.Weight, face: String) throws {
        let text = "Weight"
        let upright = try file("Inter-\(face).otf")
        let italic = try file(face == "Regular" ? "Inter-Italic.otf" : "Inter-\(face)Italic.otf")
        let expected = harfBuzzAdvance([(text, 17)], file: upright) + 6 * tracking(17)
        #expect(close(width(text, TextFont(size: 17, weight: weight.value)), expected, 0.01))
        let expectedItalic = harfBuzzAdvance([(text, 17)], file: italic) + 6 * tracking(17)
        #expect(close(width(text, TextFont(size: 17, weight: weight.value, isItalic: true)), expectedItalic, 0.01))
    }

    /// The weights differ: ultralight "Weight" is narrower than black by more than 10 %
    /// (HarfBuzz: Inter Thin 4.3 % narrower than Regular, Black 10.7 % wider), where a
    /// four-face bundle drew all light weights as Regular.
    @Test func lightAndHeavyWeightsAreNotRegular() throws {
        let light = width("Weight", TextFont(size: 17, weight: 100))
        let regular = width("Weight", TextFont(size: 17, weight: 400))
        let black = width("Weight", TextFont(size: 17, weight: 900))
        #expect(light < regular && regular < black)
        #expect(black / light > 1.10, "\(light) \(regular) \(black)")
    }

    /// Below 24 points the system font is Inter (text optical size); from 24, Inter
    /// Display. A 34-point bold large title, "Large Title": Inter Display Bold's advances
    /// (HarfBuzz, 161.334 points) plus 11 × the HIG's +0.40; Inter Bold would give 176.918
    /// + 4.40, 9.4 % wider — the excess iOS's references showed.
    @Test func displayOpticalSizeFromTwentyFourPoints() throws {
        let title = "Large Title"
        let display = harfBuzzAdvance([(title, 34)], file: try file("InterDisplay-Bold.otf"))
        #expect(close(display, 161.334, 0.001))
        #expect(close(width(title, TextFont(size: 34, weight: 700)), display + 11 * tracking(34), 0.01))
        let text = harfBuzzAdvance([(title, 34)], file: try file("Inter-Bold.otf"))
        #expect(close(text, 176.918, 0.001))
        // The switch: 23.5 points is Inter, 24 is Inter Display (each with its tracking).
        for (size, face) in [(CGFloat(23.5), "Inter-Regular.otf"), (24, "InterDisplay-Regular.otf"), (17, "Inter-Regular.otf"), (96, "InterDisplay-Regular.otf")] {
            let expected = harfBuzzAdvance([("Settings", size)], file: try file(face)) + 8 * tracking(size)
            #expect(close(width("Settings", TextFont(size: size)), expected, 0.01), "\(size) \(face)")
        }
        // Italic display sizes take Inter Display's italic.
        let italic = harfBuzzAdvance([("Settings", 28)], file: try file("InterDisplay-Italic.otf")) + 8 * tracking(28)
        #expect(close(width("Settings", TextFont(size: 28, isItalic: true)), italic, 0.01))
    }

    /// Monospaced digits keep Inter's text optical size at display sizes: Inter Display
    /// 3.019's `tnum` figures are not of one width (HarfBuzz: "1" 1028, "4" 1220 of 2048
    /// units), Inter's are (1824 of 2816), so "11:11" and "88:88" measure the same at 48
    /// points: Inter's tabular advances (HarfBuzz 137.59 points) plus tracking.
    @Test func monospacedDigitsStayTabularAtDisplaySizes() throws {
        var font = TextFont(size: 48)
        font.monospacedDigits = true
        let ones = width("11:11", font), eights = width("88:88", font)
        #expect(ones == eights)
        let expected = harfBuzzAdvance([("88:88", 48)], file: try file("Inter-Regular.otf"), features: ["tnum"]) + 5 * tracking(48)
        #expect(close(eights, expected, 0.01))
        // Without monospaced digits the display face is used and 1 is narrower than 8.
        #expect(width("11:11", TextFont(size: 48)) < width("88:88", TextFont(size: 48)))
    }

    /// The designs have bundled faces, not whatever fontconfig finds: serif is Noto Serif,
    /// monospaced JetBrains Mono (no system tracking on either), in regular, bold and italic.
    @Test(arguments: [
        (TextFont.Design.serif, false, false, "NotoSerif-Regular.ttf"), (.serif, true, false, "NotoSerif-Bold.ttf"),
        (.serif, false, true, "NotoSerif-Italic.ttf"), (.serif, true, true, "NotoSerif-BoldItalic.ttf"),
        (.monospaced, false, false, "JetBrainsMono-Regular.ttf"), (.monospaced, true, false, "JetBrainsMono-Bold.ttf"),
        (.monospaced, false, true, "JetBrainsMono-Italic.ttf"), (.monospaced, true, true, "JetBrainsMono-BoldItalic.ttf"),
    ])
    func designsUseTheirBundledFaces(design: TextFont.Design, bold: Bool, italic: Bool, face: String) throws {
        let text = "Quick fox 0123"
        let font = TextFont(family: .system(design), size: 17, weight: bold ? 700 : 400, isItalic: italic)
        let expected = harfBuzzAdvance([(text, 17)], file: try file(face))
        #expect(close(width(text, font), expected, 0.01), "\(face)")
    }

    /// SF Mono's 0.6-em advance: JetBrains Mono's every character is 600 of 1000 units, so 14
    /// characters at 17 points are 142.8 points wide.
    @Test func monospacedAdvanceIsSixTenthsOfAnEm() {
        #expect(close(width("Quick fox 0123", TextFont(family: .system(.monospaced), size: 17)), 14 * 0.6 * 17, 0.01))
    }

    /// The configuration rejects other copies of every bundled family, and lists each
    /// bundled file by path.
    @Test func configurationRejectsSystemCopiesOfTheBundledFamilies() throws {
        let dir = try #require(PangoFontSystem.shared.bundledFontsDirectory)
        let xml = PangoFontSystem.configurationXML(bundledFontsDirectory: dir)
        for family in ["Inter", "Inter Display", "Noto Serif", "JetBrains Mono"] {
            #expect(xml.contains("<pattern><patelt name=\"family\"><string>\(family)</string></patelt></pattern>"), "\(family)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
        #expect(files.count == 46)  // 18 Inter, 18 Inter Display, 4 Noto Serif, 6 JetBrains Mono
        for name in files { #expect(xml.contains(dir + "/" + name)) }
    }

    /// Bad sizes fall back without a crash: 0, NaN, −5 and 10⁶ points in every design.
    @Test func absurdSizesInEveryDesign() {
        for design in [TextFont.Design.default, .rounded, .serif, .monospaced] {
            for size in [CGFloat(0), .nan, -5, 1e6, .infinity] {
                let w = width("Hello", TextFont(family: .system(design), size: size, weight: 900, isItalic: true))
                #expect(w.isFinite && w >= 0, "\(design) \(size)")
            }
        }
    }
}
