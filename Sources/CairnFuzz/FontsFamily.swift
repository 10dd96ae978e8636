import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `fonts` family (and UIKit's `UIFont` and `UIImage` stand-ins with hostile sizes and names).

func fontsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let names = ["", "NoSuchFont", "DejaVu Sans", "Inter", ",,,", String(repeating: "x", count: 5000), "\u{0}", "Sans:bold", "../../etc/passwd", "Emoji",
                 "Inter Display", "Noto Serif", "JetBrains Mono", "CairnSystemDisplayWidth60"]
    let font: Font
    switch r.int(0...4) {
    case 0: font = .custom(r.pick(names), size: cg(&r))
    case 4:
        // UIKit's fonts (`Font(UIFont)`): hostile sizes and names, every text style.
        let ui = r.pick([UIFont.systemFont(ofSize: cg(&r), weight: r.pick([.ultraLight, .black])), .boldSystemFont(ofSize: cg(&r)),
                         .italicSystemFont(ofSize: cg(&r)), .monospacedDigitSystemFont(ofSize: cg(&r), weight: .heavy),
                         .preferredFont(forTextStyle: r.pick(UIFont.TextStyle.allCases)),
                         UIFont(name: r.pick(names), size: cg(&r)) ?? .systemFont(ofSize: 12)])
        font = Font(ui)
        // UIKit images by hostile names and paths (devices, directories, traversal), drawn.
        let image = UIImage(named: r.pick(names + ["/dev/zero", "/", "/proc/self/mem"])) ?? UIImage(contentsOfFile: r.pick(["/dev/zero", "/tmp", ""]))
            ?? UIImage(systemName: r.pick(names + ["star.fill"]))
        if let image { try render(Image(uiImage: image).resizable().frame(width: cg(&r), height: cg(&r)), &r) }
    case 1: font = .system(size: cg(&r), weight: r.pick([.ultraLight, .regular, .black]), design: r.pick([.default, .serif, .monospaced, .rounded]))
    case 2:
        // Around the display optical size's threshold (24 pt), with widths and tabular digits.
        font = .system(size: r.pick([23.999, 24, 24.001, 1e6, .nan]), weight: r.pick([.thin, .heavy, .black]))
            .width(r.pick([.compressed, .expanded, .standard])).monospacedDigit()
    default: font = .system(r.pick([.largeTitle, .body, .caption2]))
    }
    try render(Text(verbatim: r.pick(["Abc", "Ünïcödé ✓", "x", "11:11 88:88", "Дом Ωμέγα"])).font(font).bold().italic(), &r)
}
