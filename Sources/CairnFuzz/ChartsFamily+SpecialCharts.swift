import Cairn
import Charts
import Foundation

// The charts family's special-purpose charts (ChartsFamily.swift draws the random ones and
// calls these): dated marks with calendar units, the idioms of Apple's documentation
// examples, the placement modifiers, and the function and vectorized plots.

/// Dated bars and lines with calendar units (each snapped to the start of its unit) at
/// hostile dates (NaN, ±10³⁰⁰ s, far past and future), labelled with a date format in a random
/// locale.
func datedUnitChart(_ r: inout Random) -> AnyView {
    let units: [Calendar.Component] = [.second, .minute, .hour, .day, .weekOfYear, .month, .quarter, .year, .era, .nanosecond]
    let spans: [Double] = [1, 86_400 * 30, 3.15e10, 1e13, 1e300, .nan, .infinity]
    let points = (0..<r.int(0...6)).map { _ in (Date(timeIntervalSinceReferenceDate: (r.unit() - 0.5) * r.pick(spans)), r.number(), r.pick(units)) }
    let locale = Locale(identifier: r.pick(["en_US", "fr_FR", "ar_EG", "ja_JP", "", "not a locale", "de_DE@calendar=buddhist"]))
    let chart = Chart {
        ForEach(points.indices, id: \.self) { i in
            BarMark(x: .value("Day", points[i].0, unit: points[i].2), y: .value("V", points[i].1))
            LineMark(x: .value("Day", points[i].0, unit: points[i].2), y: .value("V", points[i].1))
        }
    }
    .chartXAxis { AxisMarks(values: .stride(by: r.pick(units))) { _ in AxisValueLabel(format: .dateTime.month(.abbreviated).day()) } }
    .environment(\.locale, locale)
    return AnyView(chart)
}

/// The idioms Apple's documentation examples brought in, with hostile values: a range as a
/// bar's and a rectangle's base value, one-dimensional interval bars, a number as a
/// `foregroundStyle(by:)` series (a gradient), an array of numbers as a domain, a percent
/// format on `AxisMarks` and content without a value parameter.
func docIdiomChart(_ r: inout Random) -> AnyView {
    let a = r.number(), b = r.number(), c = r.number(), style = r.number(), v = r.number()
    // A `Range` with a NaN or reversed bound traps in the standard library, before the chart sees it.
    let lo = min(a.nanToZero, b.nanToZero), hi = max(a.nanToZero, b.nanToZero)
    let domain = r.pick([[a, b], [c], [Double](), [Double.nan, Double.infinity], [0, 100]])
    let chart = Chart {
        BarMark(x: .value("T", lo ..< hi), y: .value("V", v))
        BarMark(xStart: .value("S", a), xEnd: .value("E", b))
        BarMark(yStart: .value("S", b), yEnd: .value("E", c))
        RectangleMark(x: .value("T", lo ..< hi), y: .value("C", "A")).foregroundStyle(by: .value("N", style))
        PointMark(x: .value("X", a), y: .value("Y", c)).foregroundStyle(by: .value("N", v))
    }
    .chartYScale(domain: domain)
    .chartYAxis {
        AxisMarks(format: Decimal.FormatStyle.Percent.percent.scale(1), values: [a, b, c])
        AxisMarks(values: [v]) { AxisGridLine() }
    }
    return AnyView(chart)
}

/// A chart of points, bars and rules with the placement modifiers always applied (random
/// values, including hostile ones): zIndex, offset, a symbol view, position(by:axis:span:),
/// an annotation with an overflow resolution, accessibility. Straight chains, not the
/// conditional ones above, keep this cheap to compile.
func placementChart(_ r: inout Random, count: Int) -> AnyView {
    struct Item { let x: Double; let y: Double; let z: Double; let dx: CGFloat; let dy: CGFloat; let group: String; let kind: Int }
    var items: [Item] = []
    for _ in 0..<count {
        items.append(Item(x: r.number(), y: r.number(), z: r.number(), dx: cg(&r), dy: cg(&r), group: r.pick(["a", "b"]), kind: r.int(0...4)))
    }
    let span = dimension(&r)
    let x: AnnotationOverflowResolution.Strategy = r.pick([.automatic, .fit, .fit(to: .plot), .fit(to: .chart), .padScale, .disabled])
    let y: AnnotationOverflowResolution.Strategy = r.pick([.automatic, .fit, .fit(to: .plot), .disabled])
    let overflow = AnnotationOverflowResolution(x: x, y: y)
    let position: AnnotationPosition = r.pick(positions)
    let chart = Chart {
        ForEach(Array(items.enumerated()), id: \.offset) { (pair: (offset: Int, element: Item)) in
            let item = pair.element
            PointMark(x: .value("X", item.x), y: .value("Y", item.y))
                .zIndex(item.z)
                .offset(x: item.dx, y: item.dy)
                .symbol { annotationView(item.kind) }
                .annotation(position: position, overflowResolution: overflow) { annotationView(item.kind) }
                .accessibilityLabel("point")
                .accessibilityValue(Text("value"))
            BarMark(x: .value("X", item.group), y: .value("Y", item.y))
                .position(by: .value("G", item.group), axis: .horizontal, span: span)
                .clipShape(Circle(), style: FillStyle(eoFill: item.kind == 0))
                .zIndex(-item.z)
                .offset(CGSize(width: item.dy, height: item.dx))
        }
    }
    return AnyView(chart)
}

