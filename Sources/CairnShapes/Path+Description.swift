import CairnGeometry
import Foundation

/// SwiftUI's textual form of a path.
extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path as SwiftUI prints it: a PostScript-like token stream, one operator after its
    /// operands, all separated by single spaces: `x y m` (move), `x y l` (line),
    /// `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve), `h` (close).
    ///
    /// Numbers are written with Cairn's one formatter (`NumberFormat.exact`: the shortest text
    /// that reads back as the same Double), so `Path(path.description) == path` holds exactly.
    /// Example: a 10×10 square at the origin prints `0 0 m 10 0 l 10 10 l 0 10 l h`.
    public var description: String {
        var tokens: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points {
                tokens.append(NumberFormat.exact(p.x))
                tokens.append(NumberFormat.exact(p.y))
            }
            tokens.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: tokens.append("h")
            }
        }
        return tokens.joined(separator: " ")
    }

    /// Reads a path from its `description` text.
    ///
    /// Accepts the operators `m`, `l`, `q`, `c`, `h` and also `re` (`x y width height re`, a
    /// closed rectangle, which Core Graphics-backed descriptions may contain), separated by any
    /// whitespace. Returns nil for malformed text: an unknown token, the wrong number of
    /// operands, operands left over at the end, or a non-finite number.
    public init?(_ description: String) {
        self.init()
        var operands: [CGFloat] = []
        func take(_ count: Int) -> [CGFloat]? {
            guard operands.count == count else { return nil }
            defer { operands.removeAll(keepingCapacity: true) }
            return operands
        }
        for token in description.split(whereSeparator: { $0.isWhitespace }) {
            if let value = Double(token) {
                guard value.isFinite else { return nil }
                operands.append(CGFloat(value))
                continue
            }
            switch token {
            case "m":
                guard let v = take(2) else { return nil }
                move(to: CGPoint(x: v[0], y: v[1]))
            case "l":
                guard let v = take(2) else { return nil }
                addLine(to: CGPoint(x: v[0], y: v[1]))
            case "q":
                guard let v = take(4) else { return nil }
                addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[0], y: v[1]))
            case "c":
                guard let v = take(6) else { return nil }
                addCurve(
                    to: CGPoint(x: v[4], y: v[5]),
                    control1: CGPoint(x: v[0], y: v[1]), control2: CGPoint(x: v[2], y: v[3])
                )
            case "h":
                guard take(0) != nil else { return nil }
                closeSubpath()
            case "re":
                guard let v = take(4) else { return nil }
                addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            default:
                return nil
            }
        }
        guard operands.isEmpty else { return nil }
    }
}
