import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

/// An ellipse centred at `c` with radii `rx` × `ry`, turned `degrees` clockwise (y down).
private func ellipse(_ cx: CGFloat, _ cy: CGFloat, _ rx: CGFloat, _ ry: CGFloat, _ degrees: CGFloat = 0) -> Path {
    let p = Path(ellipseIn: CGRect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry))
    return p.applying(CGAffineTransform(translationX: cx, y: cy).rotated(by: degrees * .pi / 180))
}

/// A primitive of a silhouette: an ellipse, kept with its parameters so that the silhouette's
/// outline can be drawn (the same ellipse shrunk by the line width is cut out of it).
private struct Blob {
    var cx, cy, rx, ry: CGFloat
    var degrees: CGFloat = 0

    var path: Path { ellipse(cx, cy, rx, ry, degrees) }

    func inset(_ d: CGFloat) -> Path { ellipse(cx, cy, max(rx - d, 0.01), max(ry - d, 0.01), degrees) }
}

/// The silhouette the blobs make together (their union), filled.
private func silhouette(_ blobs: [Blob], holes: [Path] = []) -> SymbolDrawing.Part {
    var p = Path()
    for blob in blobs { p.addPath(blob.path) }
    return .fill(p, holes: holes)
}

/// The outline of the blobs' union, `width` thick: the union with every blob shrunk by
/// `width` cut out, so the seams where blobs overlap leave no line inside.
private func outline(_ blobs: [Blob], width: CGFloat = 1.6) -> SymbolDrawing.Part {
    var p = Path()
    for blob in blobs { p.addPath(blob.path) }
    return .fill(p, holes: blobs.map { $0.inset(width) })
}

