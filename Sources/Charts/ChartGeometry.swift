import Cairn
import Foundation

/// The plan's marks in a plot of a given size: rectangles, points and paths, in the plot's own
/// coordinates (origin at its top-left corner, y down).
struct ChartGeometry {
    let plan: ChartPlan
    let size: CGSize
    /// The plan's scales, copied once (reading them through the class on every call costs
    /// retains of their arrays).
    private let xScale: AxisScale
    private let yScale: AxisScale
    /// Where each domain starts along its axis and the signed distance to its end, in points
    /// (`chartXScale(range:)`): x from the leading edge; y from the bottom for numbers and
    /// dates, from the top for categories.
    private let xOrigin: CGFloat, xSpan: CGFloat
    private let yOrigin: CGFloat, ySpan: CGFloat

    init(plan: ChartPlan, size: CGSize) {
        self.plan = plan
        self.size = size
        xScale = plan.x
        yScale = plan.y
        (xOrigin, xSpan) = plan.x.range.placement(length: size.width)
        (yOrigin, ySpan) = plan.y.range.placement(length: size.height)
    }

    /// The x coordinate of a fraction of the x domain.
    func x(atFraction f: Double) -> CGFloat { xOrigin + CGFloat(f) * xSpan }

    /// The y coordinate (from the top) of a fraction of the y domain.
    func y(atFraction f: Double) -> CGFloat {
        yScale.kind == .category ? yOrigin + CGFloat(f) * ySpan : height - (yOrigin + CGFloat(f) * ySpan)
    }

    /// The fraction of the x domain at an x coordinate (the inverse of `x(atFraction:)`).
    func xFraction(at position: CGFloat) -> Double {
        xSpan != 0 ? Double((position - xOrigin) / xSpan) : 0.5
    }

    /// The fraction of the plot's height, from the top, that the y scale's mapping puts at a
    /// y coordinate: what `ChartProxy.value(on:fraction:yAxis:)` reads (0 at the top of an
    /// unpadded plot, 1 at its bottom).
    func yTopFraction(at position: CGFloat) -> Double {
        guard ySpan != 0 else { return 0.5 }
        if yScale.kind == .category { return Double((position - yOrigin) / ySpan) }
        return 1 - Double((height - position - yOrigin) / ySpan)
    }

    /// The length of the x or y domain in points (the plot's width or height, less padding).
    func axisLength(horizontalAxis: Bool) -> CGFloat { abs(horizontalAxis ? xSpan : ySpan) }

    var width: CGFloat { size.width }
    var height: CGFloat { size.height }

    /// The x coordinate of a value (a category's band centre).
    func xPosition(_ v: PlotValue?) -> CGFloat? {
        guard let v, let f = xScale.fraction(v) else { return nil }
        return x(atFraction: f)
    }

    /// The y coordinate of a value (0 at the top; the domain's lower bound at the bottom; the
    /// first category at the top, as Swift Charts lists categories down the y axis).
    func yPosition(_ v: PlotValue?) -> CGFloat? {
        guard let v, let f = yScale.fraction(v) else { return nil }
        return y(atFraction: f)
    }

    /// The step of a category band along x or y, in points.
    func step(horizontalAxis: Bool) -> CGFloat {
        axisLength(horizontalAxis: horizontalAxis) / CGFloat(horizontalAxis ? plan.x.bandCount : plan.y.bandCount)
    }

    /// The span of the base value of a bar along its base axis: (centre, step) in points.
    /// A base value given as a range (`upper`, its upper bound) spans the range.
    private func band(value: PlotValue?, upper: PlotValue?, unit: Calendar.Component?, alongX: Bool) -> (center: CGFloat, step: CGFloat)? {
        guard let value else { return nil }
        let scale = alongX ? plan.x : plan.y
        let length = axisLength(horizontalAxis: alongX)
        let pos: (PlotValue) -> CGFloat? = alongX ? { self.xPosition($0) } : { self.yPosition($0) }
        guard let c = pos(value) else { return nil }
        if scale.kind == .category { return (c, length / CGFloat(scale.bandCount)) }
        if let upper, let e = pos(upper) { return ((c + e) / 2, abs(e - c)) }
        if let unit, case .date(let d) = value, let e = pos(.date(DateTicks.end(of: d, unit: unit))) {
            return ((c + e) / 2, abs(e - c))
        }
        // A continuous base without a unit: a tenth of the axis.
        return (c, length / 10)
    }

