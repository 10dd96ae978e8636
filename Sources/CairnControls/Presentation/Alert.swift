import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

// SwiftUI's `.alert` modifiers (iOS 15+), with Apple's names, labels and defaults. With
// `isPresented` false the modifier adds nothing (the same nodes, the same bytes); with it
// true the whole canvas is dimmed and the alert card drawn centred over it, as an iOS 17
// iPhone shows it (the metrics and their evidence: AlertCard.swift, AlertPresenter.swift).

extension View {
    /// Presents an alert titled by a localized string key while `isPresented` is true
    /// (Apple: `alert(_:isPresented:actions:)`).
    ///
    /// The alert's buttons are the `Button`s `actions` builds (roles honoured: a
    /// `.destructive` label is red, the `.cancel` button is bold and goes leading in a row of
    /// two, at the bottom of a stack). Apple: "If no actions are present, the system includes
    /// a standard 'OK' action." Everything else about the drawing: `AlertCard`.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: Text(titleKey), isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert titled by a string, shown verbatim, while `isPresented` is true
    /// (Apple: `alert(_:isPresented:actions:)`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: Text(title), isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert titled by a text view while `isPresented` is true (Apple:
    /// `alert(_:isPresented:actions:)`).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: title, isPresented: shown, actions: shown ? actions() : nil, message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message, titled by a localized string key, while
    /// `isPresented` is true (Apple: `alert(_:isPresented:actions:message:)`). The message
    /// is drawn in the footnote style under the title, centred.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: Text(titleKey), isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message, titled by a string shown verbatim, while
    /// `isPresented` is true (Apple: `alert(_:isPresented:actions:message:)`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: Text(title), isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message, titled by a text view, while `isPresented` is true
    /// (Apple: `alert(_:isPresented:actions:message:)`).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return AlertPresenter(content: self, title: title, isPresented: shown, actions: shown ? actions() : nil, message: shown ? message() : nil, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert built from `data`, titled by a localized string key, while
    /// `isPresented` is true and `data` is not nil (Apple:
    /// `alert(_:isPresented:presenting:actions:)`: "For the alert to appear, both
    /// `isPresented` must be `true` and `data` must not be `nil`").
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: Text(titleKey), isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert built from `data`, titled by a string shown verbatim, while
    /// `isPresented` is true and `data` is not nil (Apple:
    /// `alert(_:isPresented:presenting:actions:)`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: Text(title), isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert built from `data`, titled by a text view, while `isPresented` is
    /// true and `data` is not nil (Apple: `alert(_:isPresented:presenting:actions:)`).
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: title, isPresented: item != nil, actions: item.map(actions), message: Optional<EmptyView>.none, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message built from `data`, titled by a localized string
    /// key, while `isPresented` is true and `data` is not nil (Apple:
    /// `alert(_:isPresented:presenting:actions:message:)`).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: Text(titleKey), isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message built from `data`, titled by a string shown
    /// verbatim, while `isPresented` is true and `data` is not nil (Apple:
    /// `alert(_:isPresented:presenting:actions:message:)`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: Text(title), isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message built from `data`, titled by a text view, while
    /// `isPresented` is true and `data` is not nil (Apple:
    /// `alert(_:isPresented:presenting:actions:message:)`).
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let item = isPresented.wrappedValue ? data : nil
        return AlertPresenter(content: self, title: title, isPresented: item != nil, actions: item.map(actions), message: item.map(message), dismiss: { isPresented.wrappedValue = false })
    }
}
