import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Issue 25's axis idioms: labels with content built from `AxisValue`, presets and strides.
@Suite struct AxisIdiomTests {
    /// `AxisValueLabel { if let n = value.as(Int.self) { Text("\(n) km") } }` at 0, 50, 100:
    /// each label is its own view. With the x axis hidden, the widest label ("100 km") ends at
    /// the chart's trailing edge, the top label is centred half its height below the top
    /// (the plot starts there), and the bottom one ends at the chart's bottom.
    @Test func labelContentFromTheValue() {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 100)) }
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(values: [0, 50, 100]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let n = value.as(Int.self) { Text("\(n) km").id("y\(n)") }
                    }
                }
            }
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        let top = layout.frame(of: "y100"), mid = layout.frame(of: "y50"), bottom = layout.frame(of: "y0")
        #expect(top != nil && mid != nil && bottom != nil)
        #expect(abs((top?.maxX ?? 0) - 200) < 1e-6, "\(String(describing: top))")
        #expect(abs((top?.minY ?? 1)) < 1e-6 && abs((bottom?.maxY ?? 0) - 100) < 1e-6)
        // The middle label is centred between them: at y 50.
        #expect(abs((mid?.midY ?? 0) - 50) < 1e-6)
        // "100 km" is wider than "0 km", and all three start at one x (leading-aligned).
        #expect((top?.width ?? 0) > (bottom?.width ?? 0) && top?.minX == bottom?.minX)
    }

    /// `value.index` and `value.count`: a label on every other value of five, showing
    /// "index+1/count"; grid lines at all five.
    @Test func indexAndCount() {
        var settings = ChartSettings()
        settings.yAxis.marks = [AxisMarks(values: [0, 25, 50, 75, 100]) { value in
            AxisGridLine()
            if value.index % 2 == 0 { AxisValueLabel("\(value.index + 1)/\(value.count)") }
        }]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 100)) }
        #expect(p.y.ticks.count == 5)
        #expect((0..<5).map { p.y.parts(at: $0).label } == [true, false, true, false, true])
        #expect((0..<5).allSatisfy { p.y.parts(at: $0).gridLine != nil })
        #expect(p.y.labels[0] == "1/5" && p.y.labels[2] == "3/5" && p.y.labels[4] == "5/5")
        #expect(p.y.labelViews().map(\.index) == [0, 2, 4])
        // `as` answers nil for a type the value is not.
        #expect(AxisValue(value: .number(2), index: 0, count: 1).as(String.self) == nil)
        #expect(AxisValue(value: .number(2), index: 0, count: 1).as(Int.self) == 2)
    }

    /// `AxisMarks(preset:position:values:stroke:)` with `.automatic(desiredCount: 3)`: 0...100
    /// split in about three gives a step of 50 (ticks 0, 50, 100), on the leading side, with
    /// 2-point grid lines and ticks.
    @Test func presetWithDesiredCount() {
        var settings = ChartSettings()
        settings.yAxis.marks = [AxisMarks(preset: .aligned, position: .leading, values: .automatic(desiredCount: 3), stroke: StrokeStyle(lineWidth: 2))]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 100)) }
        #expect(p.y.labels == ["0", "50", "100"])
        #expect(p.y.position == .leading)
        #expect(p.y.parts.gridLine?.lineWidth == 2 && p.y.parts.tick?.stroke.lineWidth == 2)
    }

    /// `.stride(by: .month, count: 3)` over 2024 gives Jan, Apr, Jul, Oct; `.stride(by: 25)`
    /// over 0...100 gives five ticks.
    @Test func strides() {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        let jan = c.date(from: DateComponents(year: 2024, month: 1, day: 1))!
        let dec = c.date(from: DateComponents(year: 2024, month: 12, day: 31))!
        var settings = ChartSettings()
        settings.xAxis.marks = [AxisMarks(values: .stride(by: .month, count: 3, roundLowerBound: true, calendar: c))]
        settings.yAxis.marks = [AxisMarks(values: .stride(by: 25, roundUpperBound: true))]
        let p = plan(settings) {
            LineMark(x: .value("D", jan), y: .value("V", 10))
            LineMark(x: .value("D", dec), y: .value("V", 100))
        }
        #expect(p.x.labels == ["Jan", "Apr", "Jul", "Oct"])
        #expect(p.y.labels == ["0", "25", "50", "75", "100"])
    }

    /// `AxisValueLabel(collisionResolution: .disabled)` keeps all 60 crowded category labels;
    /// the automatic one thins them.
    @Test func collisionResolutionDisabledKeepsEveryLabel() {
        func hiddenCount(_ resolution: AxisValueLabelCollisionResolution) -> Int {
            let chart = Chart { ForEach(0..<60) { i in BarMark(x: .value("C", "C\(i)"), y: .value("V", i)) } }
                .chartYAxis(.hidden)
                .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: resolution) { Text("x") } } }
            let text = ViewLayout(of: chart, in: CGSize(width: 300, height: 200)).description
            return text.components(separatedBy: "frame=(-100000").count - 1
        }
        #expect(hiddenCount(.disabled) == 0)
        #expect(hiddenCount(.automatic) > 0)
    }

    /// Two `AxisMarks` on one axis draw together: grid lines every 10 over 0...100 (11) and
    /// labels every 50 (3). The ticks are the union, in order; the labelled ones (0, 50, 100)
    /// also keep the first set's grid line, and the others have a grid line and no label.
    @Test func twoAxisMarksDrawTogether() {
        var settings = ChartSettings()
        settings.yAxis.marks = [
            AxisMarks(values: .stride(by: 10)) { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 1)) },
            AxisMarks(values: .stride(by: 50)) { _ in AxisValueLabel(); AxisTick(length: 6) },
        ]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 100)) }
        #expect(p.y.ticks == (0...10).map { .number(Double($0 * 10)) })
        let labelled = (0...10).filter { p.y.parts(at: $0).label }
        #expect(labelled == [0, 5, 10])
        #expect(labelled.map { p.y.labels[$0] } == ["0", "50", "100"])
        #expect((0...10).allSatisfy { p.y.parts(at: $0).gridLine?.lineWidth == 1 })
        #expect((0...10).map { p.y.parts(at: $0).tick?.length ?? 0 } == [6, 0, 0, 0, 0, 6, 0, 0, 0, 0, 6])
        // What the axis reserves room for: the 6-point tick and labels.
        #expect(p.y.parts.tick?.length == 6 && p.y.parts.label)
        #expect(p.y.labelViews().map(\.index) == [0, 5, 10])
    }

    /// The sets' values interleave (categories keep their order); at a value both sets
    /// label, the first set's label wins; an `if` in the axis builder chooses a set; the axis
    /// takes the position of the first set that labels (here the second, `.leading`).
    @Test func severalSetsMergeInAxisOrder() {
        let showTicks = true
        var settings = ChartSettings()
        settings.xAxis.marks = AxisContentBuilderProbe.build {
            AxisMarks(values: ["C"]) { _ in AxisGridLine() }
            AxisMarks(position: .top, values: ["A", "C"]) { value in AxisValueLabel("first \(value.index)") }
            if showTicks { AxisMarks(values: ["B", "C"]) { _ in AxisValueLabel("second"); AxisTick() } }
        }
        #expect(settings.xAxis.marks?.count == 3)
        let p = plan(settings) {
            BarMark(x: .value("C", "A"), y: .value("V", 1))
            BarMark(x: .value("C", "B"), y: .value("V", 2))
            BarMark(x: .value("C", "C"), y: .value("V", 3))
        }
        #expect(p.x.ticks == [.category("A"), .category("B"), .category("C")])
        #expect(p.x.labels == ["first 0", "second", "first 1"])
        #expect(p.x.parts(at: 2).gridLine != nil && p.x.parts(at: 2).tick?.length == 4)
        #expect(p.x.parts(at: 0).gridLine == nil && p.x.parts(at: 0).tick == nil)
        #expect(p.x.position == .top)
    }
}

