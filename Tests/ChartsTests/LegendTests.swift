import Cairn
import CairnCairo
import Charts
import Foundation
import Testing
import CairnTestSupport

/// Custom legends and the legend's position, alignment and spacing.
@Suite struct LegendTests {
    /// A 300 × 200 chart with hidden axes (so the plot is everything the legend leaves) and a
    /// 40 × 10 custom legend.
    func chart(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
               seriesless: Bool = false, hidden: Bool = false) -> some View {
        Chart {
            if seriesless {
                BarMark(x: .value("C", "A"), y: .value("V", 1))
            } else {
                BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "One"))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(position: position, alignment: alignment, spacing: spacing) {
            Color.red.frame(width: 40, height: 10).id("legend")
        }
        .chartLegend(hidden ? .hidden : .automatic)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = proxy.plotFrame.map { geometry[$0] } ?? .null
                Color.clear.frame(width: max(0, frame.width), height: max(0, frame.height)).id("plot")
                    .position(x: frame.midX, y: frame.midY)
            }
        }
    }

    /// The frames of the legend and of the plot (read through the proxy, placed by the overlay).
    func frames(_ view: some View) -> (legend: CGRect?, plot: CGRect?) {
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 200))
        return (layout.frame(of: "legend"), layout.frame(of: "plot"))
    }

    /// Position, alignment and spacing: the custom view goes where the automatic legend would,
    /// aligned in its band, and the plot takes the rest minus the 8-point (or given) spacing.
    @Test(arguments: [
        // Bottom (automatic), leading: legend at y 200 − 10; plot 200 − 10 − 8 = 182 tall.
        (AnnotationPosition.automatic, Alignment?.none, CGFloat?.none,
         CGRect(x: 0, y: 190, width: 40, height: 10), CGRect(x: 0, y: 0, width: 300, height: 182)),
        (.bottom, .trailing, nil, CGRect(x: 260, y: 190, width: 40, height: 10), CGRect(x: 0, y: 0, width: 300, height: 182)),
        (.bottom, .center, 20, CGRect(x: 130, y: 190, width: 40, height: 10), CGRect(x: 0, y: 0, width: 300, height: 170)),
        (.top, nil, nil, CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 18, width: 300, height: 182)),
        // Trailing, centred on the plot (0...200): y 95; plot 300 − 40 − 8 = 252 wide.
        (.trailing, nil, nil, CGRect(x: 260, y: 95, width: 40, height: 10), CGRect(x: 0, y: 0, width: 252, height: 200)),
        (.leading, .top, 4, CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 44, y: 0, width: 256, height: 200)),
        (.leading, .bottom, nil, CGRect(x: 0, y: 190, width: 40, height: 10), CGRect(x: 48, y: 0, width: 252, height: 200)),
    ])
    func customLegendPlacement(position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?, legend: CGRect, plot: CGRect) {
        let f = frames(chart(position: position, alignment: alignment, spacing: spacing))
        #expect(f.legend == legend)
        #expect(f.plot == plot)
    }

    /// A custom legend shows without series (the automatic one would not), and `.hidden` hides it.
    @Test func customLegendWithoutSeriesAndHidden() {
        let shown = frames(chart(seriesless: true))
        #expect(shown.legend == CGRect(x: 0, y: 190, width: 40, height: 10))
        let hidden = frames(chart(hidden: true))
        #expect(hidden.legend == nil)
        #expect(hidden.plot == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    /// The custom view replaces the automatic legend (no legend symbols are laid out), and a
    /// flexible custom legend below the chart is offered the chart's width.
    @Test func customLegendReplacesTheAutomaticOne() {
        let view = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "One"))
        }
        .chartLegend(position: .bottom) {
            HStack { Text("Custom"); Spacer(minLength: 0); Color.blue.frame(width: 10, height: 10) }.id("legend")
        }
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 200))
        #expect(!layout.description.contains("LegendSymbol"))
        #expect(layout.frame(of: "legend")?.width == 300)
    }

    /// The automatic legend honours alignment too: trailing puts its row's end at the chart's.
    @Test func automaticLegendAlignment() {
        let view = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 1)).foregroundStyle(by: .value("S", "One"))
        }
        .chartLegend(position: .bottom, alignment: .trailing)
        let text = ViewLayout(of: view, in: CGSize(width: 300, height: 200)).description
        // The legend row: "One" (caption 2) and an 8-point symbol, 4 apart, ending at x 300.
        let row = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("LegendFlowLayout frame=(") }
        let numbers = row.map { $0.dropFirst("LegendFlowLayout frame=(".count).split(separator: ")")[0].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        #expect(numbers.map { abs($0[0] + $0[2] - 300) < 0.001 } == true, "\(row ?? text)")
    }

    /// Too many entries for one row wrap onto a second row, 4 points below, inside the
    /// chart's width (the SectorMark page's six foods in a 240-point chart ran past its edge).
    @Test func automaticLegendWraps() {
        let names = ["Cachapa", "Crêpe", "Injera", "Jian Bing", "American", "Dosa"]
        let view = Chart {
            ForEach(names, id: \.self) { BarMark(x: .value("C", $0), y: .value("V", 1)).foregroundStyle(by: .value("S", $0)) }
        }
        let narrow = ViewLayout(of: view, in: CGSize(width: 240, height: 200)).description
        let wide = ViewLayout(of: view, in: CGSize(width: 600, height: 200)).description
        func frame(_ text: String) -> [Double] {
            let row = text.components(separatedBy: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("LegendFlowLayout frame=(") }
            return row.map { $0.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } } ?? []
        }
        let n = frame(narrow), w = frame(wide)
        #expect(n.count == 4 && w.count == 4, "\(narrow)")
        guard n.count == 4, w.count == 4 else { return }
        // One 14-point row when wide; two rows and a 4-point gap (32) when narrow, no wider
        // than the chart, and the plot gives up the extra 18 points.
        #expect(w[3] == 14 && n[3] == 32 && n[2] <= 240 && w[2] > 240, "\(n) \(w)")
    }

    /// Beside the plot (`.trailing`, `.leading`) the automatic legend lists its entries one
    /// under another: four 14-point rows and three 4-point gaps, 68 tall, as wide as its
    /// widest entry and centred vertically (alignment `.center`) at the chart's trailing edge;
    /// below the plot the same four entries make one 14-point row.
    @Test func legendBesideThePlotIsAColumn() {
        let names = ["Running", "Cycling", "Yoga", "Swimming"]
        func layout(_ position: AnnotationPosition) -> [Double] {
            let view = Chart {
                ForEach(names, id: \.self) { SectorMark(angle: .value("M", 1)).foregroundStyle(by: .value("K", $0)) }
            }
            .chartLegend(position: position, alignment: .center)
            let text = ViewLayout(of: view, in: CGSize(width: 300, height: 160)).description
            let row = text.components(separatedBy: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("LegendFlowLayout frame=(") }
            return row.map { $0.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } } ?? []
        }
        let beside = layout(.trailing), below = layout(.bottom)
        #expect(beside.count == 4 && below.count == 4)
        guard beside.count == 4, below.count == 4 else { return }
        #expect(beside[3] == 68 && beside[1] == 46 && abs(beside[0] + beside[2] - 300) < 0.001, "\(beside)")
        #expect(below[3] == 14 && beside[2] < below[2], "\(below)")
    }
}
