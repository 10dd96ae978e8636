import Foundation
import CairnGeometry
import CairnSymbols

// More modifiers that only matter while someone interacts (second new-user trial): at rest
// iOS draws nothing different, so each returns the view unchanged.

/// Whether people can select a text's characters, as SwiftUI's `TextSelectability`.
public struct TextSelectability: Sendable {
    let enabled: Bool
    /// Text can be selected (long press → copy).
    public static let enabled = TextSelectability(enabled: true)
    /// Text cannot be selected (the default).
    public static let disabled = TextSelectability(enabled: false)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Dismissed with the drag, interactively.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The triggers of `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key of a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Accepted for source compatibility: selection needs a long press; the text is drawn the same.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Accepted for source compatibility: the keyboard is never shown in a still.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Accepted for source compatibility: submitting needs the return key.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

extension ForEach {
    /// Accepted for source compatibility: deleting needs a swipe or edit mode (never shown at
    /// rest); the rows are drawn unchanged (Apple: `onDelete(perform:)`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Accepted for source compatibility: moving needs a drag in edit mode; the rows are drawn
    /// unchanged (Apple: `onMove(perform:)`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}


/// Whether an input scrolls a view (Apple: `ScrollInputBehavior`, iOS 18).
public struct ScrollInputBehavior: Equatable, Sendable {
    let raw: Int
    /// The system decides whether the input scrolls the view.
    public static let automatic = ScrollInputBehavior(raw: 0)
    /// The input scrolls the view.
    public static let enabled = ScrollInputBehavior(raw: 1)
    /// The input does not scroll the view.
    public static let disabled = ScrollInputBehavior(raw: 2)
}

/// An input that scrolls views (Apple: `ScrollInputKind`, iOS 18).
public struct ScrollInputKind: Equatable, Sendable {
    let raw: Int
    /// Looking at the edge of a scroll view scrolls it (Apple: `look`; visionOS, declared on
    /// iOS 18).
    public static let look = ScrollInputKind(raw: 0)
}

extension View {
    /// Enables or disables scrolling by one kind of input (Apple:
    /// `scrollInputBehavior(_:for:)`, iOS 18): no input scrolls a rendered view, so a still
    /// at rest shows the same content either way.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
}

/// How a palette marks its selected item (Apple: `PaletteSelectionEffect`, iOS 17).
public struct PaletteSelectionEffect: Equatable, Sendable {
    let variant: SymbolVariants?
    let custom: Bool
    /// The system's effect: the tint on the selected item's image, or a stroke around it
    /// for symbols with their own colours.
    public static let automatic = PaletteSelectionEffect(variant: nil, custom: false)
    /// No system effect: the items' own images show the selection.
    public static let custom = PaletteSelectionEffect(variant: nil, custom: true)
    /// The selected item's symbol in `variant` (SF Symbols only).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(variant: variant, custom: false)
    }
}

extension View {
    /// Chooses how palette items show their selection (Apple: `paletteSelectionEffect(_:)`,
    /// iOS 17). The effect belongs to palettes inside menus, which a still draws closed;
    /// Cairn draws a `.palette` picker outside a menu as a segmented control, whose
    /// selection shows as a segment's thumb, so this changes nothing drawn.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
