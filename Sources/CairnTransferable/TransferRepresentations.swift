import Foundation

/// A value transferred as its `Codable` encoding, as `CoreTransferable`'s
/// `CodableRepresentation`: JSON by default (`JSONEncoder`, `JSONDecoder`), or the encoder and
/// decoder given.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoderForTransfer, Decoder: TopLevelDecoderForTransfer>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType
    let encoder: UncheckedBox<Encoder>
    let decoder: UncheckedBox<Decoder>

    /// Encodes with `encoder` and decodes with `decoder` as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        // An encoder is a class whose settings are fixed once made: shared read-only.
        self.encoder = UncheckedBox(encoder)
        self.decoder = UncheckedBox(decoder)
    }


    func entries(for item: Item.Type) -> [TransferEntry<Item>] {
        let encoder = encoder, decoder = decoder
        return [TransferEntry(exportedType: contentType, importedType: contentType,
                              export: { item in try encoder.value.encodeForTransfer(item) },
                              importing: { data in try decoder.value.decodeForTransfer(Item.self, from: data) })]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Transfers the value as JSON of `contentType`, as `CodableRepresentation(contentType:)`.
    public init(contentType: UTType) {
        self.init(for: Item.self, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Transfers values of `itemType` as JSON of `contentType`.
    public init(for itemType: Item.Type, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// An encoder a `CodableRepresentation` can use (Combine's `TopLevelEncoder` on Apple
/// platforms): `JSONEncoder` and `PropertyListEncoder` conform.
public protocol TopLevelEncoderForTransfer: SendableMetatype {
    /// `value` encoded.
    func encodeForTransfer<T: Encodable>(_ value: T) throws -> Data
}

/// A decoder a `CodableRepresentation` can use: `JSONDecoder` and `PropertyListDecoder` conform.
public protocol TopLevelDecoderForTransfer: SendableMetatype {
    /// A value of `type` decoded from `data`.
    func decodeForTransfer<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONEncoder: TopLevelEncoderForTransfer {
    /// `encode(_:)`.
    public func encodeForTransfer<T: Encodable>(_ value: T) throws -> Data { try encode(value) }
}

extension JSONDecoder: TopLevelDecoderForTransfer {
    /// `decode(_:from:)`.
    public func decodeForTransfer<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try decode(type, from: data) }
}

extension PropertyListEncoder: TopLevelEncoderForTransfer {
    /// `encode(_:)`.
    public func encodeForTransfer<T: Encodable>(_ value: T) throws -> Data { try encode(value) }
}

extension PropertyListDecoder: TopLevelDecoderForTransfer {
    /// `decode(_:from:)`.
    public func decodeForTransfer<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try decode(type, from: data) }
}

/// A value transferred as bytes your closures make and read, as `CoreTransferable`'s
/// `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry<Item>

    /// Exports with `exporting` and imports with `importing`, both as `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(exportedType: contentType, importedType: contentType, export: exporting, importing: importing)
    }

    /// Exports only, as `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(exportedType: exportedContentType, export: exporting)
    }

    /// Imports only, from `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(importedType: importedContentType, importing: importing)
    }

    func entries(for item: Item.Type) -> [TransferEntry<Item>] { [entry] }
}

/// A file a `FileRepresentation` sends, as `CoreTransferable`'s `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether the receiver may open the original file rather than a copy.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` receives, as `CoreTransferable`'s `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The received file: a copy in the temporary directory, which the importer should move
    /// or read before it returns.
    public let file: URL
    /// Whether `file` is the sender's original.
    public let isOriginalFile: Bool
}

