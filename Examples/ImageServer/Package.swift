// swift-tools-version: 6.2
// An HTTP image server on Cairn: social cards (PNG), charts (SVG) and badges (PNG) on
// request. A package of its own, so that packages depending on Cairn still resolve no
// third-party package: only this example brings Hummingbird.
import Foundation
import PackageDescription

// Cairn is the repository two levels up. A path dependency's identity is its folder's name
// (`main`, a worktree's or CI's clone folder), so it is read here rather than spelled out.
let cairnPath = "../.."
let cairnIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(cairnPath).standardizedFileURL.lastPathComponent

let package = Package(
    name: "ImageServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "ImageServer", targets: ["ImageServer"]),
    ],
    dependencies: [
        .package(path: cairnPath),
        // ConfigurationSupport and FullFoundation (Hummingbird's default traits) are not
        // needed: no swift-configuration to build.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    ],
    targets: [
        // Routes, validation, caching headers and the render queue: what the tests drive.
        .target(
            name: "ImageServerCore",
            dependencies: [
                .product(name: "Cairn", package: cairnIdentity),
                .product(name: "Charts", package: cairnIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(name: "ImageServer", dependencies: ["ImageServerCore"]),
        .testTarget(
            name: "ImageServerTests",
            dependencies: [
                "ImageServerCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