/// Builds axis content as `chartXAxis { ... }` does, for tests that read the marks.
enum AxisContentBuilderProbe {
    static func build(@AxisContentBuilder _ content: () -> [AxisMarks]) -> [AxisMarks] { content() }
}

extension View {
    /// The chart's plot area as a view with the id "plot" (read through the chart proxy), so a
    /// `ViewLayout` can report its frame.
    func plotProbe() -> some View {
        chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = proxy.plotFrame.map { geometry[$0] } ?? .null
                Color.clear.frame(width: max(0, frame.width), height: max(0, frame.height)).id("plot")
                    .position(x: frame.midX, y: frame.midY)
            }
        }
    }
}

extension AxisIdiomTests {
    /// A second `AxisMarks` set at the opposite edge: `.leading` labels at 25 and 75 beside the
    /// default trailing ones at 0, 50 and 100. Each set's labels sit on its own edge, centred on
    /// their values, and the plot makes room on both sides (label width + 4-point gap each).
    @Test func secondSideOfLabels() {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 100)) }
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(values: [0, 50, 100]) { value in
                    AxisValueLabel { if let n = value.as(Int.self) { Text("\(n) t").id("t\(n)") } }
                }
                AxisMarks(position: .leading, values: [25, 75]) { value in
                    AxisGridLine()
                    AxisValueLabel { if let n = value.as(Int.self) { Text("\(n) lead").id("l\(n)") } }
                }
            }
            .plotProbe()
        let layout = ViewLayout(of: chart, in: CGSize(width: 300, height: 120))
        guard let plot = layout.frame(of: "plot"), let l25 = layout.frame(of: "l25"), let l75 = layout.frame(of: "l75"),
              let t0 = layout.frame(of: "t0"), let t100 = layout.frame(of: "t100") else {
            Issue.record("missing frames: \(layout.description)"); return
        }
        // Leading labels end 4 points before the plot; trailing ones start 4 after it.
        #expect(abs(l25.maxX - (plot.minX - 4)) < 1e-6 && abs(l75.maxX - (plot.minX - 4)) < 1e-6)
        #expect(abs(t0.minX - (plot.maxX + 4)) < 1e-6 && abs(t100.maxX - 300) < 1e-6)
        #expect(abs(l25.minX) < 1e-6)
        // The plot is what both sides leave: 300 − (leading width + 4) − (trailing width + 4).
        #expect(abs(plot.width - (300 - (l25.width + 4) - (t100.width + 4))) < 1e-6)
        // Each label is centred on its value: 25 is three quarters down the plot.
        #expect(abs(l25.midY - (plot.minY + plot.height * 0.75)) < 1e-6)
        #expect(abs(t100.midY - plot.minY) < 1e-6)
    }

    /// The same on x: a `.top` set above the plot beside the default bottom labels; the plot
    /// gives up both bands (label height + 4-point gap each, plus the default ticks' 4 below).
    @Test func secondSideOfXLabels() {
        let chart = Chart { PointMark(x: .value("X", 100), y: .value("Y", 1)) }
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks(values: [0, 100]) { value in
                    AxisValueLabel { if let n = value.as(Int.self) { Text("\(n)").id("b\(n)") } }
                }
                AxisMarks(position: .top, values: [50]) { _ in
                    AxisValueLabel { Text("top").id("top") }
                }
            }
            .plotProbe()
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 120))
        guard let plot = layout.frame(of: "plot"), let top = layout.frame(of: "top"), let b0 = layout.frame(of: "b0") else {
            Issue.record("missing frames: \(layout.description)"); return
        }
        #expect(abs(top.minY) < 1e-6 && abs(top.maxY + 4 - plot.minY) < 1e-6)
        #expect(abs(b0.minY - (plot.maxY + 4)) < 1e-6 && abs(b0.maxY - 120) < 1e-6)
        #expect(abs(plot.height - (120 - (top.height + 4) - (b0.height + 4))) < 1e-6)
    }
}
