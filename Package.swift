// swift-tools-version: 6.1
import PackageDescription
import CompilerPluginSupport  // `.macro`: #Preview, @Previewable and @Entry (no swift-syntax)

/// A benchmark's dependencies, linked only with the `Benchmarks` trait (issue 27): without it a
/// plain `swift build` (and the test build) compiles each benchmark as a one-line notice.
func benchmarkDependencies(_ names: [String]) -> [Target.Dependency] {
    names.map { .byName(name: $0, condition: .when(traits: ["Benchmarks"])) }
}

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
        // SwiftData's API for views on Cairn, models kept in memory: `import SwiftData` as on iOS.
        .library(name: "SwiftData", targets: ["SwiftData"]),
        // PhotosUI's `PhotosPicker` for views on Cairn: `import PhotosUI` as on iOS.
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        // WidgetKit's widget API and widget previews: `import WidgetKit` as on iOS.
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        // App Intents as widgets and interactive controls use them: `import CairnAppIntents`
        // (`cairn` reads `import AppIntents` so).
        .library(name: "CairnAppIntents", targets: ["CairnAppIntents"]),
        // ActivityKit's Live Activity data and calls: `import CairnActivityKit` (`cairn` reads
        // `import ActivityKit` so); WidgetKit draws the Live Activity's views.
        .library(name: "CairnActivityKit", targets: ["CairnActivityKit"]),
        // MapKit's SwiftUI `Map` (markers, annotations, overlays, camera) and its place types:
        // `import MapKit` as on iOS.
        .library(name: "MapKit", targets: ["MapKit"]),
        // StoreKit's review prompt and StoreKit 2 model: `import CairnStoreKit` (`cairn` reads
        // `import StoreKit` so).
        .library(name: "CairnStoreKit", targets: ["CairnStoreKit"]),
        // Unified logging's `Logger` and `os_log`: `import CairnOSLog` (`cairn` reads `import
        // OSLog` and `import os` so).
        .library(name: "CairnOSLog", targets: ["CairnOSLog"]),
        // TipKit's tips, `TipView`, `popoverTip` and its `@Parameter`/`#Rule` macros: `import
        // CairnTipKit` (`cairn` reads `import TipKit` so).
        .library(name: "CairnTipKit", targets: ["CairnTipKit"]),
        // SpriteKit's scene graph and SwiftUI's `SpriteView`: `import CairnSpriteKit` (`cairn`
        // reads `import SpriteKit` so).
        .library(name: "CairnSpriteKit", targets: ["CairnSpriteKit"]),
        // Foundation Models (iOS 26): `@Generable`, `LanguageModelSession`, generated content;
        // `import CairnFoundationModels` (`cairn` reads `import FoundationModels` so).
        .library(name: "CairnFoundationModels", targets: ["CairnFoundationModels"]),
        // Core Image's images, contexts and built-in filters (QR codes, colour effects, blurs):
        // `import CairnCoreImage` (`cairn` reads `import CoreImage` and
        // `import CoreImage.CIFilterBuiltins` so).
        .library(name: "CairnCoreImage", targets: ["CairnCoreImage"]),
        .executable(name: "ChartBench", targets: ["ChartBench"]),
        .executable(name: "EffectsBench", targets: ["EffectsBench"]),
        // The image server's social card against pycairo (make bench).
        .executable(name: "CardBench", targets: ["CardBench"]),
        // Seeded fuzzing of the public API in child processes (`make fuzz`).
        .executable(name: "CairnFuzz", targets: ["CairnFuzz"]),
        // The text layout benchmark (make bench).
        .executable(name: "TextBench", targets: ["TextBench"]),
        // `Preview`, `PreviewTrait`, the preview registry and `#Preview` itself.
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
        // Kept so that packages that name it still resolve: `#Preview` needs no trait since issue 22
        // (its macro plug-in speaks the compiler's protocol itself, without swift-syntax).
        .trait(name: "Previews", description: "No longer needed: #Preview works from the default product. Kept for packages that name it."),
        // `make bench` builds with it; without it the benchmark executables only say how to build
        // them, so `swift build` and the test build compile no benchmark.
        .trait(name: "Benchmarks", description: "Builds the benchmarks (make bench); without it each benchmark only prints how to build it."),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .target(name: "CairnGeometry"),
        .target(name: "CairnAnimation", dependencies: ["CairnGeometry"]),
        .target(name: "CairnShapes", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnLayout", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnDisplayList", dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes"]),
        // Combine's subset SwiftUI code uses (ObservableObject, @Published, subjects, sink/assign,
        // Timer and NotificationCenter publishers), re-exported by `import Cairn` as Apple's SwiftUI
        // re-exports Combine's. Its own module name, not `Combine`: a module named like Apple's in a
        // package graph is found by other packages' `#if canImport(Combine)` (README, "What compiles").
        .target(name: "CairnCombine"),
        // What carries data between apps, which Linux Foundation lacks: UniformTypeIdentifiers'
        // `UTType`, CoreTransferable's `Transferable` and its representations, Foundation's
        // `NSItemProvider`, `FileWrapper` and `NSUserActivity`. Its own module name, as
        // `CairnCombine`, so no package's `#if canImport(UniformTypeIdentifiers)` finds it.
        .target(name: "CairnTransferable"),
        // The SF Symbols catalogue: each name's artwork as paths on Apple's grid, its variants
        // and layers; below the views, as it needs none of them (issue 27).
        .target(name: "CairnSymbols", dependencies: ["CairnGeometry", "CairnShapes", "CairnDisplayList"]),
        .target(
            name: "CairnViews",
            dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList", "CairnCombine",
                           "CairnSymbols", "CairnTransferable", "CairnMacroPlugin"]
        ),
        // Components on the engine: controls, containers and presentations (issue 27). The
        // engine below names none of them; what crosses the boundary is `package` API.
        .target(
            name: "CairnControls",
            dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList", "CairnViews",
                           "CairnTransferable"]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]
        ),
        // librsvg draws SVG images; only CairnCairo imports it.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Cairn's PNG encoder (zlib) and its one libpng decoder, in C: libpng reports errors
        // with setjmp/longjmp, which must never cross Swift frames.
        .target(name: "CairnPNG", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("z")]),
        .target(
            name: "CairnCairo",
            dependencies: ["CCairo", "CRsvg", "CairnPNG", "CairnGeometry", "CairnShapes", "CairnDisplayList", "CairnFilters"],
            // The bundled fonts (Inter, OFL) that make text measure the same on every machine.
            resources: [.copy("Resources/Fonts")],
            linkerSettings: [.linkedLibrary("png")]
        ),
        // Frame export's C helper: SIGPIPE-safe writes to ffmpeg's pipe.
        .target(name: "CairnExportSupport"),
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
            dependencies: benchmarkDependencies(["BenchSupport", "CairnCairo", "CairoBaseline", "CCairo", "CairnGeometry", "CairnShapes", "CairnDisplayList"])
        ),
        .target(
            name: "Cairn",
            dependencies: [
                "CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout",
                "CairnDisplayList", "CairnSymbols", "CairnViews", "CairnControls", "CairnCairo", "CairnExport", "CairnPreviews",
                "CairnCombine", "CairnTransferable", "CairnCoreLocation",
                "CairnAuthenticationServices", "CairnAVKit", "CairnWebKit", "CairnContacts", "CairnAppServices",
            ]
        ),
        // The sample scenes, a library so that tests can render them. The seed articles are
        // Swift 5 code (`static var defaultValue`, non-Sendable closures); they compile
        // unchanged in Swift 5 mode, as they would in an app.
        .target(
            name: "SampleScenes",
            dependencies: ["Cairn", "Charts", "SwiftData", "PhotosUI", "WidgetKit", "CairnActivityKit", "MapKit", "CairnTipKit", "CairnStoreKit", "CairnSpriteKit", "CairnCoreImage"],
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
        .executableTarget(name: "LayoutBench", dependencies: benchmarkDependencies(["Cairn", "CairnViews", "CairnLayout"])),
        // The radar-chart benchmark frame, shared by CairnBench and ExportBench.
        .target(name: "BenchSupport", dependencies: ["CairnDisplayList", "CairnGeometry", "CairnShapes"]),
        // Reads the versions of the libraries a rendering depends on (references are decoded by
        // CairnPNG's one libpng decoder).
        .target(
            name: "CairnSnapshotSupport",
            linkerSettings: [.linkedLibrary("cairo"), .linkedLibrary("pango-1.0"),
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
        .executableTarget(name: "SnapshotBench", dependencies: benchmarkDependencies(["Cairn", "CairnCairo", "CairnSnapshotTesting"])),
        .executableTarget(
            name: "ExportBench",
            dependencies: benchmarkDependencies(["BenchSupport", "CairnExport", "CairnCairo", "CairoBaseline", "CCairo", "CairnDisplayList", "CairnShapes", "CairnGeometry", "CairnPNG", "Cairn"])  // Cairn: the animated timeline and the still view → pixels/SVG against pycairo
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
        .testTarget(name: "CairnSamplesTests", dependencies: ["Cairn", "CairnCairo", "Charts", "SampleScenes", "CairnTestSupport"], path: "Tests/CairnSamplesTests"),
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
            dependencies: ["Cairn", "CairnCairo", "CCairo", "CairnGeometry", "CairnShapes", "CairnDisplayList", "CairnPNG", "CairnFilters",
                           "CairnTestSupport"]
        ),
        // The `cairn` command line: compiles a user's Swift file against Cairn in a generated
        // package and runs it (it links no Cairn module itself).
        .executableTarget(name: "CairnCLI"),
        .testTarget(name: "CairnCLITests", dependencies: ["CairnCLI"]),
        // Swift Charts' API (Chart, marks, scales, axes, legend) drawn with Cairn's public views.
        .target(name: "Charts", dependencies: ["Cairn"]),
        // SwiftData's API (@Model, @Query, ModelContainer, ModelContext, FetchDescriptor) with the
        // models in memory, so the SwiftData views of Xcode's template and of apps render.
        .target(name: "SwiftData", dependencies: ["Cairn", "CairnViews", "CairnMacroPlugin"]),
        // PhotosUI's picker API (`PhotosPicker`, `PhotosPickerItem`, `PHPickerFilter`,
        // `.photosPicker(isPresented:)`): the picker draws as its button; no library to present.
        .target(name: "PhotosUI", dependencies: ["Cairn", "CairnViews"]),
        // WidgetKit's API for widget views (`TimelineEntry`, `TimelineProvider`, `Widget`,
        // `StaticConfiguration`, `\.widgetFamily`) and `#Preview(as: .systemSmall) { … } timeline: { … }`.
        .target(name: "WidgetKit", dependencies: ["Cairn", "CairnViews", "CairnControls", "CairnPreviews", "CairnMacroPlugin", "CairnAppIntents", "CairnActivityKit"]),
        // ActivityKit (Foundation only): `ActivityAttributes`, `ActivityContent`, `Activity`.
        .target(name: "CairnActivityKit"),
        // AppIntents' intents, parameters and enums, and the buttons and toggles that run
        // intents. Its own product (not in `Cairn`: `Parameter` would clash with TipKit's), not
        // named `AppIntents` (other packages test `canImport(AppIntents)`).
        .target(name: "CairnAppIntents", dependencies: ["CairnViews", "CairnControls"]),
        // Core Location's value types and a location manager that never locates (Foundation
        // only), re-exported by Cairn. Not named `CoreLocation`: swift-custom-dump (under
        // swift-snapshot-testing) compiles Apple-only code when `canImport(CoreLocation)`.
        .target(name: "CairnCoreLocation"),
        // The views Apple's other frameworks add to SwiftUI, re-exported by Cairn (`cairn` reads
        // their imports as `import Cairn`), each in a module not named as Apple's, whose names
        // other packages test with `canImport`: AuthenticationServices' `SignInWithAppleButton`
        // and sign-in model (nothing is ever authorized), AVKit's `VideoPlayer` with AVFoundation's
        // player (a file's first frame by ffmpeg; nothing plays), WebKit's `WebView` and
        // `WebPage` (no web engine: the page's background).
        .target(name: "CairnAuthenticationServices", dependencies: ["CairnViews", "CairnShapes", "CairnGeometry", "CairnDisplayList"]),
        // Contacts and Contacts UI as SwiftUI code uses them (the store, contacts, iOS 18's
        // ContactAccessButton), re-exported by Cairn.
        .target(name: "CairnContacts", dependencies: ["CairnViews", "CairnDisplayList"]),
        // User Notifications, Local Authentication, Network's path monitor, Core Haptics and
        // Message UI as app code calls them (nobody to ask, no sensor, no account), re-exported
        // by Cairn.
        .target(name: "CairnAppServices", dependencies: ["CairnViews"]),
        .target(name: "CairnAVKit", dependencies: ["CairnViews", "CairnShapes", "CairnGeometry", "CairnDisplayList"]),
        .target(name: "CairnWebKit", dependencies: ["CairnViews", "CairnShapes", "CairnGeometry", "CairnDisplayList"]),
        .testTarget(name: "FrameworkViewsTests", dependencies: ["Cairn", "CairnCairo", "CairnTestSupport"]),
        // StoreKit's review prompt and StoreKit 2 model (no App Store: no products). Its own
        // product, not in `Cairn` (its `Transaction` would clash with SwiftUI's), and not named
        // `StoreKit` (swift-custom-dump compiles Apple-only code when `canImport(StoreKit)`).
        .target(name: "CairnStoreKit", dependencies: ["CairnViews", "CairnControls", "CairnLayout", "CairnDisplayList", "CairnShapes"]),
        .testTarget(name: "CairnStoreKitTests", dependencies: ["CairnStoreKit", "Cairn", "CairnCairo", "CairnTestSupport"]),
        // TipKit (tips, rules, parameters, events; `TipView`, `popoverTip`). Its own product, not
        // in `Cairn` (`Tip`, `Tips`, `@Parameter` and `#Rule` would enter every user's
        // namespace), and not named `TipKit` (other packages test `canImport(TipKit)`).
        .target(name: "CairnTipKit", dependencies: ["Cairn", "CairnViews", "CairnControls", "CairnMacroPlugin"]),
        .target(name: "CairnFoundationModels", dependencies: ["CairnMacroPlugin"]),
        // Core Image on the CPU: recipes rendered in linear sRGB, QR codes by ISO/IEC 18004,
        // colour filters, blurs. Not named `CoreImage` (other packages test `canImport(CoreImage)`).
        .target(name: "CairnCoreImage", dependencies: ["Cairn"]),
        .testTarget(name: "CairnCoreImageTests", dependencies: ["CairnCoreImage", "Cairn", "CairnViews", "CairnDisplayList", "CairnTestSupport"]),
        .testTarget(name: "CairnFoundationModelsTests", dependencies: ["CairnFoundationModels", "Cairn", "CairnTestSupport"]),
        .testTarget(name: "CairnTipKitTests", dependencies: ["CairnTipKit", "Cairn", "CairnCairo", "CairnTestSupport"]),
        .target(name: "CairnSpriteKit", dependencies: ["Cairn", "CairnAVKit"]),
        .testTarget(name: "CairnSpriteKitTests", dependencies: ["CairnSpriteKit", "Cairn", "CairnCairo", "CairnTestSupport"]),
        // Unified logging (`Logger`, `OSLogMessage`'s interpolations, `os_log`), Foundation only:
        // its own module, as a module named `os` is found by `canImport(os)` and a `Logger` in
        // `Cairn` would clash with swift-log's.
        .target(name: "CairnOSLog"),
        .testTarget(name: "CairnOSLogTests", dependencies: ["CairnOSLog"]),
        // MapKit for SwiftUI: `Map` drawn by MapKit's projection, without map data (no tiles).
        .target(name: "MapKit", dependencies: ["Cairn", "CairnViews", "CairnCoreLocation"]),
        .testTarget(name: "MapKitTests", dependencies: ["MapKit", "Cairn", "CairnCairo", "CairnTestSupport"]),
        .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "CairnAppIntents", "CairnActivityKit", "Cairn", "CairnTestSupport"]),
        .testTarget(name: "PhotosUITests", dependencies: ["PhotosUI", "Cairn", "CairnTestSupport"]),
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "Cairn", "CairnViews", "CairnCairo", "CairnTestSupport"]),
        // `make bench`: Charts against matplotlib drawing the same charts (scripts/chart-bench.sh).
        .executableTarget(name: "ChartBench", dependencies: benchmarkDependencies(["Charts", "Cairn"])),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Cairn", "CairnCairo", "SampleScenes", "CairnTestSupport"]),
        // The layout algorithms of CairnLayout, driven by fake subviews, without views (issue 14).
        .testTarget(name: "CairnLayoutTests", dependencies: ["CairnLayout", "CairnGeometry"]),
        // The display list itself: its dump and the sanitiser every drawing passes, without Cairo.
        .testTarget(name: "CairnDisplayListTests", dependencies: ["CairnDisplayList", "CairnGeometry", "CairnShapes"]),
        // Layer effects' pixel filters in C (blur, colour matrix, plusDarker), for CairnCairo.
        .target(name: "CairnFilters", linkerSettings: [.linkedLibrary("m")]),
        // `make bench`: a 400×400 card with shadow and blur against the plain card.
        .executableTarget(name: "EffectsBench", dependencies: benchmarkDependencies(["Cairn", "CairnCairo", "CCairo"])),
        // `make bench`: the image server's social card, view → PNG, beside pycairo drawing it by hand.
        .executableTarget(name: "CardBench", dependencies: benchmarkDependencies(["BenchSupport", "Cairn", "CairnCairo", "CCairo"])),
        // Seeded, reproducible fuzzing; each family's cases run in a watched child process.
        .executableTarget(
            name: "CairnFuzz",
            dependencies: ["Cairn", "CairnAnimation", "CairnCairo", "CairnDisplayList", "CairnExport", "CairnGeometry",
                           "CairnLayout", "CairnShapes", "CairnViews", "CairnMacroExpansion", "Charts", "SwiftData", "WidgetKit", "CairnAppIntents", "CairnActivityKit", "MapKit", "CairnOSLog", "CairnTipKit", "CairnStoreKit", "CairnSpriteKit", "CairnFoundationModels", "CairnCoreImage"]
        ),
        // Text layout benchmark: N wrapped Text views beside raw Pango measurement (make bench).
        .executableTarget(name: "TextBench", dependencies: benchmarkDependencies(["BenchSupport", "Cairn", "CairnCairo", "CCairo"])),
        // Previews (issue 15): `Preview`, `PreviewTrait`, the registry that finds every `#Preview` of
        // the running program, and the `#Preview` macro, re-exported by `Cairn`.
        .target(
            name: "CairnPreviews",
            dependencies: ["CairnViews", "CairnGeometry", "CairnPreviewDiscovery", "CairnMacroPlugin"]
        ),
        // Reads the Swift runtime's protocol conformance records of the executable (ELF) in C.
        .target(name: "CairnPreviewDiscovery"),
        // `#Preview`, `@Previewable` and `@Entry` expanded from their source text (issue 22): a
        // library, so that tests call it directly; Foundation only, no swift-syntax.
        .target(name: "CairnMacroExpansion"),
        // Their compiler plug-in: speaks the compiler's plug-in message protocol itself, so a
        // package depending on Cairn builds it in seconds and resolves no package for it.
        .macro(name: "CairnMacroPlugin", dependencies: ["CairnMacroExpansion"]),
        .testTarget(name: "CairnMacroExpansionTests", dependencies: ["CairnMacroExpansion"]),
        // The registry and rendering every preview of a fixture to PNGs.
        .testTarget(name: "CairnPreviewsTests", dependencies: ["Cairn", "CairnPreviews", "CairnTestSupport"]),
        // Pasted SwiftUI files as users write them today (issue 22), compiled against the default
        // product only and rendered with numbers checked.
        // Measurement and person-name format styles Linux Foundation lacks (issue 22).
        .testTarget(name: "CairnFormattingTests", dependencies: ["Cairn"]),
        .testTarget(name: "CairnTransferableTests", dependencies: ["Cairn", "CairnCairo", "CairnTransferable", "CairnTestSupport"]),
        .testTarget(name: "PastedSwiftUITests", dependencies: ["Cairn", "CairnCairo", "CairnTestSupport"],
                    swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]),
    ],
    swiftLanguageModes: [.v6]
)
