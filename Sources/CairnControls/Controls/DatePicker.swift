import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A control for choosing a date, drawn by the date picker style in effect
/// (`.datePickerStyle(_:)`). The compact style (iOS's automatic one): the label, then at the
/// trailing edge the date ("Nov 23, 2026") and the time ("9:41 AM") each on a pill of
/// `tertiarySystemFill` (corner radius 6, 11 points of padding across and 6 along), 6 points
/// apart. `.graphical` draws the month's calendar (`CalendarGrid`; days outside the range
/// dimmed), `.wheel` the wheels (`DateWheels`); neither shows the label, as on iOS. A selection outside the picker's
/// range (`in:`) shows the nearest date inside it, as `UIDatePicker` clamps its date. Dates
/// are written in English in UTC, so a picture is the same on every machine.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: Components
    /// The range's bounds, when the picker has one (`in:`).
    var lower: Date? = nil
    var upper: Date? = nil

    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    /// A date picker showing `selection`, labelled by the builder's view.
    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// A date picker showing `selection` within `range`, labelled by the builder's view.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        date = Self.clamp(selection.wrappedValue, range.lowerBound, range.upperBound)
        components = displayedComponents
        (lower, upper) = (range.lowerBound, range.upperBound)
    }

    /// A date picker showing `selection` from `range`'s lower bound on, labelled by the builder's view.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        date = Self.clamp(selection.wrappedValue, range.lowerBound, nil)
        components = displayedComponents
        lower = range.lowerBound
    }

    /// A date picker showing `selection` up to `range`'s upper bound, labelled by the builder's view.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        date = Self.clamp(selection.wrappedValue, nil, range.upperBound)
        components = displayedComponents
        upper = range.upperBound
    }

    /// `date` moved into `lower...upper` (either bound optional); a non-finite date is kept.
    static func clamp(_ date: Date, _ lower: Date?, _ upper: Date?) -> Date {
        var d = date
        if let lower, d < lower { d = lower }
        if let upper, d > upper { d = upper }
        return d
    }

    /// The pills that show the date, as text.
    static func strings(_ date: Date, _ components: Components) -> [String] {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        var result: [String] = []
        if components.contains(.date) {
            f.dateFormat = "MMM d, y"
            result.append(f.string(from: date))
        }
        if components.contains(.hourAndMinute) {
            f.dateFormat = "h:mm a"
            result.append(f.string(from: date))
        }
        return result
    }

    /// The label and the pills, the calendar or the wheels.
    public var body: some View {
        EnvironmentReader { env in
            switch env.datePickerStyle {
            case .graphical:
                // The selection's own day (no month table or formatter needed for it).
                CalendarGrid(month: date, selected: Set([CalendarGrid.day(of: date, inMonthOf: date)].compactMap { $0 }),
                             available: CalendarGrid.availability(month: date, lower: lower, upper: upper),
                             time: components.contains(.hourAndMinute) ? date : nil)
            case .wheel: DateWheels(date: date, components: components)
            case .compact: compact(env)
            }
        }
    }

    /// The label and the pills.
    func compact(_ env: EnvironmentValues) -> some View {
        LabeledControlRow(label: label, control: HStack(spacing: 6) {
            ForEach(Self.strings(date, components), id: \.self) { s in
                Text(verbatim: s)
                    .foregroundStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(RoundedRectangle(cornerRadius: 6).fill(env.controlPalette.tertiaryFill))
            }
        })
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker within `range`, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker from `range`'s lower bound on, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker up to `range`'s upper bound, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker within `range`, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker from `range`'s lower bound on, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker up to `range`'s upper bound, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A control for choosing a colour, drawn as iOS 17 draws it at rest: the label, then at the
/// trailing edge a 28-point swatch — a 3-point ring of the colour wheel's hues around a disc
/// of the selected colour, 2 points in from the ring.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A colour picker showing `selection`, labelled by the builder's view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    /// The label and the swatch.
    public var body: some View {
        LabeledControlRow(label: label, control: ZStack {
                Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28))
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A view for editing long text, drawn at rest: as large as it is offered, its text in the
/// label colour from the top-leading corner, inset 8 points from the top and 5 from the
/// sides (`UITextView`'s text container insets).
///
/// The editor is drawn by the `TextEditorStyle` in effect (`.textEditorStyle(_:)`).
public struct TextEditor: View, PrimitiveView {
    let text: String
    var attributed: AttributedString? = nil

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    /// An editor of rich text (iOS 26, Apple: `init(text:selection:)`): the attributed string
    /// drawn with its runs' fonts, colours and styles, as `Text(_:)` draws it. A still has no
    /// caret or highlighted selection, so `selection` changes nothing drawn.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.text = String(text.wrappedValue.characters)
        attributed = text.wrappedValue
    }

    /// Never evaluated: `TextEditor` is a primitive view drawn by its style (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.child(0).resolveStyled(TextEditorStyleKind.self, TextEditorStyleConfiguration(text: text, attributed: attributed))
    }
}

