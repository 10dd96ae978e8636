import CairnGeometry
import Foundation

/// Bounds on the work a stroke does, whatever its numbers.
extension Path {
    /// An upper bound on the length of the path: the lengths of its segments' control
    /// polygons (a Bézier curve is never longer than its control polygon). Infinite when the
    /// path spans more than a `CGFloat` holds.
    package var controlPolygonLength: CGFloat {
        var total: CGFloat = 0
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                total += current.distance(to: p)
                current = p
            case let .quadCurve(p, c):
                total += current.distance(to: c) + c.distance(to: p)
                current = p
            case let .curve(p, c1, c2):
                total += current.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p)
                current = p
            case .closeSubpath:
                total += current.distance(to: start)
                current = start
            }
        }
        return total
    }
}

extension StrokeStyle {
    /// The most dash cycles (one pass through the pattern) a stroke draws: 20,000 cycles of
    /// a 0.2-point pattern cover a 4,000-point path; more only costs time (each dash is a
    /// few pieces, a disc per round cap).
    package static let maximumDashCycles: CGFloat = 20_000

    /// The most cycles for this style: `maximumDashCycles`, fewer for wide lines, since a
    /// renderer offsets each dash's curves and caps with about √(width / 0.2) segments, so
    /// that cycles × segments stays under 2 million.
    package var maximumDashCycles: CGFloat {
        let segments = lineWidth.isFinite && lineWidth > 0 ? (lineWidth / 0.2).squareRoot() : 1
        return min(Self.maximumDashCycles, max(2_000_000 / (1 + segments), 1))
    }

    /// This style with its dash pattern and phase scaled up so that a path at most `length`
    /// points long holds at most `maximumDashCycles` cycles (the instance property) of a
    /// two-entry pattern, proportionally fewer of a longer one; `wasScaled` says whether the
    /// bound cut. Scaling keeps the ratio of dashes to gaps (the stroke's average coverage);
    /// without it a 0.001-point dash on a large circle means millions of dashes.
    package func boundingDashes(forLength length: CGFloat) -> (style: StrokeStyle, wasScaled: Bool) {
        // Entries so large that the cycle (twice the sum for an odd count) overflows to ∞
        // are cut to a size still longer than any path: Cairo's dasher loops for ever on an
        // infinite cycle.
        let largest = CGFloat.greatestFiniteMagnitude / CGFloat(4 * max(dash.count, 1))
        if dash.contains(where: { $0.isFinite && $0 > largest }) {
            var copy = self
            copy.dash = dash.map { $0.isFinite ? min($0, largest) : $0 }
            return (copy.boundingDashes(forLength: length).style, true)
        }
        guard let pattern = Polyline.dashPattern(dash) else { return (self, false) }
        let cycle = pattern.reduce(0, +)
        guard length.isFinite else {
            // A path longer than CGFloat holds: nothing visible can be dashed; draw solid.
            var copy = self
            copy.dash = []
            return (copy, true)
        }
        let cycles = length / cycle
        // The bound is on dashes, not cycles: a pattern of n entries draws n/2 dashes a
        // cycle, so a million-entry pattern gets proportionally fewer cycles.
        let limit = maximumDashCycles * min(1, 2 / CGFloat(pattern.count))
        guard cycles > limit else { return (self, false) }
        let factor = cycles / limit
        var copy = self
        copy.dash = dash.map { $0 * factor }
        copy.dashPhase = dashPhase.isFinite ? dashPhase * factor : 0
        return (copy, true)
    }
}
