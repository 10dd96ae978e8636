import Foundation

/// The edits a user may make to a `ForEach` or `List` over a binding to a collection
/// (SwiftUI's `EditActions`, iOS 16): deleting rows by swiping and moving them by dragging.
///
/// A still image shows no edit in progress, as iOS shows none at rest: the actions change
/// nothing Cairn draws, and rows keep their order (the binding is never written).
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int
    /// Actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted (swipe to delete on iOS).
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// Rows can be moved (drag to reorder on iOS).
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Rows can be deleted and moved.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// A row of an editable `ForEach` (Apple: `EditableCollectionContent`, "An opaque wrapper view
/// that adds editing capabilities to a row in a list"). Nothing is edited in a still: it draws
/// the row.
public struct EditableCollectionContent<Content: View, Data: Collection>: View {
    let content: Content
    /// The row.
    public var body: some View { content }
}

extension ForEach where Content: View {
    /// Views for the bound collection's identifiable elements, each given a binding to its
    /// element, with `editActions` enabled (`ForEach($items, editActions: .all) { $item in … }`;
    /// nothing is edited in a still image). Each row is an `EditableCollectionContent`, as in
    /// SwiftUI.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, Content == EditableCollectionContent<R, C> {
        self.init(data: data, id: \.id) { EditableCollectionContent(content: content($0)) }
    }

    /// Views for the bound collection's elements identified by `id`, each given a binding to
    /// its element, with `editActions` enabled.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == Binding<C>, Content == EditableCollectionContent<R, C> {
        self.init(data: data, id: (\Binding<C.Element>.wrappedValue).appending(path: id)) { EditableCollectionContent(content: content($0)) }
    }
}

extension ForEach where Content: View {
    /// Views for the bound collection's elements identified by `id` (a key path on the
    /// element, as `ForEach($names, id: \.self) { $name in … }`), each given a binding to its
    /// element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data: data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
