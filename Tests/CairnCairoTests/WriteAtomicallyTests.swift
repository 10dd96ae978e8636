import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `writeAtomically`: replaces files whole, cleans up after itself, explains failures.
@Suite struct WriteAtomicallyTests {
    func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesAndOverwrites() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.png")
        try writeAtomically(Data([1, 2, 3]), to: url)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        try writeAtomically(Data([4, 5]), to: url)
        #expect(try Data(contentsOf: url) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test func missingDirectoryThrowsAndCreatesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-missing-\(UUID().uuidString)")
        let url = directory.appendingPathComponent("out.png")
        let error = try #require(throws: RenderError.self) { try writeAtomically(Data([1]), to: url) }
        #expect(error.description.contains(url.path))
        #expect(error.description.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func failedOverwriteKeepsTheOldFileAndRemovesTheTemporary() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try writeAtomically(Data("old".utf8), to: url)
        struct Injected: Error {}
        let writer = AtomicFileWriter(beforeRename: { throw Injected() })
        #expect(throws: Injected.self) { try writer.write(Data("new".utf8), to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
    }

    @Test func directoryAsDestinationThrows() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Renaming a file over a non-empty directory fails: the directory stays as it was.
        let target = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data([9]).write(to: target.appendingPathComponent("keep"))
        #expect(throws: RenderError.self) { try writeAtomically(Data([1]), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sub"])
        #expect(try Data(contentsOf: target.appendingPathComponent("keep")) == Data([9]))
    }
}
