import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// `.searchable`: in a `NavigationStack` the search field is drawn in the bar, under the
// title, as iOS shows it before anyone scrolls. Scopes, suggestions and completions show
// only while someone searches, so at rest they change nothing.

/// Where a search field goes (Apple: `SearchFieldPlacement`). On an iPhone under iOS 17 every
/// placement puts the field in the navigation bar's drawer, under the title; under iOS 26
/// `.navigationBarDrawer` keeps it there and the others put it at the bottom of the screen
/// (see `searchable(text:placement:prompt:)`).
public struct SearchFieldPlacement: Sendable {
    /// When the drawer's field shows (Apple: `SearchFieldPlacement.NavigationBarDrawerDisplayMode`).
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown at the top of the content, hidden as it scrolls: shown at rest.
        case automatic
        /// Always shown.
        case always
    }

    let name: String
    /// The system's choice: on an iPhone the navigation bar's drawer (iOS 17) or the bottom of
    /// the screen (iOS 26: "the search field appears in the toolbar").
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The toolbar: on an iPhone, where `.automatic` puts it.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar: on an iPhone, where `.automatic` puts it (Apple: "If a sidebar isn't
    /// available … SwiftUI uses automatic placement instead").
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The navigation bar's drawer, shown per `displayMode` (both shown at rest).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// When search scopes appear (Apple: `SearchScopeActivation`): on an iPhone, while someone
/// searches, so not at rest.
public struct SearchScopeActivation: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When someone types in the field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// When the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Whether the toolbar hides while someone searches (Apple:
/// `SearchPresentationToolbarBehavior`, iOS 17.1); at rest nobody searches.
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The toolbar stays while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How a search field in a toolbar draws while inactive (Apple: `SearchToolbarBehavior`,
/// iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    /// "A search toolbar behavior that prefers rendering a search field as a button-like
    /// control. The search field is expanded when interacted with."
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// How a tab view's search tab activates search (Apple: `TabSearchActivation`, iOS 26).
public struct TabSearchActivation: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }
    /// Search is activated when the search tab is selected.
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(name: "searchTabSelection") }
}

/// When dictation starts (Apple: `TextInputDictationActivation`, iOS 17): an interaction, so
/// nothing a still shows.
public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    /// "Activates dictation when someone selects the microphone or looks at the entry field."
    public static let onLook = TextInputDictationActivation(name: "onLook")
    /// "Activates dictation when someone selects the microphone."
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

/// Whether a search field offers dictation (Apple: `TextInputDictationBehavior`, iOS 17).
public struct TextInputDictationBehavior: Hashable, Sendable {
    let prevents: Bool
    /// "A platform-appropriate default text input dictation behavior": the microphone shows.
    public static let automatic = TextInputDictationBehavior(prevents: false)
    /// "Prevents the search bar from having a dictation microphone."
    public static let preventDictation = TextInputDictationBehavior(prevents: true)
    /// "Adds a dictation microphone in the search bar."
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(prevents: false)
    }
}

/// What `searchable` recorded: the field's text, prompt and placement.
struct SearchFieldValue {
    let text: String
    let prompt: Text?
    var placement: SearchFieldPlacement = .automatic

    /// Whether the field asks for the navigation bar's drawer by name
    /// (`.navigationBarDrawer`, either display mode), which keeps it under the title in every
    /// design era.
    var wantsDrawer: Bool { placement.name == "navigationBarDrawer" }
}

enum SearchableKey {}
enum SearchToolbarBehaviorKey {}
enum SearchDictationKey {}

private struct SearchDictationEnvironmentKey: EnvironmentKey { static var defaultValue: TextInputDictationBehavior? { nil } }

