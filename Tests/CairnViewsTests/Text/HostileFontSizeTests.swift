import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Issue 26, bad input: a font of size 0, NaN or 10⁶ set in a `ViewModifier`'s body. Core
/// Text makes a font of size 0 at its default, 12 points ("If 0.0 is specified, the default
/// font size of 12.0 is used"); Cairn does the same for negative, NaN and infinite sizes and
/// says so in a diagnostic. A huge finite size stays huge, and nothing crashes or hangs.
@MainActor @Suite struct HostileFontSizeTests {
    struct Sized: ViewModifier {
        let size: CGFloat
        func body(content: Content) -> some View { content.font(.system(size: size)) }
    }

    @Test func unusableSizesFallBackToTwelvePoints() {
        let twelve = layOut(Text("XII").font(.system(size: 12)).fixedSize().id("t"), 300, 100).frame(of: "t")!.size
        for size: CGFloat in [0, -3, .nan, .infinity, -.infinity] {
            let l = layOut(Text("XII").modifier(Sized(size: size)).fixedSize().id("t"), 300, 100)
            #expect(close(l.frame(of: "t")!.size, twelve, 1e-9), "size \(size)")
            #expect(l.diagnostics.contains { $0.contains("Font size") && $0.contains("12 points") }, "size \(size): \(l.diagnostics)")
        }
        // A usable size is no diagnostic.
        #expect(layOut(Text("XII").modifier(Sized(size: 20)), 300, 100).diagnostics.isEmpty)
    }

    @Test func aHugeSizeStaysFiniteAndDraws() throws {
        // 10⁶ points is measured at Cairn's largest size, 8192 points (FreeType's 65,535
        // pixels per em at 8×; `PangoTextLayout.sizeRange`): SF's line, 8192 × 2444/2048 =
        // 9776 points tall. Clipped to a 100-point frame it renders without trapping.
        let l = layOut(Text("XII").modifier(Sized(size: 1e6)).fixedSize().id("t"), 300, 100)
        #expect(close(l.frame(of: "t")!.height, 9776, 1e-9))
        let renderer = ImageRenderer(content: Text("XII").modifier(Sized(size: 1e6)).frame(width: 100, height: 100).clipped())
        _ = try renderer.pngData()
    }
}
