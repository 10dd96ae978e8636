import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `pathString` family.

func pathStringFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let tokens = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
                  " ", ",", "-", "+", ".", "e", "E", "0", "1", "9", "1e308", "1e309", "-0", "nan", "inf", "\n", "\u{0}", "é"]
    var text = ""
    if r.chance(0.5) {
        for _ in 0..<r.int(0...40) { text += r.pick(tokens) }
    } else {
        // Almost valid: commands with hostile numbers.
        for _ in 0..<r.int(1...12) {
            text += r.pick(["M", "L", "C", "Q", "A", "H", "V", "Z", "m", "c", "a"]) + " "
            for _ in 0..<r.int(0...7) { text += "\(r.number()) " }
        }
    }
    if let p = Path(svgPath: text) {
        _ = p.boundingRect
        _ = p.description
    }
    if let p = Path(text) { _ = p.boundingRect }
}
