import CairnDisplayList
import CairnShapes
import CairnControls
import CairnViews
import Foundation

// StoreKit's product view styles (iOS 17): `ProductViewStyle`, the protocol a custom style
// conforms to, its configuration, and the four standard styles. Apple's documentation
// (StoreKit, "ProductViewStyle"): "To create a custom style, declare a type that conforms to
// the ProductViewStyle protocol. Implement the makeBody(configuration:) method to return a
// view that composes the elements of the configuration that the system provides."

/// A type that draws product views, as StoreKit's `ProductViewStyle`: the standard styles are
/// `.automatic`, `.compact`, `.regular` and `.large`; a custom style composes the
/// configuration's icon and product. Set with `productViewStyle(_:)`.
public protocol ProductViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The product view drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the product view being drawn.
    typealias Configuration = ProductViewStyleConfiguration
}

/// The properties of a product view a `ProductViewStyle` draws, as StoreKit's
/// `ProductViewStyleConfiguration`. A render reaches no App Store: a view made from an
/// identifier is always `.loading`, one made from a `Product` is `.success`.
public struct ProductViewStyleConfiguration {
    /// The product view's icon, type-erased.
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        /// Never evaluated: a primitive view that draws the icon it wraps.
        public var body: Never { primitiveBody(Self.self) }
        package func makeNodes(_ context: ResolveContext) -> [ViewNode] { content.makeNodes(context) }
    }

    /// The product to merchandise, once loaded (nil while loading).
    public var product: Product? { state.product }
    /// Where loading the product stands.
    public let state: Product.TaskState
    /// Whether a transaction entitles the customer to the product: false, as a render has
    /// no purchases.
    public let hasCurrentEntitlement: Bool
    /// The decorative icon (the placeholder icon while loading).
    public let icon: Icon
    /// Whether the standard styles show the product's description (`productDescription(_:)`).
    public let descriptionVisibility: Visibility
    /// Whether the view has an icon to show (the standard styles leave no gap without one).
    let hasIcon: Bool

    /// Starts buying the product: a purchase needs a person and the App Store, so nothing
    /// happens in a render.
    public func purchase() {}
}

/// The platform's product view style, as StoreKit's `AutomaticProductViewStyle`: the
/// regular style on iPhone.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}
    /// The regular card.
    public func makeBody(configuration: Configuration) -> some View { ProductCard(configuration, layout: .regular) }
}

/// A compact product view style for tight layouts, as StoreKit's `CompactProductViewStyle`:
/// the name and price in a row, no description.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}
    /// The compact row.
    public func makeBody(configuration: Configuration) -> some View { ProductCard(configuration, layout: .compact) }
}

/// The standard product view style, as StoreKit's `RegularProductViewStyle`: the icon, the
/// texts and the price in a row.
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}
    /// The regular row.
    public func makeBody(configuration: Configuration) -> some View { ProductCard(configuration, layout: .regular) }
}

/// A prominent product view style, as StoreKit's `LargeProductViewStyle`: the icon, the texts
/// and the price stacked and centred.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}
    /// The stacked card.
    public func makeBody(configuration: Configuration) -> some View { ProductCard(configuration, layout: .large) }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The platform's style (`.regular` on iPhone).
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    /// A compact row: name and price, no description.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    /// The icon, the texts and the price in a row.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    /// The icon, the texts and the price stacked and centred.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// Product view styles in the environment (see `StyleStack`): the nearest draws, and a
/// `ProductView(configuration)` inside its `makeBody` draws with the style outside it.
enum ProductViewStyleKind: StyleKind {
    static var name: String { "ProductViewStyle" }
    static func automatic(_ configuration: ProductViewStyleConfiguration) -> AnyView {
        AnyView(AutomaticProductViewStyle().makeBody(configuration: configuration))
    }
}

private struct ProductDescriptionVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether product views show their description (`productDescription(_:)`).
    var productDescriptionVisibility: Visibility {
        get { self[ProductDescriptionVisibilityKey.self] }
        set { self[ProductDescriptionVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Draws the product views inside with `style`: a standard one (`.compact`, `.regular`,
    /// `.large`) or a custom `ProductViewStyle`.
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        self.style(ProductViewStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }

    /// Shows or hides the description of the product views inside (iOS 17.4): `.hidden`
    /// drops it from the standard styles, and a custom style reads it as the configuration's
    /// `descriptionVisibility`.
    public func productDescription(_ visibility: Visibility) -> some View {
        environment(\.productDescriptionVisibility, visibility)
    }

    /// Gives a product view's icon the App Store's icon border (iOS 17): Cairn's estimate,
    /// as Apple publishes no metrics, is the App Store icon's mask — corners 22.37 % of the
    /// shorter side, continuous — and a 0.5-point hairline in the separator colour.
    public func productIconBorder() -> some View {
        modifier(ProductIconBorder())
    }
}

/// The App Store icon border (`productIconBorder()`).
struct ProductIconBorder: ViewModifier {
    func body(content: Content) -> some View {
        content
            .clipShape(IconMask())
            .overlay { IconMask().stroke(.separator, lineWidth: 0.5) }
    }

    /// The rounded square of an app icon, its radius a share of the shorter side.
    struct IconMask: Shape {
        func path(in rect: CGRect) -> Path {
            Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) * 0.2237, style: .continuous)
        }
    }
}
