import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `ImageRenderer.write(to:)` checks the destination before rendering: every unusable one
/// throws an error naming it and the cause, and nothing is left behind.
@Suite struct DestinationTests {
    let renderer = ImageRenderer(content: AnyView(Color.red.frame(width: 10, height: 10)))

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-dest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The error `write(to:)` throws, as "path | reason" (or the error's description).
    func failure(_ url: URL) -> String {
        do {
            try renderer.write(to: url)
            return "no error"
        } catch RenderError.fileWriteFailed(let path, let reason) {
            return "\(path) | \(reason)"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyUnusableDestinationIsNamedWithItsCause() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(URL, String)] = [
            (dir.appendingPathComponent("missing/a.png"), "\(dir.path)/missing/a.png | the directory \(dir.path)/missing does not exist; create it first"),
            (dir, "\(dir.path) | \(dir.path) is a directory"),
            (dir.appendingPathComponent("new", isDirectory: true), "\(dir.path)/new | it names a directory (the path ends in /), not a file"),
            (URL(fileURLWithPath: dir.path), "\(dir.path) | \(dir.path) is a directory"),
            // An empty path is the current directory (Foundation's reading of "").
            (URL(fileURLWithPath: ""), "\(FileManager.default.currentDirectoryPath) | \(FileManager.default.currentDirectoryPath) is a directory"),
            (URL(fileURLWithPath: "/dev/full"), "/dev/full | /dev/full is a device, not a regular file (files are written whole and renamed into place, which would replace the device)"),
            (URL(fileURLWithPath: "/dev/null/x.png"), "/dev/null/x.png | /dev/null is not a directory"),
            (URL(string: "https://example.com/a.png")!, "/a.png | it is not a file URL"),
        ]
        for (url, expected) in cases {
            #expect(failure(url) == expected)
        }
        // A directory the process cannot create files in (procfs refuses new files).
        let proc = failure(URL(fileURLWithPath: "/proc/cairn.png"))
        #expect(proc.hasPrefix("/proc/cairn.png | ") && proc.contains("/proc"), "\(proc)")
        // No extension: the format is unknown, said plainly.
        let plain = failure(dir.appendingPathComponent("picture"))
        #expect(plain == "Cannot tell the image format: the file name has no extension; name it .png, .svg or .pdf.")
        // Nothing was left in the scratch directory; the device is still a device.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/full")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func aSymbolicLinkIsFollowedAndPermissionsAreKept() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.png"), link = dir.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.png")
        try renderer.write(to: link)
        // The link is still a link to real.png; real.png holds the PNG with mode 0600.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.png")
        let bytes = try Data(contentsOf: target)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.png", "real.png"])
        // A new file is rw-r--r--.
        let fresh = dir.appendingPathComponent("new.svg")
        try renderer.write(to: fresh)
        #expect(try FileManager.default.attributesOfItem(atPath: fresh.path)[.posixPermissions] as? Int == 0o644)
    }
}
