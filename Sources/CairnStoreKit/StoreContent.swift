import CairnControls
import CairnDisplayList
import CairnViews
import Foundation

// iOS 18's store content: the option groups, sections and group sets a
// `SubscriptionStoreView(groupID:content:)` arranges its subscriptions in, with their labels,
// marketing content and styles. Which options each group holds comes from the App Store's
// products, which a render never loads, so a store with content draws what a store draws
// while loading (SubscriptionStoreView's loading controls) under the marketing content of its
// first group, the one selected when a store appears (Cairn's reading: Apple documents that
// a group's marketing content shows while it is chosen, not what a store shows before its
// products arrive).

/// The content of a store, as StoreKit's `StoreContent` (iOS 18): option groups, sections and
/// group sets, built with `@StoreContentBuilder`, or a type of your own whose `body` is.
public protocol StoreContent {
    /// The content this content is made of.
    associatedtype Body: StoreContent
    /// The content this content is made of.
    @StoreContentBuilder var body: Body { get }
}

/// The body of Cairn's built-in kinds of store content (Apple's are `Never`, which would
/// stop a program that read one): no content, itself again.
public struct EmptyStoreContent: StoreContent, PrimitiveStoreContent {
    /// No content.
    public var body: EmptyStoreContent { return self }
    var firstMarketingContent: AnyView? { nil }
}

/// Store content Cairn reads directly: the marketing content of its first group.
protocol PrimitiveStoreContent {
    /// The marketing content of the first group in this content, if it has one.
    var firstMarketingContent: AnyView? { get }
}

/// The marketing content of the first group in `content`: a built-in kind answers itself; a
/// content of your own is read through its body (64 levels at most).
func firstMarketingContent(of content: any StoreContent, depth: Int = 0) -> AnyView? {
    if let primitive = content as? PrimitiveStoreContent { return primitive.firstMarketingContent }
    guard depth < 64 else { return nil }
    return firstMarketingContent(of: content.body, depth: depth + 1)
}

/// Several pieces of store content in order, as a `@StoreContentBuilder` block builds them.
public struct StoreContentList: StoreContent, PrimitiveStoreContent {
    let items: [any StoreContent]
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? {
        for item in items { if let found = CairnStoreKit.firstMarketingContent(of: item) { return found } }
        return nil
    }
}

/// Builds store content from the pieces in a closure, as StoreKit's `StoreContentBuilder`.
@resultBuilder public enum StoreContentBuilder {
    /// The pieces of a block, in order.
    public static func buildBlock<each C: StoreContent>(_ content: repeat each C) -> StoreContentList {
        var items: [any StoreContent] = []
        for piece in repeat each content { items.append(piece) }
        return StoreContentList(items: items)
    }
    /// An `if` without `else`.
    public static func buildOptional(_ content: StoreContentList?) -> StoreContentList { content ?? StoreContentList(items: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first content: StoreContentList) -> StoreContentList { content }
    /// The second branch.
    public static func buildEither(second content: StoreContentList) -> StoreContentList { content }
    /// A `for` loop's pieces.
    public static func buildArray(_ content: [StoreContentList]) -> StoreContentList { StoreContentList(items: content) }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ content: StoreContentList) -> StoreContentList { content }
}

/// The label a subscription option group shows when given none, as StoreKit's
/// `AutomaticSubscriptionOptionGroupLabel`: the group's name, from the App Store, which a
/// render never reaches (nothing is drawn).
public struct AutomaticSubscriptionOptionGroupLabel: View {
    /// Nothing: the group's name never loads.
    public var body: some View { EmptyView() }
}

/// A group of subscription options with a label and marketing content, as StoreKit's
/// `SubscriptionOptionGroup` (iOS 18). Its options come from the App Store.
public struct SubscriptionOptionGroup<Content: StoreContent, Label: View, MarketingContent: View>: StoreContent, PrimitiveStoreContent {
    let label: Label?
    let marketing: MarketingContent?
    let content: Content

    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { marketing.map { AnyView($0) } ?? CairnStoreKit.firstMarketingContent(of: content) }

