import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Where annotations, legends and interpolated lines go.
@Suite(.designEra(.iOS17)) struct LayoutTests {
    /// `.annotation(position: .top, alignment: .leading)` on a rule across a 300-point plot at
    /// y 40: the view's bottom-leading corner sits 4 points (the default spacing) above the
    /// rule's left end.
    @Test(arguments: [
        (AnnotationPosition.top, Alignment.leading, CGPoint(x: 10, y: 16), UnitPoint.bottomLeading),
        (AnnotationPosition.top, Alignment.center, CGPoint(x: 30, y: 16), UnitPoint.bottom),
        (AnnotationPosition.bottom, Alignment.trailing, CGPoint(x: 50, y: 64), UnitPoint.topTrailing),
        (AnnotationPosition.trailing, Alignment.center, CGPoint(x: 54, y: 40), UnitPoint.leading),
        (AnnotationPosition.overlay, Alignment.center, CGPoint(x: 30, y: 40), UnitPoint.center),
    ])
    func annotationPlacement(position: AnnotationPosition, alignment: Alignment, point: CGPoint, anchor: UnitPoint) {
        let frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        let (p, a) = ChartLayout.annotationPlacement(frame: frame, position: position, alignment: alignment, spacing: 4, horizontalBar: false)
        #expect(p == point && a == anchor)
    }

    @Test func automaticAnnotationIsAboveAVerticalBarAndAfterAHorizontalOne() {
        let f = CGRect(x: 0, y: 50, width: 20, height: 50)
        #expect(ChartLayout.annotationPlacement(frame: f, position: .automatic, alignment: .center, spacing: 4, horizontalBar: false).0 == CGPoint(x: 10, y: 46))
        #expect(ChartLayout.annotationPlacement(frame: f, position: .automatic, alignment: .center, spacing: 4, horizontalBar: true).0 == CGPoint(x: 24, y: 75))
    }

    /// The annotation view is placed by the chart: with hidden axes the plot is the whole
    /// 200 × 100 chart, so a bar of 50 in 0...100 has its top at y 50 and the label's bottom at 46.
    @Test func annotationViewFrame() {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 50))
                .annotation { Color.red.frame(width: 10, height: 6).id("note") }
            BarMark(x: .value("C", "B"), y: .value("V", 100))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        // Band A is 0...100, centre 50: the 10-wide view spans 45...55, bottom at 46.
        #expect(layout.frame(of: "note") == CGRect(x: 45, y: 40, width: 10, height: 6))
    }

    @Test func legendSitsBelowTheAxesOrIsHidden() throws {
        func chart(_ legend: Visibility) -> some View {
            Chart {
                BarMark(x: .value("C", "A"), y: .value("V", 50)).foregroundStyle(by: .value("S", "One"))
                BarMark(x: .value("C", "B"), y: .value("V", 100)).foregroundStyle(by: .value("S", "Two"))
            }
            .chartLegend(legend)
        }
        let shown = ViewLayout(of: chart(.automatic), in: CGSize(width: 300, height: 200)).description
        let hidden = ViewLayout(of: chart(.hidden), in: CGSize(width: 300, height: 200)).description
        #expect(shown.contains("LegendSymbol"))
        #expect(!hidden.contains("LegendSymbol"))
        // The legend row (caption-2 text: 11 pt on SF Pro's 2444/2048-em line, 13.127 tall,
        // 14 on the pixel grid at 1×) is at the chart's bottom-leading corner: y = 200 − 14.
        #expect(shown.contains(" LegendFlowLayout frame=(0, 186, "), "\(shown)")
        // The plot: 7 (half a y label) from the top; below it the x labels (4 + 14) and the
        // legend (8 + 14): 200 − 7 − 18 − 22 = 153 tall.
        #expect(shown.contains("\n  ZStack frame=(0, 7, "), "\(shown)")
        #expect(shown.contains("×153) → "), "\(shown)")
        // Hidden, the plot grows by the legend's 22 points.
        #expect(hidden.contains("×175) → "), "\(hidden)")
    }

    @Test func stepAndLinearPaths() {
        var p = Path()
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]
        Interpolation.add(pts, method: .stepEnd, to: &p, moveFirst: true)
        // Across first, then down: (0,0) → (10,0) → (10,10) → (20,10) → (20,0).
        #expect(p.description == Path { q in
            q.move(to: .zero); q.addLine(to: CGPoint(x: 10, y: 0)); q.addLine(to: CGPoint(x: 10, y: 10))
            q.addLine(to: CGPoint(x: 20, y: 10)); q.addLine(to: CGPoint(x: 20, y: 0))
        }.description)
        var m = Path()
        Interpolation.add(pts, method: .monotone, to: &m, moveFirst: true)
        // A monotone curve through a peak has a flat tangent at the peak: the control points
        // next to (10, 10) are level with it.
        #expect(m.description.contains("10 10"))
    }

    /// `chartForegroundStyleScale` maps a series to a colour: the bar's pixels are that colour.
    @Test func styleScaleColoursPixels() throws {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "Cats"))
        }
        .chartForegroundStyleScale(["Cats": Color.purple])
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        let r = ImageRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let b = try r.bitmap()
        #expect(b.pixel(x: 50, y: 50) == (175, 82, 222, 255))
    }
}

