import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// The ten digits as strokes in a 6 × 10 box (x right, y down), rounded as the SF Pro
    /// Rounded figures SF Symbols' numbered symbols use. Cairn's drawing: Apple publishes no
    /// outlines.
    static let digitStrokes: [String] = [
        "M3 0 C5 0 6 2 6 5 C6 8 5 10 3 10 C1 10 0 8 0 5 C0 2 1 0 3 0 Z",
        "M0.8 2 L3.4 0 L3.4 10",
        "M0.4 2.2 C0.8 0.8 1.8 0 3.1 0 C4.8 0 5.8 1.1 5.8 2.6 C5.8 4 4.9 5 3.6 6.2 L0.2 10 L6 10",
        "M0.5 1.2 C1.2 0.4 2 0 3.1 0 C4.8 0 5.7 1 5.7 2.5 C5.7 3.9 4.6 4.8 3 4.8 C4.9 4.8 6 5.9 6 7.4 C6 9 4.8 10 3 10 C1.8 10 0.8 9.5 0.2 8.6",
        "M4.6 10 L4.6 0 L0 7 L6 7",
        "M5.6 0 L1 0 L0.6 4.6 C1.3 4 2.1 3.7 3.1 3.7 C4.9 3.7 6 5 6 6.8 C6 8.7 4.8 10 3 10 C1.8 10 0.8 9.5 0.2 8.6",
        "M5 0.6 C4.4 0.2 3.8 0 3.1 0 C1.2 0 0 2 0 5.4 C0 8.4 1.2 10 3.1 10 C4.8 10 6 8.7 6 7 C6 5.3 4.8 4.1 3.1 4.1 C1.7 4.1 0.6 4.9 0.1 6",
        "M0 0 L6 0 L2.2 10",
        "M3 4.7 C1.6 4.7 0.5 3.8 0.5 2.4 C0.5 1 1.6 0 3 0 C4.4 0 5.5 1 5.5 2.4 C5.5 3.8 4.4 4.7 3 4.7"
            + " C1.3 4.7 0 5.7 0 7.3 C0 8.9 1.3 10 3 10 C4.7 10 6 8.9 6 7.3 C6 5.7 4.7 4.7 3 4.7 Z",
        "M1 9.4 C1.6 9.8 2.2 10 2.9 10 C4.8 10 6 8 6 4.6 C6 1.6 4.8 0 2.9 0 C1.2 0 0 1.3 0 3 C0 4.7 1.2 5.9 2.9 5.9 C4.3 5.9 5.4 5.1 5.9 4",
    ]

    /// The stroke width of the figures (Cairn's reading of SF Symbols' regular weight).
    static let digitWidth: CGFloat = 1.9

    /// The figures of `number` (0...50) centred in the 24-unit grid: one figure 9 units tall,
    /// two figures 7.5 units tall, 1.2 units apart.
    static func figures(_ number: Int) -> Path {
        let digits = String(number).compactMap { $0.wholeNumberValue }
        let scale: CGFloat = digits.count > 1 ? 0.75 : 0.9
        let gap: CGFloat = 1.2
        let width = CGFloat(digits.count) * 6 * scale + CGFloat(digits.count - 1) * gap
        var out = Path()
        for (i, digit) in digits.enumerated() {
            let x = 12 - width / 2 + CGFloat(i) * (6 * scale + gap)
            let transform = CGAffineTransform(translationX: x, y: 12 - 5 * scale).scaledBy(x: scale, y: scale)
            out.addPath(G.svg(digitStrokes[digit]).applying(transform))
        }
        return out
    }

    /// SF Symbols' numbered symbols, `0.circle` to `50.circle` with their `.fill`, `.square`
    /// and `.square.fill` forms (the numbered steps of onboarding screens and lists): the
    /// figures in a ring or a rounded square, or knocked out of a disc or a solid square, the
    /// enclosures as the icon set's composed symbols draw them.
    static var numberSymbols: [(String, [SymbolDrawing.Part])] {
        let style = StrokeStyle(lineWidth: digitWidth, lineCap: .round, lineJoin: .round)
        var out: [(String, [SymbolDrawing.Part])] = []
        for number in 0...50 {
            let figures = figures(number)
            // A stroke's outline is pieces that overlap (segments, joins, caps): cut as one
            // even-odd hole its overlaps would fill back in; cut one by one, their union is cut.
            let cut = figures.strokedPath(style).subpathPaths
            out.append(("\(number).circle", [.stroke(G.ring), .stroke(figures, width: digitWidth)]))
            out.append(("\(number).circle.fill", [.fill(G.disc, holes: cut)]))
            out.append(("\(number).square", [.stroke(G.square), .stroke(figures, width: digitWidth)]))
            out.append(("\(number).square.fill", [.fill(G.solidSquare, holes: cut)]))
        }
        return out
    }
}
