import CCairo
import Foundation

/// The glyph runs of a laid-out Pango line, in order: each run's glyph item (with its item and
/// glyph string, both present), walked along the line's `GSList` without allocating. Every
/// reader of a line's runs (measuring, ellipsis, decorations, huge bitmap glyphs) walks it.
struct PangoGlyphItems: Sequence, IteratorProtocol {
    /// One run: the glyph item, its Pango item and its glyphs.
    struct Run {
        let glyphItem: UnsafeMutablePointer<PangoGlyphItem>
        let item: UnsafeMutablePointer<PangoItem>
        let glyphs: UnsafeMutablePointer<PangoGlyphString>

        /// The run's advance in points.
        var width: CGFloat { CGFloat(pango_glyph_string_get_width(glyphs)) / PangoTextLayout.scale }
    }

    private var node: UnsafeMutablePointer<GSList>?

    /// The runs of `line`.
    init(_ line: UnsafeMutablePointer<PangoLayoutLine>) { node = line.pointee.runs }

    mutating func next() -> Run? {
        while let n = node {
            node = n.pointee.next
            guard let glyphItem = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs
            else { continue }
            return Run(glyphItem: glyphItem, item: item, glyphs: glyphs)
        }
        return nil
    }
}