/// Charts size like other flexible views and style their plot area.
@Suite(.designEra(.iOS17)) struct SizingTests {
    /// A chart takes what a stack offers after its text: 300 − 20 (a 20-point header) − 8
    /// (the stack's default spacing) = 272 points tall.
    @Test func chartIsFlexibleInAStack() {
        let view = VStack {
            Color.gray.frame(height: 20)
            Chart { BarMark(x: .value("C", "A"), y: .value("V", 1)) }.id("chart")
        }
        let layout = ViewLayout(of: view, in: CGSize(width: 200, height: 300))
        #expect(layout.frame(of: "chart") == CGRect(x: 0, y: 28, width: 200, height: 272))
    }

    /// `chartPlotStyle` styles the plot area only: its background fills the plot, not the axes.
    @Test func plotStyleBackgroundFillsThePlot() throws {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 1), width: 10) }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartPlotStyle { plot in plot.background(Color.yellow) }
        let r = ImageRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let b = try r.bitmap()
        // Left of the 10-wide bar (45...55) the plot is yellow (255, 204, 0); the bar is blue.
        #expect(b.pixel(x: 10, y: 50) == (255, 204, 0, 255))
        #expect(b.pixel(x: 50, y: 50) == (0, 122, 255, 255))
        #expect(b.pixel(x: 60, y: 50) == (255, 204, 0, 255))
    }
}

/// Axis titles take room beside the axes.
@Suite(.designEra(.iOS17)) struct AxisTitleTests {
    @Test func titlesShrinkThePlotAndSitOutsideIt() {
        let base = Chart { BarMark(x: .value("C", "A"), y: .value("V", 1)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let titled = base
            .chartXAxisLabel { Color.red.frame(width: 30, height: 10).id("x") }
            .chartYAxisLabel { Color.blue.frame(width: 20, height: 6).id("y") }
        let layout = ViewLayout(of: titled, in: CGSize(width: 200, height: 100))
        // The plot loses 10 + 4 at the bottom and 6 + 4 at the top: 100 − 14 − 10 = 76 tall.
        // The x title is centred under it, 4 below; the y title ends at the trailing edge, 4 above.
        #expect(layout.frame(of: "x") == CGRect(x: 85, y: 90, width: 30, height: 10))
        #expect(layout.frame(of: "y") == CGRect(x: 180, y: 0, width: 20, height: 6))
        #expect(ViewLayout(of: titled, in: CGSize(width: 200, height: 100)).description.contains("ZStack frame=(0, 10, 200, 76)"))
    }
}

/// Axis marks with a format, and a legend above the plot.
@Suite(.designEra(.iOS17)) struct AxisOptionTests {
    @Test func valueLabelFormat() {
        var settings = ChartSettings()
        settings.yAxis.marks = [AxisMarks(values: [0.0, 0.5, 1.0]) { _ in
            AxisGridLine()
            AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)))
        }]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 1.0)) }
        #expect(p.y.labels == ["0.00", "0.50", "1.00"])
        // The content closure's marks decide what is drawn: a grid line and a label, no tick.
        #expect(p.y.parts.gridLine != nil && p.y.parts.tick == nil && p.y.parts.label)
    }

    @Test func legendOnTopMovesThePlotDown() {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "One"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartLegend(position: .top, spacing: 10)
        let text = ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).description
        // The legend row is 13.127 tall (caption 2), 14 on the pixel grid (1×): the plot
        // starts 14 + 10 down.
        #expect(text.contains("ZStack frame=(0, 24, 200, 76)"), "\(text)")
    }
}

