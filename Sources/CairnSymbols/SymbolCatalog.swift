import CairnGeometry
import CairnShapes
import Foundation

/// Cairn's built-in symbols: its own vector drawings in the manner of SF Symbols (round
/// 1.75-unit strokes, filled variants as large as their outlines), for `Image(systemName:)`.
///
/// Names follow SF Symbols: `person.circle`, `heart.fill`, `tray.and.arrow.down`, ...;
/// `names` lists them all. They are not Apple's artwork (which may not be redistributed):
/// sizes, baselines and meaning match, the exact outlines do not.
///
/// Two sources: Cairn's own drawings (`handDrawnNames`, about 130, among them the variable
/// symbols of `SymbolVariableLayers`, kept where they exist) and
/// glyphs of the openly licensed Material Design Icons mapped to SF Symbols names
/// (`materialDesignNames`, about 1,900; see `MaterialDesignSymbols`).
public enum SymbolCatalog {
    /// Every symbol name Cairn can draw, sorted (the composed badges included).
    public static var names: [String] {
        Set(drawings.keys).union(MaterialDesignSymbols.drawings.keys).union(composedDrawings.keys).sorted()
    }

    /// The names Cairn draws with its own hand-drawn symbols, sorted.
    public static var handDrawnNames: [String] { drawings.keys.sorted() }

    /// The names drawn with Material Design Icons glyphs (those without a hand-drawn symbol), sorted.
    public static var materialDesignNames: [String] {
        MaterialDesignSymbols.drawings.keys.filter { drawings[$0] == nil }.sorted()
    }

    /// Whether `name` is a symbol Cairn can draw.
    public static func contains(_ name: String) -> Bool { drawing(named: name) != nil }

    /// The drawing for exactly `name`: the hand-drawn one first, then the icon set's.
    static func drawing(named name: String) -> SymbolDrawing? {
        drawings[name] ?? MaterialDesignSymbols.drawings[name] ?? renamedSymbols[name].flatMap { drawing(named: $0) } ?? composedDrawings[name]
    }

    /// The drawing for `name` under `variants` (the best variant that exists) and the name
    /// it resolved to, or nil when neither the name nor a variant exists.
    package static func resolve(_ name: String, variants: SymbolVariants) -> (name: String, drawing: SymbolDrawing)? {
        for candidate in variants.candidates(for: name) {
            if let d = drawing(named: candidate) { return (candidate, d) }
        }
        return nil
    }

    /// A stand-in for a name Cairn has no drawing of, when it has the name's other form: the
    /// outline for a `.fill` name it lacks, the filled form for an outline it lacks — closer
    /// to what iOS draws than nothing. Nil when neither form exists (a name iOS does not know
    /// either draws nothing there too).
    package static func standIn(for name: String, variants: SymbolVariants) -> (name: String, drawing: SymbolDrawing)? {
        guard name.utf8.count <= 200 else { return nil }
        let other = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name + ".fill"
        guard !other.isEmpty, !other.hasSuffix(".") else { return nil }
        return resolve(other, variants: variants)
    }

    /// Every drawing, by name.
    static let drawings: [String: SymbolDrawing] = {
        var all: [String: SymbolDrawing] = [:]
        for (name, parts) in shapeSymbols + markSymbols + objectSymbols + chartSymbols + handSymbols + everydaySymbols + creatureSymbols + figureSymbols + numberSymbols + mediaSymbols + modernSymbols + homeSymbols + outlineSymbols + moreOutlineSymbols {
            all[name] = SymbolDrawing(parts)
        }
        // The layered weather symbols: every layer, in one colour.
        for symbol in weatherSymbols { all[symbol.name] = SymbolDrawing(symbol.parts.map(\.part)) }
        for symbol in shieldSymbols + sealSymbols { all[symbol.name] = SymbolDrawing(symbol.parts) }
        // The variable symbols (wifi, speaker waves, cellular bars): their layers drawn whole.
        for (name, variable) in SymbolVariableLayers.table { all[name] = variable.drawing }
        return all
    }()
}
