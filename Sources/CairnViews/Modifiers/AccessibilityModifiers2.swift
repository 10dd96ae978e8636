import CairnGeometry
import Foundation

// More VoiceOver, Voice Control and Switch Control metadata (issue 23: pasted files compile).
// Assistive technologies read these; none is drawn, so at rest iOS draws the same view with or
// without them, and each returns the view unchanged. Actions and handlers run only when an
// assistive technology invokes them, which never happens in a still: Cairn never calls them.

/// A text's characters, as assistive technologies read them.
func accessibilityName(_ text: Text) -> String { text.segments.map(\.string).joined() }

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The default action (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape action (VoiceOver's two-finger scrub, "dismiss").
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action named `name`.
    public init(named name: Text) { self.name = "named:" + accessibilityName(name) }
    init(name: String) { self.name = name }
}

/// The direction of an adjustable element's change, as SwiftUI's
/// `AccessibilityAdjustmentDirection` (VoiceOver's swipe up and down).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increase the value.
    case increment
    /// Decrease the value.
    case decrement
}

/// A named group of accessibility actions, as SwiftUI's `AccessibilityActionCategory`.
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String
    /// A category named `name`.
    public init(_ name: Text) { self.name = accessibilityName(name) }
    /// A category named `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { self.name = accessibilityName(Text(nameKey)) }
    /// The system's category for editing actions.
    public static let edit = AccessibilityActionCategory(Text("Edit"))
}

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel` (VoiceOver's rotor
/// navigates headings by level).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading without a level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

/// How VoiceOver reads a text, as SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    /// Plain text (the default).
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File system paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A narrative, such as a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The role of an element in a label and content pair, as SwiftUI's
/// `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The element is the pair's label.
    case label
    /// The element is the pair's content.
    case content
}

/// Options of a direct-touch area, as SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver does not speak when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area needs activating before touches pass through.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A zoom gesture an assistive technology performs, as SwiftUI's
/// `AccessibilityZoomGestureAction` (never performed in a render).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Whether the gesture zooms in or out.
    public enum Direction: Hashable, Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }

    /// The gesture's direction.
    public let direction: Direction
    /// Where the zoom is centred, in the element's unit space.
    public let location: UnitPoint
    /// Where the zoom is centred, in the element's points.
    public let point: CGPoint
}

/// A key that labels an element's custom content, as SwiftUI's
/// `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let id: String
    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) { self.id = id }
    /// A key labelled `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    /// A key labelled and identified by `labelKey`.
    public init(_ labelKey: LocalizedStringKey) { self.id = accessibilityName(Text(labelKey)) }
}

extension View {
    /// Adds an action of `actionKind` that assistive technologies perform, as SwiftUI's
    /// `accessibilityAction(_:_:)`: at rest iOS draws the same (actions have no appearance);
    /// `handler` is never called in a still.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a custom action named `nameKey`, as SwiftUI's `accessibilityAction(named:_:)`
    /// (VoiceOver lists it under "Actions"): nothing drawn; `handler` is never called in a still.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a custom action named `name`, as SwiftUI's `accessibilityAction(named:_:)`:
    /// nothing drawn; `handler` is never called in a still.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a custom action named `name`, as SwiftUI's `accessibilityAction(named:_:)`:
    /// nothing drawn; `handler` is never called in a still.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a custom action labelled by `label`, as SwiftUI's `accessibilityAction(action:label:)`:
    /// the label is read, not drawn; `action` is never called in a still.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

    /// Adds the actions of the buttons in `content`, as SwiftUI's `accessibilityActions(_:)`: the
    /// buttons are offered to VoiceOver and never drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Adds the actions of `content` under `category`, as SwiftUI's
    /// `accessibilityActions(category:_:)`: never drawn.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View { self }

    /// Makes the element adjustable, as SwiftUI's `accessibilityAdjustableAction(_:)`
    /// (VoiceOver's swipe up and down): nothing drawn; `handler` is never called in a still.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Adds a scroll action (VoiceOver's three-finger swipe), as SwiftUI's
    /// `accessibilityScrollAction(_:)`: nothing drawn; `handler` is never called in a still.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Adds a zoom action, as SwiftUI's `accessibilityZoomAction(_:)`: nothing drawn; `handler`
    /// is never called in a still.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    /// Gives the element the accessibility children `children` builds, as SwiftUI's
    /// `accessibilityChildren(children:)`: they are read, never drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// Replaces the element's accessibility with that of `representation`, as SwiftUI's
    /// `accessibilityRepresentation(representation:)`: the original view is what iOS draws.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Adds custom content VoiceOver reads on request, as SwiftUI's
    /// `accessibilityCustomContent(_:_:importance:)` (without `importance:`, whose
    /// `AXCustomContent.Importance` comes from the Accessibility framework): never drawn.
    public func accessibilityCustomContent(_ label: Text, _ value: Text) -> some View { self }

    /// Adds custom content VoiceOver reads on request (`accessibilityCustomContent(_:_:)`): never drawn.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text?) -> some View { self }

    /// Adds custom content VoiceOver reads on request (`accessibilityCustomContent(_:_:)`): never drawn.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey) -> some View { self }

    /// Adds custom content VoiceOver reads on request (`accessibilityCustomContent(_:_:)`): never drawn.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V) -> some View { self }

    /// Adds custom content under `key` (`accessibilityCustomContent(_:_:)`): never drawn.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?) -> some View { self }

    /// Adds custom content under `key` (`accessibilityCustomContent(_:_:)`): never drawn.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey) -> some View { self }

