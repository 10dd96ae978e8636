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
    var text = Text(verbatim: r.pick(strings))
    if r.chance(0.5) { text = text.kerning(cg(&r)) }
    if r.chance(0.5) { text = text.tracking(cg(&r)) }
    if r.chance(0.3) {
        let value = r.number()
        let spec = r.pick(["%d", "%.2f", "%@", "%s", "%n", "%.99999f", "%*d", "%ld", "%x", "%%", "%", "%1$@", "%lld", "%e"])
        text = Text("v \(value, specifier: spec)")
    }
    var view = AnyView(text.font(.system(size: cg(&r))).lineLimit(r.chance(0.5) ? nil : r.count(0...5)))
    if r.chance(0.5) { view = AnyView(view.frame(width: maybe(&r))) }
    try render(view, &r)
}
