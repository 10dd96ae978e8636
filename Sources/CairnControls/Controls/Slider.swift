import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A control for picking a value from a range, drawn as `UISlider` (HIG "Sliders": "As a
/// slider's value changes, the portion of track between the minimum value and the thumb
/// fills with color"):
///
/// - iOS 17 (`DesignEra.iOS17`): a 4-point capsule track in `systemFill`, the part left of
///   the knob in the tint colour, and a 28-point white round knob at the value (UIKit's
///   slider metrics).
/// - iOS 26 (`DesignEra.iOS26`): a 6-point capsule track, filled in the tint up to the
///   thumb's centre, and a white 38 × 24 capsule thumb (see `ControlMetrics` for the sources).
///
/// The slider takes the width it is offered (unspecified: `Slider.idealWidth`, Cairn's
/// choice where SwiftUI documents none; never narrower than its knob) and is 30 points tall,
/// `UISlider`'s standard height. A value outside the range is drawn clamped, as SwiftUI
/// draws it; NaN is drawn at the minimum.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: CGFloat
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    /// The marks drawn on the track (`ticks:` or `tick:`, iOS 26): each tick's fraction of
    /// the range, in `0...1`.
    var tickFractions: [CGFloat] = []
    /// Where the tinted part of the track starts (`neutralValue:`, iOS 26), as a fraction of
    /// the range; nil: the minimum.
    var neutralFraction: CGFloat? = nil
    /// Sets the bound value from a script (`AnimationTimeline.setValue(_:of:at:)`).
    var scriptSetter: (Any) -> String? = { _ in "this slider has no binding" }

    /// The slider's height: `UISlider`'s standard 30 points.
    public static var height: CGFloat { 30 }
    /// The width a slider takes when offered no width (Cairn's choice).
    public static var idealWidth: CGFloat { 100 }
    /// The knob's diameter: 28 points.
    public static var knobDiameter: CGFloat { 28 }

    /// Never evaluated: `Slider` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let f = fraction
        let marks = SliderMarks(ticks: tickFractions, neutral: neutralFraction)
        let track = ControlArtwork(name: "Slider", sizeIn: { p, env in
            let m = env.controlMetrics
            return CGSize(width: max(p.width ?? Self.idealWidth, m.sliderThumb.width), height: m.sliderHeight)
        }) { frame, env, list in
            if env.sliderThumbVisibility == .hidden {
                Self.drawThumbless(fraction: f, marks: marks, in: frame, env, into: &list)
                return
            }
            if env.designEra == .iOS26 {
                Self.drawIOS26(fraction: f, marks: marks, in: frame, env, into: &list)
                return
            }
            let palette = env.controlPalette
            let tint = env.isEnabled ? env.controlTint : palette.tertiaryLabel
            let d = Self.knobDiameter
            let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            list.fill(Path(roundedRect: track, cornerRadius: 2), palette.systemFill)
            let travel = { (x: CGFloat) in frame.minX + d / 2 + (frame.width - d) * x }
            let knobX = travel(f)
            let fill = marks.fill(to: knobX, along: track, travel: travel)
            list.fill(Path(roundedRect: CGRect(x: fill.lowerBound, y: track.minY, width: fill.upperBound - fill.lowerBound, height: 4), cornerRadius: 2), tint)
            marks.drawTicks(along: track, travel: travel, filled: fill, env, into: &list)
            list.knob(center: CGPoint(x: knobX, y: frame.midY), diameter: d, color: palette.knob)
        }
        let nodes: [ViewNode]
        if minimumValueLabel == nil && maximumValueLabel == nil {
            nodes = context.resolve(track)
        } else {
            // Value labels sit at the ends, 8 points from the track (UIKit's value image spacing).
            nodes = context.resolve(HStack(spacing: 8) {
                minimumValueLabel
                track
                maximumValueLabel
            })
        }
        // The label is not drawn on iOS; it still names the slider (for scripts, as for VoiceOver).
        let labelNodes = context.child(7).resolve(label)
        InteractionTarget.attach(kind: "Slider", labelNodes: labelNodes, to: nodes, environment: context.environment, tap: nil, setValue: scriptSetter)
        return nodes
    }

    /// iOS 26's slider in `frame`: the 6-point track in `systemFill`, the tint up to the
    /// thumb's centre, the 38 × 24 capsule thumb centred at `fraction` of the travel (its
    /// centre 19 points in from either end).
    static func drawIOS26(fraction f: CGFloat, marks: SliderMarks = SliderMarks(), in frame: CGRect, _ env: EnvironmentValues, into list: inout DisplayList) {
        let m = env.controlMetrics
        let palette = env.controlPalette
        let tint = env.isEnabled ? env.controlTint : palette.tertiaryLabel
        let thumb = m.sliderThumb, t = m.sliderTrack
        let track = CGRect(x: frame.minX, y: frame.midY - t / 2, width: frame.width, height: t)
        list.fill(Path(roundedRect: track, cornerRadius: t / 2, style: .circular), palette.systemFill, in: env)
        let travel = { (x: CGFloat) in frame.minX + thumb.width / 2 + max(frame.width - thumb.width, 0) * x }
        let thumbX = travel(f)
        let fill = marks.fill(to: thumbX, along: track, travel: travel)
        list.fill(Path(roundedRect: CGRect(x: fill.lowerBound, y: track.minY, width: fill.upperBound - fill.lowerBound, height: t), cornerRadius: t / 2, style: .circular), tint, in: env)
        marks.drawTicks(along: track, travel: travel, filled: fill, env, into: &list)
        list.pillKnob(CGRect(x: thumbX - thumb.width / 2, y: frame.midY - thumb.height / 2, width: thumb.width, height: thumb.height), color: palette.knob)
    }

    /// A slider whose thumb is hidden (`.sliderThumbVisibility(.hidden)`, iOS 26): the era's
    /// track, filled in the tint from the minimum to `fraction` of its whole length, as a
    /// progress bar. With no thumb to keep clear of the ends, the fill is measured along the
    /// full track (Cairn's estimate: Apple documents the hidden thumb, not the fill's end).
    static func drawThumbless(fraction f: CGFloat, marks: SliderMarks = SliderMarks(), in frame: CGRect, _ env: EnvironmentValues, into list: inout DisplayList) {
        let palette = env.controlPalette
        let tint = env.isEnabled ? env.controlTint : palette.tertiaryLabel
        let t: CGFloat = env.designEra == .iOS26 ? env.controlMetrics.sliderTrack : 4
        let track = CGRect(x: frame.minX, y: frame.midY - t / 2, width: frame.width, height: t)
        list.fill(Path(roundedRect: track, cornerRadius: t / 2, style: .circular), palette.systemFill, in: env)
        let travel = { (x: CGFloat) in track.minX + track.width * x }
        let fill = marks.fill(to: travel(f), along: track, travel: travel)
        if fill.upperBound > fill.lowerBound {
            list.fill(Path(roundedRect: CGRect(x: fill.lowerBound, y: track.minY, width: fill.upperBound - fill.lowerBound, height: t), cornerRadius: t / 2, style: .circular), tint, in: env)
        }
        marks.drawTicks(along: track, travel: travel, filled: fill, env, into: &list)
    }
}

