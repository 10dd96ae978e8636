import Cairn
@testable import CairnCairo
import Dispatch
import Foundation
import Testing

/// Text measures the same whatever was measured before it and on whichever thread: the
/// width-0 probe stacks make (a line per character where a line can break) is the hardest
/// case, since its breaks depend on every glyph's advance.
@Suite struct TextThreadDeterminismTests {
    /// 50 bold titles of distinct sizes (20.0 … 24.9 pt, so none comes from the cache) in a
    /// VStack proposed width 0: first measured on 8 threads at once, each size by 4 of 200
    /// probes in an interleaved order, then again one by one after the caches are emptied.
    /// Every height is the same both times.
    @Test func widthZeroWrappingIsTheSameInAnyOrderAndOnAnyThread() {
        @Sendable func probe(_ i: Int) -> CGFloat {
            let size = 20 + CGFloat(i % 50) / 10
            let view = VStack { Text("No Mail").font(.system(size: size, weight: .bold)) }
            return ViewLayout(of: view, in: CGSize(width: 0, height: 1_000)).size.height
        }
        let results = ResultBox(count: 200)
        DispatchQueue.concurrentPerform(iterations: 200) { i in results.set(i, probe((i * 37) % 200)) }
        PangoFontSystem.shared.withContext { _ in
            PangoMeasurementCache.shared.removeAll()
            PangoTextLayout.forgetAdvances()
        }
        let sequential = (0..<50).map(probe)
        for i in 0..<200 {
            #expect(results.values[i] == sequential[((i * 37) % 200) % 50], "probe \(i)")
        }
        #expect(Set(sequential).count > 1)  // the sizes do break differently
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [CGFloat]
    init(count: Int) { values = Array(repeating: -1, count: count) }
    func set(_ i: Int, _ v: CGFloat) {
        lock.lock()
        values[i] = v
        lock.unlock()
    }
}
