import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that shows progress, drawn as iOS draws it.
///
/// - Determinate (`value` given), default or `.linear` style: a capsule track in
///   `systemFill` as wide as offered (`UIProgressView`'s default bar), filled in the tint up
///   to the fraction, with the label 4 points above it, leading-aligned. The track is 4
///   points thick on iOS 17 (`DesignEra.iOS17`), 6 on iOS 26 (`DesignEra.iOS26`; Cairn's
///   estimate, see `ControlMetrics`), where the tint also takes the era's colour.
/// - Indeterminate (`ProgressView()`), or any `.circular` progress view (iOS draws the
///   circular style as a spinner whatever the value): `UIActivityIndicatorView`'s medium
///   spinner, 20 × 20 ("a default size of 20 × 20 or 37 × 37, depending on its style",
///   UIKit User Interface Catalog course notes, markmeretzky.com), eight spokes in `secondaryLabel`'s grey fading clockwise, with the
///   label 8 points below it. iOS 26 draws the same spinner (Cairn's estimate: Apple's
///   iOS 26 pictures show no new activity indicator).
/// A value outside `0...total`, NaN, or a total ≤ 0 is clamped (SwiftUI clamps and logs).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: CGFloat?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A timer's interval and direction (`init(timerInterval:countsDown:)`): the fraction
    /// then comes from the environment's `referenceDate` when the view is resolved.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil

    /// The indeterminate spinner's side: 20 points (`UIActivityIndicatorView.Style.medium`).
    public static var spinnerSide: CGFloat { 20 }
    /// The bar's thickness on iOS 17: 4 points (`barHeight(in:)` for another era).
    public static var barHeight: CGFloat { 4 }
    /// The bar's thickness under `era`: 4 points on iOS 17, 6 on iOS 26.
    public static func barHeight(in era: DesignEra) -> CGFloat { ControlMetrics.of(era).progressBarHeight }

    /// Never evaluated: `ProgressView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var completed = fraction.map(Double.init)
        if let timer {
            completed = Self.timerFraction(timer.interval, countsDown: timer.countsDown, at: context.environment.referenceDate)
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: completed,
            label: label.map { .init($0.inStyleScope(ProgressViewStyleKind.self, of: context)) },
            currentValueLabel: currentValueLabel.map { .init($0.inStyleScope(ProgressViewStyleKind.self, of: context)) })
        return context.child(0).resolveStyled(ProgressViewStyleKind.self, configuration)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's configuration describes, drawn by the style in effect
    /// outside the styled one (Apple: "useful for custom progress view styles that only
    /// modify the current progress view style, as opposed to implementing a brand new style").
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted.map { CGFloat($0) }, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The bar of a determinate progress view (see `ProgressView`).
struct ProgressBar: View {
    let fraction: CGFloat
    var body: some View {
        let f = fraction
        return ControlArtwork(name: "ProgressBar", sizeIn: { p, env in CGSize(width: p.width ?? 100, height: env.controlMetrics.progressBarHeight) }) { frame, env, list in
            let tint = env.isEnabled ? env.controlTint : env.controlPalette.tertiaryLabel
            if env.designEra == .iOS26 {
                // A capsule track, the fill a capsule up to the fraction (at least as wide as tall).
                let r = frame.height / 2
                list.fill(Path(roundedRect: frame, cornerRadius: r, style: .circular), env.controlPalette.systemFill, in: env)
                if f > 0, frame.width > 0 {
                    let w = max(frame.width * f, min(frame.height, frame.width))
                    list.fill(Path(roundedRect: CGRect(x: frame.minX, y: frame.minY, width: w, height: frame.height), cornerRadius: r, style: .circular), tint, in: env)
                }
                return
            }
            list.fill(Path(roundedRect: frame, cornerRadius: 2, style: .circular), env.controlPalette.systemFill)
            if f > 0 {
                list.fill(Path(roundedRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width * f, height: frame.height), cornerRadius: 2, style: .circular), tint)
            }
        }
    }
}

