@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// A deployed binary: the fonts are found beside the executable, not through SwiftPM's
/// `Bundle.module` (which traps when the resource bundle is not where the build left it).
@Suite struct DeploymentTests {
    /// The build folder holding this test binary, the `samples` executable and the
    /// `Cairn_CairnCairo.resources` bundle.
    static var buildFolder: URL {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent()
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `executable` in `folder` with `arguments`, without `CAIRN_FONTS_DIR`; returns the
    /// exit status and standard error.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CAIRN_FONTS_DIR"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Copies the `samples` binary alone into an empty folder and renders a text sample:
    /// system fonts and a diagnostic naming the missing fonts, exit 0 (it trapped with
    /// exit 132 before). Then with the resource bundle beside it: Inter, and the very pixels
    /// of the committed render (compared decoded: the PNG encoder may store them differently).
    @Test func copiedBinaryRendersTextWithAndWithoutResources() throws {
        let fm = FileManager.default
        let build = Self.buildFolder
        let samples = build.appendingPathComponent("samples")
        let bundle = build.appendingPathComponent("Cairn_CairnCairo.resources")
        #expect(fm.fileExists(atPath: samples.path), "build the samples executable first (swift build --build-tests)")
        #expect(fm.fileExists(atPath: bundle.appendingPathComponent("Fonts/Inter-Regular.otf").path))
        let folder = fm.temporaryDirectory.appendingPathComponent("cairn-deploy-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("samples")
        try fm.copyItem(at: samples, to: copy)
        let reference = try Data(contentsOf: Self.repositoryRoot.appendingPathComponent("Output/poem@2x.png"))

        // Alone.
        let alone = try Self.run(copy, ["--only", "poem", "--output", "alone"], in: folder)
        #expect(alone.status == 0, "stderr: \(alone.stderr)")
        #expect(alone.stderr.contains("Cairn: the bundled fonts (Inter"))
        #expect(alone.stderr.contains("Cairn_CairnCairo.resources"))
        #expect(alone.stderr.contains(folder.path))
        let aloneImage = try Data(contentsOf: folder.appendingPathComponent("alone/poem@2x.png"))
        #expect(aloneImage.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoder = CairoImageDecoder()
        let referencePixels = try decoder.decodeImage(reference, name: "poem", scale: 1).get().content
        #expect(try decoder.decodeImage(aloneImage, name: "poem", scale: 1).get().content != referencePixels,
                "system fonts measure differently from Inter")

        // With the resource bundle beside it.
        try fm.copyItem(at: bundle, to: folder.appendingPathComponent("Cairn_CairnCairo.resources"))
        let beside = try Self.run(copy, ["--only", "poem", "--output", "beside"], in: folder)
        #expect(beside.status == 0, "stderr: \(beside.stderr)")
        #expect(!beside.stderr.contains("bundled fonts"))
        let besideImage = try Data(contentsOf: folder.appendingPathComponent("beside/poem@2x.png"))
        #expect(try decoder.decodeImage(besideImage, name: "poem", scale: 1).get().content == referencePixels)
    }

    /// The search itself, data-driven: `CAIRN_FONTS_DIR`, then any `*_CairnCairo.resources`
    /// beside the executable (a dependent package's bundle is named after that package).
    @Test func fontSearchOrder() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("cairn-fonts-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let exeDir = root.appendingPathComponent("bin").path
        let bundleFonts = exeDir + "/MyApp_CairnCairo.resources/Fonts"
        let override = root.appendingPathComponent("override").path
        try fm.createDirectory(atPath: bundleFonts, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: override, withIntermediateDirectories: true)
        #expect(fm.createFile(atPath: bundleFonts + "/Inter-Regular.otf", contents: Data()))

        let found = PangoFontSystem.findBundledFonts(environment: [:], executableDirectories: [exeDir])
        #expect(found.directory == bundleFonts)
        #expect(found.problem == nil)

        // An override without the fonts is reported, and the bundle still wins over nothing.
        let badOverride = PangoFontSystem.findBundledFonts(environment: ["CAIRN_FONTS_DIR": override], executableDirectories: [exeDir])
        #expect(badOverride.directory == bundleFonts)

        #expect(fm.createFile(atPath: override + "/Inter-Regular.otf", contents: Data()))
        let good = PangoFontSystem.findBundledFonts(environment: ["CAIRN_FONTS_DIR": override], executableDirectories: [exeDir])
        #expect(good.directory == override)

        let none = PangoFontSystem.findBundledFonts(environment: ["CAIRN_FONTS_DIR": root.path + "/nowhere"], executableDirectories: [root.path])
        #expect(none.directory == nil)
        let problem = try #require(none.problem)
        #expect(problem.contains("CAIRN_FONTS_DIR (\(root.path)/nowhere)"))
        #expect(problem.contains("looked in \(root.path))"))
        #expect(problem.contains("To fix: copy the Cairn_CairnCairo.resources folder"))
    }
}
