import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

// iOS 26's slider ticks, neutral value and enabled bounds (Apple, `SliderTick`: "A
// representation of a tick in a slider, with associated value and optional label").
//
// What Cairn draws, and why:
// - A tick is a dot on the track at its value, where the thumb's centre stands at that value
//   (so the thumb covers the tick of the current value). Apple publishes no size or colour:
//   **Cairn's estimate** is a dot two points narrower than the track (4 points on iOS 26's
//   6-point track, 2 on iOS 17's 4-point one), `tertiaryLabel` on the bare track and white at
//   55 % on the tinted part, so both read against their ground.
// - A tick's label, like the slider's `label` and `currentValueLabel`, is not drawn on iOS:
//   the iPhone slider shows no text (Apple, `Slider`: "Not all slider styles show the label,
//   but even in those cases, SwiftUI uses the label for accessibility").
// - Ticks outside the slider's range, NaN or infinite values draw nothing.
// - A slider made with `step:` alone draws no ticks: Apple's documentation describes ticks
//   only through `ticks:` and `tick:`.

/// A type that provides content for a `SliderTickBuilder`: the ticks of a slider (iOS 26).
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The collection of ticks this content makes.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The ticks this content makes, in order.
    var body: Body { get }
}

/// A tick in a slider, at a value, with an optional label (iOS 26; Apple: "A representation of
/// a tick in a slider, with associated value and optional label"). Cairn draws it as a dot on
/// the track; its label is for accessibility and is not drawn on iOS.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable {
    /// The slider's value type.
    public typealias Value = V

    /// The identity of a tick: its value.
    public struct ID: Hashable, Sendable {
        let bits: UInt64
    }

    /// The value the tick marks.
    public let value: V
    /// The tick's label (not drawn on iOS; kept for accessibility and scripts).
    let label: AnyView?

    /// A tick at `value`, without a label.
    public init(_ value: V) {
        self.value = value
        self.label = nil
    }

    /// A labelled tick at `value`.
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = AnyView(label())
    }

    /// A tick at `value` labelled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        self.label = AnyView(Text(titleKey))
    }

    /// A tick at `value` labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, _ value: V) {
        self.value = value
        self.label = AnyView(Text(title))
    }

    /// The tick's identity, from its value.
    public var id: ID { ID(bits: Double(value).bitPattern) }

    /// The tick itself, as a one-element collection.
    public var body: CollectionOfOne<SliderTick<V>> { CollectionOfOne(self) }
}

/// Ticks gathered by a `SliderTickBuilder` from several statements (iOS 26).
public struct TupleSliderTickContent<Value: BinaryFloatingPoint>: SliderTickContent {
    /// The ticks, in the order written.
    public let body: [SliderTick<Value>]

    init(_ ticks: [SliderTick<Value>]) { body = ticks }
}

/// Slider ticks made for each element of a collection (iOS 26; Apple: "A type of slider
/// content that creates content by iterating over a collection").
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    /// The slider's value type.
    public typealias Value = Content.Value

    /// The ticks of every element, in the collection's order.
    public let body: [SliderTick<Content.Value>]

    /// Ticks for each element of `data`, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }

    /// Ticks for each element of `data`, identified by their own identity.
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }
}

