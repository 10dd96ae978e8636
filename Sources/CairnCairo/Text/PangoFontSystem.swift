import CCairo
import CairnDisplayList
import Foundation

/// The process's one Pango font setup: a private fontconfig configuration that loads the
/// bundled fonts first, a Cairo font map on it, and a Pango context with pinned options.
///
/// Why private: text must measure and draw the same on every machine, so the fonts Cairn
/// names (Inter for the system font) come from Cairn's own bundle, never from whatever the
/// machine has installed under the same name (a system Inter of another version is
/// rejected). System fonts (`/usr/share/fonts`, `/usr/local/share/fonts`) are only the
/// fallback for characters the bundled fonts lack, in a fixed order: Noto Sans CJK SC for
/// Han, kana and hangul (Debian's `fonts-noto-cjk`), then DejaVu.
///
/// Pinned options (reference: rendering.md, Text): hint style none, hint metrics off, grey
/// antialiasing, glyph positions not rounded, language en-US (so shaping does not follow the
/// user's locale). With them, "onevcat | Wei Wang" in Inter at 17 px is 158.337 wide
/// before the system font's tracking (`SystemFontMetrics`).
///
/// Pango's font maps are not thread-safe: every use goes through `withContext`, which holds
/// one process-wide lock.
package final class PangoFontSystem: @unchecked Sendable {
    /// The shared font system.
    package static let shared = PangoFontSystem()

    /// The family the system font resolves to (bundled).
    package static let systemFamily = "Inter"

    private let lock = NSLock()
    private let config: OpaquePointer?
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var familyCache: [String: Bool] = [:]
    /// Where the bundled fonts were found (nil: none; text falls back to system fonts).
    package let bundledFontsDirectory: String?
    /// Problems met while setting up (missing bundle, unreadable configuration).
    package private(set) var setupProblems: [String] = []

    private init() {
        bundledFontsDirectory = Self.findBundledFonts()
        var problems: [String] = []
        if bundledFontsDirectory == nil {
            problems.append("Cairn's bundled fonts were not found; text uses system fonts and may measure differently.")
        }
        let config = FcConfigCreate()
        let xml = Self.configurationXML(bundledFontsDirectory: bundledFontsDirectory)
        if let config, FcConfigParseAndLoadFromMemory(config, xml, 1) == 0 {
            problems.append("fontconfig rejected Cairn's font configuration.")
        }
        if let config { FcConfigBuildFonts(config) }
        self.config = config
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        if let config {
            pango_fc_font_map_set_config(OpaquePointer(UnsafeMutableRawPointer(fontMap)), config)
        }
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_context_set_language(ctx, pango_language_from_string("en-us"))
        pango_context_set_base_dir(ctx, PANGO_DIRECTION_LTR)
        setupProblems = problems
    }

    /// The Pango context (`PangoContext *`).
    var ctx: OpaquePointer { context }

    /// Runs `body` with the context while holding the font system's lock.
    package func withContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(ctx)
    }

    /// Whether fontconfig knows a family called `name` (case-insensitive, as fontconfig
    /// compares families).
    package func hasFamily(named name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = familyCache[name] { return known }
        guard let config, let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let set = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(set) }
        _ = FcObjectSetAdd(set, FC_FAMILY)
        var found = false
        if let list = FcFontList(config, pattern, set) {
            found = list.pointee.nfont > 0
            FcFontSetDestroy(list)
        }
        familyCache[name] = found
        return found
    }

    /// Adds the font file at `path` to Cairn's fonts; false when fontconfig cannot read it
    /// as a font. Pango's and Cairn's caches are dropped so later text sees the new family.
    package func register(fontAt path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let config else { return false }
        let added = path.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } != 0
        guard added else { return false }
        pango_fc_font_map_config_changed(OpaquePointer(UnsafeMutableRawPointer(fontMap)))
        pango_context_changed(ctx)
        familyCache.removeAll()
        PangoMeasurementCache.shared.removeAll()
        return true
    }

    // MARK: Setup

    /// The bundled fonts directory: `CAIRN_FONTS_DIR` if set (for relocated installs),
    /// else the `Fonts` folder of CairnCairo's resource bundle.
    static func findBundledFonts() -> String? {
        let fm = FileManager.default
        if let dir = ProcessInfo.processInfo.environment["CAIRN_FONTS_DIR"], fm.fileExists(atPath: dir) { return dir }
        guard let url = Bundle.module.url(forResource: "Fonts", withExtension: nil) else { return nil }
        return fm.fileExists(atPath: url.path) ? url.path : nil
    }

    /// Cairn's fontconfig configuration: bundled fonts first, system font directories after,
    /// other copies of the bundled families rejected, and a fixed fallback order.
    static func configurationXML(bundledFontsDirectory: String?) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        if let dir = bundledFontsDirectory {
            xml += "  <dir>\(escape(dir))</dir>\n"
        }
        xml += """
              <dir>/usr/share/fonts</dir>
              <dir>/usr/local/share/fonts</dir>
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>

            """
        if let dir = bundledFontsDirectory {
            // Accept patterns override reject patterns; globs only override globs, so the
            // bundled files are accepted by path, one pattern each.
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
                .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted()
            xml += "  <selectfont>\n    <acceptfont>\n"
            for file in files {
                xml += "      <pattern><patelt name=\"file\"><string>\(escape(dir + "/" + file))</string></patelt></pattern>\n"
            }
            xml += """
                    </acceptfont>
                    <rejectfont><pattern><patelt name="family"><string>\(systemFamily)</string></patelt></pattern></rejectfont>
                  </selectfont>

                """
        }
        for family in [systemFamily, "DejaVu Serif", "DejaVu Sans Mono"] {
            xml += """
                  <alias binding="same">
                    <family>\(family)</family>
                    <accept><family>\(systemFamily)</family><family>Noto Sans CJK SC</family><family>DejaVu Sans</family></accept>
                  </alias>

                """
        }
        xml += "</fontconfig>\n"
        return xml
    }
}
