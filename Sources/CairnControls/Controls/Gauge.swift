import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that shows a value within a range, drawn by the gauge style in the environment
/// (default on iOS: `.linearCapacity`, Apple: "a gauge that displays a bar that fills from
/// leading to trailing edges as the value increases").
///
/// - `.linearCapacity`: the label (and the current-value label at the trailing end) above a
///   4-point capsule bar in `systemFill` filled in the tint to the value, the minimum and
///   maximum labels below it at its ends.
/// - `.accessoryCircularCapacity`: a closed 58-point ring (6 points wide) in `systemFill`,
///   filled clockwise from the top in the tint, the current-value label in its centre.
/// - `.accessoryCircular`: an open ring (a 270° arc, gap at the bottom) with a knob at the
///   value, the current-value label in its centre and the min/max labels in the gap (Apple:
///   "Otherwise, the gauge places its label in that location").
/// - `.accessoryLinear`: a bar with a knob at the value, the min/max labels at its leading and
///   trailing ends, or else the current-value label at its leading end (Apple's wording).
/// - `.accessoryLinearCapacity`: a bar filled to the value, the min/max labels at its ends, the
///   label above and the current-value label below (Apple's wording).
/// A gradient tint (`.tint(Gradient(colors: …))`) is drawn along the track: the whole track in
/// the gradient under the knob styles, the filled part (its colours where they fall on the
/// whole track) under the capacity styles. The bar's 6-point thickness and the 8-point knob of
/// the accessory styles are Cairn's estimates (Apple publishes none).
/// The value is clamped to the range; an empty range shows 0.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, PrimitiveView {
    let fraction: CGFloat
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// The accessory gauges' diameter: 58 points (Cairn's choice near Apple's accessory
    /// circular widget size).
    public static var accessoryDiameter: CGFloat { 58 }

    /// Never evaluated: `Gauge` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        func part<V: View>(_ view: V) -> StyleConfigurationLabel { .init(view.inStyleScope(GaugeStyleKind.self, of: context)) }
        let configuration = GaugeStyleConfiguration(
            value: Double(fraction), label: part(label),
            currentValueLabel: currentValueLabel.map(part),
            minimumValueLabel: minimumValueLabel.map(part),
            maximumValueLabel: maximumValueLabel.map(part))
        return context.child(0).resolveStyled(GaugeStyleKind.self, configuration)
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
    BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel {
    /// The gauge a style's configuration describes, drawn by the style in effect outside the
    /// styled gauge (Apple: "useful for custom gauge styles that modify the current gauge
    /// style").
    public init(_ configuration: GaugeStyleConfiguration) {
        fraction = CGFloat(configuration.value)
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        minimumValueLabel = configuration.minimumValueLabel
        maximumValueLabel = configuration.maximumValueLabel
    }
}

extension Gauge {
    /// A gauge of `value` in `bounds` with a label, a current-value label and bound labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = CairnControls.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = CairnControls.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = CairnControls.fraction(value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// A type that draws a gauge from its configuration, as in SwiftUI.
public protocol GaugeStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The gauge drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the gauge being drawn.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge a `GaugeStyle` draws.
public struct GaugeStyleConfiguration {
    /// A type-erased gauge label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased current-value label.
    public typealias CurrentValueLabel = StyleConfigurationLabel
    /// A type-erased bound label.
    public typealias MarkedValueLabel = StyleConfigurationLabel
    /// The value's position in the range, 0...1.
    public let value: Double
    /// The label.
    public var label: Label
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value's label, if any.
    public var minimumValueLabel: MarkedValueLabel?
    /// The maximum value's label, if any.
    public var maximumValueLabel: MarkedValueLabel?
}

/// A bar that fills from the leading edge (iOS's default gauge; see `Gauge`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    /// The labels around the bar.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let f = CGFloat(configuration.value)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    configuration.label
                    Spacer(minLength: 0)
                    configuration.currentValueLabel
                }
                ControlArtwork(name: "GaugeBar", size: { p in CGSize(width: p.width ?? 100, height: 4) }) { frame, env, list in
                    list.fill(Path(roundedRect: frame, cornerRadius: 2, style: .circular), env.controlPalette.systemFill)
                    if f > 0 {
                        list.append(.fill(Path(roundedRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width * f, height: frame.height), cornerRadius: 2, style: .circular),
                                          GaugeTint.barPaint(env, frame), FillStyle()))
                    }
                }
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// A closed ring that fills clockwise (see `Gauge`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The circular capacity style.
    public init() {}
    /// The ring with the current value inside.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, open: false)
    }
}

