import Cairn
import CairnCairo
import Charts
import Foundation
import Testing
import CairnTestSupport

/// A bar chart whose x selection draws a red rule and an annotation, as selection-dependent
/// content does on a device.
private struct SelectedBars: View {
    @State var selected: String?
    init(selected: String?) { _selected = State(initialValue: selected) }
    var body: some View {
        Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 40))
            BarMark(x: .value("C", "B"), y: .value("V", 100))
            BarMark(x: .value("C", "C"), y: .value("V", 70))
            if let selected {
                RuleMark(x: .value("C", selected))
                    .foregroundStyle(Color.red)
                    .lineStyle(StrokeStyle(lineWidth: 4))
            }
        }
        .chartXSelection(value: $selected)
        .chartYScale(domain: 0...100)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
    }
}

/// A donut that highlights the sector holding the selected angle value.
private struct SelectedDonut: View {
    @State var angle: Double?
    let values: [(String, Double)] = [("A", 100), ("B", 100), ("C", 100)]
    init(angle: Double?) { _angle = State(initialValue: angle) }
    /// The sector whose cumulative range holds `angle`.
    var selectedName: String? {
        guard let angle else { return nil }
        var total = 0.0
        for (name, v) in values {
            total += v
            if angle < total { return name }
        }
        return nil
    }
    var body: some View {
        Chart {
            ForEach(values, id: \.0) { item in
                SectorMark(angle: .value("V", item.1), innerRadius: .ratio(0.5))
                    .opacity(selectedName == nil || selectedName == item.0 ? 1 : 0.3)
            }
        }
        .chartAngleSelection(value: $angle)
        .chartLegend(.hidden)
    }
}

@Suite(.designEra(.iOS17)) struct SelectionTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// Selected "B": a 4-point red rule at band B's centre (x 150 of 300) from top to bottom,
    /// over the blue bar; nothing selected: the column is blue (the bar) and clear above it.
    @Test func xSelectionDrawsSelectionDependentContent() throws {
        let selected = try bitmap(SelectedBars(selected: "B"), 300, 100)
        #expect(selected.pixel(x: 149, y: 50) == (255, 59, 48, 255))
        #expect(selected.pixel(x: 150, y: 5) == (255, 59, 48, 255))
        #expect(selected.pixel(x: 153, y: 50) == (0, 122, 255, 255))
        // Bar A (40 of 100) leaves its column clear at y 20.
        #expect(selected.pixel(x: 50, y: 20).alpha == 0)
        let none = try bitmap(SelectedBars(selected: nil), 300, 100)
        #expect(none.pixel(x: 149, y: 50) == (0, 122, 255, 255))
        #expect(none.pixel(x: 50, y: 20).alpha == 0)
    }

    /// Angle 150 of 300 lies in the second sector (120°...240°, lower right): it stays opaque
    /// and the first (upper right) fades to 0.3.
    @Test func angleSelectionDrawsSelectionDependentContent() throws {
        let b = try bitmap(SelectedDonut(angle: 150), 200, 200)
        // Radii 100 and 50 around (100, 100): the ring's middle at radius 75.
        // Sector B's middle, 180° from 12 o'clock: (100, 175). Sector A's middle, 60°: (165, 62.5).
        #expect(b.pixel(x: 100, y: 175).alpha == 255)
        let faded = b.pixel(x: 165, y: 62)
        #expect(faded.alpha >= 75 && faded.alpha <= 78, "\(faded)")
        let all = try bitmap(SelectedDonut(angle: nil), 200, 200)
        #expect(all.pixel(x: 165, y: 62).alpha == 255)
    }
}
