import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// An image carried by a `LocalizedStringKey` interpolation (`"\(Image(systemName: "star"))"`).
///
/// `@unchecked Sendable`: `Image` is an immutable value description (a name, a URL or a
/// bundle reference and flags); it is never mutated once captured.
package struct InlineImage: Equatable, @unchecked Sendable {
    let image: Image

    /// The first character of the private-use range that marks image `i` in a key's
    /// source (U+F8000 + i), apart from formatted values' markers.
    static let markerBase: UInt32 = 0xF8000

    /// The marker of image `index`.
    static func marker(_ index: Int) -> String {
        String(Character(Unicode.Scalar(markerBase + UInt32(min(index, 0x7FFD)))!))
    }
}

extension Text {
    /// Text that shows an image inline, sized and placed as the image would be beside text:
    /// a symbol takes the font's size and sits on the baseline (`Text(Image(systemName:
    /// "star.fill")) + Text(" 4.8")`).
    public init(_ image: Image) {
        var s = Segment(string: "\u{FFFC}")
        s.image = InlineImage(image: image)
        segments = [s]
    }

    /// `segments` with each image marker of `images` split out into its own image segment.
    static func splittingImages(_ segments: [Segment], _ images: [InlineImage]) -> [Segment] {
        guard !images.isEmpty else { return segments }
        var out: [Segment] = []
        for s in segments {
            var current = s
            current.string = ""
            for scalar in s.string.unicodeScalars {
                let v = scalar.value
                if v >= InlineImage.markerBase, v < InlineImage.markerBase + UInt32(images.count) {
                    if !current.string.isEmpty { out.append(current) }
                    var image = s
                    image.string = "\u{FFFC}"
                    image.image = images[Int(v - InlineImage.markerBase)]
                    out.append(image)
                    current.string = ""
                } else {
                    current.string.unicodeScalars.append(scalar)
                }
            }
            if !current.string.isEmpty || out.isEmpty { out.append(current) }
        }
        return out
    }

    /// The attachment of an image segment: the image laid out at its ideal size in
    /// `environment` with the segment's font, weight and colour, its first text baseline (a
    /// symbol's) or its bottom as the baseline; a piece's `style` (`foregroundStyle(_:)` on the
    /// text) is its foreground when it has no colour.
    static func attachment(_ image: Image, font: Font, weight: Font.Weight?, color: Color?, style: PieceStyle? = nil,
                           environment: EnvironmentValues) -> TextRun.TextAttachment {
        var env = environment
        env.font = font
        if let weight { env.fontWeight = weight }
        if let color { env.foregroundStyle = AnyShapeStyle(color) } else { style?.apply(&env) }
        let layout = ViewLayout(of: image, proposal: .unspecified, environment: env)
        let size = layout.size
        let root = layout.root
        let baseline = root.behavior.explicitAlignment(
            root, VerticalAlignment.firstTextBaseline.key, proposal: .unspecified, size: size) ?? size.height
        return TextRun.TextAttachment(size: size, baseline: baseline, content: layout.displayList)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image, shown inline in the text (`"\(Image(systemName: "star.fill")) 4.8"`).
    public mutating func appendInterpolation(_ image: Image) {
        output += InlineImage.marker(images.count)
        plain += InlineImage.marker(images.count)
        images.append(InlineImage(image: image))
    }
}