/// An open ring with a knob at the value (see `Gauge`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The circular style.
    public init() {}
    /// The open ring with the current value inside and the bounds in the gap.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, open: true)
    }
}

/// The ring of the accessory gauge styles.
struct GaugeRing: View {
    let configuration: GaugeStyleConfiguration
    let open: Bool
    var body: some View {
        EnvironmentReader { env in
            let f = CGFloat(configuration.value)
            let d = Gauge<EmptyView, EmptyView, EmptyView>.accessoryDiameter
            let open = self.open
            ZStack {
                ControlArtwork(name: "GaugeRing", size: { _ in CGSize(width: d, height: d) }) { frame, env, list in
                    let c = CGPoint(x: frame.minX + d / 2, y: frame.minY + d / 2), r = d / 2 - 3
                    let start = open ? Angle.degrees(135) : Angle.degrees(-90)
                    let sweep = open ? 270.0 : 360.0
                    var track = Path()
                    track.addArc(center: c, radius: r, startAngle: start, endAngle: .degrees(start.degrees + sweep), clockwise: false)
                    let ring = GaugeTint.ringPaint(env, center: c, start: start, sweep: sweep)
                    // A gradient tint draws the whole open ring; otherwise the track is `systemFill`.
                    let gradientTrack = open && env.tintGradient != nil
                    if !track.isEmpty {
                        list.append(.stroke(track, gradientTrack ? ring : .color(env.controlPalette.systemFill.resolved),
                                            StrokeStyle(lineWidth: 6, lineCap: open ? .round : .butt)))
                    }
                    if open {
                        let a = (start.degrees + sweep * Double(f)) * Double.pi / 180
                        GaugeTint.knob(env, at: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)), value: f, into: &list)
                    } else if f > 0 {
                        var fill = Path()
                        fill.addArc(center: c, radius: r, startAngle: start, endAngle: .degrees(start.degrees + sweep * Double(f)), clockwise: false)
                        list.append(.stroke(fill, ring, StrokeStyle(lineWidth: 6)))
                    }
                }
                configuration.currentValueLabel.font(.system(size: 15, weight: .medium))
                if open {
                    Group {
                        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                            HStack(spacing: 14) {
                                configuration.minimumValueLabel
                                configuration.maximumValueLabel
                            }
                        } else {
                            configuration.label
                        }
                    }
                    .font(.system(size: 9))
                    .foregroundStyle(.secondary)
                    .offset(y: d / 2 - 6)
                }
            }
        }
    }
}

/// A bar with a knob at the value (see `Gauge`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}
    /// The bar between the bound labels, or after the current-value label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                configuration.minimumValueLabel
                GaugeBar(value: configuration.value, knob: true)
                configuration.maximumValueLabel
            } else {
                configuration.currentValueLabel
                GaugeBar(value: configuration.value, knob: true)
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}

/// A bar that fills with the value, labelled above and below (see `Gauge`).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}
    /// The label, the bar between the bound labels, the current-value label.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                HStack(spacing: 6) {
                    configuration.minimumValueLabel
                    GaugeBar(value: configuration.value, knob: false)
                    configuration.maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                configuration.currentValueLabel
            }
        }
    }
}

