import CairnDisplayList
import CairnLayout
import CairnControls
import CairnViews
import Foundation

// StoreKit's SwiftUI views (iOS 17; WWDC23 "Meet StoreKit for SwiftUI"): `ProductView`,
// `StoreView` and `SubscriptionStoreView`, and the modifiers a paywall styles them with.
// What they show comes from the App Store, which a render never reaches: a view made from
// product identifiers draws its loading state, the moment before the App Store answers — the
// placeholder icon and the product's texts and price as placeholder bars, as SwiftUI's
// `redacted(reason: .placeholder)` draws text. A view made from `Product` values draws them
// (a render has none to give it: StoreKit's `Product` has no public initialiser). Apple
// publishes no metrics for these views (WWDC23 shows their parts, not their sizes); the layout
// is Cairn's estimate from iOS's fonts, fills and button styles: the icon (when there is one) leading, the name in the headline font over
// the description in the subheadline font and secondary style, the price trailing in a
// prominent capsule button; stacked and centred in the `.large` style.

/// The phase of loading a product's promotional image, as StoreKit's `ProductIconPhase`.
public enum ProductIconPhase {
    /// The image is loading (what a render shows: it reaches no App Store).
    case loading
    /// The image loaded.
    case success(Image)
    /// The product has no promotional image.
    case unavailable
    /// Loading failed.
    case failure(any Error)
}

/// The icon a product view shows while its product loads, as StoreKit's
/// `AutomaticProductPlaceholderIcon`: a rounded square in the quaternary fill (Cairn's
/// estimate: 48 points, corner radius 10).
public struct AutomaticProductPlaceholderIcon: View {
    /// The placeholder square.
    public var body: some View {
        RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.quaternary).frame(width: 48, height: 48)
    }
}

/// The standard styles' card: loaded (a `Product`) or loading (placeholder bars).
struct ProductCard: View {
    /// How the standard styles arrange the card.
    enum Layout { case compact, regular, large }
    let configuration: ProductViewStyleConfiguration
    let layout: Layout
    init(_ configuration: ProductViewStyleConfiguration, layout: Layout) {
        self.configuration = configuration
        self.layout = layout
    }

    private var product: Product? { configuration.product }

    var body: some View {
        if layout == .large {
            VStack(spacing: 12) {
                if configuration.hasIcon { configuration.icon }
                texts(alignment: .center)
                price
            }
            .frame(maxWidth: .infinity)
        } else {
            HStack(spacing: 16) {
                if configuration.hasIcon { configuration.icon }
                texts(alignment: .leading)
                Spacer(minLength: 0)
                price
            }
        }
    }

