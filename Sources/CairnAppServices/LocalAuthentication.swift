import Foundation

// Local Authentication as app code uses it (`cairn` reads `import LocalAuthentication` as
// `import Cairn`): the "Unlock with Face ID" screen. A render runs on a machine with no
// biometric sensor and no passcode set: `canEvaluatePolicy` is false with
// `LAError.biometryNotAvailable` (or `.passcodeNotSet`), `biometryType` is `.none`, and an
// evaluation throws that error, as on a device without them, so the locked screen draws.

/// What proves the owner is there, as Local Authentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, else the passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The kind of biometric sensor, as `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    /// None: what a render has.
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// A Local Authentication error, as `LAError`.
public struct LAError: Error, Sendable, Equatable, LocalizedError {
    /// The kinds of error, as `LAError.Code`.
    public enum Code: Int, Sendable {
        /// The person failed to prove who they are.
        case authenticationFailed = -1
        /// The person cancelled.
        case userCancel = -2
        /// The person chose the fallback.
        case userFallback = -3
        /// The system cancelled.
        case systemCancel = -4
        /// No passcode is set.
        case passcodeNotSet = -5
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// No biometric sensor.
        case biometryNotAvailable = -6
        /// No biometrics enrolled.
        case biometryNotEnrolled = -7
        /// Too many failed attempts.
        case biometryLockout = -8
        /// No paired watch.
        case watchNotAvailable = -11
    }
    /// The kind.
    public let code: Code
    /// An error of kind `code`.
    public init(_ code: Code) { self.code = code }

    /// `LAError.biometryNotAvailable`.
    public static let biometryNotAvailable = Code.biometryNotAvailable
    /// `LAError.passcodeNotSet`.
    public static let passcodeNotSet = Code.passcodeNotSet
    /// `LAError.userCancel`.
    public static let userCancel = Code.userCancel
    /// `LAError.authenticationFailed`.
    public static let authenticationFailed = Code.authenticationFailed
    /// `LAError.biometryNotEnrolled`.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    /// `LAError.biometryLockout`.
    public static let biometryLockout = Code.biometryLockout

    /// What happened, in words.
    public var errorDescription: String? {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "A passcode has not been set."
        case .watchNotAvailable: "No paired Apple Watch is available."
        default: "Authentication did not complete (\(code))."
        }
    }
}

extension LAError.Code {
    /// Whether `error` is an `LAError` of this kind (`catch LAError.userCancel`).
    public static func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }
}

/// An authentication context, as Local Authentication's `LAContext`.
public final class LAContext: @unchecked Sendable {
    /// The sensor the device has: `.none` in a render.
    public private(set) var biometryType: LABiometryType = .none
    /// The fallback button's title.
    public var localizedFallbackTitle: String?
    /// The cancel button's title.
    public var localizedCancelTitle: String?
    /// The reason shown.
    public var localizedReason = ""
    /// How long a device unlock counts as authentication.
    public var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the person may interact.
    public var interactionNotAllowed = false

    /// A context.
    public init() {}

    /// Whether `policy` can be evaluated: not in a render (no sensor, no passcode; `error`
    /// says which). Apple's parameter is an `NSErrorPointer`, which Linux's Foundation lacks;
    /// `&error` on an `NSError?` passes the same way.
    public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: Self.failure(for: policy).rawValue,
                                 userInfo: [NSLocalizedDescriptionKey: LAError(Self.failure(for: policy)).errorDescription ?? ""])
        return false
    }

    /// Evaluates `policy`: throws the reason it cannot run (`.biometryNotAvailable`, or
    /// `.passcodeNotSet` for the passcode policy).
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(Self.failure(for: policy))
    }

    /// Evaluates `policy`; `reply` gets false and the reason.
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
        reply(false, LAError(Self.failure(for: policy)))
    }

    /// Ends the context.
    public func invalidate() {}

    static func failure(for policy: LAPolicy) -> LAError.Code {
        switch policy {
        case .deviceOwnerAuthentication: .passcodeNotSet
        case .deviceOwnerAuthenticationWithWatch: .watchNotAvailable
        default: .biometryNotAvailable
        }
    }
}
