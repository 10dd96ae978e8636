import Cairn
import CairnCairo
import Charts
import Foundation
import Testing
import CairnTestSupport

/// What a test's overlay read from its proxy.
private final class Readings: @unchecked Sendable {
    var plotFrame: CGRect?
    var xB: CGFloat?
    var y50: CGFloat?
    var valueAtX: String?
    var valueAtY: Double?
    var plotSize: CGSize?
    var rangeB: ClosedRange<CGFloat>?
}

/// `chartOverlay`/`chartBackground` and `ChartProxy`.
@Suite(.designEra(.iOS17)) struct ProxyTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    func bars() -> some View {
        Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 40))
            BarMark(x: .value("C", "B"), y: .value("V", 100))
            BarMark(x: .value("C", "C"), y: .value("V", 70))
        }
    }

    /// Hidden axes and 10 points of padding: the plot is (10, 10, 200, 100) in the overlay
    /// (which covers the padded view), the domain 0...100 and three 66.67-point bands.
    @Test func proxyPositionsAndValuesWithHiddenAxes() throws {
        let readings = Readings()
        let view = bars()
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...100)
            .padding(10)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let _ = {
                        readings.plotFrame = proxy.plotFrame.map { geometry[$0] }
                        readings.xB = proxy.position(forX: "B")
                        readings.y50 = proxy.position(forY: 50)
                        readings.valueAtX = proxy.value(atX: 150, as: String.self)
                        readings.valueAtY = proxy.value(atY: 25, as: Double.self)
                        readings.plotSize = proxy.plotSize
                        readings.rangeB = proxy.positionRange(forX: "B")
                    }()
                    Color.clear
                }
            }
        _ = try bitmap(view, 220, 120)
        #expect(readings.plotFrame == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(readings.plotSize == CGSize(width: 200, height: 100))
        #expect(readings.xB == 100)
        #expect(readings.y50 == 50)
        // x 150 is in the third band (133.3...200); y 25 from the top is 75 on 0...100.
        #expect(readings.valueAtX == "C")
        #expect(readings.valueAtY == 75)
        #expect(readings.rangeB.map { abs($0.lowerBound - 200.0 / 3) < 1e-9 && abs($0.upperBound - 400.0 / 3) < 1e-9 } == true)
    }

    /// With the default axes (labels trailing and below) the plot is inset; a three-point red rule
    /// drawn by the overlay at `position(forX: "B")` lands on the centre of bar B as found in the
    /// pixels of the chart alone, and one at `position(forY: 100)` on the bar's top edge.
    @Test func overlayMarkerLandsOnTheMark() throws {
        let plain = try bitmap(bars(), 300, 200)
        // Bar B's blue columns on a row through all bars' bodies (y 190 is below the plot; 150 is
        // inside every bar: the shortest, 40 of 100, reaches about 110 in a ~176-point plot).
        var columns: [Int] = []
        for x in 0..<300 where plain.pixel(x: x, y: 150) == (0, 122, 255, 255) { columns.append(x) }
        // The middle bar's run: columns between the first gap and the second.
        var bands: [[Int]] = []
        for c in columns {
            if let last = bands.last?.last, c == last + 1 { bands[bands.count - 1].append(c) } else { bands.append([c]) }
        }
        #expect(bands.count == 3)
        let barB = bands[1]
        let centre = CGFloat(barB.first! + barB.last! + 1) / 2
        // Bar B's top: the first blue row in its centre column.
        var top = 0
        for y in 0..<200 where plain.pixel(x: Int(centre), y: y) == (0, 122, 255, 255) { top = y; break }

        let readings = Readings()
        let marked = bars().chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotAreaFrame]
                let x = frame.minX + (proxy.position(forX: "B") ?? 0)
                let y = frame.minY + (proxy.position(forY: 100) ?? 0)
                let _ = { readings.xB = x; readings.y50 = y }()
                Rectangle().fill(Color.red).frame(width: 3, height: 200).position(x: x, y: 100)
            }
        }
        let b = try bitmap(marked, 300, 200)
        #expect(abs((readings.xB ?? 0) - centre) <= 0.5, "proxy x \(readings.xB ?? -1), bar centre \(centre)")
        #expect(abs((readings.y50 ?? 0) - CGFloat(top)) <= 1, "proxy y \(readings.y50 ?? -1), bar top \(top)")
        // The overlay's red rule covers bar B's centre column (red drawn over blue).
        let px = b.pixel(x: Int(readings.xB!.rounded(.down)), y: 150)
        #expect(px.red == 255 && px.green == 59 && px.blue == 48, "\(px)")
        #expect(b.pixel(x: barB.first!, y: 150) == (0, 122, 255, 255))
    }

    /// `chartBackground` draws behind the chart: a yellow plot-frame rectangle shows where no
    /// mark is, the bars stay blue, and the padding outside the plot stays clear.
    @Test func backgroundFillsThePlotFrameBehindTheMarks() throws {
        let view = bars()
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...100)
            .padding(10)
            .chartBackground(alignment: .topLeading) { proxy in
                GeometryReader { geometry in
                    let frame = proxy.plotFrame.map { geometry[$0] } ?? .zero
                    Color.yellow.frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
                }
            }
        let b = try bitmap(view, 220, 120)
        #expect(b.pixel(x: 110, y: 100) == (0, 122, 255, 255))   // bar B
        #expect(b.pixel(x: 40, y: 20) == (255, 204, 0, 255))      // above bar A (40 of 100)
        #expect(b.pixel(x: 5, y: 60).alpha == 0)                  // padding
        #expect(b.pixel(x: 215, y: 60).alpha == 0)
    }

    /// A view with no chart gives a proxy that answers nothing.
    @Test func proxyWithoutAChart() throws {
        let readings = Readings()
        let view = Color.white.chartOverlay { proxy in
            let _ = {
                readings.plotFrame = proxy.plotFrame == nil ? .null : .zero
                readings.xB = proxy.position(forX: "B")
            }()
            Color.clear
        }
        _ = try bitmap(view, 50, 50)
        #expect(readings.plotFrame == .null)
        #expect(readings.xB == nil)
    }

    /// Nested overlays each get the chart: an overlay inside another (a view's own drag
    /// overlay, wrapped by a caller's) reads the same plot size as the outer one.
    @Test func nestedOverlaysBothSeeTheChart() throws {
        let inner = Readings(), outer = Readings()
        let view = bars()
            .chartOverlay { proxy in
                GeometryReader { _ in
                    let _ = { inner.plotSize = proxy.plotSize }()
                    Color.clear
                }
            }
            .chartOverlay { proxy in
                GeometryReader { _ in
                    let _ = { outer.plotSize = proxy.plotSize }()
                    Color.clear
                }
            }
        _ = try bitmap(view.chartXAxis(.hidden).chartYAxis(.hidden), 200, 100)
        #expect(inner.plotSize == CGSize(width: 200, height: 100))
        #expect(outer.plotSize == CGSize(width: 200, height: 100))
    }
}