    private func texts(alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 4) {
            Text(product?.displayName ?? "Product name").font(.headline)
            if layout != .compact, configuration.descriptionVisibility != .hidden {
                Text(product?.description ?? "Product description text").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .multilineTextAlignment(alignment == .center ? .center : .leading)
        .redacted(reason: product == nil ? .placeholder : [])
    }

    @ViewBuilder private var price: some View {
        if let product {
            Button(product.displayPrice) {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
        } else {
            Capsule().fill(.quaternary).frame(width: 72, height: 34)
        }
    }
}

/// One product view's body: its configuration, drawn by the product view style in effect.
struct StyledProductView: View {
    let product: Product?
    let icon: AnyView?
    @Environment(\.productDescriptionVisibility) private var descriptionVisibility

    var body: some View {
        StyledView(ProductViewStyleKind.self, ProductViewStyleConfiguration(
            state: product.map { .success($0) } ?? .loading, hasCurrentEntitlement: false,
            icon: ProductViewStyleConfiguration.Icon(content: icon ?? AnyView(EmptyView())),
            descriptionVisibility: descriptionVisibility, hasIcon: icon != nil))
    }
}

/// A view that merchandises one in-app purchase, as StoreKit's `ProductView` (iOS 17).
///
/// From a product identifier it draws its loading state (a render reaches no App Store): the
/// placeholder icon (when the form shows one), the name and description as placeholder bars
/// and a placeholder price capsule. From a `Product` it draws the name, description and
/// price. Purchasing needs a person and the App Store: nothing is ever bought.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let product: Product?
    let shown: AnyView?
    /// The configuration a style's `makeBody` gave (`init(_:)`), drawn by the style outside it.
    let given: ProductViewStyleConfiguration?

    /// The product's card, loaded or loading, drawn by the product view style in effect.
    public var body: some View {
        if let given {
            StyledView(ProductViewStyleKind.self, given)
        } else {
            StyledProductView(product: product, icon: shown)
        }
    }

    /// The product view a style's `makeBody(configuration:)` describes, drawn by the style in
    /// effect outside that style (the platform's, when none): a custom style can wrap the
    /// standard card.
    public init(_ configuration: ProductViewStyleConfiguration) where Icon == ProductViewStyleConfiguration.Icon, PlaceholderIcon == EmptyView {
        product = configuration.product
        shown = nil
        given = configuration
    }

    /// A view loading the product `productID`, with no icon (or, with
    /// `prefersPromotionalIcon`, the automatic placeholder icon while loading).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        product = nil
        given = nil
        shown = prefersPromotionalIcon ? AnyView(AutomaticProductPlaceholderIcon()) : nil
    }

    /// A view loading the product `productID` with `icon`, showing the automatic placeholder
    /// icon while loading.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        product = nil
        given = nil
        shown = AnyView(AutomaticProductPlaceholderIcon())
    }

    /// A view loading the product `productID` with `icon`, showing `placeholderIcon` while
    /// loading.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        product = nil
        given = nil
        shown = AnyView(placeholderIcon())
    }

    /// A view loading the product `productID`, its icon made for the promotional image's
    /// phase, showing `placeholderIcon` while the product loads.
    public init(id productID: Product.ID, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        product = nil
        given = nil
        shown = AnyView(placeholderIcon())
    }

    /// A view merchandising `product`, with its promotional image when it has one (a render
    /// has none: no icon).
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.product = product
        given = nil
        shown = nil
    }

    /// A view merchandising `product` with `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
        self.product = product
        given = nil
        shown = AnyView(icon())
    }

    /// A view merchandising `product`, its icon made for the promotional image's phase (a
    /// render's image is always loading).
    public init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) where PlaceholderIcon == EmptyView {
        self.product = product
        given = nil
        shown = AnyView(icon(.loading))
    }
}

/// A view that merchandises a collection of in-app purchases, as StoreKit's `StoreView`
/// (iOS 17): one product card per product, 24 points apart, in a scroll view.
///
/// From identifiers it draws one loading card per identifier (a render reaches no App Store);
/// from `Product` values, their cards.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let products: [Product]?
    /// The identifiers' count, for the loading cards (unused with products).
    let count: Int
    let placeholder: AnyView?

    /// The cards in a scroll view.
    public var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                if let products {
                    ForEach(products.indices, id: \.self) { StyledProductView(product: products[$0], icon: nil) }
                } else {
                    ForEach(0..<count, id: \.self) { _ in StyledProductView(product: nil, icon: placeholder) }
                }
            }
            .padding(20)
        }
    }

    /// A store loading the products `productIDs`, with no icons.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false)
    where Icon == EmptyView, PlaceholderIcon == EmptyView {
        products = nil
        count = productIDs.count
        placeholder = prefersPromotionalIcon ? AnyView(AutomaticProductPlaceholderIcon()) : nil
    }

    /// A store loading the products `productIDs` with an icon each, the automatic placeholder
    /// icon while loading.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        products = nil
        count = productIDs.count
        placeholder = AnyView(AutomaticProductPlaceholderIcon())
    }

    /// A store loading the products `productIDs` with an icon each, `placeholderIcon` while
    /// loading.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        products = nil
        count = productIDs.count
        placeholder = AnyView(placeholderIcon())
    }

    /// A store loading the products `productIDs`, icons made for the promotional images'
    /// phases, `placeholderIcon` while loading.
    public init(ids productIDs: some Collection<String>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        products = nil
        count = productIDs.count
        placeholder = AnyView(placeholderIcon())
    }

    /// A store merchandising `products`.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.products = Array(products)
        count = 0
        placeholder = nil
    }

    /// A store merchandising `products` with an icon each.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == EmptyView {
        self.products = Array(products)
        count = 0
        placeholder = nil
    }
}

