import CairnGeometry
import CairnTransferable
import Foundation

// Drag and drop, files, copy and paste, and handoff (SwiftUI's transfer modifiers): each needs a
// person dragging, choosing a file, pasting or moving between devices, none of which happens
// in a render, so each compiles and changes nothing drawn — a still of the view at rest on
// iOS shows no drop highlight, file browser or paste. The closures never run; the types they
// use (`UTType`, `NSItemProvider`, `Transferable`, `FileDocument`, `NSUserActivity`) work
// when code calls them.

/// The location of a drop and the items dropped, as SwiftUI's `DropInfo`.
public struct DropInfo {
    /// Where the drop happened, in the drop target's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// A drop of `itemProviders` at `location` (to test a `DropDelegate`).
    public init(location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    /// Whether any item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether any item conforms to one of the type identifiers.
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.compactMap(UTType.init))
    }

    /// The items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { p in contentTypes.contains { p.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// The items that conform to one of the type identifiers.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.compactMap(UTType.init))
    }
}

/// What a drop would do, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
    /// The items are deleted (dragged to the Trash; iOS 26).
    case delete
    /// An alias of the items is made (macOS; iOS 26).
    case alias
}

/// What a drop target proposes, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    /// The operation.
    public let operation: DropOperation
    /// The operation for drops outside the source app (nil: the same as `operation`).
    public let operationOutsideApplication: DropOperation?
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation; operationOutsideApplication = nil }
    /// A proposal of one operation within the source app and another outside it (iOS 26).
    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication; operationOutsideApplication = outsideApplication
    }
}

/// An object that reacts to a drag over a view and performs the drop, as SwiftUI's `DropDelegate`.
public protocol DropDelegate {
    /// Whether the drop may happen (default: yes).
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; true if it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// The drag entered the view.
    func dropEntered(info: DropInfo)
    /// The drag moved in the view: what the drop would do (default: nil, a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Yes.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing.
    public func dropEntered(info: DropInfo) {}
    /// Nil: the default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing.
    public func dropExited(info: DropInfo) {}
}

/// A direction of a move command (arrow keys, a remote's swipe), as SwiftUI's `MoveCommandDirection`.
public enum MoveCommandDirection: Sendable, Hashable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right
}

/// What a file dialog lets a person browse, as SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages as files.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    /// Hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    /// File extensions shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
}

extension View {
    /// Makes the view a drag source of what `data` provides, as SwiftUI's `onDrag(_:)`:
    /// nothing is dragged in a render.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Makes the view a drag source with a drag preview, as SwiftUI's `onDrag(_:preview:)`.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts drops of `supportedContentTypes`, as SwiftUI's `onDrop(of:isTargeted:perform:)`:
    /// nothing is dropped in a render, so `isTargeted` stays as it is and `action` never runs.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops with their location, as SwiftUI's `onDrop(of:isTargeted:perform:)`.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }

    /// Accepts drops that `delegate` handles, as SwiftUI's `onDrop(of:delegate:)`.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    /// Accepts drops of the type identifiers (the iOS 13 form).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of the type identifiers with their location (the iOS 13 form).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }

    /// Accepts drops of the type identifiers that `delegate` handles (the iOS 13 form).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

    /// Presents the system's file browser to import one file, as SwiftUI's
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`: a render shows the view
    /// beneath (iOS presents the browser as a sheet over it after a tap), and no file is chosen.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the file browser to import files, as SwiftUI's
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }

    /// Presents the file browser to import files, with a cancellation action (iOS 17).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    /// Presents the file browser to export `document`, as SwiftUI's
    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`: nothing is
    /// presented or written in a render.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the file browser to export a reference document.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the file browser to export several documents.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { self }

    /// Presents the file browser to export a `Transferable` item (iOS 17).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Presents the file browser to export `Transferable` items (iOS 17).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { self }

    /// Presents the file browser to move `file`, as SwiftUI's `fileMover(isPresented:file:onCompletion:)`.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the file browser to move `files`.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL { self }

    /// A message the file dialog shows (macOS); nothing is presented in a render.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// A message the file dialog shows, from a string.
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// The file dialog's confirmation button label (macOS).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The file dialog's confirmation button label, from a string.
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The folder the file dialog opens in.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// What the file dialog lets a person browse.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
    /// An identifier under which the system remembers the dialog's settings.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// Whether the dialog hands over aliases unresolved (macOS).
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// Which URLs the dialog lets a person choose.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
    /// The label of the exporter's file name field (macOS).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of the exporter's file name field, from a string.
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Offers `items` to the Copy command, as SwiftUI's `copyable(_:)`: nothing is copied in a render.
    public func copyable<T: Transferable>(_ items: @autoclosure @escaping () -> [T]) -> some View { self }

    /// Offers what `action` gives to the Cut command, as SwiftUI's `cuttable(for:action:)`.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View { self }

    /// Accepts pasted items of `payloadType`, as SwiftUI's `pasteDestination(for:action:validator:)`:
    /// nothing is pasted in a render.
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
                                                  validator: @escaping ([T]) -> [T] = { $0 }) -> some View { self }

    /// Runs `action` for the Copy command (macOS): no command is given in a render.
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }
    /// Runs `action` for the Cut command (macOS).
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }
    /// Runs `action` with the pasted items for the Paste command (macOS).
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View { self }
    /// Runs `action` with validated pasted items for the Paste command (macOS).
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View { self }
    /// Runs `action` for the Delete command (macOS).
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
    /// Runs `action` for a move command (arrow keys on macOS, swipes on tvOS).
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
    /// Runs `action` for the Exit command (Escape on macOS, Menu on tvOS).
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
    /// Runs `action` for the play-pause button (tvOS).
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }

    /// Provides items for the view's selection (macOS services, drag): none are asked for in a render.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
    /// Offers items of `payloadType` to other apps (macOS).
    public func exportsItemProviders(_ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider]) -> some View { self }
    /// Accepts items from other apps (macOS).
    public func importsItemProviders(_ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Offers `items` to the Services menu (macOS).
    public func exportableToServices<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View { self }

    /// Advertises an activity of `activityType` while the view is shown, as SwiftUI's
    /// `userActivity(_:isActive:_:)`: a render advertises nothing, so `update` never runs.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Advertises an activity for `element` while the view is shown.
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }

    /// Continues an activity of `activityType` handed over from another device, as SwiftUI's
    /// `onContinueUserActivity(_:perform:)`: none arrives in a render.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}
