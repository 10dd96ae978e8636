#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest
import CairnTestSupport

/// `assertSnapshot` from XCTest, against references committed in
/// `__Snapshots__/XCTestSnapshotTests/`, recorded in iOS 17's look: every test runs in
/// `DesignEra.withDefault(.iOS17)`, XCTest's way of choosing a suite's default era.
final class XCTestSnapshotTests: XCTestCase {
    override func invokeTest() {
        DesignEra.withDefault(.iOS17) { super.invokeTest() }
    }

    func testBadge() {
        assertSnapshot(of: Badge(), as: .image())
        assertSnapshot(of: Badge(), as: .layout(in: CGSize(width: 60, height: 40)))
        assertSnapshot(of: Badge(), as: .svg())
    }

    func testRendererWithLayoutFrames() {
        // A configured renderer: its proposal, scale and layout-frame overlay apply.
        let renderer = ImageRenderer(content: HStack { Badge(); Badge(offset: 6) })
        renderer.proposedSize = ProposedViewSize(width: 100, height: 40)
        renderer.showsLayoutFrames = true
        assertSnapshot(of: renderer, as: .image())
    }

    func testAMismatchIsReportedWithCountsAndImages() throws {
        // The reference recorded by testBadge, compared with the circle moved: the failure
        // message XCTest would show, captured through verifySnapshot.
        let artifacts = FileManager.default.temporaryDirectory
            .appendingPathComponent("cairn-xctest-artifacts-\(UUID().uuidString)")
        let message = SnapshotEnvironment.$artifactsFolderOverride.withValue(artifacts) {
            verifySnapshot(of: Badge(offset: 6), as: .image(), named: "1", record: .never, file: #filePath, testName: "testBadge()")
        }
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("Image snapshot differs from the reference:"), text)
        XCTAssertTrue(text.contains("pixels ("), text)
        XCTAssertTrue(text.contains("Largest difference per channel: red 255"), text)
        for label in ["reference:", "actual:", "difference:"] {
            let file = try XCTUnwrap(path(after: label, in: text), label)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file), file)
        }
    }
}
#endif