/// The 6-point capsule bar of the accessory linear styles: filled to the value (capacity) or
/// with an 8-point knob at it; a gradient tint spans the whole bar.
struct GaugeBar: View {
    let value: Double
    let knob: Bool
    var body: some View {
        let f = CGFloat(value)
        let knob = self.knob
        ControlArtwork(name: "GaugeBar", size: { p in CGSize(width: p.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? 100, height: 8) }) { frame, env, list in
            let bar = CGRect(x: frame.minX, y: frame.midY - 3, width: frame.width, height: 6)
            let paint = GaugeTint.barPaint(env, bar)
            if knob {
                let gradientTrack = env.tintGradient != nil
                list.append(.fill(Path(roundedRect: bar, cornerRadius: 3, style: .circular),
                                  gradientTrack ? paint : .color(env.controlPalette.systemFill.resolved), FillStyle()))
                let x = bar.minX + 3 + max(bar.width - 6, 0) * f
                GaugeTint.knob(env, at: CGPoint(x: x, y: bar.midY), value: f, into: &list)
            } else {
                list.fill(Path(roundedRect: bar, cornerRadius: 3, style: .circular), env.controlPalette.systemFill)
                if f > 0 {
                    list.append(.fill(Path(roundedRect: CGRect(x: bar.minX, y: bar.minY, width: bar.width * f, height: bar.height), cornerRadius: 3, style: .circular),
                                      paint, FillStyle()))
                }
            }
        }
    }
}

/// How a gauge draws its tint: a colour, or the tint gradient laid along the track.
enum GaugeTint {
    /// A bar's paint: the gradient from the bar's leading to its trailing end, else the tint.
    static func barPaint(_ env: EnvironmentValues, _ bar: CGRect) -> Paint {
        guard let g = env.tintGradient else { return .color(env.controlTint.resolved) }
        let rtl = env.layoutDirection == .rightToLeft
        return .linearGradient(stops: g.normalizedStops, start: CGPoint(x: rtl ? bar.maxX : bar.minX, y: bar.midY),
                               end: CGPoint(x: rtl ? bar.minX : bar.maxX, y: bar.midY))
    }

    /// A ring's paint: the gradient around the arc from `start` over `sweep` degrees, else the tint.
    static func ringPaint(_ env: EnvironmentValues, center: CGPoint, start: Angle, sweep: Double) -> Paint {
        guard let g = env.tintGradient else { return .color(env.controlTint.resolved) }
        return .angularGradient(stops: g.normalizedStops, center: center, startAngle: start, endAngle: .degrees(start.degrees + sweep))
    }

    /// The knob at `center` for the value `f`: in the tint; on a gradient track (the same
    /// colours under it) in the gradient's colour there, ringed 2 points wide in the system
    /// background so it stands out (Cairn's estimate of the marker's gap).
    static func knob(_ env: EnvironmentValues, at center: CGPoint, value f: CGFloat, into list: inout DisplayList) {
        if env.tintGradient != nil {
            list.fill(Path(ellipseIn: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12)), env.controlPalette.background)
        }
        list.knob(center: center, diameter: 8, color: color(env, at: f))
    }

    /// The knob's colour at fraction `f` of the track: the gradient's colour there (sRGB
    /// interpolation between the stops around it), else the tint.
    static func color(_ env: EnvironmentValues, at f: CGFloat) -> Color {
        guard let g = env.tintGradient else { return env.controlTint }
        let stops = g.normalizedStops
        guard let first = stops.first, let last = stops.last else { return env.controlTint }
        let t = f.isFinite ? min(max(f, 0), 1) : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let u = span > 0 ? Double((t - a.location) / span) : 1
            let ca = a.color.resolved, cb = b.color.resolved
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * u }
            return Color(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                         opacity: mix(ca.opacity, cb.opacity))
        }
        return last.color
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a knob at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar that fills with the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills from the leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The default gauge style (linear capacity on iOS).
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring that fills clockwise.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a knob at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// Gauge styles in the environment (see `StyleStack`).
enum GaugeStyleKind: StyleKind {
    static var name: String { "GaugeStyle" }
    static func automatic(_ configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(LinearCapacityGaugeStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the gauges in this view with `style`; inside its `makeBody`,
    /// `Gauge(configuration)` draws with the style in effect outside this one.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self.style(GaugeStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}
