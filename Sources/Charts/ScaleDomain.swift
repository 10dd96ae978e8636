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
    var setting: DomainSetting { .categories(map { seriesName(PlotValue($0)) }) }
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
