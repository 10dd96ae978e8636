import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

extension SymbolCatalog {
    /// The cloud of `cloud`, `cloud.fill` and the weather symbols.
    static let cloudOutline = G.svg(
        "M6.8 18 C4.1 18 2 16 2 13.4 C2 11.1 3.7 9.2 5.9 8.9 C6.6 6 9.1 4 12.1 4 C15.5 4 18.3 6.5 18.7 9.8"
            + " C20.8 10.1 22.4 11.9 22.4 14 C22.4 16.2 20.6 18 18.4 18 Z")

    /// The bell of `bell`, `bell.fill`, `bell.badge` and `bell.badge.fill`.
    static let bellOutline = G.svg("M12 2.8 C8.6 2.8 6.4 5.5 6.4 8.8 L6.4 13.4 L4.4 16.8 L19.6 16.8 L17.6 13.4 L17.6 8.8 C17.6 5.5 15.4 2.8 12 2.8 Z")

    /// `bell.badge` and `bell.badge.fill` with their layers: the notification dot at the
    /// bell's upper right (layer 0, red in multicolor mode) cut out of the bell with a
    /// 1.6-unit gap (layer 1, the foreground style), as SF Symbols draws the badged bell. Which layer is primary in
    /// hierarchical mode is Cairn's reading of the SF Symbols app's picture (the dot full, the
    /// bell lighter).
    static func bellBadgeParts(filled: Bool) -> [(layer: Int, part: SymbolDrawing.Part)] {
        let dot = G.circle(CGPoint(x: 18.4, y: 5.2), 3.4), gap = G.circle(CGPoint(x: 18.4, y: 5.2), 5)
        if filled {
            return [
                (1, .solid(bellOutline, holes: [gap])),
                (1, .solid(G.svg("M9.4 18.7 L14.6 18.7 C14.2 20.3 13.2 21.3 12 21.3 C10.8 21.3 9.8 20.3 9.4 18.7 Z"), width: 1)),
                (0, .fill(dot)),
            ]
        }
        return [
            (1, .stroke(bellOutline).cutting([gap])),
            (1, .stroke(G.svg("M9.7 19.4 C10.2 20.5 11 21.1 12 21.1 C13 21.1 13.8 20.5 14.3 19.4"))),
            (0, .fill(dot)),
        ]
    }

