import Foundation

// VoiceOver metadata SwiftUI code commonly carries (Apple's Scrumdinger tutorial uses all of
// these). None changes what a still image shows, so each returns the view unchanged.

/// How an accessibility element treats the elements of its children, as SwiftUI's
/// `AccessibilityChildBehavior` (`.ignore`, `.combine`, `.contain`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are hidden; the element stands for them (SwiftUI's default for
    /// `accessibilityElement(children:)`).
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children's labels and values are merged into the element's.
    public static let combine = AccessibilityChildBehavior(kind: 1)
    /// The children stay elements inside a container element.
    public static let contain = AccessibilityChildBehavior(kind: 2)
}

/// Traits that describe how an accessibility element behaves, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt
    /// Traits from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value or label updates frequently.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: VoiceOver ignores the elements beside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

extension View {
    /// Accepted for source compatibility: makes the view one VoiceOver element (SwiftUI's
    /// `accessibilityElement(children:)`, default `.ignore`); nothing drawn changes.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Accepted for source compatibility: the value VoiceOver reads (`accessibilityValue(_:)`).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// Accepted for source compatibility: the value VoiceOver reads (`accessibilityValue(_:)`).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Accepted for source compatibility: the value VoiceOver reads (`accessibilityValue(_:)`).
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// Accepted for source compatibility: the hint VoiceOver reads after a pause (`accessibilityHint(_:)`).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// Accepted for source compatibility: the hint VoiceOver reads after a pause (`accessibilityHint(_:)`).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Accepted for source compatibility: the hint VoiceOver reads after a pause (`accessibilityHint(_:)`).
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// Accepted for source compatibility: adds VoiceOver traits (`accessibilityAddTraits(_:)`).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Accepted for source compatibility: removes VoiceOver traits (`accessibilityRemoveTraits(_:)`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
}
