import Foundation

/// Registers font files at run time, so `Font.custom(_:size:)` can name their families, as
/// `CTFontManagerRegisterFontsForURL` does on Apple platforms (a brand font shipped with a
/// tool rather than installed on the machine).
///
/// ```swift
/// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/Brand-Regular.ttf"))
/// Text("Hello").font(.custom("Brand", size: 17))
/// ```
///
/// Registration is process-wide and permanent; the files are read by fontconfig (TrueType
/// and OpenType/CFF, the formats HarfBuzz shapes). Families that are still missing fall back
/// to the system font with a diagnostic, as before.
public enum FontRegistry {
    /// Why a font file could not be registered.
    public struct RegistrationError: Error, Equatable, CustomStringConvertible {
        /// The file.
        public let url: URL
        /// What went wrong.
        public let reason: String
        /// A one-line explanation.
        public var description: String { "Cannot register the font at \(url.path): \(reason)" }
    }

    /// Adds the font file at `url` to the fonts text is drawn with.
    public static func register(url: URL) throws {
        guard url.isFileURL else { throw RegistrationError(url: url, reason: "not a file URL") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RegistrationError(url: url, reason: "no such file")
        }
        guard PangoFontSystem.shared.register(fontAt: url.path) else {
            throw RegistrationError(url: url, reason: "fontconfig cannot read it as a font")
        }
    }
}