    /// Objects: person, hand, tray, pencil, cloud, bolt, gear, bell (and badged), house, sidebar, sports
    /// court, medical case, magnifying glass.
    static var objectSymbols: [(String, [SymbolDrawing.Part])] {
        let personHead = G.circle(CGPoint(x: 12, y: 7.6), 4)
        let personBody = G.svg("M4.6 20.8 C4.6 16.6 7.9 13.8 12 13.8 C16.1 13.8 19.4 16.6 19.4 20.8 Z")
        func hand(_ x0: CGFloat) -> Path {
            G.svg(
                "M\(x0) 10.6 L10.2 4.4 C10.7 3.6 11.6 3.2 12.5 3.5 C13.7 3.9 14.3 5.1 14 6.3 L13.3 9.4 L18.6 9.4"
                    + " C20.1 9.4 21.2 10.8 20.9 12.2 L19.4 18.7 C19.1 19.8 18.1 20.6 17 20.6 L\(x0) 20.6 Z")
        }
        let trayOutline = G.svg("M3 13 L3 18.8 C3 20 4 21 5.2 21 L18.8 21 C20 21 21 20 21 18.8 L21 13")
        let shareBox = G.svg(
            "M8.8 8.6 L7.2 8.6 C6 8.6 5.2 9.4 5.2 10.6 L5.2 19.4 C5.2 20.6 6 21.4 7.2 21.4 L16.8 21.4"
                + " C18 21.4 18.8 20.6 18.8 19.4 L18.8 10.6 C18.8 9.4 18 8.6 16.8 8.6 L15.2 8.6")
        let trayLip = G.svg("M3 13 L7.8 13 C8.1 15 9.8 16.5 12 16.5 C14.2 16.5 15.9 15 16.2 13 L21 13")
        let cloud = cloudOutline
        let cloudHigh = G.moved(cloud, 0, -2.6)
        let cloudBolt = G.svg("M13.9 10.6 L8.6 17.4 L11.8 17.4 L10.4 22.8 L16 15.4 L12.7 15.4 Z")
        let bolt = G.svg("M13.8 2.2 L4.6 13.6 L11.2 13.6 L9.8 21.8 L19.4 10 L12.8 10 Z")
        let bell = bellOutline
        // A pencil at 45°, tip at the lower left, cut out of a disc.
        let tip = CGPoint(x: 7, y: 17), d = CGPoint(x: 0.7071, y: -0.7071), n = CGPoint(x: 0.7071, y: 0.7071)
        let pencilBody = G.polygon([
            tip, G.offset(tip, d, 2.9, n, 1.7), G.offset(tip, d, 10.6, n, 1.7), G.offset(tip, d, 10.6, n, -1.7), G.offset(tip, d, 2.9, n, -1.7),
        ])
        let pencilCap = G.polygon([
            G.offset(tip, d, 11.6, n, 1.7), G.offset(tip, d, 13.4, n, 1.7), G.offset(tip, d, 13.4, n, -1.7), G.offset(tip, d, 11.6, n, -1.7),
        ])
        return [
            ("person", [.stroke(personHead), .stroke(personBody)]),
            ("person.fill", [.solid(G.circle(CGPoint(x: 12, y: 7.6), 4)), .solid(personBody)]),
            ("person.circle", [
                .stroke(G.ring), .stroke(G.circle(CGPoint(x: 12, y: 9.3), 3.4)),
                .stroke(G.svg("M6.4 19.3 C7.7 16.6 9.7 15.2 12 15.2 C14.3 15.2 16.3 16.6 17.6 19.3")),
            ]),
            ("person.circle.fill", [
                .fill(
                    G.disc.appending(G.circle(CGPoint(x: 12, y: 9.2), 3.9)).appending(G.svg(
                        "M5.4 18.9 C6.9 15.9 9.3 14.4 12 14.4 C14.7 14.4 17.1 15.9 18.6 18.9"
                            + " C16.9 20.8 14.6 21.9 12 21.9 C9.4 21.9 7.1 20.8 5.4 18.9 Z")),
                    eoFill: true),
            ]),
            ("hand.thumbsup", [.stroke(Path(roundedRect: CGRect(x: 2.4, y: 10.6, width: 3, height: 10), cornerRadius: 1)), .stroke(hand(7.2))]),
            ("hand.thumbsup.fill", [.solid(Path(roundedRect: CGRect(x: 2.2, y: 10.2, width: 3.6, height: 10.8), cornerRadius: 1), width: 1), .solid(hand(7.4))]),
            ("tray.and.arrow.down", [.stroke(trayOutline), .stroke(trayLip), .stroke(G.svg("M12 2.8 L12 11.6 M8.2 8 L12 11.8 L15.8 8"))]),
            ("tray.and.arrow.up", [.stroke(trayOutline), .stroke(trayLip), .stroke(G.svg("M12 12 L12 3.2 M8.2 6.8 L12 3 L15.8 6.8"))]),
            // iOS's share and save symbols: a box open at the top, the arrow through its gap
            // (Material Design's `share-variant`/`download` glyphs are other pictures).
            ("square.and.arrow.up", [.stroke(shareBox), .stroke(G.svg("M12 14.8 L12 2.6 M8.6 6 L12 2.6 L15.4 6"))]),
            ("square.and.arrow.down", [.stroke(shareBox), .stroke(G.svg("M12 2.6 L12 14.8 M8.6 11.4 L12 14.8 L15.4 11.4"))]),
            ("pencil.circle.fill", [.fill(G.disc.appending(pencilBody).appending(pencilCap), eoFill: true)]),
            ("cloud", [.stroke(cloud)]),
            ("cloud.fill", [.solid(cloud)]),
            ("cloud.bolt", [.stroke(cloudHigh).cutting([G.scaled(cloudBolt, by: 1.45, about: CGPoint(x: 12.3, y: 16.6))]), .stroke(cloudBolt)]),
            ("cloud.bolt.fill", [
                .solid(cloudHigh, holes: [G.scaled(cloudBolt, by: 1.45, about: CGPoint(x: 12.3, y: 16.6))]), .solid(cloudBolt, width: 1),
            ]),
            ("bolt", [.stroke(bolt)]),
            ("bolt.fill", [.solid(bolt, width: 1.2)]),
            ("gear", [.stroke(G.gear(G.center, teeth: 8, inner: 8.1, outer: 10.4)), .stroke(G.circle(G.center, 3.2))]),
            ("bell", [.stroke(bell), .stroke(G.svg("M9.7 19.4 C10.2 20.5 11 21.1 12 21.1 C13 21.1 13.8 20.5 14.3 19.4"))]),
            ("bell.fill", [.solid(bell), .solid(G.svg("M9.4 18.7 L14.6 18.7 C14.2 20.3 13.2 21.3 12 21.3 C10.8 21.3 9.8 20.3 9.4 18.7 Z"), width: 1)]),
            ("bell.badge", bellBadgeParts(filled: false).map(\.part)),
            ("bell.badge.fill", bellBadgeParts(filled: true).map(\.part)),
            ("house", [
                .stroke(G.svg("M2.5 11.6 L12 3.4 L21.5 11.6")), .stroke(G.svg("M5.2 9.4 L5.2 20.6 L18.8 20.6 L18.8 9.4")),
                .stroke(G.svg("M10 20.6 L10 14.6 L14 14.6 L14 20.6")),
            ]),
            ("house.fill", [
                .solid(G.svg("M12 3.4 L21 11.2 L19 11.2 L19 20.6 L14.2 20.6 L14.2 14.6 L9.8 14.6 L9.8 20.6 L5 20.6 L5 11.2 L3 11.2 Z"), width: 1),
            ]),
            // Three common names the icon set has no picture for.
            ("sidebar.left", [
                .stroke(Path(roundedRect: CGRect(x: 2.5, y: 4.5, width: 19, height: 15), cornerRadius: 3.5)),
                .stroke(G.svg("M9 4.5 L9 19.5")), .stroke(G.svg("M4.9 8.2 L6.6 8.2 M4.9 10.8 L6.6 10.8 M4.9 13.4 L6.6 13.4"), width: 1.4),
            ]),
            ("sportscourt", [
                .stroke(Path(roundedRect: CGRect(x: 2, y: 5, width: 20, height: 14), cornerRadius: 2.5)),
                .stroke(G.svg("M12 5 L12 19")), .stroke(G.circle(G.center, 2.6)),
            ]),
            ("cross.case", [
                .stroke(Path(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13.5), cornerRadius: 3)),
                .stroke(G.svg("M8.8 7 L8.8 5.2 C8.8 4.4 9.4 3.8 10.2 3.8 L13.8 3.8 C14.6 3.8 15.2 4.4 15.2 5.2 L15.2 7")),
                .stroke(G.svg("M12 10.6 L12 16.8 M8.9 13.7 L15.1 13.7"), width: 1.9),
            ]),
            ("magnifyingglass", [.stroke(G.circle(CGPoint(x: 10.2, y: 10.2), 6.9), width: 1.9), .stroke(G.svg("M15.3 15.3 L21 21"), width: 2.6)]),
        ]
    }

    /// Charts: bar and pie.
    static var chartSymbols: [(String, [SymbolDrawing.Part])] {
        let bars = [CGRect(x: 3.2, y: 12.5, width: 4.4, height: 8.5), CGRect(x: 9.8, y: 7.5, width: 4.4, height: 13.5), CGRect(x: 16.4, y: 3, width: 4.4, height: 18)]
        return [
            ("chart.bar", bars.map { .stroke(Path(roundedRect: $0.insetBy(dx: 0.4, dy: 0.4), cornerRadius: 1), width: 1.5) }),
            ("chart.bar.fill", bars.map { .fill(Path(roundedRect: $0, cornerRadius: 1.2)) }),
            ("chart.pie", [
                .stroke(G.sector(CGPoint(x: 11.2, y: 12.8), 8.6, from: 0, to: 270), width: 1.5),
                .stroke(G.sector(CGPoint(x: 12.8, y: 11.2), 8.6, from: -90, to: 0), width: 1.5),
            ]),
            ("chart.pie.fill", [
                .fill(G.sector(CGPoint(x: 11.2, y: 12.8), 9.2, from: 0, to: 270)),
                .fill(G.sector(CGPoint(x: 12.8, y: 11.2), 9.2, from: -90, to: 0)),
            ]),
        ]
    }
}

extension SymbolDrawing.Part {
    /// This part with `holes` cut out.
    func cutting(_ holes: [Path]) -> SymbolDrawing.Part {
        var copy = self
        copy.holes += holes
        return copy
    }
}
