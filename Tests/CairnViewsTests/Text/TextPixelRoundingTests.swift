import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Issue 26, bug 7: text sizes on the pixel grid, as SwiftUI rounds them (width and height up
/// to the pixel, the first baseline to the nearest pixel), so an image rendered at a view's
/// fitting size has iOS's pixel size. SF Pro 17 "Hello": 38.5391 × 20.2871, first baseline
/// 16.1865 unrounded.
@MainActor @Suite struct TextPixelRoundingTests {
    func hello(_ scale: CGFloat) -> ViewLayout {
        layOut(Text("Hello").fixedSize().id("t").environment(\.displayScale, scale), 200, 100)
    }

    @Test func sizesRoundUpToThePixel() {
        // 1×: 39 × 21. 2×: 77.08 → 78 and 40.57 → 41 pixels: 39 × 20.5.
        // 3×: 115.62 → 116 and 60.86 → 61 pixels: 38.6667 × 20.3333.
        #expect(close(hello(1).frame(of: "t")!.size, CGSize(width: 39, height: 21), 1e-9))
        #expect(close(hello(2).frame(of: "t")!.size, CGSize(width: 39, height: 20.5), 1e-9))
        #expect(close(hello(3).frame(of: "t")!.size, CGSize(width: 116.0 / 3, height: 61.0 / 3), 1e-9))
    }

    @Test func firstBaselineRoundsToTheNearestPixel() {
        // 16.1865: 16 at 1× and 2× (32.37 → 32 pixels), 16.3333 at 3× (48.56 → 49 pixels).
        for (scale, expected) in [(1.0, 16.0), (2.0, 16.0), (3.0, 49.0 / 3)] as [(CGFloat, CGFloat)] {
            let l = layOut(
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text("Hello")
                    Color.red.frame(width: 4, height: 4).alignmentGuide(.firstTextBaseline) { $0[.bottom] }.id("mark")
                }
                .fixedSize().id("row").environment(\.displayScale, scale), 200, 100)
            // The mark's bottom sits on the text's baseline.
            #expect(close(l.frame(of: "mark")!.maxY - l.frame(of: "row")!.minY, expected, 1e-9))
        }
    }

    @Test func anImageAtTheFittingSizeHasIOSPixelSize() throws {
        // Five body lines at 2×: iOS 5 × 20.5 = 102.5 points, 205 pixels (unrounded
        // 5 × 20.2871 = 101.44 points would give 203).
        let stack = VStack(spacing: 0) { ForEach(0..<5, id: \.self) { Text("Line \($0)") } }
        let renderer = ImageRenderer(content: stack)
        renderer.scale = 2
        #expect(try renderer.bitmap().height == 205)
        // At 3× three lines are exactly 61 points: 183 pixels, never 184 for rounding noise.
        let three = ImageRenderer(content: VStack(spacing: 0) { Text("a"); Text("b"); Text("c") })
        three.scale = 3
        #expect(try three.bitmap().height == 183)
    }

    @Test func absurdScalesRoundToWholePointsOrNotAtAll() {
        // Not a number, zero or negative: whole points (1×). 1e300 pixels a point: a pixel is
        // 1e-300 points, so the measured 38.5391 × 20.2871 stays (within double precision).
        for scale in [CGFloat.nan, 0, -2, .infinity] {
            #expect(close(hello(scale).frame(of: "t")!.size, CGSize(width: 39, height: 21), 1e-9), "\(scale)")
        }
        let fine = hello(1e300).frame(of: "t")!.size
        #expect(fine.width.isFinite && abs(fine.width - 38.5391) < 0.001 && abs(fine.height - 20.2871) < 0.001)
        // A symbol too.
        let symbol = layOut(Image(systemName: "star.fill").id("s").environment(\.displayScale, 1e300), 200, 100).frame(of: "s")!
        #expect(symbol.width.isFinite && symbol.height.isFinite && symbol.height > 20 && symbol.height < 20.3)
    }
}
