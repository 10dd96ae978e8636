// swift-tools-version: 6.1
// Builds Cairn's documentation (`make docs`) with the Swift-DocC plugin, which is a
// dependency of this package only: packages that depend on Cairn never resolve it.
//   swift package --package-path Docs --allow-writing-to-directory .build/docs \
//     generate-documentation --product Cairn --output-path .build/docs/Cairn.doccarchive
import PackageDescription

let package = Package(
    name: "CairnDocs",
    dependencies: [
        .package(name: "Cairn", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: []
)