    /// A group labelled `label` (a localized key) of `content`.
    public init(_ label: LocalizedStringKey, @StoreContentBuilder content: () -> Content)
    where Label == Text, MarketingContent == AutomaticSubscriptionStoreMarketingContent {
        self.label = Text(label); marketing = nil; self.content = content()
    }
    /// A group labelled `label` of `content`.
    public init(_ label: some StringProtocol, @StoreContentBuilder content: () -> Content)
    where Label == Text, MarketingContent == AutomaticSubscriptionStoreMarketingContent {
        self.label = Text(String(label)); marketing = nil; self.content = content()
    }
    /// A group labelled `label` of `content`, under `marketingContent` while chosen.
    public init(_ label: LocalizedStringKey, @StoreContentBuilder content: () -> Content, @ViewBuilder marketingContent: () -> MarketingContent)
    where Label == Text {
        self.label = Text(label); marketing = marketingContent(); self.content = content()
    }
    /// A group labelled `label` of `content`, under `marketingContent` while chosen.
    public init(_ label: some StringProtocol, @StoreContentBuilder content: () -> Content, @ViewBuilder marketingContent: () -> MarketingContent)
    where Label == Text {
        self.label = Text(String(label)); marketing = marketingContent(); self.content = content()
    }
    /// A group of `content` with the automatic label.
    public init(@StoreContentBuilder content: () -> Content)
    where Label == AutomaticSubscriptionOptionGroupLabel, MarketingContent == AutomaticSubscriptionStoreMarketingContent {
        label = nil; marketing = nil; self.content = content()
    }
    /// A group of `content` labelled by `label`.
    public init(@StoreContentBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where MarketingContent == AutomaticSubscriptionStoreMarketingContent {
        self.label = label(); marketing = nil; self.content = content()
    }
    /// A group of `content` under `marketingContent`, with the automatic label.
    public init(@StoreContentBuilder content: () -> Content, @ViewBuilder marketingContent: () -> MarketingContent)
    where Label == AutomaticSubscriptionOptionGroupLabel {
        label = nil; marketing = marketingContent(); self.content = content()
    }
    /// A group of `content` labelled by `label`, under `marketingContent`.
    public init(@StoreContentBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder marketingContent: () -> MarketingContent) {
        self.label = label(); marketing = marketingContent(); self.content = content()
    }
}

/// The options a section shows when given no content: those its `isIncluded` accepts.
public struct AutomaticSubscriptionOptionSectionContent: StoreContent, PrimitiveStoreContent {
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { nil }
}

/// A section of subscription options with a header and footer, as StoreKit's
/// `SubscriptionOptionSection` (iOS 18): the options `isIncluded` accepts, from the App Store.
public struct SubscriptionOptionSection<Header: View, Content: StoreContent, Footer: View>: StoreContent, PrimitiveStoreContent {
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { nil }

    /// A section titled `title` (a localized key) of the options `isIncluded` accepts, with `footer`.
    public init(_ title: LocalizedStringKey, isIncluded: @escaping (Product) -> Bool, @ViewBuilder footer: () -> Footer)
    where Header == Text, Content == AutomaticSubscriptionOptionSectionContent { _ = footer() }
    /// A section titled `title` of the options `isIncluded` accepts, with `footer`.
    public init(_ title: some StringProtocol, isIncluded: @escaping (Product) -> Bool, @ViewBuilder footer: () -> Footer)
    where Header == Text, Content == AutomaticSubscriptionOptionSectionContent { _ = footer() }
    /// A section of the options `isIncluded` accepts, with `header` and `footer`.
    public init(isIncluded: @escaping (Product) -> Bool, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer)
    where Content == AutomaticSubscriptionOptionSectionContent { _ = header(); _ = footer() }
}

/// Groups made from the options by a key of each, as StoreKit's `SubscriptionOptionGroupSet`
/// (iOS 18): which groups exist depends on the products, which never load in a render.
public struct SubscriptionOptionGroupSet<GroupID: Hashable, Label: View, MarketingContent: View>: StoreContent, PrimitiveStoreContent {
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { nil }

