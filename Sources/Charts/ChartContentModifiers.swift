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
    /// and the chart shows a legend. Numbers are quantitative, as in Swift Charts: without a
    /// scale of your own they colour along a gradient, with a gradient legend (the
    /// RectangleMark page's heat map: "darker for higher values").
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        var numeric = false
        if case .number = value.value { numeric = true }
        return modified(.styleSeries(seriesName(value.value), numeric: numeric))
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
        return modified { $0.extras.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: finiteOrNil(spacing), content: view)) }
    }

    /// Attaches a view to each mark and says what happens when it would cross the chart's
    /// edge (Swift Charts' `annotation(position:alignment:spacing:overflowResolution:content:)`,
    /// iOS 17): a `.fit` strategy moves it back inside the plot (`.fit(to: .plot)`) or the
    /// chart (`.fit`, `.fit(to: .chart)`) along that axis; `.automatic`, `.disabled` and
    /// `.padScale` leave it where its position puts it (Cairn does not pad the scale).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return modified {
            $0.extras.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: finiteOrNil(spacing), content: view, overflow: overflowResolution))
        }
    }

    /// Sets the order marks draw in (Swift Charts' `zIndex(_:)`): marks with a higher value
    /// draw on top of those with a lower one (default 0); equal values keep declaration order.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.extras.zIndex = value.isFinite ? value : 0 }
    }

    /// Moves the marks by `x` and `y` points (Swift Charts' `offset(x:y:)`); their
    /// annotations move with them.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.extras.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0) }
    }

    /// Moves the marks by `offset` points (Swift Charts' `offset(_:)`).
    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws `symbol` at each point instead of the symbol shape (Swift Charts'
    /// `symbol(symbol:)`): on a point mark, the view replaces the circle; on a line, it sits
    /// on each data point. The view is centred on the point at its ideal size.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.extras.symbolView = view }
    }

    /// Places marks that share a category side by side along `axis` (Swift Charts'
    /// `position(by:axis:span:)`): `span` is the width of the whole group (default: the bar
    /// width, 0.75 of the band). `axis` is accepted; Cairn groups along the bars' base axis,
    /// which is what `nil` means.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let name = seriesName(value.value)
        return modified {
            $0.positionGroup = name
            $0.extras.positionSpan = span
        }
    }

    /// Sets a clip shape for the chart content (Swift Charts' `clipShape(_:style:)`,
    /// https://developer.apple.com/documentation/charts/chartcontent/clipshape(_:style:)): "The
    /// shape fills each mark's frame" — a bar's or rectangle's rectangle, a point's symbol
    /// square, a rule's extent widened by its line width, a line's or area's bounds — and the
    /// mark draws only inside it (`Circle()` turns a bar into the circle inscribed in it).
    /// `style` is the fill rule used to rasterise the shape.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyShape(shape)
        return modified {
            $0.extras.clipShape = clip
            $0.extras.clipStyle = style
        }
    }

    /// Masks the content with the alpha of other chart content (Swift Charts'
    /// `mask(content:)`, iOS 16: "Masks chart content using the alpha channel of the specified
    /// content", https://developer.apple.com/documentation/charts/chartcontent/mask(content:)).
    /// The mask's marks are plotted on the chart's scales — they count toward its domains as
    /// any content in the chart does (Apple does not say; Cairn's reading) — and are drawn
    /// only as the mask: the content shows where they are opaque, fades where they are
    /// translucent, and is hidden elsewhere. Their annotations and symbol views are not drawn.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        var marks: [MarkRecord] = []
        collectMarks(content(), into: &marks)
        let mask = ChartMask(marks: marks)
        return modified { $0.extras.mask = mask }
    }

    /// Labels the marks for accessibility (Swift Charts' `accessibilityLabel(_:)`): still
    /// images have no accessibility tree, so nothing is drawn and nothing changes.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    /// Labels the marks for accessibility with a string; nothing is drawn.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }

    /// Labels the marks for accessibility with a localized key; nothing is drawn.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { self }

    /// Gives the marks an accessibility value (Swift Charts' `accessibilityValue(_:)`); nothing
    /// is drawn.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }

    /// Gives the marks an accessibility value as a string; nothing is drawn.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }

    /// Gives the marks an accessibility value as a localized key; nothing is drawn.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { self }

    /// Hides the marks from accessibility (Swift Charts' `accessibilityHidden(_:)`); they are
    /// still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
