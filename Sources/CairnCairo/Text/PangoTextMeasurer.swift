import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

/// Measures text with Pango, HarfBuzz and the bundled fonts, exactly as `CairoRenderer`
/// draws it.
///
/// Measurements are cached per run (a run carries its width constraint), so a layout that
/// proposes the same width many times lays the text out once.
///
/// ```swift
/// let run = TextRun([.init("onevcat | Wei Wang", font: TextFont(size: 17))])
/// PangoTextMeasurer().measure(run).size   // 150.603 × 20.287 (Inter, SF Pro metrics)
/// ```
public struct PangoTextMeasurer: TextMeasurer {
    /// A measurer on the shared font system.
    public init() {}

    /// Lays out `run` with Pango (wrapping, line breaks, fallback fonts) and returns its lines, size and baselines; an empty run measures as `.empty`, and repeated runs come from a shared cache.
    public func measure(_ run: TextRun) -> TextMeasurement {
        guard !run.isEmpty else { return .empty }
        return PangoMeasurementCache.shared.measurement(of: run)
    }

    /// The vertical metrics of `font`: SF Pro's for the system font (`SystemFontMetrics`),
    /// the font file's for other families.
    public func metrics(of font: TextFont) -> FontMetrics {
        if SystemFontMetrics.applies(to: font.family) {
            return SystemFontMetrics.metrics(size: PangoTextLayout.clampedSize(font.size))
        }
        return PangoFontSystem.shared.withContext { ctx in
            let desc = PangoTextLayout.fontDescription(font)
            defer { pango_font_description_free(desc) }
            guard let loaded = pango_context_load_font(ctx, desc) else {
                return FontMetrics(ascender: 0.8 * font.size, descender: -0.2 * font.size, capHeight: 0.7 * font.size, leading: 0)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            let metrics = pango_font_get_metrics(loaded, pango_language_from_string("en-us"))
            defer { pango_font_metrics_unref(metrics) }
            let s = PangoTextLayout.scale
            let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / s
            let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / s
            let height = CGFloat(pango_font_metrics_get_height(metrics)) / s
            var capHeight = 0.7 * font.size
            if let hb = pango_font_get_hb_font(loaded) {
                var position: hb_position_t = 0
                var xScale: Int32 = 0, yScale: Int32 = 0
                hb_font_get_scale(hb, &xScale, &yScale)
                if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, yScale != 0 {
                    capHeight = CGFloat(position) / CGFloat(yScale) * font.size
                }
            }
            return FontMetrics(ascender: ascent, descender: -descent, capHeight: capHeight, leading: max(height - ascent - descent, 0))
        }
    }

    /// Whether fontconfig can find a font family named `name` (bundled Inter or an installed font).
    public func hasFamily(named name: String) -> Bool { PangoFontSystem.shared.hasFamily(named: name) }

    /// The font files the glyphs of `run` come from, in order of first use (which font
    /// the private fontconfig chose, fallbacks included).
    package func fontFiles(_ run: TextRun) -> [String] {
        PangoFontSystem.shared.withContext { ctx in
            PangoTextLayout.with(run, context: ctx) { text in
                var files: [String] = []
                for line in text.lines {
                    for run in PangoGlyphItems(line.line) {
                        guard let font = run.item.pointee.analysis.font,
                            let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
                        else { continue }
                        var file: UnsafeMutablePointer<FcChar8>?
                        if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
                            if !files.contains(path) { files.append(path) }
                        }
                    }
                }
                return files
            }
        }
    }

    /// How many characters of `run` no font has a glyph for (they draw as boxes).
    package func unknownGlyphCount(_ run: TextRun) -> Int {
        PangoFontSystem.shared.withContext { ctx in
            PangoTextLayout.with(run, context: ctx) { $0.unknownGlyphCount }
        }
    }
}

/// Measurements by run, shared by every `PangoTextMeasurer`; cleared when it grows past
/// `capacity` runs, so memory stays bounded however much text is measured.
///
/// The capacity was 20,000 runs. An image server drawing new text on every request fills and
/// clears the cache every few seconds, and a full cache of measured lines held about 100 MB:
/// `make bench-server`'s 10-minute soak saw the server's resident memory grow from 145 to
/// 224 MB. A layout does not need the cache to be large: each view keeps its own sizes per
/// proposal, so the cache saves work only across layouts of the same text (frames of an
/// animation, a view rendered again), for which 4,096 runs are plenty.
final class PangoMeasurementCache: @unchecked Sendable {
    static let shared = PangoMeasurementCache()
    static let capacity = 4_096

    private var entries: [TextRun: TextMeasurement] = [:]

    /// Forgets every measurement (fonts changed). Call with the font system's lock held.
    func removeAll() { entries.removeAll() }

    func measurement(of run: TextRun) -> TextMeasurement {
        PangoFontSystem.shared.withContext { ctx in
            if let hit = entries[run] { return hit }
            let m = PangoTextLayout.tailTruncatedLineFromPrefix(run, context: ctx)
                ?? PangoTextLayout.with(run, context: ctx) { $0.measurement }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[run] = m
            return m
        }
    }
}