private struct SearchToolbarBehaviorEnvironmentKey: EnvironmentKey { static var defaultValue: SearchToolbarBehavior? { nil } }
private struct TabBarTabKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct BottomInsetContentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ScreenContentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct GlassToolbarContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The `searchToolbarBehavior(_:)` applied around a navigation container.
    var searchToolbarBehavior: SearchToolbarBehavior? {
        get { self[SearchToolbarBehaviorEnvironmentKey.self] }
        set { self[SearchToolbarBehaviorEnvironmentKey.self] = newValue }
    }

    /// The `searchDictationBehavior(_:)` applied around a navigation container.
    var searchDictationBehavior: TextInputDictationBehavior? {
        get { self[SearchDictationEnvironmentKey.self] }
        set { self[SearchDictationEnvironmentKey.self] = newValue }
    }

    /// Whether this view is a tab of a `TabView` whose tab bar holds the bottom of the screen:
    /// a search field there stays at the top, in the navigation bar's drawer.
    package var isInTabBarTab: Bool {
        get { self[TabBarTabKey.self] }
        set { self[TabBarTabKey.self] = newValue }
    }

    /// Whether scroll views and lists here may reach under iOS 26's floating tab bar (in a
    /// tab's content under an era whose tab bar floats; `ViewNode.reachingUnderBottomBar`).
    /// Elsewhere they are not wrapped at all.
    var reachesUnderTabBar: Bool { isInTabBarTab && barMetrics.floatingTabBar }

    /// Whether this view is the view a bottom `safeAreaInset` insets: scroll views and lists
    /// here may reach under the inset (`SafeAreaInsetBehavior`).
    var reachesUnderBottomInset: Bool {
        get { self[BottomInsetContentKey.self] }
        set { self[BottomInsetContentKey.self] = newValue }
    }

    /// Whether this view is laid out on a device's screen (`ScreenSafeAreaView`): scroll views
    /// and lists here that touch the bottom of the safe area reach the screen's edge, under
    /// the home indicator.
    var reachesUnderScreenBottom: Bool {
        get { self[ScreenContentKey.self] }
        set { self[ScreenContentKey.self] = newValue }
    }

    /// Whether this view is the content of a navigation container whose toolbar items are
    /// glass (iOS 26): scroll views and lists here that touch the bottom of its safe area
    /// reach under a bottom toolbar's glass (`NavigationBehavior`).
    var reachesUnderGlassToolbar: Bool {
        get { self[GlassToolbarContentKey.self] }
        set { self[GlassToolbarContentKey.self] = newValue }
    }

    /// Whether scroll views and lists here are wrapped to reach under what holds the bottom
    /// (the floating tab bar, a glass bottom toolbar, a bottom `safeAreaInset`, the screen's
    /// home indicator band) where they touch it.
    var reachesUnderBottomBars: Bool {
        reachesUnderTabBar || reachesUnderGlassToolbar || reachesUnderBottomInset || reachesUnderScreenBottom
    }
}

private struct PendingSearchFieldKey: EnvironmentKey { static var defaultValue: SearchFieldValue? { nil } }

extension EnvironmentValues {
    /// A search field `searchable` applied outside a navigation container, for the first
    /// container inside to draw (cleared inside that container's content).
    var pendingSearchField: SearchFieldValue? {
        get { self[PendingSearchFieldKey.self] }
        set { self[PendingSearchFieldKey.self] = newValue }
    }
}

/// The view `searchable`, `searchToolbarBehavior` and `searchDictationBehavior` return.
/// Apple: "the modifier's placement of the search field depends on the navigation container
/// it's applied to or within" — so the value reaches the container both ways: up from the
/// container's root content (a layout value under `key`) and down into a container the
/// modifier wraps (the environment at `keyPath`; a pending search field is cleared inside
/// that container).
struct SearchContextModifier<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let value: Value
    let key: ObjectIdentifier
    let keyPath: WritableKeyPath<EnvironmentValues, Value?>
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.environment[keyPath: keyPath] = value
        let nodes = c.resolve(content)
        for n in nodes { n.layoutValues[key] = value }
        return nodes
    }
}

