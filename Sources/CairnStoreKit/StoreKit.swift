import CairnViews
import Foundation

// StoreKit's corner SwiftUI views use: the review prompt and the StoreKit 2 model a paywall's
// view model calls (`Product.products(for:)`, `Transaction.currentEntitlements`). A module and
// product of its own, `CairnStoreKit` (`cairn` reads `import StoreKit` as `import
// CairnStoreKit` and `StoreKit.Transaction` as `CairnStoreKit.Transaction`): in `Cairn` its
// `Transaction` would clash with SwiftUI's, and a module named `StoreKit` in a package graph is
// found by swift-custom-dump's `#if canImport(StoreKit)`, which then compiles Apple-only
// code. A render has no App Store: as in an Xcode preview without a StoreKit
// configuration file, no product loads, there are no entitlements, nothing can be bought, and
// no review prompt appears. StoreKit's views (`ProductView`, `StoreView`,
// `SubscriptionStoreView`) draw their loading state (StoreViews.swift).

/// The action that asks the user to rate the app, as StoreKit's `RequestReviewAction`: read
/// it with `@Environment(\.requestReview)` and call it. iOS shows the prompt at most three
/// times a year and never in a still, so calling it changes nothing drawn. (Apple's is
/// main-actor isolated; Cairn's views are not, so this one may be called from any.)
public struct RequestReviewAction: Sendable {
    init() {}
    /// Asks for a review: no prompt appears in a render.
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
    /// The action that asks the user to rate the app (StoreKit, iOS 16).
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

/// The pre-iOS 16 review prompt, as StoreKit's `SKStoreReviewController`: no prompt appears
/// in a render.
open class SKStoreReviewController: NSObject {
    /// Asks for a review (deprecated in iOS 14): nothing appears.
    open class func requestReview() {}
}

/// An error StoreKit throws, as `StoreKitError`.
public enum StoreKitError: Error, Sendable, CustomStringConvertible {
    /// Unknown.
    case unknown
    /// The user cancelled.
    case userCancelled
    /// The network failed: what a render, which has no App Store, answers.
    case networkError(URLError)
    /// A system error.
    case systemError(any Error)
    /// The product is not sold in the storefront.
    case notAvailableInStorefront
    /// The user may not make payments.
    case notEntitled

    /// What went wrong, and why in a render.
    public var description: String {
        switch self {
        case .networkError: return "StoreKitError.networkError: a render has no App Store to reach"
        case .userCancelled: return "StoreKitError.userCancelled"
        case .notAvailableInStorefront: return "StoreKitError.notAvailableInStorefront"
        case .notEntitled: return "StoreKitError.notEntitled"
        case .systemError(let error): return "StoreKitError.systemError(\(error))"
        case .unknown: return "StoreKitError.unknown"
        }
    }
}

/// The App Store, as StoreKit's `AppStore`.
public enum AppStore {
    /// Whether the user may make payments: false, as a render has no App Store account.
    public static var canMakePayments: Bool { false }
    /// Syncs the app's transactions with the App Store: throws a network error in a render.
    public static func sync() async throws { throw StoreKitError.networkError(URLError(.notConnectedToInternet)) }
}

/// A result StoreKit has checked the signature of, as `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature failed to verify.
    case unverified(SignedType, VerificationError)
    /// The signature verified.
    case verified(SignedType)

    /// Why a signature failed (`VerificationResult.VerificationError`).
    public enum VerificationError: Error, Sendable {
        /// The signature was revoked.
        case revokedCertificate
        /// The chain was invalid.
        case invalidCertificateChain
        /// The device did not match.
        case invalidDeviceVerification
        /// The encoding was invalid.
        case invalidEncoding
        /// The signature was invalid.
        case invalidSignature
        /// A property was missing.
        case missingRequiredProperties
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }

    /// The value, or the verification error thrown.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
}

/// A sequence that ends at once: what StoreKit's transaction sequences give a render, which
/// has no purchases.
public struct EmptyTransactionSequence<Element: Sendable>: AsyncSequence, Sendable {
    /// The iterator, which ends at once.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Nothing: the sequence is empty.
        public mutating func next() async -> Element? { nil }
    }
    /// An iterator that ends at once.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A purchase, as StoreKit 2's `Transaction`. A render has none.
