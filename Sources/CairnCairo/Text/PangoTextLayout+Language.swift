import Foundation

// The typesetting language `PangoTextLayout` gives text that sets none.
extension PangoTextLayout {
    /// The language an iPhone set to English (Cairn's device) draws Han characters and kana in
    /// when the text sets none: Simplified Chinese. iOS falls back through the preferred
    /// languages' fonts and, with English alone, takes the Simplified Chinese font (PingFang SC)
    /// for Han text, Japanese included — the "中華フォント" effect Japanese developers see in an
    /// English simulator (usagimaru, Qiita, 2015: "これはバグではなく iOS の仕様です"). Without
    /// it, this machine's fontconfig picks Noto Sans CJK JP's Japanese forms. Nil for text with
    /// no Han, kana or CJK punctuation, which keeps its language-free shaping.
    static func deviceHanLanguage(_ string: String) -> String? {
        for scalar in string.unicodeScalars where scalar.value >= 0x2E80 {
            switch scalar.value {
            case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF,
                 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
                return "zh-Hans-CN"
            default: continue
            }
        }
        return nil
    }
}
