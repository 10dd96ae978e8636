import CCairo
import Foundation

/// Long text wrapped narrower than its font's size, shaped in bounded items.
///
/// The cost. When Pango 1.50 breaks a line inside an item, it shapes the rest of that item
/// again for the next line. One item holds a whole run of text in one font and script, so a
/// long run wrapped at a width near 0 — one character per line — is shaped once per line:
/// quadratic in its length. Measured here (debug build): 1,000 characters at a width of 1
/// point took 0.55 s to lay out, 2,000 took 2.0 s, 4,000 took 7.9 s, and 20,000 more than two
/// minutes, 90 % of it in HarfBuzz. A server drawing user text in a tiny frame would stall.
///
/// The bound. For such text (longer than `itemCapThreshold` bytes, wrapped narrower than one
/// em), a language attribute equal to the context's own is laid over every other chunk of
/// about `itemCapBytes` bytes, ending on character boundaries. It changes no shaping or
/// breaking rule (the language is the one in effect), but Pango starts a new item where an
/// attribute starts or ends, so each reshape covers at most one chunk: linear in the length.
/// At such widths a line holds about one character, so shaping across a chunk's edge (a
/// kerning pair or a ligature) would only matter for two characters sharing a line there.
extension PangoTextLayout {
    /// Text longer than this many UTF-8 bytes is bounded (shorter text costs little).
    static let itemCapThreshold = 512
    /// The chunk length in UTF-8 bytes.
    static let itemCapBytes: UInt32 = 128

    /// The chunks (byte ranges) of `text` to mark, every other one, when it wraps at `width`
    /// in a font of `fontSize` points; none for other text.
    static func itemCapRanges(in text: String, width: CGFloat, fontSize: CGFloat) -> [Range<UInt32>] {
        guard text.utf8.count > itemCapThreshold, width.isFinite, fontSize.isFinite, width < fontSize else { return [] }
        var ranges: [Range<UInt32>] = []
        var start: UInt32 = 0, offset: UInt32 = 0, mark = true
        for scalar in text.unicodeScalars {
            offset += UInt32(UTF8.width(scalar))
            if offset - start >= itemCapBytes {
                if mark { ranges.append(start..<offset) }
                mark.toggle()
                start = offset
            }
        }
        if mark, offset > start { ranges.append(start..<offset) }
        return ranges
    }

    /// Inserts the chunks' language attributes into `attrs` (see above).
    static func insertItemCaps(_ text: String, width: CGFloat, fontSize: CGFloat, context: OpaquePointer, into attrs: OpaquePointer?) {
        let ranges = itemCapRanges(in: text, width: width, fontSize: fontSize)
        guard !ranges.isEmpty, let language = pango_context_get_language(context) else { return }
        for r in ranges {
            guard let attr = pango_attr_language_new(language) else { continue }
            attr.pointee.start_index = r.lowerBound
            attr.pointee.end_index = r.upperBound
            pango_attr_list_insert(attrs, attr)
        }
    }
}
