import CairnGeometry
import Foundation

/// Dashing of flattened subpaths.
extension Polyline {
    /// The most dash boundaries one polyline is cut at (far above the 20,000-cycle bound of
    /// `StrokeStyle.boundingDashes`, which ordinary paths meet first).
    package static let maximumDashSteps = 1_000_000

    /// The dash pattern to use for `dash`, or nil when the stroke is solid.
    ///
    /// Like Core Graphics and Cairo: an empty pattern, one with a negative or non-finite
    /// length, or one whose lengths are all zero draws solid; an odd number of lengths is
    /// repeated once so that "on" and "off" alternate.
    package static func dashPattern(_ dash: [CGFloat]) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }),
              dash.reduce(0, +) > 0
        else { return nil }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The dashes of this polyline as open polylines.
    ///
    /// The pattern restarts at each subpath, shifted by `phase` (a positive phase moves the
    /// pattern backwards, so it starts `phase` points into the first dash). On a closed
    /// polyline a dash running over the start point continues into the first dash, joined
    /// there rather than capped twice. A dash of zero length becomes a one-point polyline
    /// carrying its direction (a dot with round or square caps).
    package func dashed(pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        // (Dashes past `maximumDashSteps` dash boundaries are not drawn.)
        guard edgeCount > 0 else { return [self] }
        let cycle = pattern.reduce(0, +)
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: cycle) : 0
        if offset < 0 { offset += cycle }
        // Find where in the pattern the phase lands.
        var index = 0
        while offset >= pattern[index], offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        let startsOn = index % 2 == 0

        var dashes: [Polyline] = []
        var current: [CGPoint] = startsOn ? [points[0]] : []
        var currentSmooth: [Bool] = startsOn ? [smooth[0]] : []
        var toggled = false
        var direction = CGPoint(x: 1, y: 0)

        func finish() {
            if current.count == 1 || current.count == 2 && current[0] == current[1] {
                dashes.append(Polyline(points: [current[0]], smooth: [false], isClosed: false, direction: direction))
            } else if current.count > 1 {
                dashes.append(Polyline(points: current, smooth: currentSmooth, isClosed: false))
            }
            current = []
            currentSmooth = []
        }

        // Bounded work for the whole polyline (not per edge): points rounded at 1e299 can
        // make a short path's flattened edges 1e283 long, each crossing millions of dashes.
        var steps = 0
        for edge in 0..<edgeCount where steps < Self.maximumDashSteps {
            let a = points[edge], bIndex = (edge + 1) % points.count, b = points[bIndex]
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            direction = (b - a) * (1 / length)
            var position: CGFloat = 0
            // Each pass crosses one dash boundary inside this edge, or leaves it.
            while steps < Self.maximumDashSteps {
                steps += 1
                let left = length - position
                let on = index % 2 == 0
                if remaining > left {
                    remaining -= left
                    if on {
                        current.append(b)
                        currentSmooth.append(smooth[bIndex])
                    }
                    break
                }
                position += remaining
                let p = position >= length ? b : a + direction * position
                if on {
                    current.append(p)
                    currentSmooth.append(false)
                    finish()
                } else {
                    current = [p]
                    currentSmooth = [false]
                }
                toggled = true
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
        }
        let endsOn = index % 2 == 0
        if !toggled {
            return [self]  // one dash covers the whole subpath
        }
        if isClosed, startsOn, endsOn, !current.isEmpty, let first = dashes.first, first.points.count > 1 || current.count > 1 {
            // Merge the dash running over the start point with the first dash.
            var merged = current
            var mergedSmooth = currentSmooth
            if first.points.count > 1 {
                merged += first.points.dropFirst()
                mergedSmooth[mergedSmooth.count - 1] = smooth[0]
                mergedSmooth += first.smooth.dropFirst()
            }
            dashes[0] = Polyline(points: merged, smooth: mergedSmooth, isClosed: false)
        } else if endsOn, current.count > 1 {
            finish()
        }
        return dashes
    }
}
