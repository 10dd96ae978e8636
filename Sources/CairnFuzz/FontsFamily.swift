import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `fonts` family.

func fontsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let names = ["", "NoSuchFont", "DejaVu Sans", "Inter", ",,,", String(repeating: "x", count: 5000), "\u{0}", "Sans:bold", "../../etc/passwd", "Emoji",
                 "Inter Display", "Noto Serif", "JetBrains Mono", "CairnSystemDisplayWidth60"]
    let font: Font
    switch r.int(0...3) {
    case 0: font = .custom(r.pick(names), size: cg(&r))
    case 1: font = .system(size: cg(&r), weight: r.pick([.ultraLight, .regular, .black]), design: r.pick([.default, .serif, .monospaced, .rounded]))
    case 2:
        // Around the display optical size's threshold (24 pt), with widths and tabular digits.
        font = .system(size: r.pick([23.999, 24, 24.001, 1e6, .nan]), weight: r.pick([.thin, .heavy, .black]))
            .width(r.pick([.compressed, .expanded, .standard])).monospacedDigit()
    default: font = .system(r.pick([.largeTitle, .body, .caption2]))
    }
    try render(Text(verbatim: r.pick(["Abc", "Ünïcödé ✓", "x", "11:11 88:88", "Дом Ωμέγα"])).font(font).bold().italic(), &r)
}