    /// Groups by `transform`, each labelled by `label`.
    public init(idType: GroupID.Type = GroupID.self, groupedBy transform: @escaping (Product) -> GroupID, @ViewBuilder label: @escaping (GroupID) -> Label)
    where MarketingContent == AutomaticSubscriptionStoreMarketingContent {}
    /// Groups by `transform`, each labelled by `label`, under `marketingContent`.
    public init(idType: GroupID.Type = GroupID.self, groupedBy transform: @escaping (Product) -> GroupID, @ViewBuilder label: @escaping (GroupID) -> Label,
                @ViewBuilder marketingContent: @escaping (GroupID) -> MarketingContent) {}
}

/// Groups made from the options by their period, as StoreKit's `SubscriptionPeriodGroupSet`
/// (iOS 18).
public struct SubscriptionPeriodGroupSet<Label: View, MarketingContent: View>: StoreContent, PrimitiveStoreContent {
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { nil }

    /// A group per period, each with the automatic label (the period, localized).
    public init() where Label == AutomaticSubscriptionOptionGroupLabel, MarketingContent == AutomaticSubscriptionStoreMarketingContent {}
    /// A group per period under `marketingContent`.
    public init(@ViewBuilder marketingContent: @escaping (Product.SubscriptionPeriod?) -> MarketingContent)
    where Label == AutomaticSubscriptionOptionGroupLabel {}
    /// A group per period under `marketingContent`, labelled by `label`.
    public init(@ViewBuilder marketingContent: @escaping (Product.SubscriptionPeriod?) -> MarketingContent,
                @ViewBuilder label: @escaping (Product.SubscriptionPeriod?) -> Label) {}
}

/// How a store shows its option groups, as StoreKit's `SubscriptionOptionGroupStyle`
/// (iOS 18): `.automatic`, `.tabs` or `.links`.
public protocol SubscriptionOptionGroupStyle: Sendable {}

/// The platform's choice of group style.
public struct AutomaticSubscriptionOptionGroupStyle: SubscriptionOptionGroupStyle {
    /// The style.
    public init() {}
}
/// Groups as tabs across the store.
public struct TabsSubscriptionOptionGroupStyle: SubscriptionOptionGroupStyle {
    /// The style.
    public init() {}
}
/// Groups as links to their own pages.
public struct LinksSubscriptionOptionGroupStyle: SubscriptionOptionGroupStyle {
    /// The style.
    public init() {}
}

extension SubscriptionOptionGroupStyle where Self == AutomaticSubscriptionOptionGroupStyle {
    /// The platform's choice.
    public static var automatic: AutomaticSubscriptionOptionGroupStyle { AutomaticSubscriptionOptionGroupStyle() }
}
extension SubscriptionOptionGroupStyle where Self == TabsSubscriptionOptionGroupStyle {
    /// Groups as tabs.
    public static var tabs: TabsSubscriptionOptionGroupStyle { TabsSubscriptionOptionGroupStyle() }
}
extension SubscriptionOptionGroupStyle where Self == LinksSubscriptionOptionGroupStyle {
    /// Groups as links.
    public static var links: LinksSubscriptionOptionGroupStyle { LinksSubscriptionOptionGroupStyle() }
}

/// Where a subscription store places its controls, as StoreKit's
/// `AutomaticSubscriptionStoreControlPlacement` (iOS 18).
public struct AutomaticSubscriptionStoreControlPlacement: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: AutomaticSubscriptionStoreControlPlacement { .init(name: "automatic") }
    /// In a bar near the bottom of the store's scroll view.
    public static var bottomBar: AutomaticSubscriptionStoreControlPlacement { .init(name: "bottomBar") }
    /// In the store's scroll view.
    public static var scrollView: AutomaticSubscriptionStoreControlPlacement { .init(name: "scrollView") }
    /// Controls in the scroll view, auxiliary buttons in the bottom bar.
    public static var buttonsInBottomBar: AutomaticSubscriptionStoreControlPlacement { .init(name: "buttonsInBottomBar") }
}

