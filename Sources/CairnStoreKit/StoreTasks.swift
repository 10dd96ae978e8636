import CairnDisplayList
import CairnShapes
import CairnViews
import Foundation

// StoreKit's task modifiers (iOS 17): a view declares the products, subscription statuses or
// entitlements it depends on, and the modifier loads them before the view appears, calling
// the action with each state. Apple (`storeProductTask(for:priority:action:)`): "Before a view
// modified with this method appears, a task will start in the background to load the product
// from the App Store." A render reaches no App Store; the tasks run where `.task` runs (in
// `AnimationRenderer`, on its virtual clock; `ImageRenderer` starts none) and answer what
// StoreKit answers when the App Store knows nothing of the identifiers — as an Xcode preview
// without a StoreKit configuration: `.loading`, then unavailable products, no statuses and no
// entitlement.

extension Product {
    /// The state of a task loading one product, as StoreKit's `Product.TaskState`.
    public enum TaskState: Sendable {
        /// The product is loading.
        case loading
        /// The product loaded.
        case success(Product)
        /// The product is not available in the storefront (what a render's task ends in).
        case unavailable
        /// Loading failed.
        case failure(any Error)

        /// The product, when the task succeeded; nil while loading or when it cannot be had.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }

    /// The state of a task loading several products, as StoreKit's
    /// `Product.CollectionTaskState`.
    public enum CollectionTaskState: Sendable {
        /// The products are loading.
        case loading
        /// The products that loaded, and the identifiers of those that are unavailable.
        case success([Product], unavailable: [Product.ID])
        /// Loading failed.
        case failure(any Error)

        /// The products that loaded, when the task succeeded; nil while loading or on failure.
        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }

    /// What StoreKit knows of an auto-renewable subscription, as `Product.SubscriptionInfo`.
    /// A render has no products, so none has one.
    public struct SubscriptionInfo: Sendable {
        /// The subscription group the subscription belongs to.
        public let subscriptionGroupID: String
        /// How long one period of the subscription lasts.
        public let subscriptionPeriod: Product.SubscriptionPeriod

        /// The statuses of the customer's subscriptions in the group `groupID`: none, as a
        /// render has no purchases.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// A subscription's renewal state, as `Product.SubscriptionInfo.RenewalState`.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// StoreKit's raw value.
            public let rawValue: Int
            /// A state from its raw value.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Expired.
            public static let expired = RenewalState(rawValue: 2)
            /// In the billing retry period.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// In the billing grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// A subscription's renewal information, as `Product.SubscriptionInfo.RenewalInfo`.
        public struct RenewalInfo: Sendable {
            /// The product the subscription renews into.
            public let autoRenewPreference: String?
            /// The current product.
            public let currentProductID: String
            /// Whether the subscription renews.
            public let willAutoRenew: Bool
        }

        /// A customer's subscription status, as `Product.SubscriptionInfo.Status`.
        public struct Status: Sendable {
            /// The renewal state.
            public let state: RenewalState
            /// The latest transaction of the subscription.
            public let transaction: VerificationResult<Transaction>
            /// The renewal information.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }
    }

    /// A subscription's period, as `Product.SubscriptionPeriod`: `value` units.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The unit of a period, as `Product.SubscriptionPeriod.Unit`.
        public enum Unit: Hashable, Sendable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year
        }
        /// The unit.
        public let unit: Unit
        /// How many units.
        public let value: Int
    }

    /// The product's subscription information: nil, as for every product that is not an
    /// auto-renewable subscription (and a render has no products).
    public var subscription: SubscriptionInfo? { nil }
}

/// The state of a task loading an entitlement, as StoreKit's `EntitlementTaskState`.
public enum EntitlementTaskState<Value> {
    /// The entitlement is loading.
    case loading
    /// The entitlement loaded.
    case success(Value)
    /// Loading failed.
    case failure(any Error)
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState {
    /// The entitlement value, when the task succeeded; nil while loading or on failure.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The transaction, when the task succeeded and the customer is entitled; nil while
    /// loading, on failure, or without an entitlement (always, in a render).
    public var transaction: VerificationResult<Transaction>? {
        if case .success(let transaction) = self { return transaction }
        return nil
    }
}

extension View {
    /// Loads the product `id` before the view appears and calls `action` with each state
    /// (iOS 17): `.loading`, then `.unavailable`, as the App Store a render reaches knows no
    /// product. Runs where `.task` runs (`AnimationRenderer`); a still starts no task.
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> ()) -> some View {
        task(id: id, priority: priority) {
            await action(.loading)
            await action(.unavailable)
        }
    }

    /// Loads the products `ids` before the view appears and calls `action` with each state
    /// (iOS 17): `.loading`, then `.success([], unavailable: ids)`.
    public func storeProductsTask<C: Collection & Equatable & Sendable>(for ids: C, priority: TaskPriority = .medium,
                                                                        action: @escaping (Product.CollectionTaskState) async -> ()) -> some View
    where C.Element == String {
        task(id: ids, priority: priority) {
            await action(.loading)
            await action(.success([], unavailable: Array(ids)))
        }
    }

    /// Loads the customer's subscription statuses in the group `groupID` before the view
    /// appears and calls `action` with each state (iOS 17): `.loading`, then `.success([])`
    /// (a render has no subscriptions).
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ()) -> some View {
        task(id: groupID, priority: priority) {
            await action(.loading)
            await action(.success([]))
        }
    }

    /// Loads the customer's current entitlement to the product `productID` before the view
    /// appears and calls `action` with each state (iOS 17): `.loading`, then `.success(nil)`
    /// (a render has no purchases).
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ()) -> some View {
        task(id: productID, priority: priority) {
            await action(.loading)
            await action(.success(nil))
        }
    }
}

/// What sits behind a subscription store's controls, as StoreKit's
/// `SubscriptionStoreControlBackground`.
public struct SubscriptionStoreControlBackground: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreControlBackground(name: "automatic")
    /// A material fading in with a gradient.
    public static let gradientMaterial = SubscriptionStoreControlBackground(name: "gradientMaterial")
    /// The gradient material, shown once the content scrolls under the controls.
    public static let gradientMaterialOnScroll = SubscriptionStoreControlBackground(name: "gradientMaterialOnScroll")
}

extension View {
    /// The icon each subscription option of a store inside shows (iOS 17): the options come
    /// from the App Store, which a render never reaches, so `icon` is never called and
    /// nothing drawn changes.
    public func subscriptionStoreControlIcon<V: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> V) -> some View { self }

    /// What sits behind a subscription store's controls (iOS 17): behind loaded options,
    /// which a render never has, so nothing drawn changes.
    public func subscriptionStoreControlBackground(_ backgroundStyle: SubscriptionStoreControlBackground) -> some View { self }

    /// The background of a subscription store's picker options (iOS 17): loaded options
    /// only, which a render never has, so nothing drawn changes.
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }

    /// The background style and shape of a subscription store's picker options (iOS 18):
    /// loaded options only, so nothing drawn changes in a render.
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle, in shape: some Shape) -> some View { self }
}
