import Cairn
import Foundation

/// An individual dimension representing a mark's width or height (Swift Charts'
/// `MarkDimension`): automatic, a fixed size in points, a ratio of the scale's step, or the
/// step minus an inset on each side.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Hashable {
    enum Storage: Hashable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let storage: Storage

    /// A dimension that determines its value automatically.
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    /// A constant dimension, in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// A dimension that's proportional to the scale step size, using the ratio (0 to 1).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    /// A dimension that's the step size minus the inset on each side.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// Creates a constant width or height from a floating point value.
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    /// Creates a constant width or height from an integer.
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
    init(storage: Storage) { self.storage = storage }

    /// The size in points for a scale step of `step` points; `automatic` is the fallback.
    func resolve(step: CGFloat, automatic: CGFloat) -> CGFloat {
        let value: CGFloat
        switch storage {
        case .automatic: value = automatic
        case .fixed(let v): value = v
        case .ratio(let r): value = step * min(max(r, 0), 1)
        case .inset(let i): value = step - 2 * i
        }
        return value.isFinite ? max(0, value) : 0
    }

    /// A sector's radius for a pie of radius `radius`. Apple defines `.inset` as "the step size
    /// minus the specified inset value on each side"; a pie's step is its diameter, so an inset
    /// takes the value off the radius once (the SectorMark page's donut: "outer radius inset
    /// by 10 pt").
    func resolve(radius: CGFloat, automatic: CGFloat) -> CGFloat {
        if case .inset(let i) = storage {
            let value = radius - i
            return value.isFinite ? max(0, value) : 0
        }
        return resolve(step: radius, automatic: automatic)
    }
}

/// How marks that share a position stack (Swift Charts' `MarkStackingMethod`).
public struct MarkStackingMethod: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case standard, normalized, center, unstacked }
    let storage: Storage
    /// Stacks marks from zero, positive values up and negative values down (the default).
    public static let standard = MarkStackingMethod(storage: .standard)
    /// Stacks marks and scales each stack to 0...1.
    public static let normalized = MarkStackingMethod(storage: .normalized)
    /// Stacks marks and centres each stack on zero (a streamgraph).
    public static let center = MarkStackingMethod(storage: .center)
    /// Does not stack: each mark starts at zero.
    public static let unstacked = MarkStackingMethod(storage: .unstacked)
}

/// The ways a line or area connects its points (Swift Charts' `InterpolationMethod`).
public struct InterpolationMethod: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case linear, catmullRom, cardinal(Double), monotone, stepStart, stepCenter, stepEnd }
    let storage: Storage
    /// Straight segments between points (the default).
    public static let linear = InterpolationMethod(storage: .linear)
    /// A Catmull-Rom spline through the points.
    public static let catmullRom = InterpolationMethod(storage: .catmullRom)
    /// A cardinal spline with tension 0.
    public static let cardinal = InterpolationMethod(storage: .cardinal(0))
    /// A cubic curve that keeps monotonic data monotonic.
    public static let monotone = InterpolationMethod(storage: .monotone)
    /// Steps that change value at each point's position.
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    /// Steps that change value halfway between points.
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    /// Steps that change value at the next point's position.
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)
    /// A cardinal spline with the given tension (0 to 1).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(tension)) }
}

/// The positions of an annotation relative to its mark (Swift Charts' `AnnotationPosition`).
public struct AnnotationPosition: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let storage: Storage
    /// Above a vertical bar's end or a point; the default.
    public static let automatic = AnnotationPosition(storage: .automatic)
    /// Above the mark.
    public static let top = AnnotationPosition(storage: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(storage: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(storage: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(storage: .trailing)
    /// Over the mark, centred.
    public static let overlay = AnnotationPosition(storage: .overlay)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(storage: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(storage: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)
}

/// The built-in point symbols (Swift Charts' `BasicChartSymbolShape`). `.symbol(by:)` cycles
/// through circle, square, triangle, diamond and pentagon, as Swift Charts is observed to
/// (with the palette blue, green, orange, purple, red, cyan, yellow; Stack Overflow 79405781).
public struct BasicChartSymbolShape: Hashable, Sendable {
    enum Storage: Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let storage: Storage
    /// A circle.
    public static let circle = BasicChartSymbolShape(storage: .circle)
    /// A square.
    public static let square = BasicChartSymbolShape(storage: .square)
    /// A triangle pointing up.
    public static let triangle = BasicChartSymbolShape(storage: .triangle)
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(storage: .diamond)
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(storage: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(storage: .plus)
    /// A diagonal cross.
    public static let cross = BasicChartSymbolShape(storage: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(storage: .asterisk)

    /// The symbols `.symbol(by:)` assigns to series, in order.
    static let automaticSequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The symbol as a path of the given size (its diameter, in points) centred on `center`.
    func path(center c: CGPoint, size s: CGFloat) -> Path {
        let r = s / 2
        var p = Path()
        func polygon(_ n: Int, rotation: Double) {
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let pt = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        switch storage {
        case .circle: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: s, height: s))
        case .square: p.addRect(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: s * 0.85, height: s * 0.85))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus, .cross, .asterisk:
            let t = s * 0.3
            let quarter = Double.pi / 4, third = Double.pi / 3
            let arms: [Double]
            switch storage {
            case .plus: arms = [0, 2 * quarter]
            case .cross: arms = [quarter, 3 * quarter]
            default: arms = [0, third, 2 * third]
            }
            for a in arms {
                var bar = Path()
                bar.addRect(CGRect(x: -r, y: -t / 2, width: s, height: t))
                p.addPath(bar.applying(CGAffineTransform(rotationAngle: CGFloat(a)).concatenating(CGAffineTransform(translationX: c.x, y: c.y))))
            }
        }
        return p
    }
}

/// What an annotation does when it would cross an edge (Swift Charts'
/// `AnnotationOverflowResolution`, iOS 17), per axis.
public struct AnnotationOverflowResolution: Sendable {
    let x: Strategy
    let y: Strategy

    /// A resolution with a strategy for each axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// Both axes' strategy is automatic.
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }

    /// What to do along one axis.
    public struct Strategy: Sendable, Equatable {
        enum Storage: Sendable, Equatable { case automatic, fit(Boundary), padScale, disabled }
        let storage: Storage
        /// The chart decides (Cairn: the annotation stays where its position puts it).
        public static var automatic: Strategy { Strategy(storage: .automatic) }
        /// Moves the annotation back inside the chart.
        public static var fit: Strategy { Strategy(storage: .fit(.chart)) }
        /// Moves the annotation back inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(storage: .fit(boundary)) }
        /// Pads the scale to make room (Cairn: not padded; the annotation stays).
        public static var padScale: Strategy { Strategy(storage: .padScale) }
        /// The annotation stays where its position puts it.
        public static var disabled: Strategy { Strategy(storage: .disabled) }
    }

    /// The area a `.fit` strategy keeps an annotation in.
    public struct Boundary: Sendable, Equatable {
        enum Storage: Sendable, Equatable { case plot, chart }
        let storage: Storage
        /// The plot area.
        public static var plot: Boundary { Boundary(storage: .plot) }
        /// The whole chart.
        public static var chart: Boundary { Boundary(storage: .chart) }
    }
}
