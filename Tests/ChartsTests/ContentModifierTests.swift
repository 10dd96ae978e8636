import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Issue 25's chart content modifiers: zIndex, offset, symbol views, position(by:axis:span:),
/// annotation overflow, accessibility (nothing drawn) and every interpolation method.
@Suite(.designEra(.iOS17)) struct ContentModifierTests {
    static func marker(_ id: String) -> some View { Color.red.frame(width: 10, height: 6).id(id) }

    static func bitmap<V: View>(_ view: V, _ w: CGFloat = 100, _ h: CGFloat = 100) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// Two overlapping rectangles (red 0...60, blue 40...100 of a 100-point plot): at x 50
    /// the later one, blue, is on top; `zIndex(1)` on the red one brings it forward.
    @Test func zIndexOrdersDrawing() throws {
        func chart(_ z: Double) -> some View {
            Chart {
                RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 60), yStart: .value("Y", 0), yEnd: .value("Y", 100))
                    .foregroundStyle(Color.red).zIndex(z)
                RectangleMark(xStart: .value("X", 40), xEnd: .value("X", 100), yStart: .value("Y", 0), yEnd: .value("Y", 100))
                    .foregroundStyle(Color.blue)
            }
            .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
            .chartXAxis(.hidden).chartYAxis(.hidden)
        }
        #expect(try Self.bitmap(chart(0)).pixel(x: 50, y: 50) == (0, 122, 255, 255))
        #expect(try Self.bitmap(chart(1)).pixel(x: 50, y: 50) == (255, 59, 48, 255))
        // Lower than the default puts it behind again.
        #expect(try Self.bitmap(chart(-1)).pixel(x: 50, y: 50) == (0, 122, 255, 255))
    }

    /// `mask { … }`: a red rectangle over the whole 100-point plot, masked by a rectangle over
    /// x 0...50, shows only on the left; a mask at 40 % opacity lets 40 % through (alpha 102 of
    /// 255); the mask's own blue marks draw nothing.
    @Test func maskShowsTheContentOnlyWhereTheMaskIsOpaque() throws {
        func chart(_ opacity: Double) -> some View {
            Chart {
                RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 100), yStart: .value("Y", 0), yEnd: .value("Y", 100))
                    .foregroundStyle(Color.red)
                    .mask {
                        RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 50), yStart: .value("Y", 0), yEnd: .value("Y", 100))
                            .foregroundStyle(Color.blue).opacity(opacity)
                    }
            }
            .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
            .chartXAxis(.hidden).chartYAxis(.hidden)
        }
        let full = try Self.bitmap(chart(1))
        #expect(full.pixel(x: 25, y: 50) == (255, 59, 48, 255))
        #expect(full.pixel(x: 75, y: 50).alpha == 0)
        let faded = try Self.bitmap(chart(0.4))
        #expect(abs(Int(faded.pixel(x: 25, y: 50).alpha) - 102) <= 1)
        #expect(faded.pixel(x: 75, y: 50).alpha == 0)
        // The plan: the red batch is drawn through mask 0; the blue batch is that mask's.
        let p = plan {
            RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 100), yStart: .value("Y", 0), yEnd: .value("Y", 100))
                .mask { RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 50), yStart: .value("Y", 0), yEnd: .value("Y", 100)) }
        }
        #expect(p.marks.count == 2 && p.maskGroups.count == 1)
        #expect(p.batches.map(\.maskedBy) == [0, nil] && p.batches.map(\.maskOf) == [nil, 0])
    }

    /// Two contents masked by one `mask` share it; each `mask` call is its own; a masked line
    /// over points 0...100 shows only inside its mask's x 20...40 band.
    @Test func masksAreToldApartAndMaskLines() throws {
        let p = plan {
            PointMark(x: .value("X", 1), y: .value("Y", 1)).mask { PointMark(x: .value("X", 1), y: .value("Y", 1)) }
            PointMark(x: .value("X", 2), y: .value("Y", 2)).mask { PointMark(x: .value("X", 2), y: .value("Y", 2)) }
        }
        #expect(p.maskGroups.count == 2 && p.marks.count == 4)
        #expect(Set(p.batches.compactMap(\.maskOf)) == [0, 1] && Set(p.batches.compactMap(\.maskedBy)) == [0, 1])
        let chart = Chart {
            ForEach(0...100, id: \.self) { i in
                LineMark(x: .value("X", i), y: .value("Y", 50)).lineStyle(StrokeStyle(lineWidth: 10))
            }
            .mask { RectangleMark(xStart: .value("X", 20), xEnd: .value("X", 40), yStart: .value("Y", 0), yEnd: .value("Y", 100)) }
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let b = try Self.bitmap(chart)
        #expect(b.pixel(x: 30, y: 50).alpha == 255 && b.pixel(x: 10, y: 50).alpha == 0 && b.pixel(x: 60, y: 50).alpha == 0)
    }

    /// A mask only masks: a series name that only the mask's marks carry gets no legend entry
    /// (and takes no palette colour from the plotted series); names the plotted marks carry do.
    @Test func maskSeriesAddNoLegendEntry() {
        let p = plan {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "Plotted"))
                .mask { BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "Mask")) }
        }
        #expect(p.legendEntries.map(\.name) == ["Plotted"])
        #expect(p.series.first == "Plotted")
    }

    /// `offset(x: 10, y: -5)` moves a point at (100, 50) of a 200 × 100 plot to (110, 45), and
    /// its overlay annotation with it.
    @Test func offsetMovesTheMarkAndItsAnnotation() {
        let chart = Chart {
            PointMark(x: .value("X", 50), y: .value("Y", 50)).offset(x: 10, y: -5)
                .annotation(position: .overlay) { Self.marker("m") }
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).frame(of: "m") == CGRect(x: 105, y: 42, width: 10, height: 6))
        let p = plan { BarMark(x: .value("C", "A"), y: .value("V", 1)).offset(CGSize(width: 3, height: 4)) }
        let g = ChartGeometry(plan: p, size: CGSize(width: 100, height: 100))
        // The bar (12.5...87.5, 0.75 of the band, × 0...100 for 0...1) moves 3 right and 4 down.
        #expect(g.barRect(0) == CGRect(x: 15.5, y: 4, width: 75, height: 100))
    }

    /// `symbol { ... }`: the view is centred on the point (a 6 × 6 square at (100, 50) spans
    /// 97...103) and the default 8-point circle (96...104) is not drawn.
    @Test func symbolViewReplacesTheCircle() throws {
        let chart = Chart {
            PointMark(x: .value("X", 50), y: .value("Y", 50)).symbol { Color.green.frame(width: 6, height: 6).id("s") }
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).frame(of: "s") == CGRect(x: 97, y: 47, width: 6, height: 6))
        let b = try Self.bitmap(chart, 200, 100)
        #expect(b.pixel(x: 100, y: 50) == (52, 199, 89, 255))
        #expect(b.pixel(x: 103, y: 50).alpha == 0)
    }

    /// `position(by:axis:span:)` with a 40-point span: two groups in the one 200-point band
    /// take 20-point slots centred on 100: 80...100 and 100...120.
    @Test func positionSpan() {
        let p = plan {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).position(by: .value("G", "a"), axis: .horizontal, span: .fixed(40))
            BarMark(x: .value("C", "A"), y: .value("V", 2)).position(by: .value("G", "b"), axis: .horizontal, span: .fixed(40))
        }
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        #expect(g.barRect(0)?.minX == 80 && g.barRect(0)?.width == 20)
        #expect(g.barRect(1)?.minX == 100 && g.barRect(1)?.width == 20)
    }

    /// Overflow: a `.top` annotation on a bar that reaches the plot's top would start at y −10;
    /// `.fit(to: .chart)` on y keeps it at 0. A `.trailing` one on a point at the trailing edge
    /// (x 200) would start at 208; fitting x keeps its trailing edge at 200.
    @Test func annotationOverflowFits() {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 100))
                .annotation(position: .top, overflowResolution: .init(y: .fit(to: .chart))) { Self.marker("fit") }
            BarMark(x: .value("C", "B"), y: .value("V", 100))
                .annotation(position: .top, overflowResolution: .init(x: .fit, y: .disabled)) { Self.marker("free") }
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        #expect(layout.frame(of: "fit") == CGRect(x: 45, y: 0, width: 10, height: 6))
        #expect(layout.frame(of: "free") == CGRect(x: 145, y: -10, width: 10, height: 6))
        let point = Chart {
            PointMark(x: .value("X", 100), y: .value("Y", 50))
                .annotation(position: .trailing, overflowResolution: .init(x: .fit(to: .plot))) { Self.marker("p") }
        }
        .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(ViewLayout(of: point, in: CGSize(width: 200, height: 100)).frame(of: "p") == CGRect(x: 190, y: 47, width: 10, height: 6))
    }

    /// Accessibility modifiers draw nothing: the image is byte for byte the same.
    @Test func accessibilityDrawsNothing() throws {
        let plain = Chart { BarMark(x: .value("C", "A"), y: .value("V", 3)) }
        let labelled = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 3))
                .accessibilityLabel("Sales").accessibilityValue(Text("3 units")).accessibilityHidden(false)
                .accessibilityLabel(Text("A")).accessibilityValue("3")
        }
        #expect(try Self.bitmap(plain) == Self.bitmap(labelled))
    }

    /// Every interpolation method through (0, 0), (10, 10), (20, 0): each starts at the first
    /// point and ends at the last; the steps turn at the documented corners.
    @Test func everyInterpolationMethod() {
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]
        func path(_ m: InterpolationMethod) -> Path {
            var p = Path()
            Interpolation.add(pts, method: m.storage, to: &p, moveFirst: true)
            return p
        }
        for m in [InterpolationMethod.linear, .catmullRom, .cardinal, .cardinal(tension: 0.5), .monotone, .stepStart, .stepCenter, .stepEnd] {
            let b = path(m).boundingRect
            #expect(b.minX == 0 && b.maxX == 20, "\(m)")
        }
        // stepStart: up first at x 0 → (0, 10); stepCenter: across to x 5, then up.
        #expect(path(.stepStart).description.hasPrefix("0 0 m 0 10 l 10 10 l"))
        #expect(path(.stepCenter).description.hasPrefix("0 0 m 5 0 l 5 10 l 10 10 l"))
    }
}

/// `chartForegroundStyleScale(mapping:)`.
@Suite(.designEra(.iOS17)) struct StyleMappingTests {
    /// A closure maps "Cats" to purple and everything else to green: the bars' pixels say so,
    /// and a number-valued series reaches an `Int` closure.
    @Test func mappingClosureColoursSeries() throws {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "Cats"))
            BarMark(x: .value("C", "B"), y: .value("V", 1)).foregroundStyle(by: .value("S", "Dogs"))
        }
        .chartForegroundStyleScale { (kind: String) in kind == "Cats" ? Color.purple : Color.green }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let r = ImageRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let b = try r.bitmap()
        #expect(b.pixel(x: 25, y: 50) == (175, 82, 222, 255))
        #expect(b.pixel(x: 75, y: 50) == (52, 199, 89, 255))
        var settings = ChartSettings()
        settings.styleMapping = { name in Int(name) == 3 ? AnyShapeStyle(Color.red) : nil }
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 1)).foregroundStyle(by: .value("N", 3)) }
        #expect(p.series == ["3"] && p.seriesStyles.count == 1)
    }
}