/// A result builder that gathers `SliderTick`s for a `Slider`'s `ticks:` closure (iOS 26):
/// statements, `if`, `if`–`else` and `for` loops.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    /// No ticks.
    public static func buildBlock() -> TupleSliderTickContent<V> { TupleSliderTickContent([]) }

    /// The ticks of every statement, in order.
    public static func buildBlock(_ content: TupleSliderTickContent<V>...) -> TupleSliderTickContent<V> {
        TupleSliderTickContent(content.flatMap(\.body))
    }

    /// One statement's ticks.
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> TupleSliderTickContent<V> where C.Value == V {
        TupleSliderTickContent(Array(content.body))
    }

    /// The ticks of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ content: TupleSliderTickContent<V>?) -> TupleSliderTickContent<V> {
        content ?? TupleSliderTickContent([])
    }

    /// The ticks of an `if`'s first branch.
    public static func buildEither(first: TupleSliderTickContent<V>) -> TupleSliderTickContent<V> { first }

    /// The ticks of an `else` branch.
    public static func buildEither(second: TupleSliderTickContent<V>) -> TupleSliderTickContent<V> { second }

    /// The ticks of every pass of a `for` loop.
    public static func buildArray(_ contents: [TupleSliderTickContent<V>]) -> TupleSliderTickContent<V> {
        TupleSliderTickContent(contents.flatMap(\.body))
    }
}

/// The marks a slider draws on its track: its ticks and where its tint starts.
struct SliderMarks: Sendable {
    /// Each tick's fraction of the range, in `0...1`.
    var ticks: [CGFloat] = []
    /// The neutral value's fraction of the range; nil: the minimum.
    var neutral: CGFloat? = nil

    /// The tinted span of `track` with the thumb's centre at `x`: from the track's start (or
    /// the neutral value's position, `travel(neutral)`, the track's ends at 0 and 1) to `x`.
    func fill(to x: CGFloat, along track: CGRect, travel: (CGFloat) -> CGFloat) -> ClosedRange<CGFloat> {
        guard let n = neutral else { return track.minX...max(x, track.minX) }
        let start = n <= 0 ? track.minX : n >= 1 ? track.maxX : travel(n)
        return min(start, x)...max(start, x)
    }

    /// The tick dots on `track`, each at `travel(fraction)` kept inside the track, white on the
    /// tinted span `filled` and `tertiaryLabel` elsewhere (Cairn's estimate, see above).
    func drawTicks(along track: CGRect, travel: (CGFloat) -> CGFloat, filled: ClosedRange<CGFloat>, _ env: EnvironmentValues, into list: inout DisplayList) {
        guard !ticks.isEmpty, track.width > 0 else { return }
        let d = max(track.height - 2, 2), r = d / 2
        let bare = env.controlPalette.tertiaryLabel, onTint = Color.white.opacity(0.55)
        for f in ticks {
            let x = min(max(travel(f), track.minX + r), track.maxX - r)
            let dot = Path(ellipseIn: CGRect(x: x - r, y: track.midY - r, width: d, height: d))
            list.fill(dot, filled.contains(x) && filled.upperBound > filled.lowerBound ? onTint : bare, in: env)
        }
    }
}

/// The largest number of steps whose ticks `Slider(value:in:step:…tick:)` asks for: beyond it
/// (a step of 0.001 over 0...10 is 10,001) the dots would merge into a line, so the closure is
/// not called and no ticks are drawn (Cairn's limit).
let sliderTickStepLimit = 1_001

/// Each tick's fraction of `bounds`, dropping ticks outside the range or not finite.
func sliderTickFractions<V: BinaryFloatingPoint>(_ ticks: some Sequence<SliderTick<V>>, in bounds: ClosedRange<V>) -> [CGFloat] {
    let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
    guard lo.isFinite, hi.isFinite, hi > lo else { return [] }
    return ticks.compactMap { tick in
        let v = Double(tick.value)
        guard v.isFinite, v >= lo, v <= hi else { return nil }
        return CGFloat((v - lo) / (hi - lo))
    }
}

/// The ticks `tick` gives for each step of `bounds` (from the lower bound by `step`), or none
/// when the step is not positive and finite or there are more than `sliderTickStepLimit` steps.
func sliderStepTicks<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>, step: V.Stride, tick: (V) -> SliderTick<V>?) -> [SliderTick<V>] where V.Stride: BinaryFloatingPoint {
    let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound), s = Double(step)
    guard lo.isFinite, hi.isFinite, hi >= lo, s.isFinite, s > 0 else { return [] }
    let count = ((hi - lo) / s + 1e-9).rounded(.down) + 1
    guard count <= Double(sliderTickStepLimit) else { return [] }
    return (0..<Int(count)).compactMap { tick(V(lo + Double($0) * s)) }
}

