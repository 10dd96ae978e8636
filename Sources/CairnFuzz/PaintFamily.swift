import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `paint` family.

func paintFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let shape = Path(ellipseIn: CGRect(x: r.mild(), y: r.mild(), width: r.mild(), height: r.mild()))
    let stops = randomGradient(&r).stops.map { Gradient.Stop(color: $0.color, location: $0.location) }
    let paint: Paint
    switch r.int(0...3) {
    case 0: paint = .color(randomColor(&r).resolved)
    case 1: paint = .linearGradient(stops: stops, start: point(&r), end: point(&r))
    case 2: paint = .radialGradient(stops: stops, center: point(&r), startRadius: cg(&r), endRadius: cg(&r), transform: .identity)
    default: paint = .angularGradient(stops: stops, center: point(&r), startAngle: .radians(r.number()), endAngle: .radians(r.number()))
    }
    try draw([.fill(shape, paint, FillStyle()), .stroke(shape, paint, randomStroke(&r))], &r)
    // The same through the view API.
    let style: AnyShapeStyle
    switch r.int(0...2) {
    case 0: style = AnyShapeStyle(LinearGradient(gradient: randomGradient(&r), startPoint: unitPoint(&r), endPoint: unitPoint(&r)))
    case 1: style = AnyShapeStyle(AngularGradient(gradient: randomGradient(&r), center: unitPoint(&r), startAngle: .degrees(r.number()), endAngle: .degrees(r.number())))
    default: style = AnyShapeStyle(RadialGradient(gradient: randomGradient(&r), center: unitPoint(&r), startRadius: cg(&r), endRadius: cg(&r)))
    }
    try render(Circle().stroke(style, style: randomStroke(&r)).background(Circle().fill(style)).frame(width: r.mild(), height: r.mild()), &r)
}
