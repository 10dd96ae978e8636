import Foundation

/// A uniform type identifier, as `UniformTypeIdentifiers`' `UTType`: a reverse-DNS name for a
/// kind of data (`public.png`, `com.adobe.pdf`), the types it conforms to, and its filename
/// extensions and MIME types.
///
/// Linux has no `UniformTypeIdentifiers` framework; Cairn declares the system types Apple
/// lists in "System-declared uniform type identifiers" (`UTType.png`, `.pdf`, `.json`,
/// `.plainText`, `.movie`…, about 130 of them) with their conformance, extensions and MIME
/// types, so `fileImporter(allowedContentTypes: [.pdf])`, `onDrop(of: [.image])` and a
/// `Transferable`'s `CodableRepresentation(contentType: .json)` compile and answer as on iOS:
///
/// ```swift
/// UTType(filenameExtension: "jpg") == .jpeg          // true
/// UTType.jpeg.conforms(to: .image)                    // true
/// UTType.json.preferredMIMEType                       // "application/json"
/// ```
///
/// An extension or MIME type no declared type claims gives a *dynamic* type, as on Apple
/// platforms (`isDynamic`, conforming to `public.data`); its identifier is Cairn's own
/// spelling (`dyn.cairn.filename-extension.xyz`), where Apple encodes the tag: do not store
/// dynamic identifiers.
public struct UTType: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// A type by its identifier, as `UTType(_:)`: a system type, a type this program declared
    /// with `init(exportedAs:)`/`init(importedAs:)`, or nil for an identifier nobody declared.
    public init?(_ identifier: String) {
        guard let found = UTTypeRegistry.shared.type(identifier: identifier) else { return nil }
        self = found
    }

    /// The type a file with `filenameExtension` holds, conforming to `supertype` (default
    /// `public.data`), as `UTType(filenameExtension:conformingTo:)`. A leading dot is not part
    /// of an extension. An extension no declared type claims gives a dynamic type; nil when
    /// `supertype` is not a data type the extension could name (as Apple: a folder's type is
    /// not found by extension).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let found = UTTypeRegistry.shared.type(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype) else { return nil }
        self = found
    }

    /// The type of data with `mimeType`, conforming to `supertype` (default `public.data`), as
    /// `UTType(mimeType:conformingTo:)`; a MIME type no declared type claims gives a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let found = UTTypeRegistry.shared.type(tag: mimeType, tagClass: .mimeType, conformingTo: supertype) else { return nil }
        self = found
    }

    /// A type this program exports (declares as its own), as `UTType(exportedAs:conformingTo:)`:
    /// once made, `UTType(identifier)` finds it. On iOS the declaration belongs in the app's
    /// Info.plist; Cairn records it when this initialiser runs.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data, exported: true)
    }

    /// A type another app declares that this program imports, as `UTType(importedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data, exported: false)
    }

    init(uncheckedIdentifier identifier: String) { self.identifier = identifier }

    private var record: UTTypeRecord? { UTTypeRegistry.shared.record(identifier) }

    /// The type's preferred filename extension (`png` for `.png`), or nil.
    public var preferredFilenameExtension: String? { record?.extensions.first }

    /// The type's preferred MIME type (`image/png` for `.png`), or nil.
    public var preferredMIMEType: String? { record?.mimeTypes.first }

    /// A description of the type in English, such as "PNG image"; nil for dynamic types.
    public var localizedDescription: String? { record?.name }

    /// The tags (filename extensions and MIME types) of the type, by class.
    public var tags: [UTTagClass: [String]] {
        guard let record else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !record.extensions.isEmpty { tags[.filenameExtension] = record.extensions }
        if !record.mimeTypes.isEmpty { tags[.mimeType] = record.mimeTypes }
        return tags
    }

    /// Whether the type is declared: a system type or one this program declared.
    public var isDeclared: Bool { record.map { !$0.isDynamic } ?? false }

    /// Whether the type is dynamic: made up for an extension or MIME type no type claims.
    public var isDynamic: Bool { record?.isDynamic ?? false }

    /// Whether the type is a system type (identifier in the `public.` domain or Apple's own).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Whether the type was declared with `init(exportedAs:)`.
    public var isExported: Bool { record?.exported == true }

    /// The types this type conforms to, directly or not.
    public var supertypes: Set<UTType> {
        Set(UTTypeRegistry.shared.ancestors(of: identifier).map(UTType.init(uncheckedIdentifier:)))
    }

    /// Whether the type is `type` or conforms to it, directly or not, as `conforms(to:)`.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || UTTypeRegistry.shared.ancestors(of: identifier).contains(type.identifier)
    }

    /// Whether the type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// The identifier.
    public var description: String { identifier }

    /// The types with the tag `tag` of `tagClass` that conform to `supertype`, as
    /// `UTType.types(tag:tagClass:conformingTo:)`: every declared type claiming it, or one
    /// dynamic type.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        UTTypeRegistry.shared.types(tag: tag, tagClass: tagClass, conformingTo: supertype)
    }

    /// Decodes the identifier alone.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        identifier = try container.decode(String.self)
    }

    /// Encodes the identifier alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// A class of tags a type has, as `UTTagClass`: filename extensions or MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The class's name.
    public let rawValue: String
    /// A tag class named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions (`public.filename-extension`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`public.mime-type`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

