import Foundation

extension Font {
    /// The point size Core Text's default stands for: `CTFontCreateWithName` documents "If
    /// `0.0` is specified, the default font size of `12.0` is used", and AppKit's system-font
    /// methods take "0 or a negative number" for the default size.
    package static let defaultPointSize: CGFloat = 12

    /// `size` as a font is made at it: a positive finite size as it is, anything else — 0, a
    /// negative size, NaN, ±∞ — Core Text's default of 12 points (see `defaultPointSize`;
    /// NaN and ∞ are Cairn's reading of "no usable size", as Apple documents only 0 and
    /// negative sizes). Huge finite sizes (10⁶) stay: the text measures that large, and the
    /// renderer skips glyphs too large for the device.
    package static func usableSize(_ size: CGFloat) -> CGFloat {
        size.isFinite && size > 0 ? size : defaultPointSize
    }

    /// The size this font asks for when it is not usable (see `usableSize(_:)`), for a
    /// diagnostic; nil for text styles and usable sizes.
    package var unusableSize: CGFloat? {
        switch base {
        case .style, .environmentDefault: nil
        case .size(let s), .custom(_, let s, _): Self.usableSize(s) == s ? nil : s
        }
    }
}
