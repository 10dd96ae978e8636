import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// Why a view hierarchy is redacted (Apple: `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a generic placeholder (Apple: `placeholder`): text becomes placeholder bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hides private data (Apple: `privacy`); views read it from `\.redactionReasons` —
    /// nothing is drawn differently by Cairn, as SwiftUI only changes `privacySensitive` views.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Marks content as stale (Apple: `invalidated`, used by widgets); read from the environment.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// The reasons to redact the current view hierarchy (Apple: `redactionReasons`; empty by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Adds a reason to redact this view hierarchy (Apple: `redacted(reason:)`, "Adds a reason
    /// to apply a redaction to this view hierarchy"). With `.placeholder`, every `Text` is
    /// drawn as rounded bars, one per line, as wide as the line's text and in its colour at
    /// 16 % opacity — "all texts … replaced by grayed-out rectangles, so the actual strings …
    /// only determine the size of those rectangles" (Sundell, *Generating automatic
    /// placeholders for SwiftUI views*, 2020). Images and shapes are drawn normally ("images
    /// … will still be displayed just as they normally would", same source). Layout does not
    /// change. The bar opacity, the 12 % vertical inset and the corner radius (a quarter of
    /// the bar's height) are Cairn's estimates: Apple does not publish them.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes every reason to redact this view hierarchy (Apple: `unredacted()`).
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// Placeholder bars for redacted text (see `View.redacted(reason:)`).
enum RedactionBars {
    /// The items drawing `run` (laid out as `measurement` says) at `origin`: the run itself,
    /// or its placeholder bars when the environment redacts placeholders.
    static func items(for run: TextRun, measurement m: TextMeasurement, origin: CGPoint, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard environment.redactionReasons.contains(.placeholder) else { return [.text(run, origin: origin)] }
        let n = m.lineCount
        guard n > 0, m.size.width.isFinite, m.size.height.isFinite, let paint = run.segments.first?.paint else { return [] }
        let widths = lineWidths(run, measurement: m, measurer: environment.textMeasurer)
        let spacing = run.lineSpacing
        let lineHeight = max((m.size.height - spacing * CGFloat(n - 1)) / CGFloat(n), 0)
        let inset = lineHeight * 0.12
        let barHeight = lineHeight - 2 * inset
        let shift: CGFloat = [TextRun.Alignment.leading: 0, .center: 0.5, .trailing: 1][run.alignment] ?? 0
        var items: [DisplayList.Item] = []
        for (i, w) in widths.enumerated() where w > 0 && barHeight > 0 {
            let x = origin.x + (m.size.width - w) * shift
            let y = origin.y + CGFloat(i) * (lineHeight + spacing) + inset
            let rect = CGRect(x: x, y: y, width: w, height: barHeight)
            items.append(.fill(Path(roundedRect: rect, cornerRadius: barHeight / 4, style: .continuous),
                               paint.multiplyingOpacity(by: 0.16), FillStyle()))
        }
        return items
    }

    /// The width of each shown line: lines are found as the measurer breaks them, by
    /// bisecting the longest prefix of the remaining text that still fits on one line.
    static func lineWidths(_ run: TextRun, measurement m: TextMeasurement, measurer: any TextMeasurer) -> [CGFloat] {
        let n = m.lineCount
        if n <= 1 { return [m.size.width] }
        let ranges = lineRanges(run, measurement: m, measurer: measurer)
        return ranges.enumerated().map { i, range in
            if range.count == 0 { return 0 }
            var line = run
            line.segments = slice(run, range.count, from: range.start)
            if i == ranges.count - 1 {
                line.lineLimit = 1
            } else {
                line.width = nil
                line.lineLimit = nil
            }
            return min(measurer.measure(line).size.width, m.size.width)
        }
    }

    /// Where each of the `m.lineCount` lines of `run` starts (in characters) and how many
    /// characters it shows (the spaces and line feed that break it left out; the last line
    /// takes the rest): lines break where the measurer breaks them, found by galloping then
    /// bisecting to the longest prefix of each paragraph that fits on one line, so a line
    /// of n characters costs O(log n) measurements of at most 2n characters (a paragraph of
    /// 3,000 characters broken into a line each is not measured whole per line). Once the
    /// lines found show `maximumCharacters`, the rest are not searched: they start at the
    /// end, empty.
    static func lineRanges(_ run: TextRun, measurement m: TextMeasurement, measurer: any TextMeasurer,
                           maximumCharacters: Int = .max) -> [(start: Int, count: Int)] {
        let n = m.lineCount
        let total = run.string.count
        if n <= 1 { return [(0, total)] }
        var remaining = Array(run.string)[...]
        var ranges: [(start: Int, count: Int)] = []
        var shown = 0
        for line in 0..<n {
            // Skip the break that ended the previous line.
            while let c = remaining.first, c == " " || c == "\n" { remaining.removeFirst() }
            let start = total - remaining.count
            if remaining.isEmpty || shown >= maximumCharacters {
                ranges.append((shown >= maximumCharacters ? total : start, 0))
                continue
            }
            if line == n - 1 {
                ranges.append((start, remaining.count))
                break
            }
            // The paragraph's end bounds the line.
            let limit = remaining.firstIndex(of: "\n").map { $0 - remaining.startIndex } ?? remaining.count
            func fits(_ count: Int) -> Bool {
                var probe = run
                probe.lineLimit = nil
                probe.segments = slice(run, count, from: start)
                return measurer.measure(probe).lineCount <= 1
            }
            // Gallop: 1, 2, 4, … characters until a prefix breaks or the paragraph ends.
            var lo = 1, hi = limit
            var step = 1
            while true {
                let p = Swift.min(step, limit)
                if fits(p) {
                    lo = p
                    if p == limit { hi = p; break }
                    step *= 2
                } else {
                    hi = Swift.max(p - 1, lo)
                    break
                }
            }
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if fits(mid) { lo = mid } else { hi = mid - 1 }
            }
            var taken = Array(remaining.prefix(lo))
            while taken.last == " " { taken.removeLast() }
            ranges.append((start, taken.count))
            shown += taken.count
            remaining.removeFirst(Swift.min(lo, remaining.count))
        }
        return ranges
    }

    /// The run's segments cut to `count` characters starting at character `start`.
    static func slice(_ run: TextRun, _ count: Int, from start: Int) -> [TextRun.Segment] {
        indexedSlice(run, count, from: start).map(\.segment)
    }

    /// `slice(_:_:from:)` with each piece's index among the run's segments.
    static func indexedSlice(_ run: TextRun, _ count: Int, from start: Int) -> [(index: Int, segment: TextRun.Segment)] {
        var out: [(index: Int, segment: TextRun.Segment)] = []
        var skip = start, take = count
        for (index, segment) in run.segments.enumerated() where take > 0 {
            let chars = Array(segment.string)
            if skip >= chars.count { skip -= chars.count; continue }
            let end = min(chars.count, skip + take)
            var s = segment
            s.string = String(chars[skip..<end])
            take -= end - skip
            skip = 0
            out.append((index, s))
        }
        return out
    }
}
