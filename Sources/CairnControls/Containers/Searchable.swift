import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// `.searchable`: in a `NavigationStack` the search field is drawn in the bar, under the
// title, as iOS shows it before anyone scrolls. Scopes, suggestions and completions show
// only while someone searches, so at rest they change nothing.

/// Where a search field goes (Apple: `SearchFieldPlacement`). On an iPhone every placement
/// puts the field in the navigation bar's drawer, under the title, which Cairn draws.
public struct SearchFieldPlacement: Sendable {
    /// When the drawer's field shows (Apple: `SearchFieldPlacement.NavigationBarDrawerDisplayMode`).
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown at the top of the content, hidden as it scrolls: shown at rest.
        case automatic
        /// Always shown.
        case always
    }

    let name: String
    /// The system's choice: the navigation bar's drawer on an iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The toolbar: on an iPhone, the navigation bar's drawer.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar: on an iPhone, the navigation bar's drawer.
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

/// What `searchable` recorded: the field's text and prompt.
struct SearchFieldValue {
    let text: String
    let prompt: Text?
}

enum SearchableKey {}

private struct PendingSearchFieldKey: EnvironmentKey { static var defaultValue: SearchFieldValue? { nil } }

extension EnvironmentValues {
    /// A search field `searchable` applied outside a navigation container, for the first
    /// container inside to draw (cleared inside that container's content).
    var pendingSearchField: SearchFieldValue? {
        get { self[PendingSearchFieldKey.self] }
        set { self[PendingSearchFieldKey.self] = newValue }
    }
}

/// The view `searchable` returns. Apple: "the modifier's placement of the search field
/// depends on the navigation container it's applied to or within" — so the field reaches
/// the container both ways: up from the container's root content (a layout value) and down
/// into a container the modifier wraps (the environment, cleared inside it).
struct SearchableModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let value: SearchFieldValue
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.environment.pendingSearchField = value
        let nodes = c.resolve(content)
        for n in nodes { n.layoutValues[ObjectIdentifier(SearchableKey.self)] = value }
        return nodes
    }
}

extension View {
    /// Adds a search field to the enclosing `NavigationStack` — or to the stack (or split
    /// view) this modifier is applied to (Apple: `searchable(text:placement:prompt:)`), drawn
    /// in the bar's drawer under the title: the text, or the prompt ("Search" by default)
    /// when the text is empty. Outside a navigation container it draws nothing, as on an
    /// iPhone.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableModifier(content: self, value: SearchFieldValue(text: text.wrappedValue, prompt: prompt))
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
    /// can be configured to appear as a button-like control when inactive"). Cairn draws the
    /// search field in the navigation bar's drawer in both design eras (iOS 26's field in the
    /// bottom toolbar is not drawn yet), where this changes nothing, and a search field moved
    /// into a toolbar by `DefaultToolbarItem(kind: .search)` as that button-like control under
    /// either behaviour: the picture is unchanged.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

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
            let palette = env.controlPalette
            HStack(spacing: 6) {
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
            }
            .font(.body)
            .padding(.horizontal, 8)
            .frame(height: Self.fieldHeight)
            .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(palette.tertiaryFill))
        }
    }
}
