import CairnViews
import Foundation

extension ButtonRole {
    /// A button that closes a view without a change to save (iOS 26), such as a sheet of
    /// read-only content: drawn like any other button at rest; `Button(role: .close) {}` is
    /// labelled with an x mark.
    public static let close = ButtonRole(name: "close")
    /// A button that confirms an operation (iOS 26; Apple: "A role that indicates a button
    /// that confirms an operation"); `Button(role: .confirm) {}` is labelled with a check
    /// mark.
    public static let confirm = ButtonRole(name: "confirm")
}

/// Marks the nodes of a `.confirm` button, so an iOS 26 toolbar gives its item prominent
/// glass (`ButtonRole.isProminentInToolbar(_:)`).
enum ConfirmRoleKey {}

extension ButtonRole {
    /// Whether `item` (a toolbar item's node) holds a `.confirm` button: iOS 26 draws it on
    /// glass tinted with the accent colour, its label white (Apple documents the role, not its
    /// look; the accepted answer of Apple developer forums thread 791292 describes it as the
    /// "Standard done button (prominent in toolbar)", as UIKit's `.prominent` done item).
    static func isProminentInToolbar(_ item: ViewNode) -> Bool {
        item.carriesLayoutValue(ConfirmRoleKey.self)
    }
}

extension ViewNode {
    /// Whether this node or one below it carries a layout value for `key` (a toolbar item's
    /// confirm role or hidden shared background, set on whichever view the modifier wrapped).
    func carriesLayoutValue(_ key: Any.Type) -> Bool {
        var found = false
        _ = walk { node, _ in
            if node.layoutValues[ObjectIdentifier(key)] != nil { found = true }
            return !found
        }
        return found
    }
}

/// The label `Button(role:action:)` gives a button (iOS 26; Apple: "Creates a button that
/// displays a default label"): a `Label` whose symbol says the role — `xmark` for `.close`
/// and `.cancel` (Apple's example: `Button(role: .cancel)` "would display a button with a
/// 'x' symbol in the toolbar"), `checkmark` for `.confirm`, `trash` for `.destructive` — and
/// whose title is the role's word (Close, Cancel, Done, Delete). In a toolbar it shows the
/// symbol alone, as every toolbar label does; elsewhere title and symbol (Cairn's reading:
/// Apple shows the label only in toolbars). In an iOS 26 toolbar a `.confirm` button has a
/// capsule of its own, of glass tinted with the accent colour, and a white label.
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The role's word and symbol.
    var parts: (title: String, symbol: String) {
        switch role {
        case .confirm: ("Done", "checkmark")
        case .cancel: ("Cancel", "xmark")
        case .destructive: ("Delete", "trash")
        default: ("Close", "xmark")
        }
    }

    /// The label of the role's word and symbol.
    public var body: some View { Label(parts.title, systemImage: parts.symbol) }
}

extension Button where Label == DefaultButtonLabel {
    /// A button labelled for its `role` by the system (iOS 26, Apple: `init(role:action:)`,
    /// "Creates a button that displays a default label"): see `DefaultButtonLabel`.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
