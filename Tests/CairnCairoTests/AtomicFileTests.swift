@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `AtomicFile`, Cairn's one atomic writer: written in pieces, committed with or without
/// syncing, discarded without a trace.
@Suite struct AtomicFileTests {
    func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func piecesCommittedWithoutSyncingReplaceTheFileWhole() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("f_0001.png")
        for (durable, pieces) in [(false, [Data([1, 2]), Data([3])]), (true, [Data([4]), Data([5, 6, 7])])] {
            let file = try AtomicFile(FileDestination(url))
            for piece in pieces { try file.write(piece) }
            // Nothing under the real name until the commit.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == (durable ? 2 : 1))
            try file.commit(durable: durable)
            #expect(try Data(contentsOf: url) == pieces.reduce(Data(), +))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["f_0001.png"])
        }
        #expect(try mode(url) == 0o644)  // rw-r--r-- for a new file
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.gif")
        try Data([0]).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        let file = try AtomicFile(FileDestination(url))
        try file.write(Data([1]))
        try file.commit(durable: false)
        #expect(try mode(url) == 0o600)
        #expect(try Data(contentsOf: url) == Data([1]))
    }

    @Test func aDiscardedFileLeavesTheOldOneAndNoTemporary() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.apng")
        try Data("old".utf8).write(to: url)
        do {
            let file = try AtomicFile(FileDestination(url))
            try file.write(Data("new".utf8))
            #expect(FileManager.default.fileExists(atPath: file.temporaryPath))
            #expect(file.temporaryPath.hasPrefix(directory.path + "/.out.apng.tmp-"))
        }  // released uncommitted: removed
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.apng"])
    }

    @Test func aDirectoryThatRefusesNewFilesFailsAtCreation() throws {
        // procfs refuses new files, as a read-only directory would.
        let destination = FileDestination(newFileNamed: "frame.png", in: "/proc")
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile(destination) }
        #expect(error.stage == .create)
        #expect(error.reason.hasPrefix("cannot create a temporary file in /proc: "))
    }
}
