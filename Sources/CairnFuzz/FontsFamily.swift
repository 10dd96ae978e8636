import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `fonts` family.

func fontsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let names = ["", "NoSuchFont", "DejaVu Sans", "Inter", ",,,", String(repeating: "x", count: 5000), "\u{0}", "Sans:bold", "../../etc/passwd", "Emoji"]
    let font: Font
    switch r.int(0...2) {
    case 0: font = .custom(r.pick(names), size: cg(&r))
    case 1: font = .system(size: cg(&r), weight: r.pick([.ultraLight, .regular, .black]), design: r.pick([.default, .serif, .monospaced, .rounded]))
    default: font = .system(r.pick([.largeTitle, .body, .caption2]))
    }
    try render(Text(verbatim: r.pick(["Abc", "Ünïcödé ✓", "x"])).font(font).bold().italic(), &r)
}