extension View {
    /// Adds a search field to the enclosing `NavigationStack` — or to the stack (or split
    /// view) this modifier is applied to (Apple: `searchable(text:placement:prompt:)`): the
    /// text, or the prompt ("Search" by default) when the text is empty. Outside a navigation
    /// container it draws nothing, as on an iPhone.
    ///
    /// Where the field goes:
    /// - **iOS 17**, and a `.navigationBarDrawer` placement in any era: in the bar's drawer,
    ///   under the title.
    /// - **iOS 26** (other placements): at the bottom of the screen, on glass — "Search in the
    ///   toolbar places the field at the bottom of the screen, within easy reach" and, for a
    ///   split view, "On iPhone, this variant automatically adapts to bring the search field at
    ///   the bottom of the display" (WWDC25 session 323, "Build a SwiftUI app with the new
    ///   design"). Alone there it is an expanded field (`BottomSearchField`); beside other
    ///   bottom-bar items, or under `searchToolbarBehavior(.minimize)`, a magnifying-glass
    ///   button at the trailing end (Apple: the system "may choose to minimize the search field
    ///   into a toolbar button" depending on "number of toolbar buttons"; UIKit: the search
    ///   "defaults to trailingmost for the UIToolbar case"). In a `TabView`'s tab the tab bar
    ///   holds the bottom, so the field stays in the drawer (the HIG: "If there isn't space at
    ///   the bottom (because it's occupied by a tab bar …), it's okay to place search inline
    ///   at the top").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchContextModifier(content: self, value: SearchFieldValue(text: text.wrappedValue, prompt: prompt, placement: placement),
                              key: ObjectIdentifier(SearchableKey.self), keyPath: \.pendingSearchField)
    }

    /// Adds a search field whose prompt is a localized key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose prompt is a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field that is presented while `isPresented` is true (Apple:
    /// `searchable(text:isPresented:placement:prompt:)`, iOS 17). At rest the field is drawn
    /// as `searchable(text:placement:prompt:)` draws it.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field presented while `isPresented` is true, with a localized prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Accepted for source compatibility: scopes show while someone searches (Apple:
    /// `searchScopes(_:scopes:)`).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// Accepted for source compatibility: scopes show while someone searches (Apple:
    /// `searchScopes(_:activation:_:)`, iOS 16.4).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View { self }

    /// Accepted for source compatibility: suggestions show while someone searches (Apple:
    /// `searchSuggestions(_:)`).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Marks a suggestion as completing the search with `text` (Apple: `searchCompletion(_:)`);
    /// the suggestion draws unchanged.
    public func searchCompletion(_ text: String) -> some View { self }

    /// Accepted for source compatibility: the toolbar's behaviour while someone searches
    /// (Apple: `searchPresentationToolbarBehavior(_:)`).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    /// How the search field in the bottom toolbar draws while inactive (Apple:
    /// `searchToolbarBehavior(_:)`, iOS 26: "On iPhone, the search field in the bottom toolbar
    /// can be configured to appear as a button-like control when inactive"). Under iOS 26
    /// `.minimize` draws `searchable`'s bottom field as a magnifying-glass button on glass at
    /// the bottom bar's trailing end; `.automatic` leaves the system's choice (see
    /// `searchable(text:placement:prompt:)`). A field in the navigation bar's drawer (iOS 17,
    /// a `.navigationBarDrawer` placement, a `TabView`'s tab) and one moved by
    /// `DefaultToolbarItem(kind: .search)` (already a button) are unchanged.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        SearchContextModifier(content: self, value: behavior, key: ObjectIdentifier(SearchToolbarBehaviorKey.self),
                              keyPath: \.searchToolbarBehavior)
    }

    /// Whether `searchable`'s fields offer dictation (Apple: `searchDictationBehavior(_:)`, iOS
    /// 17): `.preventDictation` removes the microphone from iOS 26's bottom search field
    /// (`BottomSearchField`); the other behaviours keep it, and the drawer's field (iOS 17),
    /// which Cairn draws without a microphone, is unchanged.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        SearchContextModifier(content: self, value: dictationBehavior, key: ObjectIdentifier(SearchDictationKey.self),
                              keyPath: \.searchDictationBehavior)
    }

    /// Whether selecting the search tab activates search (Apple: `tabViewSearchActivation(_:)`,
    /// iOS 26). It acts when someone selects the tab; a still at rest is unchanged.
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { self }
}