extension Product {
    /// Which subscriptions of a group a subscription store shows, relative to the customer's
    /// (StoreKit's `Product.SubscriptionRelationship`).
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int
        /// A relationship from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Upgrades of the current subscription.
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        /// Downgrades.
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        /// Subscriptions of the same level.
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        /// The current subscription.
        public static let current = SubscriptionRelationship(rawValue: 8)
        /// Every subscription of the group.
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}

/// The marketing content a subscription store shows when given none, as StoreKit's
/// `AutomaticSubscriptionStoreMarketingContent`. Apple derives it from the App Store's
/// subscription group, which a render never reaches: it draws nothing.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    /// Nothing: the group's information never loads.
    public var body: some View { EmptyView() }
}

/// A view that merchandises the auto-renewable subscriptions of a group, as StoreKit's
/// `SubscriptionStoreView` (iOS 17): the marketing content over the subscription controls.
///
/// The options come from the App Store, which a render never reaches: below the marketing
/// content (the app's own view, drawn as given; none by default) it draws the loading
/// controls, Cairn's estimate: two placeholder option bars (56 points, corner radius 12) and
/// a placeholder subscribe capsule (50 points), 12 points apart, with 20-point margins.
public struct SubscriptionStoreView<Content: View>: View {
    let content: Content?

    /// The marketing content and the loading controls, over the container backgrounds the
    /// content sets (`.subscriptionStoreHeader` behind the content, `.subscriptionStore` and
    /// `.subscriptionStoreFullHeight` behind the whole store, into the safe area).
    public var body: some View {
        VStack(spacing: 0) {
            if let content {
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
                    .backgroundPreferenceValue(SubscriptionStoreBackgroundKey.self) { $0.header }
            } else {
                Spacer(minLength: 0)
            }
            VStack(spacing: 12) {
                ForEach(0..<2, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.quaternary).frame(height: 56)
                }
                Capsule().fill(.quaternary).frame(height: 50)
            }
            .padding(20)
        }
        .backgroundPreferenceValue(SubscriptionStoreBackgroundKey.self) { $0.fullHeight?.ignoresSafeArea() }
    }

    /// The subscriptions of the group `groupID` related to the customer's by
    /// `visibleRelationships` (Apple's default: all of them), under the automatic marketing
    /// content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all)
    where Content == AutomaticSubscriptionStoreMarketingContent { content = nil }

    /// The subscriptions `productIDs`, under the automatic marketing content.
    public init(productIDs: some Collection<String>) where Content == AutomaticSubscriptionStoreMarketingContent { content = nil }

    /// The subscriptions `subscriptions`, under the automatic marketing content.
    public init(subscriptions: some Collection<Product>) where Content == AutomaticSubscriptionStoreMarketingContent { content = nil }

    /// The subscriptions of the group `groupID` related by `visibleRelationships` (Apple's
    /// default: all), under `marketingContent`.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        content = marketingContent()
    }

    /// The subscriptions `productIDs` under `marketingContent`.
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }

    /// The subscriptions `subscriptions` under `marketingContent`.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }

    /// A store showing `storeContent` over its controls, or (nil) its controls alone (the
    /// iOS 18 store content forms).
    init(storeContent: Content?) { content = storeContent }
}
