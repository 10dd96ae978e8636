import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// The skip buttons of media players: `gobackward.10`, `goforward.10`, `.15` and `.30`
    /// (AVKit's inline controls, podcast and audio players), and the waves `wave.3.right`,
    /// `.left`, `.forward` and `.backward` (three arcs of radius 6, 12 and 18 from the grid's
    /// edge). Apple publishes no outlines; each
    /// is Cairn's drawing of the SF Symbols picture on the 24-unit grid: an open circular arrow
    /// (radius 9.5 around (12, 13), the gap at the top left, the head at the top pointing back
    /// for `gobackward` and mirrored for `goforward`) around the seconds in stroked numerals
    /// 7 units tall. Also `waveform` (audio apps' level bars) in a ring and a disc.
    static var mediaSymbols: [(String, [SymbolDrawing.Part])] {
        // A numeral's strokes in a unit box (x right, y down), for the digits the names use.
        let numerals: [Character: String] = [
            "0": "M0.5 0 C0.05 0 0 0.3 0 0.5 C0 0.7 0.05 1 0.5 1 C0.95 1 1 0.7 1 0.5 C1 0.3 0.95 0 0.5 0 Z",
            "1": "M0.15 0.22 L0.65 0 L0.65 1",
            "3": "M0.05 0.12 C0.3 -0.06 0.95 -0.02 0.92 0.26 C0.9 0.44 0.65 0.48 0.4 0.48 C0.72 0.48 1 0.56 1 0.76 C1 1.04 0.32 1.06 0 0.88",
            "5": "M0.92 0 L0.14 0 L0.08 0.46 C0.36 0.34 1 0.34 1 0.7 C1 1.04 0.34 1.06 0 0.88",
        ]
        // `digits` centred at (12, 13.5), 7 units tall, each 3.9 wide with 1.4 between.
        func seconds(_ digits: String) -> [SymbolDrawing.Part] {
            let w: CGFloat = 3.9, h: CGFloat = 7, gap: CGFloat = 1.4
            let total = CGFloat(digits.count) * w + CGFloat(digits.count - 1) * gap
            var x0 = 12 - total / 2
            var parts: [SymbolDrawing.Part] = []
            for digit in digits {
                guard let unit = numerals[digit] else { continue }
                let t = CGAffineTransform(translationX: x0, y: 10).scaledBy(x: w, y: h)
                parts.append(.stroke(G.svg(unit).applying(t), width: 1.6))
                x0 += w + gap
            }
            return parts
        }
        // The open circle from the top clockwise round to the upper left, and the arrowhead at
        // the top pointing left (the backward form; `forward` mirrors both).
        func arrow(forward: Bool) -> [SymbolDrawing.Part] {
            var arc = Path()
            arc.addArc(center: CGPoint(x: 12, y: 13), radius: 9.5, startAngle: .degrees(-90), endAngle: .degrees(210), clockwise: false)
            var head = Path()
            head.move(to: CGPoint(x: 8.3, y: 3.5))
            head.addLine(to: CGPoint(x: 12.6, y: 0.6))
            head.addLine(to: CGPoint(x: 12.6, y: 6.4))
            head.closeSubpath()
            let mirror = forward ? CGAffineTransform(translationX: 24, y: 0).scaledBy(x: -1, y: 1) : .identity
            return [.stroke(arc.applying(mirror)), .solid(head.applying(mirror), width: 1)]
        }
        // Three arcs opening to the right of a centre at the grid's left edge (`wave.3.right`,
        // the Bluetooth and sound rows of settings screens), mirrored for the left form.
        func waves(right: Bool) -> [SymbolDrawing.Part] {
            let mirror = right ? CGAffineTransform.identity : CGAffineTransform(translationX: 24, y: 0).scaledBy(x: -1, y: 1)
            return [(6.0, 44.0), (12.0, 40.0), (18.0, 35.0)].map { radius, half in
                var arc = Path()
                arc.addArc(center: CGPoint(x: 2, y: 12), radius: radius, startAngle: .degrees(-half), endAngle: .degrees(half), clockwise: false)
                return .stroke(arc.applying(mirror))
            }
        }
        // `waveform`: nine vertical bars of an audio level, 2.4 units apart across the grid,
        // symmetric about its middle line, their half-heights Cairn's reading of the SF
        // Symbols picture (a tall middle, shorter ends; Apple publishes no outline).
        let halves: [CGFloat] = [2, 4.5, 8, 5, 9.5, 6.5, 3.5, 7, 2.5]
        func bars(scale: CGFloat) -> Path {
            var p = Path()
            for (i, half) in halves.enumerated() {
                let x = 12 + (CGFloat(i) - 4) * 2.4 * scale
                p.move(to: CGPoint(x: x, y: 12 - half * scale))
                p.addLine(to: CGPoint(x: x, y: 12 + half * scale))
            }
            return p
        }
        // In a ring or knocked out of a disc, the bars at 0.6 of their size.
        let inner = bars(scale: 0.6)
        let cut = inner.strokedPath(StrokeStyle(lineWidth: 1.5, lineCap: .round)).subpathPaths
        var all: [(String, [SymbolDrawing.Part])] = [
            ("waveform", [.stroke(bars(scale: 1), width: 1.6)]),
            ("waveform.circle", [.stroke(G.ring), .stroke(inner, width: 1.5)]),
            ("waveform.circle.fill", [.fill(G.disc, holes: cut)]),
            ("wave.3.right", waves(right: true)), ("wave.3.forward", waves(right: true)),
            ("wave.3.left", waves(right: false)), ("wave.3.backward", waves(right: false)),
        ]
        for digits in ["10", "15", "30"] {
            all.append(("gobackward.\(digits)", arrow(forward: false) + seconds(digits)))
            all.append(("goforward.\(digits)", arrow(forward: true) + seconds(digits)))
        }
        return all
    }
}
