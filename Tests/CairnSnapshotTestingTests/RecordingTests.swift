#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// Record modes are the library's; CI never records silently.
@Suite(.designEra(.iOS17)) struct RecordingTests {
    @Test func missingReferenceIsRecordedAndTheRunFails() throws {
        let folder = try temporaryDirectory()
        let first = SnapshotEnvironment.$continuousIntegrationOverride.withValue(false) {
            verifySnapshot(of: Badge(), as: .image(), record: .missing, snapshotDirectory: folder.path, file: #filePath)
        }
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "passed")")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["missingReferenceIsRecordedAndTheRunFails.1.png"])
        // The recorded reference is a PNG with the versions; the next run compares and passes.
        let reference = try SnapshotImage(pngData: Data(contentsOf: folder.appendingPathComponent(files[0])))
        #expect(reference.width == 40 && reference.height == 30 && reference.versions == .current)
        let second = verifySnapshot(of: Badge(), as: .image(), named: "1", record: .missing, snapshotDirectory: folder.path, file: #filePath)
        #expect(second == nil, "\(second ?? "")")
    }

    @Test func recordModeAllRewritesAndFails() throws {
        let folder = try temporaryDirectory()
        let message = SnapshotEnvironment.$continuousIntegrationOverride.withValue(false) {
            withSnapshotTesting(record: .all) {
                verifySnapshot(of: Badge(), as: .layout(in: CGSize(width: 50, height: 50)), snapshotDirectory: folder.path, file: #filePath)
            }
        }
        #expect(message?.contains("Record mode is on") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["recordModeAllRewritesAndFails.1.layout.txt"])
    }

    @Test func recordModeNeverFailsWithoutWriting() throws {
        let folder = try temporaryDirectory()
        let message = SnapshotEnvironment.$continuousIntegrationOverride.withValue(false) {
            verifySnapshot(of: Badge(), as: .svg(), record: .never, snapshotDirectory: folder.path, file: #filePath)
        }
        #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func onCIAMissingReferenceFailsTellingToRecordLocally() throws {
        let folder = try temporaryDirectory()
        var message: String?
        withKnownIssue {
            message = SnapshotEnvironment.$continuousIntegrationOverride.withValue(true) {
                verifySnapshot(of: Badge(), as: .image(), record: .missing, snapshotDirectory: folder.path, file: #filePath)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("CI never records references. Record it on your machine") }
        }
        #expect(message?.contains("No reference was found on disk") == true)
    }

    @Test func onCIAComparisonAgainstAnExistingReferenceReportsNothingExtra() throws {
        let folder = try temporaryDirectory()
        _ = SnapshotEnvironment.$continuousIntegrationOverride.withValue(false) {
            verifySnapshot(of: Badge(), as: .image(), named: "badge", record: .missing, snapshotDirectory: folder.path, file: #filePath)
        }
        // A mismatch on CI is an ordinary failure: the message, no "record locally" issue.
        let message = SnapshotEnvironment.$continuousIntegrationOverride.withValue(true) {
            SnapshotEnvironment.$artifactsFolderOverride.withValue(folder.appendingPathComponent("artifacts")) {
                verifySnapshot(of: Badge(offset: 6), as: .image(), named: "badge", record: .missing, snapshotDirectory: folder.path, file: #filePath)
            }
        }
        #expect(message?.contains("Image snapshot differs from the reference") == true)
    }

    @Test func assertSnapshotReportsAMismatchAsAnIssueInSwiftTesting() throws {
        // The committed reference is the badge; the circle moved 6 points: the assertion
        // fails (record mode .never: the failure must not rewrite the reference).
        assertSnapshot(of: Badge(), as: .image(), named: "badge")
        let artifacts = try temporaryDirectory()
        withKnownIssue {
            SnapshotEnvironment.$artifactsFolderOverride.withValue(artifacts) {
                assertSnapshot(of: Badge(offset: 6), as: .image(), named: "badge", record: .never)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Image snapshot differs from the reference") }
        }
    }
}
#endif
