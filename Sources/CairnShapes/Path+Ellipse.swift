import CairnGeometry
import Foundation

/// Ellipses.
extension Path {
    /// The control-point distance, as a fraction of the radius, of the four-cubic circle
    /// used by Core Graphics: 4/3·(√2 − 1).
    package static let circleKappa: CGFloat = 0.5522847498

    /// A path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic Béziers.
    ///
    /// The ellipse starts at the rightmost point (maxX, midY) and runs towards increasing
    /// angles (down first: clockwise on screen), the order SwiftUI's `Circle` uses, so a
    /// trimmed circle grows clockwise from 3 o'clock. A non-finite rect adds nothing.
    /// - Parameters:
    ///   - rect: The rectangle the ellipse fits (standardized first).
    ///   - transform: Applied to the points before they are added.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * Self.circleKappa, ky = ry * Self.circleKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(cx + rx, cy))
        addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry))
        addCurve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky))
        addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry))
        addCurve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky))
        closeSubpath()
    }
}
