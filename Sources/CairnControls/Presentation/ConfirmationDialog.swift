import Foundation
import CairnViews

// SwiftUI's `.confirmationDialog` modifiers (iOS 15+), with Apple's names, labels and
// defaults. With `isPresented` false the modifier adds nothing (the same nodes, the same
// bytes); with it true the whole canvas is dimmed and the action sheet drawn at its bottom,
// as an iOS 17 iPhone shows it (the metrics and their evidence: ActionSheetMetrics.swift);
// under the iOS 26 design era, iOS 26's undimmed glass panel (GlassActionSheet.swift).

extension View {
    /// Presents a confirmation dialog, titled by a localized string key, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    ///
    /// Under `DesignEra.iOS26` the dialog is iOS 26's glass panel, centred, with no Cancel
    /// button and no dimming (`GlassActionSheetView`). Under `.iOS17` it is an action sheet
    /// at the bottom of the dimmed canvas: the `Button`s of `actions` in one rounded group (a
    /// `.destructive` label red), a Cancel button in its own group below. Apple: "Dialogs
    /// include a standard dismiss action by default. If you provide a button with a role of
    /// `cancel`, that button takes the place of the default dismiss action." The title is
    /// shown only with `titleVisibility: .visible` (`ActionSheetMetrics.showsTitle`); a
    /// message, when given, always. Every button sets `isPresented` to false after its action
    /// ("All actions in a confirmation dialog will dismiss the dialog after the action
    /// runs"). The drawing: `ActionSheet`.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog, titled by a string, shown verbatim, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog, titled by a text view, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: title, titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message, titled by a localized string key, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message, titled by a string, shown verbatim, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message, titled by a text view, while `isPresented` is true
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return ConfirmationDialogPresenter(content: self, title: title, titleVisibility: titleVisibility, isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog built from `data`, titled by a localized string key, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`).
    ///
    /// Apple: "For the dialog to appear, both `isPresented` must be `true` and `data` must
    /// not be `nil`."
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog built from `data`, titled by a string, shown verbatim, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog built from `data`, titled by a text view, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`).
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: title, titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message built from `data`, titled by a localized string key, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message built from `data`, titled by a string, shown verbatim, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog with a message built from `data`, titled by a text view, while `isPresented` is true and `data` is not nil
    /// (Apple: `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(content: self, title: title, titleVisibility: titleVisibility, isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }
}
