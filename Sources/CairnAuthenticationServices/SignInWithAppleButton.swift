import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnViews
import Foundation

/// The Sign in with Apple button, as AuthenticationServices' SwiftUI `SignInWithAppleButton`
/// (iOS 14): the Apple logo and the label's title centred on a black, white or outlined white
/// button that fills the space it is offered (like the `ASAuthorizationAppleIDButton` it wraps,
/// it has no size of its own; apps give it one with `frame(height:)`).
///
/// Apple's Human Interface Guidelines ("Sign in with Apple", Buttons) name the three styles,
/// the three titles, and a minimum size of 140 × 30 points; with no size proposed the button
/// takes that minimum. Apple publishes no metrics for the system button's contents; Cairn's
/// estimates, from the HIG's guidance for custom buttons and Apple's pictures of the system
/// one: the title in the system font at 43 % of the button's height, medium weight; the logo
/// the same size, a quarter of the font size before the title; corners of 6 points (apps
/// change them with `clipShape` or `cornerRadius`, as the HIG allows); the outline 1 point
/// black. A title wider than the button shrinks to fit (to half its size), then truncates.
///
/// No sign-in runs in a render: `onRequest` and `onCompletion` are never called.
public struct SignInWithAppleButton: View {
    /// The text of the button (AuthenticationServices' `SignInWithAppleButton.Label`).
    public struct Label: Sendable, Equatable {
        /// The title the button shows.
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
    }

    /// The colours of the button (AuthenticationServices' `SignInWithAppleButton.Style`).
    public struct Style: Sendable, Equatable {
        /// 0 black, 1 white, 2 white with an outline.
        let kind: Int
        /// A black button with a white logo and title (the default).
        public static let black = Style(kind: 0)
        /// A white button with a black logo and title, for dark backgrounds.
        public static let white = Style(kind: 1)
        /// A white button with a black outline, logo and title, for light backgrounds.
        public static let whiteOutline = Style(kind: 2)
    }

    let label: Label
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button showing `label`; `onRequest` configures the request and `onCompletion` gets
    /// the result when someone signs in (neither runs in a render).
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
    }

    /// The HIG's minimum size, taken when no size is proposed.
    static let minimumSize = CGSize(width: 140, height: 30)
    /// The title's font size as a fraction of the button's height (Cairn's estimate, above).
    static let fontScale: CGFloat = 0.43
    /// The default corner radius in points (Cairn's estimate, above).
    static let cornerRadius: CGFloat = 6

    /// The button: its shape filled (and outlined), the logo and title centred.
    public var body: some View {
        GeometryReader { proxy in
            let size = Self.fontScale * max(proxy.size.height.isFinite ? proxy.size.height : 0, 0)
            let shape = RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
            ZStack {
                shape.fill(style == .black ? Color.black : Color.white)
                if style == .whiteOutline { shape.strokeBorder(Color.black, lineWidth: 1) }
                HStack(spacing: size / 4) {
                    Image(systemName: "apple.logo")
                    Text(label.title)
                }
                .font(.system(size: size, weight: .medium))
                .foregroundStyle(style == .black ? Color.white : Color.black)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal, proxy.size.height / 10)
            }
        }
        .frame(idealWidth: Self.minimumSize.width, idealHeight: Self.minimumSize.height)
    }
}

extension View {
    /// The colours of the `SignInWithAppleButton`s inside (SwiftUI's
    /// `signInWithAppleButtonStyle(_:)`); `.black` unless set.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static var defaultValue: SignInWithAppleButton.Style { .black }
}

extension EnvironmentValues {
    /// The style `signInWithAppleButtonStyle(_:)` sets.
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}
