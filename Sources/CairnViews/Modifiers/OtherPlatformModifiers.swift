import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnTransferable
import Foundation

// Modifiers Apple declares for macOS, watchOS, tvOS or visionOS, or for input a still never
// receives (the pointer, modifier keys, the Digital Crown, hand gestures, window activation,
// drag sessions). Multiplatform SwiftUI uses them beside iOS code, often without `#if os`;
// Cairn declares them with Apple's names, labels and defaults so such files compile. Each
// changes nothing drawn: Cairn draws the iPhone's look at rest, where none of them shows
// (`toolbarItemHidden(true)` alone removes its view, as macOS does). Availability and
// descriptions are from Apple's documentation pages, named on each.

/// How severe an alert or confirmation dialog is (Apple: `DialogSeverity`, iOS 17 type).
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    /// Errors `.critical`, others `.standard` (Apple's rule).
    public static let automatic = DialogSeverity(name: "automatic")
    /// An ordinary dialog.
    public static let standard = DialogSeverity(name: "standard")
    /// A dialog that warns of a destructive or dangerous action (macOS draws a caution symbol).
    public static let critical = DialogSeverity(name: "critical")
}

/// Whether materials look active (Apple: `MaterialActiveAppearance`, iOS 18). Off macOS
/// materials are always active, so no value changes a drawing.
public struct MaterialActiveAppearance: Equatable, Sendable {
    let name: String
    /// The platform's convention (always active on iOS).
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// Always active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// Always inactive (macOS).
    public static let inactive = MaterialActiveAppearance(name: "inactive")
    /// As the window is (always active on iOS).
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension EnvironmentValues {
    /// The active appearance of materials (Apple: iOS 18; default `.automatic`).
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
}

private struct MaterialActiveAppearanceKey: EnvironmentKey {
    static let defaultValue = MaterialActiveAppearance.automatic
}

extension Material {
    /// This material with an explicit active appearance (Apple: iOS 18): the same material
    /// on iOS, where materials are always active.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle {
    /// This style with an explicit active appearance for its materials (Apple: iOS 18): the
    /// same style on iOS.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

/// A horizontal direction (Apple: `HorizontalDirection`, iOS 18).
public enum HorizontalDirection: Int8, CaseIterable, Hashable, Sendable {
    /// Towards the leading edge.
    case leading
    /// Towards the trailing edge.
    case trailing
    /// A set of horizontal directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one direction.
        public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
        /// Leading.
        public static let leading = Set(.leading)
        /// Trailing.
        public static let trailing = Set(.trailing)
        /// Both.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A vertical direction (Apple: `VerticalDirection`, iOS 18).
public enum VerticalDirection: Int8, CaseIterable, Hashable, Sendable {
    /// Upwards.
    case up
    /// Downwards.
    case down
    /// A set of vertical directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one direction.
        public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
        /// Up.
        public static let up = Set(.up)
        /// Down.
        public static let down = Set(.down)
        /// Both.
        public static let all: Set = [.up, .down]
    }
}

/// Where on a frame a resize pointer sits (Apple: `FrameResizePosition`, macOS 15).
public enum FrameResizePosition: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
    /// The top-leading corner.
    case topLeading
    /// The top-trailing corner.
    case topTrailing
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom-trailing corner.
    case bottomTrailing
}

/// Which ways a frame resizes (Apple: `FrameResizeDirection`, macOS 15).
public enum FrameResizeDirection: Int8, CaseIterable, Hashable, Sendable {
    /// Smaller.
    case inward
    /// Larger.
    case outward
    /// A set of resize directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one direction.
        public init(_ direction: FrameResizeDirection) { rawValue = 1 << direction.rawValue }
        /// Inward.
        public static let inward = Set(.inward)
        /// Outward.
        public static let outward = Set(.outward)
        /// Both.
        public static let all: Set = [.inward, .outward]
    }
}