/// Crowded axis labels are thinned instead of overlapping.
@Suite(.designEra(.iOS17)) struct LabelThinningTests {
    @Test func sixtyCategoriesInThreeHundredPoints() throws {
        let chart = Chart {
            ForEach(0..<60) { i in BarMark(x: .value("C", "C\(i)"), y: .value("V", i)) }
        }
        .chartYAxis(.hidden)
        let text = ViewLayout(of: chart, in: CGSize(width: 300, height: 200)).description
        let labels = text.split(separator: "\n").filter { $0.contains("  Text frame=(") }
        let hidden = labels.filter { $0.contains("Text frame=(-100000") }
        #expect(labels.count == 60)
        // Bands are 5 points and labels 12-20 points wide: about one in four is shown.
        #expect(hidden.count > 30 && hidden.count < 55, "\(hidden.count) hidden")
        // The shown labels do not overlap: their left edges are at least a label apart.
        let xs = labels.filter { !$0.contains("(-100000") }.compactMap { line -> (CGFloat, CGFloat)? in
            let inner = line.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
            return (CGFloat(inner[0]), CGFloat(inner[2]))
        }
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(b.0 >= a.0 + a.1 + 4) }
    }
}

/// `AxisValueLabel(centered: true)` puts a continuous axis's label midway to the next value.
@Suite(.designEra(.iOS17)) struct CenteredAxisLabelTests {
    func chart(centered: Bool) -> some View {
        Chart { PointMark(x: .value("X", 1.0), y: .value("Y", 1.0)) }
            .chartXScale(domain: 0.0...3.0)
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks(values: [0.0, 1.0, 2.0, 3.0]) { value in
                    AxisValueLabel(centered: centered) { Color.red.frame(width: 10, height: 6).id("L\(value.index)") }
                }
            }
    }

    @Test func labelsSitMidwayAndTheLastHasNoRoom() {
        // A 300-point plot: values at 0, 100, 200 and 300. Centred, the labels' middles are at
        // 50, 150 and 250; the value at the domain's end has no interval and shows no label.
        let layout = ViewLayout(of: chart(centered: true), in: CGSize(width: 300, height: 100))
        #expect(layout.frame(of: "L0")?.midX == 50)
        #expect(layout.frame(of: "L1")?.midX == 150)
        #expect(layout.frame(of: "L2")?.midX == 250)
        #expect((layout.frame(of: "L3")?.minX ?? 0) < -1000)
        // Not centred: each label starts 2 points after its value.
        let plain = ViewLayout(of: chart(centered: false), in: CGSize(width: 300, height: 100))
        #expect(plain.frame(of: "L0")?.minX == 2)
        #expect(plain.frame(of: "L1")?.minX == 102)
    }

    @Test func weekdaysUnderDailyBars() throws {
        // Seven daily bars and a label per day: each weekday's letter is centred on its bar.
        let cal = Calendar(identifier: .gregorian)
        var utc = cal
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.date(from: DateComponents(year: 2026, month: 11, day: 23))!
        let days = (0..<7).map { utc.date(byAdding: .day, value: $0, to: start)! }
        let chart = Chart(days, id: \.self) { day in
            BarMark(x: .value("Day", day, unit: .day), y: .value("Minutes", 10)).foregroundStyle(.red)
        }
        .chartYAxis(.hidden)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let layout = ViewLayout(of: chart, in: CGSize(width: 350, height: 120))
        let texts = layout.description.split(separator: "\n").filter { $0.contains("  Text frame=(") && !$0.contains("(-100000") }
        // Seven shown (the eighth value, the domain's end, has no day after it), each centred
        // in its 50-point day: middles at 25, 75, …, 325.
        #expect(texts.count == 7, "\(texts)")
        let middles = texts.map { line -> Double in
            let inner = line.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
            return inner[0] + inner[2] / 2
        }
        for (k, m) in middles.enumerated() { #expect(abs(m - Double(25 + 50 * k)) < 0.5, "\(k): \(m)") }
    }
}

