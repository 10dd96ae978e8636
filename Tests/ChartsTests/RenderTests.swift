import Cairn
import CairnCairo
@testable import Charts
import Foundation
import SampleScenes
import Testing
import CairnTestSupport

/// Charts rendered to pixels, and bad input.
@Suite(.designEra(.iOS17)) struct RenderTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// With both axes hidden the plot fills the chart: a 0...200 domain over 200 points, so
    /// seed 000's values are bars exactly that many points tall.
    @Test func barPixelsWithHiddenAxes() throws {
        let values = [165, 129, 148, 176, 152, 140]
        let chart = Chart {
            ForEach(0..<6) { i in BarMark(x: .value("Axis", "\(i)"), y: .value("Value", values[i])) }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        let b = try bitmap(chart, 300, 200)
        // Bar D (index 3): band 150...200, bar 156.25...193.75, 176 points tall from y 24.
        let blue = b.pixel(x: 175, y: 100)
        #expect(blue.red == 0 && blue.green == 122 && blue.blue == 255 && blue.alpha == 255)
        #expect(b.pixel(x: 175, y: 26).blue == 255 && b.pixel(x: 175, y: 22).alpha == 0)
        // Between bars (x 151) and above the shortest bar B (129 → top at y 71): empty.
        #expect(b.pixel(x: 152, y: 100).alpha == 0)
        #expect(b.pixel(x: 75, y: 69).alpha == 0 && b.pixel(x: 75, y: 73).blue == 255)
    }

    /// The default axes take room: y labels on the trailing side, x labels below, so the plot is
    /// narrower and shorter than the chart and labels are drawn right of the plot.
    @Test func defaultAxesReserveRoomForLabels() throws {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 100))
        }
        let b = try bitmap(chart, 300, 200)
        // The single bar's band spans the plot; the bar's centre column is blue in mid-height.
        var blueColumns: [Int] = []
        for x in 0..<300 where b.pixel(x: x, y: 100) == (0, 122, 255, 255) { blueColumns.append(x) }
        #expect(!blueColumns.isEmpty)
        let plotWidth = CGFloat(blueColumns.count) / 0.75
        // Labels "0"..."100" need 20-30 points beside the plot.
        #expect(plotWidth > 240 && plotWidth < 290, "plot width \(plotWidth)")
        // Something (the "100" label) is drawn right of the bar's band, at the top tick row.
        var inked = false
        for x in 270..<300 { for y in 0..<20 where b.pixel(x: x, y: y).alpha > 0 { inked = true } }
        #expect(inked)
    }

    @Test func emptySingleAndDegenerateChartsRender() throws {
        let empty: [Double] = []
        _ = try bitmap(Chart { ForEach(Array(empty.enumerated()), id: \.offset) { LineMark(x: .value("X", $0.offset), y: .value("Y", $0.element)) } }, 200, 100)
        _ = try bitmap(Chart { PointMark(x: .value("X", 3), y: .value("Y", 3)) }, 200, 100)
        _ = try bitmap(Chart { LineMark(x: .value("X", 1), y: .value("Y", 5)) }.chartYScale(domain: 5...5), 200, 100)
        _ = try bitmap(Chart { SectorMark(angle: .value("V", 0)) }, 100, 100)
        let zero = ViewLayout(of: Chart { BarMark(x: .value("X", "a"), y: .value("Y", 1)) }, in: .zero)
        #expect(zero.size == .zero)
    }

    @Test func nonFiniteValuesAreSkippedWithADiagnostic() throws {
        let values = [1.0, .nan, 3, .infinity, -.infinity, 2]
        let chart = Chart { ForEach(Array(values.enumerated()), id: \.offset) { LineMark(x: .value("X", $0.offset), y: .value("Y", $0.element)) } }
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        #expect(layout.diagnostics.contains("Chart: 3 mark(s) with NaN or infinite values were skipped."))
        _ = try bitmap(chart, 200, 100)
    }

    @Test func logScaleSkipsNonPositiveValues() throws {
        let values = [0.0, -5, 10, 1000]
        let chart = Chart { ForEach(Array(values.enumerated()), id: \.offset) { PointMark(x: .value("X", $0.offset), y: .value("Y", $0.element)) } }
            .chartYScale(domain: .automatic, type: .log)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        #expect(layout.diagnostics.contains("Chart: 2 value(s) ≤ 0 on the log y scale were skipped."))
        _ = try bitmap(chart, 200, 100)
    }

    /// A chart keeps 2²⁰ marks (a 1,000,000-point plot is drawn whole) and skips the rest, with
    /// a diagnostic: 1,050,000 marks keep 1,048,576, the last kept point at x 1,048,575.
    @Test func marksBeyondTwoToTheTwentiethAreCapped() throws {
        let chart = Chart { ForEach(0..<1_050_000) { i in LineMark(x: .value("X", i), y: .value("Y", i % 100)) } }
        let layout = ViewLayout(of: chart, in: CGSize(width: 400, height: 200))
        #expect(layout.diagnostics.contains("Chart: 1048576 marks or more; any beyond 1048576 were skipped."))
        let p = plan { ForEach(0..<1_050_000) { i in LineMark(x: .value("X", i), y: .value("Y", i % 100)) } }
        #expect(p.marks.count == 1 << 20 && p.marks.last?.x == PlotValue(1_048_575))
    }

    /// A donut's pixels: the top of the ring is the first sector's colour, the centre is empty.
    @Test func donutPixels() throws {
        let chart = Chart {
            SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5)).foregroundStyle(Color.red)
            SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.5)).foregroundStyle(Color.green)
        }
        let b = try bitmap(chart, 200, 200)
        // Outer radius 100, inner 50: the first quarter (12 to 3 o'clock) is red.
        #expect(b.pixel(x: 160, y: 40) == (255, 59, 48, 255))
        // The rest is green: 6 and 9 o'clock.
        #expect(b.pixel(x: 100, y: 175) == (52, 199, 89, 255))
        #expect(b.pixel(x: 25, y: 100) == (52, 199, 89, 255))
        #expect(b.pixel(x: 100, y: 100).alpha == 0)
    }

    /// `SectorMark(…).cornerRadius(10)` rounds each corner with a 10-point arc tangent to the
    /// edge and the circle. Two equal sectors of a 200-point donut (outer radius 100, inner 50,
    /// centre (100, 100)): the first's outer corner at 12 o'clock is (100, 0). Its corner
    /// circle's centre is α = √(90² − 10²) = 89.44 above the centre and 10 right of the edge:
    /// (110, 10.56). Pixel (101, 1) lies in the corner cut away (12.4 from that centre), pixel
    /// (110, 5) inside the arc; square corners fill both. Pixel (101, 30), mid-ring, is filled
    /// either way.
    @Test func sectorCornerRadius() throws {
        func donut(_ radius: CGFloat) throws -> Bitmap {
            try bitmap(Chart {
                SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5)).cornerRadius(radius).foregroundStyle(Color.red)
                SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5)).cornerRadius(radius).foregroundStyle(Color.red)
            }, 200, 200)
        }
        let rounded = try donut(10), square = try donut(0)
        #expect(rounded.pixel(x: 101, y: 1).alpha == 0 && square.pixel(x: 101, y: 1) == (255, 59, 48, 255))
        #expect(rounded.pixel(x: 110, y: 5) == (255, 59, 48, 255))
        #expect(rounded.pixel(x: 101, y: 30) == (255, 59, 48, 255) && square.pixel(x: 101, y: 30) == (255, 59, 48, 255))
        // The inner corner at 12 o'clock, (100, 50): its circle's centre is β = √(60² − 10²) =
        // 59.16 above the centre, (110, 40.84); pixel (101, 48) is cut away.
        #expect(rounded.pixel(x: 101, y: 48).alpha == 0 && square.pixel(x: 101, y: 48) == (255, 59, 48, 255))
        // A radius larger than the ring is halved until it fits, never a crash or a gap.
        let huge = try donut(1e6)
        #expect(huge.pixel(x: 150, y: 100) == (255, 59, 48, 255))
    }

    @Test func chartSamplesRender() throws {
        for sample in SampleCatalog.all where sample.name.hasPrefix("chart-") {
            let layout = sample.renderer(scale: 1).layout
            #expect(layout.diagnostics.isEmpty, "\(sample.name): \(layout.diagnostics)")
        }
    }
}
