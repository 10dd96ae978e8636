#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Foundation
import Synchronization

/// Where a snapshot assertion sits: captured from the strategy's default arguments
/// (`#filePath`, `#function`, `#line`), which Swift evaluates at the `assertSnapshot` call.
///
/// Cairn's strategies use it to name failure artifacts after the test and to report issues
/// at the assertion's line.
struct SnapshotContext: Sendable {
    /// The test file's `#fileID` and `#filePath`, as the assertion's issue location.
    var fileID: StaticString
    var file: StaticString
    /// The test file's path.
    var filePath: String
    /// The test function's name, as `#function` spells it.
    var testName: String
    /// The assertion's line and column.
    var line: UInt
    var column: UInt

    init(fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.file = filePath
        self.filePath = "\(filePath)"
        self.testName = testName
        self.line = line
        self.column = column
    }

    /// The test file's name without extension: the folder its artifacts go into, as
    /// swift-snapshot-testing names the folder of its references.
    var testFileName: String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// The test name as a file name, sanitised as swift-snapshot-testing does.
    var sanitizedTestName: String {
        testName
            .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The package root: the nearest folder above the test file holding `Package.swift`.
    var packageRoot: URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The folder failure artifacts of this test file are written to:
    /// `$SNAPSHOT_ARTIFACTS/<TestFile>/` when the variable is set, else
    /// `<package root>/Output/snapshot-failures/<TestFile>/` (the system's temporary folder
    /// when no package root is found).
    var artifactsFolder: URL {
        let base: URL
        if let override = SnapshotEnvironment.artifactsFolderOverride {
            base = override
        } else if let variable = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !variable.isEmpty {
            base = URL(fileURLWithPath: variable, isDirectory: true)
        } else if let root = packageRoot {
            base = root.appendingPathComponent("Output/snapshot-failures", isDirectory: true)
        } else {
            base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
                .appendingPathComponent("snapshot-failures", isDirectory: true)
        }
        return base.appendingPathComponent(testFileName, isDirectory: true)
    }
}

/// One use of a strategy by one `assertSnapshot` call: its number within the test (for
/// artifact names) and whether a reference was read (to tell recording from comparing).
final class SnapshotRun: Sendable {
    private struct State {
        var index = 0
        var readReference = false
        var reportedRecording = false
    }
    private let state = Mutex(State())
    /// Numbers per test, so that several snapshots in one test get distinct artifacts.
    private static let counters = Mutex<[String: Int]>([:])

    /// Starts a snapshot: takes the test's next number and forgets any earlier reference.
    func begin(_ context: SnapshotContext) {
        let key = context.filePath + "#" + context.testName
        let index = Self.counters.withLock { counters in
            counters[key, default: 0] += 1
            return counters[key, default: 1]
        }
        state.withLock { $0 = State(index: index) }
    }

    /// The snapshot's number within its test, from 1.
    var index: Int { state.withLock { max($0.index, 1) } }

    /// Notes that the reference was read: the library is comparing, not recording.
    func noteReferenceRead() { state.withLock { $0.readReference = true } }

    /// True once per snapshot when the library serialises the value without having read a
    /// reference: it is recording (reference missing, or record mode `.all`).
    func takeRecordingWithoutReference() -> Bool {
        state.withLock { s in
            guard !s.readReference, !s.reportedRecording else { return false }
            s.reportedRecording = true
            return true
        }
    }
}
#endif
