import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `views` family.

/// A random view tree: leaves, stacks and every layout modifier, with hostile numbers.
func randomView(_ r: inout Random, depth: Int) -> AnyView {
    if depth <= 0 || r.chance(0.25) {
        switch r.int(0...5) {
        case 0: return AnyView(randomColor(&r))
        case 1: return AnyView(Rectangle())
        case 2: return AnyView(Circle().stroke(lineWidth: cg(&r)))
        case 3: return AnyView(Text("ab c"))
        case 4: return AnyView(Spacer(minLength: maybe(&r)))
        default: return AnyView(Capsule().fill(Color.blue))
        }
    }
    switch r.int(0...3) {
    case 0:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(VStack(spacing: maybe(&r)) { a; b })
    case 1:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(HStack(spacing: maybe(&r)) { a; b })
    case 2:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(ZStack { a; b })
    default:
        return modified(randomView(&r, depth: depth - 1), &r)
    }
}

func modified(_ v: AnyView, _ r: inout Random) -> AnyView {
    switch r.int(0...15) {
    case 0: return AnyView(v.frame(width: maybe(&r), height: maybe(&r)))
    case 1: return AnyView(v.frame(minWidth: maybe(&r), idealWidth: maybe(&r), maxWidth: maybe(&r),
                                   minHeight: maybe(&r), idealHeight: maybe(&r), maxHeight: maybe(&r)))
    case 2: return AnyView(v.padding(cg(&r)))
    case 3: return AnyView(v.offset(x: cg(&r), y: cg(&r)))
    case 4: return AnyView(v.opacity(r.number()))
    case 5: return AnyView(v.rotationEffect(.degrees(r.number())))
    case 6: return AnyView(v.scaleEffect(cg(&r)))
    case 7: return AnyView(v.fixedSize())
    case 8: return AnyView(v.layoutPriority(r.number()))
    case 9: return AnyView(v.aspectRatio(maybe(&r), contentMode: r.chance(0.5) ? .fit : .fill))
    case 10: return AnyView(v.clipShape(Circle()))
    case 11:
        let a = cg(&r), b = cg(&r)
        return AnyView(v.alignmentGuide(.leading) { _ in a }.alignmentGuide(.top) { d in d.height * b })
    case 12:
        let a = cg(&r), b = cg(&r)
        return AnyView(GeometryReader { proxy in v.frame(width: proxy.size.width * a, height: proxy.size.height * b) })
    case 13: return AnyView(v.position(x: cg(&r), y: cg(&r)))
    case 14: return AnyView(v.background(randomColor(&r)).overlay(Rectangle().stroke(lineWidth: cg(&r))))
    default: return AnyView(v.cornerRadius(cg(&r)))
    }
}

func viewsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    try render(randomView(&r, depth: r.int(1...6)), &r)
}
