import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// UIKit's corner that SwiftUI files use: the device and the app answer as an iPhone with no
/// other apps, haptics change nothing, `UIImage` and `UIFont` draw as the SwiftUI images and
/// fonts they stand for.
@Suite(.designEra(.iOS17)) struct UIKitStandInsTests {
    func png<V: View>(_ view: V) throws -> Data {
        try ImageRenderer(content: view.frame(width: 120, height: 40).background(Color.white)).pngData()
    }

    @Test func theDeviceIsAnIPhone() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.userInterfaceIdiom != .pad)
        #expect(device.systemName == "iOS" && device.systemVersion == "26.0" && device.model == "iPhone")
        #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
        #expect(device.batteryLevel == -1 && device.identifierForVendor == nil)
    }

    /// Opening a URL opens nothing and says so: the completion is called once, with false.
    @Test func openingAURLReportsFailure() async {
        var answers: [Bool] = []
        let url = URL(string: "https://www.apple.com")!
        UIApplication.shared.open(url) { answers.append($0) }
        #expect(answers == [false])
        #expect(!UIApplication.shared.canOpenURL(url))
        #expect(await UIApplication.shared.open(url) == false)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }

    /// A view whose button plays haptics draws as the same view without them.
    @Test func hapticsChangeNothing() throws {
        let plain = Button("Tap") {}
        let haptic = Button("Tap") {
            UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: .nan)
            UINotificationFeedbackGenerator().notificationOccurred(.error)
            UISelectionFeedbackGenerator().selectionChanged()
        }
        #expect(try png(haptic) == png(plain))
    }

    /// `Image(uiImage:)` draws the symbol or file the `UIImage` names; unknown symbols and
    /// missing files give nil, as UIKit's initialisers do.
    @Test func uiImagesDrawWhatTheyName() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(try png(Image(uiImage: star)) == png(Image(systemName: "star.fill")))
        #expect(try png(Image(uiImage: star.withRenderingMode(.alwaysTemplate)).foregroundStyle(.red)) == png(Image(systemName: "star.fill").foregroundStyle(.red)))
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(named: "cairn-no-such-image") == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/cairn.png") == nil)
        #expect(UIImage(contentsOfFile: "/tmp") == nil && UIImage(contentsOfFile: "/dev/zero") == nil && UIImage(named: "/dev/zero") == nil)
        // A PNG written to a temporary folder, by path and by name with a slash.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-uiimage-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("square.png")
        try ImageRenderer(content: Color.green.frame(width: 10, height: 10)).pngData().write(to: file)
        let byPath = try #require(UIImage(contentsOfFile: file.path))
        let byName = try #require(UIImage(named: file.path))
        let expected = try png(Image(fileAtPath: file.path))
        #expect(try png(Image(uiImage: byPath)) == expected)
        #expect(try png(Image(uiImage: byName)) == expected)
    }

    /// `Font(UIFont)` is the SwiftUI font of the same style, size and weight; `pointSize` is
    /// iOS's default size (body 17, large title 34, caption 1 12); a NaN size is Core Text's 12.
    @Test func uiFontsAreTheirSwiftUIFonts() throws {
        func text(_ font: Font) -> some View { Text("Hello").font(font) }
        #expect(try png(text(Font(UIFont.preferredFont(forTextStyle: .body)))) == png(text(.body)))
        #expect(try png(text(Font(UIFont.preferredFont(forTextStyle: .title1)))) == png(text(.title)))
        #expect(try png(text(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))) == png(text(.system(size: 20, weight: .bold))))
        #expect(try png(text(Font(UIFont.boldSystemFont(ofSize: 20)))) == png(text(.system(size: 20, weight: .bold))))
        #expect(try png(text(Font(UIFont.systemFont(ofSize: 20)))) != png(text(.system(size: 20, weight: .bold))))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12 && UIFont.systemFont(ofSize: -3).pointSize == 12)
        #expect(UIFont(name: "Helvetica", size: 14)?.pointSize == 14)
    }
}
