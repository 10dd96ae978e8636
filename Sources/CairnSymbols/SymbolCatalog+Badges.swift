import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// SF Symbols names of the form `base.badge.mark` (and `base.badge.mark.fill`,
    /// `base.fill.badge.mark`) that SF Symbols has and Cairn draws by composing: its drawing
    /// of `base` (or `base.fill`) with the mark at the lower right, the base cut around it
    /// with a gap, as SF Symbols draws its badged symbols. The layout of the badge is Cairn's
    /// estimate (the mark about a third of the grid, centred at (18.6, 18.6) of 24 units).
    static let composedBadges: Set<String> = [
        "photo.badge.plus", "photo.badge.plus.fill", "photo.badge.checkmark", "photo.badge.checkmark.fill",
        "mic.badge.plus", "mic.badge.xmark", "mic.fill.badge.plus", "mic.fill.badge.xmark",
        "folder.badge.plus", "folder.badge.minus", "folder.fill.badge.plus", "folder.fill.badge.minus",
        "doc.badge.plus", "doc.fill.badge.plus",
        "video.badge.plus", "video.badge.checkmark", "video.fill.badge.plus", "video.fill.badge.checkmark",
        "rectangle.badge.plus", "rectangle.badge.minus", "rectangle.badge.checkmark", "rectangle.badge.xmark",
        "rectangle.fill.badge.plus", "rectangle.fill.badge.minus", "rectangle.fill.badge.checkmark", "rectangle.fill.badge.xmark",
        "rectangle.stack.badge.plus", "rectangle.stack.fill.badge.plus", "link.badge.plus",
        "externaldrive.badge.plus", "externaldrive.badge.minus", "externaldrive.badge.checkmark", "externaldrive.badge.xmark",
        "externaldrive.fill.badge.plus", "externaldrive.fill.badge.minus", "externaldrive.fill.badge.checkmark", "externaldrive.fill.badge.xmark",
        "text.badge.plus", "text.badge.minus", "text.badge.checkmark", "text.badge.xmark",
    ]

    /// The composed drawings, by name, made once (a symbol is drawn on every frame).
    static let composedDrawings: [String: SymbolDrawing] = Dictionary(uniqueKeysWithValues: composedBadges.compactMap { name in
        composedBadge(name).map { (name, $0) }
    })

    /// The composed drawing of a name in `composedBadges`, nil for other names or when Cairn
    /// has no drawing of the base.
    static func composedBadge(_ name: String) -> SymbolDrawing? {
        guard composedBadges.contains(name), let range = name.range(of: ".badge.") else { return nil }
        var base = String(name[..<range.lowerBound])
        var mark = String(name[range.upperBound...])
        if mark.hasSuffix(".fill") {
            mark.removeLast(5)
            base += ".fill"
        }
        guard let drawing = drawings[base] ?? MaterialDesignSymbols.drawings[base] ?? renamedSymbols[base].flatMap({ drawings[$0] ?? MaterialDesignSymbols.drawings[$0] }),
              let markParts = badgeMark(mark) else { return nil }
        let centre = CGPoint(x: 18.6, y: 18.6)
        let gap = G.circle(centre, 5.6)
        return SymbolDrawing(drawing.parts.map { $0.cutting([gap]) } + markParts)
    }

    /// The mark of a badge, strokes 2.2 units wide (bolder than the base's, as SF Symbols'
    /// badges are), about 7 units across, at the lower right.
    private static func badgeMark(_ mark: String) -> [SymbolDrawing.Part]? {
        let c = CGPoint(x: 18.6, y: 18.6), a: CGFloat = 3.5, w: CGFloat = 2.2
        func line(_ points: [(CGFloat, CGFloat)]) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: c.x + points[0].0, y: c.y + points[0].1))
            for q in points.dropFirst() { p.addLine(to: CGPoint(x: c.x + q.0, y: c.y + q.1)) }
            return p
        }
        switch mark {
        case "plus": return [.stroke(line([(-a, 0), (a, 0)]), width: w), .stroke(line([(0, -a), (0, a)]), width: w)]
        case "minus": return [.stroke(line([(-a, 0), (a, 0)]), width: w)]
        case "checkmark": return [.stroke(line([(-a, 0.2), (-1, 2.8), (a, -2.8)]), width: w)]
        case "xmark": return [.stroke(line([(-2.8, -2.8), (2.8, 2.8)]), width: w), .stroke(line([(-2.8, 2.8), (2.8, -2.8)]), width: w)]
        default: return nil
        }
    }
}
