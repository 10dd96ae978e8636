import Foundation

/// Variants of a symbol, as in SwiftUI: a filled version, an enclosing shape, a slash.
///
/// `.symbolVariant(.fill)` turns `"heart"` into `"heart.fill"` and `"person.circle"` into
/// `"person.circle.fill"`; a variant the symbol does not have is ignored. Variants combine:
/// `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape's name component ("circle", "square", "rectangle"), if any.
    var shape: String?
    var hasSlash = false
    var hasFill = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The filled symbol.
    public static let fill = SymbolVariants(hasFill: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(hasSlash: true)

    /// These variants, in a circle.
    public var circle: SymbolVariants { union(.circle) }
    /// These variants, in a square.
    public var square: SymbolVariants { union(.square) }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { union(.rectangle) }
    /// These variants, filled.
    public var fill: SymbolVariants { union(.fill) }
    /// These variants, slashed.
    public var slash: SymbolVariants { union(.slash) }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.hasSlash || hasSlash) && (!other.hasFill || hasFill)
    }

    /// Both sets of variants (`other`'s shape wins).
    package func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, hasSlash: hasSlash || other.hasSlash, hasFill: hasFill || other.hasFill)
    }

    /// The names to try for `name` under these variants, best first: the name with every
    /// variant's component appended (in SF Symbols' order: shape, slash, fill; components the
    /// name already has are not repeated), then with fewer, down to the name itself.
    package func candidates(for name: String) -> [String] {
        let parts = Set(name.split(separator: ".").map(String.init))
        var components: [String] = []
        if let shape, !parts.contains(shape) { components.append(shape) }
        if hasSlash, !parts.contains("slash") { components.append("slash") }
        if hasFill, !parts.contains("fill") { components.append("fill") }
        var names: [String] = []
        // Subsets from largest to smallest; among equals, later components (fill) kept first.
        let count = components.count
        let masks = (0..<(1 << count)).sorted { a, b in
            let ca = a.nonzeroBitCount, cb = b.nonzeroBitCount
            return ca != cb ? ca > cb : a > b
        }
        for mask in masks {
            var candidate = name
            for (i, c) in components.enumerated() where mask & (1 << i) != 0 {
                // A shape goes before an existing ".fill" suffix, never after it.
                if candidate.hasSuffix(".fill"), c != "fill" {
                    candidate = String(candidate.dropLast(5)) + "." + c + ".fill"
                } else {
                    candidate += "." + c
                }
            }
            if !names.contains(candidate) { names.append(candidate) }
        }
        return names
    }
}
