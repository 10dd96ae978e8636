import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// How a `Text` sizes, aligns, spaces and draws (reference swiftui-layout.md §11).
///
/// Steps, for a proposal, at a font scale (1 unless `minimumScaleFactor` lets it shrink):
/// 1. Ideal: measure with no width: one line per paragraph.
/// 2. Width: a proposed width narrower than the ideal becomes the wrap width; a wider or
///    missing one leaves the text at its ideal width (Text never stretches).
/// 3. Height: when the lines are taller than a finite proposed height, show the most lines
///    that fit (at least one) and truncate the last.
/// 4. Scale: when the text is truncated and `minimumScaleFactor` < 1, use the largest
///    scale (down to the factor) at which nothing is truncated, else the factor.
/// 5. Tighten: when a one-line text is still truncated and `allowsTightening(true)` is set,
///    and its natural width is at most 1.05 times the line's, the space between its
///    characters shrinks just enough for the whole line to fit (AppKit documents this
///    threshold: `NSParagraphStyle.tighteningFactorForTruncation`, "the ratio of the text
///    width to the line fragment width does not exceed 1.0 + the value of
///    tighteningFactorForTruncation … The default value is 0.05"; UIKit and SwiftUI do not
///    publish theirs). Every character's tracking drops by the same amount.
/// 6. Reserve: `lineLimit(n, reservesSpace: true)` or `lineLimit(n...m)` makes it at least n lines tall.
/// 7. Pixels: the size is rounded up to whole pixels of the display scale and the first
///    baseline to the nearest pixel, the text drawn on it (the last baseline moves with it
///    and rounds up). SwiftUI rounds text metrics so (DanceUI, ByteDance's open
///    reimplementation of SwiftUI on iOS: `NSAttributedString.MetricsCache.metrics` rounds
///    width and height `.up` and the first baseline `.toNearestOrAwayFromZero` to
///    `pixelLength`); so SF Pro's 20.2871-point body line is 20.5 points tall at 2×,
///    20.3333 at 3× and 21 at 1×, as `Text` reports on iOS.
/// `Text("")` is 0×0, as in SwiftUI (an empty attributed string has no line).
package final class TextBehavior: NodeBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    package var definesGuides: Bool { true }
    let text: Text
    let environment: EnvironmentValues
    let measurer: any TextMeasurer
    /// The run with placeholder paint (paint does not change layout).
    let baseRun: TextRun

    /// A proposal's outcome: the run as drawn and its measurement.
    struct Resolved {
        var run: TextRun
        var measurement: TextMeasurement
        var size: CGSize
        /// The font scale (below 1 when `minimumScaleFactor` shrank the text).
        var scale: CGFloat
        /// Points taken off every character's tracking by `allowsTightening` (step 5).
        var tightening: CGFloat = 0
        /// How far the text is drawn below where it was measured: its first baseline moved
        /// to the nearest pixel (step 7).
        var baselineShift: CGFloat = 0
        /// The first baseline, on the pixel grid (step 7).
        var firstBaseline: CGFloat = 0
        /// The last baseline, moved with the first and rounded up to the pixel (step 7).
        var lastBaseline: CGFloat = 0
    }

    /// The largest natural-to-line width ratio tightening closes (AppKit's documented
    /// default `tighteningFactorForTruncation`, 0.05).
    static let tighteningFactor: CGFloat = 0.05
    private var resolved: [ProposedViewSize: Resolved] = [:]

    init(_ text: Text, environment: EnvironmentValues) {
        self.text = text
        self.environment = environment
        measurer = environment.textMeasurer
        baseRun = text.run(in: environment, paint: .color(Color.primary.resolve(in: environment)))
    }

    func resolve(_ proposal: ProposedViewSize) -> Resolved {
        if let hit = resolved[proposal] { return hit }
        var r = fit(proposal, scale: 1)
        let factor = environment.minimumScaleFactor
        if r.measurement.isTruncated, factor < 1 {
            // Step 4: bisect the largest scale at which nothing is truncated.
            var lo = factor, hi: CGFloat = 1
            var best = fit(proposal, scale: factor)
            if !best.measurement.isTruncated {
                for _ in 0..<12 {
                    let mid = (lo + hi) / 2
                    let m = fit(proposal, scale: mid)
                    if m.measurement.isTruncated { hi = mid } else { lo = mid; best = m }
                }
            }
            r = best
        }
        if environment.allowsTightening, r.measurement.isTruncated, let tight = tightened(r) { r = tight }
        // Step 6.
        var size = r.measurement.size
        let limit = environment.reservedLineCount
        if limit > 0, r.measurement.lineCount < limit, let font = r.run.segments.first?.font {
            let line = r.run.line(largestSize: font.size, natural: measurer.metrics(of: font).lineHeight).height
            let shown = r.measurement.lineCount
            size.height += CGFloat(limit - shown) * line + CGFloat(limit - max(shown, 1)) * r.run.lineSpacing
        }
        // Step 7.
        func roundUp(_ v: CGFloat) -> CGFloat { environment.roundedToPixel(v, .up) }
        size = CGSize(width: roundUp(size.width), height: roundUp(size.height))
        let first = environment.roundedToPixel(r.measurement.firstBaseline, .toNearestOrAwayFromZero)
        let shift = first - r.measurement.firstBaseline
        var result = Resolved(run: r.run, measurement: r.measurement, size: size, scale: r.scale, tightening: r.tightening, baselineShift: shift)
        result.firstBaseline = first
        result.lastBaseline = roundUp(r.measurement.lastBaseline + shift)
        resolved[proposal] = result
        return result
    }

    /// Step 5: `r` (a truncated one-line run) with its characters drawn closer so the
    /// whole line fits, or nil when it is not one line of one paragraph or would need more
    /// than `tighteningFactor`. The first try takes `(natural − line width) / characters`
    /// off each character; Pango leaves the line's last half letter spacing out of the
    /// width it ellipsizes by, so when that still truncates the second try also covers
    /// that half (and a 1/1024-point unit of rounding).
    private func tightened(_ r: Resolved) -> Resolved? {
        guard r.run.lineLimit == 1, let width = r.run.width, width > 0 else { return nil }
        var free = r.run
        free.width = nil
        free.lineLimit = nil
        guard Self.unwrappedLineCount(free) == 1 else { return nil }
        let natural = measure(free).size.width
        let count = CGFloat(free.segments.reduce(0) { $0 + $1.string.count })
        guard count > 0, natural > width, natural <= width * (1 + Self.tighteningFactor) else { return nil }
        let first = (natural - width) / count
        // The last character's letter spacing after the first try (its tracking, and the
        // system font's size-specific tracking).
        var last: CGFloat = -first
        if let segment = free.segments.last(where: { !$0.string.isEmpty }) {
            last += segment.letterSpacing
            if SystemFontMetrics.applies(to: segment.font.family) { last += SystemFontMetrics.tracking(forSize: segment.font.size) }
        }
        for step in [first, first + abs(last) / max(count - 1, 1) + 1.0 / 1024] {
            let candidate = r.run.tightened(by: step)
            let m = measure(candidate)
            if !m.isTruncated, m.size.width <= width + 1e-9 {
                return Resolved(run: candidate, measurement: m, size: m.size, scale: r.scale, tightening: step)
            }
        }
        return nil
    }

    /// Measurements of this text's runs, so each distinct run (string, width, line limit,
    /// scale) is measured once per view, whatever the number of proposals.
    private var measured: [TextRun: TextMeasurement] = [:]

    private func measure(_ run: TextRun) -> TextMeasurement {
        if let hit = measured[run] { return hit }
        let m = measurer.measure(run)
        measured[run] = m
        return m
    }

    /// The number of lines `run` has when nothing wraps: one per paragraph, when every line
    /// break is a line feed (nil otherwise: other separators are left to the measurer).
    private static func unwrappedLineCount(_ run: TextRun) -> Int? {
        var count = 1
        for segment in run.segments {
            for scalar in segment.string.unicodeScalars {
                switch scalar {
                case "\n": count += 1
                case "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return nil
                default: continue
                }
            }
        }
        return count
    }

    /// Steps 1-3 at a font scale.
    ///
    /// A finite proposed width is measured first, as the wrap width: when the text then has
    /// more lines than paragraphs, something wrapped, so the ideal width is wider and the
    /// ideal need not be measured; when it has exactly one line per paragraph nothing
    /// wrapped, and the measurement is the ideal's (lines are left-aligned and as wide as
    /// their glyphs whatever the wrap width), so the run is kept unconstrained.
    private func fit(_ proposal: ProposedViewSize, scale: CGFloat) -> Resolved {
        var run = scale == 1 ? baseRun : baseRun.scaled(by: scale)
        guard !run.isEmpty else { return Resolved(run: run, measurement: .empty, size: .zero, scale: scale) }
        var m: TextMeasurement
        if let w = proposal.width, w.isFinite, w >= 0, run.width == nil, run.lineLimit == nil,
            let paragraphs = Self.unwrappedLineCount(run)
        {
            var wrapped = run
            wrapped.width = w
            let atWidth = measure(wrapped)
            if atWidth.lineCount > paragraphs {
                (run, m) = (wrapped, atWidth)
            } else {
                m = atWidth
                measured[run] = atWidth
            }
        } else {
            let ideal = measure(run)
            if let w = proposal.width, w < ideal.size.width { run.width = w }
            m = run.width == nil ? ideal : measure(run)
        }
        if let h = proposal.height, h.isFinite, m.size.height > h, m.lineCount > 1 {
            (run, m) = Self.largestFittingLineLimit(run, full: m, height: h, measure: measure)
        }
        return Resolved(run: run, measurement: m, size: m.size, scale: scale)
    }

    /// Step 3: the largest line count whose height fits `height` (heights grow with the line
    /// count, so when one line is already too tall it is the answer). Each candidate is a
    /// whole layout of the text, so the search starts from the count the full measurement's
    /// line pitch predicts and checks it and its successor: two layouts for lines of one
    /// height, whatever the text's length (a bisection took log₂ of the line count, 20 for a
    /// megabyte at a narrow width). It falls back to bisection when the guess misses.
    static func largestFittingLineLimit(
        _ run: TextRun, full: TextMeasurement, height h: CGFloat, measure: (TextRun) -> TextMeasurement
    ) -> (TextRun, TextMeasurement) {
        func limited(_ k: Int) -> (run: TextRun, m: TextMeasurement) {
            var candidate = run
            candidate.lineLimit = k
            return (candidate, measure(candidate))
        }
        // Known: `lo` lines fit (0: none checked yet), `tooMany` lines do not.
        var lo = 0, tooMany = full.lineCount
        var best: (run: TextRun, m: TextMeasurement)?
        let pitch = (full.size.height + run.lineSpacing) / CGFloat(full.lineCount)
        var guess = pitch > 0 && pitch.isFinite ? Int(saturating: ((h + run.lineSpacing) / pitch).rounded(.down)) : 1
        var guided = 0
        while tooMany - lo > 1 {
            let k = guided < 2 ? min(max(guess, lo + 1), tooMany - 1) : (lo + tooMany) / 2
            guided += 1
            let candidate = limited(k)
            if candidate.m.size.height <= h {
                (lo, best) = (k, candidate)
                guess = k + 1
            } else {
                tooMany = k
                guess = k - 1
            }
        }
        return best ?? limited(1)
    }

    package func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        // `.textRenderer(_:)` decides the size (by default the text's own).
        if let renderer = environment.textRenderer {
            let s = renderer.sizeThatFits(proposal: proposal, text: TextProxy { self.resolve(ViewNode.sanitize($0)).size })
            return CGSize(width: s.width.isFinite ? max(s.width, 0) : 0, height: s.height.isFinite ? max(s.height, 0) : 0)
        }
        return resolve(proposal).size
    }

    /// The first and last baselines are explicit guides of Text (§11); containers pass up
    /// the top-most first and the bottom-most last baseline (§10).
    package func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let r = resolve(proposal)
        guard r.measurement.lineCount > 0 else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return r.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return r.lastBaseline }
        return nil
    }

    /// Font-metric spacing (§5; SwiftUI's `Spacing.textSpacing`, as OpenSwiftUI audits it
    /// for iOS 18): with `lineHeight = ascender − descender` and `t = 0.1 × lineHeight`
    /// rounded up to a pixel (iOS 17 and later; earlier systems rounded `t` up to 4 points),
    /// a plain view above keeps `|descender| + t` from the text, one below
    /// `max(lineHeight + t − capHeight, t + |descender|)`, and two texts the lower one's
    /// leading rounded up to a pixel (`ViewSpacing.TextLine`). Horizontally text is a plain
    /// view (8 points). SF Pro at 17 points and 2×: 6.6006 above, 10.8091 below.
    package func spacing(_ node: ViewNode) -> ViewSpacing {
        var spacing = ViewSpacing()
        guard let first = baseRun.segments.first?.font, let last = baseRun.segments.last?.font else { return spacing }
        func roundUp(_ v: CGFloat) -> CGFloat { environment.roundedToPixel(v, .up) }
        let top = measurer.metrics(of: first), bottom = measurer.metrics(of: last)
        let tTop = roundUp(0.1 * top.lineHeight), tBottom = roundUp(0.1 * bottom.lineHeight)
        func line(_ m: FontMetrics) -> ViewSpacing.TextLine { ViewSpacing.TextLine(leading: roundUp(m.leading), lineSpacing: m.lineHeight + m.leading) }
        spacing.top = ViewSpacing.EdgeValues(categorized: [.edgeAboveText: abs(top.descender) + tTop], textLine: line(top))
        spacing.bottom = ViewSpacing.EdgeValues(
            categorized: [.edgeBelowText: max(bottom.lineHeight + tBottom - bottom.capHeight, tBottom + abs(bottom.descender))],
            textLine: line(bottom))
        return spacing
    }

    package func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.minX.isFinite, f.minY.isFinite else { return }
        let r = resolve(ViewNode.sanitize(node.placedProposal))
        guard r.measurement.lineCount > 0 else { return }
        let paint = node.environment.foregroundPaint(in: f)
        var run = text.run(in: environment, paint: paint, bounds: f)
        // Same constraints and scale as measured; only the paints differ.
        if r.scale != 1 { run = run.scaled(by: r.scale) }
        if r.tightening != 0 { run = run.tightened(by: r.tightening) }
        run.width = r.run.width
        run.lineLimit = r.run.lineLimit
        if environment.textRenderer != nil, let renderer = node.activeTextRenderer {
            TextRendering.draw(run, measurement: r.measurement, size: r.size, baselineShift: r.baselineShift, node: node, measurer: measurer,
                               customAttributes: text.segments.map(\.customAttributes), renderer: renderer, into: &list)
            return
        }
        list.items.append(contentsOf: RedactionBars.items(for: run, measurement: r.measurement, origin: CGPoint(x: f.minX, y: f.minY + r.baselineShift), environment: node.environment))  // .redacted (Redaction.swift)
    }
}

extension TextRun {
    /// This run with `amount` points less tracking after every character (step 5).
    fileprivate func tightened(by amount: CGFloat) -> TextRun {
        var copy = self
        for i in copy.segments.indices { copy.segments[i].tracking -= amount }
        return copy
    }
}
