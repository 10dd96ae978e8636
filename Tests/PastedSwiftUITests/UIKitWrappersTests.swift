import Cairn
import CairnTestSupport
import Foundation
import Testing

/// UIKit wrapped in representables compiles, and a render draws what the UIKit views draw by
/// themselves at rest.
@Suite(.designEra(.iOS17)) struct UIKitWrappersTests {
    /// A plain view fills the proposal with its background, rounded by its layer's corner
    /// radius; `updateUIView` sees the coordinator and the environment.
    @Test @MainActor func aViewDrawsItsRoundedBackground() throws {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let bitmap = try ImageRenderer(content: BadgeView(color: red).frame(width: 200, height: 100)).bitmap()
        #expect(rgba(bitmap, 100, 50) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 1, 1)[3] == 0)
        let dark = try ImageRenderer(content: BadgeView(color: red).frame(width: 200, height: 100)
            .environment(\.colorScheme, .dark)).bitmap()
        #expect(rgba(dark, 100, 50) == [255, 255, 255, 255])
        expectFrame(layOut(BadgeView(color: red).id("badge").frame(width: 120, height: 80), 300, 300), "badge", rect(90, 110, 120, 80))
    }

    /// `sizeThatFits(_:uiView:context:)` sizes the view (50 × 30 in a stack); without it a view
    /// takes the proposal, and 0 along an unspecified axis (it has no intrinsic size).
    @Test func sizing() {
        expectFrame(layOut(VStack { FixedSizeView().id("fixed") }, 300, 300), "fixed", rect(125, 135, 50, 30))
        expectFrame(layOut(HiddenView().id("hidden").frame(width: 10, height: 10), 300, 300), "hidden", rect(145, 145, 10, 10))
        let scrolled = layOut(ScrollView { BadgeView(color: .systemBackground).id("badge") }, 300, 300)
        expectFrame(scrolled, "badge", rect(0, 0, 300, 0))
    }

    /// A hidden view keeps its place and draws nothing; a label draws its text.
    @Test @MainActor func hiddenViewsAndLabels() throws {
        let hidden = try ImageRenderer(content: HiddenView().frame(width: 100, height: 100).background(Color(red: 0, green: 1, blue: 0))).bitmap()
        #expect(rgba(hidden, 50, 50) == [0, 255, 0, 255])
        #expect(drawnStrings(GreetingLabel(text: "Hello from UIKit"), 300, 100) == ["Hello from UIKit"])
    }

    /// Safari's controller draws the page's white before its first paint; the image picker
    /// compiles with its coordinator as delegate and draws its system background.
    @Test @MainActor func controllersDrawTheirViewsBackground() throws {
        let safari = try ImageRenderer(content: SafariSheetView(url: URL(string: "https://example.com")!).frame(width: 100, height: 100)
            .background(Color.black)).bitmap()
        #expect(rgba(safari, 50, 50) == [255, 255, 255, 255])
        let picker = try ImageRenderer(content: PhotoPicker(image: .constant(nil)).frame(width: 100, height: 100)).bitmap()
        #expect(rgba(picker, 50, 50) == [255, 255, 255, 255])
        // A loadView that sets no view gets a plain one, which viewDidLoad colours blue.
        let tinted = try ImageRenderer(content: TintedControllerView().frame(width: 100, height: 100)).bitmap()
        #expect(rgba(tinted, 50, 50) == [0, 0, 255, 255])
    }

    /// A wrapped `WKWebView` draws a web view's white before its first paint (no page loads),
    /// or nothing when it is not opaque.
    @Test @MainActor func wrappedWebViewsDrawThePagesWhite() throws {
        let url = URL(string: "https://www.apple.com")!
        let page = try ImageRenderer(content: LegacyWebView(url: url).frame(width: 100, height: 100).background(Color.black)).bitmap()
        #expect(rgba(page, 50, 50) == [255, 255, 255, 255])
        let clear = try ImageRenderer(content: LegacyWebView(url: url, opaque: false).frame(width: 100, height: 100).background(Color.black)).bitmap()
        #expect(rgba(clear, 50, 50) == [0, 0, 0, 255])
    }
}
