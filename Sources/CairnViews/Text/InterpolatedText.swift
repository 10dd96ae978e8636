import Foundation

/// A `Text` carried by a `LocalizedStringKey` interpolation (`"Tap \(Text("Done").bold())"`).
///
/// `@unchecked Sendable`: a `Text` is an immutable value description (strings and their
/// attributes, a custom attribute's value only read back); it is never mutated once captured.
package struct InlineText: Equatable, @unchecked Sendable {
    let text: Text

    /// The first character of the private-use plane 16, which marks text `i` in a key's
    /// source (U+100000 + i), apart from images' and formatted values' markers.
    static let markerBase: UInt32 = 0x100000

    /// The marker of text `index`.
    static func marker(_ index: Int) -> String {
        String(Character(Unicode.Scalar(markerBase + UInt32(min(index, 0xFFFD)))!))
    }

    /// `string` with each marker of `texts` replaced by that text's characters, passed
    /// through `escaping`.
    static func substitute(_ string: String, _ texts: [InlineText], escaping: (String) -> String = { $0 }) -> String {
        guard !texts.isEmpty else { return string }
        var out = ""
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v >= markerBase, v < markerBase + UInt32(texts.count) {
                out += escaping(texts[Int(v - markerBase)].text.segments.map(\.string).joined())
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Text {
    /// `segments` with each text marker of `texts` replaced by that text's pieces, each
    /// keeping its own attributes and taking the surrounding piece's where it sets none
    /// (`"**Total:** \(Text("4").foregroundStyle(.red))"`: the 4 is red, not bold).
    static func splittingTexts(_ segments: [Segment], _ texts: [InlineText]) -> [Segment] {
        guard !texts.isEmpty else { return segments }
        var out: [Segment] = []
        for s in segments {
            var current = s
            current.string = ""
            var split = false
            for scalar in s.string.unicodeScalars {
                let v = scalar.value
                guard v >= InlineText.markerBase, v < InlineText.markerBase + UInt32(texts.count) else {
                    current.string.unicodeScalars.append(scalar)
                    continue
                }
                if !current.string.isEmpty { out.append(current) }
                current.string = ""
                split = true
                out += texts[Int(v - InlineText.markerBase)].text.segments.map { $0.inheriting(s) }
            }
            if !current.string.isEmpty || !split { out.append(current) }
        }
        return out.isEmpty ? [Segment(string: "")] : out
    }
}

extension Text.Segment {
    /// This piece with `outer`'s attributes where it sets none (its custom attributes
    /// before `outer`'s, so the innermost value is found first).
    func inheriting(_ outer: Text.Segment) -> Text.Segment {
        var s = self
        s.font = font ?? outer.font
        s.weight = weight ?? outer.weight
        s.isItalic = isItalic || outer.isItalic
        if color == nil, style == nil {
            s.color = outer.color
            s.style = outer.style
        }
        s.kerning = kerning ?? outer.kerning
        s.tracking = tracking ?? outer.tracking
        s.isMonospaced = isMonospaced || outer.isMonospaced
        s.underline = underline ?? outer.underline
        s.strikethrough = strikethrough ?? outer.strikethrough
        s.baselineOffset = baselineOffset ?? outer.baselineOffset
        s.link = link ?? outer.link
        s.isMonospacedDigit = isMonospacedDigit || outer.isMonospacedDigit
        s.design = design ?? outer.design
        s.width = width ?? outer.width
        s.scale = scale ?? outer.scale
        s.language = language ?? outer.language
        s.customAttributes = customAttributes + outer.customAttributes
        return s
    }
}