/// The pointer's look over a view (Apple: `PointerStyle`, macOS 15 and visionOS 2). A still
/// has no pointer.
public struct PointerStyle: Sendable {
    let name: String
    /// The platform's pointer.
    public static let `default` = PointerStyle(name: "default")
    /// An I-beam for horizontal text.
    public static let horizontalText = PointerStyle(name: "horizontalText")
    /// An I-beam for vertical text.
    public static let verticalText = PointerStyle(name: "verticalText")
    /// A crosshair for selecting a rectangle.
    public static let rectSelection = PointerStyle(name: "rectSelection")
    /// An open hand.
    public static let grabIdle = PointerStyle(name: "grabIdle")
    /// A closed hand.
    public static let grabActive = PointerStyle(name: "grabActive")
    /// A pointing hand.
    public static let link = PointerStyle(name: "link")
    /// A magnifier to zoom in.
    public static let zoomIn = PointerStyle(name: "zoomIn")
    /// A magnifier to zoom out.
    public static let zoomOut = PointerStyle(name: "zoomOut")
    /// Resizing a column, either way.
    public static let columnResize = PointerStyle(name: "columnResize")
    /// Resizing a row, either way.
    public static let rowResize = PointerStyle(name: "rowResize")
    /// Resizing a column in `directions`.
    public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle { .columnResize }
    /// Resizing a row in `directions`.
    public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle { .rowResize }
    /// Resizing a frame from `position`.
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection.Set = .all) -> PointerStyle {
        PointerStyle(name: "frameResize")
    }
    /// An image whose `hotSpot` is the pointer's point.
    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle { PointerStyle(name: "image") }
    /// A shape (visionOS).
    public static func shape(_ shape: some Shape, eoFill: Bool = false, size: CGSize) -> PointerStyle { PointerStyle(name: "shape") }
}

/// A group whose hover effects activate together (Apple: `HoverEffectGroup`, visionOS 2).
public struct HoverEffectGroup: Equatable, Sendable {
    /// How a view takes part in its group.
    public struct Behavior: Equatable, Sendable {
        let name: String
        /// Hovering the view activates the group.
        public static let activatesGroup = Behavior(name: "activatesGroup")
        /// The view's effects follow the group.
        public static let followsGroup = Behavior(name: "followsGroup")
        /// The view ignores the group.
        public static let ignoresGroup = Behavior(name: "ignoresGroup")
        /// The view keeps an enclosing group.
        public static let preservesGroup = Behavior(name: "preservesGroup")
    }
    let namespace: Namespace.ID
    let id: String?
    let behavior: Behavior
    /// A group in `namespace`.
    public init(_ namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        self.namespace = namespace; id = nil; self.behavior = behavior
    }
    /// A group named `id` in `namespace`.
    public init(id: String? = nil, in namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        self.namespace = namespace; self.id = id; self.behavior = behavior
    }
    /// This group with another behavior.
    public func behavior(_ behavior: Behavior) -> HoverEffectGroup { HoverEffectGroup(id: id, in: namespace, behavior: behavior) }
}

/// What a drag may do (Apple: `DragConfiguration`, iOS 26 type).
public struct DragConfiguration: Sendable {
    /// Operations allowed within the app (copy always is).
    public struct OperationsWithinApp: Sendable {
        /// Whether a move is allowed.
        public var allowMove: Bool
        /// Operations with `allowMove`.
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }
    /// Operations allowed outside the app.
    public struct OperationsOutsideApp: Sendable {
        /// Whether a move is allowed.
        public var allowMove: Bool
        /// Whether a delete is allowed.
        public var allowDelete: Bool
        /// Operations with `allowMove` and `allowDelete`.
        public init(allowMove: Bool = false, allowDelete: Bool = false) { self.allowMove = allowMove; self.allowDelete = allowDelete }
    }
    /// Operations within the app.
    public var operationsWithinApp: OperationsWithinApp
    /// Operations outside the app.
    public var operationsOutsideApp: OperationsOutsideApp
    /// A configuration of both.
    public init(operationsWithinApp: OperationsWithinApp = .init(), operationsOutsideApp: OperationsOutsideApp = .init()) {
        self.operationsWithinApp = operationsWithinApp; self.operationsOutsideApp = operationsOutsideApp
    }
    /// Moves allowed (or not) everywhere.
    public init(allowMove: Bool) {
        self.init(operationsWithinApp: .init(allowMove: allowMove), operationsOutsideApp: .init(allowMove: allowMove))
    }
    /// Moves and deletes allowed (or not).
    public init(allowMove: Bool, allowDelete: Bool) {
        self.init(operationsWithinApp: .init(allowMove: allowMove), operationsOutsideApp: .init(allowMove: allowMove, allowDelete: allowDelete))
    }
}

