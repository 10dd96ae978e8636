import Foundation

/// A type whose values can be shared, dragged, dropped, copied and exported, as
/// `CoreTransferable`'s `Transferable`: it describes itself in `transferRepresentation`, one or
/// more representations (`CodableRepresentation`, `DataRepresentation`, `FileRepresentation`,
/// `ProxyRepresentation`) in order of preference.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// let json = try await note.exported(as: .json)            // JSONEncoder's bytes
/// let text = try await note.exported(as: .utf8PlainText)   // the text, through String's representation
/// ```
///
/// A render shares nothing, but the representations work: `exported(as:)` and
/// `init(importing:contentType:)` run them (as Apple's do for a drag or a paste), and
/// `NSItemProvider.register(_:)`/`loadTransferable(type:)` carry values through them, so a
/// view's transfer code can be tested on Linux.
public protocol Transferable: SendableMetatype {
    /// The type of the representation.
    associatedtype Representation: TransferRepresentation
    /// How the type's values are exported and imported, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to turn a `Transferable` value into bytes of a content type and back, as
/// `CoreTransferable`'s `TransferRepresentation`. Compose representations in a `body`, or use
/// Apple's four: `CodableRepresentation`, `DataRepresentation`, `FileRepresentation` and
/// `ProxyRepresentation`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// `Never` is the body of Apple's primitive representations; it transfers nothing.
extension Never: TransferRepresentation {
    /// Never transfers anything.
    public typealias Item = Never
    /// Never has a body.
    public typealias Body = Never
}

extension TransferRepresentation where Body == Never {
    /// Never evaluated: a representation whose body is `Never` is primitive, and Cairn reads
    /// its entries instead (`transferEntries(of:for:)` never asks for this body); only a
    /// direct call of `.body`, which Apple's primitive representations forbid too, reaches it.
    public var body: Never { primitiveTransferBody(Self.self) }
}

/// The one stop for the bodies nobody may evaluate (primitive representations, `Never`'s
/// representation), as `primitiveBody` is for views.
func primitiveTransferBody<T>(_ type: T.Type) -> Never {
    preconditionFailure("\(type) is primitive: it has no body or representation to evaluate")
}

/// `Never` has no values, so nothing to transfer; it exists as the body of primitive
/// representations, as in `CoreTransferable`.
extension Never: Transferable {
    /// No representation.
    public static var transferRepresentation: Never { primitiveTransferBody(Never.self) }
}

/// Builds a type's `transferRepresentation` from several representations, as
/// `CoreTransferable`'s `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// One representation, as itself.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// Several representations, most preferred first.
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        var entries: [TransferEntry<Item>] = []
        for representation in repeat each content { entries += transferEntries(of: representation, for: Item.self) }
        return TupleTransferRepresentation(entries: entries)
    }
    /// A representation available only on some systems: always available on Linux.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> AnyTransferRepresentation<Item> where R.Item == Item {
        AnyTransferRepresentation(entries: transferEntries(of: content, for: Item.self))
    }
}

/// Several representations a builder combined, most preferred first.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry<Item>]
    func entries(for item: Item.Type) -> [TransferEntry<Item>] { entries }
}

/// A representation whose type is hidden.
public struct AnyTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry<Item>]
    func entries(for item: Item.Type) -> [TransferEntry<Item>] { entries }
}

/// Who may receive a representation, as `TransferRepresentationVisibility`.
public enum TransferRepresentationVisibility: Sendable, Hashable {
    /// Any app.
    case all
    /// Apps of the same team.
    case team
    /// Apps of the same app group.
    case group
    /// This process only.
    case ownProcess
}

/// One way a value travels: the content type it is exported as and imported from, and how.
struct TransferEntry<Item>: @unchecked Sendable {
    var exportedType: UTType?
    var importedType: UTType?
    var export: (@Sendable (Item) async throws -> Data)?
    var importing: (@Sendable (Data) async throws -> Item)?
    var exportCondition: (@Sendable (Item) -> Bool)?
    var suggestedName: (@Sendable (Item) -> String?)?
    var visibility: TransferRepresentationVisibility = .all
}

