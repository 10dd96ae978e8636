import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `path` family.

func pathFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let p = randomPath(&r)
    _ = p.boundingRect
    _ = p.contains(point(&r), eoFill: r.chance(0.5))
    _ = p.trimmedPath(from: cg(&r), to: cg(&r))
    let stroke = randomStroke(&r)
    let outline = p.strokedPath(stroke)
    _ = outline.boundingRect
    _ = p.applying(CGAffineTransform(a: cg(&r), b: 0, c: 0, d: cg(&r), tx: cg(&r), ty: cg(&r))).boundingRect
    if let q = Path(p.description) { _ = q.boundingRect }
    try draw([.fill(p, .color(Color.blue.resolved), FillStyle(eoFill: r.chance(0.5))), .stroke(p, .color(Color.red.resolved), stroke)], &r)
}
