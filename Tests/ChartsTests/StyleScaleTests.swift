import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// A continuous colour scale (`chartForegroundStyleScale(range: Gradient)`, with or without a
/// domain), a style array as the range, and `clipShape` on chart content (issue 25). Pixel
/// colours computed by hand: a red → blue gradient mixes the sRGB components linearly.
@Suite(.designEra(.iOS17)) struct StyleScaleTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let gradient = Gradient(colors: [red, blue])

    /// Three heat-map cells valued 0, 50, 100 in a 300 × 100 chart (axes and legend hidden):
    /// cells 100 points wide; the domain is the data's 0...100, so the cells are red, the
    /// midpoint (127.5, 0, 127.5) and blue.
    static func heatMap<V: View>(_ modify: (AnyView) -> V) throws -> Bitmap {
        let chart = Chart {
            ForEach([("A", 0.0), ("B", 50.0), ("C", 100.0)], id: \.0) { cell in
                RectangleMark(x: .value("X", cell.0), y: .value("Y", "R")).foregroundStyle(by: .value("V", cell.1))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let r = ImageRenderer(content: modify(AnyView(chart)))
        r.proposedSize = ProposedViewSize(width: 300, height: 100)
        return try r.bitmap()
    }

    static func near(_ p: (UInt8, UInt8, UInt8, UInt8), _ e: (Int, Int, Int, Int), tolerance: Int = 1) -> Bool {
        abs(Int(p.0) - e.0) <= tolerance && abs(Int(p.1) - e.1) <= tolerance && abs(Int(p.2) - e.2) <= tolerance && abs(Int(p.3) - e.3) <= tolerance
    }

    @Test func gradientOverTheDataExtent() throws {
        let b = try Self.heatMap { $0.chartForegroundStyleScale(range: Self.gradient) }
        #expect(Self.near(b.pixel(x: 50, y: 50), (255, 0, 0, 255)))
        #expect(Self.near(b.pixel(x: 150, y: 50), (128, 0, 128, 255)))
        #expect(Self.near(b.pixel(x: 250, y: 50), (0, 0, 255, 255)))
    }

    /// `domain: 0...200`: 0 is red, 50 a quarter of the way (191.25, 0, 63.75), 100 halfway.
    /// `domain: 50...60`: 0 clamps to red, 50 is red too, 100 clamps to blue.
    @Test func gradientOverAGivenDomain() throws {
        let b = try Self.heatMap { $0.chartForegroundStyleScale(domain: 0...200, range: Self.gradient) }
        #expect(Self.near(b.pixel(x: 50, y: 50), (255, 0, 0, 255)))
        #expect(Self.near(b.pixel(x: 150, y: 50), (191, 0, 64, 255)))
        #expect(Self.near(b.pixel(x: 250, y: 50), (128, 0, 128, 255)))
        let c = try Self.heatMap { $0.chartForegroundStyleScale(domain: 50...60, range: Self.gradient) }
        #expect(Self.near(c.pixel(x: 50, y: 50), (255, 0, 0, 255)))
        #expect(Self.near(c.pixel(x: 250, y: 50), (0, 0, 255, 255)))
    }

    /// A gradient scale's colour function: stops at 0, 0.25 and 1 (red, green, blue); 0.125
    /// is halfway between red and green, 0.625 halfway between green and blue; the ends clamp.
    @Test func colourAlongStops() {
        let g = Gradient(stops: [.init(color: Self.red, location: 0), .init(color: Color(red: 0, green: 1, blue: 0), location: 0.25), .init(color: Self.blue, location: 1)])
        let scale = GradientStyleScale(gradient: g, domain: .range(0, 1), names: [])
        func rgb(_ t: Double) -> [Double] { let c = scale.color(at: t).resolved; return [c.red, c.green, c.blue] }
        #expect(rgb(0.125) == [0.5, 0.5, 0])
        #expect(rgb(0.625) == [0, 0.5, 0.5])
        #expect(rgb(-3) == [1, 0, 0] && rgb(7) == [0, 0, 1])
        // Positions: 0.5 of 0...1; names formatted with thousands separators parse back.
        #expect(scale.position(of: "0.5") == 0.5)
        #expect(GradientStyleScale(gradient: g, domain: .range(0, 2000), names: []).position(of: "1,000") == 0.5)
        // Categories spread evenly: A at 0, B at 0.5, C at 1.
        let categories = GradientStyleScale(gradient: g, domain: nil, names: ["A", "B", "C"])
        #expect(categories.position(of: "B") == 0.5 && categories.position(of: "C") == 1)
    }

    /// The legend of a gradient scale is one gradient bar, not an entry per value; a style
    /// array as the range replaces the palette (red, green, then red again).
    @Test func legendAndStyleArrays() {
        var s = ChartSettings()
        s.styleRange = .gradient(Self.gradient)
        let p = plan(s) { ForEach([1.0, 2.0, 3.0], id: \.self) { v in BarMark(x: .value("X", "\(v)"), y: .value("Y", v)).foregroundStyle(by: .value("V", v)) } }
        #expect(p.legendEntries.isEmpty && p.legendVisible && p.gradientScale != nil)
        let ends = p.gradientScale?.endLabels
        #expect(ends?.0 == "1" && ends?.1 == "3")
        var t = ChartSettings()
        t.styleRange = .styles([AnyShapeStyle(Color.red), AnyShapeStyle(Color.green)])
        let q = plan(t) { ForEach(["a", "b", "c"], id: \.self) { k in BarMark(x: .value("X", k), y: .value("Y", 1)).foregroundStyle(by: .value("K", k)) } }
        #expect(q.seriesStyles.count == 3)
        let settings = ScaleRangeTests.settings { $0.chartForegroundStyleScale(range: [Color.red, Color.green]) }
        if case .styles(let styles)? = settings.styleRange { #expect(styles.count == 2) } else { Issue.record("no style range") }
    }

    /// `clipShape(Circle())` on a bar: the only bar of a 100 × 100 chart (axes hidden) is
    /// 75 × 100 at x 12.5...87.5, and the circle inscribed in it has radius 37.5 around
    /// (50, 50): (50, 50) is blue, (50, 5) and (15, 15) — inside the bar, outside the circle —
    /// are empty;
    /// with `Rectangle()` the whole bar draws.
    @Test func clipShapeFillsEachMarksFrame() throws {
        func render<S: Shape>(_ shape: S) throws -> Bitmap {
            let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 10)).foregroundStyle(Color.blue).clipShape(shape) }
                .chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
            let r = ImageRenderer(content: chart)
            r.proposedSize = ProposedViewSize(width: 100, height: 100)
            return try r.bitmap()
        }
        let circle = try render(Circle())
        #expect(circle.pixel(x: 50, y: 50) == (0, 122, 255, 255))
        #expect(circle.pixel(x: 50, y: 5).alpha == 0)
        #expect(circle.pixel(x: 15, y: 15).alpha == 0)
        let square = try render(Rectangle())
        #expect(square.pixel(x: 50, y: 5) == (0, 122, 255, 255))
        #expect(square.pixel(x: 15, y: 15) == (0, 122, 255, 255))
    }
}
