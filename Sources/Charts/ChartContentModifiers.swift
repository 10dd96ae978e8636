import Cairn
import Foundation

extension ChartContent {
    /// Fills or strokes the marks with `style` (a colour or gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let color = style as? Color
        return modified {
            $0.extras.style = AnyShapeStyle(style)
            $0.extras.styleColor = color
        }
    }

    /// Colours the marks by series: each distinct value gets the next colour of the chart's
    /// foreground style scale (the default palette unless `chartForegroundStyleScale` maps it),
    /// and the chart shows a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.styleSeries(seriesName(value.value)))
    }

    /// Places marks that share a category side by side, one slot per distinct value
    /// (grouped bars), instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>) -> some ChartContent {
        modified(.positionGroup(seriesName(value.value)))
    }

    /// Draws the points with a symbol per series: circle, square, triangle, diamond, ...
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.symbolSeries(seriesName(value.value)))
    }

    /// Draws the points with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified { $0.extras.symbol = symbol }
    }

    /// Sets the area of point symbols, in square points (Swift Charts' `symbolSize(_ area:)`).
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { $0.extras.symbolSize = area.isFinite ? max(0, area) : nil }
    }

    /// Represents data using line styles (Swift Charts' `lineStyle(by:)`, "Represents data using
    /// line styles", iOS 16): each distinct value is its own line series, stroked with the next
    /// style of the chart's line style scale, and the legend shows a short line in that style
    /// per value. `chartLineStyleScale` maps values to your own `StrokeStyle`s. Apple does not
    /// document the default styles; Cairn cycles through 2-point round-capped strokes: solid,
    /// dashed (6 on, 4 off), dotted (0 on, 4 off, which round caps draw as dots), dash-dot
    /// (6, 4, 0, 4) and long dashes (12, 4). The series' colour is unchanged (use
    /// `foregroundStyle(by:)` too to colour them).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.lineStyleSeries(seriesName(value.value)))
    }

    /// Represents data using symbol sizes (Swift Charts' `symbolSize(by:)`, "Represents data
    /// using symbol sizes", iOS 16). A number maps linearly onto the symbol's area over the
    /// data's range, smallest value → smallest area; categories take evenly spaced areas in
    /// order of appearance. `chartSymbolSizeScale(domain:range:)` and
    /// `chartSymbolSizeScale(_:)` set the domain, the range of areas or a mapping. Apple does
    /// not document the default range; Cairn's is 16...256 square points (diameters 4.5...18
    /// points; the default symbol, 8 points wide, is about 50). An explicit `symbolSize(_:)`
    /// wins over the encoding.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.sizeValue(value.value))
    }

    /// Sets how a line or area connects its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Sets the stroke of lines and rules (default: 2 points for lines, 1 for rules).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.extras.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles (Swift Charts' default style is `.circular`).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified {
            $0.extras.cornerRadius = radius.isFinite ? max(0, radius) : 0
            $0.extras.cornerStyle = style
        }
    }

    /// Sets the marks' opacity (multiplied with their style's).
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
    }

    /// Attaches a view to each mark, at `position` (automatic: above a vertical bar's end or a
    /// point), `spacing` points away (default 4).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return modified { $0.extras.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view)) }
    }
}
