import Cairn
import Foundation

// The foreground style scale's range (Swift Charts' `chartForegroundStyleScale(range:type:)`
// and `chartForegroundStyleScale(domain:range:type:)`): an array of styles the series take in
// order, or a `Gradient` — a continuous colour scale, where a number's position in the domain
// picks the colour along the gradient (a heat map).

/// A gradient as a foreground style scale's range: numbers map onto its colours.
extension Gradient: ScaleRange {
    /// The kind of visual value: a colour along the gradient.
    public typealias VisualValue = Color
}

/// Styles as a foreground style scale's range: the series take them in order.
extension Array: ScaleRange where Element: ShapeStyle {
    /// The kind of visual value: one of the styles.
    public typealias VisualValue = Element
}

/// A foreground style range as the plan keeps it.
enum StyleRange {
    case gradient(Gradient)
    case styles([AnyShapeStyle])
}

/// The style range of a `ScaleRange` whose visual values are styles.
private func styleRange<R: ScaleRange>(_ range: R) -> StyleRange? {
    if let g = range as? Gradient { return .gradient(g) }
    if let c = range as? [Color] { return .styles(c.map { AnyShapeStyle($0) }) }
    if let s = range as? [AnyShapeStyle] { return .styles(s) }
    if let s = range as? [any ShapeStyle] { return .styles(s.map { AnyShapeStyle($0) }) }
    return nil
}

extension View {
    /// Configures the foreground style scale's range for charts (Swift Charts'
    /// `chartForegroundStyleScale(range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartforegroundstylescale(range:type:)):
    /// "the range of foreground styles that correspond to the scale domain". An array of styles
    /// replaces the default palette (the series of `foregroundStyle(by:)` take them in order of
    /// appearance, cycling). A `Gradient` makes the scale continuous: a number's position in
    /// the domain (the data's extent, Cairn's estimate; Apple does not document it) picks the
    /// colour along the gradient, interpolated in sRGB between its stops as Cairn draws
    /// gradients; categories spread evenly along it in order. The legend is then a gradient
    /// bar between the domain's ends (Cairn's layout: the low value, an 80 × 8-point bar, the
    /// high value).
    public func chartForegroundStyleScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View where R.VisualValue: ShapeStyle {
        let style = styleRange(range)
        return transformEnvironment(\.chartSettings) { $0.styleRange = style }
    }

    /// Configures the foreground style scale's domain and range for charts (Swift Charts'
    /// `chartForegroundStyleScale(domain:range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartforegroundstylescale(domain:range:type:)):
    /// with a `Gradient`, a number domain (`0...100`) maps onto the gradient — its lower bound
    /// the first colour, its upper bound the last, values outside clamped to the ends — and a
    /// category domain spreads its values evenly along it. See `chartForegroundStyleScale(range:type:)`.
    public func chartForegroundStyleScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View where R.VisualValue: ShapeStyle {
        let style = styleRange(range)
        let setting = (domain as? DomainConvertible)?.setting
        return transformEnvironment(\.chartSettings) {
            $0.styleRange = style
            $0.styleDomain = setting
        }
    }
}

/// A continuous colour scale over a gradient.
struct GradientStyleScale {
    let gradient: Gradient
    /// The number domain, or the categories in order.
    var lo = 0.0, hi = 0.0
    var categories: [String: Int] = [:]

    /// The scale over the series names of `foregroundStyle(by:)`: a number domain (given, or
    /// the data's finite extent), or the given categories, or the names in order.
    init(gradient: Gradient, domain: DomainSetting?, names: [String]) {
        self.gradient = gradient
        switch domain {
        case .range(let a, let b)? where a.isFinite && b.isFinite:
            lo = min(a, b); hi = max(a, b)
        case .categories(let given)?:
            for c in given where categories[c] == nil { categories[c] = categories.count }
        default:
            let numbers = names.compactMap(Self.number).filter(\.isFinite)
            if numbers.isEmpty {
                for c in names where categories[c] == nil { categories[c] = categories.count }
            } else {
                lo = numbers.min() ?? 0; hi = numbers.max() ?? 0
            }
        }
    }

    /// The number a series name stands for (`foregroundStyle(by:)` names a number as the axis
    /// formats it: grouped thousands, at most two decimals).
    static func number(_ name: String) -> Double? {
        Double(name.replacingOccurrences(of: ",", with: ""))
    }

    /// Where a series falls along the gradient (0...1), or `nil` when the scale cannot place it.
    func position(of name: String) -> Double? {
        if !categories.isEmpty {
            guard let i = categories[name] else { return nil }
            return categories.count > 1 ? Double(i) / Double(categories.count - 1) : 0.5
        }
        guard let v = Self.number(name), v.isFinite else { return nil }
        return hi > lo ? min(max((v - lo) / (hi - lo), 0), 1) : 0.5
    }

    /// The gradient's colour at `t` (0...1): the stops' colours mixed linearly in sRGB between
    /// the two stops around `t`; the end colours before the first stop and after the last.
    func color(at t: Double) -> Color {
        let stops = gradient.boundedStops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            return span > 0 ? a.color.mix(with: b.color, by: (t - Double(a.location)) / span, in: .device) : b.color
        }
        return last.color
    }

    /// The legend's labels for the domain's ends.
    var endLabels: (String, String) {
        if !categories.isEmpty {
            let sorted = categories.sorted { $0.value < $1.value }
            return (sorted.first?.key ?? "", sorted.last?.key ?? "")
        }
        return (AxisFormatter.number(lo, step: 0), AxisFormatter.number(hi, step: 0))
    }
}

/// The legend of a gradient scale: the low end's label, the gradient as an 80 × 8-point bar,
/// the high end's label (Cairn's layout; iOS draws a gradient bar with its ends labelled).
struct GradientLegend: View {
    let scale: GradientStyleScale
    var body: some View {
        let (low, high) = scale.endLabels
        HStack(spacing: 4) {
            Text(low).font(ChartStyle.labelFont).foregroundStyle(ChartStyle.labelColor)
            Rectangle().fill(LinearGradient(gradient: scale.gradient, startPoint: .leading, endPoint: .trailing)).frame(width: 80, height: 8)
            Text(high).font(ChartStyle.labelFont).foregroundStyle(ChartStyle.labelColor)
        }
        .fixedSize()
    }
}
