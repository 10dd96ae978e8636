import Foundation
import Cairn
import SampleScenes
import Testing
import CairnTestSupport

/// Every sample of the catalog renders, to every format it lists, the same bytes every time
/// (STYLE.md rule 10: samples are tests; DESIGN.md decision 4: deterministic output).
@Suite struct SampleCatalogTests {
    static let names = SampleCatalog.all.map(\.name)

    @Test func catalogListsTheIssuesSamples() {
        #expect(Self.names == [
            "triangle-arrow", "radar", "flow-rectangle", "my-progress", "shapes-gallery", "layout-frames",
            "user-row-plain", "user-row-frame200", "user-row-priority", "user-row-fixedsize", "user-picker-0", "user-picker-1",
            "circle-menu", "circle-menu-aligned", "cloud-badge", "heart-thumbsup", "geometry-readout", "poem", "poem-priority",
            "baseline-demo", "symbol-gallery", "symbol-metrics", "text-gallery", "line-heights", "symbol-layers", "symbol-effects", "symbols-seven", "font-widths", "font-faces",
            "hexagon-button", "geometry-slider", "controls-gallery", "settings", "containers-gallery",
            "controls-gallery-dark", "settings-dark", "containers-gallery-dark",
            "chart-grouped-bars", "chart-stacked-bars", "chart-multi-line", "chart-area-range", "chart-function-plots", "chart-vectorized-plots", "chart-dense-masked", "chart-apple-docs", "chart-scatter",
            "chart-heat-map", "chart-donut", "chart-average-rule", "chart-log-scale", "chart-radar-values", "chart-line-styles", "chart-line-symbols", "chart-bubbles", "chart-selection-overlay", "chart-custom-legend", "chart-scrolling", "chart3d-surface", "effects-gallery",
            "effects-gallery-2", "canvas-options", "mesh-gallery", "shader-gallery", "launch-and-store", "sprite-scene", "sprite-snow", "core-image", "alert", "list-grid-spacing", "small-caps-empty-state",
            "confirmation-dialog", "sheet", "sheet-medium",
            "scroll-effects", "scroll-effects-dark", "glass-gallery", "ios26-controls", "ios26-bars", "ios26-alert", "ios26-sheet", "ios26-confirmation-dialog", "ios18-tabs-search", "sheet-styled", "ios18-list-styles", "container-backgrounds", "bottom-toolbar", "popover", "popover-ios26", "gauges", "ios26-tab-accessory", "ios26-search", "async-image", "table-iphone", "table-ipad", "pasted-controls", "pickers", "mirrored-shapes", "navigation-subtitles", "contacts-index", "typesetting-language", "backgrounds-under-bars", "navigation-paths", "back-button-titles", "account-screen", "swiftdata", "photos-picker", "widgets", "live-activity", "transfer-screen", "photo-card", "map-screen", "welcome-screen", "tips", "tips-dark",
        ])
    }

    @Test func namesAndFileNamesAreUnique() {
        #expect(Set(Self.names).count == Self.names.count)
        let files = SampleCatalog.all.flatMap { $0.outputs.map(\.fileName) }
        #expect(Set(files).count == files.count)
    }

    @Test func everyOutputHasAKnownFormat() {
        for sample in SampleCatalog.all {
            #expect(!sample.outputs.isEmpty, "\(sample.name) writes nothing")
            for output in sample.outputs {
                #expect(["png", "svg", "pdf"].contains(output.format), "\(output.fileName)")
            }
        }
    }

    @Test func triangleArrowIsWrittenAtTwoScalesAndThreeFormats() throws {
        let arrow = try sample("triangle-arrow")
        #expect(arrow.outputs.map(\.fileName) == ["triangle-arrow@1x.png", "triangle-arrow@2x.png", "triangle-arrow.svg", "triangle-arrow.pdf"])
        #expect(arrow.scales == [1, 2])
        #expect(arrow.formats == ["png", "svg", "pdf"])
    }

    @Test func galleriesRenderDeterministically() throws {
        // The large galleries have no snapshot reference: the same bytes twice.
        #expect(SampleCatalog.galleries.map(\.name) == ["symbol-atlas"])
        for sample in SampleCatalog.galleries {
            let data = try sample.renderer(scale: 1).pngData()
            #expect(try sample.renderer(scale: 1).pngData() == data)
            #expect(SampleCatalog.sample(named: sample.name) != nil)
        }
    }

    /// The repository's `Output/` folder, where `make samples` writes and README links.
    static let outputFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Output")

    /// Expects `data` to be the committed `Output/fileName` byte for byte (issue 27: `make
    /// samples` on a fresh clone leaves `git status` clean), when the file is committed.
    static func expectCommitted(_ data: Data, _ fileName: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = outputFolder.appendingPathComponent(fileName)
        guard let committed = FileManager.default.contents(atPath: url.path) else { return }
        // Compared as a Bool: a failed `==` of two Data would make Swift Testing diff them
        // byte by byte (Myers), which takes minutes for a picture.
        let same = committed == data
        #expect(same, "Output/\(fileName) (\(committed.count) bytes) differs from what `make samples` writes (\(data.count) bytes): run it and commit the result",
                sourceLocation: sourceLocation)
    }

    @Test func everyListedOutputIsCommitted() {
        for sample in SampleCatalog.all {
            for output in sample.outputs {
                let path = Self.outputFolder.appendingPathComponent(output.fileName).path
                #expect(FileManager.default.fileExists(atPath: path), "Output/\(output.fileName) is not committed")
            }
        }
    }

    @Test(arguments: SampleCatalogTests.names)
    func rendersDeterministically(name: String) throws {
        let sample = try sample(name)
        for output in sample.outputs {
            let first = sample.renderer(scale: output.scale)
            let second = sample.renderer(scale: output.scale)
            switch output.format {
            case "png":
                let data = try first.pngData()
                Self.expectCommitted(data, output.fileName)
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(output.fileName) is not a PNG")
                let again = try second.pngData() == data
                #expect(again, "\(output.fileName) differs between two renders")
            case "svg":
                let data = try first.svgData()
                Self.expectCommitted(data, output.fileName)
                #expect(String(decoding: data, as: UTF8.self).contains("<svg"), "\(output.fileName) is not SVG")
                let again = try second.svgData() == data
                #expect(again, "\(output.fileName) differs between two renders")
            case "pdf":
                let data = try first.pdfData()
                Self.expectCommitted(data, output.fileName)
                #expect(data.starts(with: Array("%PDF".utf8)), "\(output.fileName) is not a PDF")
                let again = try second.pdfData() == data
                #expect(again, "\(output.fileName) differs between two renders")
            default:
                Issue.record("unknown format of \(output.fileName)")
            }
        }
        // Every sample also renders to PNG and SVG even when it does not list them.
        let renderer = sample.renderer(scale: 1)
        #expect(try renderer.pngData() == sample.renderer(scale: 1).pngData())
        #expect(try renderer.svgData() == sample.renderer(scale: 1).svgData())
    }

    @Test(arguments: SampleCatalogTests.names)
    func rendersWithLayoutFramesToo(name: String) throws {
        let sample = try sample(name)
        let plain = try sample.renderer(scale: 1).bitmap()
        let framed = try sample.renderer(scale: 1, showsLayoutFrames: true).bitmap()
        #expect(framed.width == plain.width && framed.height == plain.height)
        if sample.showsLayoutFrames {
            #expect(framed.pixels == plain.pixels, "the sample draws its frames already")
        } else {
            #expect(framed.pixels != plain.pixels, "the overlay drew nothing")
        }
    }

    @Test func pngSizeIsTheViewsSizeTimesScale() throws {
        // Each root reports the size its frame or stack gives it; the image is that size × scale.
        let expected: [String: (Int, Int)] = [
            "triangle-arrow": (80, 80), "radar": (200, 200), "flow-rectangle": (200, 200),
            // HStack: height of its tallest ring (300); width: it contains Spacers, so it takes
            // the whole 600 offered.
            "my-progress": (600, 300),
            // 6 cells of 80 + 5 gaps of 16 + 2 · 16 padding; 5 rows likewise.
            "shapes-gallery": (592, 496),
            // Padding 10 around an HStack with Spacer (takes 340 of 360) as tall as the tallest
            // child (70).
            "layout-frames": (360, 90),
        ]
        for (name, size) in expected {
            let bitmap = try sample(name).renderer(scale: 2).bitmap()
            #expect(bitmap.width == size.0 * 2 && bitmap.height == size.1 * 2, "\(name): \(bitmap.width)×\(bitmap.height)")
        }
    }
}
