import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `text` family.

func textFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let strings = ["ab", "", "\n\n", "a\u{0301}\u{0301}", "👩‍👩‍👧‍👦🏳️‍🌈", "مرحبا بالعالم", String(repeating: "a\n", count: 300),
                   String(repeating: "word ", count: 600), "\u{0}\u{FFFF}\u{2028}", "tab\tand\rreturn"]
    var text = Text(verbatim: r.chance(0.4) ? breakHazard(&r) : r.pick(strings))
    if r.chance(0.5) { text = text.kerning(cg(&r)) }
    if r.chance(0.5) { text = text.tracking(cg(&r)) }
    // Typesetting languages, hostile identifiers among them: Pango takes any tag Cairn
    // passes (bounded, ASCII letters, digits and hyphens), line breaking included.
    let languages = ["zh-Hans", "zh-Hant", "ja", "ko", "ar", "th", "", "💥", "x-", String(repeating: "zz-", count: 3_000), "\u{0}", "und"]
    if r.chance(0.4) { text = text.typesettingLanguage(Locale.Language(identifier: r.pick(languages)), isEnabled: r.chance(0.8)) }
    if r.chance(0.3) {
        let value = r.number()
        let spec = r.pick(["%d", "%.2f", "%@", "%s", "%n", "%.99999f", "%*d", "%ld", "%x", "%%", "%", "%1$@", "%lld", "%e"])
        text = Text("v \(value, specifier: spec)")
    }
    if r.chance(0.2) {
        // String(localized:) and AttributedString(localized:) over hostile values and
        // unbalanced Markdown: the value as written, never a crash.
        let piece = r.chance(0.5) ? breakHazard(&r) : r.pick(strings + ["**", "[x](", "_*`~", "\\", "**b** [l](https://e.org) ~~s"])
        let number = r.number()
        let plain = String(localized: "\(piece) · \(number, format: .number) **\(r.int(0...9))**", locale: r.chance(0.5) ? nil : Locale(identifier: r.pick(["de_DE", "ar_EG", "", "💥"])))
        let attributed = AttributedString(localized: "**\(piece)** _\(plain)_ [\(piece)](\(piece))")
        text = r.chance(0.5) ? Text(verbatim: plain) : Text(attributed)
    }
    if r.chance(0.25) {
        // Styled texts interpolated into a key (their markers' private-use characters also
        // written literally), marked with custom attributes a renderer reads back.
        let piece = r.chance(0.5) ? breakHazard(&r) : r.pick(strings + ["\u{100000}", "\u{F8000}\u{100001}", "**\u{10FFFD}**"])
        let inner = Text(verbatim: piece).bold().customAttribute(FuzzTextMark(value: r.int(0...3)))
        text = Text("**\(inner)** \(piece) \(Text(verbatim: r.pick(strings)).foregroundColor(.red)) \(Image(systemName: "star"))")
        if r.chance(0.5) { text = text + Text("\(text)").customAttribute(FuzzTextMark(value: 9)) }
    }
    var view = AnyView(text.font(.system(size: cg(&r))).lineLimit(r.chance(0.5) ? nil : r.count(0...5)))
    if r.chance(0.3) { view = AnyView(view.textRenderer(MarkRenderer(lift: cg(&r)))) }
    if r.chance(0.3) {
        // iOS 26's line heights with hostile numbers (NaN, ±huge, negative): the fonts' own
        // line, 0, or at most 100,000 points a line.
        let heights: [AttributedString.LineHeight?] = [
            .multiple(factor: cg(&r)), .leading(increase: cg(&r)), .exact(points: cg(&r)), .variable, .tight, .loose, nil,
        ]
        view = AnyView(view.lineHeight(r.pick(heights)).lineSpacing(cg(&r)))
    }
    if r.chance(0.5) {
        // Narrow widths (0 among them) make Pango force breaks inside items.
        view = AnyView(view.frame(width: r.chance(0.5) ? CGFloat(r.pick([0, 0.5, 1, 3, 8, 20])) : maybe(&r)))
    }
    try render(view, &r)
}

/// A custom text attribute for the fuzzer.
struct FuzzTextMark: TextAttribute { var value: Int }

/// Draws the runs marked `FuzzTextMark` lifted by `lift` (any number, hostile ones included)
/// and the rest in place.
struct MarkRenderer: TextRenderer {
    var lift: CGFloat
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                var copy = context
                if let mark = run[FuzzTextMark.self] { copy.translateBy(x: 0, y: -lift * CGFloat(mark.value)) }
                copy.draw(run)
            }
        }
    }
}

/// Text mixing the characters whose line breaks are not character breaks — a mark after a
/// space, a zero-width joiner after a space, a prepended concatenation mark before a
/// syllable — with emoji, Arabic, private-use characters and tabs: Pango 1.50 aborted on
/// such text measured at width 0 until `PangoTextLayout+BreakGuard.swift` (issue 28).
func breakHazard(_ r: inout Random) -> String {
    let pieces = ["👩‍👩‍👧", "😀", "🇺🇸", "\u{0645}", "\u{0631}", "\u{062D}", "\u{064F}", "\u{0651}", "\u{0301}", "\u{0963}",
                  "\u{E000}", "\u{F8FF}", "\t", " ", "a", "h", "\u{5197}", "\u{0600}", "\u{AC00}", "\u{0E01}", "\u{0E48}",
                  "\u{200D}", "\u{200B}", "\u{00A0}", "\u{FE0F}", "\u{FEDE}", "-", "\u{00AD}", "\n", "\u{2028}"]
    return (0..<r.int(1...14)).map { _ in r.pick(pieces) }.joined()
}