/// Store content with a setting that styles controls still loading (nothing drawn changes).
public struct ModifiedStoreContent<Content: StoreContent>: StoreContent, PrimitiveStoreContent {
    let content: Content
    /// No further content (the kind is built in).
    public var body: EmptyStoreContent { return EmptyStoreContent() }
    var firstMarketingContent: AnyView? { CairnStoreKit.firstMarketingContent(of: content) }
}

extension StoreContent {
    /// How the store shows its option groups (the options never load in a render: nothing
    /// drawn changes).
    public func subscriptionStoreOptionGroupStyle(_ style: some SubscriptionOptionGroupStyle) -> ModifiedStoreContent<Self> { ModifiedStoreContent(content: self) }
    /// What the store's buttons say.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> ModifiedStoreContent<Self> { ModifiedStoreContent(content: self) }
    /// Which of the store's auxiliary buttons show.
    public func storeButton(_ visibility: Visibility, for buttons: StoreButtonKind...) -> ModifiedStoreContent<Self> { ModifiedStoreContent(content: self) }
    /// The style and placement of the store's controls.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle,
                                              placement: AutomaticSubscriptionStoreControlPlacement = .automatic) -> ModifiedStoreContent<Self> {
        ModifiedStoreContent(content: self)
    }
    /// Whether the options show their descriptions.
    public func productDescription(_ visibility: Visibility) -> ModifiedStoreContent<Self> { ModifiedStoreContent(content: self) }
    /// The background behind the store's controls.
    public func subscriptionStoreControlBackground(_ backgroundStyle: SubscriptionStoreControlBackground) -> ModifiedStoreContent<Self> {
        ModifiedStoreContent(content: self)
    }
}

extension View {
    /// How subscription stores within this view show their option groups (iOS 18; nothing
    /// drawn changes while the options load).
    public func subscriptionStoreOptionGroupStyle(_ style: some SubscriptionOptionGroupStyle) -> some View { self }
    /// The style and placement of the controls of subscription stores within this view
    /// (iOS 18; nothing drawn changes while the options load).
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle, placement: AutomaticSubscriptionStoreControlPlacement) -> some View { self }
}

/// A subscription store's content as a view, as StoreKit's `SubscriptionStoreContentView`:
/// the marketing content of the first group that has one, over the store's loading controls
/// (a store whose groups have none draws as the automatic store does).
public struct SubscriptionStoreContentView<Content: StoreContent>: View {
    let marketing: AnyView
    /// The first group's marketing content.
    public var body: some View { marketing }

    /// The view for `content`, or nil when no group of it has marketing content.
    static func make(_ content: Content) -> SubscriptionStoreContentView? {
        firstMarketingContent(of: content).map { SubscriptionStoreContentView(marketing: $0) }
    }
}

extension SubscriptionStoreView {
    /// The subscriptions of the group `groupID` arranged as `content` (iOS 18).
    public init<C: StoreContent>(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
                                 @StoreContentBuilder content: () -> C) where Content == SubscriptionStoreContentView<C> {
        self.init(storeContent: .make(content()))
    }
    /// The subscriptions `productIDs` arranged as `content` (iOS 18).
    public init<C: StoreContent>(productIDs: some Collection<String>, @StoreContentBuilder content: () -> C) where Content == SubscriptionStoreContentView<C> {
        self.init(storeContent: .make(content()))
    }
    /// The subscriptions `subscriptions` arranged as `content` (iOS 18).
    public init<C: StoreContent>(subscriptions: some Collection<Product>, @StoreContentBuilder content: () -> C) where Content == SubscriptionStoreContentView<C> {
        self.init(storeContent: .make(content()))
    }
}
