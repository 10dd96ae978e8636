import Foundation
import CairnViews

extension NavigationPath {
    /// A serializable form of a navigation path (Apple: `NavigationPath.CodableRepresentation`,
    /// "A serializable representation of a navigation path"), for state restoration:
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(path.codable)
    /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    ///
    /// Apple documents what it holds but not its format. Cairn's is an unkeyed list that
    /// alternates each value's type (its mangled name, which `_typeByName` finds again in
    /// the same program) and the value's JSON (keys sorted, so the same path always encodes
    /// to the same bytes), bottom of the stack first.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// Each value's type name and JSON, bottom to top.
        var items: [Item]

        /// One value: its type's mangled name and its JSON.
        struct Item: Equatable, Sendable {
            var type: String
            var json: String
        }

        init(items: [Item]) { self.items = items }

        /// Reads the alternating type names and JSON strings; an odd count, a value that is
        /// not a string or a type this program does not have (or that is not `Decodable` and
        /// `Hashable`) is a `DecodingError`, as SwiftUI's representation throws.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [Item] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard _typeByName(type) is any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "no Decodable and Hashable type named \(type) in this program")
                }
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "a navigation path value's type \(type) has no JSON after it")
                }
                items.append(Item(type: type, json: try container.decode(String.self)))
            }
            self.items = items
        }

        /// Writes the alternating type names and JSON strings.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }
    }

    /// The path in serializable form, or nil when a value in it is not `Codable` (Apple:
    /// "A value that describes the contents of this path in a serializable format. This value
    /// is nil if any of the type-erased elements of the path don't conform to the Codable
    /// protocol").
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for element in elements {
            guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base)),
                  let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8)
            else { return nil }
            items.append(CodableRepresentation.Item(type: name, json: json))
        }
        return CodableRepresentation(items: items)
    }

    /// A path of the values a serialized path holds (Apple: `init(_:)`, "Creates a new
    /// navigation path from a serializable version"). A value whose type this program does
    /// not have, or whose JSON does not decode as it, is left out (SwiftUI's initializer does
    /// not throw either); the values after it keep their order.
    public init(_ codable: CodableRepresentation) {
        self.init()
        let decoder = JSONDecoder()
        func decode<T: Decodable & Hashable>(_: T.Type, _ data: Data) -> AnyHashable? {
            (try? decoder.decode(T.self, from: data)).map { AnyHashable($0) }
        }
        for item in codable.items {
            guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type,
                  let value = decode(type, Data(item.json.utf8))
            else { continue }
            elements.append(value)
        }
    }
}
