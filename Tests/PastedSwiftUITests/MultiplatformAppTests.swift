import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A multiplatform app file's scenes compile and an iPhone render shows its first window
/// group, as an iPhone app does.
@Suite(.designEra(.iOS17)) struct MultiplatformAppTests {
    /// Settings, a menu bar item and an immersive space give no window on an iPhone: the root
    /// view is the window group's after them, and the scene modifiers (commands, window style,
    /// resizability, position, background task, immersion style) change none of its bytes.
    @Test @MainActor func anIPhoneShowsTheFirstWindowGroup() throws {
        #expect(drawnStrings(MultiplatformNotesApp().rootView, 300, 200) == ["One window", "Open"])
        let full = try ImageRenderer(content: MultiplatformNotesApp().rootView.frame(width: 300, height: 200)).pngData()
        let plain = try ImageRenderer(content: PlainNotesApp().rootView.frame(width: 300, height: 200)).pngData()
        #expect(full == plain)
    }

    /// A `Window` (or `UtilityWindow`) that comes first is the app's window.
    @Test @MainActor func aWindowFirstIsTheRoot() {
        #expect(drawnStrings(InspectorApp().rootView, 300, 200) == ["Inspector"])
    }

    /// An app of only a menu bar item and an immersive space has no iPhone window: nothing drawn.
    @Test @MainActor func menuBarAndSpaceGiveNoWindow() {
        #expect(drawnStrings(MenuBarOnlyApp().rootView, 300, 200).isEmpty)
    }

    /// The window actions open nothing; a render has one window, so `supportsMultipleWindows`
    /// is false unless set, and an immersive space cannot open (`.error`, as the system answers).
    @Test @MainActor func windowActionsChangeNothing() async {
        let environment = EnvironmentValues()
        #expect(environment.supportsMultipleWindows == false)
        environment.openWindow(id: "detail")
        environment.openWindow(value: 3)
        environment.dismissWindow(id: "detail")
        environment.pushWindow(id: "detail")
        environment.openSettings()
        #expect(await environment.openImmersiveSpace(id: "space") == .error)
        await environment.dismissImmersiveSpace()
        let many = MultiplatformNotesRoot().environment(\.supportsMultipleWindows, true)
        #expect(drawnStrings(many, 300, 200).first == "Many windows")
    }
}
