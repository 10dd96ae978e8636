import Cairn
import CairnStoreKit
import CairnTestSupport
import Foundation
import Testing

/// StoreKit's SwiftUI views compile in every form and draw their loading state: a render
/// reaches no App Store. Expected frames are computed from the layout the views document
/// (Cairn's estimates: 48-point placeholder icon, 72 × 34 price capsule, 16-point gaps; the
/// subscription controls 56 + 12 + 56 + 12 + 50 points with 20-point margins).
@Suite struct StoreViewsTests {
    /// A product view loading by identifier draws no text (its name and description are
    /// placeholder bars), the price capsule trailing and, with `prefersPromotionalIcon`, the
    /// 48-point placeholder icon leading: 300 wide, the capsule spans x 228...300.
    @Test func productViewDrawsItsLoadingState() throws {
        let plain = ProductView(id: "com.example.pro").frame(width: 300)
        #expect(drawnStrings(plain, 300, 100).isEmpty)
        let withIcon = ProductView(id: "com.example.pro", prefersPromotionalIcon: true).frame(width: 300)
        let layout = layOut(withIcon, 300, 100)
        let rounded = frames("RoundedRectangle", layout)
        let capsules = frames("Capsule", layout)
        let icon = try #require(rounded.first), price = try #require(capsules.first)
        #expect(icon.size == CGSize(width: 48, height: 48) && icon.minX == 0)
        #expect(price.size == CGSize(width: 72, height: 34) && price.maxX == 300)
        // The other forms draw the same loading card with their placeholder icon.
        let custom = ProductView(id: "a") { Image(systemName: "star") } placeholderIcon: { Color.blue.frame(width: 48, height: 48) }
        #expect(frames("Capsule", layOut(custom.frame(width: 300), 300, 100)).first == price)
        let automatic = ProductView(id: "a") { Image(systemName: "star") }
        #expect(ImageRenderer(content: automatic.frame(width: 300)).displayList == ImageRenderer(content: withIcon).displayList)
    }

    /// `.large` stacks the card: the price capsule sits under the texts, centred.
    @Test func largeStyleStacks() throws {
        let layout = layOut(ProductView(id: "a").productViewStyle(.large).frame(width: 300), 300, 200)
        let price = try #require(frames("Capsule", layout).first)
        #expect(abs(price.midX - 150) < 1e-9)
        #expect(price.minY > 40)
    }

    /// A store of three identifiers draws three loading cards, 24 points apart: the price
    /// capsules follow one another at a card's height (one card laid out alone, 350 wide as
    /// inside the store's 20-point margins) plus 24.
    @Test func storeViewDrawsACardPerIdentifier() {
        let layout = layOut(StoreView(ids: ["a", "b", "c"]), 390, 600)
        let prices = frames("Capsule", layout)
        let card = layOut(ProductView(id: "a").fixedSize(horizontal: false, vertical: true), 350, 600).size.height
        #expect(prices.count == 3 && card > 34)
        if prices.count == 3 { #expect(abs((prices[1].minY - prices[0].minY) - (card + 24)) < 1e-9) }
    }

    /// A subscription store draws its marketing content and, under it, the loading controls:
    /// the subscribe capsule 50 points tall with its bottom 20 points above the bottom (844 −
    /// 20 − 50 = 774), the two option bars above it; the store modifiers change nothing drawn.
    @Test func subscriptionStoreDrawsContentAndLoadingControls() throws {
        let store = SubscriptionStoreView(groupID: "ABC") { Text("Example Pro") }
        #expect(drawnStrings(store, 390, 844) == ["Example Pro"])
        let layout = layOut(store, 390, 844)
        let subscribe = try #require(frames("Capsule", layout).first)
        #expect(subscribe == CGRect(x: 20, y: 774, width: 350, height: 50))
        let options = frames("RoundedRectangle", layout)
        #expect(options.count == 2 && options.last?.maxY == 762)
        let styled = store.storeButton(.visible, for: .restorePurchases, .policies).subscriptionStoreControlStyle(.picker)
            .subscriptionStoreButtonLabel(.multiline).subscriptionStorePolicyDestination(url: URL(string: "https://example.com")!, for: .privacyPolicy)
            .onInAppPurchaseCompletion { _, _ in }.onInAppPurchaseStart { _ in }.inAppPurchaseOptions(nil)
        #expect(ImageRenderer(content: styled.frame(width: 390, height: 844)).displayList
                == ImageRenderer(content: store.frame(width: 390, height: 844)).displayList)
        // The other forms compile and draw the same controls.
        for view in [AnyView(SubscriptionStoreView(groupID: "ABC")), AnyView(SubscriptionStoreView(productIDs: ["m", "y"])),
                     AnyView(SubscriptionStoreView(groupID: "ABC", visibleRelationships: .upgrade))] {
            #expect(frames("Capsule", layOut(view, 390, 844)).first == subscribe)
        }
    }

    /// iOS 18's store content: the first group with marketing content shows it over the
    /// loading controls (a group set, whose groups come from products, has none to show); a
    /// store whose content shows no marketing draws the same display list as the automatic
    /// store; content of your own is read through its body; the content modifiers change
    /// nothing drawn.
    @Test func storeContentShowsTheFirstGroupsMarketing() throws {
        let store = SubscriptionStoreView(groupID: "ABC") {
            SubscriptionOptionGroupSet { $0.id } label: { Text($0) } marketingContent: { Text("Set \($0)") }
            SubscriptionOptionGroup("Family") {
                SubscriptionOptionSection("Plans", isIncluded: { _ in true }) { Text("Footer") }
            } marketingContent: {
                Text("For families")
            }
            .subscriptionStoreOptionGroupStyle(.tabs)
            SubscriptionOptionGroup("Solo") { SubscriptionPeriodGroupSet() } marketingContent: { Text("For one") }
        }
        #expect(drawnStrings(store, 390, 844) == ["For families"])
        #expect(frames("Capsule", layOut(store, 390, 844)).first == CGRect(x: 20, y: 774, width: 350, height: 50))
        let plain = SubscriptionStoreView(groupID: "ABC") { SubscriptionPeriodGroupSet(); SubscriptionOptionGroup("Solo") { SubscriptionPeriodGroupSet() } }
        #expect(ImageRenderer(content: plain.frame(width: 390, height: 844)).displayList
                == ImageRenderer(content: SubscriptionStoreView(groupID: "ABC").frame(width: 390, height: 844)).displayList)
        struct Plans: StoreContent {
            var family: Bool
            var body: some StoreContent {
                if family {
                    SubscriptionOptionGroup(content: { SubscriptionPeriodGroupSet() }, label: { Text("Family") }, marketingContent: { Text("Custom") })
                } else {
                    SubscriptionPeriodGroupSet()
                }
            }
        }
        let custom = SubscriptionStoreView(productIDs: ["m"]) { Plans(family: true).subscriptionStoreControlStyle(.pagedPicker, placement: .bottomBar) }
        #expect(drawnStrings(custom, 390, 844) == ["Custom"])
        #expect(drawnStrings(SubscriptionStoreView(productIDs: ["m"]) { Plans(family: false) }, 390, 844) == [])
        let styled = store.subscriptionStoreOptionGroupStyle(.links).subscriptionStoreControlStyle(.compactPicker, placement: .buttonsInBottomBar)
        #expect(ImageRenderer(content: styled.frame(width: 390, height: 844)).displayList
                == ImageRenderer(content: store.frame(width: 390, height: 844)).displayList)
    }
}
