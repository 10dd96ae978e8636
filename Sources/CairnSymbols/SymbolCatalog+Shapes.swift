import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry
private typealias Part = SymbolDrawing.Part

extension SymbolCatalog {
    /// Geometric shapes: circle, square, triangle, star, heart.
    static var shapeSymbols: [(String, [SymbolDrawing.Part])] {
        let square = Path(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 3.5)
        let triangle = G.svg("M12 3.2 L21.6 19.8 L2.4 19.8 Z")
        let star = G.star(CGPoint(x: 12, y: 12.6), outer: 10.2, inner: 4.6)
        let heart = G.svg(
            "M12 20.2 C12 20.2 3 14.8 3 8.7 C3 5.9 5.1 3.8 7.8 3.8 C9.6 3.8 11.1 4.8 12 6.3"
                + " C12.9 4.8 14.4 3.8 16.2 3.8 C18.9 3.8 21 5.9 21 8.7 C21 14.8 12 20.2 12 20.2 Z")
        return [
            ("circle", [.stroke(G.ring)]),
            ("circle.fill", [.fill(G.disc)]),
            ("square", [.stroke(square)]),
            ("square.fill", [.solid(square)]),
            ("triangle", [.stroke(triangle)]),
            ("triangle.fill", [.solid(triangle)]),
            ("star", [.stroke(star)]),
            ("star.fill", [.solid(star)]),
            ("heart", [.stroke(heart)]),
            ("heart.fill", [.solid(heart)]),
        ]
    }

    /// Marks and arrows: checkmark, xmark, plus, minus, chevrons, arrows, lines, info,
    /// exclamation mark, question mark.
    /// The bar of `exclamationmark.triangle.fill`'s exclamation mark.
    static let exclamationBar = G.svg("M10.9 8.2 L13.1 8.2 L12.7 14.6 L11.3 14.6 Z")
    /// The warning triangle's outline.
    static let warningTriangle = G.svg("M12 2.8 L22 20.2 L2 20.2 Z")
    /// The stem of `info.circle.fill`'s "i".
    static let infoStem = G.svg("M10.2 10 L13.2 10 L13.2 16.4 L14.6 16.4 L14.6 18.2 L9.6 18.2 L9.6 16.4 L11.2 16.4 L11.2 11.8 L10.2 11.8 Z")

    /// Exclamation marks centred at each of `xs`.
    static func exclamationMarks(_ xs: [CGFloat]) -> [SymbolDrawing.Part] {
        xs.flatMap { x -> [SymbolDrawing.Part] in
            [
                .solid(G.svg("M\(x - 1.3) 3.3 L\(x + 1.3) 3.3 L\(x + 0.8) 15 L\(x - 0.8) 15 Z"), width: 1),
                .fill(G.circle(CGPoint(x: x, y: 19.5), 1.5)),
            ]
        }
    }

