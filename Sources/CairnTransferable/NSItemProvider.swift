import Foundation

/// Data (or a file) carried between parts of an app by drag and drop, copy and paste or
/// sharing, as Foundation's `NSItemProvider`, which Linux Foundation lacks.
///
/// SwiftUI hands item providers to `onDrop(of:isTargeted:perform:)`, `onDrag(_:)`,
/// `PasteButton` and `onPasteCommand`; in a render nothing is dropped or pasted, so those
/// closures never run, but an item provider made in code works as on Apple platforms:
/// representations are registered by type identifier (or as a `Transferable`, an object, a
/// file) and loaded by type. Load handlers are called before the load method returns, except
/// a `Transferable`'s, which runs in a task (its representations are async).
public final class NSItemProvider: @unchecked Sendable, CustomStringConvertible {
    /// A loader's completion: the item, or the error.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    private struct Registration {
        let type: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []
    private var name: String?

    /// An empty item provider, to register representations on.
    public init() {}

    /// An item provider of `object`'s representations, as `NSItemProvider(object:)`.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// An item provider of `item` (`NSData`, `NSString`, `NSURL`) as `typeIdentifier`, as
    /// `NSItemProvider(item:typeIdentifier:)`; another kind of item, or no type, registers nothing.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier, let data = Self.data(of: item) else { return }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { done in
            done(data, nil)
            return nil
        }
    }

    /// An item provider of the file at `fileURL`, typed by its extension and named by its file
    /// name without the extension, as `NSItemProvider(contentsOf:)`; nil for a URL that is not
    /// a readable file.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { done in
            do { done(try Data(contentsOf: fileURL), nil) } catch { done(nil, error) }
            return nil
        }
    }

    /// A name for the item, used as a file name when it is saved.
    public var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// Registers a representation of type `typeIdentifier` that `loadHandler` loads.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { registrations.append(Registration(type: typeIdentifier, visibility: visibility, load: loadHandler)) }
    }

    /// Registers a representation of `contentType` that `loadHandler` loads.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file representation: the file `loadHandler` names is read when loaded.
    public func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                           visibility: NSItemProviderRepresentationVisibility,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { done in
            loadHandler { url, _, error in
                guard let url else { return done(nil, error ?? TransferError("the file representation gave no file")) }
                do { done(try Data(contentsOf: url), nil) } catch { done(nil, error) }
            }
        }
    }

    /// Registers `object`'s representations, as `registerObject(_:visibility:)`.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(object)
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { done in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done)
            }
        }
    }

    /// Registers every content type `transferable()` exports, as `register(_:)`: loading a
    /// type runs the value's representation for it.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        for entry in T.transferEntries {
            guard let type = entry.exportedType, let export = entry.export else { continue }
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { done in
                Task {
                    do { done(try await export(transferable()), nil) } catch { done(nil, error) }
                }
                return nil
            }
        }
    }

    /// The identifiers of the registered representations, in the order registered.
    public var registeredTypeIdentifiers: [String] { lock.withLock { registrations.map(\.type) } }

    /// The registered identifiers (every representation can be read as a file, so the
    /// options change nothing).
    public func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

    /// The registered content types, in the order registered.
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(uncheckedIdentifier: $0) }
    }

    /// The registered content types that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Whether a representation conforming to `typeIdentifier` is registered.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registration(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation conforming to `typeIdentifier` is registered (file options
    /// change nothing: every representation can be read as a file).
    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be loaded: a representation of one of the types it reads is registered.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Whether a value of `type` can be loaded.
    public func canLoadObject<T: ItemProviderReadable>(ofClass type: T.Type) -> Bool {
        T.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the representation conforming to `typeIdentifier` as bytes.
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let registration = registration(conformingTo: typeIdentifier) else {
            completionHandler(nil, TransferError("the item provider has no representation of type \(typeIdentifier)"))
            return progress
        }
        _ = registration.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads the representation of `contentType` as bytes.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the representation as a temporary file, removed once `completionHandler` returns.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let name = suggestedName
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-item-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let ext = UTType(typeIdentifier)?.preferredFilenameExtension.map { ".\($0)" } ?? ""
                let safeName = (name ?? "item").replacingOccurrences(of: "/", with: "_")
                let file = folder.appendingPathComponent((safeName.isEmpty || safeName.utf8.count > 200 ? "item" : safeName) + ext)
                try data.write(to: file)
                completionHandler(file, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the representation of `contentType` as a file (never in place: Linux has no file coordination).
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
    }

    /// Loads the representation as an item: its bytes as `NSData`, as `loadItem(forTypeIdentifier:options:completionHandler:)`.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: CompletionHandler? = nil) {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler?(data.map { NSData(data: $0) }, error)
        }
    }

    /// Loads an object of `aClass` from the first type it reads that is registered.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        loadReadable(types: aClass.readableTypeIdentifiersForItemProvider, make: { try aClass.object(withItemProviderData: $0, typeIdentifier: $1) },
                     completionHandler: completionHandler)
    }

    /// Loads a value of `type` (`String`, `URL`) from the first type it reads that is
    /// registered, as the Swift overlay's `loadObject(ofClass:completionHandler:)`.
    @discardableResult
    public func loadObject<T: ItemProviderReadable>(ofClass type: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        loadReadable(types: T.readableTypeIdentifiersForItemProvider, make: { try T.value(withItemProviderData: $0, typeIdentifier: $1) },
                     completionHandler: completionHandler)
    }

    private func loadReadable<T>(types: [String], make: @escaping @Sendable (Data, String) throws -> T,
                                 completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        guard let type = types.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, TransferError("the item provider has none of the types \(types.joined(separator: ", "))"))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try make(data, type), nil) } catch { completionHandler(nil, error) }
        }
    }

    /// Loads a `Transferable` value, as `loadTransferable(type:completionHandler:)`: the first
    /// registered representation the type imports, through its representation; the handler
    /// runs in a task.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let imported = T.importedContentTypes(.ownProcess)
        guard let (registered, contentType) = registeredContentTypes.lazy.compactMap({ r in imported.first(where: { r.conforms(to: $0) }).map { (r, $0) } }).first else {
            completionHandler(.failure(TransferError("the item provider has no representation \(T.self) imports")))
            return progress
        }
        loadDataRepresentation(forTypeIdentifier: registered.identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? TransferError("no data"))) }
            let box = UncheckedBox(completionHandler)
            Task {
                do { box.value(.success(try await T(importing: data, contentType: contentType))) } catch { box.value(.failure(error)) }
                progress.completedUnitCount = 1
            }
        }
        return progress
    }

    /// Lists the registered types.
    public var description: String { "NSItemProvider(\(registeredTypeIdentifiers.joined(separator: ", ")))" }

    private func registration(conformingTo typeIdentifier: String) -> Registration? {
        let wanted = UTType(typeIdentifier)
        return lock.withLock {
            registrations.first { r in
                r.type == typeIdentifier || (wanted.map { w in UTType(r.type)?.conforms(to: w) ?? false } ?? false)
            }
        }
    }

    private static func data(of item: (any NSSecureCoding)?) -> Data? {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return Data(String(describing: string).utf8)
        case let url as NSURL: return Data(url.absoluteString.utf8)
        default: return nil
        }
    }
}

