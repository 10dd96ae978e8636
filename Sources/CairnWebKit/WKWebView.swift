import CairnDisplayList
import CairnViews
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// UIKit's web view (`WKWebView`), as apps wrapped it in a `UIViewRepresentable` before iOS
// 26's `WebView`. Cairn has no web engine: a page never loads, so the view draws what a web
// view shows before its first paint — the page's white background (`isOpaque` false: clear)
// — as `WebView` does.

/// The settings a web view is made with, as WebKit's `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject {
    /// Whether videos play inline.
    open var allowsInlineMediaPlayback = false
    /// A configuration.
    public override init() { super.init() }
}

/// A navigation a web view started, as WebKit's `WKNavigation` (none finishes in a render).
open class WKNavigation: NSObject {}

/// The object a web view tells of its navigations (never called in a render).
public protocol WKNavigationDelegate: AnyObject {}

/// The object a web view asks for panels and windows (never called in a render).
public protocol WKUIDelegate: AnyObject {}

/// UIKit's scroll view, as `UIScrollView` (the web view's, drawn as its background).
open class UIScrollView: UIView {
    /// Whether the content scrolls.
    open var isScrollEnabled = true
    /// Whether it bounces past its edges.
    open var bounces = true
    /// The content's offset.
    open var contentOffset: CGPoint = .zero
}

/// WebKit's web view, as `WKWebView`: no page loads in a render (see the file's description).
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// The page's scroll view.
    public let scrollView = UIScrollView()
    /// The object told of navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The object asked for panels.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// Whether back-and-forward swipes navigate.
    open var allowsBackForwardNavigationGestures = false
    /// Whether the view draws an opaque background (false: clear until the page paints).
    open var isOpaque = true {
        didSet { backgroundColor = isOpaque ? UIColor(Color.white) : nil }
    }
    /// The URL asked for last.
    open private(set) var url: URL?
    /// The page's title: nil, as no page loads.
    open var title: String? { nil }
    /// Whether a page is loading: false, as none ever starts in a render.
    open var isLoading: Bool { false }

    /// A web view with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = UIColor(Color.white)
    }

    /// A web view with the default configuration.
    public convenience init() { self.init(frame: .zero, configuration: WKWebViewConfiguration()) }

    /// A web view framed `frame` with the default configuration.
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    /// Asks for `request`'s page: it never loads in a render.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Asks for `string` as a page: it never loads in a render.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// Reloads the page (none loads).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Goes back (there is no history).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (there is no history).
    @discardableResult open func goForward() -> WKNavigation? { nil }

    /// Runs `script` in the page: there is no page, so `completionHandler` gets an error.
    open func evaluateJavaScript(_ script: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WebPage.JavaScriptError())
    }
}
