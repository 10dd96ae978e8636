import CairnDisplayList
import CairnGeometry
import Foundation

// Modifiers that change how a view behaves when touched, typed into, scrolled or read by
// VoiceOver, and nothing in how iOS 17 draws it at rest: code pasted from an app compiles and
// renders the same still. Each returns the view unchanged, like `.onTapGesture`.

/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType`
/// (`.keyboardType(.emailAddress)`); the keyboard is never part of a rendered view.
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard for the input method.
    case `default`
    /// Letters, digits and punctuation in ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// Letters and the characters URLs use.
    case URL
    /// Digits 0–9.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// Letters, `@` and `.` for email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Letters with `@` and `#` at hand.
    case twitter
    /// Letters and a Go key for web searches.
    case webSearch
    /// ASCII digits 0–9.
    case asciiCapableNumberPad
}

/// When a text field capitalizes what is typed (`.textInputAutocapitalization(.never)`).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let rawValue: Int
    /// No automatic capitalization.
    public static let never = TextInputAutocapitalization(rawValue: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(rawValue: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(rawValue: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(rawValue: 3)
}

/// The title of the keyboard's return key (`.submitLabel(.search)`).
public struct SubmitLabel: Sendable, Hashable {
    let rawValue: Int
    /// "Done".
    public static let done = SubmitLabel(rawValue: 0)
    /// "Go".
    public static let go = SubmitLabel(rawValue: 1)
    /// "Send".
    public static let send = SubmitLabel(rawValue: 2)
    /// "Join".
    public static let join = SubmitLabel(rawValue: 3)
    /// "Route".
    public static let route = SubmitLabel(rawValue: 4)
    /// "Search".
    public static let search = SubmitLabel(rawValue: 5)
    /// "Return".
    public static let `return` = SubmitLabel(rawValue: 6)
    /// "Next".
    public static let next = SubmitLabel(rawValue: 7)
    /// "Continue".
    public static let `continue` = SubmitLabel(rawValue: 8)
}

/// How a scroll view settles after a swipe (`.scrollTargetBehavior(.paging)`); a rendered
/// scroll view is always at rest at its first position.
public protocol ScrollTargetBehavior: Sendable {}

/// Settling on the scroll view's pages (its visible size).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}
}

/// Settling with a view of the `.scrollTargetLayout()` at the leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable, Hashable {
        let rawValue: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// Always one view at a time.
        public static let always = LimitBehavior(rawValue: 1)
        /// Never limited.
        public static let never = LimitBehavior(rawValue: 2)
    }

    /// The view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view at the leading edge, passing views as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Haptic feedback played when a value changes (`.sensoryFeedback(.success, trigger: done)`).
public struct SensoryFeedback: Sendable, Hashable {
    let rawValue: Int
    /// An impact's weight or flexibility (its `rawValue`, offset past the weights for a
    /// flexibility) and intensity: what tells two impacts apart.
    var detail: Int = 0
    var intensity: Double = 1

    init(rawValue: Int, detail: Int = 0, intensity: Double = 1) {
        self.rawValue = rawValue
        self.detail = detail
        self.intensity = intensity
    }

    /// The weight of an impact (`SensoryFeedback.impact(weight:intensity:)`).
    public struct Weight: Sendable, Hashable {
        let rawValue: Int
        /// A collision between small or lightweight objects.
        public static let light = Weight(rawValue: 1)
        /// A collision between medium-sized objects (the default).
        public static let medium = Weight(rawValue: 2)
        /// A collision between large or heavy objects.
        public static let heavy = Weight(rawValue: 3)
    }

    /// The flexibility of an impact (`SensoryFeedback.impact(flexibility:intensity:)`).
    public struct Flexibility: Sendable, Hashable {
        let rawValue: Int
        /// A collision between hard, inflexible objects.
        public static let rigid = Flexibility(rawValue: 1)
        /// A collision between solid objects of medium flexibility.
        public static let solid = Flexibility(rawValue: 2)
        /// A collision between soft, flexible objects.
        public static let soft = Flexibility(rawValue: 3)
    }

    /// A physical impact of `weight` at `intensity` (Apple: "Not all platforms will play
    /// different feedback for different weights and intensities of impact").
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(rawValue: 10, detail: weight.rawValue, intensity: intensity)
    }

    /// A physical impact between objects of `flexibility` at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(rawValue: 10, detail: 10 + flexibility.rawValue, intensity: intensity)
    }

    /// A drawn path completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback(rawValue: 11)
    /// A task completed.
    public static let success = SensoryFeedback(rawValue: 0)
    /// A warning.
    public static let warning = SensoryFeedback(rawValue: 1)
    /// An error.
    public static let error = SensoryFeedback(rawValue: 2)
    /// A selection changed.
    public static let selection = SensoryFeedback(rawValue: 3)
    /// A value increased.
    public static let increase = SensoryFeedback(rawValue: 4)
    /// A value decreased.
    public static let decrease = SensoryFeedback(rawValue: 5)
    /// An activity started.
    public static let start = SensoryFeedback(rawValue: 6)
    /// An activity stopped.
    public static let stop = SensoryFeedback(rawValue: 7)
    /// A dragged item aligned.
    public static let alignment = SensoryFeedback(rawValue: 8)
    /// A discrete level changed.
    public static let levelChange = SensoryFeedback(rawValue: 9)
    /// A physical impact.
    public static let impact = SensoryFeedback(rawValue: 10)
}

extension View {
    /// Accepted for source compatibility: the on-screen keyboard is not part of a view.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Accepted for source compatibility: capitalization applies to typing only.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Accepted for source compatibility: autocorrection applies to typing only.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted for source compatibility: the return key's title is on the keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Accepted for source compatibility: a help tag appears on hover only.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// Accepted for source compatibility: a help tag appears on hover only.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Accepted for source compatibility: a help tag appears on hover only.
    public func help(_ text: Text) -> some View { self }

    /// Accepted for source compatibility: hiding from VoiceOver does not change a picture.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Accepted for source compatibility: a context menu appears on a long press only.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Accepted for source compatibility: pull to refresh needs a drag.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Accepted for source compatibility: how a scroll view settles after a swipe.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Accepted for source compatibility: marks the layout whose views `.viewAligned` settles on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Accepted for source compatibility: haptics are felt, not drawn.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Accepted for source compatibility: haptics are felt, not drawn (`condition` is never
    /// called: a still has no change of `trigger`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Accepted for source compatibility: haptics are felt, not drawn (`feedback` is never
    /// called).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }

    /// Accepted for source compatibility: haptics are felt, not drawn (`feedback` is never
    /// called).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
