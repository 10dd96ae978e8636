import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

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
///   value, the current-value label in its centre and the min/max labels in the gap.
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

    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let f = fraction
        let secondary = context.environment.controlPalette.secondaryLabel
        switch context.environment.gaugeStyle {
        case .linearCapacity:
            let bar = ControlArtwork(name: "GaugeBar", size: { p in CGSize(width: p.width ?? 100, height: 4) }) { frame, env, list in
                list.fill(Path(roundedRect: frame, cornerRadius: 2, style: .circular), env.controlPalette.systemFill)
                if f > 0 {
                    list.fill(Path(roundedRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width * f, height: frame.height), cornerRadius: 2, style: .circular), env.controlTint)
                }
            }
            return context.resolve(VStack(alignment: .leading, spacing: 4) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    currentValueLabel
                }
                bar
                HStack {
                    minimumValueLabel
                    Spacer(minLength: 0)
                    maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(secondary)
            })
        case .accessoryCircularCapacity, .accessoryCircular:
            let open = context.environment.gaugeStyle == .accessoryCircular
            let d = Self.accessoryDiameter
            let ring = ControlArtwork(name: "GaugeRing", size: { _ in CGSize(width: d, height: d) }) { frame, env, list in
                let c = CGPoint(x: frame.minX + d / 2, y: frame.minY + d / 2), r = d / 2 - 3
                let start = open ? Angle.degrees(135) : Angle.degrees(-90)
                let sweep = open ? 270.0 : 360.0
                var track = Path()
                track.addArc(center: c, radius: r, startAngle: start, endAngle: .degrees(start.degrees + sweep), clockwise: false)
                list.stroke(track, env.controlPalette.systemFill, width: 6, cap: open ? .round : .butt)
                if open {
                    let a = (start.degrees + sweep * Double(f)) * Double.pi / 180
                    list.knob(center: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)), diameter: 8, color: env.controlTint)
                } else if f > 0 {
                    var fill = Path()
                    fill.addArc(center: c, radius: r, startAngle: start, endAngle: .degrees(start.degrees + sweep * Double(f)), clockwise: false)
                    list.stroke(fill, env.controlTint, width: 6)
                }
            }
            return context.resolve(ZStack {
                ring
                currentValueLabel.font(.system(size: 15, weight: .medium))
                if open {
                    HStack(spacing: 14) {
                        minimumValueLabel
                        maximumValueLabel
                    }
                    .font(.system(size: 9))
                    .foregroundStyle(secondary)
                    .offset(y: d / 2 - 6)
                }
            })
        }
    }
}

extension Gauge {
    /// A gauge of `value` in `bounds` with a label, a current-value label and bound labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = CairnViews.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = CairnViews.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = CairnViews.fraction(value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// The gauge styles Cairn draws.
public protocol GaugeStyle {}

/// A bar that fills from the leading edge (iOS's default gauge).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
}

/// A closed ring that fills clockwise.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The circular capacity style.
    public init() {}
}

/// An open ring with a knob at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The circular style.
    public init() {}
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

enum GaugeStyleChoice: Sendable { case linearCapacity, accessoryCircularCapacity, accessoryCircular }

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleChoice { .linearCapacity } }

extension EnvironmentValues {
    /// The gauge style in effect.
    var gaugeStyle: GaugeStyleChoice {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges in this view with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let choice: GaugeStyleChoice = style is AccessoryCircularCapacityGaugeStyle ? .accessoryCircularCapacity
            : style is AccessoryCircularGaugeStyle ? .accessoryCircular : .linearCapacity
        return environment(\.gaugeStyle, choice)
    }
}
