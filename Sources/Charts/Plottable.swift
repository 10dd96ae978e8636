import Cairn
import Foundation

/// A type that can serve as data for the labeled, plottable values that you can use with
/// chart marks (Swift Charts' `Plottable`): numbers, strings and dates, or a type of your own
/// that converts to one of them (`primitivePlottable`), such as a `String`-backed enum.
public protocol Plottable {
    /// The primitive type this value converts to (`Double`, `Int`, `String`, `Date`, ...).
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value the chart plots.
    var primitivePlottable: PrimitivePlottable { get }
    /// Makes a value back from its primitive (used for axis values); `nil` if none matches.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive type a chart plots directly: numbers (quantitative), strings (categorical) and
/// dates (temporal), as in Swift Charts.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive (Swift Charts plots a raw-representable type by its raw value).
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    /// The case whose raw value has this primitive, if any.
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}

/// `Decimal` plots as the `Double` it rounds to, so that a percent axis written as in Apple's
/// "Customizing axes in Swift Charts" (`AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))`)
/// compiles and formats each value.
extension Decimal: Plottable {
    /// The nearest `Double`.
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    /// The decimal nearest `primitivePlottable` (`nil` for NaN or an infinity).
    public init?(primitivePlottable: Double) {
        guard primitivePlottable.isFinite else { return nil }
        self.init(primitivePlottable)
    }
}
extension Date: PrimitivePlottableProtocol {}

/// A plotted value reduced to what scales need: a number, a category or a date.
enum PlotValue: Hashable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The number a continuous scale maps (dates as seconds since the reference date).
    var continuous: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// Whether a continuous value is finite (Swift Charts skips NaN and infinite values). A date
    /// more than 10¹² seconds (about 31,700 years) from 2001 counts as not finite: calendar
    /// arithmetic on it is meaningless, and Cairn skips it too.
    var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .date(let d): abs(d.timeIntervalSinceReferenceDate) < 1e12
        case .category: true
        }
    }

    /// The kind of scale this value needs.
    var kind: ScaleKind {
        switch self {
        case .number: .number
        case .category: .category
        case .date: .date
        }
    }

    /// Converts a plottable value to its primitive form (the common types first: each cast to
    /// a concrete type is cheap, an existential cast is not).
    init<P: Plottable>(_ value: P) {
        // The primitive types themselves: a metadata comparison and a bit cast, no dynamic
        // cast (this runs once per plotted value, in unspecialized generic code).
        if P.self == Double.self { self = .number(unsafeBitCast(value, to: Double.self)); return }
        if P.self == Int.self { self = .number(Double(unsafeBitCast(value, to: Int.self))); return }
        if P.self == String.self { self = .category(unsafeBitCast(value, to: String.self)); return }
        if P.self == Date.self { self = .date(unsafeBitCast(value, to: Date.self)); return }
        let primitive = value.primitivePlottable
        if let v = primitive as? Double { self = .number(v); return }
        if let v = primitive as? Int { self = .number(Double(v)); return }
        if let v = primitive as? String { self = .category(v); return }
        if let v = primitive as? Date { self = .date(v); return }
        if let v = primitive as? CGFloat { self = .number(Double(v)); return }
        if let v = primitive as? Float { self = .number(Double(v)); return }
        if let v = primitive as? any BinaryInteger { self = .number(Double(v)); return }
        self = .category(String(describing: primitive))
    }
}

/// The three kinds of scale a chart axis can have.
enum ScaleKind: Hashable { case number, category, date }

/// A labeled value a mark plots (Swift Charts' `PlottableValue`): `.value("Sales", 42)`.
///
/// The label names the data; Swift Charts uses it for accessibility, not on the axis, so Cairn
/// (which draws still images) does not keep it.
public struct PlottableValue<Value: Plottable> {
    let value: PlotValue
    let unit: Calendar.Component?
    /// The upper bound of a value given as a range (`.value("x", -0.5..<0.5)`); `value` is
    /// its lower bound. Bars (along their base axis), rectangles and 3D rule and rectangle
    /// marks span it; other 2D marks plot the lower bound.
    var upper: PlotValue? = nil

    /// A value with a label, as `.value("Count", 12)`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(value), unit: nil)
    }

    /// A value with a localized label, as `.value("Count", 12)`.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(value), unit: nil)
    }

    /// A value with a `Text` label.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(value), unit: nil)
    }
}

extension PlottableValue where Value: Comparable {
    /// A range of values with a label (Swift Charts' `value(_:_:)` with a `Range`,
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-f1kk), as the
    /// 3D `RuleMark(x:y:z:)` and `RectangleMark(x:y:z:)` take: `.value("x", -0.5..<0.5)`.
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(range.lowerBound), unit: nil, upper: PlotValue(range.upperBound))
    }
}

extension PlottableValue where Value == Date {
    /// A date that covers a calendar unit (`unit: .day` makes a bar span the whole day), as in
    /// Swift Charts' `value(_:_:unit:calendar:)`, without `calendar:`: Cairn's calendar is Gregorian in UTC, so
    /// output does not depend on the machine's time zone.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        PlottableValue(value: .date(value), unit: unit)
    }

    /// A date that covers a calendar unit, with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        PlottableValue(value: .date(value), unit: unit)
    }
}

extension PlotValue {
    /// This value as a plottable type `P`, when `P`'s primitive is a number, string or date.
    func converted<P: Plottable>(to type: P.Type) -> P? {
        let primitive: Any?
        switch (self, P.PrimitivePlottable.self) {
        case (.number(let v), is Double.Type): primitive = v
        case (.number(let v), is Float.Type): primitive = Float(v)
        case (.number(let v), is CGFloat.Type): primitive = CGFloat(v)
        case (.number(let v), is Int.Type): primitive = v.isFinite && abs(v) < 9e18 ? Int(v.rounded()) : nil
        case (.category(let s), is String.Type): primitive = s
        case (.date(let d), is Date.Type): primitive = d
        default: primitive = nil
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }
}
