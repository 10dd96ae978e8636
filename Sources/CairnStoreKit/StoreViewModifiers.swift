import CairnControls
import CairnDisplayList
import CairnViews
import Foundation

// The modifiers that style StoreKit's views. A render never loads products, so of these only
// the subscription store's container background placements change what is drawn (the
// product view styles and `productDescription` live in ProductViewStyles.swift); the rest
// style controls that are still loading, or act on purchases that never happen, and change
// nothing, as Apple's do before the App Store answers.

/// A button a store view may show, as StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// The button that dismisses the store.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// "Restore Purchases".
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// The offer-code button.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// The sign-in button.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The terms of service and privacy policy buttons.
    public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store shows its options, as StoreKit's `SubscriptionStoreControlStyle`.
public struct SubscriptionStoreControlStyle: Sendable, Equatable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreControlStyle(name: "automatic")
    /// A button per option.
    public static let buttons = SubscriptionStoreControlStyle(name: "buttons")
    /// A picker of the options over one subscribe button.
    public static let picker = SubscriptionStoreControlStyle(name: "picker")
    /// A picker that emphasises the chosen option.
    public static let prominentPicker = SubscriptionStoreControlStyle(name: "prominentPicker")
    /// A page per option.
    public static let pagedPicker = SubscriptionStoreControlStyle(name: "pagedPicker")
    /// A page per option, the chosen one emphasised.
    public static let pagedProminentPicker = SubscriptionStoreControlStyle(name: "pagedProminentPicker")
    /// A compact picker.
    public static let compactPicker = SubscriptionStoreControlStyle(name: "compactPicker")
}

/// What a subscription store's buttons say, as StoreKit's `SubscriptionStoreButtonLabel`.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// The action ("Subscribe").
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    /// The option's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The option's price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
    /// Several lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// One line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
}

/// A policy a subscription store links to, as StoreKit's `SubscriptionStorePolicyKind`.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    /// The privacy policy.
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
    /// The terms of service.
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

extension View {
    /// Shows or hides a store's `button`: shown once the store loads, which a render never
    /// reaches, so nothing drawn changes.
    public func storeButton(_ visibility: Visibility, for buttons: StoreButtonKind...) -> some View { self }

    /// Shows a subscription store's options in `style` once they load: nothing drawn changes in
    /// a render, whose options never load.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }

    /// What a subscription store's buttons say once its options load: nothing drawn changes.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }

    /// Where a subscription store's policy button leads: nothing drawn changes.
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }

    /// The view a subscription store's policy button presents (iOS 17): presented on a tap,
    /// which a render never has, so nothing drawn changes.
    public func subscriptionStorePolicyDestination(for button: SubscriptionStorePolicyKind, @ViewBuilder destination: () -> some View) -> some View { self }

    /// The style of a subscription store's terms and privacy buttons (iOS 17): the buttons
    /// appear once the store loads, which a render never reaches, so nothing drawn changes.
    public func subscriptionStorePolicyForegroundStyle(_ style: some ShapeStyle) -> some View { self }

    /// The styles of a subscription store's policy buttons and of the conjunction between
    /// them (iOS 17): nothing drawn changes, as the buttons never load in a render.
    public func subscriptionStorePolicyForegroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View { self }

    /// Runs `action` when a purchase from a store view inside completes: none ever does in a
    /// render.
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?)
    -> some View { self }

    /// Runs `action` when a purchase from a store view inside starts: none ever does.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }

    /// The options of purchases made from store views inside: none is ever made.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
}

extension ContainerBackgroundPlacement {
    /// The subscription store's background, placed by the store (iOS 17; Apple: "An automatic
    /// placement within a subscription store view, based on the view's context"): on iPhone,
    /// as Cairn draws it, behind the whole store.
    public static var subscriptionStore: ContainerBackgroundPlacement { .storeKitAutomatic }
    /// A background spanning the subscription store's full height (iOS 17), into the safe area.
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { .storeKitFullHeight }
    /// The background of the subscription store's header, its marketing content (iOS 17).
    public static var subscriptionStoreHeader: ContainerBackgroundPlacement { .storeKitHeader }
}
