import Cairn
import Foundation
import Testing
import CairnTestSupport
@testable import CairnControls

/// The picker and date picker styles pasted forms use: `.wheel`, `.inline`, `.navigationLink`,
/// `.palette`; `DatePicker` with `in:` ranges, `.graphical` and `.wheel`. Expected numbers are
/// computed here from the stated geometry (Cairn's estimates, see `WheelPickerBehavior`,
/// `CalendarGrid`, `DateWheels`) and from the Gregorian calendar.
@MainActor @Suite(.designEra(.iOS17)) struct PickerStylesTests {
    /// 2026-12-02 08:26:40 UTC, a Wednesday.
    let date = Date(timeIntervalSince1970: 1_796_200_000)

    func png<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 300) throws -> Data {
        try ImageRenderer(content: view.frame(width: width, height: height).background(Color.white)).pngData()
    }

    /// The wheel is 216 tall; the selected option sits on the centre line, and the option k
    /// rows away at 108 · sin(32k / 108) from it (a drum of radius 108, rows 32 apart).
    @Test func wheelPlacesOptionsOnTheDrum() {
        let wheel = Picker("Flavor", selection: .constant(2)) {
            ForEach(0..<8) { i in Text("Flavor \(i)").id("o\(i)").tag(i) }
        }.pickerStyle(.wheel).id("wheel")
        let l = layOut(wheel, 390, 400)
        guard let frame = l.frame(of: "wheel"), let selected = l.frame(of: "o2") else { Issue.record("\(l)"); return }
        #expect(frame.height == 216 && frame.width == 390)
        #expect(abs(selected.midY - frame.midY) < 0.001)
        for k in [-2, -1, 1, 2, 3] {
            guard let row = l.frame(of: "o\(2 + k)") else { Issue.record("o\(2 + k)"); continue }
            let expected = 108 * sin(32 * Double(k) / 108)   // k = 1: 31.54, 2: 60.35, 3: 83.82
            #expect(abs((row.midY - frame.midY) - expected) < 0.001, "row \(k): \(row.midY - frame.midY) vs \(expected)")
        }
        // Without a proposed width: the widest option plus 16 on each side.
        let ideal = layOut(wheel.fixedSize(), 390, 400)
        if let w = ideal.frame(of: "wheel"), let o = ideal.frame(of: "o0") { #expect(abs(w.width - (o.width + 32)) < 1) }
    }

    /// The band behind the selection: `tertiarySystemFill`, rgb(118, 118, 128) at 12 %, over
    /// white: 255 − 0.12 · 137 = 238.6 and 255 − 0.12 · 127 = 239.8, at the band's left end
    /// (x 12, away from the centred text), and white above it.
    @Test func wheelBandIsTertiaryFill() throws {
        let wheel = Picker("n", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.wheel)
        let b = try ImageRenderer(content: wheel.frame(width: 200, height: 216).background(Color.white)).bitmap()
        #expect(rgba(b, 12, 108) == [239, 239, 240, 255])
        #expect(rgba(b, 12, 80) == [255, 255, 255, 255])
    }

    /// `.inline` in a form: a row per option, 44 points apart, the label not drawn; outside
    /// a list iOS draws it as a wheel (byte-equal). `.palette` outside a menu is drawn as the
    /// segmented control.
    @Test func inlineRowsAndFallbacks() throws {
        let form = Form {
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").id("v").tag(0); Text("Chocolate").id("c").tag(1); Text("Strawberry").id("s").tag(2)
            }.pickerStyle(.inline)
        }
        let l = layOut(form, 390, 400)
        guard let v = l.frame(of: "v"), let c = l.frame(of: "c"), let s = l.frame(of: "s") else { Issue.record("\(l)"); return }
        #expect(abs(c.midY - v.midY - 44) < 0.01 && abs(s.midY - c.midY - 44) < 0.01)
        func picker<S: PickerStyle>(_ style: S) -> some View {
            Picker("n", selection: .constant(1)) { Text("One").tag(0); Text("Two").tag(1); Text("Three").tag(2) }.pickerStyle(style)
        }
        let inline = try png(picker(.inline)), wheel = try png(picker(.wheel))
        let same = inline == wheel
        #expect(same)
        let palette = try png(picker(.palette)), segmented = try png(picker(.segmented))
        let alike = palette == segmented
        #expect(alike)
    }

    /// `.navigationLink`: the label, then only the selected option (in the secondary label
    /// colour) before the chevron at the trailing edge.
    @Test func navigationLinkShowsTheSelection() {
        let form = Form {
            Picker(selection: .constant(1)) {
                Text("Vanilla").id("v").tag(0); Text("Chocolate").id("c").tag(1)
            } label: { Text("Flavor").id("label") }.pickerStyle(.navigationLink)
        }
        let l = layOut(form, 390, 400)
        #expect(l.frame(of: "v") == nil)
        guard let label = l.frame(of: "label"), let chosen = l.frame(of: "c") else { Issue.record("\(l)"); return }
        #expect(abs(label.midY - chosen.midY) < 0.5)
        // The value ends 8 before the 7-point chevron, which ends at the row's 20-point
        // trailing inset inside the inset-grouped card's 16-point margin: 390 − 16 − 20 − 7 − 8.
        #expect(abs(chosen.maxX - 339) < 0.01, "\(chosen)")
    }

    /// December 2026 starts on a Tuesday (1 January 2026 was a Thursday; 334 days later is
    /// 47 weeks and 5 days on): five week rows, the 1st in the third column. February 2026
    /// (starting on a Sunday, 28 days) fills exactly four rows.
    @Test func calendarWeeks() {
        let december = CalendarGrid.weeks(of: date)
        #expect(december.title == "December 2026")
        #expect(december.rows.count == 5)
        #expect(december.rows[0] == [nil, nil, 1, 2, 3, 4, 5])
        #expect(december.rows[4] == [27, 28, 29, 30, 31, nil, nil])
        #expect(december.selected == 2)
        let february = CalendarGrid.weeks(of: Date(timeIntervalSince1970: 1_771_000_000))   // 2026-02-13
        #expect(february.rows.count == 4 && february.rows[0] == [1, 2, 3, 4, 5, 6, 7])
    }

    /// The graphical picker's height: the 44-point header, the 20-point weekday row and 44 per
    /// week; 52 more for the time row.
    @Test func graphicalHeights() {
        let dateOnly = layOut(DatePicker("D", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical).id("p"), 390, 800)
        #expect(abs((dateOnly.frame(of: "p")?.height ?? 0) - (44 + 20 + 5 * 44)) < 0.001)
        let withTime = layOut(DatePicker("D", selection: .constant(date)).datePickerStyle(.graphical).id("p"), 390, 800)
        #expect(abs((withTime.frame(of: "p")?.height ?? 0) - (44 + 20 + 5 * 44 + 52)) < 0.001)
    }

    /// The wheels' columns at 08:26 UTC on Wednesday 2 December 2026: the day, hour, minute
    /// and AM/PM; the date alone as month, day and year, the month wrapping round to January
    /// below December.
    @Test func dateWheelColumns() {
        let both = DateWheels.columns(date, [.date, .hourAndMinute])
        #expect(both.count == 4)
        #expect(both[0].options[both[0].selected] == "Wed Dec 2")
        #expect(both[1].options[both[1].selected] == "8")
        #expect(both[2].options[both[2].selected] == "26")
        #expect(both[3].options[both[3].selected] == "AM")
        let day = DateWheels.columns(date, .date)
        #expect(day.map { $0.options[$0.selected] } == ["December", "2", "2026"])
        #expect(day[0].options[day[0].selected + 1] == "January")
        #expect(DateWheels.columns(date, .hourAndMinute).count == 3)
    }

    /// `in:` ranges compile in every spelling and show a selection outside the range as the
    /// nearest bound (a picker of a later date, limited to `...earlier`, draws `earlier`).
    @Test func rangesClampTheSelection() throws {
        let earlier = date.addingTimeInterval(-86_400 * 40)
        let clamped = try png(DatePicker("Due", selection: .constant(date), in: ...earlier, displayedComponents: .date))
        let plain = try png(DatePicker("Due", selection: .constant(earlier), displayedComponents: .date))
        let same = clamped == plain
        #expect(same)
        let later = try png(DatePicker("Due", selection: .constant(earlier), in: date..., displayedComponents: .date))
        let atDate = try png(DatePicker("Due", selection: .constant(date), displayedComponents: .date))
        let alike = later == atDate
        #expect(alike)
        _ = DatePicker(selection: .constant(date), in: earlier...date) { Text("x") }
        _ = DatePicker(String("Due"), selection: .constant(date), in: earlier...date)
    }

    /// Hostile input draws without trapping: a date at ±infinity or NaN seconds, an empty
    /// wheel, a selection no option carries.
    @Test func hostileInputDraws() throws {
        for seconds in [Double.nan, .infinity, -.infinity, 1e300] {
            let d = Date(timeIntervalSince1970: seconds)
            _ = try png(VStack {
                DatePicker("D", selection: .constant(d)).datePickerStyle(.graphical)
                DatePicker("D", selection: .constant(d)).datePickerStyle(.wheel)
            }, height: 800)
        }
        _ = try png(Picker("n", selection: .constant(0)) { EmptyView() }.pickerStyle(.wheel))
        _ = try png(Picker("n", selection: .constant(9)) { Text("A").tag(0) }.pickerStyle(.wheel))
    }

    /// Days a range allows: with the upper bound at 08:26 on 2 December, the 2nd is available
    /// and the 3rd not; from that moment on, the 1st is not and the 2nd is; a half-open range
    /// ending at midnight on the 3rd excludes the 3rd.
    @Test func rangesDimTheDaysOutside() {
        let upTo = CalendarGrid.availability(month: date, lower: nil, upper: date)
        #expect(upTo(2) && !upTo(3))
        let from = CalendarGrid.availability(month: date, lower: date, upper: nil)
        #expect(!from(1) && from(2) && from(31))
        let midnight = Date(timeIntervalSince1970: 1_796_256_000)   // 2026-12-03 00:00 UTC
        let open = CalendarGrid.availability(month: date, lower: nil, upper: midnight, upperIsOpen: true)
        #expect(open(2) && !open(3))
    }

    /// `MultiDatePicker` shows the reference date's month moved into its range, and draws each
    /// selected day of it on a disc of the tint at 12 % (over white: 255 − 0.12 · 255 = 224.4,
    /// 255 − 0.12 · 133 = 239.0, 255), today selected on a solid tint disc. On 390 points the
    /// seven columns are 55.71 wide; 3 December 2026 is a Thursday (column 4) in the first
    /// week row, whose centre is 44 + 20 + 22 = 86 down; the disc's pixel 17 below the centre.
    @Test func multiDatePickerSelections() throws {
        let selection: Set<DateComponents> = [
            DateComponents(year: 2026, month: 12, day: 3), DateComponents(year: 2026, month: 12, day: 2),
            DateComponents(year: 2027, month: 1, day: 1), DateComponents(year: 2026, month: 12),
        ]
        #expect(MultiDatePicker<Text>.days(selection, inMonthOf: date) == [2, 3])
        let shown = MultiDatePicker<Text>.month(now: Date(timeIntervalSinceReferenceDate: 0), lower: date, upper: nil)
        #expect(shown == date)
        let picker = MultiDatePicker("Days", selection: .constant(selection), in: date...)
            .environment(\.referenceDate, date)
        let b = try ImageRenderer(content: picker.frame(width: 390, height: 330, alignment: .top).background(Color.white)).bitmap()
        let column = 390.0 / 7
        func pixel(_ col: Int) -> [Int] { rgba(b, Int(column * (Double(col) + 0.5)), 86 + 17) }
        let light = pixel(4)
        #expect(abs(light[0] - 224) <= 1 && abs(light[1] - 239) <= 1 && light[2] == 255, "\(light)")
        #expect(pixel(5) == [255, 255, 255, 255])   // the 4th: not selected
        #expect(pixel(3) == [0, 122, 255, 255])     // the 2nd: today and selected
    }
}
