#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// The image strategy's comparison, called through `diffing.diffV2` as the library calls it.
@Suite struct ImageDiffingTests {
    let grey = solidImage(width: 20, height: 10, [128, 128, 128, 255])

    func diff(_ reference: SnapshotImage, _ image: SnapshotImage, tolerance: ImageTolerance = ImageTolerance(),
              artifacts: URL? = nil) -> String? {
        // Failure images go to a temporary folder, not the package's Output/.
        let folder = artifacts ?? FileManager.default.temporaryDirectory.appendingPathComponent("cairn-snapshot-diffing-tests")
        return SnapshotEnvironment.$artifactsFolderOverride.withValue(folder) {
            let strategy = Snapshotting<SnapshotImage, SnapshotImage>.image(tolerance: tolerance)
            return strategy.diffing.diffV2(reference, image)?.0
        }
    }

    @Test func identicalRenderPasses() throws {
        let first = SnapshotImage(try ImageRenderer(content: Badge()).bitmap())
        let second = SnapshotImage(try ImageRenderer(content: Badge()).bitmap())
        #expect(first.width == 40 && first.height == 30)
        #expect(diff(first, second) == nil)
    }

    @Test func onePixelChangedByOneIsWithinTheDefaultTolerance() {
        // Default: at most 1 of 255 per channel (resvg's rule).
        #expect(diff(grey, setting(grey, x: 3, y: 4, [129, 127, 128, 254])) == nil)
        // An exact tolerance rejects it.
        #expect(diff(grey, setting(grey, x: 3, y: 4, [129, 128, 128, 255]), tolerance: .exact) != nil)
    }

    @Test func onePixelBeyondToleranceFailsWithCountsAndWritesThreeImages() throws {
        let folder = try temporaryDirectory()
        let changed = setting(grey, x: 7, y: 2, [228, 128, 126, 255])
        let message = try #require(diff(grey, changed, artifacts: folder))
        #expect(message.contains("1 of 200 pixels (0.50%) differ by more than 1/255 in a channel; allowed: 0."))
        #expect(message.contains("Largest difference per channel: red 100, green 0, blue 2, alpha 0."))
        #expect(message.contains("x 7...7, y 2...2"))
        for label in ["reference:", "actual:", "difference:"] {
            let file = try #require(path(after: label, in: message), "no \(label) path in \(message)")
            #expect(file.hasPrefix(folder.path), "\(file)")
            #expect(file.hasSuffix(".png"))
            #expect(FileManager.default.fileExists(atPath: file), "\(file) missing")
        }
        // The files hold what they say: the new image has the changed pixel; the difference
        // image is red there and faded grey elsewhere (128 on white, faded: 255 - 127/4 = 224).
        let actual = try SnapshotImage(pngData: Data(contentsOf: URL(fileURLWithPath: try #require(path(after: "actual:", in: message)))))
        #expect(actual.pixels == changed.pixels)
        let difference = try SnapshotImage(pngData: Data(contentsOf: URL(fileURLWithPath: try #require(path(after: "difference:", in: message)))))
        #expect(Array(difference.pixels[(2 * 20 + 7) * 4 ..< (2 * 20 + 7) * 4 + 4]) == [255, 0, 0, 255])
        #expect(Array(difference.pixels[0..<4]) == [224, 224, 224, 255])
    }

    @Test func precisionLetsAFractionOfPixelsDiffer() {
        // 2 of 200 pixels changed: precision 0.99 allows floor(0.01 × 200) = 2, 0.995 allows 1.
        let changed = setting(setting(grey, x: 0, y: 0, [0, 0, 0, 255]), x: 1, y: 0, [0, 0, 0, 255])
        #expect(diff(grey, changed, tolerance: ImageTolerance(precision: 0.99)) == nil)
        let message = diff(grey, changed, tolerance: ImageTolerance(precision: 0.995))
        #expect(message?.contains("2 of 200 pixels (1.00%)") == true)
        #expect(message?.contains("allowed: 1.") == true)
    }

    @Test func perceptualComparisonForgivesInvisibleChangesAndCatchesVisibleOnes() throws {
        // 128 → 131 in every channel: 3 levels, beyond the channel tolerance, but ΔE ≈ 1.2.
        let slight = setting(grey, x: 5, y: 5, [131, 131, 131, 255])
        #expect(diff(grey, slight) != nil)
        #expect(diff(grey, slight, tolerance: ImageTolerance(perceptualPrecision: 0.98)) == nil)
        // Grey to a saturated red is far beyond ΔE 2.
        let message = try #require(diff(grey, setting(grey, x: 5, y: 5, [200, 40, 40, 255]),
                                        tolerance: ImageTolerance(perceptualPrecision: 0.98)))
        #expect(message.contains("differ by more than ΔE 2.00 (CIE76)"))
        #expect(message.contains("largest ΔE"))
    }

    @Test func deltaEOfKnownColours() {
        // Black and white: L* 0 and 100, ΔE 100 (on both backgrounds).
        #expect(abs(PerceptualColor.deltaE((0, 0, 0, 255), (255, 255, 255, 255)) - 100) < 0.01)
        // Identical colours: 0. A transparent pixel and opaque white differ on black: ΔE 100.
        #expect(PerceptualColor.deltaE((10, 20, 30, 255), (10, 20, 30, 255)) == 0)
        #expect(abs(PerceptualColor.deltaE((0, 0, 0, 0), (255, 255, 255, 255)) - 100) < 0.01)
    }

    @Test func sizeChangeFailsAndSaysBothSizes() throws {
        let taller = solidImage(width: 20, height: 12, [128, 128, 128, 255])
        let message = try #require(diff(grey, taller, artifacts: try temporaryDirectory()))
        #expect(message.contains("Image snapshot is 20×12 pixels but the reference is 20×10"))
        #expect(message.contains("difference:"))
    }

    @Test func versionChangeIsNamedAsTheLikelyCause() throws {
        var reference = grey
        reference.versions?.cairo = "1.14.0"
        let message = try #require(diff(reference, setting(grey, x: 0, y: 0, [0, 0, 0, 255]), artifacts: try temporaryDirectory()))
        #expect(message.contains("Likely cause: the reference was made with other library or font versions (cairo 1.14.0 → \(RenderingVersions.current.cairo))"))
        // Same versions: no such note.
        let same = try #require(diff(grey, setting(grey, x: 0, y: 0, [0, 0, 0, 255]), artifacts: try temporaryDirectory()))
        #expect(!same.contains("Likely cause"))
    }

    @Test func unreadableReferenceFailsWithTheReason() throws {
        let strategy = Snapshotting<SnapshotImage, SnapshotImage>.image()
        let reference = strategy.diffing.fromData(Data("not a png".utf8))
        let message = try #require(strategy.diffing.diffV2(reference, grey)?.0)
        #expect(message.contains("Could not read the PNG reference: the data is not a PNG"))
    }
}
#endif
