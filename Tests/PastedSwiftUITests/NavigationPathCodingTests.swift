import Cairn
import Foundation
import Testing

/// `NavigationPath.codable` and `NavigationPath(_:)`, the state-restoration pair pasted apps
/// write with `@SceneStorage`: a path of codable values survives a JSON round trip, in order
/// and with mixed types; a non-codable value makes `codable` nil; a foreign type name throws.
@Suite struct NavigationPathCodingTests {
    struct Book: Codable, Hashable { let id: Int; let title: String }
    struct Opaque: Hashable { let id: Int }

    @Test func aPathOfCodableValuesRoundTrips() throws {
        var path = NavigationPath()
        path.append(Book(id: 1, title: "Dune"))
        path.append(7)
        path.append("notes")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
        // Six strings: each value's type then its JSON (keys sorted), bottom first.
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings.count == 6)
        #expect(strings[1] == #"{"id":1,"title":"Dune"}"#)
        #expect(strings[3] == "7")
        #expect(strings[5] == #""notes""#)
        // The same path encodes to the same bytes.
        #expect(try JSONEncoder().encode(try #require(restored.codable)) == data)
    }

    @Test func aNonCodableValueHasNoRepresentation() {
        var path = NavigationPath([Book(id: 1, title: "Dune")])
        #expect(path.codable != nil)
        path.append(Opaque(id: 2))
        #expect(path.codable == nil)
        #expect(NavigationPath().codable.map { NavigationPath($0).isEmpty } == true)
    }

    @Test func foreignOrBrokenDataThrows() {
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) {
            try decoder.decode(NavigationPath.CodableRepresentation.self, from: Data(#"["NoSuchType9Module", "1"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(NavigationPath.CodableRepresentation.self, from: Data(#"{"a": 1}"#.utf8))
        }
    }
}
