import CairnGeometry
import Foundation

// Modifiers that act while someone edits, selects, drags, finds text or navigates (issue 23:
// pasted files compile). Each changes behaviour iOS shows only in response to input, an open
// menu or a push, so at rest iOS draws the same view with or without it; each returns the view
// unchanged. Their actions are never called in a still.

/// Whether a button repeats its action while held, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(rawValue: 0)
    /// Repeats while held.
    public static let enabled = ButtonRepeatBehavior(rawValue: 1)
    /// Never repeats.
    public static let disabled = ButtonRepeatBehavior(rawValue: 2)
}

/// The order of a menu's items when it opens, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = MenuOrder(rawValue: 0)
    /// The first items nearest the user's finger.
    public static let priority = MenuOrder(rawValue: 1)
    /// Top to bottom, as written.
    public static let fixed = MenuOrder(rawValue: 2)
}

/// Whether choosing a menu item closes the menu, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let rawValue: Int
    /// The platform's choice (closes).
    public static let automatic = MenuActionDismissBehavior(rawValue: 0)
    /// Closes the menu.
    public static let enabled = MenuActionDismissBehavior(rawValue: 1)
    /// Keeps the menu open.
    public static let disabled = MenuActionDismissBehavior(rawValue: 2)
}

/// Whether a view activates when something dragged hovers over it, as SwiftUI's
/// `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(rawValue: 0)
    /// Activates under a drag.
    public static let enabled = SpringLoadingBehavior(rawValue: 1)
    /// Never activates under a drag.
    public static let disabled = SpringLoadingBehavior(rawValue: 2)
}

/// Which side of a character a selection or the caret sticks to, as SwiftUI's
/// `TextSelectionAffinity`.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The framework decides from the context.
    case automatic
    /// The character before.
    case upstream
    /// The character after.
    case downstream
}

/// The Writing Tools experience of text, as SwiftUI's `WritingToolsBehavior`.
public struct WritingToolsBehavior: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(rawValue: 0)
    /// The complete, inline experience.
    public static let complete = WritingToolsBehavior(rawValue: 1)
    /// The limited experience in an overlay panel.
    public static let limited = WritingToolsBehavior(rawValue: 2)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(rawValue: 3)
}

/// How a pushed or presented view enters, as SwiftUI's `NavigationTransition`.
public protocol NavigationTransition: Sendable {}

/// The platform's default push transition.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The zoom from a `matchedTransitionSource(id:in:)` into the pushed view.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's default transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the source with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// The capitalization UIKit applies while typing, as UIKit's `UITextAutocapitalizationType`
/// (for SwiftUI's deprecated `autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// None.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

extension View {
    /// Keeps this row from being selected, as SwiftUI's `selectionDisabled(_:)`: the rows'
    /// selection is drawn from the bound value either way.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Keeps this row from being deleted, as SwiftUI's `deleteDisabled(_:)`: deleting needs a
    /// swipe or edit mode, never shown at rest.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Keeps this row from being moved, as SwiftUI's `moveDisabled(_:)`: moving needs a drag in
    /// edit mode, never shown at rest.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Says whether buttons repeat while held, as SwiftUI's `buttonRepeatBehavior(_:)`: nothing
    /// is held at rest.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

    /// Orders a menu's items when it opens, as SwiftUI's `menuOrder(_:)`: a closed menu shows
    /// only its label.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Says whether a menu closes after an item is chosen, as SwiftUI's
    /// `menuActionDismissBehavior(_:)`: a closed menu shows only its label.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    /// Says whether the view activates under a drag, as SwiftUI's `springLoadingBehavior(_:)`:
    /// nothing is dragged at rest.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }

    /// Flashes the scroll indicators when the scroll view appears, as SwiftUI's
    /// `scrollIndicatorsFlash(onAppear:)`: the flash fades within a moment; a scroll view at
    /// rest shows no indicators.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes, as SwiftUI's
    /// `scrollIndicatorsFlash(trigger:)`: nothing changes in a still.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Marks content a widget invalidates while its intent runs, as SwiftUI's
    /// `invalidatableContent(_:)`: drawn the same until a button's intent runs.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// Turns off the find navigator of text editors inside, as SwiftUI's `findDisabled(_:)`:
    /// the find bar is never shown at rest.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns off replacing in the find navigator, as SwiftUI's `replaceDisabled(_:)`: the find
    /// bar is never shown at rest.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Presents the find-and-replace bar of the text editors inside while `isPresented` is
    /// true, as SwiftUI's `findNavigator(isPresented:)` (iOS 16). On iOS the bar rides above
    /// the keyboard, which a still does not show, so nothing drawn changes.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// Lets the user suppress the dialogs and alerts presented inside, as SwiftUI's
    /// `dialogSuppressionToggle(isSuppressed:)` (iOS 17): Apple documents it as "unused on
    /// other platforms" than macOS, so nothing changes on iOS.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// The same with a custom suppression message (used on macOS only).
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }

    /// The same with a custom suppression message (used on macOS only).
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }

    /// The same with a custom suppression message (used on macOS only).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }

    /// Sets which side the caret sticks to, as SwiftUI's `textSelectionAffinity(_:)`: no caret
    /// or selection is drawn at rest.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }

    /// Sets the Writing Tools experience, as SwiftUI's `writingToolsBehavior(_:)`: Writing
    /// Tools open only from a selection.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Sets the text typing selects this row by, as SwiftUI's `typeSelectEquivalent(_:)`:
    /// typing is never shown.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }

    /// Sets the text typing selects this row by (`typeSelectEquivalent(_:)`).
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }

    /// Sets the text typing selects this row by (`typeSelectEquivalent(_:)`).
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }

    /// Sets the rename action of this view (`\.rename`) to focus `isFocused`, as SwiftUI's
    /// `renameAction(_:)`: a `RenameButton` inside, or the navigation title's menu, runs it.
    /// The menu is closed at rest; a scripted tap on a `RenameButton` sets `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }

    /// Sets the rename action of this view (`\.rename`) to run `action`, as SwiftUI's
    /// `renameAction(_:)`: a `RenameButton` inside runs it when tapped (a scripted tap).
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Marks this view as the source of a zoom transition, as SwiftUI's
    /// `matchedTransitionSource(id:in:)`: nothing changes until a push zooms from it.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Sets how this pushed view enters, as SwiftUI's `navigationTransition(_:)`: a still
    /// shows the view after the push, so the same picture.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Names the interactions inside for performance signposts, as SwiftUI's
    /// `interactionActivityTrackingTag(_:)`: a tracing label, never drawn.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

    /// Deprecated spelling of `textInputAutocapitalization(_:)`: capitalization applies to
    /// typing only.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Deprecated spelling of `autocorrectionDisabled(_:)`: autocorrection applies to typing only.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Deprecated spelling of `statusBarHidden(_:)`: a render has no status bar.
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}

/// A view that SwiftUI re-renders only when it differs (`==`) from its previous value, as
/// SwiftUI's `EquatableView`: a still renders once, so it draws its content unchanged.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content, unchanged.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Wraps this view in an `EquatableView`, as SwiftUI's `equatable()`: it draws the same.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// The standard rename interaction (Apple: `RenameAction`, iOS 16), read from `\.rename`: set by
/// `renameAction(_:)` and run by `RenameButton`.
public struct RenameAction {
    let action: () -> Void

    /// Runs the rename interaction.
    public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
    /// The rename action `renameAction(_:)` set, or nil (then a `RenameButton` is disabled).
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}
