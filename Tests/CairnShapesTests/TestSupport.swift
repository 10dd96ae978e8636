import CairnGeometry
@testable import CairnShapes
import Foundation
import CairnTestSupport

/// A one-letter name per element kind, to compare element sequences compactly.
func kinds(_ path: Path) -> String {
    path.elements.map { element -> String in
        switch element {
        case .move: return "m"
        case .line: return "l"
        case .quadCurve: return "q"
        case .curve: return "c"
        case .closeSubpath: return "h"
        }
    }.joined()
}

/// A regular hexagon of circumradius `r` about `center`, first vertex at angle 0, closed.
func hexagon(center: CGPoint = CGPoint(x: 50, y: 50), r: CGFloat = 50) -> Path {
    Path { p in
        for i in 0..<6 {
            let a = CGFloat(i) * .pi / 3
            let v = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
            if i == 0 { p.move(to: v) } else { p.addLine(to: v) }
        }
        p.closeSubpath()
    }
}