    /// Adds custom content under `key` (`accessibilityCustomContent(_:_:)`): never drawn.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V) -> some View { self }

    /// Sets the words Voice Control accepts for the element, as SwiftUI's
    /// `accessibilityInputLabels(_:)`: heard, never drawn.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// Sets the words Voice Control accepts for the element (`accessibilityInputLabels(_:)`).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Sets the words Voice Control accepts for the element (`accessibilityInputLabels(_:)`).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Says whether the element responds to interaction, as SwiftUI's
    /// `accessibilityRespondsToUserInteraction(_:)`: nothing drawn.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Orders the element among its siblings for VoiceOver (higher first), as SwiftUI's
    /// `accessibilitySortPriority(_:)`: reading order, not drawing order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Sets where VoiceOver activates the element, as SwiftUI's `accessibilityActivationPoint(_:)`.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// Sets where VoiceOver activates the element, in its unit space
    /// (`accessibilityActivationPoint(_:)`).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Marks a direct-touch area, as SwiftUI's `accessibilityDirectTouch(_:options:)`: nothing drawn.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }

    /// Sets where a drag starts for assistive technologies, as SwiftUI's
    /// `accessibilityDragPoint(_:description:)`: nothing drawn.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }

    /// Sets where a drag starts (`accessibilityDragPoint(_:description:)`): nothing drawn.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { self }

    /// Sets where a drag starts (`accessibilityDragPoint(_:description:)`): nothing drawn.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }

    /// Sets where a drop lands for assistive technologies, as SwiftUI's
    /// `accessibilityDropPoint(_:description:)`: nothing drawn.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }

    /// Sets where a drop lands (`accessibilityDropPoint(_:description:)`): nothing drawn.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { self }

    /// Sets where a drop lands (`accessibilityDropPoint(_:description:)`): nothing drawn.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }

    /// Sets the heading level VoiceOver's rotor uses, as SwiftUI's `accessibilityHeading(_:)`:
    /// the text is drawn as its font says.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Keeps the view from being inverted by Smart Invert, as SwiftUI's
    /// `accessibilityIgnoresInvertColors(_:)`: at rest (Smart Invert off) iOS draws the same.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Pairs a label element with its content element, as SwiftUI's
    /// `accessibilityLabeledPair(role:id:in:)`: nothing drawn.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Links the element with others of the same `id` for navigation, as SwiftUI's
    /// `accessibilityLinkedGroup(id:in:)`: nothing drawn.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Shows the view in the large content viewer on a long press at accessibility text sizes,
    /// as SwiftUI's `accessibilityShowsLargeContentViewer()`: nothing at rest.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the large content viewer on a long press, as SwiftUI's
    /// `accessibilityShowsLargeContentViewer(_:)`: the viewer never shows at rest.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Says how VoiceOver reads the text, as SwiftUI's `accessibilityTextContentType(_:)`.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Sets what VoiceOver announces while a scroll view inside is scrolled, as SwiftUI's
    /// `accessibilityScrollStatus(_:isEnabled:)` (iOS 26): announced, never drawn.
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> some View { self }

    /// `accessibilityScrollStatus(_:isEnabled:)` with a localized key: announced, never drawn.
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { self }

    /// `accessibilityScrollStatus(_:isEnabled:)` with a string: announced, never drawn.
    @_disfavoredOverload
    public func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true) -> some View { self }
}

extension Text {
    /// Sets the heading level VoiceOver's rotor uses, keeping a `Text` (SwiftUI's
    /// `Text.accessibilityHeading(_:)`): drawn the same.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }

    /// Says how VoiceOver reads the text, keeping a `Text` (SwiftUI's
    /// `Text.accessibilityTextContentType(_:)`): drawn the same.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }

    /// Raises or lowers VoiceOver's pitch for the text (-1...1), as SwiftUI's
    /// `Text.speechAdjustedPitch(_:)`: heard, not drawn.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Has VoiceOver speak every punctuation mark, as SwiftUI's
    /// `Text.speechAlwaysIncludesPunctuation(_:)`: heard, not drawn.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Queues the text's announcement behind the one being spoken, as SwiftUI's
    /// `Text.speechAnnouncementsQueued(_:)`: heard, not drawn.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// Has VoiceOver spell the text letter by letter, as SwiftUI's
    /// `Text.speechSpellsOutCharacters(_:)`: heard, not drawn.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}

extension View {
    /// Raises or lowers VoiceOver's pitch for the text in this view (-1...1), as SwiftUI's
    /// `speechAdjustedPitch(_:)`: heard, not drawn.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Has VoiceOver speak every punctuation mark, as SwiftUI's
    /// `speechAlwaysIncludesPunctuation(_:)`: heard, not drawn.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Queues announcements behind the one being spoken, as SwiftUI's
    /// `speechAnnouncementsQueued(_:)`: heard, not drawn.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Has VoiceOver spell text letter by letter, as SwiftUI's `speechSpellsOutCharacters(_:)`:
    /// heard, not drawn.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}

// SwiftUI's deprecated `accessibility(…:)` spellings (iOS 13), which pasted code still uses:
// each behaves as its replacement, which draws nothing.
extension View {
    /// Deprecated spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Deprecated spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { self }

    /// Deprecated spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { self }

    /// Deprecated spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { self }

    /// Deprecated spelling of `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Deprecated spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// Deprecated spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }

    /// Deprecated spelling of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> some View { self }

    /// Deprecated spelling of `accessibilityInputLabels(_:)`.
    public func accessibility(inputLabels: [Text]) -> some View { self }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: CGPoint) -> some View { self }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`, in unit space.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
}
