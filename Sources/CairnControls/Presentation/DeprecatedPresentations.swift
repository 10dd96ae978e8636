import CairnViews
import Foundation

// SwiftUI's alert and action sheet of iOS 13–14 (deprecated, still in pasted code): each is
// drawn by its modern replacement — `Alert` by `.alert(_:isPresented:actions:message:)`,
// `ActionSheet` by `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` with
// its title visible, as UIKit's action sheet showed it.

/// An alert's description, as SwiftUI's deprecated `Alert`: a title, an optional message and
/// one or two buttons.
public struct Alert {
    /// A button of an `Alert` or `ActionSheet`, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button of the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// A cancel button with the system's label ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        /// A destructive button (drawn red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (nil: "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, `primaryButton` first.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// An action sheet's description, as SwiftUI's deprecated `ActionSheet`.
public struct ActionSheet {
    /// A button of the sheet (the same type as an alert's).
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title` with `buttons` (by default one cancel button).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a deprecated alert or sheet, as the modern API's action views.
private struct LegacyButtons: View {
    let buttons: [Alert.Button]
    var body: some View {
        ForEach(buttons.indices, id: \.self) { i in
            let button = buttons[i]
            CairnControls.Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

extension View {
    /// Presents the alert `content` describes while `isPresented` is true, as SwiftUI's
    /// deprecated `alert(isPresented:content:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return self.alert(alert?.title ?? Text(verbatim: ""), isPresented: isPresented,
                          actions: { LegacyButtons(buttons: alert?.buttons ?? []) }, message: { alert?.message })
    }

    /// Presents the alert `content` describes for `item` while it is non-nil, as SwiftUI's
    /// deprecated `alert(item:content:)`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return self.alert(alert?.title ?? Text(verbatim: ""), isPresented: shown,
                          actions: { LegacyButtons(buttons: alert?.buttons ?? []) }, message: { alert?.message })
    }

    /// Presents the action sheet `content` describes while `isPresented` is true, as SwiftUI's
    /// deprecated `actionSheet(isPresented:content:)`.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return confirmationDialog(sheet?.title ?? Text(verbatim: ""), isPresented: isPresented, titleVisibility: .visible,
                                  actions: { LegacyButtons(buttons: sheet?.buttons ?? []) }, message: { sheet?.message })
    }

    /// Presents the action sheet `content` describes for `item` while it is non-nil, as
    /// SwiftUI's deprecated `actionSheet(item:content:)`.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return confirmationDialog(sheet?.title ?? Text(verbatim: ""), isPresented: shown, titleVisibility: .visible,
                                  actions: { LegacyButtons(buttons: sheet?.buttons ?? []) }, message: { sheet?.message })
    }
}
