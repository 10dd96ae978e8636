import Cairn
import CairnStoreKit
import CairnTestSupport
import Foundation
import Testing

/// `import StoreKit` (read by `cairn` as `import CairnStoreKit`): the review prompt changes
/// nothing drawn, and with no App Store no product loads, nothing is entitled or bought.
@Suite struct StoreKitTests {
    /// A settings row that asks for a review, as apps write it.
    struct RateRow: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            Button("Rate the App") { requestReview() }
                .frame(width: 200, height: 44)
                .onAppear { requestReview() }
        }
    }

    @Test @MainActor func theReviewPromptChangesNothingDrawn() throws {
        let rated = try ImageRenderer(content: RateRow()).pngData()
        let plain = try ImageRenderer(content: Button("Rate the App") {}.frame(width: 200, height: 44)).pngData()
        #expect(rated == plain)
        EnvironmentValues().requestReview()
        SKStoreReviewController.requestReview()
    }

    @Test func noProductLoadsAndNothingIsEntitled() async throws {
        let products = try await Product.products(for: ["pro.monthly", "pro.yearly"])
        #expect(products.isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        for await _ in Transaction.updates { entitlements += 1 }
        #expect(entitlements == 0)
        #expect(await Transaction.latest(for: "pro.monthly") == nil)
        #expect(!AppStore.canMakePayments)
        await #expect(throws: StoreKitError.self) { try await AppStore.sync() }
        let verified = VerificationResult<Int>.verified(3)
        #expect(try verified.payloadValue == 3)
        #expect(throws: VerificationResult<Int>.VerificationError.self) {
            try VerificationResult<Int>.unverified(4, .invalidSignature).payloadValue
        }
    }

    @Test @MainActor func storeSheetsChangeNothingDrawn() throws {
        let base = Text("Premium").frame(width: 160, height: 44)
        let sheets = base
            .manageSubscriptionsSheet(isPresented: .constant(true))
            .offerCodeRedemption(isPresented: .constant(true))
            .refundRequestSheet(for: 7, isPresented: .constant(true))
        #expect(try ImageRenderer(content: sheets).pngData() == ImageRenderer(content: base).pngData())
    }
}