struct UTTypeRecord: Sendable {
    var name: String?
    var parents: [String]
    var extensions: [String]
    var mimeTypes: [String]
    var isDynamic = false
    var exported: Bool?
}

/// Every type known to the process: the system's, then those the program declares and the
/// dynamic ones made for unknown tags (at most `dynamicLimit`, so hostile input cannot grow it
/// without end).
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()
    static let dynamicLimit = 4_096

    private let lock = NSLock()
    private var records: [String: UTTypeRecord]
    private var byExtension: [String: [String]] = [:]
    private var byMIME: [String: [String]] = [:]
    private var ancestorCache: [String: Set<String>] = [:]
    private var dynamicCount = 0

    /// A registry of the system's types only (the process's is `shared`).
    init() {
        records = [:]
        for entry in UTType.systemTable {
            records[entry.id] = UTTypeRecord(name: entry.name, parents: entry.parents, extensions: entry.extensions, mimeTypes: entry.mime)
        }
        for entry in UTType.systemTable {
            for e in entry.extensions { byExtension[e.lowercased(), default: []].append(entry.id) }
            for m in entry.mime { byMIME[m.lowercased(), default: []].append(entry.id) }
        }
    }

    func record(_ id: String) -> UTTypeRecord? { lock.withLock { records[id] } }

    func type(identifier: String) -> UTType? {
        lock.withLock { records[identifier] == nil ? nil : UTType(uncheckedIdentifier: identifier) }
    }

    func declare(_ identifier: String, conformingTo parent: UTType, exported: Bool) -> UTType {
        lock.withLock {
            if records[identifier] == nil {
                records[identifier] = UTTypeRecord(name: nil, parents: [parent.identifier], extensions: [], mimeTypes: [], exported: exported)
                ancestorCache = [:]
            }
        }
        return UTType(uncheckedIdentifier: identifier)
    }

    func ancestors(of id: String) -> Set<String> {
        lock.withLock { ancestorsLocked(id) }
    }

    private func ancestorsLocked(_ id: String) -> Set<String> {
        if let cached = ancestorCache[id] { return cached }
        var seen: Set<String> = []
        var stack = records[id]?.parents ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: records[next]?.parents ?? [])
        }
        ancestorCache[id] = seen
        return seen
    }

    func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        var tag = tag
        if tagClass == .filenameExtension, tag.hasPrefix(".") { tag.removeFirst() }
        let key = tag.lowercased()
        return lock.withLock {
            let claimed = (tagClass == .mimeType ? byMIME[key] : tagClass == .filenameExtension ? byExtension[key] : nil) ?? []
            let matching = claimed.filter { id in supertype.map { $0.identifier == id || ancestorsLocked(id).contains($0.identifier) } ?? true }
            if !matching.isEmpty { return matching.map(UTType.init(uncheckedIdentifier:)) }
            guard !tag.isEmpty, tag.utf8.count <= 255, tagClass == .filenameExtension || tagClass == .mimeType,
                  let dynamic = dynamicLocked(tag: key, tagClass: tagClass, conformingTo: supertype) else { return [] }
            return [dynamic]
        }
    }

    func type(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType) -> UTType? {
        types(tag: tag, tagClass: tagClass, conformingTo: supertype).first
    }

    /// A dynamic type for a tag no declared type claims. Apple makes these conform to
    /// `public.data` (a file's content) or, asked for a directory, `public.directory`; Cairn
    /// makes them only for data, so a folder type is never found by an unknown extension.
    private func dynamicLocked(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> UTType? {
        let parent = supertype?.identifier ?? "public.data"
        guard parent == "public.data" || ancestorsLocked(parent).contains("public.data") else { return nil }
        let kind = tagClass == .mimeType ? "mime-type" : "filename-extension"
        let safeTag = String(tag.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-+./_".unicodeScalars.contains($0) ? Character($0) : "_" })
        let id = "dyn.cairn.\(kind).\(safeTag)" + (parent == "public.data" ? "" : ".\(parent)")
        if records[id] == nil {
            guard dynamicCount < Self.dynamicLimit else { return nil }
            dynamicCount += 1
            records[id] = UTTypeRecord(name: nil, parents: [parent], extensions: tagClass == .filenameExtension ? [tag] : [],
                                       mimeTypes: tagClass == .mimeType ? [tag] : [], isDynamic: true)
        }
        return UTType(uncheckedIdentifier: id)
    }
}
