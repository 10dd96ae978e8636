import CairnGeometry
import Foundation

/// Circular arcs, with SwiftUI / Core Graphics semantics.
///
/// Angles are measured from +x towards +y; y points down, so increasing angles turn
/// clockwise on screen. Arcs are approximated by cubic Béziers of at most 90° each, with
/// control distance `4/3·tan(θ/4)·r` (each piece meets the circle exactly at its ends and
/// midpoint; radial error < 0.03% of r). When the path has a current point, a straight line
/// joins it to the arc's start (skipped when they coincide, as Core Graphics does);
/// otherwise the arc starts a new subpath.
///
/// Bad input: a negative or non-finite radius or angle adds nothing (Core Graphics asserts
/// on negative radii; Cairn stays total). A zero radius adds the centre point.
extension Path {
    /// Adds an arc of a circle, drawn from `startAngle` to `endAngle`.
    ///
    /// `clockwise: false` sweeps towards increasing angles (like `cairo_arc`), `true` towards
    /// decreasing angles (like `cairo_arc_negative`); Apple notes that in SwiftUI's flipped
    /// coordinates `clockwise: true` therefore looks counter-clockwise on screen. As in Core
    /// Graphics (and the HTML canvas, which copied it), a sweep that reaches a full turn
    /// draws the whole circle, and otherwise angles are reduced modulo 2π in the drawing
    /// direction (e.g. start 0°, end −90°, not clockwise sweeps +270°).
    ///
    /// Example (the seed's `TriangleArrow` in an 80×80 rect): starting at (0, 0),
    /// `addArc(center: (-16, 40), radius: 40, startAngle: -45°, endAngle: 45°, clockwise: false)`
    /// draws a line to the arc's start and an arc whose rightmost point is (24, 40).
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius in points (negative adds nothing).
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Whether to sweep towards decreasing angles.
    ///   - transform: Applied to the arc's points before they are added.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let fullTurn = 2 * CGFloat.pi
        var sweep = clockwise ? start - end : end - start
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        appendArc(
            center: center, radius: radius, startAngle: start,
            sweep: clockwise ? -sweep : sweep, transform: transform
        )
    }

    /// Adds an arc of a circle that starts at `startAngle` and turns by `delta` (positive
    /// towards increasing angles, i.e. clockwise on screen). Sweeps beyond a full turn wind
    /// around the circle again, as in Core Graphics.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius in points (negative adds nothing).
    ///   - startAngle: Where the arc starts.
    ///   - delta: The signed angle the arc covers.
    ///   - transform: Applied to the arc's points before they are added.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(
            center: center, radius: radius, startAngle: startAngle.radians,
            sweep: delta.radians, transform: transform
        )
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius`
    /// tangent to both the line (current point → `tangent1End`) and the line
    /// (`tangent1End` → `tangent2End`), as `CGPath.addArc(tangent1End:tangent2End:radius:)`.
    ///
    /// The arc ends at its tangent point on the second line. When the three points are
    /// collinear, coincide, or the radius is 0, only a line to `tangent1End` is added. With no
    /// current point, the path first moves to `tangent1End` (the HTML canvas rule; Core
    /// Graphics treats it as a programming error). A negative radius adds nothing.
    /// - Parameters:
    ///   - tangent1End: The corner the arc rounds.
    ///   - tangent2End: A point on the second tangent line.
    ///   - radius: The arc's radius in points.
    ///   - transform: Applied to the points before they are added (the current point is
    ///     mapped back through its inverse to find the first tangent's direction).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard radius >= 0, radius.isFinite, tangent1End.isFinite, tangent2End.isFinite else { return }
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        guard radius > 0,
              let v1 = (p0 - p1).normalized, let v2 = (p2 - p1).normalized,
              abs(v1.cross(v2)) > 1e-12
        else {
            addLine(to: p1.applying(transform))
            return
        }
        // θ is the corner's interior angle; the tangent points lie r / tan(θ/2) from the
        // corner and the centre r / sin(θ/2) along the bisector.
        let cosTheta = min(max(v1.dot(v2), -1), 1)
        let theta = acos(cosTheta)
        let tangentDistance = radius / tan(theta / 2)
        // The arc runs from t1 to the matching point p1 + tangentDistance·v2.
        let t1 = p1 + tangentDistance * v1
        guard let bisector = (v1 + v2).normalized else {
            addLine(to: p1.applying(transform))
            return
        }
        let center = p1 + (radius / sin(theta / 2)) * bisector
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        // The path turns towards +angle when the travel direction turns from −v1 to v2
        // positively.
        let turn: CGFloat = (-v1).cross(v2) > 0 ? 1 : -1
        appendArc(
            center: center, radius: radius, startAngle: startAngle,
            sweep: turn * (CGFloat.pi - theta), transform: transform
        )
    }

    /// Appends an arc of `sweep` radians (signed, positive towards increasing angles) as
    /// cubic Béziers of at most 90° each, joined to the current point by a line (or starting
    /// a subpath when there is none).
    package mutating func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
        transform: CGAffineTransform
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, sweep.isFinite else {
            return
        }
        func onCircle(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = onCircle(startAngle).applying(transform)
        if let current = currentPoint {
            let scale = max(1, abs(first.x), abs(first.y))
            if current.distance(to: first) > 1e-12 * scale { addLine(to: first) }
        } else {
            move(to: first)
        }
        guard radius > 0, sweep != 0 else { return }
        // At most 90° per piece; at most 4096 pieces (about 1000 turns) so a huge delta
        // cannot exhaust memory.
        let quarter = CGFloat.pi / 2
        let pieces = min(max(Int(saturating: abs(sweep) / quarter - 1e-9, rounding: .up), 1), 4096)
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var a0 = startAngle
        var p0 = onCircle(a0)
        for i in 1...pieces {
            let a1 = i == pieces ? startAngle + sweep : startAngle + step * CGFloat(i)
            let p1 = onCircle(a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            addCurve(
                to: p1.applying(transform),
                control1: c1.applying(transform), control2: c2.applying(transform)
            )
            a0 = a1
            p0 = p1
        }
    }
}
