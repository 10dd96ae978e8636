import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Issue 25's crash: a chart's layout counted its subviews by position, so an annotation (or a
/// title or custom legend) that resolved to no subview or to several shifted every part after
/// it, and the last annotation read past the end ("Index out of range"). Parts are now tagged.
@Suite struct AnnotationCrashTests {
    /// Whether two frames agree to a millionth of a point.
    static func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// A 10 × 6 marker, so frames are exact.
    static func marker(_ id: String) -> some View { Color.red.frame(width: 10, height: 6).id(id) }

    /// The pie: `.annotation(position: .overlay)` on sectors 3 and 1 in a 200 × 200 plot
    /// (no legend, no axes). Each label is centred at its sector's middle: half-way along its
    /// angle, half-way between the inner and outer radius (Cairn's reading of Swift Charts'
    /// overlay on a sector). Sector one spans 12 to 9 o'clock (mid-angle 135° clockwise from
    /// 12, radius 50): centre (100 + 50·cos 45°, 100 + 50·sin 45°) = (135.355, 135.355).
    @Test func pieOverlayLabelsSitAtTheSectorMiddles() {
        let chart = Chart {
            SectorMark(angle: .value("Count", 3)).annotation(position: .overlay) { Self.marker("a") }
            SectorMark(angle: .value("Count", 1)).annotation(position: .overlay) { Self.marker("b") }
        }
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 200))
        let a = layout.frame(of: "a"), b = layout.frame(of: "b")
        #expect(abs((a?.midX ?? 0) - 135.355) < 0.01 && abs((a?.midY ?? 0) - 135.355) < 0.01, "\(String(describing: a))")
        // Sector two: 9 to 12 o'clock, mid-angle 315°: (64.645, 64.645).
        #expect(abs((b?.midX ?? 0) - 64.645) < 0.01 && abs((b?.midY ?? 0) - 64.645) < 0.01, "\(String(describing: b))")
    }

    /// A donut (inner radius 0.6 of 100 = 60) puts the label at radius 80: the first quarter's
    /// middle is at 45° → (100 + 80·sin 45°, 100 − 80·cos 45°) = (156.569, 43.431).
    @Test func donutOverlayLabelIsMidRing() {
        let chart = Chart {
            SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("T", "A"))
                .annotation(position: .overlay) { Self.marker("a") }
            SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("T", "B"))
        }
        .chartLegend(.hidden)
        let f = ViewLayout(of: chart, in: CGSize(width: 200, height: 200)).frame(of: "a")
        #expect(abs((f?.midX ?? 0) - 156.569) < 0.01 && abs((f?.midY ?? 0) - 43.431) < 0.01, "\(String(describing: f))")
    }

    /// The crash itself: annotations whose content is nothing (`EmptyView`, a false `if`) or
    /// two views, before a normal one. The normal one still lands on its own mark: a bar of 50
    /// in band B (100...200 of a 200-wide plot, 0...100 domain over 100 points) has its top at
    /// y 50, so the 10 × 6 marker sits at (145, 40).
    @Test func emptyAndMultiViewAnnotationsKeepTheOthersInPlace() throws {
        let show = false
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 100))
                .annotation(position: .overlay) { EmptyView() }
                .annotation(position: .top) { if show { Text("never") } }
                .annotation(position: .bottom) { Text("one"); Text("two") }
            BarMark(x: .value("C", "B"), y: .value("V", 50))
                .annotation { Self.marker("b") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        #expect(layout.frame(of: "b") == CGRect(x: 145, y: 40, width: 10, height: 6))
        // Two views in one annotation stack as one annotation (8 points apart, a VStack's default).
        _ = try ImageRenderer(content: chart).bitmap()
    }

    /// Titles and a custom legend that are empty or several views take one slot each too.
    @Test func emptyTitlesAndMultiViewLegend() {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 50)).annotation { Self.marker("a") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXAxisLabel { EmptyView() }
        .chartYAxisLabel { Text("y"); Text("z") }
        .chartLegend { EmptyView() }
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        let f = layout.frame(of: "a")
        // The marker is centred on the single band (x 95...105) and above the bar's top.
        #expect(f?.minX == 95 && f?.width == 10, "\(String(describing: f))")
    }

    /// Every position on every mark kind: the annotation is placed against its own mark's
    /// frame (a subview for each, none left over, no trap). Checked with numbers on a 200 × 100
    /// plot with 0...100 on y: a point at (x 50 of 0...100, y 50) is at (100, 50), its 8-point
    /// symbol spans 96...104, so `.trailing` puts the marker's leading edge at 104 + 4 = 108.
    @Test(arguments: [
        AnnotationPosition.automatic, .top, .bottom, .leading, .trailing, .overlay,
        .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    ])
    func everyPositionOnEveryMark(position: AnnotationPosition) throws {
        let chart = Chart {
            PointMark(x: .value("X", 50), y: .value("Y", 50)).annotation(position: position) { Self.marker("point") }
            LineMark(x: .value("X", 0), y: .value("Y", 20)).annotation(position: position) { Self.marker("line") }
            LineMark(x: .value("X", 100), y: .value("Y", 80))
            AreaMark(x: .value("X", 0), y: .value("Y", 10)).annotation(position: position) { Self.marker("area") }
            AreaMark(x: .value("X", 100), y: .value("Y", 10))
            RuleMark(y: .value("Y", 40)).annotation(position: position) { Self.marker("rule") }
            RectangleMark(xStart: .value("X", 10), xEnd: .value("X", 30), yStart: .value("Y", 60), yEnd: .value("Y", 90))
                .annotation(position: position) { Self.marker("rect") }
            BarMark(x: .value("X", 70), yStart: .value("Y", 0), yEnd: .value("Y", 30), width: 10)
                .annotation(position: position) { Self.marker("bar") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        let point = CGRect(x: 96, y: 46, width: 8, height: 8)
        let rect = CGRect(x: 20, y: 10, width: 40, height: 30)
        let bar = CGRect(x: 135, y: 70, width: 10, height: 30)
        let rule = CGRect(x: 0, y: 60, width: 200, height: 0)
        for (id, frame) in [("point", point), ("rect", rect), ("bar", bar), ("rule", rule)] {
            let (p, anchor) = ChartLayout.annotationPlacement(frame: frame, position: position, alignment: .center, spacing: 4, horizontalBar: false)
            let expected = CGRect(x: p.x - 10 * anchor.x, y: p.y - 6 * anchor.y, width: 10, height: 6)
            #expect(Self.close(layout.frame(of: id), expected), "\(id) \(position): \(String(describing: layout.frame(of: id)))")
        }
        // Spot checks in plain numbers.
        if position == .trailing { #expect(layout.frame(of: "point") == CGRect(x: 108, y: 47, width: 10, height: 6)) }
        if position == .top { #expect(layout.frame(of: "bar") == CGRect(x: 135, y: 60, width: 10, height: 6)) }
        if position == .overlay { #expect(Self.close(layout.frame(of: "rect"), CGRect(x: 35, y: 22, width: 10, height: 6))) }
        #expect(layout.frame(of: "line") != nil && layout.frame(of: "area") != nil)
    }
}
