import Cairn
import Foundation

/// A style that colours a 3D surface (Swift Charts' `Chart3DSurfaceStyle`,
/// https://developer.apple.com/documentation/charts/chart3dsurfacestyle).
public protocol Chart3DSurfaceStyle: Hashable {}

/// The surface style Swift Charts provides (`BasicChart3DSurfaceStyle`,
/// https://developer.apple.com/documentation/charts/basicchart3dsurfacestyle): height-based
/// colouring along a gradient.
public struct BasicChart3DSurfaceStyle: Chart3DSurfaceStyle, Sendable {
    /// The gradient heights map onto, bottom (location 0) to top (location 1).
    let gradient: Gradient
    /// The y values the gradient spans (`nil`: the chart's y domain).
    let yRange: ClosedRange<CGFloat>?
    /// Whether the surface is coloured by the direction it faces (`.normalBased`) rather than
    /// by height.
    var facing = false

    /// The colour of a surface facing `normal` (in the chart's unit cube, y up) for
    /// `.normalBased`. Apple says only that it colours the surface "based on the direction
    /// that it is facing"; Cairn's estimate is the usual normal-map colouring: the unit
    /// normal's x, y and z, turned to face up, mapped from −1…1 to red, green and blue 0…1
    /// (a flat top is (0.5, 1, 0.5), a light green; a slope facing +x is redder, one facing
    /// +z bluer).
    static func color(facing normal: Vec3) -> Color.Resolved {
        guard var n = normal.normalized else { return Color.Resolved(red: 0.5, green: 1, blue: 0.5, opacity: 1) }
        if n.y < 0 { n = n * -1 }
        return Color.Resolved(red: (n.x + 1) / 2, green: (n.y + 1) / 2, blue: (n.z + 1) / 2, opacity: 1)
    }

    /// The gradient of `.heightBased` without one. Apple does not publish it; Cairn's estimate
    /// from the WWDC25 session's height-coloured surfaces: blue at the bottom through cyan,
    /// green and yellow to orange at the top.
    static let defaultGradient = Gradient(colors: [
        Color(red: 0.20, green: 0.30, blue: 0.85), Color(red: 0.10, green: 0.70, blue: 0.90),
        Color(red: 0.25, green: 0.78, blue: 0.35), Color(red: 0.98, green: 0.85, blue: 0.20),
        Color(red: 0.98, green: 0.50, blue: 0.15),
    ])

    /// The colour of height `y` in a y domain `domain` (the gradient stops interpolated in sRGB,
    /// clamped at both ends; NaN gives the bottom colour).
    func color(atHeight y: Double, domain: (Double, Double)) -> Color.Resolved {
        let lo = yRange.map { Double($0.lowerBound) } ?? domain.0
        let hi = yRange.map { Double($0.upperBound) } ?? domain.1
        var t = hi > lo && hi.isFinite && lo.isFinite ? (y - lo) / (hi - lo) : 0.5
        if !t.isFinite { t = 0 }
        return Self.sample(gradient, at: min(max(t, 0), 1))
    }

    /// The colour of `gradient` at location `t` in 0…1.
    static func sample(_ gradient: Gradient, at t: Double) -> Color.Resolved {
        let stops = gradient.stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return Color.blue.resolved }
        if t <= Double(first.location) { return first.color.resolved }
        if t >= Double(last.location) { return last.color.resolved }
        for i in 1..<stops.count where t <= Double(stops[i].location) {
            let a = stops[i - 1], b = stops[i]
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            let ca = a.color.resolved, cb = b.color.resolved
            return Color.Resolved(red: ca.red + (cb.red - ca.red) * f, green: ca.green + (cb.green - ca.green) * f,
                                  blue: ca.blue + (cb.blue - ca.blue) * f, opacity: ca.opacity + (cb.opacity - ca.opacity) * f)
        }
        return last.color.resolved
    }
}

extension Chart3DSurfaceStyle where Self == BasicChart3DSurfaceStyle {
    /// Height (Y) based style (https://developer.apple.com/documentation/charts/chart3dsurfacestyle/heightbased),
    /// with Cairn's estimated gradient over the chart's y domain.
    public static var heightBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(gradient: BasicChart3DSurfaceStyle.defaultGradient, yRange: nil) }

    /// Height (Y) based style with gradient and Y range
    /// (https://developer.apple.com/documentation/charts/chart3dsurfacestyle/heightbased(_:yrange:)).
    public static func heightBased(_ gradient: Gradient, yRange: ClosedRange<CGFloat>? = nil) -> BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(gradient: gradient, yRange: yRange)
    }

    /// Height (Y) based style with Y range
    /// (https://developer.apple.com/documentation/charts/chart3dsurfacestyle/heightbased(yrange:)).
    public static func heightBased(yRange: ClosedRange<CGFloat>) -> BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(gradient: BasicChart3DSurfaceStyle.defaultGradient, yRange: yRange)
    }

    /// Normal based style (https://developer.apple.com/documentation/charts/chart3dsurfacestyle/normalbased):
    /// each part of the surface coloured by the direction it faces, in Cairn's estimated
    /// normal-map colouring (see `BasicChart3DSurfaceStyle.color(facing:)`).
    public static var normalBased: BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(gradient: BasicChart3DSurfaceStyle.defaultGradient, yRange: nil, facing: true)
    }
}