public struct Transaction: Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// When it was bought.
    public let purchaseDate: Date
    /// When it expires (subscriptions).
    public let expirationDate: Date?
    /// When it was refunded, if it was.
    public let revocationDate: Date?

    /// The purchases the user is entitled to: none.
    public static var currentEntitlements: EmptyTransactionSequence<VerificationResult<Transaction>> { EmptyTransactionSequence() }
    /// Transactions as they arrive: none arrives in a render, and the sequence ends.
    public static var updates: EmptyTransactionSequence<VerificationResult<Transaction>> { EmptyTransactionSequence() }
    /// Every transaction: none.
    public static var all: EmptyTransactionSequence<VerificationResult<Transaction>> { EmptyTransactionSequence() }
    /// Transactions not yet finished: none.
    public static var unfinished: EmptyTransactionSequence<VerificationResult<Transaction>> { EmptyTransactionSequence() }
    /// The latest transaction for `productID`: nil.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The current entitlement for `productID`: nil.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// Marks the transaction finished.
    public func finish() async {}
}

/// A product of the App Store, as StoreKit 2's `Product`. A render reaches no App Store, so
/// `products(for:)` answers an empty array — what StoreKit answers for identifiers it does
/// not find (an Xcode preview without a StoreKit configuration) — and no product exists.
public struct Product: Identifiable, Sendable {
    /// What kind of product it is (`Product.ProductType`).
    public struct ProductType: Hashable, Sendable {
        let name: String
        /// Consumable.
        public static let consumable = ProductType(name: "consumable")
        /// Non-consumable.
        public static let nonConsumable = ProductType(name: "nonConsumable")
        /// Auto-renewable subscription.
        public static let autoRenewable = ProductType(name: "autoRenewable")
        /// Non-renewing subscription.
        public static let nonRenewable = ProductType(name: "nonRenewable")
    }

    /// How a purchase ended (`Product.PurchaseResult`).
    public enum PurchaseResult: Sendable {
        /// Bought, with its transaction.
        case success(VerificationResult<Transaction>)
        /// The user cancelled.
        case userCancelled
        /// Waiting for approval.
        case pending
    }

    /// An option of a purchase (`Product.PurchaseOption`).
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// The quantity to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity(\(quantity))") }
        /// The app's account token.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken(\(token))") }
    }

    /// The product's identifier.
    public let id: String
    /// Its localized name.
    public let displayName: String
    /// Its localized description.
    public let description: String
    /// Its price.
    public let price: Decimal
    /// Its localized price.
    public let displayPrice: String
    /// Its kind.
    public let type: ProductType

    /// The products with `identifiers`: none, as a render reaches no App Store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    /// Buys the product: the App Store cannot be reached, so this throws a network error.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }
}

extension View {
    /// Presents the App Store's manage-subscriptions sheet while `isPresented` is true
    /// (iOS 15). The sheet is the App Store's, which a render cannot reach: the view draws
    /// unchanged.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// Presents the App Store's offer-code sheet while `isPresented` is true (iOS 16): the
    /// App Store's, so the view draws unchanged and `onCompletion` never runs.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }

    /// Presents the App Store's refund sheet for a transaction while `isPresented` is true
    /// (iOS 15): the App Store's, so the view draws unchanged and `onDismiss` never runs.
    public func refundRequestSheet(for transactionID: UInt64, isPresented: Binding<Bool>,
                                   onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil) -> some View { self }
}

extension Transaction {
    /// How a refund request ended (`Transaction.RefundRequestStatus`).
    public enum RefundRequestStatus: Sendable {
        /// The request was submitted.
        case success
        /// The user cancelled.
        case userCancelled
    }

    /// Why a refund request failed (`Transaction.RefundRequestError`).
    public enum RefundRequestError: Error, Sendable {
        /// A request is already open.
        case duplicateRequest
        /// The request failed.
        case failed
    }
}
