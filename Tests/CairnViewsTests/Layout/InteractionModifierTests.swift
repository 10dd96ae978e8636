import Cairn
import Testing
import CairnTestSupport

/// Interaction and lifecycle modifiers compile and leave layout and drawing untouched, as
/// SwiftUI's ImageRenderer runs no gestures, tasks or appearance actions.
@Suite struct InteractionModifierTests {
    @Test func layoutAndDrawingAreUnchanged() {
        final class Flag: @unchecked Sendable { var fired = false }
        let flag = Flag()
        let plain = HStack { fixed(30, 20).id("a"); Color.red.frame(width: 10, height: 10) }
        let decorated = HStack {
            fixed(30, 20).id("a")
                .onTapGesture { flag.fired = true }
                .allowsHitTesting(false)
                .task { flag.fired = true }
                .onAppear { flag.fired = true }
                .contentShape(Rectangle())
            Color.red.frame(width: 10, height: 10).ignoresSafeArea()
        }
        let a = layOut(plain, 100, 100), b = layOut(decorated, 100, 100)
        // HStack: 30 + 8 + 10 = 48 wide, centred in 100: x = 26, the 20-tall child at y = 40.
        expectFrame(b, "a", rect(26, 40, 30, 20))
        #expect(a.displayList == b.displayList)
        #expect(!flag.fired)
    }
}