/// How dragged or dropped previews are composed (Apple: `DragDropPreviewsFormation`, macOS 26).
public struct DragDropPreviewsFormation: Equatable, Sendable {
    let name: String
    /// The system's composition.
    public static let `default` = DragDropPreviewsFormation(name: "default")
    /// A vertical list, left edges aligned.
    public static let list = DragDropPreviewsFormation(name: "list")
    /// Kept where they were.
    public static let none = DragDropPreviewsFormation(name: "none")
    /// Piled with random rotations.
    public static let pile = DragDropPreviewsFormation(name: "pile")
    /// Overlapping diagonally.
    public static let stack = DragDropPreviewsFormation(name: "stack")
}

/// Where a `contentToolbar` goes (Apple: `ContentToolbarPlacement`, iOS 18.4).
public struct ContentToolbarPlacement: Equatable, Sendable {
    let name: String
    /// The sidebar of a `.sidebarAdaptable` tab view (not shown on iPhone, where it is a tab bar).
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

/// How a watchOS quick action shows (Apple: `AccessibilityQuickActionStyle`, watchOS 9).
public protocol AccessibilityQuickActionStyle {}

/// A quick action shown as a banner prompt (watchOS).
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {
    /// The prompt style.
    public init() {}
}

/// A quick action shown as an animated outline (watchOS).
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {
    /// The outline style.
    public init() {}
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
    /// A banner prompt.
    public static var prompt: AccessibilityQuickActionPromptStyle { .init() }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
    /// An animated outline.
    public static var outline: AccessibilityQuickActionOutlineStyle { .init() }
}

/// How fast the Digital Crown turns a value (Apple: watchOS 6).
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    /// Slow.
    case low
    /// Medium.
    case medium
    /// Fast.
    case high
}

/// A turn of the Digital Crown (Apple: `DigitalCrownEvent`, watchOS 9).
public struct DigitalCrownEvent: Sendable {
    /// The crown's offset.
    public var offset: Double
    /// Its velocity.
    public var velocity: Double
}

/// A hand gesture that triggers a control (Apple: `HandGestureShortcut`, iOS 18 type; watchOS's
/// double tap).
public struct HandGestureShortcut: Equatable, Sendable {
    /// The primary action's gesture (double tap).
    public static let primaryAction = HandGestureShortcut()
}

/// A style of the toolbar in windows a view opens (Apple: `WindowToolbarStyle`, macOS 11).
public protocol WindowToolbarStyle {}

/// The platform's window toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The default style.
    public init() {}
}

/// A toolbar under the title bar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// The expanded style.
    public init() {}
}

/// A toolbar sharing the title bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// The unified style, showing the title.
    public init() {}
    /// The unified style, showing the title or not.
    public init(showsTitle: Bool) {}
}