    static var markSymbols: [(String, [SymbolDrawing.Part])] {
        let bar = exclamationBar
        let stem = infoStem
        return [
            ("checkmark", [.stroke(G.svg("M4.5 12.6 L9.6 17.8 L19.6 5.8"), width: 2)]),
            ("checkmark.circle", [.stroke(G.ring), .stroke(G.svg("M7.6 12.3 L10.6 15.3 L16.5 8.8"))]),
            ("checkmark.circle.fill", [
                .fill(G.disc.appending(G.thickPolyline(
                    [CGPoint(x: 7.3, y: 12.3), CGPoint(x: 10.6, y: 15.6), CGPoint(x: 16.8, y: 8.7)], width: 2.2)), eoFill: true),
            ]),
            ("xmark", [.stroke(G.svg("M5.5 5.5 L18.5 18.5 M18.5 5.5 L5.5 18.5"), width: 1.9)]),
            ("xmark.circle", [.stroke(G.ring), .stroke(G.svg("M8.5 8.5 L15.5 15.5 M15.5 8.5 L8.5 15.5"))]),
            ("xmark.circle.fill", [.fill(G.disc.appending(G.cross(G.center, arm: 5, halfWidth: 1.05, degrees: 45)), eoFill: true)]),
            ("plus", [.stroke(G.svg("M12 4 L12 20 M4 12 L20 12"), width: 1.9)]),
            ("plus.circle", [.stroke(G.ring), .stroke(G.svg("M12 7 L12 17 M7 12 L17 12"))]),
            ("plus.circle.fill", [.fill(G.disc.appending(G.cross(G.center, arm: 5.6, halfWidth: 1.05)), eoFill: true)]),
            ("minus", [.stroke(G.svg("M4 12 L20 12"), width: 1.9)]),
            ("chevron.left", [.stroke(G.svg("M15.5 3.5 L7 12 L15.5 20.5"), width: 2.1)]),
            ("chevron.right", [.stroke(G.svg("M8.5 3.5 L17 12 L8.5 20.5"), width: 2.1)]),
            ("chevron.up", [.stroke(G.svg("M3.5 16.3 L12 7.8 L20.5 16.3"), width: 2.1)]),
            ("chevron.down", [.stroke(G.svg("M3.5 7.7 L12 16.2 L20.5 7.7"), width: 2.1)]),
            ("arrow.up", [.stroke(G.svg("M12 20.5 L12 3.8 M5 10.8 L12 3.8 L19 10.8"))]),
            ("arrow.down", [.stroke(G.svg("M12 3.5 L12 20.2 M5 13.2 L12 20.2 L19 13.2"))]),
            ("arrow.left", [.stroke(G.svg("M20.5 12 L3.8 12 M10.8 5 L3.8 12 L10.8 19"))]),
            ("arrow.right", [.stroke(G.svg("M3.5 12 L20.2 12 M13.2 5 L20.2 12 L13.2 19"))]),
            ("line.3.horizontal", [.stroke(G.svg("M3.5 6.5 L20.5 6.5 M3.5 12 L20.5 12 M3.5 17.5 L20.5 17.5"))]),
            ("info.circle", [
                .stroke(G.ring), .fill(G.circle(CGPoint(x: 12, y: 7.6), 1.3)),
                .stroke(G.svg("M10.4 10.8 L12.1 10.8 L12.1 17 M10 17.1 L14.2 17.1"), width: 1.6),
            ]),
            ("info.circle.fill", [.fill(G.disc.appending(G.circle(CGPoint(x: 12, y: 7.3), 1.45)).appending(stem), eoFill: true)]),
            ("exclamationmark.triangle", [
                .stroke(warningTriangle), .stroke(G.svg("M12 8.8 L12 13.8"), width: 1.9),
                .fill(G.circle(CGPoint(x: 12, y: 16.9), 1.2)),
            ]),
            ("exclamationmark.triangle.fill", [
                .fill(warningTriangle.appending(bar).appending(G.circle(CGPoint(x: 12, y: 17.1), 1.25)), eoFill: true),
                .stroke(warningTriangle),
            ]),
            // One, two and three exclamation marks, as tall as the question mark: a tapered bar
            // with rounded ends and a dot (the icon set's picture for the two- and three-mark
            // names was a list glyph).
            ("exclamationmark", exclamationMarks([12])),
            ("exclamationmark.2", exclamationMarks([8.8, 15.2])),
            ("exclamationmark.3", exclamationMarks([5.6, 12, 18.4])),
            ("questionmark", [
                .stroke(G.svg("M7.5 7.6 C7.5 5 9.5 3.3 12 3.3 C14.6 3.3 16.5 5 16.5 7.3 C16.5 10.8 12 11.3 12 15"), width: 2),
                .fill(G.circle(CGPoint(x: 12, y: 19.5), 1.4)),
            ]),
        ]
    }
}

extension Path {
    /// This path with `other`'s subpaths added (for even-odd holes).
    func appending(_ other: Path) -> Path {
        var p = self
        p.addPath(other)
        return p
    }
}
