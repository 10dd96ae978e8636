import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// A symbol's vector drawing on a 24-unit design grid (y down, the grid's middle line at
/// y = 12 sits on the font's cap-height middle): parts that are stroked, filled, or both.
///
/// `bounds` is the ink of the parts at the regular weight (strokes included): the image's
/// extent, so a symbol's size is its ink, as SF Symbols' are.
package struct SymbolDrawing: Sendable {
    /// The design grid's height in units.
    package static let grid: CGFloat = 24
    /// The regular stroke width in units (≈1.5 points at `.body`).
    static let lineWidth: CGFloat = 1.75
    /// How much a glyph outline thickens per unit of weight factor above regular, in units
    /// (Material Design strokes are 2 units: bold's 1.4 factor makes them 2.8).
    static let glyphEmbolden: CGFloat = 2

    /// One piece of a symbol.
    package struct Part: Sendable {
        enum Kind: Sendable {
            /// Stroke with round caps and joins (and the style's dash).
            case stroke(StrokeStyle)
            /// Fill, even-odd when the holes are drawn as inner subpaths.
            case fill(eoFill: Bool)
            /// Fill, then stroke with round joins at this width: a filled shape with soft
            /// corners that is as large as its stroked outline.
            case solid(CGFloat)
            /// An icon font's outline, filled (non-zero): heavier weights also stroke it with
            /// round joins `(weightFactor − 1) × glyphEmbolden` units wide, lighter weights
            /// draw it as designed (a filled outline cannot be thinned exactly).
            case glyph
        }

        var kind: Kind
        var path: Path
        /// Closed paths cut out of this part (and a margin the symbol keeps around them):
        /// drawn as clips that exclude each one.
        var holes: [Path] = []

        static func stroke(_ path: Path, width: CGFloat = SymbolDrawing.lineWidth, dash: [CGFloat] = []) -> Part {
            Part(kind: .stroke(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash)), path: path)
        }

        static func fill(_ path: Path, eoFill: Bool = false, holes: [Path] = []) -> Part {
            Part(kind: .fill(eoFill: eoFill), path: path, holes: holes)
        }

        static func glyph(_ path: Path, holes: [Path] = []) -> Part {
            Part(kind: .glyph, path: path, holes: holes)
        }

        static func solid(_ path: Path, width: CGFloat = SymbolDrawing.lineWidth, holes: [Path] = []) -> Part {
            Part(kind: .solid(width), path: path, holes: holes)
        }

        /// The part's ink at the regular weight.
        var bounds: CGRect {
            let r = path.boundingRect
            switch kind {
            case .stroke(let s): return r.insetBy(dx: -s.lineWidth / 2, dy: -s.lineWidth / 2)
            case .fill, .glyph: return r
            case .solid(let w): return r.insetBy(dx: -w / 2, dy: -w / 2)
            }
        }
    }

    package let parts: [Part]
    package let bounds: CGRect

    package init(_ parts: [Part]) {
        self.parts = parts
        bounds = parts.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
    }

    /// Appends the drawing mapped by `transform` (design units → list coordinates).
    ///
    /// Under a uniform scale, strokes stay strokes (width scaled); under a non-uniform one
    /// (a resizable symbol stretched), each stroke is outlined in design units first and the
    /// outline filled, so it stretches exactly like a vector image. Holes become clips of
    /// `clipBounds` minus the hole (even-odd), one per hole.
    package func render(transform t: CGAffineTransform, weightFactor: CGFloat, paint: Paint, antialiased: Bool,
                clipBounds: CGRect, into list: inout DisplayList) {
        let uniform = abs(t.a - t.d) <= 1e-9 * max(abs(t.a), abs(t.d))
        let fillStyle = FillStyle(eoFill: false, antialiased: antialiased)
        func strokeItems(_ path: Path, _ style: StrokeStyle) -> [DisplayList.Item] {
            var s = style
            s.lineWidth *= weightFactor
            if uniform {
                let k = t.a
                s.lineWidth *= k
                s.dash = s.dash.map { $0 * k }
                s.dashPhase *= k
                return [.stroke(path.applying(t), paint, s)]
            }
            return [.fill(path.strokedPath(s).applying(t), paint, fillStyle)]
        }
        for part in parts {
            var items: [DisplayList.Item]
            switch part.kind {
            case .stroke(let style):
                items = strokeItems(part.path, style)
            case .fill(let eo):
                items = [.fill(part.path.applying(t), paint, FillStyle(eoFill: eo, antialiased: antialiased))]
            case .solid(let width):
                items = [.fill(part.path.applying(t), paint, fillStyle)]
                    + strokeItems(part.path, StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
            case .glyph:
                items = [.fill(part.path.applying(t), paint, fillStyle)]
                if weightFactor > 1 {
                    let extra = (weightFactor - 1) * SymbolDrawing.glyphEmbolden
                    items += strokeItems(part.path, StrokeStyle(lineWidth: extra / weightFactor, lineCap: .round, lineJoin: .round))
                }
            }
            if part.holes.isEmpty {
                list.items += items
            } else {
                let clips = part.holes.map { hole -> DisplayList.Clip in
                    var p = Path(clipBounds)
                    p.addPath(hole.applying(t))
                    return DisplayList.Clip(path: p, style: FillStyle(eoFill: true))
                }
                list.append(.group(DisplayList.Group(clips: clips, content: DisplayList(items))))
            }
        }
    }
}
