import CairnGeometry
import CairnTransferable
import Foundation

// iOS 26's drag and drop sessions (SwiftUI's `DropSession`, `DragSession`,
// `DropConfiguration`, `dropConfiguration(_:)`, `dropDestination(for:isEnabled:action:)`,
// `onDropSessionUpdated(_:)`, `onDragSessionUpdated(_:)`, `draggable(containerItemID:)`; the
// drag containers are in OtherPlatformModifiers.swift). Like the
// older transfer modifiers (TransferModifiers.swift) each needs a person dragging, which never
// happens in a render: the modifiers change nothing drawn and their closures never run. The
// value types work when code builds them (a test of a configuration closure, say).

extension DropOperation {
    /// A set of drop operations (Apple: `DropOperation.Set`, iOS 26), one member per case.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Copy the items.
        public static let copy = Set(rawValue: 1 << 0)
        /// Move the items.
        public static let move = Set(rawValue: 1 << 1)
        /// Delete the items (dragged to the Trash).
        public static let delete = Set(rawValue: 1 << 2)
        /// Make an alias of the items (macOS).
        public static let alias = Set(rawValue: 1 << 3)
        /// Every operation.
        public static let all: Set = [.copy, .move, .delete, .alias]

        /// Whether the set holds `operation` (cancel and forbidden are never members).
        public func contains(_ operation: DropOperation) -> Bool {
            switch operation {
            case .copy: contains(Set.copy)
            case .move: contains(Set.move)
            case .delete: contains(Set.delete)
            case .alias: contains(Set.alias)
            case .cancel, .forbidden: false
            }
        }
    }
}

/// A description of a drop in progress (Apple: `DropSession`, iOS 26). No drop happens in a
/// render, so no session reaches a view's closures; one built by code keeps its values.
public struct DropSession: Identifiable, Sendable {
    /// A drop session's identifier.
    public struct ID: Hashable, Sendable {
        let value: UUID
        /// A new identifier.
        public init() { value = UUID() }
    }

    /// Where a drop session is in its life. Apple's page lists the type without its cases;
    /// these (entering, active, exiting, ended with an operation, transfer completed) are
    /// Cairn's reading, after `DragSession.Phase`'s documented `ended(_:)` and
    /// `dataTransferCompleted`. No session reaches a view in a render.
    public enum Phase: Hashable, Sendable {
        /// The drag entered the destination.
        case entering
        /// The drag moves over the destination.
        case active
        /// The drag left the destination.
        case exiting
        /// The drop ended with an operation.
        case ended(DropOperation)
        /// The dropped items have been transferred.
        case dataTransferCompleted
    }

    /// Information about a drag that began in this app.
    public struct LocalSession: Sendable {
        /// A local session (no drag runs in a render, so it carries no item identifiers).
        public init() {}
        /// The identifiers of the dragged items of type `ItemID`: none, as no drag runs.
        public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] { [] }
    }

    /// The session's identifier.
    public var id: ID
    /// Where the drag is, in the destination's coordinates.
    public var location: CGPoint
    /// How many items the drag carries.
    public var itemsCount: Int
    /// Where the session is in its life.
    public var phase: Phase
    /// The operations the drag's source suggests.
    public var suggestedOperations: DropOperation.Set
    /// Information about a drag that began in this app; nil for one from elsewhere.
    public var localSession: LocalSession?

    /// A session at `location` carrying `itemsCount` items (to test a configuration closure).
    public init(location: CGPoint = .zero, itemsCount: Int = 1, phase: Phase = .entering,
                suggestedOperations: DropOperation.Set = .copy, localSession: LocalSession? = nil) {
        id = ID()
        self.location = location; self.itemsCount = max(0, itemsCount); self.phase = phase
        self.suggestedOperations = suggestedOperations; self.localSession = localSession
    }
}

/// How a drop destination handles a drop (Apple: `DropConfiguration`, iOS 26).
public struct DropConfiguration: Sendable {
    /// The operation the destination chooses.
    public var operation: DropOperation
    /// How many of the items the destination accepts; nil for all.
    public var acceptedItemCount: Int?
    /// A configuration choosing `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A description of a drag in progress (Apple: `DragSession`, iOS 26). No drag happens in a
/// render, so no session reaches a view's closures.
public struct DragSession: Identifiable, Sendable {
    /// A drag session's identifier.
    public struct ID: Hashable, Sendable {
        let value: UUID
        /// A new identifier.
        public init() { value = UUID() }
    }

    /// Where a drag session is in its life: `ended(_:)` and `dataTransferCompleted` as Apple
    /// documents them; `initial` and `active` are Cairn's reading of the phases before.
    public enum Phase: Hashable, Sendable {
        /// The drag began.
        case initial
        /// The drag moves.
        case active
        /// The drag ended with an operation.
        case ended(DropOperation)
        /// The dragged items have been transferred: temporary items can be removed.
        case dataTransferCompleted
    }

    /// The session's identifier.
    public var id: ID
    /// Where the drag is, in the source's coordinates.
    public var location: CGPoint
    /// Where the session is in its life.
    public var phase: Phase
    /// The index of the dragged item under the pointer.
    public var draggedItemIndex: Int

    /// A session at `location` (to test an update closure).
    public init(location: CGPoint = .zero, phase: Phase = .initial, draggedItemIndex: Int = 0) {
        id = ID(); self.location = location; self.phase = phase
        self.draggedItemIndex = draggedItemIndex
    }

    /// The identifiers of the dragged items of type `ItemID`: none, as no drag runs in a render.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] { [] }
}

extension View {
    /// Says how this view takes a drop (Apple: `dropConfiguration(_:)`). Nothing is dropped in
    /// a render: nothing changes and `configuration` never runs.
    public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View { self }

    /// Accepts dropped items of type `T` and reads the session (Apple:
    /// `dropDestination(for:isEnabled:action:)`, iOS 26). Nothing is dropped in a render.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, isEnabled: Bool = true,
                                                 action: @escaping ([T], DropSession) -> Void) -> some View { self }

    /// Runs `onUpdate` as a drop over this view moves (Apple: `onDropSessionUpdated(_:)`). No
    /// drop moves in a render.
    public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View { self }

    /// Runs `onUpdate` as a drag from this view moves (Apple: `onDragSessionUpdated(_:)`). No
    /// drag moves in a render.
    public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View { self }

    /// Marks this view as the draggable item `containerItemID` of the enclosing drag container
    /// (Apple: `draggable(containerItemID:containerNamespace:)`). Nothing changes at rest.
    public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil) -> some View { self }
}
