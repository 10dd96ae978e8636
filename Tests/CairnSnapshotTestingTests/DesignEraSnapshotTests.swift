#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// The design era in image snapshots (issue 24): the strategies render in the era they are
/// given, the reference records it in a `design-era` `tEXt` chunk, and a comparison against a
/// reference of the other era says so before the pixels.
@MainActor @Suite struct DesignEraSnapshotTests {
    /// The image the view strategy makes of `view`.
    func snapshot<V: View>(_ strategy: Snapshotting<V, SnapshotImage>, _ view: V) -> SnapshotImage {
        var result = SnapshotImage(width: 0, height: 0, pixels: [])
        strategy.snapshot(view).run { result = $0 }
        return result
    }

    @Test func theStrategyRendersInItsEraAndTheReferenceRecordsIt() throws {
        let swatch = Color.blue
        let layout = SnapshotLayout.fixed(width: 4, height: 4)
        let old = snapshot(Snapshotting<Color, SnapshotImage>.image(layout: layout, designEra: .iOS17), swatch)
        let new = snapshot(Snapshotting<Color, SnapshotImage>.image(layout: layout, designEra: .iOS26), swatch)
        // Without an era the strategy renders in the default, iOS 26.
        let byDefault = snapshot(Snapshotting<Color, SnapshotImage>.image(layout: layout), swatch)
        #expect(byDefault.designEra == .iOS26 && byDefault.pixels == new.pixels)
        // System blue: (0, 122, 255) on iOS 17, (0, 136, 255) on iOS 26 (Apple's palettes).
        #expect(Array(old.pixels[0..<4]) == [0, 122, 255, 255])
        #expect(Array(new.pixels[0..<4]) == [0, 136, 255, 255])
        #expect(old.designEra == .iOS17 && new.designEra == .iOS26)
        let png = try new.pngData()
        #expect(String(decoding: png, as: UTF8.self).contains("tEXtdesign-era\u{0}iOS26"))
        #expect(try SnapshotImage(pngData: png).designEra == .iOS26)
        // A reference written before the eras records none.
        #expect(try SnapshotImage(pngData: SnapshotImage(width: 1, height: 1, pixels: [0, 0, 0, 255]).pngData()).designEra == nil)
    }

    @Test func aReferenceOfTheOtherEraSaysSoFirst() throws {
        let layout = SnapshotLayout.fixed(width: 4, height: 4)
        let reference = snapshot(Snapshotting<Color, SnapshotImage>.image(layout: layout, designEra: .iOS26), Color.blue)
        let strategy = Snapshotting<Color, SnapshotImage>.image(layout: layout, designEra: .iOS17)
        let image = snapshot(strategy, Color.blue)
        let folder = try temporaryDirectory()
        let message = try #require(SnapshotEnvironment.$artifactsFolderOverride.withValue(folder) {
            strategy.diffing.diffV2(reference, image)?.0
        })
        #expect(message.hasPrefix("The reference was recorded in the iOS26 design era and this run renders iOS17"))
        #expect(message.contains("16 of 16 pixels"))
        // The same era passes; an era-free view of either era matches with no note.
        #expect(strategy.diffing.diffV2(image, snapshot(strategy, Color.blue)) == nil)
        let black = snapshot(Snapshotting<Color, SnapshotImage>.image(layout: layout, designEra: .iOS26), Color.black)
        #expect(strategy.diffing.diffV2(black, snapshot(strategy, Color.black)) == nil)
    }
}
#endif