/// The search field of a navigation bar's drawer, as UIKit's `UISearchBar` draws it at rest.
/// Cairn's estimates of iOS 17, measured from simulator screenshots at 3× (Apple publishes no
/// numbers): the drawer is 52 points tall; the field is 36 tall, 16 points in from each
/// side, centred in the drawer, its corners rounded 10, filled with
/// `tertiarySystemFill`; a `magnifyingglass` at the body size 8 points in, then 6 points to
/// the text in 17-point type — the prompt in the secondary label colour, typed text in the
/// label colour.
struct SearchField: View {
    let value: SearchFieldValue

    /// The drawer's height (Cairn's estimate).
    static let drawerHeight: CGFloat = 52
    /// The field's height (Cairn's estimate).
    static let fieldHeight: CGFloat = 36

    var body: some View {
        EnvironmentReader { env in
            SearchFieldRow(value: value, palette: env.controlPalette, spacing: 6, trailingSymbol: nil)
                .padding(.horizontal, 8)
                .frame(height: Self.fieldHeight)
                .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(env.controlPalette.tertiaryFill))
        }
    }
}

/// A search field's row in the body font: the magnifying glass, then the prompt ("Search" by
/// default) in the secondary label colour or the typed text in the label colour, then
/// `trailingSymbol` (if any) at the trailing end in the secondary label colour.
struct SearchFieldRow: View {
    let value: SearchFieldValue
    let palette: ControlPalette
    let spacing: CGFloat
    let trailingSymbol: String?

    var body: some View {
        HStack(spacing: spacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(palette.secondaryLabel)
            Group {
                if value.text.isEmpty {
                    (value.prompt ?? Text("Search")).foregroundStyle(palette.secondaryLabel)
                } else {
                    Text(verbatim: value.text).foregroundStyle(palette.label)
                }
            }
            .lineLimit(1)
            Spacer(minLength: 0)
            if let trailingSymbol { Image(systemName: trailingSymbol).foregroundStyle(palette.secondaryLabel) }
        }
        .font(.body)
    }
}

/// `searchable`'s field at the bottom of an iOS 26 screen, alone in the bottom toolbar: the
/// text, or the prompt ("Search" by default), between a magnifying glass and a dictation
/// microphone, in the body font (the HIG, "Search fields": the field "displays a Search
/// icon, a Clear button, and placeholder text"; its picture shows "placeholder text and a
/// dictation icon"; the Clear button appears only with text, so at rest a typed text shows
/// no microphone but the Clear button, `xmark.circle.fill`). The bottom toolbar draws its
/// glass capsule. **Cairn's estimates** (Apple publishes no geometry): the field is 48 points
/// tall — the height of iOS 26.0's `UIToolbar`, measured by a developer in running code
/// (SKPhotoBrowser pull request 459; 44 before) — and spans the tab bar's band (21 points
/// from each side); its glyphs sit 16 points in from the capsule's ends, 8 points from the
/// text, the glyphs and prompt in the secondary label colour.
struct BottomSearchField: View {
    let value: SearchFieldValue
    /// Whether the microphone shows (not under `searchDictationBehavior(.preventDictation)`).
    var dictation = true

    /// The field's height (Cairn's estimate, above).
    static let height: CGFloat = 48
    /// The inset of the glyphs from the capsule's ends (Cairn's estimate).
    static let inset: CGFloat = 16

    var body: some View {
        EnvironmentReader { env in
            SearchFieldRow(value: value, palette: env.controlPalette, spacing: 8,
                           trailingSymbol: !value.text.isEmpty ? "xmark.circle.fill" : dictation ? "mic.fill" : nil)
                .padding(.horizontal, Self.inset)
                .frame(height: Self.height)
        }
    }
}
