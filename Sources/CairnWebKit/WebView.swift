import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnViews
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation

/// A web page's state (WebKit for SwiftUI's `WebPage`, iOS 26). Cairn has no web engine: a
/// page records what it was asked to load — its `url` — and never finishes loading, so its
/// `title` stays empty and `isLoading` false, as a page before its first load.
@Observable
public final class WebPage: @unchecked Sendable {
    /// The URL last loaded, or nil.
    public private(set) var url: URL?
    /// The page's title: empty (nothing is loaded).
    public private(set) var title: String = ""
    /// Whether a load is under way: false.
    public private(set) var isLoading = false
    /// How far the load has come, 0…1: 0.
    public private(set) var estimatedProgress: Double = 0
    /// Whether the page has content from a secure connection only: false.
    public private(set) var hasOnlySecureContent = false
    /// The page's theme colour: none.
    public private(set) var themeColor: Color?
    /// The user agent string to send (unused).
    public var customUserAgent: String?

    /// An empty page.
    public init() {}

    /// Records `request`'s URL as the page's (nothing loads).
    @discardableResult
    public func load(_ request: URLRequest) -> Self {
        url = request.url
        return self
    }

    /// Records `url` as the page's (nothing loads).
    @discardableResult
    public func load(_ url: URL?) -> Self {
        self.url = url
        return self
    }

    /// Records `baseURL` as the page's (the HTML is not laid out: no web engine).
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> Self {
        url = baseURL
        return self
    }

    /// Does nothing.
    public func reload() {}
    /// Does nothing.
    public func stopLoading() {}

    /// Throws `WebPage.JavaScriptError`: no JavaScript runs without a web engine.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw JavaScriptError()
    }

    /// The error of running JavaScript in a render (no web engine).
    public struct JavaScriptError: Error, CustomStringConvertible {
        /// "Cairn has no web engine: JavaScript does not run."
        public var description: String { "Cairn has no web engine: JavaScript does not run." }
    }
}

/// A view that shows web content (WebKit for SwiftUI's `WebView`, iOS 26): it fills the space
/// it is offered. Cairn has no web engine, so it draws what a web view shows before its page's
/// first paint — the background (`.background`: white in light mode, black in dark) — and
/// reports that with a diagnostic; `webViewContentBackground(.hidden)` leaves it clear.
public struct WebView: View {
    let url: URL?
    @Environment(\.webViewContentBackgroundHidden) private var backgroundHidden

    /// A web view that loads `url`.
    public init(url: URL?) { self.url = url }
    /// A web view that shows `page`.
    public init(_ page: WebPage) { url = page.url }

    /// The page's background before its first paint.
    public var body: some View {
        DiagnosticView(content: Rectangle().fill(backgroundHidden ? AnyShapeStyle(Color.clear) : AnyShapeStyle(.background)),
                       message: "WebView\(url.map { " (\($0.absoluteString))" } ?? ""): Cairn has no web engine; drawing the page's background only")
    }
}

/// Whether a web view's own background shows (`webViewContentBackground(_:)`).
private struct WebViewContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `webViewContentBackground(.hidden)` applies.
    var webViewContentBackgroundHidden: Bool {
        get { self[WebViewContentBackgroundKey.self] }
        set { self[WebViewContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides web views' own background (WebKit for SwiftUI): `.hidden` leaves what is
    /// behind visible.
    public func webViewContentBackground(_ visibility: Visibility) -> some View {
        environment(\.webViewContentBackgroundHidden, visibility == .hidden)
    }

    /// Turns back-forward swipes on or off: a still shows no gesture, nothing changes.
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View { self }
    /// Turns pinch zoom on or off: nothing changes in a still.
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View { self }
    /// Turns link previews on or off: nothing changes in a still.
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View { self }
    /// Turns text selection on or off: nothing changes in a still.
    public func webViewTextSelection(_ selectability: TextSelectability) -> some View { self }
    /// How elements go full screen: nothing changes in a still.
    public func webViewElementFullscreenBehavior(_ value: WebView.ElementFullscreenBehavior) -> some View { self }
}

extension WebView {
    /// Whether back-forward swipes navigate.
    public struct BackForwardNavigationGesturesBehavior: Sendable {
        let enabled: Bool?
        /// The system's choice.
        public static let automatic = Self(enabled: nil)
        /// Swipes navigate.
        public static let enabled = Self(enabled: true)
        /// Swipes do nothing.
        public static let disabled = Self(enabled: false)
    }
    /// Whether pinching zooms.
    public struct MagnificationGesturesBehavior: Sendable {
        let enabled: Bool?
        /// The system's choice.
        public static let automatic = Self(enabled: nil)
        /// Pinching zooms.
        public static let enabled = Self(enabled: true)
        /// Pinching does nothing.
        public static let disabled = Self(enabled: false)
    }
    /// Whether pressing a link previews it.
    public struct LinkPreviewBehavior: Sendable {
        let enabled: Bool?
        /// The system's choice.
        public static let automatic = Self(enabled: nil)
        /// Links preview.
        public static let enabled = Self(enabled: true)
        /// Links do not preview.
        public static let disabled = Self(enabled: false)
    }
    /// Whether page elements may go full screen.
    public struct ElementFullscreenBehavior: Sendable {
        let enabled: Bool?
        /// The system's choice.
        public static let automatic = Self(enabled: nil)
        /// Elements may go full screen.
        public static let enabled = Self(enabled: true)
        /// They may not.
        public static let disabled = Self(enabled: false)
    }
}