/// Chart content that represents a mathematical function of two variables using a 3D surface
/// (Swift Charts' `SurfacePlot`, https://developer.apple.com/documentation/charts/surfaceplot):
/// `y = f(x, z)`, y being the vertical axis.
///
/// ```swift
/// Chart3D {
///     SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
///         .foregroundStyle(.heightBased)
/// }
/// .chartXScale(domain: -2...2).chartYScale(domain: -1...1).chartZScale(domain: -2...2)
/// ```
///
/// Cairn samples the function on a grid of 48 × 48 cells over the x and z domains (Cairn's
/// estimate: Apple publishes no sample count; 48 cells keep a 400-point-wide chart's facets
/// about 8 points across). Where the function returns NaN or ±∞ (Apple: "the function is
/// expected to return `Double.nan`" where it is undefined), the facets touching that sample
/// are left out.
public struct SurfacePlot: Chart3DContent, PrimitiveChart3DContent {
    let labels: (x: String, y: String, z: String)
    let function: @Sendable (Double, Double) -> Double

    /// Creates a SurfacePlot that represents a function y = f(x, z)
    /// (https://developer.apple.com/documentation/charts/surfaceplot/init(x:y:z:function:)-9xdw2).
    public init(x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, function: @escaping @Sendable (Double, Double) -> Double) {
        labels = (String(x), String(y), String(z))
        self.function = function
    }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {
        items.append(Chart3DItem(kind: .surface(function)))
    }
}

/// The values of a mark made with a 3D initializer: each axis a single value, or a range
/// (`lower..<upper`).
struct Mark3DValues {
    enum Kind { case point, rule, rectangle }
    var kind: Kind
    var x: (PlotValue, PlotValue?), y: (PlotValue, PlotValue?), z: (PlotValue, PlotValue?)

    init<X: Plottable, Y: Plottable, Z: Plottable>(_ kind: Kind, _ x: PlottableValue<X>, _ y: PlottableValue<Y>, _ z: PlottableValue<Z>) {
        self.kind = kind
        self.x = (x.value, x.upper); self.y = (y.value, y.upper); self.z = (z.value, z.upper)
    }

    /// How many axes carry a range.
    var rangeCount: Int { [x.1, y.1, z.1].filter { $0 != nil }.count }

    /// The numeric spans `(low, high)` per axis, or a reason the mark cannot be drawn: Apple
    /// requires numbers, and "exactly three numeric points" for a point, "exactly two numeric
    /// points and one numeric range" for a rule, "one parameter to be a single numeric value and
    /// the other two parameters to be numeric ranges" for a rectangle.
    func spans() -> Result<[(Double, Double)], Mark3DProblem> {
        let wanted = kind == .point ? 0 : kind == .rule ? 1 : 2
        guard rangeCount == wanted else { return .failure(.shape(kind, rangeCount)) }
        var result: [(Double, Double)] = []
        for axis in [x, y, z] {
            guard case .number(let lo) = axis.0 else { return .failure(.notNumeric) }
            var hi = lo
            if let upper = axis.1 { guard case .number(let u) = upper else { return .failure(.notNumeric) }; hi = u }
            guard lo.isFinite, hi.isFinite else { return .failure(.notFinite) }
            result.append((min(lo, hi), max(lo, hi)))
        }
        return .success(result)
    }
}

/// Why a 3D mark is not drawn.
enum Mark3DProblem: Error, Equatable {
    case shape(Mark3DValues.Kind, Int), notNumeric, notFinite
}

extension PointMark: Chart3DContent, PrimitiveChart3DContent {
    /// Creates a 3D point mark that plots values to x, y and z
    /// (https://developer.apple.com/documentation/charts/pointmark/init(x:y:z:)). "A 3D
    /// PointMark requires exactly three numeric points"; in a 2D `Chart` it plots x and y.
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        record = MarkRecord(kind: .point, x: x.value, y: y.value)
        record.extras.mark3D = Mark3DValues(.point, x, y, z)
    }
    func collect3D(into items: inout [Chart3DItem]) { items.append(Chart3DItem(record: record)) }
}

extension RuleMark: Chart3DContent, PrimitiveChart3DContent {
    /// Creates a horizontal or vertical rule mark for a 3D chart
    /// (https://developer.apple.com/documentation/charts/rulemark/init(x:y:z:)): "exactly two
    /// numeric points and one numeric range", as `x: .value("x", -0.5..<0.5)`.
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        record = MarkRecord(kind: .rule, x: x.value, y: y.value)
        record.extras.mark3D = Mark3DValues(.rule, x, y, z)
    }
    func collect3D(into items: inout [Chart3DItem]) { items.append(Chart3DItem(record: record)) }
}

extension RectangleMark: Chart3DContent, PrimitiveChart3DContent {
    /// Creates a rectangle mark for a 3D chart
    /// (https://developer.apple.com/documentation/charts/rectanglemark/init(x:y:z:)): "one
    /// parameter to be a single numeric value and the other two parameters to be numeric ranges".
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        record = MarkRecord(kind: .rectangle, x: x.value, y: y.value)
        record.extras.mark3D = Mark3DValues(.rectangle, x, y, z)
    }
    func collect3D(into items: inout [Chart3DItem]) { items.append(Chart3DItem(record: record)) }
}

/// One piece of a 3D chart: a surface or a mark, with the attributes its modifiers set.
struct Chart3DItem {
    enum Kind {
        case surface(@Sendable (Double, Double) -> Double)
        case mark(Mark3DValues?)
    }
    /// At most this many items are collected (Cairn's bound: a `ForEach` over a million
    /// elements draws its first 100,000 points and reports the rest).
    static let limit = 100_000
    var kind: Kind
    var attributes = Chart3DAttributes()

    init(kind: Kind) { self.kind = kind }
    /// A 3D mark from its record (a mark made with a 2D initializer has no 3D values).
    init(record: MarkRecord) { kind = .mark(record.extras.mark3D) }
}
