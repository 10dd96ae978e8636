import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a label (a large symbol
/// over a bold title), a description and actions, centred in the space it is offered.
///
/// ```swift
/// ContentUnavailableView {
///     Label("No Mail", systemImage: "tray.fill")
/// } description: {
///     Text("New mails you receive will appear here.")
/// }
/// ```
///
/// What Apple documents (SwiftUI reference, ContentUnavailableView and its initialisers):
/// "an interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable"; the three parts and their defaults
/// (`description` and `actions` default to `EmptyView`); `.search` and `.search(text:)`.
/// Apple publishes no metric of its appearance (neither the SwiftUI reference, the HIG, nor
/// `UIContentUnavailableConfiguration`, whose paddings and fonts have no documented
/// defaults). What Cairn draws, and where it comes from:
/// - Layout (observed behaviour, as widely used in `.overlay` over an empty `List`): the
///   parts are stacked, centred horizontally, their text centred line by line
///   (`multilineTextAlignment(.center)`), and the whole is centred in the proposed size,
///   which it fills (`frame(maxWidth: .infinity, maxHeight: .infinity)`).
/// - Label: the icon above the title; the title in `.title2` bold, primary colour; the
///   icon in the `.secondary` style. swift-cross-ui's port, tested against iOS by its
///   author, uses `.title2` for the label and `.subheadline` in grey for the description
///   on phones; the description here is `.subheadline` in `.secondary`.
/// - Cairn's estimates (no published number): the icon font `.system(size: 48)` (the
///   symbol grid is then 1.75 × SF Pro's 48-pt cap height ≈ 59 points), 12 points between
///   icon and title, 4 between title and description, 16 above the actions, 8 between
///   actions, and a padding of 30 around the content (swift-cross-ui's phone value).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label, an optional description and optional actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The font of the label's icon (Cairn's estimate, see the type's discussion).
    static var iconFont: Font { .system(size: 48) }
    /// The font of the title: `.title2` bold.
    static var titleFont: Font { .title2.bold() }
    /// The font of the description: `.subheadline`.
    static var descriptionFont: Font { .subheadline }

    /// The label, description and actions stacked and centred in the whole proposed space.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                    .font(Self.titleFont)
                description
                    .font(Self.descriptionFont)
                    .foregroundStyle(.secondary)
            }
            if Actions.self != EmptyView.self {
                VStack(spacing: 8) { actions }
            }
        }
        .multilineTextAlignment(.center)
        .padding(30)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of a `ContentUnavailableView`: the icon, large and secondary, 12 points above
/// the title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(ContentUnavailableView<EmptyView, EmptyView, EmptyView>.iconFont)
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == CairnViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a localized title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { CairnViews.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a string title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { CairnViews.Label(title, systemImage: name) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI names them.
///
/// Apple: "A structure that represents the body of a static placeholder search view. You
/// don't create this type directly."
public struct SearchUnavailableContent {
    /// The label of a search's empty state: a magnifying glass over "No Results", or
    /// "No Results for “text”" with the query.
    public struct Label: View {
        let text: String

        /// The label.
        public var body: some View {
            CairnViews.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass")
        }
    }

    /// The description of a search's empty state: "Check the spelling or try a new search."
    public struct Description: View {
        /// The description.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// The actions of a search's empty state: none.
    public struct Actions: View {
        /// No actions.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// An empty state for a search without results: a magnifying glass, "No Results" and
    /// "Check the spelling or try a new search.", iOS's strings.
    ///
    /// In SwiftUI the title includes the query of the enclosing `searchable` view; Cairn
    /// has no search field, so this is the state without a query (use `search(text:)`).
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        search(text: "")
    }

    /// An empty state for a search for `text` without results: "No Results for “text”"
    /// (just "No Results" when `text` is empty).
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}
