import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `safeAreaInset(edge: .bottom)`: Apple — "The modified view is inset by the height of
/// content, from edge. The safe area of the result view is also increased by the same
/// amount." A scroll view the inset sits on runs under it with its content inset by the bar;
/// other views end above it. Scene: 300 × 400, a 60-point bar, 40-point rows.
@MainActor @Suite struct SafeAreaInsetTests {
    func rows(_ n: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<n, id: \.self) { i in Color.blue.frame(height: 40).id("row\(i)") }
        }
    }

    /// The rows run under a half-transparent white bar: a pixel 30 points into the bar is
    /// blue seen through it — (127, 195, 255) from iOS 26's blue (0, 136, 255) under 50 %
    /// white — where the scroll view used to stop at the bar's top and leave white behind
    /// it. Row 8 (320…360) straddles the bar's top edge at 340 and is laid out whole.
    @Test func scrollViewRunsUnderTheBar() throws {
        let view = ScrollView { rows(20) }
            .safeAreaInset(edge: .bottom) { Color.white.opacity(0.5).frame(height: 60).id("bar") }
        let l = layOut(view, 300, 400)
        expectFrame(l, "bar", rect(0, 340, 300, 60))
        expectFrame(l, "row8", rect(0, 320, 300, 40))
        expectFrame(l, "row9", rect(0, 360, 300, 40))
        let b = try ImageRenderer(content: view.frame(width: 300, height: 400)).bitmap()
        let p = rgba(b, 150, 370)
        #expect(abs(Int(p[0]) - 127) <= 1 && abs(Int(p[1]) - 195) <= 1 && p[2] == 255, "\(p)")
    }

    /// Anchored at the bottom, the content's last row ends at the bar's top (400 − 60), not
    /// under it: the content is inset by the bar, as a chat's last message sits above its
    /// compose field.
    @Test func bottomAnchoredContentEndsAboveTheBar() {
        let view = ScrollView { rows(20) }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .bottom, spacing: 8) { Color.gray.frame(height: 60) }
        let l = layOut(view, 300, 400)
        expectFrame(l, "row19", rect(0, 292, 300, 40))
    }

    /// A view that is not a scroll view is inset: a flexible ZStack ends at the bar's top
    /// less the spacing, while a colour in it that ignores the safe area reaches under the bar.
    @Test func otherViewsEndAboveTheBar() {
        let view = ZStack { Color.orange.id("bg").ignoresSafeArea(); Color.clear }.id("content")
            .safeAreaInset(edge: .bottom, spacing: 10) { Text("Send").frame(maxWidth: .infinity).frame(height: 50).id("bar") }
        let l = layOut(view, 300, 400)
        expectFrame(l, "content", rect(0, 0, 300, 340))
        expectFrame(l, "bg", rect(0, 0, 300, 400))
        expectFrame(l, "bar", rect(0, 350, 300, 50))
    }

    /// A short list of rows in a scroll view keeps its place at the top; with a bar taller
    /// than the whole scene nothing breaks (the view gets zero height, the bar its own).
    @Test func shortContentAndAnOversizedBar() {
        let l = layOut(ScrollView { rows(2) }.safeAreaInset(edge: .bottom) { Color.gray.frame(height: 60) }, 300, 400)
        expectFrame(l, "row0", rect(0, 0, 300, 40))
        let huge = layOut(Color.clear.id("content").safeAreaInset(edge: .bottom) { Color.gray.frame(height: 1e7).id("bar") }, 300, 400)
        #expect(huge.frame(of: "content")?.height == 0)
        #expect(huge.frame(of: "bar")?.height == 1e7)
    }
}
