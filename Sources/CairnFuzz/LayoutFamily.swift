import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `layout` family.

/// A Layout that misbehaves as its seed says: NaN or huge sizes, subviews placed twice,
/// never, or with hostile proposals.
struct ChaosLayout: Layout {
    var seed: UInt64
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var r = Random(seed: seed)
        for s in subviews where r.chance(0.5) { _ = s.sizeThatFits(ProposedViewSize(width: maybe(&r), height: maybe(&r))) }
        return r.chance(0.5) ? CGSize(width: cg(&r), height: cg(&r)) : CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var r = Random(seed: seed &+ 1)
        for s in subviews {
            for _ in 0..<r.int(0...2) {
                s.place(at: point(&r), anchor: unitPoint(&r), proposal: ProposedViewSize(width: maybe(&r), height: maybe(&r)))
            }
        }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

func layoutFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let inner = ChaosLayout(seed: r.next())
    let outer = ChaosLayout(seed: r.next())
    let a = randomView(&r, depth: 2), b = randomView(&r, depth: 2)
    let view = outer { inner { a; b; Text("x") }; Color.red }
    let stack = VStack(spacing: maybe(&r)) { view; Color.green.frame(width: maybe(&r)) }
    try render(stack, &r)
}
