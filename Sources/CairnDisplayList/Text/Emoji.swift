import Foundation

/// Colour emoji: which characters draw from the colour emoji font, and that font.
public enum Emoji {
    /// The colour emoji font's family (Debian's `fonts-noto-color-emoji`).
    public static let family = "Noto Color Emoji"

    /// The Debian package that installs `family`.
    public static let package = "fonts-noto-color-emoji"

    /// Whether `character` is an emoji drawn in colour: its first scalar has the Unicode
    /// Emoji_Presentation property, or it asks for emoji presentation (U+FE0F), or it is a
    /// keycap or flag sequence.
    public static func isColorEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.properties.isEmoji, character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
            return true
        }
        return false
    }

    /// Whether `string` has a colour emoji.
    ///
    /// Every colour emoji has a scalar at U+231A or above (Emoji_Presentation starts at
    /// U+231A; U+FE0F, U+20E3 and the regional indicators are higher), so a string whose
    /// UTF-8 bytes are all below 0xE2 (scalars below U+2000) has none and is not scanned
    /// character by character (the Unicode property look-ups were 3 % of TextBench).
    public static func contains(in string: String) -> Bool {
        guard string.utf8.contains(where: { $0 >= 0xE2 }) else { return false }
        return string.contains(where: isColorEmoji)
    }
}
