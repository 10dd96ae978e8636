import CairnGeometry
import Foundation

/// Trimming by arc length.
extension Path {
    /// The part of the path between two fractions of its total length.
    ///
    /// Lengths are true arc lengths (adaptive Gauss–Legendre quadrature; error far below
    /// 0.01 pt). A closed subpath's closing line counts towards the length. Curves stay curves:
    /// a partly kept curve is cut with de Casteljau's algorithm at the parameter where the
    /// length is reached (found by safeguarded Newton iteration). A subpath kept whole,
    /// including its closing line, stays closed.
    ///
    /// `from` and `to` are clamped to 0...1; `from >= to` (or a path of zero length) gives an
    /// empty path; `from <= 0` and `to >= 1` give the path unchanged.
    ///
    /// Steps: 1. measure every segment; 2. walk the segments, keeping the overlap of each with
    /// [from·L, to·L]; 3. start a subpath at each discontinuity.
    /// - Parameters:
    ///   - from: Where the kept part starts, as a fraction of the total length.
    ///   - to: Where the kept part ends, as a fraction of the total length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }

        // Step 1: measure.
        let subs = subpaths.map { sub in
            sub.segmentsWithClosure.map { seg in (segment: seg, length: seg.length) }
        }
        let total = subs.joined().reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let lower = from * total, upper = to * total
        // Overlaps shorter than this are rounding noise (so 0.25 of a circle does not keep a
        // 1e-14-long sliver of the next quarter).
        let epsilon = 1e-9 * max(total, 1)

        // Step 2: walk.
        var result = Path()
        var offset: CGFloat = 0
        for (index, measured) in subs.enumerated() {
            let isClosed = subpaths[index].isClosed
            let subpathOffset = offset
            var drawing = false  // whether the pen continues from the previous kept piece
            var keptFromStart = false  // whether the kept run began at this subpath's start
            for (i, item) in measured.enumerated() {
                let segStart = offset, segEnd = offset + item.length
                offset = segEnd
                let isClosure = isClosed && i == measured.count - 1
                let lo = max(lower, segStart), hi = min(upper, segEnd)
                guard hi - lo > epsilon || (item.length == 0 && drawing && segEnd <= upper) else {
                    drawing = false
                    continue
                }
                let t0 = lo <= segStart + epsilon
                    ? 0 : item.segment.parameter(atLength: lo - segStart, total: item.length)
                let t1 = hi >= segEnd - epsilon
                    ? 1 : item.segment.parameter(atLength: hi - segStart, total: item.length)
                let piece = (t0 == 0 && t1 == 1) ? item.segment : item.segment.subsegment(from: t0, to: t1)
                // Step 3: a new subpath wherever the kept part is not continuous.
                if !drawing || t0 > 0 {
                    result.move(to: piece.start)
                    keptFromStart = lo <= subpathOffset + epsilon
                }
                if isClosure, keptFromStart, t1 == 1 {
                    result.closeSubpath()
                } else {
                    result.append(piece.element)
                }
                drawing = t1 == 1
            }
        }
        return result
    }

    /// The total arc length of the path in points, closing lines of closed subpaths included.
    package var length: CGFloat {
        subpaths.reduce(0) { sum, sub in
            sub.segmentsWithClosure.reduce(sum) { $0 + $1.length }
        }
    }
}