/// What Cairn's built-in representations provide: their entries, without a body.
protocol PrimitiveTransferRepresentation<Item> {
    associatedtype Item
    func entries(for item: Item.Type) -> [TransferEntry<Item>]
}

/// The entries of any representation: a primitive one's own, else its body's, to a depth of
/// 64 (a body that names itself would never end).
func transferEntries<R: TransferRepresentation, Item>(of representation: R, for item: Item.Type, depth: Int = 0) -> [TransferEntry<Item>] {
    if let primitive = representation as? any PrimitiveTransferRepresentation {
        return primitiveEntries(primitive, for: item)
    }
    guard R.Body.self != Never.self, depth < 64 else { return [] }
    return transferEntries(of: representation.body, for: item, depth: depth + 1)
}

private func primitiveEntries<P: PrimitiveTransferRepresentation, Item>(_ primitive: P, for item: Item.Type) -> [TransferEntry<Item>] {
    (primitive.entries(for: P.Item.self) as? [TransferEntry<Item>]) ?? []
}

/// Why a value could not be transferred.
public struct TransferError: Error, LocalizedError, Sendable, CustomStringConvertible {
    /// What went wrong, and what to do.
    public let description: String
    /// The same as `description`.
    public var errorDescription: String? { description }
    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}

extension Transferable {
    static var transferEntries: [TransferEntry<Self>] {
        CairnTransferable.transferEntries(of: transferRepresentation, for: Self.self)
    }

    /// The value as bytes of `contentType`, as Apple's `exported(as:)`: the first
    /// representation that exports `contentType` or a type conforming to it (a value that
    /// exports `.utf8PlainText` answers for `.plainText` and `.text`), whose exporting condition
    /// holds. Throws `TransferError` when no representation exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        for entry in Self.transferEntries {
            guard let type = entry.exportedType, type.conforms(to: contentType), let export = entry.export else { continue }
            if let condition = entry.exportCondition, !condition(self) { continue }
            return try await export(self)
        }
        throw TransferError("\(Self.self) has no representation that exports \(contentType.identifier): add one to its transferRepresentation")
    }

    /// A value from `data` of `contentType` (nil: the first importing representation), as
    /// Apple's `init(importing:contentType:)`: the first representation that imports
    /// `contentType` or a type it conforms to. Throws `TransferError` when none does, or what
    /// the representation throws (malformed JSON, say).
    public init(importing data: Data, contentType: UTType?) async throws {
        for entry in Self.transferEntries {
            guard let type = entry.importedType, let importing = entry.importing else { continue }
            if let contentType, !contentType.conforms(to: type) { continue }
            self = try await importing(data)
            return
        }
        throw TransferError("\(Self.self) has no representation that imports \(contentType?.identifier ?? "any type"): add one to its transferRepresentation")
    }

    /// The content types the value exports, most preferred first, as Apple's
    /// `exportedContentTypes(_:)`: representations whose condition fails for it are left out.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.transferEntries.compactMap { entry in
            guard let type = entry.exportedType, visible(entry.visibility, to: visibility) else { return nil }
            if let condition = entry.exportCondition, !condition(self) { return nil }
            return type
        }
    }

    /// The content types the type imports, most preferred first, as Apple's `importedContentTypes(_:)`.
    public static func importedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        transferEntries.compactMap { entry in visible(entry.visibility, to: visibility) ? entry.importedType : nil }
    }

    /// The file name a representation suggests for the value, if any.
    var suggestedFileName: String? {
        Self.transferEntries.lazy.compactMap { $0.suggestedName?(self) }.first
    }
}

/// Whether a representation of `visibility` is seen by a receiver asking for `receiver`:
/// `.all` sees only what everyone may; `.ownProcess` sees everything.
private func visible(_ visibility: TransferRepresentationVisibility, to receiver: TransferRepresentationVisibility) -> Bool {
    func rank(_ v: TransferRepresentationVisibility) -> Int {
        switch v { case .all: 0; case .team: 1; case .group: 2; case .ownProcess: 3 }
    }
    return rank(visibility) <= rank(receiver)
}