/// The neutral value's fraction of `bounds` (clamped), or nil for none or NaN.
func sliderNeutralFraction<V: BinaryFloatingPoint>(_ neutral: V?, in bounds: ClosedRange<V>) -> CGFloat? {
    guard let neutral, !neutral.isNaN else { return nil }
    return fraction(neutral, in: bounds)
}

extension Slider {
    /// Sets iOS 26's marks (ticks, neutral value) and the scripted setter's step and enabled
    /// bounds.
    fileprivate mutating func mark<V: BinaryFloatingPoint>(
        _ value: Binding<V>, _ bounds: ClosedRange<V>, step: V.Stride?, enabled: ClosedRange<V>?, ticks: [SliderTick<V>] = [], neutral: V?
    ) where V.Stride: BinaryFloatingPoint {
        scriptSetter = sliderScriptSetter(value, bounds, step: step, enabled: enabled)
        tickFractions = sliderTickFractions(ticks, in: bounds)
        neutralFraction = sliderNeutralFraction(neutral, in: bounds)
    }

    /// A slider with a neutral value, enabled bounds, labels and ticks (iOS 26:
    /// `init(value:in:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:ticks:onEditingChanged:)`).
    /// The tint runs from `neutralValue` to the thumb; `enabledBounds` limits the values a
    /// script can set (the picture is unchanged); `currentValueLabel` is not drawn on iOS.
    public init<V: BinaryFloatingPoint, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Ticks.Value == V, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, ticks: Array(ticks().body), neutral: neutralValue)
    }

    /// A slider moving by `step` whose `tick` closure makes the tick of each step, or nil for
    /// none (iOS 26:
    /// `init(value:in:step:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:tick:onEditingChanged:)`).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: step, enabled: enabledBounds, ticks: sliderStepTicks(bounds, step: step, tick: tick), neutral: neutralValue)
    }
}

extension Slider {
    /// A slider with a neutral value, enabled bounds and labels (iOS 26): the tint runs from
    /// `neutralValue` to the thumb; `currentValueLabel` is not drawn on iOS.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, neutral: neutralValue)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider with ticks, a neutral value and enabled bounds (iOS 26; Apple's
    /// `SliderTick` example: `Slider(value: $percentage) { … } currentValueLabel: { … } ticks: { … }`).
    public init<V: BinaryFloatingPoint, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Ticks.Value == V, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, ticks: Array(ticks().body), neutral: neutralValue)
    }

    /// A labelled slider moving by `step`, with the tick `tick` makes for each step (iOS 26).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: step, enabled: enabledBounds, ticks: sliderStepTicks(bounds, step: step, tick: tick), neutral: neutralValue)
    }

    /// A labelled slider whose tint runs from `neutralValue` to the thumb (iOS 26), e.g. a
    /// balance from −1 to 1 tinted from 0; `enabledBounds` limits scripted values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, neutral: neutralValue)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// An unlabelled slider with ticks (iOS 26): `Slider(value: $v, in: 0...10) { SliderTick(5) }`.
    public init<V: BinaryFloatingPoint, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Ticks.Value == V, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, ticks: Array(ticks().body), neutral: neutralValue)
    }

    /// An unlabelled slider whose tint runs from `neutralValue` to the thumb (iOS 26).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: nil, enabled: enabledBounds, neutral: neutralValue)
    }

    /// An unlabelled slider moving by `step` within `enabledBounds` (iOS 26), with an optional
    /// neutral value.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, neutralValue: V? = nil, enabledBounds: ClosedRange<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
        mark(value, bounds, step: step, enabled: enabledBounds, neutral: neutralValue)
    }
}
