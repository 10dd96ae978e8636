@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Nice domains and ticks. Evidence: Swift Charts' ScaleDomain article shows bars of 5, 10, 15
/// on a 0...15 axis and dots at 12...85 on a 0...100 axis; number scales include zero.
@Suite struct TickTests {
    @Test(arguments: [
        // (data min, data max, nice lower, nice upper, step)
        (0.0, 176.0, 0.0, 200.0, 50.0),   // seed 000's radar maximum: 0, 50, 100, 150, 200
        (0.0, 15.0, 0.0, 15.0, 5.0),      // Apple's ScaleDomain figure: 0...15
        (0.0, 85.0, 0.0, 100.0, 25.0),    // Apple's ScaleDomain figure: 0...100
        (0.0, 1.1, 0.0, 1.5, 0.5),        // Apple's AreaMark figure: prices to 1.10 on 0...1.5
        (0.0, 5.0, 0.0, 6.0, 2.0),        // "Creating a chart using Swift Charts": 0 to 6
        (0.0, 9.0, 0.0, 10.0, 5.0),       // Apple's Chart figure: 0 to 10 (no 2.5 between integers)
        (-0.55, 0.55, -1.0, 1.0, 0.5),    // Apple's centred AreaMark: −1 to 1
        (0.0, 74.0, 0.0, 80.0, 20.0),     // the average-rule sample
        (-7.0, 26.0, -10.0, 30.0, 10.0),  // the multi-line sample
        (0.0, 1.0, 0.0, 1.0, 0.25),       // as 0...100 in fours (Customizing axes), scaled
        (0.0, 100.0, 0.0, 100.0, 25.0),   // "Customizing axes": 0, 25, 50, 75, 100
    ])
    func niceDomainAndStep(lo: Double, hi: Double, niceLo: Double, niceHi: Double, step: Double) {
        let (a, b) = NiceScale.niceDomain(lo, hi)
        #expect(a == niceLo)
        #expect(b == niceHi)
        #expect(abs(NiceScale.step(span: b - a, count: 4) - step) < 1e-12)
    }

    @Test func ticksOf0To200() {
        #expect(NiceScale.ticks(0, 200) == [0, 50, 100, 150, 200])
        #expect(NiceScale.ticks(0, 1) == [0, 0.25, 0.5, 0.75, 1])
        // `.automatic(desiredCount: 3)` on 0...100: 0, 50, 100 ("Customizing axes").
        #expect(NiceScale.ticks(0, 100, count: 3) == [0, 50, 100])
    }

    @Test func degenerateDomains() {
        #expect(NiceScale.niceDomain(0, 0) == (0, 1))
        #expect(NiceScale.niceDomain(5, 5) == (2, 5))      // widened one step (2: 0...5 in four or fewer) below
        #expect(NiceScale.niceDomain(.nan, 3) == (0, 1))
        #expect(NiceScale.niceDomain(.infinity, 3) == (0, 1))
        #expect(NiceScale.ticks(1, 1) == [1])
        #expect(NiceScale.ticks(.nan, 1).isEmpty)
        // A step far too small for the span gives no ticks instead of an endless loop.
        #expect(NiceScale.ticks(0, 1e300, step: 1e-300).isEmpty)
        #expect(NiceScale.ticks(0, 10, step: 0).isEmpty)
    }

    @Test func logDomainAndTicks() {
        #expect(NiceScale.logDomain(80, 8_000_000) == (10, 10_000_000))
        #expect(NiceScale.logTicks(10, 10_000) == [10, 100, 1000, 10_000])
        #expect(NiceScale.logDomain(0, 10) == (1, 10))   // non-positive: a fallback decade
        #expect(NiceScale.logDomain(100, 100) == (100, 1000))
    }

    @Test func numberLabels() {
        #expect(AxisFormatter.number(1_000_000, step: 0) == "1,000,000")
        #expect(AxisFormatter.number(-1500, step: 500) == "-1,500")
        #expect(AxisFormatter.number(0.5, step: 0.1) == "0.5")
        #expect(AxisFormatter.number(0.25, step: 0.05) == "0.25")
        // A step of 0.25 needs two decimals: 0.75, not 0.8.
        #expect(AxisFormatter.number(0.75, step: 0.25) == "0.75")
        #expect(AxisFormatter.number(1.5, step: 0.5) == "1.5")
    }

    @Test func dateTicksAreCalendarAligned() {
        let jan1 = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC, a Monday
        let (unit, count) = DateTicks.stride(span: 27 * 86400, count: 4)
        #expect(unit == .weekOfYear && count == 1)
        let ticks = DateTicks.ticks(jan1, jan1.addingTimeInterval(27 * 86400), component: .weekOfYear, count: 1)
        // Weeks start on Sunday in the Gregorian calendar: Jan 7, 14, 21, 28.
        #expect(ticks.map { AxisFormatter.date($0, unit: .day) } == ["Jan 7", "Jan 14", "Jan 21", "Jan 28"])
        let months = DateTicks.ticks(jan1, jan1.addingTimeInterval(200 * 86400), component: .month, count: 3)
        #expect(months.map { AxisFormatter.date($0, unit: .month) } == ["Jan", "Apr", "Jul"])
        // A day's bar ends 24 hours later.
        #expect(DateTicks.end(of: jan1, unit: .day).timeIntervalSince(jan1) == 86400)
    }
}

