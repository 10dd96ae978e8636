import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnTransferable
import Foundation

// The types of the other platforms' modifiers (`OtherPlatformModifiers.swift`), with Apple's
// names and members: pointer styles, directions, dialog severity, drag configurations, Digital
// Crown events, window toolbar styles, the Touch Bar, volume viewpoints and ornament anchors.

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