    /// A bar's rectangle (vertical, horizontal or a range in both directions), moved by its
    /// `offset(x:y:)`.
    func barRect(_ i: Int) -> CGRect? {
        let o = plan.marks[i].offset
        return unshiftedBarRect(i)?.offsetBy(dx: o.width, dy: o.height)
    }

    private func unshiftedBarRect(_ i: Int) -> CGRect? {
        let m = plan.marks[i]
        if m.xStart != nil, m.yStart != nil, m.x == nil, m.y == nil {
            guard let x0 = xPosition(m.xStart), let x1 = xPosition(m.xEnd), let y0 = yPosition(m.yStart), let y1 = yPosition(m.yEnd) else { return nil }
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let horizontal = plan.horizontal[i]
        // One-dimensional: across the fixed span, the plot's whole side by default.
        if horizontal ? m.y == nil : m.x == nil {
            if horizontal {
                let base = x(atFraction: plan.x.baselineFraction)
                let x0 = xPosition(m.xStart) ?? base, x1 = xPosition(m.xEnd) ?? base
                let y0 = m.fixedStart ?? 0, y1 = m.fixedEnd ?? height
                return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            }
            let base = y(atFraction: plan.y.baselineFraction)
            let y0 = yPosition(m.yStart) ?? base, y1 = yPosition(m.yEnd) ?? base
            let x0 = m.fixedStart ?? 0, x1 = m.fixedEnd ?? width
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let upper = m.hasExtras ? (horizontal ? m.extras.yUpper : m.extras.xUpper) : nil
        guard let b = band(value: horizontal ? m.y : m.x, upper: upper, unit: horizontal ? m.yUnit : m.xUnit, alongX: !horizontal) else { return nil }
        let dim = horizontal ? m.height : m.width
        var center = b.center
        var thickness: CGFloat
        if let g = m.positionGroup, let gi = plan.positionGroups[g], plan.positionGroups.count > 1 {
            let groupWidth = m.hasExtras ? m.extras.positionSpan.resolve(step: b.step, automatic: b.step * ChartPlan.automaticBarRatio)
                                         : b.step * ChartPlan.automaticBarRatio
            let slot = groupWidth / CGFloat(plan.positionGroups.count)
            center = b.center - groupWidth / 2 + slot * (CGFloat(gi) + 0.5)
            thickness = dim.resolve(step: slot, automatic: slot)
        } else {
            thickness = dim.resolve(step: b.step, automatic: b.step * ChartPlan.automaticBarRatio)
        }
        thickness = max(thickness, 0)
        if horizontal {
            let base = x(atFraction: plan.x.baselineFraction)
            let x0 = xPosition(m.xStart) ?? base, x1 = xPosition(m.xEnd) ?? base
            return CGRect(x: min(x0, x1), y: center - thickness / 2, width: abs(x1 - x0), height: thickness)
        } else {
            let base = y(atFraction: plan.y.baselineFraction)
            let y0 = yPosition(m.yStart) ?? base, y1 = yPosition(m.yEnd) ?? base
            return CGRect(x: center - thickness / 2, y: min(y0, y1), width: thickness, height: abs(y1 - y0))
        }
    }

    /// A rectangle mark's rectangle: a category cell, or a range, or a sized box at a point,
    /// moved by its offset.
    func rectangleRect(_ i: Int) -> CGRect? {
        let o = plan.marks[i].offset
        return unshiftedRectangleRect(i)?.offsetBy(dx: o.width, dy: o.height)
    }

    private func unshiftedRectangleRect(_ i: Int) -> CGRect? {
        let m = plan.marks[i]
        func span(_ v: PlotValue?, _ s: PlotValue?, _ e: PlotValue?, alongX: Bool, dim: MarkDimension) -> (CGFloat, CGFloat)? {
            let pos: (PlotValue?) -> CGFloat? = alongX ? { self.xPosition($0) } : { self.yPosition($0) }
            if let v {
                guard let c = pos(v) else { return nil }
                let scale = alongX ? plan.x : plan.y
                let step = scale.kind == .category ? axisLength(horizontalAxis: alongX) / CGFloat(scale.bandCount) : 20
                let t = dim.resolve(step: step, automatic: step)
                return (c - t / 2, c + t / 2)
            }
            guard let a = pos(s), let b = pos(e) else { return nil }
            return (min(a, b), max(a, b))
        }
        guard let xs = span(m.x, m.xStart, m.xEnd, alongX: true, dim: m.width),
              let ys = span(m.y, m.yStart, m.yEnd, alongX: false, dim: m.height) else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
    }

    /// A point's position.
    func point(_ i: Int) -> CGPoint? {
        // Fields read in place: copying a whole record per point costs more than the mapping.
        guard let x = xPosition(plan.marks[i].x ?? plan.marks[i].xEnd), let y = yPosition(plan.marks[i].y ?? plan.marks[i].yEnd) else { return oneDimensionalPoint(i) }
        guard plan.marks[i].hasExtras else { return CGPoint(x: x, y: y) }
        let o = plan.marks[i].offset
        return CGPoint(x: x + o.width, y: y + o.height)
    }

    /// A point that plots a value on one axis only (`PointMark(x:y:)` with a `CGFloat` or no
    /// `y`): at its fixed position across, or centred in the plot (Apple: "If `y` is `nil`, the
    /// bar will be centered vertically by default"), moved by its offset.
    private func oneDimensionalPoint(_ i: Int) -> CGPoint? {
        let xv = plan.marks[i].x ?? plan.marks[i].xEnd, yv = plan.marks[i].y ?? plan.marks[i].yEnd
        guard plan.marks[i].kind == .point, (xv == nil) != (yv == nil) else { return nil }
        let fixed = plan.marks[i].fixedStart
        guard let x = xv.map({ xPosition($0) }) ?? (fixed ?? width / 2), let y = yv.map({ yPosition($0) }) ?? (fixed ?? height / 2) else { return nil }
        let o = plan.marks[i].offset
        return CGPoint(x: x + o.width, y: y + o.height)
    }

    /// The diameter of a point symbol: from its area, or 8 points (Swift Charts' default
    /// symbol is about that size).
    func symbolDiameter(_ m: MarkRecord) -> CGFloat {
        guard let area = plan.symbolArea(of: m) else { return 8 }
        return 2 * (area / .pi).squareRoot()
    }

    /// A rule's two ends, moved by its offset.
    func rule(_ i: Int) -> (CGPoint, CGPoint)? {
        guard let (a, b) = unshiftedRule(i) else { return nil }
        let o = plan.marks[i].offset
        return (CGPoint(x: a.x + o.width, y: a.y + o.height), CGPoint(x: b.x + o.width, y: b.y + o.height))
    }

    private func unshiftedRule(_ i: Int) -> (CGPoint, CGPoint)? {
        let m = plan.marks[i]
        if let xv = m.x {
            guard let x = xPosition(xv) else { return nil }
            let y0 = yPosition(m.yStart) ?? m.fixedStart ?? 0, y1 = yPosition(m.yEnd) ?? m.fixedEnd ?? height
            return (CGPoint(x: x, y: y0), CGPoint(x: x, y: y1))
        }
        if let yv = m.y {
            guard let y = yPosition(yv) else { return nil }
            let x0 = xPosition(m.xStart) ?? m.fixedStart ?? 0, x1 = xPosition(m.xEnd) ?? m.fixedEnd ?? width
            return (CGPoint(x: x0, y: y), CGPoint(x: x1, y: y))
        }
        return nil
    }

    /// A sector's angles (radians, clockwise from 12 o'clock) and radii.
    func sector(_ i: Int) -> (start: Double, end: Double, inner: CGFloat, outer: CGFloat, center: CGPoint)? {
        let m = plan.marks[i]
        guard plan.sectorTotal > 0, let value = m.angle, value > 0 else { return nil }
        var before = 0.0
        for j in 0..<i where plan.marks[j].kind == .sector { before += max(0, plan.marks[j].angle ?? 0) }
        let start = before / plan.sectorTotal * 2 * .pi, end = (before + value) / plan.sectorTotal * 2 * .pi
        let radius = min(width, height) / 2
        let outer = m.outerRadius.resolve(radius: radius, automatic: radius)
        let inner = min(m.innerRadius.resolve(radius: radius, automatic: 0), outer)
        let o = m.offset
        return (start, end, inner, outer, CGPoint(x: width / 2 + o.width, y: height / 2 + o.height))
    }

    /// The frame of a mark, for annotations.
    func frame(of i: Int) -> CGRect? {
        switch plan.marks[i].kind {
        case .bar: return barRect(i)
        case .rectangle: return rectangleRect(i)
        case .rule:
            guard let (a, b) = rule(i) else { return nil }
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        case .sector:
            guard let s = sector(i) else { return nil }
            let mid = (s.start + s.end) / 2 - .pi / 2, r = (s.inner + s.outer) / 2
            let p = CGPoint(x: s.center.x + r * CGFloat(cos(mid)), y: s.center.y + r * CGFloat(sin(mid)))
            return CGRect(origin: p, size: .zero)
        default:
            guard let p = point(i) else { return nil }
            let d = plan.marks[i].kind == .point ? symbolDiameter(plan.marks[i]) : 0
            return CGRect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
        }
    }

    /// The path of one batch.
    func path(of batch: DrawBatch) -> Path {
        var p = Path()
        switch batch.kind {
        case .bar, .rectangle:
            for i in batch.indices {
                guard let r = batch.kind == .bar ? barRect(i) : rectangleRect(i), r.width.isFinite, r.height.isFinite else { continue }
                let m = plan.marks[i]
                if m.cornerRadius > 0 {
                    p.addRoundedRect(in: r, cornerSize: CGSize(width: min(m.cornerRadius, r.width / 2), height: min(m.cornerRadius, r.height / 2)), style: m.cornerStyle)
                } else {
                    p.addRect(r)
                }
            }
        case .point:
            for i in batch.indices {
                // A `symbol { ... }` view is drawn instead, as an overlay annotation.
                guard let c = point(i), !plan.marks[i].hasExtras || plan.marks[i].extras.symbolView == nil else { continue }
                p.addPath(plan.symbol(of: plan.marks[i]).path(center: c, size: symbolDiameter(plan.marks[i])))
            }
        case .rule:
            for i in batch.indices {
                guard let (a, b) = rule(i) else { continue }
                p.move(to: a); p.addLine(to: b)
            }
        case .line:
            let pts = batch.indices.compactMap { point($0) }
            let method = plan.marks[batch.indices[0]].interpolation.storage
            Interpolation.add(method == .linear ? Interpolation.thinned(pts) : pts, method: method, to: &p, moveFirst: true)
        case .area:
            var upper: [CGPoint] = [], lower: [CGPoint] = []
            let base = y(atFraction: plan.y.baselineFraction)
            for i in batch.indices {
                let m = plan.marks[i]
                guard let x = xPosition(m.x) else { continue }
                upper.append(CGPoint(x: x, y: yPosition(m.yEnd ?? m.y) ?? base))
                lower.append(CGPoint(x: x, y: yPosition(m.yStart) ?? base))
            }
            guard upper.count > 1 else { break }
            let method = plan.marks[batch.indices[0]].interpolation.storage
            if method == .linear { (upper, lower) = (Interpolation.thinned(upper), Interpolation.thinned(lower)) }
            Interpolation.add(upper, method: method, to: &p, moveFirst: true)
            Interpolation.add(lower.reversed(), method: method, to: &p, moveFirst: false)
            p.closeSubpath()
        case .sector:
            for i in batch.indices {
                guard let s = sector(i) else { continue }
                let inset = plan.marks[i].angularInset
                if plan.marks[i].cornerRadius > 0,
                   let rounded = Self.roundedSector(s, inset: inset, cornerRadius: plan.marks[i].cornerRadius) {
                    p.addPath(rounded)
                    continue
                }
                let half = s.outer > 0 ? Double(inset / 2 / s.outer) : 0
                let a0 = s.start + half - .pi / 2, a1 = s.end - half - .pi / 2
                guard a1 > a0 else { continue }
                p.addArc(center: s.center, radius: s.outer, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
                if s.inner > 0 {
                    let innerHalf = Double(inset / 2 / s.inner)
                    let b0 = s.start + innerHalf - .pi / 2, b1 = s.end - innerHalf - .pi / 2
                    if b1 > b0 {
                        p.addArc(center: s.center, radius: s.inner, startAngle: .radians(b1), endAngle: .radians(b0), clockwise: true)
                    } else {
                        p.addLine(to: CGPoint(x: s.center.x + s.inner * CGFloat(cos((a0 + a1) / 2)), y: s.center.y + s.inner * CGFloat(sin((a0 + a1) / 2))))
                    }
                } else {
                    p.addLine(to: s.center)
                }
                p.closeSubpath()
            }
        }
        return p
    }
}

extension ChartGeometry {
    /// A sector with rounded corners (`SectorMark(…).cornerRadius(_:)`, as Apple's "Explore pie
    /// charts and interactivity in Swift Charts" (WWDC23) writes `.cornerRadius(5)`).
    ///
    /// Each corner is a circular arc of the radius, tangent to the corner's two sides: a side
    /// line (the sector's radial edge moved `inset / 2` into the sector, as the angular inset
    /// moves it) and the outer circle (the corner circle's centre `outer − r` from the centre)
    /// or the inner one (`inner + r`). A pie (no inner radius) keeps its point at the centre
    /// and rounds the outer corners. A radius too large for the sector is halved until the
    /// corners fit (at most eight times, then the corners are left square: `nil`).
    static func roundedSector(_ s: (start: Double, end: Double, inner: CGFloat, outer: CGFloat, center: CGPoint),
                              inset: CGFloat, cornerRadius: CGFloat) -> Path? {
        var r = min(cornerRadius, (s.outer - s.inner) / 2)
        for _ in 0..<8 {
            if r <= 0 || !r.isFinite { return nil }
            if let path = roundedSector(s, inset: inset, radius: r) { return path }
            r /= 2
        }
        return nil
    }

    /// The rounded sector at corner radius `r`, or nil when the corners do not fit.
    private static func roundedSector(_ s: (start: Double, end: Double, inner: CGFloat, outer: CGFloat, center: CGPoint),
                                      inset: CGFloat, radius r: CGFloat) -> Path? {
        let c = s.center
        let pie = s.inner <= 0
        // Angles from 12 o'clock clockwise → screen angles (x right, y down).
        var startAngle = s.start - .pi / 2, endAngle = s.end - .pi / 2
        var d = inset / 2
        if pie {
            // A pie's edges run from the centre to the inset outer corners.
            let half = s.outer > 0 ? Double(inset / 2 / s.outer) : 0
            startAngle += half
            endAngle -= half
            d = 0
        }
        guard endAngle > startAngle else { return nil }
        func angle(of p: CGPoint) -> Double { Double(atan2(p.y, p.x)) }
        func point(_ u: CGPoint, _ a: CGFloat, _ n: CGPoint, _ b: CGFloat) -> CGPoint { CGPoint(x: u.x * a + n.x * b, y: u.y * a + n.y * b) }
        let us = CGPoint(x: CGFloat(cos(startAngle)), y: CGFloat(sin(startAngle))), ns = CGPoint(x: -us.y, y: us.x)  // start edge, normal into the sector
        let ue = CGPoint(x: CGFloat(cos(endAngle)), y: CGFloat(sin(endAngle))), ne = CGPoint(x: ue.y, y: -ue.x)  // end edge, normal into the sector

        /// The two corners against the circle of `radius` (relative to the centre): each corner
        /// circle's centre is `along · u + (d + r) · n` at `reach` from the centre (outer − r,
        /// inner + r); it touches the edge at `along · u + d · n` and the circle on the line from
        /// the centre through it. Nil when the corners overlap.
        struct Corners {
            var along: CGFloat
            var centres: (start: CGPoint, end: CGPoint)
            var onEdge: (start: CGPoint, end: CGPoint)
            var onCircle: (start: CGPoint, end: CGPoint)
            var arc: (from: Double, to: Double)
        }
        func corners(radius: CGFloat, reach: CGFloat) -> Corners? {
            let squared = reach * reach - (d + r) * (d + r)
            guard squared > 0 else { return nil }
            let along = squared.squareRoot()
            let cs = point(us, along, ns, d + r), ce = point(ue, along, ne, d + r)
            let k = radius / reach
            let ts = CGPoint(x: cs.x * k, y: cs.y * k), te = CGPoint(x: ce.x * k, y: ce.y * k)
            let from = angle(of: ts)
            var to = angle(of: te)
            while to < from { to += 2 * .pi }
            guard to - from <= endAngle - startAngle + 1e-9 else { return nil }
            return Corners(along: along, centres: (cs, ce), onEdge: (point(us, along, ns, d), point(ue, along, ne, d)),
                           onCircle: (ts, te), arc: (from, to))
        }
        guard let outer = corners(radius: s.outer, reach: s.outer - r) else { return nil }
        var inner: Corners? = nil
        if !pie {
            guard let found = corners(radius: s.inner, reach: s.inner + r), found.along < outer.along else { return nil }
            inner = found
        }

        var p = Path()
        /// A corner arc around `centre` from `a` to `b`, the short way.
        func corner(_ centre: CGPoint, from a: CGPoint, to b: CGPoint) {
            let a0 = angle(of: CGPoint(x: a.x - centre.x, y: a.y - centre.y))
            let delta = remainder(angle(of: CGPoint(x: b.x - centre.x, y: b.y - centre.y)) - a0, 2 * .pi)
            p.addArc(center: CGPoint(x: c.x + centre.x, y: c.y + centre.y), radius: r, startAngle: .radians(a0),
                     endAngle: .radians(a0 + delta), clockwise: delta < 0)
        }
        func moved(_ q: CGPoint) -> CGPoint { CGPoint(x: c.x + q.x, y: c.y + q.y) }
        // A pie starts at its centre; a ring at its inner corner on the start edge.
        p.move(to: moved(inner?.onEdge.start ?? .zero))
        p.addLine(to: moved(outer.onEdge.start))
        corner(outer.centres.start, from: outer.onEdge.start, to: outer.onCircle.start)
        p.addArc(center: c, radius: s.outer, startAngle: .radians(outer.arc.from), endAngle: .radians(outer.arc.to), clockwise: false)
        corner(outer.centres.end, from: outer.onCircle.end, to: outer.onEdge.end)
        if let inner {
            p.addLine(to: moved(inner.onEdge.end))
            corner(inner.centres.end, from: inner.onEdge.end, to: inner.onCircle.end)
            p.addArc(center: c, radius: s.inner, startAngle: .radians(inner.arc.to), endAngle: .radians(inner.arc.from), clockwise: true)
            corner(inner.centres.start, from: inner.onCircle.start, to: inner.onEdge.start)
        }
        p.closeSubpath()
        return p
    }
}
