import Cairn
import Foundation

/// A type that you can use to configure the domain of a chart scale (Swift Charts'
/// `ScaleDomain`): a `ClosedRange` of numbers or dates, an array of categories, or
/// `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// A domain that the chart infers from its data (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain, DomainConvertible {
    let includesZero: Bool?
    let reversed: Bool?
    var setting: DomainSetting { .automatic(includesZero: includesZero, reversed: reversed ?? false) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// Infers the domain from the data; number scales include zero (Swift Charts: "By default,
    /// number scales include zero in the domain").
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// Infers the domain from the data, including zero or not, and reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain, DomainConvertible where Bound: Plottable {
    var setting: DomainSetting {
        let lo = PlotValue(lowerBound), hi = PlotValue(upperBound)
        if let a = lo.continuous, let b = hi.continuous { return .range(a, b) }
        return .categories([seriesName(lo), seriesName(hi)])
    }
}

extension Array: ScaleDomain, DomainConvertible where Element: Plottable {
    /// Categories in order; an array of numbers or dates is the range from its least to its
    /// greatest value, as Apple's "Customizing axes in Swift Charts" uses
    /// `chartYScale(domain: [0, 100])` for a 0...100 axis.
    var setting: DomainSetting {
        let values = map { PlotValue($0) }
        let numbers = values.compactMap(\.continuous)
        if !numbers.isEmpty, numbers.count == values.count {
            // NaN and infinities are left out; with no finite value the domain is automatic.
            let finite = numbers.filter(\.isFinite)
            guard let lo = finite.min(), let hi = finite.max() else { return .automatic(includesZero: nil, reversed: false) }
            return .range(lo, hi)
        }
        return .categories(values.map(seriesName))
    }
}

/// The scale types a chart axis can use (Swift Charts' `ScaleType`).
public struct ScaleType: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case linear, log, squareRoot, date, category }
    let storage: Storage
    /// A linear scale (numbers).
    public static let linear = ScaleType(storage: .linear)
    /// A logarithmic scale: values ≤ 0 are skipped.
    public static let log = ScaleType(storage: .log)
    /// A square-root scale.
    public static let squareRoot = ScaleType(storage: .squareRoot)
    /// A date scale.
    public static let date = ScaleType(storage: .date)
    /// A categorical scale.
    public static let category = ScaleType(storage: .category)
}

/// A domain as the chart plan uses it.
enum DomainSetting {
    case automatic(includesZero: Bool?, reversed: Bool)
    case range(Double, Double)
    case categories([String])
}

/// A scale domain Cairn understands.
protocol DomainConvertible { var setting: DomainSetting { get } }

/// A type that you can use to configure the range of a chart scale (Swift Charts'
/// `ScaleRange`, https://developer.apple.com/documentation/charts/scalerange): what the
/// scale's domain maps onto.
public protocol ScaleRange {
    /// The kind of visual value the range holds (points, for a position scale).
    associatedtype VisualValue
}

/// A type that configures the x-axis and y-axis values (Swift Charts' `PositionScaleRange`,
/// https://developer.apple.com/documentation/charts/positionscalerange): the positions, in
/// points, a chart's x or y domain maps onto. `.plotDimension` (the default) fills the plot
/// area; `.plotDimension(padding:)` and `.plotDimension(startPadding:endPadding:)` fill it
/// less the padding; a `ClosedRange<CGFloat>` gives the positions themselves.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

/// A range that represents the plot area's width or height (Swift Charts'
/// `PlotDimensionScaleRange`,
/// https://developer.apple.com/documentation/charts/plotdimensionscalerange), less a padding
/// at each end.
public struct PlotDimensionScaleRange: PositionScaleRange, PositionRangeConvertible, Hashable, Sendable {
    /// The kind of visual value: points.
    public typealias VisualValue = CGFloat
    let startPadding: CGFloat
    let endPadding: CGFloat
    var positionRange: PositionRange { .plot(start: startPadding, end: endPadding) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// A scale range that fills the plot area (Swift Charts' `plotDimension`).
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }

    /// A scale range that fills the plot area with the given padding value at start and end
    /// (Swift Charts' `plotDimension(padding:)`,
    /// https://developer.apple.com/documentation/charts/positionscalerange/plotdimension(padding:)):
    /// the domain maps onto the plot's width or height less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// A scale range that fills the plot area with the given padding values at start and end
    /// (Swift Charts' `plotDimension(startPadding:endPadding:)`,
    /// https://developer.apple.com/documentation/charts/positionscalerange/plotdimension(startpadding:endpadding:)),
    /// in points. The start is where the domain starts: the leading edge of an x axis, the
    /// bottom of a number or date y axis, the top of a category y axis (where its first
    /// category is); Apple does not say which end of a y axis is the start, so this is Cairn's
    /// reading, consistent with the domain's order.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// A range of positions in points: `chartXScale(range: 20...180)` maps the x domain's start to
/// 20 points and its end to 180 points from the plot's leading edge. On a number or date y
/// axis the positions are measured up from the plot's bottom edge (the domain's start at the
/// lower bound, as the default range puts it at the bottom); on a category y axis, down from
/// the top (Cairn's reading; Apple documents no example).
extension ClosedRange: ScaleRange, PositionScaleRange, PositionRangeConvertible where Bound == CGFloat {
    /// The kind of visual value: points.
    public typealias VisualValue = CGFloat
    var positionRange: PositionRange { .points(lowerBound, upperBound) }
}

/// Where a scale's domain lands along its axis, as the plan keeps it.
enum PositionRange: Equatable {
    /// The plot's length less a padding at the domain's start and end.
    case plot(start: CGFloat, end: CGFloat)
    /// Fixed positions for the domain's start and end.
    case points(CGFloat, CGFloat)

    /// The largest padding or position Cairn keeps, in points (a million: far beyond any
    /// screen; larger values would only overflow the rasteriser's coordinates).
    static let limit: CGFloat = 1_000_000

    /// The range with non-finite numbers replaced by 0 and huge ones clamped to ±`limit`;
    /// `nil` when nothing needed fixing.
    var sanitized: PositionRange? {
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -Self.limit), Self.limit) : 0 }
        let fixed: PositionRange
        switch self {
        case .plot(let s, let e): fixed = .plot(start: fix(s), end: fix(e))
        case .points(let a, let b): fixed = .points(fix(a), fix(b))
        }
        return fixed == self ? nil : fixed
    }

    /// The position of the domain's start and the signed distance to its end, along an axis
    /// `length` points long (measured from the domain's start side).
    func placement(length: CGFloat) -> (origin: CGFloat, span: CGFloat) {
        switch self {
        case .plot(let s, let e): return (s, length - s - e)
        case .points(let a, let b): return (a, b - a)
        }
    }
}

/// A position scale range Cairn understands.
protocol PositionRangeConvertible { var positionRange: PositionRange { get } }