/// A value transferred as a file, as `CoreTransferable`'s `FileRepresentation`. Exporting
/// reads the file the closure names; importing writes the bytes to a temporary file, hands it
/// to the closure, and removes it afterwards.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry<Item>

    /// Exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(exportedType: contentType, importedType: contentType,
                              export: Self.reading(exporting), importing: Self.writing(contentType, importing))
    }

    /// Exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(exportedType: exportedContentType, export: Self.reading(exporting))
    }

    /// Imports files of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(importedType: importedContentType, importing: Self.writing(importedContentType, importing))
    }

    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> @Sendable (Item) async throws -> Data {
        { item in
            let sent = try await exporting(item)
            return try Data(contentsOf: sent.file)
        }
    }

    private static func writing(_ type: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) -> @Sendable (Data) async throws -> Item {
        { data in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("item" + (type.preferredFilenameExtension.map { ".\($0)" } ?? ""))
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }

    func entries(for item: Item.Type) -> [TransferEntry<Item>] { [entry] }
}

/// A value transferred as another `Transferable` value, as `CoreTransferable`'s
/// `ProxyRepresentation`: a URL as its string, a note as its text.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exports the value as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Exports through `exporting` and imports through `importing`.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }


    func entries(for item: Item.Type) -> [TransferEntry<Item>] {
        // A proxy whose own representation leads back here would never end: the depth of
        // proxies followed is bounded by the task-local counter.
        guard ProxyDepth.current < 16 else { return [] }
        let proxied = ProxyDepth.$current.withValue(ProxyDepth.current + 1) { ProxyRepresentation.transferEntries }
        return proxied.map { proxy in
            var entry = TransferEntry<Item>(visibility: proxy.visibility)
            if let make = exporting, let export = proxy.export {
                entry.exportedType = proxy.exportedType
                entry.export = { item in try await export(make(item)) }
            }
            if let make = importing, let read = proxy.importing {
                entry.importedType = proxy.importedType
                entry.importing = { data in try await make(read(data)) }
            }
            return entry
        }
    }
}

enum ProxyDepth {
    @TaskLocal static var current = 0
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Representation modifiers, as `CoreTransferable`'s.
extension TransferRepresentation {
    /// Suggests `fileName` for files made of the value, as `suggestedFileName(_:)`.
    public func suggestedFileName(_ fileName: String) -> AnyTransferRepresentation<Item> {
        modifyingEntries { $0.suggestedName = { _ in fileName } }
    }

    /// Suggests a file name made from the value, as `suggestedFileName(_:)`.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> AnyTransferRepresentation<Item> {
        modifyingEntries { $0.suggestedName = fileName }
    }

    /// Exports the value only when `condition` holds for it, as `exportingCondition(_:)`.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> AnyTransferRepresentation<Item> {
        modifyingEntries { $0.exportCondition = condition }
    }

    /// Limits who receives the representation, as `visibility(_:)`.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> AnyTransferRepresentation<Item> {
        modifyingEntries { $0.visibility = visibility }
    }

    private func modifyingEntries(_ change: (inout TransferEntry<Item>) -> Void) -> AnyTransferRepresentation<Item> {
        var entries = transferEntries(of: self, for: Item.self)
        for i in entries.indices { change(&entries[i]) }
        return AnyTransferRepresentation(entries: entries)
    }
}

// The standard library's and Foundation's types, as `CoreTransferable` makes them transferable.

extension String: Transferable {
    /// UTF-8 plain text (`public.utf8-plain-text`), also read from plain text of an unstated
    /// encoding (`public.plain-text`) as UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: utf8)
        DataRepresentation(importedContentType: .plainText, importing: utf8)
    }

    @Sendable private static func utf8(_ data: Data) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw TransferError("the data is not UTF-8 text") }
        return string
    }
}

extension Data: Transferable {
    /// The bytes as they are (`public.data`).
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's absolute string as `public.url`.
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let string = String(data: data, encoding: .utf8), let url = URL(string: string) else { throw TransferError("the data is not a URL") }
            return url
        })
    }
}

extension AttributedString: Transferable {
    /// The text's characters as UTF-8 plain text (its attributes stay behind: Linux has no RTF writer).
    public static var transferRepresentation: DataRepresentation<AttributedString> {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data(String($0.characters).utf8) }, importing: { data in
            guard let string = String(data: data, encoding: .utf8) else { throw TransferError("the data is not UTF-8 text") }
            return AttributedString(string)
        })
    }
}
