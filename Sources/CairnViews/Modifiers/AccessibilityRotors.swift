import Foundation

// VoiceOver rotors and accessibility focus (issue 23: pasted files compile). A rotor is a list
// VoiceOver offers when someone turns two fingers on the screen, and accessibility focus is
// where VoiceOver's cursor is; neither is drawn (VoiceOver is off at rest), so at rest iOS
// draws the same view and each modifier returns it unchanged. Entries' `prepare` closures run
// only when VoiceOver moves to them, which never happens in a still.

/// Content of a VoiceOver rotor, as SwiftUI's `AccessibilityRotorContent`: rotor entries,
/// `ForEach` of entries, and what `AccessibilityRotorContentBuilder` combines.
public protocol AccessibilityRotorContent {}

/// One entry of a VoiceOver rotor, as SwiftUI's `AccessibilityRotorEntry`: the element with
/// `id` (in `namespace`), or a range of text.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let id: ID?

    /// An entry labelled `label` for the element with `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }

    /// An entry labelled `label` for the element with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }

    /// An entry labelled `labelKey` for the element with `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }

    /// An entry labelled `labelKey` for the element with `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }

    /// An entry labelled `label` for the element with `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }

    /// An entry labelled `label` for the element with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.id = id }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry labelled `label` for a range of the element's text.
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { id = nil }

    /// An entry labelled `labelKey` for a range of the element's text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { id = nil }

    /// An entry labelled `label` for a range of the element's text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { id = nil }
}

/// Rotor content a builder combined: `AccessibilityRotorContentBuilder`'s result.
public struct TupleAccessibilityRotorContent<each Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let content: (repeat each Content)
}

/// The rotor content of an `if` without `else`, or of either branch of an `if … else`.
public enum ConditionalAccessibilityRotorContent<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>: AccessibilityRotorContent {
    /// The first branch.
    case first(TrueContent)
    /// The second branch.
    case second(FalseContent)
}

/// Rotor content that is nothing (an `if` whose condition is false).
public struct EmptyAccessibilityRotorContent: AccessibilityRotorContent {
    /// No entries.
    public init() {}
}

extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}

/// Builds rotor content from entries, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    /// No content.
    public static func buildBlock() -> EmptyAccessibilityRotorContent { EmptyAccessibilityRotorContent() }
    /// The pieces of a block.
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> TupleAccessibilityRotorContent<repeat each Content> {
        TupleAccessibilityRotorContent(content: (repeat each content))
    }
    /// The content of an `if` without `else`.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if … else`.
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(first: T) -> ConditionalAccessibilityRotorContent<T, F> { .first(first) }
    /// The second branch of an `if … else`.
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(second: F) -> ConditionalAccessibilityRotorContent<T, F> { .second(second) }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// Rotor entries for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: AccessibilityRotorContent {
    /// Rotor entries for the identifiable elements of `data`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

/// A rotor the system defines, as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    /// Links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Visited or unvisited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks") }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings\(level.rawValue)") }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

extension View {
    /// Adds a VoiceOver rotor labelled `label`, as SwiftUI's `accessibilityRotor(_:entries:)`:
    /// offered to VoiceOver, never drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// Adds a VoiceOver rotor labelled `labelKey` (`accessibilityRotor(_:entries:)`): never drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// Adds a VoiceOver rotor labelled `label` (`accessibilityRotor(_:entries:)`): never drawn.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// Replaces the entries of a system rotor (`accessibilityRotor(_:entries:)`): never drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// Adds a rotor of `entries`, each identified by `entryID` and read as `entryLabel`, as
    /// SwiftUI's `accessibilityRotor(_:entries:entryID:entryLabel:)`: never drawn.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Adds a rotor of `entries` (`accessibilityRotor(_:entries:entryID:entryLabel:)`): never drawn.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Adds a rotor of identifiable `entries` read as `entryLabel`, as SwiftUI's
    /// `accessibilityRotor(_:entries:entryLabel:)`: never drawn.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Adds a rotor of identifiable `entries` (`accessibilityRotor(_:entries:entryLabel:)`): never drawn.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Adds a rotor of ranges of the element's text, as SwiftUI's
    /// `accessibilityRotor(_:textRanges:)`: never drawn.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// Adds a rotor of ranges of the element's text (`accessibilityRotor(_:textRanges:)`).
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }

    /// Replaces a system rotor's entries with ranges of the element's text.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }

    /// Names this element `id` in `namespace` for rotor entries to point at, as SwiftUI's
    /// `accessibilityRotorEntry(id:in:)`: nothing drawn.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// A property wrapper for where VoiceOver's cursor is, as SwiftUI's `@AccessibilityFocusState`:
/// `false` (or nil) in a render unless the scene's code sets it; VoiceOver is off at rest, so
/// it draws nothing.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty, DynamicPropertyLink {
    /// A binding to an accessibility focus state, for `accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        /// The focus value.
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Kept as keyboard focus is: the same storage, a different meaning.
    private let focus: FocusState<Value>

    /// A Boolean accessibility focus state, false until set.
    public init() where Value == Bool { focus = FocusState() }
    /// An optional accessibility focus state, nil until set.
    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    /// The focus value.
    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    /// A binding for `accessibilityFocused(_:)`.
    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        focus.link(graph: graph, key: key, context: context)
    }
}

extension View {
    /// Binds VoiceOver's focus on this view to `condition`, as SwiftUI's
    /// `accessibilityFocused(_:)`: VoiceOver's cursor is not drawn at rest.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Binds VoiceOver's focus on this view to `binding` being `value`, as SwiftUI's
    /// `accessibilityFocused(_:equals:)`: VoiceOver's cursor is not drawn at rest.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
}