private struct SliderThumbVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether sliders draw their thumb (`.sliderThumbVisibility(_:)`).
    var sliderThumbVisibility: Visibility {
        get { self[SliderThumbVisibilityKey.self] }
        set { self[SliderThumbVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the thumb of the sliders in this view (iOS 26; Apple: "use this modifier
    /// to override the default slider thumb visibility"). Hidden, a slider draws its track
    /// filled up to its value, without a thumb; `.automatic` and `.visible` draw the thumb.
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
        environment(\.sliderThumbVisibility, visibility)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` showing `value` (seed 003: `Slider(value: $w, in: 10...300)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.fraction = CairnControls.fraction(value.wrappedValue, in: bounds)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: nil)
        self.label = EmptyView()
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }

    /// A slider over `bounds` showing `value`; `step` does not change a still picture.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: step)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label (not drawn on iOS, as in SwiftUI).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.fraction = CairnControls.fraction(value.wrappedValue, in: bounds)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: nil)
        self.label = label()
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` moving by `step`, with an accessibility label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: step)
    }
}

extension Slider {
    /// A slider with views at its minimum and maximum ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.fraction = CairnControls.fraction(value.wrappedValue, in: bounds)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: nil)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider over `bounds` moving by `step`, with views at its minimum and maximum ends
    /// (`Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`);
    /// `step` snaps scripted values and does not change a still picture.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        self.scriptSetter = sliderScriptSetter(value, bounds, step: step)
    }
}

/// A slider's scripted setter: any number, clamped to `bounds` (and to `enabledBounds`, the
/// values a person can pick, when given) and snapped to `step` from the lower bound (as
/// dragging the knob gives); NaN is refused.
func sliderScriptSetter<V: BinaryFloatingPoint>(_ binding: Binding<V>, _ bounds: ClosedRange<V>, step: V.Stride?, enabled: ClosedRange<V>? = nil) -> (Any) -> String? where V.Stride: BinaryFloatingPoint {
    { value in
        guard let v = scriptedNumber(value, as: V.self), !v.isNaN else { return "a Slider takes a number, not \(value)" }
        var x = min(max(v, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            let s = V(step)
            x = min(bounds.lowerBound + ((x - bounds.lowerBound) / s).rounded() * s, bounds.upperBound)
        }
        if let enabled {
            x = min(max(x, enabled.lowerBound), enabled.upperBound)
        }
        binding.wrappedValue = x
        return nil
    }
}
