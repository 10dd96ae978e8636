import Foundation

// AuthenticationServices' model, as pasted sign-in code uses it: the requests a
// `SignInWithAppleButton` configures, the authorization and credential its completion gets,
// the provider and controller of UIKit-style code, and the errors. A render has no Apple
// Account and no user to ask: nothing is ever authorized, requests are never performed, and a
// credential state is `.notFound`.

/// A piece of user information an app asks for (AuthenticationServices' `ASAuthorization.Scope`).
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    /// The scope's name.
    public let rawValue: String
    /// The scope named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The user's full name.
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
    /// The user's email address.
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// What a credential and an authorization are for (AuthenticationServices' `ASAuthorization`).
open class ASAuthorization: @unchecked Sendable {
    /// The scopes (`ASAuthorization.Scope` in Apple's spelling).
    public typealias Scope = ASAuthorizationScope

    /// The OpenID operation a request performs (`ASAuthorization.OpenIDOperation`).
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        /// The operation's name.
        public let rawValue: String
        /// The operation named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sign in (the default).
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refresh the credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Sign out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
        /// Implicit: sign in without asking.
        public static let operationImplicit = OpenIDOperation(rawValue: "")
    }

    /// The provider that made the authorization.
    public let provider: any ASAuthorizationProvider
    /// The credential the user gave.
    public let credential: any ASAuthorizationCredential

    /// An authorization by `provider` with `credential` (never made by a render; for tests).
    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}

/// A provider of authorization requests (AuthenticationServices' `ASAuthorizationProvider`).
public protocol ASAuthorizationProvider: AnyObject {}

/// A credential an authorization returns (AuthenticationServices' `ASAuthorizationCredential`).
public protocol ASAuthorizationCredential: AnyObject {}

/// A request for authorization (AuthenticationServices' `ASAuthorizationRequest`).
open class ASAuthorizationRequest: @unchecked Sendable {
    /// The provider that made the request.
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// An OpenID request (AuthenticationServices' `ASAuthorizationOpenIDRequest`): the scopes,
/// state and nonce an app sets in `SignInWithAppleButton`'s `onRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The information asked for (`[.fullName, .email]`).
    public var requestedScopes: [ASAuthorizationScope]?
    /// A string the app gets back with the credential.
    public var state: String?
    /// A string (usually a SHA-256 digest) the identity token will carry.
    public var nonce: String?
    /// The operation: `.operationLogin` unless set.
    public var requestedOperation: ASAuthorization.OpenIDOperation = .operationLogin
}

/// A request to sign in with an Apple Account (AuthenticationServices' `ASAuthorizationAppleIDRequest`).
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// The user identifier of an earlier sign-in, to refresh.
    public var user: String?
}

/// How likely the user is a real person (AuthenticationServices' `ASUserDetectionStatus`).
public enum ASUserDetectionStatus: Int, Sendable {
    /// Not supported on this platform.
    case unsupported
    /// Not known.
    case unknown
    /// Likely a real person.
    case likelyReal
}

/// A credential from a Sign in with Apple authorization (AuthenticationServices'
/// `ASAuthorizationAppleIDCredential`). A render never gets one; apps' completion code that
/// reads it compiles.
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    /// The stable identifier of the user for this app's team.
    public let user: String
    /// The `state` the request carried.
    public let state: String?
    /// The scopes the user granted.
    public let authorizedScopes: [ASAuthorizationScope]
    /// A short-lived code for the app's server.
    public let authorizationCode: Data?
    /// The JSON Web Token that proves the sign-in.
    public let identityToken: Data?
    /// The email address shared (the first sign-in only).
    public let email: String?
    /// The name shared (the first sign-in only).
    public let fullName: PersonNameComponents?
    /// Whether the user seems real.
    public let realUserStatus: ASUserDetectionStatus

    /// A credential with these values (never made by a render; for tests).
    public init(user: String, state: String? = nil, authorizedScopes: [ASAuthorizationScope] = [],
                authorizationCode: Data? = nil, identityToken: Data? = nil, email: String? = nil,
                fullName: PersonNameComponents? = nil, realUserStatus: ASUserDetectionStatus = .unknown) {
        self.user = user
        self.state = state
        self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode
        self.identityToken = identityToken
        self.email = email
        self.fullName = fullName
        self.realUserStatus = realUserStatus
    }
}

