#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// `.pdf`: byte comparison, and on a mismatch a raster comparison that says where.
@Suite struct PDFStrategyTests {
    func pdf<V>(_ strategy: Snapshotting<V, Data>, _ value: V) -> Data {
        var result = Data()
        strategy.snapshot(value).run { result = $0 }
        return result
    }

    @Test func sameDrawingGivesTheSameBytes() {
        let strategy = Snapshotting<Badge, Data>.pdf()
        let reference = pdf(strategy, Badge())
        #expect(reference.starts(with: Array("%PDF".utf8)))
        #expect(strategy.diffing.diffV2(reference, pdf(strategy, Badge())) == nil)
        #expect(PDFFailure.producer(reference)?.hasPrefix("cairo \(RenderingVersions.current.cairo)") == true)
    }

    @Test func changedDrawingFailsAndIsRasterisedToSayWhere() throws {
        let folder = try temporaryDirectory()
        let strategy = Snapshotting<Badge, Data>.pdf()
        let message = try #require(SnapshotEnvironment.$artifactsFolderOverride.withValue(folder) {
            strategy.diffing.diffV2(pdf(strategy, Badge()), pdf(strategy, Badge(offset: 6)))?.0
        })
        #expect(message.contains("PDF differs from the reference"))
        // Both PDFs are kept beside each other, named after the test and the snapshot's number.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("PDFStrategyTests").path)
        #expect(written.contains { $0.hasPrefix("changedDrawingFailsAndIsRasterisedToSayWhere.") && $0.hasSuffix(".actual.pdf") }, "\(written)")
        #expect(written.contains { $0.hasSuffix(".reference.pdf") }, "\(written)")
        guard PDFFailure.executable("pdftoppm") != nil else { return }
        // The badge is 40×30 points: 40×30 pixels at 72 dpi; the circle moved 6 to the right.
        #expect(message.contains("Rasterised at 72 dpi by pdftoppm:"), "\(message)")
        #expect(message.contains("of 1200 pixels"), "\(message)")
        let difference = try #require(path(after: "difference:", in: message))
        #expect(FileManager.default.fileExists(atPath: difference))
    }

    @Test func triangleArrowPDF() {
        assertSnapshot(of: SwiftTestingSnapshotTests.TriangleArrow().fill(Color.green), as: .pdf(layout: .fixed(width: 80, height: 80)))
    }
}
#endif
