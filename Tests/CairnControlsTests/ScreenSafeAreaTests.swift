import CairnControls
import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing

/// A device screen's safe area around a preview's root (`ScreenSafeAreaView`, which `cairn
/// previews` uses for the default layout): on the 402 × 874 screen of an iPhone 16 Pro the
/// content is laid out in y 62…840, reaches the screen's edges only through
/// `ignoresSafeArea`, and the bands show the content's background; tab bars reach the
/// screen's bottom edge.
@MainActor @Suite struct ScreenSafeAreaTests {
    static let phone = EdgeInsets.iPhoneScreen(CGSize(width: 402, height: 874))

    func screen<V: View>(_ view: V) -> some View {
        ScreenSafeAreaView(insets: Self.phone) { view }.frame(width: 402, height: 874).background(Color.white)
    }

    func bitmap<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: screen(view)).bitmap() }

    @Test func theInsetsOfEachIPhoneScreen() {
        #expect(Self.phone == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 874, height: 402)) == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 393, height: 852)) == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 390, height: 844)) == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 375, height: 667)) == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 667, height: 375)) == EdgeInsets())
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: 390, height: 300)) == EdgeInsets())
        #expect(EdgeInsets.iPhoneScreen(CGSize(width: CGFloat.nan, height: 874)) == EdgeInsets())
    }

    @Test func aColourKeepsToTheSafeAreaAndIgnoringItReachesTheEdges() throws {
        let layout = ViewLayout(of: screen(Color.red.id("red")), in: CGSize(width: 402, height: 874))
        #expect(layout.frame(of: "red") == CGRect(x: 0, y: 62, width: 402, height: 778))
        let kept = try bitmap(Color.red)
        #expect(rgba(kept, 10, 30) == [255, 255, 255, 255])
        #expect(rgba(kept, 10, 860) == [255, 255, 255, 255])
        #expect(rgba(kept, 10, 100)[0] > 230 && rgba(kept, 10, 100)[1] < 80)
        let ignoring = try bitmap(Color.red.ignoresSafeArea())
        #expect(rgba(ignoring, 10, 5) == rgba(ignoring, 10, 100))
        #expect(rgba(ignoring, 10, 870) == rgba(ignoring, 10, 100))
        // A smaller root is centred in the safe area, and does not reach into the bands.
        let small = ViewLayout(of: screen(Color.red.frame(width: 100, height: 100).id("small").ignoresSafeArea()), in: CGSize(width: 402, height: 874))
        #expect(small.frame(of: "small") == CGRect(x: 151, y: 62 + (778 - 100) / 2, width: 100, height: 100))
    }

    @Test(.designEra(.iOS17)) func aListsBackgroundFillsTheBandsAndTheTitleMovesBelowTheStatusBar() throws {
        let settings = NavigationStack {
            List { Text("About").id("about") }.navigationTitle("Settings")
        }
        let plain = ViewLayout(of: settings, in: CGSize(width: 402, height: 874))
        let onScreen = ViewLayout(of: screen(settings), in: CGSize(width: 402, height: 874))
        let before = try #require(plain.frame(of: "about")), after = try #require(onScreen.frame(of: "about"))
        #expect(after.minY - before.minY == 62)
        let image = try bitmap(settings)
        #expect(rgba(image, 10, 10) == [242, 242, 247, 255])
        #expect(rgba(image, 10, 870) == [242, 242, 247, 255])
    }

    @Test(.designEra(.iOS17)) func aVisibleBarBackgroundAndAContainerBackgroundRunUpUnderTheStatusBar() throws {
        let barred = NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.blue, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try bitmap(barred)
        #expect(rgba(image, 10, 10) == rgba(image, 10, 80))  // the bar's blue, 44 points under y = 62
        #expect(rgba(image, 10, 10)[2] > 200 && rgba(image, 10, 10)[0] < 60)
        #expect(rgba(image, 10, 200) == [255, 255, 255, 255])
        let backed = NavigationStack {
            Text("Body").navigationTitle("Inbox").containerBackground(Color.green, for: .navigation)
        }
        let green = try bitmap(backed)
        #expect(rgba(green, 10, 10) == rgba(green, 10, 300))
        #expect(rgba(green, 10, 10)[1] > 150 && rgba(green, 10, 10)[0] < 100)
    }

    @Test(.designEra(.iOS17)) func iOS17sTabBarRunsToTheScreensEdgeUnderItsItems() throws {
        let tabs = TabView {
            Text("Home").tabItem { Text("One").id("one") }
            Text("2").tabItem { Text("Two") }
        }
        let layout = ViewLayout(of: screen(tabs), in: CGSize(width: 402, height: 874))
        let item = try #require(layout.frame(of: "one"))
        // The 49-point bar above the 34-point home indicator band: items in y 791…840.
        #expect(item.minY >= 791 && item.maxY <= 840)
        let image = try bitmap(tabs)
        // The bar's background (white under 249 at 0.94) down to the last row of pixels.
        #expect(close(rgba(image, 10, 873), [249, 249, 249, 255]))
        #expect(rgba(image, 10, 873) == rgba(image, 10, 800))
    }

    @Test(.designEra(.iOS26)) func iOS26sFloatingBarStands21PointsAboveTheScreensEdge() throws {
        let tabs = TabView {
            Color.clear.tabItem { Text("One").id("one") }
            Color.clear.tabItem { Text("Two") }
        }
        let onScreen = ViewLayout(of: screen(tabs), in: CGSize(width: 402, height: 874))
        let plain = ViewLayout(of: tabs, in: CGSize(width: 402, height: 874))
        // The same place as on a screen without a safe area: the bar is laid out from the
        // screen's bottom edge (62 tall, 21 above it), not from the safe area's.
        #expect(try #require(onScreen.frame(of: "one")) == (try #require(plain.frame(of: "one"))))
    }

    /// Scroll views and lists run on under the home indicator, as UIKit lays them out under
    /// the safe area: 40 bars of 30 points (1,200 points of content) from y 62 show to the
    /// screen's last row, where the band used to show the background from y 840. Content
    /// that ends above the band, and a scroll view that does not reach it, keep it.
    @Test func scrollViewsAndListsRunOnUnderTheHomeIndicator() throws {
        let bars = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(height: 30) }
            }
        }
        let image = try bitmap(bars)
        // y 860 is in bar 26 ((860 − 62) / 30 = 26.6: red), as is y 850; y 873 in bar 27 (blue).
        #expect(rgba(image, 10, 860)[0] > 230 && rgba(image, 10, 860)[2] < 80, "\(rgba(image, 10, 860))")
        #expect(rgba(image, 10, 850) == rgba(image, 10, 860))
        #expect(rgba(image, 10, 873)[2] > 230 && rgba(image, 10, 873)[0] < 80, "\(rgba(image, 10, 873))")
        // The first bar still starts under the status bar's band, at y 62.
        #expect(rgba(image, 10, 61) == [255, 255, 255, 255] && rgba(image, 10, 63)[0] > 230)
        let rows = try bitmap(List(0..<30, id: \.self) { Text("Row \($0)") })
        // Row 21 of 44-point rows (iOS 26: 52) covers the bottom edge: the row's white, not the
        // grouped grey the band showed.
        #expect(rgba(rows, 200, 872) == [255, 255, 255, 255], "\(rgba(rows, 200, 872))")
        // Above a button that holds the bottom, the scroll view ends at the button.
        let held = VStack(spacing: 0) { bars; Color.green.frame(height: 50) }
        let heldImage = try bitmap(held)
        #expect(rgba(heldImage, 10, 800)[1] > 150 && rgba(heldImage, 10, 800)[0] < 100)
        #expect(rgba(heldImage, 10, 860) == [255, 255, 255, 255])
    }

    @Test func theStatusBarCentresTheTimeInTheTopBand() {
        let layout = ViewLayout(of: ScreenStatusBar(height: 62).frame(width: 402), in: CGSize(width: 402, height: 62))
        let time = frames("Text", layout)
        #expect(time.count == 1)
        #expect(abs((time.first?.midY ?? 0) - 31) < 0.5)
        #expect((time.first?.midX ?? 999) < 402 / 4 + 20)
        #expect(drawnStrings(ScreenStatusBar(height: 62), 402, 62) == ["9:41"])
    }
}
