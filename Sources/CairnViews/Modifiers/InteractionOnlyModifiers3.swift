import CairnDisplayList
import CairnGeometry
import Foundation

// More modifiers that only input, the keyboard or the pointer reach (issue 22): each compiles
// and changes nothing drawn, as a still of the view at rest on iOS shows.

/// The kind of text a field expects, as UIKit's `UITextContentType` (for autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's name.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
}

/// A key press's outcome, as SwiftUI's `KeyPress.Result`.
public enum KeyPressResult: Sendable {
    /// The press was handled.
    case handled
    /// The press should go on to other views.
    case ignored
}

/// A key press, as SwiftUI's `KeyPress` (no key is ever pressed in a render).
public struct KeyPress: Sendable {
    /// What an `onKeyPress` action answers.
    public typealias Result = KeyPressResult
    /// The characters the key produced.
    public let characters: String
}

/// A key that `onKeyPress(_:action:)` matches, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// The key for `character`.
    public init(_ character: Character) { self.character = character }
    /// The key for the literal's character.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// How a view reacts to the pointer hovering over it on iPad, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    let kind: Int
    /// The system's choice.
    public static let automatic = HoverEffect(kind: 0)
    /// The view lifts.
    public static let lift = HoverEffect(kind: 1)
    /// The view is highlighted.
    public static let highlight = HoverEffect(kind: 2)
}

extension View {
    /// Adds a context menu with a preview, as SwiftUI's `contextMenu(menuItems:preview:)`: shown
    /// after a long press, never at rest.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// Makes the view draggable with `payload`, as SwiftUI's `draggable(_:)`: nothing drawn changes.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Makes the view draggable with `payload` and a drag preview, as SwiftUI's
    /// `draggable(_:preview:)`: nothing drawn changes.
    public func draggable<T, P: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> P) -> some View { self }

    /// Accepts dropped items of type `T`, as SwiftUI's `dropDestination(for:action:isTargeted:)`:
    /// nothing is dropped in a render.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// Says what kind of text a field expects (for autofill), as SwiftUI's `textContentType(_:)`.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Disables scrolling of the scroll views in this view, as SwiftUI's `scrollDisabled(_:)`:
    /// a still at rest shows the same content either way.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Runs `action` when `key` is pressed while the view has focus, as SwiftUI's
    /// `onKeyPress(_:action:)`: no key is pressed in a render.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` for any key pressed while the view has focus: no key is pressed in a render.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Runs `action` when characters in `characters` are typed: no key is pressed in a render.
    public func onKeyPress(characters: CharacterSet, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Adds a pointer hover effect (iPad), as SwiftUI's `hoverEffect(_:isEnabled:)`: none at rest.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Runs `action` as the pointer enters or leaves the view, as SwiftUI's `onHover(perform:)`:
    /// no pointer in a render.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Gives the view's gestures precedence over the system's at `edges`, as SwiftUI's
    /// `defersSystemGestures(on:)`: nothing drawn changes.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Accepted as SwiftUI's `persistentSystemOverlays(_:)`: a render has no home indicator.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

// Spellings SwiftUI deprecated that pasted code still uses, each behaving as its replacement.
extension View {
    /// Sets the colour scheme of this view and its descendants, as SwiftUI's deprecated
    /// `colorScheme(_:)` (`environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Tints the controls in this view with `accentColor`, as SwiftUI's deprecated
    /// `accentColor(_:)` (replaced by `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Extends the view into the safe area, as SwiftUI's deprecated `edgesIgnoringSafeArea(_:)`
    /// (replaced by `ignoresSafeArea(_:edges:)`): under a bar, the view extends beneath it.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
