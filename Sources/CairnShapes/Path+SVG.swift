import CairnGeometry
import Foundation

/// SVG path data (beyond SwiftUI).
extension Path {
    /// The path as SVG path data: `M x y`, `L x y`, `Q cx cy x y`,
    /// `C c1x c1y c2x c2y x y`, `Z`, absolute coordinates, single spaces, numbers from
    /// `NumberFormat.exact`, so `Path(svgPath: p.svgPathData) == p`.
    public var svgPathData: String {
        var tokens: [String] = []
        func add(_ command: String, _ points: CGPoint...) {
            tokens.append(command)
            for p in points {
                tokens.append(NumberFormat.exact(p.x))
                tokens.append(NumberFormat.exact(p.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quadCurve(let p, let c): add("Q", c, p)
            case .curve(let p, let c1, let c2): add("C", c1, c2, p)
            case .closeSubpath: tokens.append("Z")
            }
        }
        return tokens.joined(separator: " ")
    }

    /// Reads SVG path data (the `d` attribute), with the full grammar of SVG 1.1 §8.3.
    ///
    /// Absolute and relative `M L H V C S Q T A Z`; repeated operands repeat the command
    /// (after `M`/`m` they mean `L`/`l`); numbers with signs, decimals and exponents,
    /// separated by whitespace and/or commas or by nothing where unambiguous (`1-2`, `.5.5`,
    /// arc flags written `01`). `S`/`T` reflect the previous command's control point (or use
    /// the current point when the previous command was of another kind). Elliptical arcs are
    /// converted to cubics per SVG 1.1 appendix F.6: out-of-range radii are scaled up until
    /// the arc fits, zero radii give a line, equal end points give nothing.
    ///
    /// Returns nil for malformed data: not starting with a move, an unknown character, or a
    /// command missing operands. (Browsers render up to the first error; Cairn reports it.)
    public init?(svgPath data: String) {
        self.init()
        var scanner = SVGScanner(Array(data.utf8))
        var current = CGPoint.zero, start = CGPoint.zero
        var lastCubicControl: CGPoint?, lastQuadControl: CGPoint?
        var isFirst = true
        while let command = scanner.command() {
            if isFirst, command != UInt8(ascii: "M"), command != UInt8(ascii: "m") { return nil }
            isFirst = false
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            if upper == UInt8(ascii: "Z") {
                closeSubpath()
                current = start
                lastCubicControl = nil
                lastQuadControl = nil
                continue
            }
            var repeatIndex = 0
            // Each pass consumes one operand group; a command needs at least one.
            repeat {
                var cubic: CGPoint?, quad: CGPoint?
                switch upper {
                case UInt8(ascii: "M"):
                    guard let v = scanner.numbers(2) else { return nil }
                    let p = point(v[0], v[1])
                    if repeatIndex == 0 { move(to: p); start = p } else { addLine(to: p) }
                    current = p
                case UInt8(ascii: "L"):
                    guard let v = scanner.numbers(2) else { return nil }
                    current = point(v[0], v[1])
                    addLine(to: current)
                case UInt8(ascii: "H"):
                    guard let v = scanner.numbers(1) else { return nil }
                    current = CGPoint(x: relative ? current.x + v[0] : v[0], y: current.y)
                    addLine(to: current)
                case UInt8(ascii: "V"):
                    guard let v = scanner.numbers(1) else { return nil }
                    current = CGPoint(x: current.x, y: relative ? current.y + v[0] : v[0])
                    addLine(to: current)
                case UInt8(ascii: "C"), UInt8(ascii: "S"):
                    let isSmooth = upper == UInt8(ascii: "S")
                    guard let v = scanner.numbers(isSmooth ? 4 : 6) else { return nil }
                    let c1 = isSmooth
                        ? (lastCubicControl.map { 2 * current - $0 } ?? current) : point(v[0], v[1])
                    let rest = isSmooth ? Array(v) : Array(v.dropFirst(2))
                    let c2 = point(rest[0], rest[1]), end = point(rest[2], rest[3])
                    addCurve(to: end, control1: c1, control2: c2)
                    current = end
                    cubic = c2
                case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                    let isSmooth = upper == UInt8(ascii: "T")
                    guard let v = scanner.numbers(isSmooth ? 2 : 4) else { return nil }
                    let c = isSmooth ? (lastQuadControl.map { 2 * current - $0 } ?? current) : point(v[0], v[1])
                    let end = isSmooth ? point(v[0], v[1]) : point(v[2], v[3])
                    addQuadCurve(to: end, control: c)
                    current = end
                    quad = c
                case UInt8(ascii: "A"):
                    guard let r = scanner.numbers(3), let large = scanner.flag(), let sweep = scanner.flag(),
                          let v = scanner.numbers(2)
                    else { return nil }
                    let end = point(v[0], v[1])
                    addSVGArc(from: current, to: end, rx: r[0], ry: r[1], rotation: r[2], largeArc: large, sweep: sweep)
                    current = end
                default:
                    return nil
                }
                lastCubicControl = cubic
                lastQuadControl = quad
                repeatIndex += 1
            } while scanner.hasNumber()
        }
        guard scanner.isAtEnd else { return nil }
    }

    /// Adds an SVG elliptical arc from `p1` to `p2` (SVG 1.1 F.6.5 endpoint → centre
    /// conversion, F.6.6 radius correction), as cubics via `appendArc` on the unit circle.
    private mutating func addSVGArc(
        from p1: CGPoint, to p2: CGPoint, rx: CGFloat, ry: CGFloat, rotation: CGFloat,
        largeArc: Bool, sweep: Bool
    ) {
        if p1 == p2 { return }  // F.6.2: the arc is omitted
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else {  // F.6.2: a straight line
            addLine(to: p2)
            return
        }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: (x1', y1').
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: scale radii up when no ellipse fits.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // Step 2: (cx', cy').
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = den > 0 ? (max(num, 0) / den).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1 / ry
        let cyp = -coefficient * ry * x1 / rx
        // Step 3: the centre.
        let center = CGPoint(
            x: cosPhi * cxp - sinPhi * cyp + (p1.x + p2.x) / 2,
            y: sinPhi * cxp + cosPhi * cyp + (p1.y + p2.y) / 2
        )
        // Step 4: start angle and sweep, on the unit circle of the ellipse.
        let u = CGPoint(x: (x1 - cxp) / rx, y: (y1 - cyp) / ry)
        let v = CGPoint(x: (-x1 - cxp) / rx, y: (-y1 - cyp) / ry)
        let theta1 = atan2(u.y, u.x)
        var delta = atan2(u.cross(v), u.dot(v))
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let toEllipse = CGAffineTransform(translationX: center.x, y: center.y)
            .rotatedBy(phi).scaledBy(x: rx, y: ry)
        appendArc(center: .zero, radius: 1, startAngle: theta1, sweep: delta, transform: toEllipse)
    }
}

/// A cursor over SVG path data bytes.
private struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool {
        mutating get { skipSeparators(); return index >= bytes.count }
    }

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }

    /// The next command letter, or nil at the end or before anything else.
    mutating func command() -> UInt8? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let b = bytes[index]
        guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b) else { return nil }
        index += 1
        return b
    }

    /// Whether a number starts at the cursor (after separators).
    mutating func hasNumber() -> Bool {
        skipSeparators()
        guard index < bytes.count else { return false }
        let b = bytes[index]
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// An arc flag: a single `0` or `1`.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let b = bytes[index]
        guard b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        index += 1
        return b == UInt8(ascii: "1")
    }

    /// `count` numbers, or nil if any is missing or malformed.
    mutating func numbers(_ count: Int) -> [CGFloat]? {
        var result: [CGFloat] = []
        for _ in 0..<count {
            guard let n = number() else { return nil }
            result.append(n)
        }
        return result
    }

    /// One number: sign, digits, fraction, exponent.
    mutating func number() -> CGFloat? {
        skipSeparators()
        let begin = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - s
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else { index = begin; return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if digits() == 0 { index = mark }
        }
        guard let text = String(bytes: bytes[begin..<index], encoding: .utf8),
              let value = Double(text), value.isFinite
        else { return nil }
        return CGFloat(value)
    }
}
