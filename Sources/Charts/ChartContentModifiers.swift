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