/// The medium activity indicator (see `ProgressView`).
struct ProgressSpinner: View {
    var body: some View {
        let side = ProgressView<EmptyView, EmptyView>.spinnerSide
        return ControlArtwork(name: "Spinner", size: { _ in CGSize(width: side, height: side) }) { frame, env, list in
            let c = CGPoint(x: frame.minX + side / 2, y: frame.minY + side / 2)
            let grey = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
            for i in 0..<8 {
                let a = -Double.pi / 2 + Double(i) * Double.pi / 4
                var spoke = Path()
                spoke.move(to: CGPoint(x: c.x + 5 * cos(a), y: c.y + 5 * sin(a)))
                spoke.addLine(to: CGPoint(x: c.x + 9 * cos(a), y: c.y + 9 * sin(a)))
                // The spoke at the top is darkest; each next one clockwise is lighter.
                list.stroke(spoke, grey.opacity(1 - Double(i) * 0.1), width: 2.2, cap: .round)
            }
        }
    }
}

/// The current-value label of a timer progress view (Apple: `DefaultDateProgressLabel`): the
/// time left (counting down) or elapsed, as `Text(timerInterval:countsDown:)` writes it
/// ("4:05") at the environment's `referenceDate`.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The timer's text.
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
    /// The fraction a timer progress view shows at `now`: elapsed / duration, or what
    /// remains when `countsDown` (Apple: "If true (the default), the view empties as time
    /// passes"); 0 before the interval counting up, 1 counting down; an empty interval is full
    /// once reached.
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = now.timeIntervalSince(interval.lowerBound)
        let done = total > 0 ? min(max(elapsed / total, 0), 1) : (elapsed >= 0 ? 1 : 0)
        return countsDown ? 1 - done : done
    }

    /// A bar that fills (or, `countsDown`, empties) over `timerInterval`, with `label` above
    /// and `currentValueLabel` below (Apple: `init(timerInterval:countsDown:label:currentValueLabel:)`,
    /// iOS 16). A still shows it at the environment's `referenceDate`; an export at each frame's.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = nil
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with `label` above and the time left (or elapsed) below (Apple: iOS 16).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with the time left (or elapsed) below it (Apple:
    /// `init(timerInterval:countsDown:)`, iOS 16).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// A progress view at `value` of `total` (nil value: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { progressFraction($0, of: total) }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label below the spinner.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// A progress view at `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { progressFraction($0, of: total) }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// A progress view at `value` of `total`, with a label above and a current-value label below.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { progressFraction($0, of: total) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// A progress view at `value` of `total`, titled by text from a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A progress view at `value` of `total`, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}


/// A type that draws a progress view from its configuration, as in SwiftUI.
public protocol ProgressViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The progress view drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view a `ProgressViewStyle` draws.
public struct ProgressViewStyleConfiguration {
    /// A type-erased progress view label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased current-value label.
    public typealias CurrentValueLabel = StyleConfigurationLabel
    /// The fraction completed, 0...1 (nil: indeterminate).
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// The default style: a bar when the progress is known, else a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A bar or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A horizontal bar (empty when the progress is unknown), its label 4 points above and its
/// current-value label (footnote, secondary) 4 points below, leading-aligned.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
    /// The bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let bar = ProgressBar(fraction: CGFloat(configuration.fractionCompleted ?? 0))
            if configuration.label == nil && configuration.currentValueLabel == nil {
                bar
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label
                    bar
                    configuration.currentValueLabel.foregroundStyle(env.controlPalette.secondaryLabel).font(.footnote)
                }
            }
        }
    }
}

/// A spinner (iOS draws circular progress as a spinner whatever the value), its label
/// (secondary) 8 points below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
    /// The spinner with its label.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            if configuration.label == nil {
                ProgressSpinner()
            } else {
                VStack(spacing: 8) {
                    ProgressSpinner()
                    configuration.label.foregroundStyle(env.controlPalette.secondaryLabel)
                }
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when the progress is known, else a spinner.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Progress view styles in the environment (see `StyleStack`).
enum ProgressViewStyleKind: StyleKind {
    static var name: String { "ProgressViewStyle" }
    static func automatic(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
        AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the progress views in this view with `style`; inside its `makeBody`,
    /// `ProgressView(configuration)` draws with the style in effect outside this one.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self.style(ProgressViewStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// `value`'s fraction of `total`, clamped to 0...1: 0 for a NaN value and for a total that is
/// NaN, infinite, zero or negative (SwiftUI clamps and logs) — a NaN total never reaches a
/// `ClosedRange`, whose bounds must be ordered.
func progressFraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> CGFloat {
    guard !total.isNaN, total > 0 else { return 0 }
    return fraction(value, in: 0...total)
}