extension SymbolCatalog {
    /// Animals, people and things pasted views name that the icon set has no picture for:
    /// `hare`, `tortoise`, `brain`, `theatermasks`, `hand.wave`, `airpods`,
    /// `figure.mind.and.body` and `swift` (with their `.fill` forms where SF Symbols has
    /// them), `tray`, `tray.fill`, `paperplane` and `paperplane.fill`, and the outline `archivebox`:
    /// the icon set had these only solid, or (`tray.fill`) with an arrow SF Symbols does not draw.
    /// Apple publishes no outlines; each is Cairn's drawing of the SF Symbols picture on the
    /// 24-unit grid, the animals built from ellipses whose union is filled (`.fill`) or
    /// outlined 1.6 units thick (the plain name).
    static var creatureSymbols: [(String, [SymbolDrawing.Part])] {
        // The hare runs to the right, ears laid back.
        let hare = [
            Blob(cx: 9.6, cy: 14, rx: 6.4, ry: 4.2, degrees: -8), Blob(cx: 6.4, cy: 14.6, rx: 4.1, ry: 4.1),
            Blob(cx: 16.9, cy: 10.7, rx: 3.3, ry: 2.7, degrees: -15), Blob(cx: 13.2, cy: 6.3, rx: 4.3, ry: 1.25, degrees: 33),
            Blob(cx: 14.3, cy: 5.5, rx: 4.0, ry: 1.15, degrees: 52), Blob(cx: 15.4, cy: 17.2, rx: 2.6, ry: 1.1, degrees: 22),
            Blob(cx: 5.8, cy: 18.6, rx: 3.5, ry: 1.2), Blob(cx: 2.7, cy: 12.6, rx: 1.5, ry: 1.5),
        ]
        // The tortoise walks to the right under a domed shell (an ellipse centred at
        // (11.2, 14.6), 8.2 × 7.4 units in radius, drawn as `shellTop` below).
        let tortoise = [
            Blob(cx: 20.2, cy: 13.4, rx: 2.4, ry: 1.9, degrees: -10), Blob(cx: 6.6, cy: 17.8, rx: 1.7, ry: 2.3),
            Blob(cx: 15.8, cy: 17.8, rx: 1.7, ry: 2.3), Blob(cx: 2.6, cy: 15.3, rx: 1.6, ry: 0.8, degrees: 20),
        ]
        // The shell is that ellipse's upper part: the tortoise's silhouette cut at y = 16.
        let shellTop = G.svg("M3 16 A8.2 7.4 0 0 1 19.4 16 Z")
        let shellPattern = G.svg("M6.6 16 C7.3 12.4 8.9 10.6 11.2 10.6 C13.5 10.6 15.1 12.4 15.8 16 M11.2 7.4 L11.2 10.6")
        // The brain seen from above: a hemisphere of rounded lobes and its mirror image, the
        // fissure between them.
        let hemisphere = G.svg("M12 4.6 C10.8 3.3 8.6 3.1 7.4 4.4 C5.4 4.2 3.9 6 4.3 8 C2.7 9 2.5 11.4 3.7 12.6"
            + " C2.7 14.2 3.3 16.4 5.1 17.1 C5.4 19.1 7.4 20.5 9.4 19.9 C10.4 20.9 11.4 20.9 12 20.3")
        let mirror = CGAffineTransform(translationX: 24, y: 0).scaledBy(x: -1, y: 1)
        var brainOutline = hemisphere
        brainOutline.addPath(hemisphere.applying(mirror))
        var brainShape = Path()
        for half in [hemisphere, hemisphere.applying(mirror)] {
            var closed = half
            closed.closeSubpath()
            brainShape.addPath(closed)
        }
        let folds = G.svg("M12 4.4 L12 20.6 M7.8 10.6 C9.4 10.8 10 12 9.8 13.6 M16.2 10.6 C14.6 10.8 14 12 14.2 13.6"
            + " M5.6 15.6 C6.8 15 8 15.2 8.8 16.2 M18.4 15.6 C17.2 15 16 15.2 15.2 16.2")
        let foldCuts = [
            G.thickPolyline([CGPoint(x: 12, y: 4), CGPoint(x: 12, y: 21)], width: 1.3),
            G.thickPolyline([CGPoint(x: 7.8, y: 10.6), CGPoint(x: 9.5, y: 11.3), CGPoint(x: 9.8, y: 13.6)], width: 1.2),
            G.thickPolyline([CGPoint(x: 16.2, y: 10.6), CGPoint(x: 14.5, y: 11.3), CGPoint(x: 14.2, y: 13.6)], width: 1.2),
            G.thickPolyline([CGPoint(x: 5.6, y: 15.6), CGPoint(x: 7.4, y: 15.3), CGPoint(x: 8.8, y: 16.2)], width: 1.2),
            G.thickPolyline([CGPoint(x: 18.4, y: 15.6), CGPoint(x: 16.6, y: 15.3), CGPoint(x: 15.2, y: 16.2)], width: 1.2),
        ]
        // The theatre masks: comedy in front (lower left), tragedy behind (upper right).
        let front = Blob(cx: 9.2, cy: 14.2, rx: 5.6, ry: 6.6, degrees: -12)
        let back = Blob(cx: 15.4, cy: 9.4, rx: 5.2, ry: 6.2, degrees: 14)
        let frontFeatures = [ellipse(7, 12.4, 1.1, 0.75, -12), ellipse(11.2, 11.6, 1.1, 0.75, -12),
                             G.svg("M6.6 15.6 C8 18.2 11.4 17.6 12.4 14.8 C10.6 15.9 8.6 16.2 6.6 15.6 Z")]
        let backFeatures = [ellipse(13.6, 7.6, 1.05, 0.7, 14), ellipse(17.6, 8.6, 1.05, 0.7, 14),
                            G.svg("M13.2 13.2 C14.4 11.2 17 11.6 17.6 13.8 C16.2 13.1 14.6 12.9 13.2 13.2 Z")]
        // Around the front mask, a gap of 1.2 units where the back mask stops.
        let frontGap = ellipse(front.cx, front.cy, front.rx + 1.2, front.ry + 1.2, front.degrees)
        var backOutline = SymbolDrawing.Part.stroke(back.path, width: 1.6)
        backOutline.holes = [frontGap]
        var backFace = SymbolDrawing.Part.fill(backFeatures[2])
        backFace.holes = [frontGap]
        // The waving hand: the raised hand tilted 18°, with motion lines at its fingertips.
        let waving = G.scaled(raisedHand, by: 0.88, about: G.center)
            .applying(CGAffineTransform(translationX: 13, y: 13).rotated(by: -18 * .pi / 180).translatedBy(x: -12, y: -12))
        let motion = G.svg("M3.4 7.6 C3.6 5.6 4.6 4 6.4 3 M19.6 17.4 C20.8 16.6 21.6 15.2 21.8 13.6")
        // The earbuds: two rounded heads with stems, facing each other.
        let pods = [
            Blob(cx: 7.2, cy: 7.4, rx: 3.5, ry: 3.3), Blob(cx: 9.2, cy: 13.6, rx: 1.3, ry: 6.4),
            Blob(cx: 16.8, cy: 7.4, rx: 3.5, ry: 3.3), Blob(cx: 14.8, cy: 13.6, rx: 1.3, ry: 6.4),
        ]
        // The figure in meditation: head, torso, arms resting on the crossed legs.
        let meditating: [SymbolDrawing.Part] = [
            .fill(G.circle(CGPoint(x: 12, y: 4.2), 2.3)),
            .solid(G.svg("M9.4 8 L14.6 8 L13.8 14 L10.2 14 Z"), width: 1.6),
            .stroke(G.svg("M9.2 8.6 C7.8 10.4 7 12.2 6.2 14.6 M14.8 8.6 C16.2 10.4 17 12.2 17.8 14.6"), width: 2.2),
            .solid(G.svg("M2.8 17.4 C6 14.2 18 14.2 21.2 17.4 C18 20 6 20 2.8 17.4 Z"), width: 1.2),
        ]
        // The Swift bird, flying up to the left from its tail at the lower right.
        let swift = G.svg(
            "M2.6 14.8 C6.6 18 11 18.6 14.6 16.8 C16.6 18.2 18.6 18.8 20.6 18.4 C19.4 17.4 19 16.2 19.2 14.8"
                + " C20.4 10.2 17.8 5.6 13.6 2.8 C15.6 6.4 16.1 10 15 12.4 C11.6 10 7.6 6.8 4.6 3.9"
                + " C6.4 6.6 8.8 9.2 11.1 11.2 C8.4 9.9 5.6 8 3.2 6 C5.9 9.9 9.6 13.1 12.6 14.7 C9.6 15.9 6.2 15.8 2.6 14.8 Z")
        // The tray: a rounded box with the well's edge dipping in the middle.
        let edge = "M3 13.2 L7.9 13.2 C8.6 13.2 9 13.6 9.2 14.2 C9.7 15.5 10.6 16.2 12 16.2"
            + " C13.4 16.2 14.3 15.5 14.8 14.2 C15 13.6 15.4 13.2 16.1 13.2 L21 13.2"
        let trayEdge = G.svg(edge)
        let trayBox = G.svg("M6 4.6 L18 4.6 A3 3 0 0 1 21 7.6 L21 16.4 A3 3 0 0 1 18 19.4 L6 19.4 A3 3 0 0 1 3 16.4 L3 7.6 A3 3 0 0 1 6 4.6 Z")
        // Filled: the box below the well's edge is solid, its rim above stays an outline.
        let trayWell = G.svg(edge + " L21 16.4 A3 3 0 0 1 18 19.4 L6 19.4 A3 3 0 0 1 3 16.4 Z")
        // The paper plane flying up to the right, its fold from the nose to the tail.
        let plane = G.polygon([CGPoint(x: 21.4, y: 2.6), CGPoint(x: 2.8, y: 10.2), CGPoint(x: 10.3, y: 13.7), CGPoint(x: 13.8, y: 21.2)])
        let fold = G.svg("M21.4 2.6 L10.3 13.7")
        return [
            ("hare", [outline(hare)]),
            ("hare.fill", [silhouette(hare)]),
            ("tortoise", [outline(tortoise), .stroke(shellTop, width: 1.6), .stroke(shellPattern, width: 1.3)]),
            ("tortoise.fill", [silhouette(tortoise), .fill(shellTop, holes: [
                G.thickPolyline([CGPoint(x: 6.6, y: 16.2), CGPoint(x: 7.6, y: 12.2), CGPoint(x: 9.4, y: 10.7),
                                 CGPoint(x: 13, y: 10.7), CGPoint(x: 14.8, y: 12.2), CGPoint(x: 15.8, y: 16.2)], width: 1.2),
                G.thickPolyline([CGPoint(x: 11.2, y: 6.8), CGPoint(x: 11.2, y: 10.7)], width: 1.2),
            ])]),
            ("brain", [.stroke(brainOutline, width: 1.6), .stroke(folds, width: 1.4)]),
            ("brain.fill", [.solid(brainShape, width: 1.2, holes: foldCuts)]),
            ("theatermasks", [.stroke(front.path, width: 1.6), .stroke(frontFeatures[0], width: 1.2), .stroke(frontFeatures[1], width: 1.2),
                              .fill(frontFeatures[2]), backOutline, .stroke(backFeatures[0], width: 1.2),
                              .stroke(backFeatures[1], width: 1.2), backFace]),
            ("theatermasks.fill", [.fill(front.path, holes: frontFeatures), .fill(back.path, holes: [frontGap] + backFeatures)]),
            ("hand.wave", [.stroke(waving, width: 1.3), .stroke(motion, width: 1.5)]),
            ("hand.wave.fill", [.fill(waving), .stroke(motion, width: 1.5)]),
            ("airpods", [outline(Array(pods[0...1])), outline(Array(pods[2...3]))]),
            ("figure.mind.and.body", meditating),
            ("swift", [.fill(swift)]),
            ("tray", [.stroke(trayBox), .stroke(trayEdge)]),
            ("tray.fill", [.stroke(trayBox), .solid(trayWell, width: 1.75)]),
            ("paperplane", [.stroke(plane, width: 1.6), .stroke(fold, width: 1.6)]),
            ("paperplane.fill", [.solid(plane, width: 1.2, holes: [G.thickPolyline([CGPoint(x: 22, y: 2), CGPoint(x: 10.3, y: 13.7)], width: 1.1)])]),
            ("archivebox", [.stroke(G.svg("M3.8 3.6 L20.2 3.6 A1.2 1.2 0 0 1 21.4 4.8 L21.4 7.4 A1.2 1.2 0 0 1 20.2 8.6 L3.8 8.6"
                                          + " A1.2 1.2 0 0 1 2.6 7.4 L2.6 4.8 A1.2 1.2 0 0 1 3.8 3.6 Z")),
                            .stroke(G.svg("M4.2 8.6 L4.2 18.4 A2 2 0 0 0 6.2 20.4 L17.8 20.4 A2 2 0 0 0 19.8 18.4 L19.8 8.6")),
                            .stroke(G.svg("M9.6 12.4 L14.4 12.4"))]),
        ]
    }
}
