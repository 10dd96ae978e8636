// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cairn",
    products: [
        .library(name: "Cairn", targets: ["Cairn"]),
        .executable(name: "samples", targets: ["Samples"]),
    ],
    targets: [
        .target(name: "CairnGeometry"),
        .target(name: "CairnAnimation", dependencies: ["CairnGeometry"]),
        .target(name: "CairnShapes", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnLayout", dependencies: ["CairnGeometry", "CairnAnimation"]),
        .target(name: "CairnDisplayList", dependencies: ["CairnGeometry", "CairnShapes"]),
        .target(
            name: "CairnViews",
            dependencies: ["CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList"]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]
        ),
        .target(
            name: "CairnCairo",
            dependencies: ["CCairo", "CairnGeometry", "CairnShapes", "CairnDisplayList"],
            linkerSettings: [.linkedLibrary("png")]
        ),
        .target(
            name: "Cairn",
            dependencies: [
                "CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout",
                "CairnDisplayList", "CairnViews", "CairnCairo",
            ]
        ),
        .executableTarget(
            name: "Samples",
            dependencies: ["Cairn"],
            path: "Samples",
            // The seed articles are Swift 5 code (`static var defaultValue`, non-Sendable
            // closures); they compile unchanged in Swift 5 mode, as they would in an app.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "CairnGeometryTests", dependencies: ["CairnGeometry"]),
        .testTarget(name: "CairnShapesTests", dependencies: ["CairnShapes", "CairnGeometry"]),
        .testTarget(name: "CairnLayoutTests", dependencies: ["Cairn"]),
        .testTarget(name: "CairnCairoTests", dependencies: ["Cairn", "CairnCairo"]),
    ],
    swiftLanguageModes: [.v6]
)
