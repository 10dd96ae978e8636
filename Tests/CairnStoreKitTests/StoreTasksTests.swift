import Cairn
import CairnStoreKit
import CairnTestSupport
import Foundation
import Testing

/// StoreKit's task modifiers and product view styles. The tasks run where `.task` runs
/// (`AnimationRenderer`) and answer what the App Store answers for identifiers it does not
/// know; `ImageRenderer` starts none.
@Suite struct StoreTasksTests {
    /// Each task's states in order, as the action received them.
    final class StateLog: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Probe: View {
        let log: StateLog
        var body: some View {
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
                .storeProductTask(for: "com.example.pro") { state in
                    switch state {
                    case .loading: log.entries.append("product loading")
                    case .success(let product): log.entries.append("product \(product.id)")
                    case .unavailable: log.entries.append("product unavailable \(state.product == nil)")
                    case .failure(let error): log.entries.append("product failure \(error)")
                    }
                }
                .storeProductsTask(for: ["a", "b"]) { state in
                    switch state {
                    case .loading: log.entries.append("products loading \(state.products == nil)")
                    case .success(let products, let unavailable): log.entries.append("products \(products.count) unavailable \(unavailable)")
                    case .failure: log.entries.append("products failure")
                    }
                }
                .subscriptionStatusTask(for: "GROUP") { state in
                    switch state {
                    case .loading: log.entries.append("status loading")
                    case .success(let statuses): log.entries.append("statuses \(statuses.count) \(state.value?.count ?? -1)")
                    case .failure: log.entries.append("status failure")
                    }
                }
                .currentEntitlementTask(for: "com.example.pro") { state in
                    switch state {
                    case .loading: log.entries.append("entitlement loading")
                    case .success(let transaction): log.entries.append("entitlement \(transaction == nil) \(state.transaction == nil)")
                    case .failure: log.entries.append("entitlement failure")
                    }
                }
        }
    }

    /// In an animation each task reports `.loading`, then the App Store's answer for unknown
    /// identifiers: the product unavailable, both products unavailable, no subscription
    /// status, no entitlement. A still starts no task.
    @Test func tasksReportLoadingThenNothingFound() throws {
        let still = StateLog()
        _ = ImageRenderer(content: Probe(log: still)).displayList
        #expect(still.entries.isEmpty)
        let log = StateLog()
        _ = try AnimationRenderer(content: Probe(log: log), duration: 1).image(at: 0.5)
        let expected: Set = ["product loading", "product unavailable true", "products loading true", "products 0 unavailable [\"a\", \"b\"]",
                             "status loading", "statuses 0 0", "entitlement loading", "entitlement true true"]
        #expect(Set(log.entries) == expected)
        // Each task, in each replay of the timeline (the renderer replays from time 0 for
        // its size and for the frame), reports loading and then its answer.
        for prefix in ["product ", "products ", "status", "entitlement"] {
            let own = log.entries.filter { $0.hasPrefix(prefix) && !(prefix == "product " && $0.hasPrefix("products")) }
            #expect(own.count >= 2 && own.count % 2 == 0, "\(own)")
            #expect(own.enumerated().allSatisfy { ($0.offset % 2 == 0) == $0.element.contains("loading") }, "\(own)")
        }
    }

    /// What a paywall draws from the tasks' answers once it has appeared: the product
    /// square turns from red (loading) to green (unavailable) in the frame at 0.5 s.
    struct Paywall: View {
        @State private var unavailable = false
        var body: some View {
            Color(red: unavailable ? 0 : 1, green: unavailable ? 1 : 0, blue: 0).frame(width: 20, height: 20)
                .storeProductTask(for: "com.example.pro") { state in
                    if case .unavailable = state { unavailable = true }
                }
        }
    }

    @Test func aPaywallDrawsTheAnswer() throws {
        let still = try ImageRenderer(content: Paywall()).bitmap()
        #expect(rgba(still, 10, 10) == [255, 0, 0, 255])
        let frame = try AnimationRenderer(content: Paywall(), duration: 1).image(at: 0.5)
        #expect(rgba(frame, 10, 10) == [0, 255, 0, 255])
    }