/// Who may load a representation, as `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// How a file representation is provided, as `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened in place.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// A class whose objects give representations to an item provider, as `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The types an object writes, most preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Loads the representation of `typeIdentifier` and calls `completionHandler` with it.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class whose objects can be made from an item provider's data, as `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject, SendableMetatype {
    /// The types an object is read from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A Swift value an item provider can load (`String`, `URL`): Cairn's spelling of the bridging
/// through `NSString`/`NSURL` by which `loadObject(ofClass: String.self)` works on Apple platforms.
public protocol ItemProviderReadable: SendableMetatype {
    /// The types a value is read from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// A value made from `data` of `typeIdentifier`.
    static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension String: ItemProviderReadable {
    /// UTF-8 text, plain text, then a URL's string.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.url.identifier] }
    /// The data as UTF-8 text.
    public static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw TransferError("the data is not UTF-8 text") }
        return string
    }
}

extension URL: ItemProviderReadable {
    /// A URL, then a file URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }
    /// The URL whose string the data is.
    public static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let string = String(data: data, encoding: .utf8), let url = URL(string: string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TransferError("the data is not a URL")
        }
        return url
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// UTF-8 plain text, then plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
    /// The string's UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(String(describing: self).utf8), nil)
        return nil
    }
    /// The string the UTF-8 data spells.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let object = NSString(string: string) as? Self else {
            throw TransferError("the data is not UTF-8 text")
        }
        return object
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A URL, then a file URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }
    /// The URL's absolute string.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
    /// The URL whose string the data is.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = try URL.value(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let object = NSURL(string: url.absoluteString) as? Self else { throw TransferError("the data is not a URL") }
        return object
    }
}
