#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import CairnCairo
import CairnSnapshotSupport

/// The versions of the libraries and the font a rendering depends on, recorded in every
/// PNG reference (as `tEXt` chunks) and SVG reference (as a comment), so that a failing
/// comparison can name a library upgrade as its likely cause.
///
/// Cairo rasterises and writes SVG and PDF; Pango, HarfBuzz and fontconfig shape and find
/// text; the font is the one fontconfig picks for `sans-serif`. Any of them changing can
/// move antialiased edges by a level or two, or text by whole pixels.
public struct RenderingVersions: Equatable, Sendable, CustomStringConvertible {
    /// Cairo's version, e.g. `1.16.0`.
    public var cairo: String
    /// Pango's version, e.g. `1.50.12`.
    public var pango: String
    /// HarfBuzz's version, e.g. `6.0.0`.
    public var harfbuzz: String
    /// fontconfig's version, e.g. `2.14.1`.
    public var fontconfig: String
    /// The fonts text is drawn with: Cairn's bundled system font, then the system's
    /// `sans-serif` fallback, each with its revision and file, e.g.
    /// `Inter 3.02 (Inter-Regular.otf), fallback DejaVu Sans 2.37 (DejaVuSans.ttf)`.
    public var font: String

    /// A set of versions.
    public init(cairo: String, pango: String, harfbuzz: String, fontconfig: String, font: String) {
        self.cairo = cairo
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.fontconfig = fontconfig
        self.font = font
    }

    /// The versions this process renders with, read once from the libraries themselves.
    public static let current: RenderingVersions = {
        let fontconfig = cString(capacity: 64) { cairn_fontconfig_version($0, $1) }
        let fallback = cString(capacity: 512) { cairn_font_description("sans-serif", $0, $1) }
        let bundled = PangoFontSystem.shared.bundledFontsDirectory.map { folder in
            cString(capacity: 512) { cairn_font_file_description(folder + "/Inter-Regular.otf", $0, $1) }
        } ?? "none"
        let font = "\(bundled), fallback \(fallback)"
        return RenderingVersions(
            cairo: String(cString: cairn_cairo_version()),
            pango: String(cString: cairn_pango_version()),
            harfbuzz: String(cString: cairn_harfbuzz_version()),
            fontconfig: fontconfig,
            font: font)
    }()

    /// Lets `fill` write a NUL-terminated string into a buffer of `capacity` bytes.
    private static func cString(capacity: Int, _ fill: (UnsafeMutablePointer<CChar>?, Int) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: capacity)
        buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress, $0.count) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The versions as ordered key-value pairs: the keywords of the PNG `tEXt` chunks.
    public var fields: [(key: String, value: String)] {
        [("cairo", cairo), ("pango", pango), ("harfbuzz", harfbuzz), ("fontconfig", fontconfig), ("font", font)]
    }

    /// Reads versions back from key-value pairs; nil when any of the five is missing.
    public init?(fields: [String: String]) {
        guard let cairo = fields["cairo"], let pango = fields["pango"], let harfbuzz = fields["harfbuzz"],
              let fontconfig = fields["fontconfig"], let font = fields["font"]
        else { return nil }
        self.init(cairo: cairo, pango: pango, harfbuzz: harfbuzz, fontconfig: fontconfig, font: font)
    }

    /// One line: `cairo 1.16.0, pango 1.50.12, harfbuzz 6.0.0, fontconfig 2.14.1, font DejaVu Sans 2.37 (DejaVuSans.ttf)`.
    public var description: String {
        fields.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// The fields that differ from `other`, as `cairo 1.16.0 → 1.18.0`; empty when equal.
    public func changes(to other: RenderingVersions) -> [String] {
        zip(fields, other.fields).compactMap { mine, theirs in
            mine.value == theirs.value ? nil : "\(mine.key) \(mine.value) → \(theirs.value)"
        }
    }

    /// The note a failure message carries about versions: the likely cause when the
    /// reference was made with other versions, a hint when it records none, else nothing.
    static func note(reference: RenderingVersions?, current: RenderingVersions = .current) -> String? {
        guard let reference else {
            return "The reference records no library versions (it predates version stamping or was not made by Cairn); this run uses \(current)."
        }
        let changes = reference.changes(to: current)
        guard !changes.isEmpty else { return nil }
        return "Likely cause: the reference was made with other library or font versions (\(changes.joined(separator: ", "))). "
            + "If the new rendering is right, re-record the reference on this setup and commit it."
    }
}
#endif