/// The provider of Sign in with Apple requests (AuthenticationServices'
/// `ASAuthorizationAppleIDProvider`). A render has no Apple Account: every user's credential
/// state is `.notFound`.
open class ASAuthorizationAppleIDProvider: ASAuthorizationProvider, @unchecked Sendable {
    /// The state of a user's credential for this app.
    public enum CredentialState: Int, Sendable {
        /// The user stopped using Sign in with Apple for the app.
        case revoked
        /// The user is signed in.
        case authorized
        /// No credential for the user.
        case notFound
        /// The app moved to another team.
        case transferred
    }

    /// A provider.
    public init() {}

    /// A new request to sign in.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// Calls `completion` with `.notFound` and no error, at once: no Apple Account here.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    /// `.notFound`: no Apple Account here.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// The error an authorization fails with (AuthenticationServices' `ASAuthorizationError`);
/// `catch ASAuthorizationError.canceled` and `error.code == .canceled` work as on iOS.
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reasons an authorization fails, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// An unknown failure.
        case unknown = 1000
        /// The user cancelled.
        case canceled = 1001
        /// The response was not valid.
        case invalidResponse = 1002
        /// The request was not handled.
        case notHandled = 1003
        /// The request failed.
        case failed = 1004
        /// The request needed a user interface and could not show one.
        case notInteractive = 1005
        /// The credential matched an excluded one.
        case matchedExcludedCredential = 1006
        /// The credential could not be imported.
        case credentialImport = 1007
        /// The credential could not be exported.
        case credentialExport = 1008
    }

    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// An unknown failure.
    public static var unknown: Code { .unknown }
    /// The user cancelled.
    public static var canceled: Code { .canceled }
    /// The response was not valid.
    public static var invalidResponse: Code { .invalidResponse }
    /// The request was not handled.
    public static var notHandled: Code { .notHandled }
    /// The request failed.
    public static var failed: Code { .failed }
    /// The request needed a user interface.
    public static var notInteractive: Code { .notInteractive }

    /// The error domain of Apple's `NSError` form.
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"

    /// `The operation couldn't be completed. (…AuthorizationError error 1001.)`, as iOS words it.
    public var description: String { "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)" }
    /// The same text, for `error.localizedDescription`.
    public var localizedDescription: String { description }
}

/// Whether `error` is an `ASAuthorizationError` with `code` (`catch ASAuthorizationError.canceled`).
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
    (error as? ASAuthorizationError)?.code == code
}

/// The window a sign-in sheet is presented from (`UIWindow` on iOS; a placeholder here, as a
/// render presents nothing).
open class ASPresentationAnchor: @unchecked Sendable {
    /// A window.
    public init() {}
}

/// The object an `ASAuthorizationController` tells of the outcome (AuthenticationServices'
/// `ASAuthorizationControllerDelegate`); both methods do nothing unless implemented.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The user authorized.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// The object that gives an `ASAuthorizationController` its window (AuthenticationServices'
/// `ASAuthorizationControllerPresentationContextProviding`).
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// The window to present the sign-in sheet from.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests (AuthenticationServices' `ASAuthorizationController`). A
/// render has no user to ask: `performRequests()` presents nothing and the delegate is never
/// called, as while the sheet waits on a device.
open class ASAuthorizationController: @unchecked Sendable {
    /// The requests given.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// The object told of the outcome.
    public weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// The object that gives the window.
    public weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller for `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }

    /// Presents nothing: no user to ask in a render.
    open func performRequests() {}
    /// Does nothing: no sheet is presented.
    open func cancel() {}
}
