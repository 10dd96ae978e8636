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
        (0.0, 85.0, 0.0, 100.0, 20.0),    // Apple's ScaleDomain figure: 0...100
        (0.0, 74.0, 0.0, 80.0, 20.0),     // the average-rule sample
        (-7.0, 26.0, -10.0, 30.0, 10.0),  // the multi-line sample
        (0.0, 1.0, 0.0, 1.0, 0.2),
    ])
    func niceDomainAndStep(lo: Double, hi: Double, niceLo: Double, niceHi: Double, step: Double) {
        let (a, b) = NiceScale.niceDomain(lo, hi)
        #expect(a == niceLo)
        #expect(b == niceHi)
        #expect(abs(NiceScale.step(span: b - a, count: 4) - step) < 1e-12)
    }

    @Test func ticksOf0To200() {
        #expect(NiceScale.ticks(0, 200) == [0, 50, 100, 150, 200])
        #expect(NiceScale.ticks(0, 1).count == 6)  // 0, 0.2, ..., 1
    }

    @Test func degenerateDomains() {
        #expect(NiceScale.niceDomain(0, 0) == (0, 1))
        #expect(NiceScale.niceDomain(5, 5) == (4, 5))      // widened one step (1 for 5 / 4) below
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