/// A compact toolbar sharing the title bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// The compact style, showing the title.
    public init() {}
    /// The compact style, showing the title or not.
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The platform's style.
    public static var automatic: DefaultWindowToolbarStyle { .init() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// Under the title bar.
    public static var expanded: ExpandedWindowToolbarStyle { .init() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// Sharing the title bar.
    public static var unified: UnifiedWindowToolbarStyle { .init() }
    /// Sharing the title bar, showing the title or not.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { .init(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// Compact, sharing the title bar.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { .init() }
    /// Compact, showing the title or not.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { .init(showsTitle: showsTitle) }
}

/// The content of the Touch Bar (Apple: `TouchBar`, macOS 10.15).
public struct TouchBar<Content: View> {
    let content: Content
    /// A Touch Bar the user cannot customise.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A customisable Touch Bar with a globally unique `id`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// How a view takes part in Touch Bar customisation (Apple: `TouchBarItemPresence`, macOS).
public enum TouchBarItemPresence: Sendable {
    /// Shown, and cannot be removed.
    case required(String)
    /// Shown, and can be removed.
    case `default`(String)
    /// Offered in the customisation palette only.
    case optional(String)
}

/// When the window toolbar shows in full screen (Apple: iOS 18 type; macOS behaviour).
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// Always shown (macOS).
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
    /// Shown when the pointer reaches the menu bar (macOS).
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
}

/// A view that is not there: `toolbarItemHidden(true)`.
struct RemovedView<Content: View>: View, PrimitiveView {
    let content: Content
    let removed: Bool
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { removed ? [] : context.resolve(content) }
}

extension View {
    /// Sets the severity of the alerts and confirmation dialogs this view presents (Apple:
    /// `dialogSeverity(_:)`, macOS 13 and watchOS 10; macOS adds a caution symbol to
    /// `.critical`). iOS's dialogs have no severity: nothing changes.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }

    /// Adds actions to a section (Apple: `sectionActions(content:)`, iOS 18), shown by a
    /// sidebar's section (iPadOS, macOS). Cairn draws the iPhone's compact lists and tab bars,
    /// where no section shows them: nothing is drawn (Cairn's reading of where they appear).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Adds an implicit hover-effect group (Apple: `hoverEffectGroup()`, visionOS 2). A still
    /// has no hover: nothing changes.
    public func hoverEffectGroup() -> some View { self }

    /// Adds `group` to the hover effects inside (Apple: visionOS 2). Nothing changes.
    public func hoverEffectGroup(_ group: HoverEffectGroup?) -> some View { self }

    /// Adds a hover-effect group named `id` in `namespace` (Apple: visionOS 2). Nothing changes.
    public func hoverEffectGroup(id: String? = nil, in namespace: Namespace.ID, behavior: HoverEffectGroup.Behavior = .activatesGroup) -> some View { self }

    /// Asks the containing list row to drop its hover effect (Apple: visionOS 1). Nothing
    /// changes.
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Hides this view within a control-group toolbar item (Apple: `toolbarItemHidden(_:)`,
    /// macOS 15): when `hidden`, the view is removed, taking no room, as macOS removes it.
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View { RemovedView(content: self, removed: hidden) }

    /// Suggestions offered while typing in this field (Apple: `textInputSuggestions(_:)`,
    /// macOS 15). They show only while editing: nothing is drawn at rest.
    public func textInputSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Suggestions for each element of `data` (Apple: macOS 15). Nothing is drawn at rest.
    public func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) -> some View where Data.Element: Identifiable { self }

    /// Suggestions for each element of `data`, identified by `id` (Apple: macOS 15). Nothing is
    /// drawn at rest.
    public func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) -> some View { self }

    /// The string a suggestion completes to (Apple: `textInputCompletion(_:)`, macOS 15).
    /// Nothing changes.
    public func textInputCompletion(_ completion: String) -> some View { self }

    /// Sets the active appearance of materials inside (Apple: `materialActiveAppearance(_:)`,
    /// iOS 18). iOS's materials are always active: the drawing is unchanged; the value is in
    /// the environment.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }

    /// The pointer shown over the view (Apple: `pointerStyle(_:)`, macOS 15, visionOS 2). A
    /// still has no pointer: nothing changes.
    public func pointerStyle(_ style: PointerStyle?) -> some View { self }

    /// Whether the pointer shows over the view (Apple: `pointerVisibility(_:)`, macOS 15).
    /// Nothing changes.
    public func pointerVisibility(_ visibility: Visibility) -> some View { self }

    /// What a drag from this view may do (Apple: `dragConfiguration(_:)`, macOS 26). Nothing
    /// changes at rest.
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View { self }

    /// How dragged previews are composed (Apple: `dragPreviewsFormation(_:)`, macOS 26).
    /// Nothing changes at rest.
    public func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View { self }

    /// How dropped previews are composed (Apple: `dropPreviewsFormation(_:)`, macOS 26).
    /// Nothing changes at rest.
    public func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View { self }

    /// Marks the view's content as protected from screen capture (Apple:
    /// `contentCaptureProtected(_:)`, visionOS 26). A render is not a capture the system
    /// blocks: the view draws as it is.
    public func contentCaptureProtected(_ isActive: Bool = true) -> some View { self }

    /// Whether gestures here may handle the events that activate the window (Apple:
    /// `allowsWindowActivationEvents(_:)`, iOS 18). Nothing changes in a still.
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }

    /// A watchOS quick action (Apple: `accessibilityQuickAction(style:content:)`, watchOS 9).
    /// Nothing changes.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, @ViewBuilder content: () -> Content) -> some View { self }

    /// A watchOS quick action shown while `isActive` (Apple: watchOS 9). Nothing changes.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View { self }

    /// Fills the toolbar of a container's own content (Apple: `contentToolbar(for:content:)`,
    /// iOS 18.4; `.tabViewSidebar`, a sidebar iPhone never shows): nothing is drawn.
    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View { self }

    /// The height of wheel picker rows (Apple: `defaultWheelPickerItemHeight(_:)`, watchOS).
    /// Nothing changes on iPhone.
    public func defaultWheelPickerItemHeight(_ height: CGFloat) -> some View { self }

    /// Tracks the Digital Crown into `binding` (Apple: watchOS 6). A still has no crown.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View { self }

    /// Tracks the Digital Crown within a range (Apple: watchOS 6). Nothing changes.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true) -> some View where V.Stride: BinaryFloatingPoint { self }

    /// Tracks the Digital Crown with change and idle actions (Apple: watchOS 9). Nothing changes.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}) -> some View { self }

    /// Places a view beside the Digital Crown (Apple: `digitalCrownAccessory(content:)`,
    /// watchOS 9). iPhone has no crown: nothing is drawn.
    public func digitalCrownAccessory<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Shows or hides the Digital Crown accessory (Apple: watchOS 9). Nothing changes.
    public func digitalCrownAccessory(_ visibility: Visibility) -> some View { self }

    /// A focus scope for default focus (Apple: `focusScope(_:)`, macOS, tvOS, watchOS). Focus
    /// does not show at rest: nothing changes.
    public func focusScope(_ namespace: Namespace.ID) -> some View { self }

    /// Guides focus movement through this view's frame (Apple: `focusSection()`, macOS 13,
    /// tvOS 15). Nothing changes.
    public func focusSection() -> some View { self }

    /// Prefers this view for default focus in `namespace` (Apple: macOS, tvOS, watchOS).
    /// Nothing changes.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }

    /// Assigns a hand gesture to this control (Apple: `handGestureShortcut(_:isEnabled:)`,
    /// iOS 18; watchOS's double tap). Nothing changes.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }

    /// Lays radio-group pickers out horizontally (Apple: `horizontalRadioGroupLayout()`,
    /// macOS). iOS has no radio groups: nothing changes.
    public func horizontalRadioGroupLayout() -> some View { self }

    /// The colour of a watchOS list row's platter (Apple: `listRowPlatterColor(_:)`, watchOS
    /// 6, deprecated). iPhone rows have no platter: nothing changes.
    public func listRowPlatterColor(_ color: Color?) -> some View { self }

    /// The view shown while `modifiers` are held (Apple: `modifierKeyAlternate(_:_:)`, macOS
    /// 15). No key is held in a still: the view itself is drawn.
    public func modifierKeyAlternate<V: View>(_ modifiers: EventModifiers, @ViewBuilder _ alternate: () -> V) -> some View { self }

    /// Runs `action` when hardware modifier keys change (Apple:
    /// `onModifierKeysChanged(mask:initial:_:)`, macOS 15). No key is ever pressed: with
    /// `initial` the action runs once as the view appears, with no keys old or new.
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true,
                                      _ action: @escaping (EventModifiers, EventModifiers) -> Void) -> some View {
        onAppear { if initial { action([], []) } }
    }

    /// Runs `action` on a long touch of the Siri Remote (Apple: `onLongTouchGesture`, tvOS 16).
    /// Nothing is touched in a still.
    public func onLongTouchGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onTouchingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// The toolbar style of windows this view opens (Apple: `presentedWindowToolbarStyle(_:)`,
    /// macOS 11). Nothing changes.
    public func presentedWindowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some View { self }

    /// The Touch Bar's content (Apple: `touchBar(content:)`, macOS). Nothing is drawn.
    public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// The Touch Bar's content (Apple: `touchBar(_:)`, macOS). Nothing is drawn.
    public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> some View { self }

    /// How this view takes part in Touch Bar customisation (Apple: macOS). Nothing changes.
    public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View { self }

    /// The point a window resizes around when this view's size changes (Apple:
    /// `windowResizeAnchor(_:)`, macOS 26). Nothing changes.
    public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// When the window toolbar shows in full screen (Apple:
    /// `windowToolbarFullScreenVisibility(_:)`, iOS 18; macOS behaviour). Nothing changes.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }

    /// Asks for confirmation when the view's window is dismissed (Apple:
    /// `dismissalConfirmationDialog(_:shouldPresent:actions:)`, macOS 15). No dismissal is
    /// attempted in a still: nothing is drawn.
    public func dismissalConfirmationDialog<A: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation when the window is dismissed, titled `title` (Apple: macOS 15).
    public func dismissalConfirmationDialog<S: StringProtocol, A: View>(_ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation when the window is dismissed, titled `title` (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View>(_ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool,
                                                              @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, shouldPresent: Bool,
                                                                                 @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View, M: View>(_ title: Text, shouldPresent: Bool,
                                                              @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
}

/// One of four directions a volume is seen from (Apple: `SquareAzimuth`, visionOS 2).
public enum SquareAzimuth: Hashable, CaseIterable, Sendable {
    /// 0°, from the front.
    case front
    /// 90°, from the right.
    case right
    /// 180°, from the back.
    case back
    /// 270°, from the left.
    case left

    /// The direction closest to `azimuth` (front from 315° to 45°, and so on round).
    public init(closestToAzimuth azimuth: Angle) {
        let d = azimuth.degrees.isFinite ? azimuth.degrees.truncatingRemainder(dividingBy: 360) : 0
        let degrees = d < 0 ? d + 360 : d
        switch degrees {
        case 45..<135: self = .right
        case 135..<225: self = .back
        case 225..<315: self = .left
        default: self = .front
        }
    }

    /// A set of directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one direction.
        public init(_ e: SquareAzimuth) { rawValue = 1 << Int8(SquareAzimuth.allCases.firstIndex(of: e)!) }
        /// The front.
        public static let front = Set(.front)
        /// The back.
        public static let back = Set(.back)
        /// The left.
        public static let left = Set(.left)
        /// The right.
        public static let right = Set(.right)
        /// All four.
        public static let all: Set = [.front, .back, .left, .right]
    }
}

/// Where a volume is seen from (Apple: `Viewpoint3D`, visionOS 2).
public struct Viewpoint3D: Equatable, Sendable {
    /// The viewpoint snapped to one of four directions.
    public var squareAzimuth: SquareAzimuth
}

/// Which viewpoint changes run an action (Apple: `VolumeViewpointUpdateStrategy`, visionOS 2).
public struct VolumeViewpointUpdateStrategy: Equatable, Sendable {
    let name: String
    /// Every change.
    public static let all = VolumeViewpointUpdateStrategy(name: "all")
    /// Changes to supported viewpoints only.
    public static let supported = VolumeViewpointUpdateStrategy(name: "supported")
}

/// Where an ornament attaches to its window (Apple: `OrnamentAttachmentAnchor`, visionOS 1).
public struct OrnamentAttachmentAnchor: Sendable {
    let anchor: UnitPoint
    /// A point of the scene's bounds, such as `.bottom`.
    public static func scene(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor { OrnamentAttachmentAnchor(anchor: anchor) }
}

extension View {
    /// The viewpoints a volume's window bar and ornaments support (Apple:
    /// `supportedVolumeViewpoints(_:)`, visionOS 2). A flat still has none: nothing changes.
    public func supportedVolumeViewpoints(_ viewpoints: SquareAzimuth.Set) -> some View { self }

    /// Runs `action` when the volume's viewpoint changes (Apple:
    /// `onVolumeViewpointChange(updateStrategy:initial:_:)`, visionOS 2). A still is seen from
    /// the front and never moves: with `initial`, the action runs once as the view appears,
    /// from the front to the front.
    public func onVolumeViewpointChange(updateStrategy: VolumeViewpointUpdateStrategy = .supported, initial: Bool = true,
                                        _ action: @escaping (Viewpoint3D, Viewpoint3D) -> Void) -> some View {
        onAppear { if initial { action(Viewpoint3D(squareAzimuth: .front), Viewpoint3D(squareAzimuth: .front)) } }
    }

    /// Runs `action` when the user recentres with the Digital Crown (Apple:
    /// `onWorldRecenter(action:)`, visionOS 26). It never happens in a still.
    public func onWorldRecenter(action: @escaping @MainActor () -> Void) -> some View { self }

    /// Presents an ornament outside the window (Apple: `ornament(visibility:attachmentAnchor:
    /// contentAlignment:ornament:)`, visionOS 1). It lies outside the window a still shows:
    /// nothing is drawn.
    public func ornament<Content: View>(visibility: Visibility = .automatic, attachmentAnchor: OrnamentAttachmentAnchor,
                                        contentAlignment: Alignment = .center, @ViewBuilder ornament: () -> Content) -> some View { self }

    /// Makes the views inside a drag container whose payload comes from the identifiers
    /// dragged (Apple: `dragContainer(for:in:_:)`, macOS 26). Nothing changes at rest.
    public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data) -> some View where Item == Data.Element, Item.ID: Sendable { self }

    /// A drag container identifying items by `itemID` (Apple: `dragContainer(for:itemID:in:_:)`,
    /// macOS 26). Nothing changes at rest.
    public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([ItemID]) -> Data) -> some View where Item == Data.Element { self }

    /// The items selected for a drag container (Apple: `dragContainerSelection(_:containerNamespace:)`,
    /// macOS 26). Nothing changes at rest.
    public func dragContainerSelection<ItemID: Hashable & Sendable>(_ selection: @autoclosure @escaping () -> [ItemID],
                                                                    containerNamespace: Namespace.ID? = nil) -> some View { self }
}