/// A label's format runs in the chart's locale (`\.locale`, en_US unless set) and dates in the
/// UTC the date ticks are computed in — not in the machine's locale and zone, which made
/// Linux's `en_001` ("4 Jun") where iOS in the United States shows "Jun 4".
@Suite(.designEra(.iOS17)) struct AxisLabelLocaleTests {
    static let day = Date(timeIntervalSince1970: 1_749_000_000) // 2025-06-04 01:20 UTC

    static func chart(_ locale: Locale?) -> some View {
        let chart = Chart {
            BarMark(x: .value("Day", day, unit: .day), y: .value("Amount", 3))
            BarMark(x: .value("Day", day.addingTimeInterval(86_400), unit: .day), y: .value("Amount", 2))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.month(.abbreviated).day()) } }
        .chartYAxis { AxisMarks(values: [0, 1.5, 3]) { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))) } }
        .frame(width: 300, height: 120)
        return Group {
            if let locale { chart.environment(\.locale, locale) } else { chart }
        }
    }

    static func labels(_ locale: Locale?) -> [String] {
        drawnStrings(ImageRenderer(content: chart(locale)).displayList.items)
    }

    @Test func datesAndNumbersFollowTheChartsLocale() {
        // Bars on June 4 and 5 (UTC) span those days: ticks at June 4, 5 and 6, labelled in
        // CLDR's abbreviated month and day of each locale.
        let us = Self.labels(nil)
        #expect(us.contains("Jun 4") && us.contains("Jun 5"), "\(us)")
        #expect(us.contains("1.5"), "\(us)")
        let french = Self.labels(Locale(identifier: "fr_FR"))
        #expect(french.contains("4 juin") && french.contains("5 juin"), "\(french)")
        // French writes the decimal separator as a comma.
        #expect(french.contains("1,5") && !french.contains("1.5"), "\(french)")
    }

    /// `AxisMarks(format:)` goes the same way.
    @Test func axisMarksFormatFollowsTheLocale() {
        var settings = ChartSettings()
        settings.yAxis.marks = [AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)), values: [0.0, 0.5])]
        settings.yAxis.locale = Locale(identifier: "de_DE")
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 0.5)) }
        #expect(p.y.labels == ["0,00", "0,50"])
    }

    /// Labels without a format follow the locale too: grouping and decimal separators, and
    /// the locale's own pattern for the stride's fields (CLDR through Foundation).
    @Test func automaticLabelsFollowTheLocale() {
        func labels(_ id: String) -> (x: [String], y: [String]) {
            var settings = ChartSettings()
            settings.xAxis.locale = Locale(identifier: id)
            settings.yAxis.locale = Locale(identifier: id)
            // Six days, June 4 to 10: ticks every two days from June 5.
            let p = plan(settings) {
                ForEach(0..<6, id: \.self) { k in
                    BarMark(x: .value("Day", Self.day.addingTimeInterval(Double(k) * 86_400), unit: .day), y: .value("Amount", 3_000 - Double(k) * 100))
                }
            }
            return (p.x.labels, p.y.labels)
        }
        let us = labels("en_US"), german = labels("de_DE"), japanese = labels("ja_JP")
        #expect(us.y == ["0", "1,000", "2,000", "3,000"], "\(us.y)")
        #expect(german.y == ["0", "1.000", "2.000", "3.000"], "\(german.y)")
        #expect(Array(us.x.prefix(2)) == ["Jun 5", "Jun 7"], "\(us.x)")
        #expect(Array(german.x.prefix(2)) == ["5. Juni", "7. Juni"], "\(german.x)")
        #expect(Array(japanese.x.prefix(2)) == ["6月5日", "6月7日"], "\(japanese.x)")
        // Hours in the locale's cycle (en_US with CLDR's narrow no-break space before the day
        // period, as iOS 17 and later write it); minutes without the day period.
        let noon = Date(timeIntervalSince1970: 1_749_038_400) // 2025-06-04 12:00 UTC
        #expect(AxisFormatter.date(noon, unit: .hour) == "12\u{202F}PM")
        #expect(AxisFormatter.date(noon, unit: .hour, locale: Locale(identifier: "de_DE")) == "12 Uhr")
        #expect(AxisFormatter.date(noon.addingTimeInterval(900), unit: .minute) == "12:15")
        #expect(AxisFormatter.date(noon.addingTimeInterval(900), unit: .minute, locale: Locale(identifier: "fr_FR")) == "12:15")
        #expect(AxisFormatter.number(0.25, step: 0.25, locale: Locale(identifier: "fr_FR")) == "0,25")
        #expect(AxisFormatter.withoutDayPeriod("h:mm a") == "h:mm" && AxisFormatter.withoutDayPeriod("aK:mm") == "K:mm")
    }
}