/// A chart of iOS 18's vectorized plots over random (also hostile) values, with key-path
/// modifiers, and a function plot of a random function (undefined, infinite, huge, ordinary)
/// over a random domain, finite or not.
func plotChart(_ r: inout Random, count: Int) -> AnyView {
    struct Row { let x: Double; let y: Double; let y2: Double; let name: String; let size: CGFloat; let alpha: CGFloat }
    var rows: [Row] = []
    for _ in 0..<count {
        rows.append(Row(x: r.number(), y: r.number(), y2: r.number(), name: r.pick(["a", "b", "c"]), size: cg(&r), alpha: cg(&r)))
    }
    let functions: [@Sendable (Double) -> Double] = [{ $0 * $0 }, { 1 / $0 }, { _ in .nan }, { $0 * 1e300 }, { sin($0) }, { _ in .infinity }]
    let f = functions[r.int(0...functions.count - 1)]
    let a = r.number(), b = r.number(), fixed = maybe(&r), fixed2 = maybe(&r)
    let stacking: MarkStackingMethod = r.pick([.standard, .normalized, .center, .unstacked])
    let domain: ClosedRange<Double>? = r.chance(0.3) || a.isNaN || b.isNaN ? nil : min(a, b)...max(a, b)
    let maskOpacity = Double(cg(&r))
    let chart = Chart {
        LinePlot(rows, x: .value("X", \.x), y: .value("Y", \.y), series: .value("S", \.name))
            .foregroundStyle(by: .value("S", \.name))
            .opacity(\.alpha)
            .symbolSize(\.size)
        BarPlot(rows, x: .value("X", \.x), yStart: .value("Y", \.y), yEnd: .value("Y2", \.y2))
        PointPlot(rows, x: .value("X", \.x), y: .value("Y", \.y2)).symbol(by: .value("S", \.name))
        LinePlot(rows, x: .value("X", \.x), y: .value("Y", \.y2)).clipShape(RoundedRectangle(cornerRadius: 8))
        // Masks over hostile ranges at hostile opacity, an empty mask and a mask of a mask.
        AreaPlot(rows, x: .value("X", \.x), y: .value("Y", \.y))
            .mask { RectangleMark(xStart: .value("X", a), xEnd: .value("X", b), yStart: .value("Y", b), yEnd: .value("Y", a)).opacity(maskOpacity) }
        LinePlot(rows, x: .value("X", \.y), y: .value("Y", \.x)).mask { }
        PointPlot(rows, x: .value("X", \.y2), y: .value("Y", \.y))
            .mask { LinePlot(rows, x: .value("X", \.x), y: .value("Y", \.y)).mask { RuleMark(y: .value("Y", b)) } }
        PointPlot(rows, x: .value("X", \.x), y: fixed)
        PointPlot(rows, x: fixed, y: .value("Y", \.y))
        // One-dimensional bars, stacked by series, across hostile fixed spans.
        ForEach(Array(rows.enumerated()), id: \.offset) { pair in
            BarMark(x: .value("X", pair.element.y), yStart: fixed, yEnd: fixed2, stacking: stacking)
                .foregroundStyle(by: .value("S", pair.element.name))
            BarMark(xStart: fixed2, xEnd: fixed, y: .value("Y", pair.element.y2), stacking: stacking)
        }
        AreaPlot(x: "x", y: "f", domain: domain, function: f)
        AreaPlot(x: "x", yStart: "lo", yEnd: "hi", domain: domain) { x in (yStart: f(x), yEnd: -f(x)) }
    }
    return AnyView(chart)
}
