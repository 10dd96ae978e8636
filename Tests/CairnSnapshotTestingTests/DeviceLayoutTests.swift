#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnCairo
import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// `.image(layout: .device(config:))`, as swift-snapshot-testing's on iOS: the view laid out
/// in the device's safe area on the system background, with its size classes; the image the
/// device's screen.
@MainActor @Suite(.designEra(.iOS17)) struct DeviceLayoutTests {
    /// The size classes the view reads, as text.
    struct SizeClasses: View {
        @Environment(\.horizontalSizeClass) private var h
        @Environment(\.verticalSizeClass) private var v
        var body: some View { Text("\(h == .compact ? "compact" : "regular") \(v == .compact ? "compact" : "regular")") }
    }

    @Test func theDevicesAreSwiftSnapshotTestings() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44))
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50)
        #expect(ViewImageConfig.iPhoneSe == ViewImageConfig(safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                                            size: CGSize(width: 320, height: 568),
                                                            traits: UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])))
        #expect(ViewImageConfig.iPhone8(.landscape).safeArea == EdgeInsets())
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    @Test func aViewIsLaidOutInTheSafeAreaOnTheSystemBackground() throws {
        let renderer = SnapshotLayout.device(config: .iPhone13).renderer(for: Color.red.id("red"))
        #expect(renderer.layout.size == CGSize(width: 390, height: 844))
        #expect(renderer.layout.frame(of: "red") == CGRect(x: 0, y: 47, width: 390, height: 763))
        let image = try renderer.bitmap()
        #expect(rgba(image, 10, 20) == [255, 255, 255, 255])
        #expect(rgba(image, 10, 830) == [255, 255, 255, 255])
        #expect(rgba(image, 10, 400)[0] > 230 && rgba(image, 10, 400)[1] < 80)
        // Turned: 844 × 390, 47 each side, 21 below.
        let turned = SnapshotLayout.device(config: .iPhone13(.landscape)).renderer(for: Color.red.id("red"))
        #expect(turned.layout.frame(of: "red") == CGRect(x: 47, y: 0, width: 750, height: 369))
        // No size: the view's own.
        let fits = SnapshotLayout.device(config: ViewImageConfig()).renderer(for: Color.red.frame(width: 30, height: 20))
        #expect(fits.layout.size == CGSize(width: 30, height: 20))
    }

    @Test func theViewReadsTheDevicesSizeClasses() {
        func text(_ config: ViewImageConfig) -> [String] {
            drawnStrings(SnapshotLayout.device(config: config).renderer(for: SizeClasses()).displayList.items)
        }
        #expect(text(.iPhone13) == ["compact regular"])
        #expect(text(.iPhone13(.landscape)) == ["compact compact"])
        #expect(text(.iPhone13ProMax(.landscape)) == ["regular compact"])
        #expect(text(.iPadPro11) == ["regular regular"])
    }

    /// `traits:` as iOS suites pass them: dark, right to left, accessibility text, a scale.
    @Test func traitsSetTheEnvironment() throws {
        struct Traits: View {
            @Environment(\.colorScheme) private var scheme
            @Environment(\.layoutDirection) private var direction
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text("\(scheme == .dark ? "dark" : "light") \(direction == .rightToLeft ? "rtl" : "ltr") \(size == .accessibility3 ? "ax3" : "other")") }
        }
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft),
                                                   .init(preferredContentSizeCategory: .accessibilityExtraLarge)])
        #expect(drawnStrings(ViewLayout(of: Traits().withTraits(traits), in: CGSize(width: 300, height: 100)).displayList.items) == ["dark rtl ax3"])
        #expect(drawnStrings(ViewLayout(of: Traits().withTraits(UITraitCollection()), in: CGSize(width: 300, height: 100)).displayList.items) == ["light ltr other"])
        #expect(UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(userInterfaceStyle: .light)]).userInterfaceStyle == .light)
        #expect(UIContentSizeCategory.extraSmall.dynamicTypeSize == .xSmall && UIContentSizeCategory.unspecified.dynamicTypeSize == nil)
        // A dark snapshot draws on the dark system background.
        assertSnapshot(of: Text("Dark"), as: .image(layout: .device(config: .iPhoneSe), traits: .init(userInterfaceStyle: .dark), designEra: .iOS17))
    }

    /// A settings screen on an iPhone SE, as an iOS test suite writes it; the reference is the
    /// 320 × 568 screen with the list's grey in the 20-point status bar band.
    @Test func aScreenOnADevice() {
        let screen = NavigationStack {
            List { Section("Account") { Text("Profile"); Text("Privacy") } }.navigationTitle("Settings")
        }
        assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhoneSe), designEra: .iOS17))
    }
}
#endif
