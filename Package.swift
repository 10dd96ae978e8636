// swift-tools-version: 6.1
import PackageDescription
import CompilerPluginSupport  // `.macro`: the #Preview macro (trait `Previews`)

let package = Package(
    name: "Cairn",
    products: [
        .library(name: "Cairn", targets: ["Cairn"]),
        .executable(name: "samples", targets: ["Samples"]),
        .executable(name: "CairnBench", targets: ["CairnBench"]),
        .executable(name: "LayoutBench", targets: ["LayoutBench"]),
        .library(name: "CairnSnapshotTesting", targets: ["CairnSnapshotTesting"]),
        .executable(name: "SnapshotBench", targets: ["SnapshotBench"]),
        .executable(name: "ExportBench", targets: ["ExportBench"]),
        // The Cairo back end (CairoRenderer, Bitmap, PangoTextMeasurer, …), which `import Cairn`
        // does not re-export: for those who want it, and for the snapshot strategies.
        .library(name: "CairnCairo", targets: ["CairnCairo"]),
        // `cairn render|export`: renders a view from a Swift file (issue 15).
        .executable(name: "cairn", targets: ["CairnCLI"]),
        // Swift Charts' API on Cairn: `import Charts` beside `import Cairn`.
        .library(name: "Charts", targets: ["Charts"]),
        .executable(name: "ChartBench", targets: ["ChartBench"]),
        .executable(name: "EffectsBench", targets: ["EffectsBench"]),
        // Seeded fuzzing of the public API in child processes (`make fuzz`).
        .executable(name: "CairnFuzz", targets: ["CairnFuzz"]),
        // The text layout benchmark (make bench).
        .executable(name: "TextBench", targets: ["TextBench"]),
        // `Preview`, `PreviewTrait` and the preview registry; `#Preview` itself with the `Previews` trait.
        .library(name: "CairnPreviews", targets: ["CairnPreviews"]),
    ],
    // Dependency weight (issue 15): the only third-party package, swift-snapshot-testing, sits
    // behind the `SnapshotTesting` trait (off by default). SwiftPM (6.1+) resolves a dependency
    // that only trait-guarded targets use when the trait is on, so a package depending on the
    // `Cairn` product resolves nothing else. Opt in with
    // `.package(url: …, from: …, traits: ["SnapshotTesting"])`; `make test` passes
    // `--traits SnapshotTesting`. Targets that import SnapshotTesting wrap their sources in
    // `#if SnapshotTesting`.
    traits: [
        .trait(name: "SnapshotTesting", description: "The CairnSnapshotTesting strategies for swift-snapshot-testing."),
        // `#Preview { … }` as a Swift macro (swift-syntax), so that SwiftUI files with previews compile.
        .trait(name: "Previews", description: "The #Preview macro (built with swift-syntax) and its registry, for `cairn previews`."),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // The #Preview macro's compiler plug-in (trait `Previews` only); the range swift-snapshot-testing accepts.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "CairnGeometry"),
        .target(name: "CairnAnimation", dependencies: ["CairnGeometry"]),
        .target(name: "CairnShapes", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnLayout", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnDisplayList", dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes"]),
        .target(
            name: "CairnViews",
            dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList"]
        ),
        // Components on the engine: controls, containers and presentations (issue 27). The
        // engine below names none of them; what crosses the boundary is `package` API.
        .target(
            name: "CairnControls",
            dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList", "CairnViews"]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]
        ),
        // librsvg draws SVG images; only CairnCairo imports it.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // libpng encoder in C: libpng reports errors with setjmp/longjmp, which must never
        // cross Swift frames.
        .target(name: "CairnPNG", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("z")]),
        .target(
            name: "CairnCairo",
            dependencies: ["CCairo", "CRsvg", "CairnPNG", "CairnGeometry", "CairnShapes", "CairnDisplayList", "CairnFilters"],
            // The bundled fonts (Inter, OFL) that make text measure the same on every machine.
            resources: [.copy("Resources/Fonts")],
            linkerSettings: [.linkedLibrary("png")]
        ),
        // Frame export's C helpers: full PNG decoding for resume (libpng's simplified API keeps
        // its longjmp inside libpng), zlib's CRC-32 for APNG chunks, SIGPIPE-safe pipe writes.
        .target(name: "CairnExportSupport", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("z")]),
        // Frames to files: PNG sequences, GIF, APNG and video (ffmpeg at run time), in parallel.
        .target(
            name: "CairnExport",
            dependencies: ["CCairo", "CairnCairo", "CairnDisplayList", "CairnGeometry", "CairnShapes", "CairnExportSupport", "CairnPNG"]
        ),
        // giflib, for the tests only: an independent GIF decoder.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // The benchmark's reference: the same frame drawn by raw C calls to cairo.
        .target(name: "CairoBaseline", dependencies: ["CCairo"]),
        .executableTarget(
            name: "CairnBench",
            dependencies: ["BenchSupport", "CairnCairo", "CairoBaseline", "CCairo", "CairnGeometry", "CairnShapes", "CairnDisplayList"]
        ),
        .target(
            name: "Cairn",
            dependencies: [
                "CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout",
                "CairnDisplayList", "CairnViews", "CairnControls", "CairnCairo", "CairnExport", "CairnPreviews",
            ]
        ),
        // The sample scenes, a library so that tests can render them. The seed articles are
        // Swift 5 code (`static var defaultValue`, non-Sendable closures); they compile
        // unchanged in Swift 5 mode, as they would in an app.
        .target(
            name: "SampleScenes",
            dependencies: ["Cairn", "Charts"],
            path: "Samples/Scenes",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `swift run samples`: renders every scene of the catalog into Output/.
        .executableTarget(
            name: "Samples",
            dependencies: ["SampleScenes", "Cairn", "CairnCairo"],
            path: "Samples/Runner",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(name: "LayoutBench", dependencies: ["Cairn", "CairnViews", "CairnLayout"]),
        // The radar-chart benchmark frame, shared by CairnBench and ExportBench.
        .target(name: "BenchSupport", dependencies: ["CairnDisplayList", "CairnGeometry", "CairnShapes"]),
        // Decodes PNG references (libpng, its longjmp kept in C) and reads the versions of the
        // libraries a rendering depends on.
        .target(
            name: "CairnSnapshotSupport",
            linkerSettings: [.linkedLibrary("png"), .linkedLibrary("cairo"), .linkedLibrary("pango-1.0"),
                             .linkedLibrary("harfbuzz"), .linkedLibrary("fontconfig")]
        ),
        // swift-snapshot-testing strategies: `.image`, `.svg`, `.layout`.
        .target(
            name: "CairnSnapshotTesting",
            dependencies: [
                "Cairn", "CairnCairo", "CairnSnapshotSupport", "CairnPNG",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .executableTarget(name: "SnapshotBench", dependencies: ["Cairn", "CairnCairo", "CairnSnapshotTesting"]),
        .executableTarget(
            name: "ExportBench",
            dependencies: ["BenchSupport", "CairnExport", "CairnCairo", "CairoBaseline", "CCairo", "CairnDisplayList", "CairnShapes", "CairnGeometry", "CairnPNG",
                           "Cairn"]  // Cairn: the animated timeline and the still view → pixels/SVG against pycairo
        ),
        .testTarget(name: "CairnGeometryTests", dependencies: ["CairnGeometry"]),
        .testTarget(name: "CairnShapesTests", dependencies: ["CairnShapes", "CairnGeometry", "CairnTestSupport"]),
        .testTarget(name: "CairnAnimationTests", dependencies: ["CairnAnimation", "CairnGeometry", "CairnTestSupport"]),
        // Helpers every test target shares: closeness with a stated tolerance, pixels, temporary
        // directories, layout expectations (issue 27: one definition of each).
        .target(name: "CairnTestSupport", dependencies: ["Cairn", "CairnCairo"], path: "Tests/CairnTestSupport"),
        // The engine and SwiftUI's primitives: layout of views, animation, text, images, effects.
        .testTarget(
            name: "CairnViewsTests",
            dependencies: ["Cairn", "CairnCairo", "CCairo", "CairnGeometry", "CairnDisplayList", "CairnViews", "CairnShapes",
                           "SampleScenes", "CairnTestSupport"]
        ),
        // Controls, containers and presentations.
        .testTarget(
            name: "CairnControlsTests",
            dependencies: ["Cairn", "CairnCairo", "CairnViews", "CairnControls", "CairnTestSupport"]
        ),
        .testTarget(name: "CairnSamplesTests", dependencies: ["Cairn", "CairnCairo", "SampleScenes", "CairnTestSupport"], path: "Tests/CairnSamplesTests"),
        .testTarget(
            name: "CairnSnapshotTestingTests",
            dependencies: [
                "CairnSnapshotTesting", "Cairn", "SampleScenes", "CairnTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CairnExportTests",
            dependencies: ["CairnExport", "CairnCairo", "CairnDisplayList", "CairnShapes", "CairnGeometry", "CGIF", "CairnTestSupport"]
        ),
        .testTarget(
            name: "CairnCairoTests",
            dependencies: ["Cairn", "CairnCairo", "CCairo", "CairnGeometry", "CairnShapes", "CairnDisplayList", "CairnTestSupport"]
        ),
        // The `cairn` command line: compiles a user's Swift file against Cairn in a generated
        // package and runs it (it links no Cairn module itself).
        .executableTarget(name: "CairnCLI"),
        .testTarget(name: "CairnCLITests", dependencies: ["CairnCLI"]),
        // Swift Charts' API (Chart, marks, scales, axes, legend) drawn with Cairn's public views.
        .target(name: "Charts", dependencies: ["Cairn"]),
        // `make bench`: Charts against matplotlib drawing the same charts (scripts/chart-bench.sh).
        .executableTarget(name: "ChartBench", dependencies: ["Charts", "Cairn"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Cairn", "CairnCairo", "SampleScenes", "CairnTestSupport"]),
        // The layout algorithms of CairnLayout, driven by fake subviews, without views (issue 14).
        .testTarget(name: "CairnLayoutTests", dependencies: ["CairnLayout", "CairnGeometry"]),
        // Layer effects' pixel filters in C (blur, colour matrix, plusDarker), for CairnCairo.
        .target(name: "CairnFilters", linkerSettings: [.linkedLibrary("m")]),
        // `make bench`: a 400×400 card with shadow and blur against the plain card.
        .executableTarget(name: "EffectsBench", dependencies: ["Cairn", "CairnCairo"]),
        // Seeded, reproducible fuzzing; each family's cases run in a watched child process.
        .executableTarget(
            name: "CairnFuzz",
            dependencies: ["Cairn", "CairnAnimation", "CairnCairo", "CairnDisplayList", "CairnExport", "CairnGeometry",
                           "CairnLayout", "CairnShapes", "CairnViews", "Charts"]
        ),
        // Text layout benchmark: N wrapped Text views beside raw Pango measurement (make bench).
        .executableTarget(name: "TextBench", dependencies: ["Cairn", "CairnCairo", "CCairo"]),
        // Previews (issue 15): `Preview`, `PreviewTrait`, the registry that finds every `#Preview` of
        // the running program, and (trait `Previews`) the `#Preview` macro, re-exported by `Cairn`.
        .target(
            name: "CairnPreviews",
            dependencies: [
                "CairnViews", "CairnGeometry", "CairnPreviewDiscovery",
                .target(name: "CairnPreviewMacros", condition: .when(traits: ["Previews"])),
            ]
        ),
        // Reads the Swift runtime's protocol conformance records of the executable (ELF) in C.
        .target(name: "CairnPreviewDiscovery"),
        // The #Preview macro's expansion (swift-syntax only with the trait): a library, so that tests
        // can call it without building the whole test bundle for the host as a macro's client would.
        .target(
            name: "CairnPreviewMacroSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            ]
        ),
        // The #Preview macro's compiler plug-in.
        .macro(
            name: "CairnPreviewMacros",
            dependencies: [
                "CairnPreviewMacroSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            ]
        ),
        // The macro's expansion, the registry and rendering every preview of a fixture to PNGs.
        .testTarget(
            name: "CairnPreviewsTests",
            dependencies: [
                "Cairn", "CairnPreviews", "CairnPreviewMacroSupport",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
