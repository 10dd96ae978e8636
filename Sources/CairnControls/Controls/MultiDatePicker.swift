import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A control for choosing several dates (Apple: `MultiDatePicker`, iOS 16), drawn as iOS
/// draws it at rest: the calendar of the current month (`CalendarGrid`) with every selected
/// day of that month on a tinted disc and the days outside `bounds` dimmed; the label is not
/// drawn, as on iOS. "Current" is Cairn's fixed now, `\.referenceDate` (2001-01-01 unless
/// set), so a picture is the same on every run; when the range ends before or starts after
/// that month, the month of its nearest bound is shown (Cairn's reading: iOS opens on a month
/// the range allows). Selected `DateComponents` without a year, month or day are not drawn.
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Set<DateComponents>
    let lower: Date?
    let upper: Date?

    /// A picker of any dates, labelled by the builder's view.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; lower = nil; upper = nil
    }

    /// A picker of dates in `bounds` (the upper bound excluded), labelled by the builder's view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; lower = bounds.lowerBound; upper = bounds.upperBound
    }

    /// A picker of dates from `bounds`' lower bound on, labelled by the builder's view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; lower = bounds.lowerBound; upper = nil
    }

    /// A picker of dates before `bounds`' upper bound, labelled by the builder's view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; lower = nil; upper = bounds.upperBound
    }

    /// The month shown: the reference date's, moved into the range.
    static func month(now: Date, lower: Date?, upper: Date?) -> Date {
        if let lower, now < lower { return lower }
        if let upper, now >= upper { return upper.addingTimeInterval(-1) }
        return now
    }

    /// The selected days of `month`'s month.
    static func days(_ selection: Set<DateComponents>, inMonthOf month: Date) -> Set<Int> {
        let parts = CalendarGrid.calendar.dateComponents([.year, .month], from: month)
        return Set(selection.compactMap { c in c.year == parts.year && c.month == parts.month ? c.day : nil })
    }

    /// The calendar.
    public var body: some View {
        EnvironmentReader { env in
            let month = Self.month(now: env.referenceDate, lower: lower, upper: upper)
            CalendarGrid(month: month, selected: Self.days(selection, inMonthOf: month),
                         available: CalendarGrid.availability(month: month, lower: lower, upper: upper, upperIsOpen: true))
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any dates, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of dates in `bounds`, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates from `bounds`' lower bound on, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates before `bounds`' upper bound, titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of any dates, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of dates in `bounds`, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates from `bounds`' lower bound on, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates before `bounds`' upper bound, titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
