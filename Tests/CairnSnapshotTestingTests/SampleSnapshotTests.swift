#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnSnapshotTesting
import Foundation
import SampleScenes
import SnapshotTesting
import Testing
import CairnTestSupport

/// Every sample of the catalog as snapshots: its picture at scale 1 (with its layout-frame
/// overlay when it has one) and its layout as text, in the sample's own proposed size.
@Suite(.designEra(.iOS17)) struct SampleSnapshotTests {
    @Test func catalogIsCovered() {
        // A new sample needs a reference: this list makes adding one a conscious step.
        #expect(SampleCatalog.all.map(\.name) == [
            "triangle-arrow", "radar", "flow-rectangle", "my-progress", "shapes-gallery", "layout-frames",
            "user-row-plain", "user-row-frame200", "user-row-priority", "user-row-fixedsize",
            "user-picker-0", "user-picker-1", "circle-menu", "circle-menu-aligned", "cloud-badge",
            "heart-thumbsup", "geometry-readout", "poem", "poem-priority", "baseline-demo", "symbol-gallery", "symbol-metrics", "text-gallery", "line-heights", "symbol-layers", "symbol-effects", "symbols-seven", "font-widths", "font-faces",
            "hexagon-button", "geometry-slider", "controls-gallery", "settings", "containers-gallery",
            "controls-gallery-dark", "settings-dark", "containers-gallery-dark",
            "chart-grouped-bars", "chart-stacked-bars", "chart-multi-line", "chart-area-range", "chart-function-plots", "chart-vectorized-plots", "chart-dense-masked", "chart-apple-docs", "chart-scatter",
            "chart-heat-map", "chart-donut", "chart-average-rule", "chart-log-scale", "chart-radar-values", "chart-line-styles", "chart-line-symbols", "chart-bubbles", "chart-selection-overlay", "chart-custom-legend", "chart-scrolling", "chart3d-surface", "effects-gallery",
            "effects-gallery-2", "canvas-options", "mesh-gallery", "shader-gallery", "launch-and-store", "sprite-scene", "sprite-snow", "core-image", "alert", "list-grid-spacing", "small-caps-empty-state",
            "confirmation-dialog", "sheet", "sheet-medium",
            "scroll-effects", "scroll-effects-dark", "glass-gallery", "ios26-controls", "ios26-bars", "ios26-alert", "ios26-sheet", "ios26-confirmation-dialog", "ios18-tabs-search", "sheet-styled", "ios18-list-styles", "container-backgrounds", "bottom-toolbar", "popover", "popover-ios26", "gauges", "ios26-tab-accessory", "ios26-search", "async-image", "table-iphone", "table-ipad", "pasted-controls", "pickers", "mirrored-shapes", "navigation-subtitles", "contacts-index", "typesetting-language", "backgrounds-under-bars", "navigation-paths", "back-button-titles", "account-screen", "swiftdata", "photos-picker", "widgets", "live-activity", "transfer-screen", "photo-card", "map-screen", "welcome-screen", "tips", "tips-dark",
        ])
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func sample(name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        assertSnapshot(of: sample.renderer(scale: 1), as: .image(), named: "\(name)")
        let canvas = CGSize(width: sample.proposedSize.width ?? 0, height: sample.proposedSize.height ?? 0)
        // The layout in the sample's own era, as its picture (an iOS 26 sample's glass card
        // is laid out as iOS 26 lays it out).
        DesignEra.withDefault(sample.designEra) {
            assertSnapshot(of: sample.view, as: .layout(in: canvas), named: "\(name)")
        }
    }
}
#endif
