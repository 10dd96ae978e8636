import CCairo
import CairnDisplayList
import CairnGeometry
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
/// one process-wide lock. The same lock (`withFontLock`) covers every other Cairo call that
/// can load a glyph or open a font file outside Pango: replaying recorded text, finishing a
/// PDF or SVG document, librsvg drawing an SVG's text. Cairo 1.16 keeps at most 10 FreeType
/// faces open and closes one it believes unused to open another, reading the other font's
/// lock count without its mutex; a thread that has just taken that face then uses freed
/// memory inside FreeType (the crash seen in the test suite, with Inter's 36 faces, the serif,
/// the monospaced and the fallback fonts open). One lock around every such call removes the
/// race. It is recursive: vector output holds it while drawing, and drawing text takes it.
package final class PangoFontSystem: @unchecked Sendable {
    /// The shared font system.
    package static let shared = PangoFontSystem()

    /// The family the system font resolves to (bundled).
    package static let systemFamily = "Inter"
    /// The family the system font resolves to from `displayMinimumSize` up: Inter's display
    /// optical size (bundled), as SF Pro moves from its Text to its Display design.
    package static let displayFamily = "Inter Display"
    /// The smallest size, in points, drawn with the display family.
    ///
    /// Apple's WWDC 2015 session "Introducing the New System Fonts" presents San Francisco's
    /// two optical sizes, Text for small type and Display for large; since iOS 14 the
    /// variable SF Pro moves its optical size continuously with the point size (WWDC 2020,
    /// "The details of UI typography"). The HIG's tracking table shows the move: tracking
    /// stays near −0.45 points up to 20 points (Text's spacing), then rises to +0.38 at 28
    /// and stays near +0.40 above (Display's tighter native spacing, opened up); it crosses
    /// zero between 23 and 24 points. Inter ships only the two ends (Inter, and Inter Display
    /// drawn by Inter's designer for large type: tighter spacing, a smaller x-height), so
    /// Cairn switches where SF Pro is past halfway, at 24 points — Cairn's estimate from that
    /// table. At 20 points Inter Display with the table's −0.45 is visibly cramped; at 34
    /// points it is 8–9 % narrower than Inter ("Large Title" bold: 161.3 against 176.9
    /// points before tracking, HarfBuzz), where iOS measured 5–13 % narrower than Cairn's
    /// Inter-only titles.
    package static let displayMinimumSize: CGFloat = 24
    /// The bundled face of the serif design (New York on iOS): Noto Serif.
    ///
    /// Cairn's choice, for metrics: New York is a transitional serif drawn for screens, with
    /// a large x-height and moderate contrast; Noto Serif (Google, OFL) is one of the same
    /// kind (x-height 0.536 em, cap height 0.714 em) with four styles (regular, bold and
    /// their italics). Subset to Latin, Greek and Cyrillic to keep the bundle small; other
    /// scripts fall back.
    package static let serifFamily = "Noto Serif"
    /// The bundled face of the monospaced design (SF Mono on iOS): JetBrains Mono.
    ///
    /// Cairn's choice, for metrics: SF Mono's advance is 0.6 em, like JetBrains Mono's (600
    /// of 1000 units); both have a tall x-height (JetBrains Mono 0.55 em) for code. Six styles
    /// are bundled: regular, medium, semibold, bold, italic and bold italic.
    package static let monospacedFamily = "JetBrains Mono"
    /// Every family Cairn bundles: copies installed on the machine are rejected.
    static let bundledFamilies = [systemFamily, displayFamily, serifFamily, monospacedFamily]

    private let lock = NSRecursiveLock()
    private let config: OpaquePointer?
    /// Whether the colour emoji font (`Emoji.family`) is installed: emoji clusters are then
    /// drawn with it (`PangoTextLayout`).
    package let hasColorEmoji: Bool
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var familyCache: [String: Bool] = [:]
    /// Where the bundled fonts were found (nil: none; text falls back to system fonts).
    package let bundledFontsDirectory: String?
    /// Problems met while setting up (missing bundle, unreadable configuration).
    package private(set) var setupProblems: [String] = []

    private init() {
        let search = Self.findBundledFonts()
        bundledFontsDirectory = search.directory
        var problems: [String] = []
        if let missing = search.problem {
            problems.append(missing)
            // Once per process, on standard error: a deployed binary without its resources
            // still draws text (with system fonts), and says what to copy.
            FileHandle.standardError.write(Data("Cairn: \(missing)\n".utf8))
        }
        let config = FcConfigCreate()
        let xml = Self.configurationXML(bundledFontsDirectory: bundledFontsDirectory)
        if let config, FcConfigParseAndLoadFromMemory(config, xml, 1) == 0 {
            problems.append("fontconfig rejected Cairn's font configuration.")
        }
        if let config { FcConfigBuildFonts(config) }
        self.config = config
        hasColorEmoji = config.map { Self.lists(Emoji.family, in: $0) } ?? false
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

    /// Runs `body` holding the font system's lock, for Cairo calls outside Pango that may load
    /// glyphs or open font files (see the type's summary).
    package func withFontLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Whether `config` lists a font of family `name`.
    static func lists(_ name: String, in config: OpaquePointer) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let set = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(set) }
        _ = FcObjectSetAdd(set, FC_FAMILY)
        guard let list = FcFontList(config, pattern, set) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
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
        PangoTextLayout.forgetAdvances()
        return true
    }

    // MARK: Widths

    /// The horizontal scales, in `TextFont.widthScaleStep`s (1/80), that have a width
    /// family: 50 (0.625, compressed) … 100 (1.25, expanded).
    static let widthSteps: ClosedRange<Int> = 50...100

    /// The family that draws the system font `scale` times as wide (nil: standard width or
    /// a scale without a family); `display` picks the display optical size's family.
    ///
    /// Why families: each width family is a fontconfig alias of Inter (or Inter Display)
    /// whose fonts get a `matrix` of diag(scale, 1) (a `target="font"` rule in Cairn's
    /// configuration). Pango's fontsets, fonts and HarfBuzz fonts and Cairo's scaled fonts
    /// are all keyed by family or matrix, so a width's font never stands in for another
    /// width's, whichever was made first. Fallback fonts (CJK, Hebrew, emoji) keep their own widths.
    static func widthFamily(scale: CGFloat, display: Bool = false) -> String? {
        let steps = (scale / TextFont.widthScaleStep).rounded()
        guard steps.isFinite, let n = Int(exactly: steps), n != 80, widthSteps.contains(n) else { return nil }
        return widthFamilyName(steps: n, display: display)
    }

    /// The name of the width family of `steps` eightieths (of the display optical size).
    static func widthFamilyName(steps: Int, display: Bool = false) -> String {
        display ? "CairnSystemDisplayWidth\(steps)" : "CairnSystemWidth\(steps)"
    }

    // MARK: Setup

    /// The name of the bundled regular face, whose presence marks a usable fonts folder.
    static let markerFont = "Inter-Regular.otf"

    /// Finds the bundled fonts without SwiftPM's `Bundle.module`, which traps when the
    /// resource bundle is not where the build left it (a binary copied to a server).
    ///
    /// Looks, in order, in `CAIRN_FONTS_DIR`; then in the `Fonts` folder of a
    /// `*_CairnCairo.resources` bundle (SwiftPM names it `<package>_CairnCairo.resources`)
    /// beside the running executable (`/proc/self/exe`, symbolic links resolved) or in
    /// `Bundle.main`'s folders. Returns the folder, or nil and a message that names what is
    /// missing and where it looked.
    static func findBundledFonts(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableDirectories: [String]? = nil
    ) -> (directory: String?, problem: String?) {
        let fm = FileManager.default
        func usable(_ dir: String) -> Bool { fm.fileExists(atPath: dir + "/" + markerFont) }
        var override: String?
        if let dir = environment["CAIRN_FONTS_DIR"], !dir.isEmpty {
            if usable(dir) { return (dir, nil) }
            override = dir
        }
        let bases = executableDirectories ?? Self.executableDirectories()
        for base in bases {
            let entries = ((try? fm.contentsOfDirectory(atPath: base)) ?? [])
                .filter { $0.hasSuffix("_CairnCairo.resources") }.sorted()
            for entry in entries where usable(base + "/" + entry + "/Fonts") {
                return (base + "/" + entry + "/Fonts", nil)
            }
        }
        var message = "the bundled fonts (Inter: Fonts/\(markerFont) and its other faces) were not found"
        if let override { message += " in CAIRN_FONTS_DIR (\(override))" }
        message += " nor in a *_CairnCairo.resources folder beside the executable (looked in "
            + (bases.isEmpty ? "no folder" : bases.joined(separator: ", ")) + "). "
            + "Text is drawn with system fonts (DejaVu Sans, Noto Sans CJK) and measures differently. "
            + "To fix: copy the Cairn_CairnCairo.resources folder from the build folder (.build/release) "
            + "next to the binary, or set CAIRN_FONTS_DIR to a folder holding Inter-*.otf."
        return (nil, message)
    }

    /// The folders a resource bundle may sit in: the running executable's (symbolic links
    /// resolved), then `Bundle.main`'s bundle and resource folders, without duplicates.
    static func executableDirectories() -> [String] {
        var dirs: [String] = []
        func add(_ dir: String?) {
            guard let dir, !dir.isEmpty, !dirs.contains(dir) else { return }
            dirs.append(dir)
        }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            add((exe as NSString).deletingLastPathComponent)
        }
        add(Bundle.main.bundleURL.path)
        add(Bundle.main.resourceURL?.path)
        return dirs
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
            xml += "    </acceptfont>\n    <rejectfont>\n"
            for family in bundledFamilies {
                xml += "      <pattern><patelt name=\"family\"><string>\(escape(family))</string></patelt></pattern>\n"
            }
            xml += "    </rejectfont>\n  </selectfont>\n\n"
        }
        // Width families: Inter first (fallbacks after it, from Inter's own alias below),
        // and Inter's fonts found for them scaled horizontally. (Family names must not hold
        // words Pango reads as styles, such as "Condensed".)
        for steps in widthSteps where steps != 80 {
            let scale = NumberFormat.exact(CGFloat(steps) * TextFont.widthScaleStep)
            for (display, face) in [(false, systemFamily), (true, displayFamily)] {
                let name = widthFamilyName(steps: steps, display: display)
                let prefer = display ? "<family>\(face)</family><family>\(systemFamily)</family>" : "<family>\(face)</family>"
                xml += """
                      <alias binding="same"><family>\(name)</family><prefer>\(prefer)</prefer></alias>
                      <match target="font">
                        <test target="pattern" name="family"><string>\(name)</string></test>
                        <test name="family"><string>\(face)</string></test>
                        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>\(scale)</double><double>0</double><double>0</double><double>1</double></matrix></times></edit>
                      </match>

                    """
            }
        }
        for family in bundledFamilies {
            xml += """
                  <alias binding="same">
                    <family>\(family)</family>
                    <accept><family>\(systemFamily)</family><family>Noto Sans CJK SC</family><family>DejaVu Sans</family></accept>
                  </alias>

                """
        }
        // Colour bitmap fonts (Noto Color Emoji: one 109-pixel strike) scaled to the size
        // asked for, as fontconfig's 10-scale-bitmap-fonts.conf does.
        xml += """
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>

            """
        xml += "</fontconfig>\n"
        return xml
    }
}
