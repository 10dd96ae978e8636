import CairnViews
import Foundation

/// The error a web authentication session fails with (AuthenticationServices'
/// `ASWebAuthenticationSessionError`).
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// The reasons, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// The user closed the browser before signing in.
        case canceledLogin = 1
        /// No window to present from.
        case presentationContextNotProvided = 2
        /// The window given was not valid.
        case presentationContextInvalid = 3
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// The user closed the browser.
    public static var canceledLogin: Code { .canceledLogin }
}

/// Whether `error` is an `ASWebAuthenticationSessionError` with `code`.
public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
    (error as? ASWebAuthenticationSessionError)?.code == code
}

/// The object that gives a web authentication session its window.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    /// The window to present the browser from.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A sign-in through a web page in a browser sheet (AuthenticationServices'
/// `ASWebAuthenticationSession`). A render has no browser: `start()` returns false (the
/// session could not start) and the completion handler is never called.
open class ASWebAuthenticationSession: @unchecked Sendable {
    /// The handler a session calls with the callback URL or an error.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The page the session opens.
    public let url: URL
    /// The scheme of the callback URL that ends the session.
    public let callbackURLScheme: String?
    /// Whether the browser keeps no cookies from other sessions.
    public var prefersEphemeralWebBrowserSession = false
    /// The object that gives the window.
    public weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?

    /// A session that opens `url` and ends at a URL with `callbackURLScheme`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callbackURLScheme
    }

    /// Whether the session can start: false, a render has no browser.
    open var canStart: Bool { false }
    /// Starts the session: false, nothing opens.
    @discardableResult open func start() -> Bool { false }
    /// Does nothing.
    open func cancel() {}
}

/// The environment's web sign-in action (SwiftUI's `WebAuthenticationSession`, iOS 16.4):
/// `authenticate(using:callbackURLScheme:preferredBrowserSession:)` throws
/// `ASWebAuthenticationSessionError.canceledLogin` at once, as when the user closes the
/// browser: a render has none.
public struct WebAuthenticationSession: Sendable {
    /// The browser session to prefer.
    public enum BrowserSession: Sendable {
        /// Share cookies with the browser.
        case shared
        /// Keep no cookies.
        case ephemeral
    }

    /// Throws `ASWebAuthenticationSessionError.canceledLogin`: no browser in a render.
    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    /// Throws `ASWebAuthenticationSessionError.canceledLogin`: no browser in a render.
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static var defaultValue: WebAuthenticationSession { WebAuthenticationSession() }
}

extension EnvironmentValues {
    /// The web sign-in action (`@Environment(\.webAuthenticationSession)`).
    public var webAuthenticationSession: WebAuthenticationSession {
        get { self[WebAuthenticationSessionKey.self] }
        set { self[WebAuthenticationSessionKey.self] = newValue }
    }
}
