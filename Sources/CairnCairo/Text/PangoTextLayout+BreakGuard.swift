import CCairo
import Foundation

/// Line breaks Pango may never take: the guard that keeps Pango 1.50's line breaker from
/// aborting the process.
///
/// The condition. Pango finds line-break opportunities with UAX #14 and character
/// (grapheme) boundaries with UAX #29, and the two disagree in places: a combining mark
/// after a space (`" \u{0651}"`: UAX #14 rule LB10 treats the mark as a letter, so a line
/// may break before it, while the mark extends the space's grapheme cluster), a zero-width
/// joiner after a space, a prepended concatenation mark (`"\u{0600}가"`: LB breaks before
/// the Hangul syllable, GB9b keeps it with the mark). At such a position `is_line_break` is
/// set but `is_char_break` is not. When a line must be broken inside an item holding such a
/// position and nothing fits (a narrow width — 0 always), Pango 1.50's `process_line` backs
/// up to that item and asks `process_item` to force a break with character wrapping; there
/// is no character break inside the item, so it answers "all fit", and the assertion
/// `result == BREAK_SOME_FIT || result == BREAK_EMPTY_FIT` (pango-layout.c:4560 in 1.50.12)
/// aborts. Pango fixed it upstream in 2025 (commit b743ea07, issue #832, after 1.56);
/// Debian 12's 1.50.12 has the assertion.
///
/// The guard: before Pango breaks lines, every line-break opportunity that is not also a
/// character break gets a `PangoAttrAllowBreaks(false)` over the two characters around it,
/// so every line break Pango considers is a character break too, and the forced break
/// always finds one. Only text that wraps (a width) and holds a non-ASCII character can
/// have such a position, so other text pays nothing. iOS never breaks a line inside a
/// grapheme cluster either (Core Text breaks at cluster boundaries), so the guard only
/// removes breaks iOS would not take.
extension PangoTextLayout {
    /// The byte ranges of `text` to mark `allow_breaks = false`: for each character offset
    /// where Pango's log attributes have a line break but no character break, the range
    /// from the character before it to the end of the character at it.
    ///
    /// The attributes are Pango's own (`pango_get_log_attrs`, the default UAX #14 and
    /// #29 rules tailored per script run, the same steps a layout takes), computed on the
    /// text up to its first NUL, which is what `pango_layout_set_text` keeps.
    static func unbreakableRanges(in text: String) -> [Range<UInt32>] {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return [] }
        return text.withCString { start -> [Range<UInt32>] in
            let length = strlen(start)
            // Byte offset of every character (Unicode scalar) start, plus the end.
            var offsets: [UInt32] = []
            offsets.reserveCapacity(length + 1)
            var i = 0
            while i < length {
                offsets.append(UInt32(i))
                i += utf8SequenceLength(UInt8(bitPattern: start[i]))
            }
            let count = offsets.count
            offsets.append(UInt32(length))
            guard count > 1 else { return [] }
            var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
            pango_get_log_attrs(start, Int32(clamping: length), -1, pango_language_from_string("en-us"), &attrs, Int32(count + 1))
            var ranges: [Range<UInt32>] = []
            for position in 1..<count where attrs[position].is_line_break != 0 && attrs[position].is_char_break == 0 {
                ranges.append(offsets[position - 1]..<offsets[position + 1])
            }
            return ranges
        }
    }

    /// The length of the UTF-8 sequence that starts with `lead` (1 for a stray byte, which a
    /// Swift string never holds).
    static func utf8SequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// Adds the guard's attributes for `text` to `list` (a `PangoAttrList *`).
    static func insertBreakGuards(_ text: String, into list: OpaquePointer?) {
        for range in unbreakableRanges(in: text) {
            guard let attr = pango_attr_allow_breaks_new(0) else { continue }
            attr.pointee.start_index = range.lowerBound
            attr.pointee.end_index = range.upperBound
            pango_attr_list_insert(list, attr)
        }
    }
}
