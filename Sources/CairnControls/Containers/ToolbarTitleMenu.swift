import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnViews

/// The purpose of content that populates the toolbar (SwiftUI's `ToolbarRole`).
///
/// Apple: "a `browser` will automatically leading align the title of a toolbar in iPadOS";
/// `editor` does the same "In iPadOS"; `automatic` "In iOS, tvOS, and watchOS … resolves to
/// the `navigationStack` role". On iPhone, which Cairn draws, no role changes the bar, so
/// `toolbarRole(_:)` changes nothing in Cairn's images.
public struct ToolbarRole: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, navigationStack, browser, editor }
    let storage: Storage

    /// The automatic role: `navigationStack` on iOS.
    public static var automatic: ToolbarRole { ToolbarRole(storage: .automatic) }
    /// The role for content that can be pushed and popped.
    public static var navigationStack: ToolbarRole { ToolbarRole(storage: .navigationStack) }
    /// The role for content that can be navigated forwards and backwards (iPadOS: the title
    /// leading-aligned; iPhone: unchanged).
    public static var browser: ToolbarRole { ToolbarRole(storage: .browser) }
    /// The role for a toolbar of controls editing document-like content (iPadOS: the title
    /// leading-aligned, items in the centre; iPhone: unchanged).
    public static var editor: ToolbarRole { ToolbarRole(storage: .editor) }
}

extension View {
    /// Configures the semantic role for the content populating the toolbar (SwiftUI's
    /// `toolbarRole(_:)`). The roles change the bar only on iPadOS (see `ToolbarRole`): on the
    /// iPhone Cairn draws, the image is unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Configures the title menu of a toolbar (SwiftUI's `toolbarTitleMenu(content:)`): on iOS,
    /// "a menu that can be presented by tapping the navigation title". At rest the menu is
    /// closed; an inline navigation title shows a chevron after it, telling that it opens a
    /// menu (see `ToolbarTitleMenu` for its size). A large title is unchanged.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ToolbarTitleMenuKey.self), value: true)
    }
}

/// The layout value that marks a navigation title as a menu.
enum ToolbarTitleMenuKey {}

/// The title menu of a toolbar (SwiftUI's `ToolbarTitleMenu`), placed in `.toolbar { … }`:
/// the same as `toolbarTitleMenu(content:)`.
///
/// What iOS draws for a title menu at rest: the inline title followed by a small chevron
/// pointing down. Apple publishes no size for it; Cairn's estimate draws `chevron.down` in the
/// footnote size (13 points), semibold, in the secondary label colour, 4 points after the
/// title — a glyph smaller and lighter than the 17-point semibold title it follows, as the
/// chevron looks beside titles in iOS 16-18 screenshots of Files and Pages.
public struct ToolbarTitleMenu<Content: View>: View, PrimitiveView {
    let content: Content

    /// A title menu with your actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A title menu whose actions come from the app's commands.
    public init() where Content == EmptyView { content = EmptyView() }

    /// Never evaluated: `ToolbarTitleMenu` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(Color.clear.frame(width: 0, height: 0))
        for n in nodes { n.layoutValues[ObjectIdentifier(ToolbarTitleMenuKey.self)] = true }
        return nodes
    }
}

/// The title of an inline navigation bar with a title menu: the title and its chevron.
struct TitleWithMenuIndicator<Title: View>: View {
    let title: Title

    var body: some View {
        HStack(spacing: 4) {
            title
            Image(systemName: "chevron.down")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
        }
    }
}
