import CairnGeometry
import CairnShapes
import Foundation
import Synchronization

extension MaterialDesignSymbols {
    /// The layers of a filled Material Design symbol whose mark is cut out of a solid shape,
    /// for `.hierarchical` and `.palette` rendering: the mark is the primary layer and the
    /// shape it is cut from the secondary one, as in SF Symbols, where
    /// `Image(systemName: "checkmark.seal.fill").foregroundStyle(.white, .blue)` draws a white
    /// check on a blue seal (and `.hierarchical` a full-strength check on a lighter seal).
    ///
    /// Two kinds qualify: a `.circle.fill` or `.square.fill` composition (the glyph cut out of
    /// a disc or rounded square: the glyph is the mark), and a `.fill` name whose glyph has
    /// holes (`verified`, `account-circle`: the holes are the mark). A hole is a contour
    /// wound against the glyph's largest contour (the glyphs fill non-zero). Other names have
    /// one layer and draw in the primary style in every mode, as before. The monochrome
    /// drawing is not changed: the mark fills exactly what was cut out of the shape.
    package static func layers(named name: String) -> SymbolLayers? {
        guard name.hasSuffix(".fill"), entries[name] != nil else { return nil }
        // Worked out once per name: an animation resolves its images again every frame.
        if let cached = layerCache.withLock({ $0[name] }) { return cached }
        let layers = deriveLayers(named: name)
        layerCache.withLock { $0[name] = .some(layers) }
        return layers
    }

    /// The derived layers by name (nil inside: a name without any), filled as they are asked for.
    private static let layerCache = Mutex<[String: SymbolLayers?]>([:])

    private static func deriveLayers(named name: String) -> SymbolLayers? {
        guard let entry = entries[name], entry.glyph < glyphs.count,
              let drawing = drawings[name], drawing.parts.count == 1
        else { return nil }
        let part = drawing.parts[0]
        switch entry.composition {
        case .circleFill, .squareFill:
            guard !part.holes.isEmpty else { return nil }
            let mark = SymbolGeometry.scaled(glyphs[entry.glyph], by: innerScale, about: SymbolGeometry.center)
            return SymbolLayers(parts: [(1, part), (0, .glyph(mark))], multicolor: nil)
        case .plain:
            guard let holes = holeContours(of: glyphs[entry.glyph]) else { return nil }
            return SymbolLayers(parts: [(1, part), (0, .fill(holes))], multicolor: nil)
        case .circle, .square, .slash:
            return nil
        }
    }

    /// The contours of `glyph` wound against its largest one (its holes), as one path; nil
    /// when it has none.
    static func holeContours(of glyph: Path) -> Path? {
        var contours: [[Path.Element]] = []
        for element in glyph.elements {
            if case .move = element { contours.append([]) }
            if contours.isEmpty { contours.append([]) }
            contours[contours.count - 1].append(element)
        }
        guard contours.count > 1 else { return nil }
        let areas = contours.map { signedArea(Path(elements: $0)) }
        guard let largest = areas.indices.max(by: { abs(areas[$0]) < abs(areas[$1]) }), areas[largest] != 0 else { return nil }
        let outward = areas[largest] > 0
        var holes: [Path.Element] = []
        for (i, contour) in contours.enumerated() where areas[i] != 0 && (areas[i] > 0) != outward {
            holes += contour
        }
        return holes.isEmpty ? nil : Path(elements: holes)
    }

    /// The signed area of a path's flattened contours (shoelace formula).
    private static func signedArea(_ path: Path) -> CGFloat {
        var area: CGFloat = 0
        for (points, _) in path.flattenedSubpaths(tolerance: 0.05) where points.count > 2 {
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                area += a.x * b.y - b.x * a.y
            }
        }
        return area / 2
    }
}
