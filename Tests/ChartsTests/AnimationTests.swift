import Cairn
import CairnCairo
import Charts
import Foundation
import Testing
import CairnTestSupport

/// Mark values animate: a bar grows from 20 to 80 under `.animation(.linear(duration: 1))`.
@Suite struct ChartAnimationTests {
    struct Model { var value = 20.0 }

    func chart(_ value: Double) -> some View {
        Chart { BarMark(x: .value("C", "A"), y: .value("V", value)) }
            .chartYScale(domain: 0...100)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .animation(.linear(duration: 1))
            .frame(width: 100, height: 100)
    }

    func top(_ b: Bitmap) -> Int? {
        (0..<100).first { b.pixel(x: 50, y: $0).alpha > 128 }
    }

    @Test func barGrowsLinearly() throws {
        let timeline = AnimationTimeline(duration: 1, model: { Model() }) { m in self.chart(m.value) }
        timeline.at(0) { $0.value = 80 }
        let r = AnimationRenderer(timeline, framesPerSecond: 10)
        // 100 points for 0...100: value v has its top at y = 100 − v. Frame 5 is t = 0.5 s:
        // 20 + 0.5 · 60 = 50, top at y 50; frame 0 is still 20 (top 80).
        #expect(top(try r.bitmap(atFrame: 0)) == 80)
        #expect(top(try r.bitmap(atFrame: 5)) == 50)
        #expect(top(try r.bitmap(atFrame: 8)) == 32)   // 20 + 0.8 · 60 = 68
    }
}