/// A date with a unit stands for the whole unit holding it, as in Swift Charts: sales at 09:00
/// and 17:30 of June 4 plotted with `unit: .day` stack into one bar spanning June 4 from
/// midnight (UTC, Cairn's chart calendar), and June 5's sale at 12:00 fills June 5.
@Suite(.designEra(.iOS17)) struct DateUnitBinningTests {
    /// Days, hours, minutes and seconds start where the UTC Gregorian calendar says (the fast
    /// division agrees with `Calendar.dateInterval(of:for:)`), before and after 2001, and a
    /// week where the calendar says; NaN and far dates stay as given.
    @Test func unitStartsMatchTheCalendar() {
        let samples: [TimeInterval] = [-1_000_000_000.5, -86_400, -1, 0, 0.5, 59.9, 3_599, 86_399.99, 770_700_000.25, 1_500_000_000]
        for t in samples {
            let d = Date(timeIntervalSinceReferenceDate: t)
            for unit in [Calendar.Component.day, .hour, .minute, .second, .weekOfYear, .month] {
                let expected = DateTicks.calendar.dateInterval(of: unit, for: d)!.start
                #expect(DateTicks.unitStart(of: .date(d), unit: unit) == .date(expected), "\(t) \(unit)")
            }
        }
        #expect(DateTicks.unitStart(of: .date(Date(timeIntervalSinceReferenceDate: .nan)), unit: .day).continuous?.isNaN == true)
        #expect(DateTicks.unitStart(of: .date(Date(timeIntervalSinceReferenceDate: 1e15)), unit: .month) == .date(Date(timeIntervalSinceReferenceDate: 1e15)))
        #expect(DateTicks.unitStart(of: .number(5), unit: .day) == .number(5))
    }

    @Test func salesAtAnyHourStackIntoTheirDaysBar() throws {
        let june4 = Date(timeIntervalSince1970: 1_748_995_200) // 2025-06-04 00:00 UTC
        let times: [(TimeInterval, Double)] = [(9 * 3600, 2), (17.5 * 3600, 3), (36 * 3600, 4)]
        let p = plan { ForEach(times.indices, id: \.self) { i in
            BarMark(x: .value("Day", june4.addingTimeInterval(times[i].0), unit: .day), y: .value("Amount", times[i].1))
        } }
        // The x domain is June 4 00:00 to June 6 00:00; the y domain holds the stacked 5.
        #expect(p.x.lo == june4.timeIntervalSinceReferenceDate)
        #expect(p.x.hi == june4.timeIntervalSinceReferenceDate + 2 * 86_400)
        #expect(p.y.hi >= 5)
        // Two days across 200 points: June 4's bar covers x 0–100 (less the bar's inset) and
        // reaches the top (2 + 3 = 5 of 5); June 5's reaches 4/5 of the height (y 20).
        let bitmap = try ImageRenderer(content: Chart { ForEach(times.indices, id: \.self) { i in
            BarMark(x: .value("Day", june4.addingTimeInterval(times[i].0), unit: .day), y: .value("Amount", times[i].1)).foregroundStyle(.red)
        } }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...5).frame(width: 200, height: 100)).bitmap()
        #expect(rgba(bitmap, 50, 2)[3] == 255)     // June 4: stacked to the top
        #expect(rgba(bitmap, 150, 15)[3] == 0)     // June 5: above 4 of 5
        #expect(rgba(bitmap, 150, 25)[0] > 200)
        #expect(rgba(bitmap, 50, 98)[0] > 200)
    }
}
