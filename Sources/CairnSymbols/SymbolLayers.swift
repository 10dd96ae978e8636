import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

/// The layers of symbols that have them, for `symbolRenderingMode(.hierarchical/.palette/
/// .multicolor)`.
///
/// Apple (SwiftUI `SymbolRenderingMode`): `.monochrome` fills the whole symbol with the
/// foreground style; `.hierarchical` fills the first layer with the foreground style and
/// the others with its secondary and tertiary levels ("If you only specify a primary
/// foreground style, SwiftUI automatically derives the others"); `.palette` maps each layer
/// to the next of the primary, secondary and tertiary styles (`foregroundStyle(_:_:)`,
/// `foregroundStyle(_:_:_:)`); `.multicolor` uses the symbol's inherent colours, "yellow for
/// the triangle and white for the exclamation mark" of `exclamationmark.triangle.fill`.
/// A symbol without multicolor annotations renders monochrome in that mode (UIKit,
/// `UIImage.SymbolConfiguration.preferringMulticolor()`), and a symbol without layers
/// renders monochrome in every mode.
///
/// Layered here: the weather symbols (`SymbolCatalog.weatherSymbols`), the badged bells
/// (`bell.badge`, `bell.badge.fill`: a red dot in multicolor mode), and the filled enclosed marks, whose mark is the primary layer and whose
/// enclosure (the disc or triangle, with the mark cut out of it) is the secondary one:
/// `checkmark.circle.fill`, `xmark.circle.fill`, `plus.circle.fill`, `info.circle.fill`,
/// `exclamationmark.triangle.fill`, `lock.shield.fill`, `checkmark.shield.fill`. Their monochrome drawing is unchanged; the layered one
/// covers exactly the same ink (the mark fills the hole cut for it).
package struct SymbolLayers: Sendable {
    /// The parts with their layer: 0 primary, 1 secondary, 2 tertiary.
    package let parts: [(layer: Int, part: SymbolDrawing.Part)]
    /// Each layer's inherent colour in multicolor mode (nil: no multicolor annotations; a nil
    /// colour: a layer without one, drawn in the foreground style).
    package let multicolor: [Color?]?

    /// How many layers the symbol has.
    package var layerCount: Int { (parts.map(\.layer).max() ?? 0) + 1 }

    /// The layers of a Material Design symbol whose mark is cut out of a solid shape (see
    /// `MaterialDesignSymbols.layers(named:)`); nil for a hand-drawn name or one without.
    package static func derived(named name: String) -> SymbolLayers? {
        guard SymbolCatalog.drawings[name] == nil else { return nil }
        return MaterialDesignSymbols.layers(named: name)
    }

    /// The layered symbols, by name.
    package static let byName: [String: SymbolLayers] = {
        var all: [String: SymbolLayers] = [:]
        /// A disc with `mark` cut out (secondary) and the mark itself (primary).
        func enclosed(_ mark: Path, multicolor: [Color]? = nil) -> SymbolLayers {
            SymbolLayers(parts: [(1, .fill(G.disc.appending(mark), eoFill: true)), (0, .fill(mark))], multicolor: multicolor)
        }
        all["checkmark.circle.fill"] = enclosed(G.thickPolyline(
            [CGPoint(x: 7.3, y: 12.3), CGPoint(x: 10.6, y: 15.6), CGPoint(x: 16.8, y: 8.7)], width: 2.2))
        all["xmark.circle.fill"] = enclosed(G.cross(G.center, arm: 5, halfWidth: 1.05, degrees: 45))
        all["plus.circle.fill"] = enclosed(G.cross(G.center, arm: 5.6, halfWidth: 1.05))
        all["info.circle.fill"] = enclosed(G.circle(CGPoint(x: 12, y: 7.3), 1.45).appending(SymbolCatalog.infoStem))
        let mark = SymbolCatalog.exclamationBar.appending(G.circle(CGPoint(x: 12, y: 17.1), 1.25))
        all["exclamationmark.triangle.fill"] = SymbolLayers(
            parts: [
                (1, .fill(SymbolCatalog.warningTriangle.appending(mark), eoFill: true)),
                (1, .stroke(SymbolCatalog.warningTriangle)),
                (0, .fill(mark)),
            ],
            multicolor: [.white, .yellow])
        for name in ["bell.badge", "bell.badge.fill"] {
            all[name] = SymbolLayers(parts: SymbolCatalog.bellBadgeParts(filled: name.hasSuffix("fill")), multicolor: [.red, nil])
        }
        for symbol in SymbolCatalog.weatherSymbols {
            all[symbol.name] = SymbolLayers(parts: symbol.parts, multicolor: symbol.multicolor)
        }
        for symbol in SymbolCatalog.shieldSymbols + SymbolCatalog.sealSymbols {
            if let layers = symbol.layers { all[symbol.name] = SymbolLayers(parts: layers, multicolor: nil) }
        }
        return all
    }()
}