/// The editor as iOS draws it: the text, top-leading, inset 8 from the top and 5 from the sides.
struct TextEditorBody: View {
    let text: String
    var attributed: AttributedString? = nil
    var body: some View {
        EnvironmentReader { env in
            (attributed.map { Text($0) } ?? Text(verbatim: text))
                .foregroundStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
                .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

/// A type that draws a text editor (Apple: `TextEditorStyle`, iOS 17). Apple's configuration
/// has no public properties, so a custom style draws what its `makeBody` returns in the
/// editor's place.
public protocol TextEditorStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The editor drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the editor being drawn.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor (Apple: `TextEditorStyleConfiguration`, no public members).
public struct TextEditorStyleConfiguration {
    /// The editor's text.
    let text: String
    /// The editor's rich text (an editor of an `AttributedString`), or nil.
    var attributed: AttributedString? = nil
}

/// The selection in a rich text editor (Apple: `AttributedTextSelection`, iOS 26). A still
/// shows no caret or highlighted range: a selection is kept as made and changes nothing drawn.
public struct AttributedTextSelection: Equatable, Sendable {
    /// The selected range, nil for an insertion point.
    var range: Range<AttributedString.Index>?
    /// The attributes typing at an insertion point would take (set by `transformAttributes`).
    var typingAttributes = AttributeContainer()

    /// No selection: the insertion point at the start.
    public init() {}

    /// A selection of `range`.
    public init(range: Range<AttributedString.Index>) { self.range = range }

    /// An insertion point at `index` (nothing selected).
    public init(insertionPoint index: AttributedString.Index) {}

    /// The attributes typing would take in `text` (iOS 26): at an insertion point those
    /// `transformAttributes(in:body:)` set, else the first selected run's.
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        guard let range, range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex, range.lowerBound < range.upperBound,
              let first = text[range].runs.first else { return typingAttributes }
        return first.attributes
    }

    /// Two selections are the same range (typing attributes aside).
    public static func == (a: AttributedTextSelection, b: AttributedTextSelection) -> Bool { a.range == b.range }
}

extension AttributedString {
    /// Applies `body` to the attributes in the selection (iOS 26): to each run in a selected
    /// range, only the part inside it; at an insertion point, to the typing attributes (Apple:
    /// "the body is applied to the attribute container defining the typing attributes").
    public mutating func transformAttributes<E: Error>(in selection: inout AttributedTextSelection,
                                                       body: (inout AttributeContainer) throws(E) -> Void) throws(E) {
        guard let range = selection.range, range.lowerBound >= startIndex, range.upperBound <= endIndex else {
            try body(&selection.typingAttributes)
            return
        }
        for run in self[range].runs {
            var container = run.attributes
            try body(&container)
            self[run.range].setAttributes(container)
        }
    }
}

/// The default text editor style (Apple: `AutomaticTextEditorStyle`, `.automatic`): on iOS,
/// the text with no decoration.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The automatic style.
    public init() {}
    /// The editor's text, top-leading.
    public func makeBody(configuration: Configuration) -> some View { TextEditorBody(text: configuration.text, attributed: configuration.attributed) }
}

/// A text editor style with no decoration (Apple: `PlainTextEditorStyle`, `.plain`): on iOS
/// the automatic editor already has none, so the two draw the same.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
    /// The editor's text, top-leading: the automatic style's drawing on iOS.
    public func makeBody(configuration: Configuration) -> some View { AutomaticTextEditorStyle().makeBody(configuration: configuration) }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// Text editor styles in the environment (see `StyleStack`).
enum TextEditorStyleKind: StyleKind {
    static var name: String { "TextEditorStyle" }
    static func automatic(_ configuration: TextEditorStyleConfiguration) -> AnyView {
        AnyView(AutomaticTextEditorStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the text editors in this view with `style` (Apple: `textEditorStyle(_:)`).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
        self.style(TextEditorStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}