    /// A custom style draws what its `makeBody` makes from the configuration: the state is
    /// `.loading` (no product) for a view made from an identifier, no entitlement, the
    /// description visible unless `productDescription(.hidden)`.
    struct Badge: ProductViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let state: String
            switch configuration.state {
            case .loading: state = "loading"
            default: state = "other"
            }
            return Text("\(state) \(configuration.product == nil) \(configuration.hasCurrentEntitlement) \(configuration.descriptionVisibility == .hidden)")
        }
    }

    @Test func customStyleDrawsFromTheConfiguration() {
        #expect(drawnStrings(ProductView(id: "a").productViewStyle(Badge()), 300, 100) == ["loading true false false"])
        #expect(drawnStrings(ProductView(id: "a").productViewStyle(Badge()).productDescription(.hidden), 300, 100) == ["loading true false true"])
        // A store's cards are product views: each drawn by the style.
        #expect(drawnStrings(StoreView(ids: ["a", "b"]).productViewStyle(Badge()), 390, 400) == ["loading true false false", "loading true false false"])
    }

    /// `ProductView(configuration)` inside a style draws the style in effect outside it (here
    /// the platform's regular card): the banner over the standard card, its 72 × 34 price
    /// capsule trailing at x 300, 8 points below the banner's 20.
    struct Banner: ProductViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 8) {
                Color(red: 1, green: 0, blue: 0).frame(height: 20)
                ProductView(configuration)
            }
        }
    }

    @Test func productViewInsideAStyleDrawsTheOuterStyle() throws {
        let layout = layOut(ProductView(id: "a").productViewStyle(Banner()).frame(width: 300), 300, 200)
        let price = try #require(frames("Capsule", layout).first)
        #expect(price.size == CGSize(width: 72, height: 34) && price.maxX == 300)
        let plain = try #require(frames("Capsule", layOut(ProductView(id: "a").frame(width: 300), 300, 200)).first)
        // The wrapped card is the plain card moved down by the banner and the gap: its height
        // is the same, so the capsule's offset from the card's top is too.
        #expect(layout.size.height > 28)
        #expect(abs((price.minY - plain.minY) - 14) < 1e-9, "\(price) \(plain)")
    }

    /// `productDescription(.hidden)` drops the description line from the standard cards: the
    /// card is shorter than with it (the headline alone).
    @Test func hiddenDescriptionShortensTheCard() {
        let shown = layOut(ProductView(id: "a").fixedSize(horizontal: false, vertical: true), 300, 400).size.height
        let hidden = layOut(ProductView(id: "a").productDescription(.hidden).fixedSize(horizontal: false, vertical: true), 300, 400).size.height
        #expect(hidden < shown)
        #expect(frames("Text", layOut(ProductView(id: "a").productDescription(.hidden), 300, 100)).count == 1)
        #expect(frames("Text", layOut(ProductView(id: "a"), 300, 100)).count == 2)
    }

    /// `productIconBorder()` masks the icon to the app-icon shape: a 60-point blue square
    /// loses its corner (radius 13.4) and keeps its centre.
    @Test func iconBorderRoundsTheIcon() throws {
        let icon = Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 60).productIconBorder()
        let bitmap = try ImageRenderer(content: icon).bitmap()
        #expect(rgba(bitmap, 1, 1)[3] == 0)
        #expect(rgba(bitmap, 30, 30) == [0, 0, 255, 255])
    }

    /// The subscription store modifiers compile in every form and change nothing drawn (they
    /// style options a render never loads).
    @Test func subscriptionStoreModifiersChangeNothing() {
        let plain = SubscriptionStoreView(groupID: "G")
        let styled = plain
            .subscriptionStoreControlIcon { product, info in Text(product.displayName + info.subscriptionGroupID) }
            .subscriptionStoreControlBackground(.gradientMaterial)
            .subscriptionStorePickerItemBackground(.thinMaterial)
            .subscriptionStorePickerItemBackground(.blue, in: .rect(cornerRadius: 8))
        #expect(ImageRenderer(content: styled.frame(width: 390, height: 600)).displayList
                == ImageRenderer(content: plain.frame(width: 390, height: 600)).displayList)
    }
}

/// `containerBackground(_:for:)` with StoreKit's placements, set in a subscription store's
/// marketing content: the full-height background fills the whole store (its controls'
/// margins included), the header background only the marketing area above the controls
/// (844 − 20 − 50 − 12 − 56 − 12 − 56 − 20 = 618 points tall).
@Suite struct SubscriptionStoreBackgroundTests {
    @Test func placementsFillTheirRegions() throws {
        let full = SubscriptionStoreView(groupID: "G") {
            Text("Pro").containerBackground(Color(red: 0, green: 0, blue: 1), for: .subscriptionStoreFullHeight)
        }
        let fullBitmap = try ImageRenderer(content: full.frame(width: 390, height: 844)).bitmap()
        #expect(rgba(fullBitmap, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(fullBitmap, 5, 840) == [0, 0, 255, 255])
        let automatic = SubscriptionStoreView(groupID: "G") {
            Text("Pro").containerBackground(Color(red: 0, green: 0, blue: 1), for: .subscriptionStore)
        }
        #expect(rgba(try ImageRenderer(content: automatic.frame(width: 390, height: 844)).bitmap(), 5, 840) == [0, 0, 255, 255])
        let header = SubscriptionStoreView(groupID: "G") {
            Text("Pro").containerBackground(Color(red: 1, green: 0, blue: 0), for: .subscriptionStoreHeader)
        }
        let headerBitmap = try ImageRenderer(content: header.frame(width: 390, height: 844)).bitmap()
        #expect(rgba(headerBitmap, 5, 5) == [255, 0, 0, 255] && rgba(headerBitmap, 5, 616) == [255, 0, 0, 255])
        #expect(rgba(headerBitmap, 5, 621)[3] == 0)
        // A navigation placement in the store's content is not the store's: nothing behind it.
        let navigation = SubscriptionStoreView(groupID: "G") {
            Text("Pro").containerBackground(Color(red: 1, green: 0, blue: 0), for: .navigation)
        }
        #expect(rgba(try ImageRenderer(content: navigation.frame(width: 390, height: 844)).bitmap(), 5, 5)[3] == 0)
    }
}
