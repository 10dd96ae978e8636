import Cairn
import CairnStoreKit
import Foundation

/// iOS 18's document launch view and StoreKit's views side by side on two iPhone screens: a
/// `DocumentLaunchView` with a gradient background, two `NewDocumentButton`s and an overlay
/// accessory placed over the title, and a paywall of two `ProductView`s and a
/// `SubscriptionStoreView` in the loading state a render shows (it reaches no App Store), one
/// product drawn by a custom `ProductViewStyle` (a "Best value" banner over the standard card,
/// its placeholder icon in the App Store icon border).
public struct LaunchAndStore: View {
    /// The two screens.
    public init() {}

    /// The launch screen and the paywall, 390 × 844 each, 16 points apart.
    public var body: some View {
        HStack(spacing: 16) {
            DocumentLaunchView("My Books", for: [.plainText]) {
                NewDocumentButton("Start New Book")
                NewDocumentButton(Text("Choose a Template"), contentType: .plainText) { nil }
            } onDocumentOpen: { url in
                Text(url.lastPathComponent)
            } background: {
                LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
            } overlayAccessoryView: { proxy in
                Image(systemName: "book.fill").font(.system(size: 60)).foregroundStyle(.white)
                    .position(x: proxy.titleViewFrame.midX, y: proxy.titleViewFrame.minY - 50)
            }
            .frame(width: 390, height: 844)
            VStack(spacing: 0) {
                ProductView(id: "com.example.pro", prefersPromotionalIcon: true).padding()
                ProductView(id: "com.example.coins").productViewStyle(.compact).padding()
                ProductView(id: "com.example.annual") {
                    Image(systemName: "crown.fill")
                } placeholderIcon: {
                    Color.orange.frame(width: 48, height: 48).productIconBorder()
                }
                .productViewStyle(BestValueStyle())
                .padding(.horizontal)
                SubscriptionStoreView(groupID: "ABC123") {
                    VStack(spacing: 8) {
                        Image(systemName: "star.circle.fill").font(.system(size: 56)).foregroundStyle(.yellow)
                        Text("Example Pro").font(.largeTitle.bold())
                        Text("Unlock every feature").foregroundStyle(.secondary)
                    }
                }
                .storeButton(.visible, for: .restorePurchases)
            }
            .frame(width: 390, height: 844)
            .background(Color.white)
        }
        .padding(16)
        .background(Color(white: 0.9))
    }
}

/// A custom product view style: a "Best value" capsule over the standard card, which
/// `ProductView(configuration)` draws with the style in effect outside this one.
struct BestValueStyle: ProductViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("BEST VALUE").font(.caption.bold()).foregroundStyle(.white)
                .padding(.horizontal, 8).padding(.vertical, 3)
                .background(Capsule().fill(Color.green))
            ProductView(configuration)
        }
    }
}
