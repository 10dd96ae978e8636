@testable import CairnCLI
import Foundation
import Testing

/// `cairn`'s argument checks and error messages: everything that is refused before compiling.
@Suite struct CLITests {
    static let view = "struct Chart: View {\n    var body: some View { Color.red }\n}\nstruct Legend: View { var body: some View { Text(\"x\") } }\n"

    /// Bad arguments, each with the words its message must contain.
    static let badArguments: [([String], Bool, String)] = [
        (["c.swift", "--view", "Chart", "--size", "0x0", "-o", "a.png"], false, "greater than zero"),
        (["c.swift", "--view", "Chart", "--size", "100000x100000", "-o", "a.png"], false, "the limit is 32767 pixels a side"),
        (["c.swift", "--view", "Chart", "--size", "20000x20000", "-o", "a.png"], false, "268435456 pixels in all"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "--scale", "2", "-o", "a.png", "--scale", "0"], false, "--scale 0"),
        (["c.swift", "--view", "Chart", "--size", "wide", "-o", "a.png"], false, "e.g. 400x300"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.jpg"], false, "use .png, .svg or .pdf"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.gif"], false, "use `cairn export`"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.png", "--duration", "3"], true, "use `cairn render`"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.gif"], true, "--duration gives"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.gif", "--duration", "0"], true, "--duration 0"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.gif", "--duration", "3", "--fps", "-1"], true, "--fps -1: give frames per second"),
        (["c.swift", "--size", "400x300", "-o", "a.png"], false, "--view names the view"),
        (["c.swift", "--view", "Chart()", "--size", "400x300", "-o", "a.png"], false, "not a Swift type name"),
        (["c.swift", "--view", "Chart", "--size", "40x30", "--duration", "1", "-o", "f/", "--join", "f"], true, "not another folder"),
        (["c.swift", "--view", "Chart", "--size", "400x300", "--design", "iOS18", "-o", "a.png"], false, "give iOS17 or iOS26"),
    ]

    @Test(arguments: 0..<badArguments.count)
    func badArgumentsAreRefusedWithAMessage(index: Int) {
        let (arguments, export, words) = Self.badArguments[index]
        do {
            _ = try RenderRequest.parse(arguments, export: export)
            Issue.record("accepted \(arguments)")
        } catch let error as CLIError {
            #expect(error.message.contains(words), "\(error.message)")
            #expect(error.status != 0)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func goodArguments() throws {
        let r = try RenderRequest.parse(["c.swift", "--view", "Chart", "--size", "400×300", "--scale", "2", "-o", "out/a.svg"], export: false)
        #expect(r == RenderRequest(file: "c.swift", view: "Chart", width: 400, height: 300, scale: 2, output: "out/a.svg", kind: .svg))
        let e = try RenderRequest.parse(["c.swift", "--view", "Chart", "--size", "200x100", "--duration", "3", "--fps", "24", "-o", "frames/"], export: true)
        #expect(e.kind == .pngDirectory)
        #expect(e.duration == 3)
        #expect(e.fps == 24)
    }

    /// `--now`: the scene's start date in seconds since 2001-01-01 UTC (what the generated
    /// program takes), `-` (the current time) when not given; ISO 8601 with a time or a day.
    @Test func nowFixesTheScenesStartDate() throws {
        let base = ["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.png"]
        #expect(try RenderRequest.parse(base, export: false).now == "-")
        // 2026-06-08T17:00:00Z is 802_630_800 s after 2001-01-01 (9,289 days and 17 hours).
        #expect(try RenderRequest.parse(base + ["--now", "2026-06-08T17:00:00Z"], export: false).now == "802630800")
        #expect(try RenderRequest.parse(base + ["--now", "2026-06-08T10:00:00-07:00"], export: false).now == "802630800")
        #expect(try RenderRequest.parse(base + ["--now", "2026-06-08"], export: false).now == "802569600")
        #expect(try PreviewsJob.parse(["Pkg", "--now", "2001-01-01"]).now == "0")
        #expect(try PreviewsJob.parse(["Pkg"]).now == "-")
        for bad in ["tomorrow", "2026-13-40", "1e400", "9999-01-01", "6000-01-01T00:00:00Z"] {
            #expect(throws: CLIError.self) { try RenderRequest.parse(base + ["--now", bad], export: false) }
            #expect(throws: CLIError.self) { try PreviewsJob.parse(["Pkg", "--now", bad]) }
        }
        #expect(throws: CLIError.self) { try PreviewsJob.parse(["Pkg", "--now"]) }
    }

    /// The design era: iOS 26 unless `--design` names another (`iOS17`, `17`, any case), for
    /// `render`, `export` and `previews` alike; anything else is a usage error naming the two.
    @Test func designEraDefaultsToIOS26() throws {
        let base = ["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.png"]
        #expect(try RenderRequest.parse(base, export: false).design == "iOS26")
        #expect(try RenderRequest.parse(base + ["--design", "17"], export: false).design == "iOS17")
        #expect(try RenderRequest.parse(base + ["--design", "IOS26"], export: false).design == "iOS26")
        #expect(try PreviewsJob.parse(["Pkg"]).design == "iOS26")
        #expect(try PreviewsJob.parse(["Pkg", "--design", "ios17"]).design == "iOS17")
        #expect(throws: CLIError.self) { try PreviewsJob.parse(["Pkg", "--design", "dark"]) }
        #expect(throws: CLIError.self) { try PreviewsJob.parse(["Pkg", "--design"]) }
    }

    /// `previews` draws on a phone's screen unless `--size` says otherwise: 402 × 874 points
    /// (iPhone 17 / 17 Pro) at scale 2, so a whole screen is in the picture.
    @Test func previewsCanvasIsAPhoneScreen() throws {
        let job = try PreviewsJob.parse(["Pkg"])
        #expect(job.width == 402 && job.height == 874 && job.scale == 2)
        let given = try PreviewsJob.parse(["Pkg", "--size", "200x100"])
        #expect(given.width == 200 && given.height == 100)
    }

    /// `--at` (render only): seconds after the view appears, 0 by default, 0...3600.
    @Test func renderTakesTheTimeAfterAppearing() throws {
        let base = ["c.swift", "--view", "Chart", "--size", "400x300", "-o", "a.png"]
        #expect(try RenderRequest.parse(base, export: false).at == 0)
        #expect(try RenderRequest.parse(base + ["--at", "1.5"], export: false).at == 1.5)
        for bad in ["-1", "nan", "4000", "soon"] {
            #expect(throws: CLIError.self) { try RenderRequest.parse(base + ["--at", bad], export: false) }
        }
        #expect(throws: CLIError.self) { try RenderRequest.parse(base + ["--at"], export: false) }
        let export = ["c.swift", "--view", "Chart", "--size", "400x300", "--duration", "2", "-o", "a.gif"]
        #expect(throws: CLIError.self) { try RenderRequest.parse(export + ["--at", "1"], export: true) }
    }

    @Test func viewsAreFoundInTheSource() {
        #expect(RenderJob.declaredViews(in: Self.view) == ["Chart", "Legend"])
        #expect(RenderJob.declares("Chart", in: Self.view))
        #expect(!RenderJob.declares("Char", in: Self.view))
    }

    /// The generated package's sources become exactly the command's files: a previous
    /// command's files go, unchanged ones are not rewritten (the build stays incremental).
    @Test func generatedSourcesAreReplaced() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("cairn-sources-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: folder) }
        try RenderJob.replaceSources(in: folder, with: ["File000_A.swift": "a", "main.swift": "m1"])
        let kept = folder.appendingPathComponent("main.swift")
        try RenderJob.replaceSources(in: folder, with: ["UserView.swift": "u", "main.swift": "m1"])
        #expect(try fm.contentsOfDirectory(atPath: folder.path).sorted() == ["UserView.swift", "main.swift"])
        #expect(try String(contentsOf: kept, encoding: .utf8) == "m1")
        try RenderJob.replaceSources(in: folder, with: ["UserView.swift": "u2", "main.swift": "m2"])
        #expect(try String(contentsOf: kept, encoding: .utf8) == "m2")
        #expect(RenderJob.manifest(cairn: "/x/Cairn").contains(#"path: "/x/Cairn""#))
        // `import Charts` in a pasted file resolves to Cairn's Charts product.
        #expect(RenderJob.manifest(cairn: "/x/Cairn").contains(#".product(name: "Charts", package: "Cairn")"#))
        #expect(RenderJob.manifest(cairn: "/x/Cairn").contains(#".product(name: "SwiftData", package: "Cairn")"#))
    }

    /// The compiler's diagnostics about the generated copy name the user's file and line.
    @Test func compilerErrorsNameTheUsersFileAndLine() {
        let folder = "/cache/render-1/Sources/CairnRender"
        let output = """
            [3/9] Compiling CairnRender UserView.swift
            \(folder)/UserView.swift:7:9: error: cannot find 'Colr' in scope
             5 |     var body: some View {
             7 |         Colr.red
               |         `- error: cannot find 'Colr' in scope
            [4/9] Compiling CairnRender main.swift
            error: fatalError
            """
        let text = CompilerDiagnostics.translate(output, generatedFolder: folder, userFile: "charts/Chart.swift", view: "Chart", export: false)
        #expect(text.hasPrefix("charts/Chart.swift:7:9: error: cannot find 'Colr' in scope"))
        #expect(text.contains("`- error: cannot find 'Colr' in scope"))
        #expect(!text.contains(folder))
        #expect(!text.contains("Compiling"))

        let mainError = "\(folder)/main.swift:6:39: error: missing argument for parameter 'values' in call"
        let made = CompilerDiagnostics.translate(mainError, generatedFolder: folder, userFile: "c.swift", view: "Chart", export: false)
        #expect(made.contains("cairn makes the view as Chart(): missing argument for parameter 'values' in call"))
        #expect(made.contains("give every stored property of Chart a default value"))
    }

    /// The built `cairn` binary: bad input exits non-zero with a message, and writes nothing.
    @Test func binaryRefusesBadInputAndWritesNothing() throws {
        let fm = FileManager.default
        let exe = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let cairn = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("cairn")
        #expect(fm.fileExists(atPath: cairn.path), "build the cairn executable first (swift build --build-tests)")
        let folder = fm.temporaryDirectory.appendingPathComponent("cairn-cli-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        try Data(Self.view.utf8).write(to: folder.appendingPathComponent("Chart.swift"))

        let cases: [([String], Int32, String)] = [
            (["render", "Chart.swift", "--view", "Chart", "--size", "0x0", "-o", "a.png"], 65, "greater than zero"),
            (["render", "Chart.swift", "--view", "Chart", "--size", "100000x100000", "-o", "a.png"], 65, "Give a smaller size"),
            (["render", "Missing.swift", "--view", "Chart", "--size", "40x30", "-o", "a.png"], 65, "Missing.swift: no such Swift file"),
            (["render", "Chart.swift", "--view", "Pie", "--size", "40x30", "-o", "a.png"], 65, "declares no view named Pie; views it declares: Chart, Legend"),
            (["render", "Chart.swift", "--view", "Chart", "--size", "40x30", "-o", "nowhere/a.png"], 65, "does not exist (create it first)"),
            (["render", "Chart.swift", "--view", "Chart", "--size", "40x30"], 64, "-o names the output file"),
            (["draw"], 64, "unknown command draw"),
            (["export", "Chart.swift", "--view", "Chart", "--size", "40x30", "--duration", "1", "-o", "a.gif", "--join", "frames"], 65,
             "--join frames: no such folder of frames"),
        ]
        for (arguments, status, words) in cases {
            let process = Process()
            process.executableURL = cairn
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == status, "\(arguments): \(message)")
            #expect(message.hasPrefix("cairn: error: "), "\(message)")
            #expect(message.contains(words), "\(arguments): \(message)")
        }
        #expect(try fm.contentsOfDirectory(atPath: folder.path) == ["Chart.swift"], "no output written")
    }
}

/// `cairn previews`' source scan: `#Preview` blocks found, named and taken out.
@Suite struct PreviewScannerTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View { Text("#Preview { not this }") }   // #Preview { nor this }
        }

        #Preview {
            Badge()
        }

        /* #Preview { Text("commented out") } */
        #Preview("Dark \\"badge\\"", traits: .sizeThatFitsLayout) {
            VStack { Badge(); Text("}") }
        }
        """

    @Test func findsPreviewsAndTheirNames() {
        let blocks = PreviewScanner.scan(Self.source)
        #expect(blocks.count == 2)
        #expect(blocks.map(\.name) == [nil, "Dark \\\"badge\\\""].map { $0.map { $0.replacingOccurrences(of: "\\", with: "") } })
        #expect(blocks.map(\.line) == [7, 12])
        #expect(blocks[0].body.trimmingCharacters(in: .whitespacesAndNewlines) == "Badge()")
        #expect(blocks[1].body.trimmingCharacters(in: .whitespacesAndNewlines) == "VStack { Badge(); Text(\"}\") }")
    }

    @Test func argumentsAndColumnAreKeptForTheRegistryTypeOfTheScan() {
        let blocks = PreviewScanner.scan(Self.source)
        #expect(blocks.map(\.arguments) == [nil, #""Dark \"badge\"", traits: .sizeThatFitsLayout"#])
        #expect(blocks.map(\.column) == [1, 1])
        let registry = PreviewsJob.registry(blocks[1], index: 3, fileID: "CairnRender/Badge.swift")
        #expect(registry.contains("struct CairnScannedPreview3: PreviewRegistry {"))
        #expect(registry.contains(#"static let fileID = "CairnRender/Badge.swift""#))
        #expect(registry.contains("static let line = 12"))
        #expect(registry.contains(#"Preview("Dark \"badge\"", traits: .sizeThatFitsLayout) {"#))
        #expect(registry.contains("VStack { Badge(); Text(\"}\") }"))
    }

    @Test func generatedFileNamesArePrefixedOnlyWhenTheyRepeat() {
        #expect(PreviewsJob.generatedNames(["a/Card.swift", "b/Card.swift", "b/List.swift"])
                == ["File000_Card.swift", "File001_Card.swift", "List.swift"])
    }

    @Test func strippingKeepsLineNumbersAndImportsCairn() {
        let source = Self.source
        let stripped = PreviewScanner.stripped(source, blocks: PreviewScanner.scan(source))
        #expect(!stripped.contains("Badge()\n"))
        #expect(!stripped.contains("VStack"))
        #expect(stripped.contains("Text(\"#Preview { not this }\")"))
        #expect(stripped.hasPrefix("import Cairn\n"))
        #expect(stripped.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// `import UIKit` (which a SwiftUI file adds for `UIDevice` or haptics) reads as
    /// `import Cairn`, like `import SwiftUI`, with its attributes and access modifier.
    @Test func uiKitImportsReadAsCairn() {
        #expect(PreviewsJob.importingCairn("import SwiftUI\nimport UIKit\n@preconcurrency import UIKit\nimport UIKitPlus")
                == "import Cairn\nimport Cairn\nimport Cairn\nimport UIKitPlus")
    }

    /// `UniformTypeIdentifiers` and `CoreTransferable`, which Linux lacks, read as Cairn (its
    /// `CairnTransferable` declares `UTType` and `Transferable`).
    @Test func transferImportsReadAsCairn() {
        #expect(PreviewsJob.importingCairn("import UniformTypeIdentifiers\npublic import CoreTransferable\nimport CoreTransferableKit")
                == "import Cairn\nimport Cairn\nimport CoreTransferableKit")
        // Core Location's types live in Cairn (a module named CoreLocation would be found by
        // swift-custom-dump's canImport); MapKit keeps its name, a product of its own.
        #expect(PreviewsJob.importingCairn("import CoreLocation\nimport MapKit") == "import Cairn\nimport MapKit")
        // The views of Apple's other frameworks live in Cairn too (AVKit's VideoPlayer with
        // AVFoundation's player and Core Media's CMTime, Sign in with Apple, the location
        // button, WebKit's WebView); a longer module name keeps its text.
        #expect(PreviewsJob.importingCairn("import AVKit\nimport AVFoundation\nimport CoreMedia\nimport AuthenticationServices\nimport CoreLocationUI\nimport WebKit\nimport AVFoundationKit")
                == "import Cairn\nimport Cairn\nimport Cairn\nimport Cairn\nimport Cairn\nimport Cairn\nimport AVFoundationKit")
        // StoreKit reads as Cairn's own module (its Transaction would clash with SwiftUI's in
        // Cairn), qualified names too; a longer name or a string keeps its text.
        #expect(PreviewsJob.importingCairn("@preconcurrency import StoreKit") == "import CairnStoreKit")
        #expect(PreviewsJob.importingCairn("for await r in StoreKit.Transaction.updates { print(\"StoreKit.\", MyStoreKit.x) }")
                == "for await r in CairnStoreKit.Transaction.updates { print(\"StoreKit.\", MyStoreKit.x) }")
        // Unified logging reads as CairnOSLog in its three spellings; `os.` as a name stays.
        #expect(PreviewsJob.importingCairn("import OSLog\nimport os\nimport os.log\nlet v = os.version")
                == "import CairnOSLog\nimport CairnOSLog\nimport CairnOSLog\nlet v = os.version")
        // TipKit reads as Cairn's own module (its Tip, Tips and macros stay out of Cairn).
        #expect(PreviewsJob.importingCairn("import TipKit\nimport TipKitExtras") == "import CairnTipKit\nimport TipKitExtras")
        #expect(PreviewsJob.importingCairn("import SpriteKit\nimport SpriteKitty") == "import CairnSpriteKit\nimport SpriteKitty")
        // AppIntents too (its @Parameter would clash with TipKit's in Cairn).
        #expect(PreviewsJob.importingCairn("import AppIntents\nimport AppIntentsKit") == "import CairnAppIntents\nimport AppIntentsKit")
        #expect(PreviewsJob.importingCairn("import ActivityKit") == "import CairnActivityKit")
        // Core Image in both spellings tutorials use; a longer name stays.
        #expect(PreviewsJob.importingCairn("import CoreImage\nimport CoreImage.CIFilterBuiltins\nimport CoreImageKit")
                == "import CairnCoreImage\nimport CairnCoreImage\nimport CoreImageKit")
        #expect(PreviewsJob.importingCairn("import CoreMotion\nimport HealthKit\nimport EventKit") == "import Cairn\nimport Cairn\nimport Cairn")
    }

    /// `@MainActor` on declarations is blanked (Cairn's `View` is not a main-actor protocol, so
    /// a view could not read a main-actor model); closures, function types, isolated
    /// conformances, strings and comments keep it, and every column stays.
    @Test func mainActorDeclarationsReadAsNonisolated() {
        let source = """
        @MainActor @Observable final class Store {
        @MainActor
            @MainActor func load() async { Task { @MainActor in print("@MainActor class") } }
            let f: @MainActor () -> Void = {}
        }
        extension Store: @MainActor Loader {} // @MainActor struct
        """
        let expected = """
                   @Observable final class Store {
                  
                       func load() async { Task { @MainActor in print("@MainActor class") } }
            let f: @MainActor () -> Void = {}
        }
        extension Store: @MainActor Loader {} // @MainActor struct
        """
        #expect(PreviewsJob.importingCairn(source) == expected)
    }

    /// An app file's `@main` is dropped (the generated program has its own entry point), its
    /// columns kept; a `@main` after other text stays (`@MainActor` is blanked as a
    /// declaration attribute: `mainActorDeclarationsReadAsNonisolated`).
    @Test func mainAttributeIsDroppedInPlace() {
        let app = "import SwiftUI\n\n@main\nstruct MyApp: App {}\n  @main struct Other: App {}\n@MainActor final class M {}\nlet s = \"@main\""
        #expect(PreviewsJob.importingCairn(app)
                == "import Cairn\n\n     \nstruct MyApp: App {}\n        struct Other: App {}\n           final class M {}\nlet s = \"@main\"")
    }
}

/// SwiftPM keeps a build plan until the package's own manifest changes, so `cairn` removes the
/// plan of its generated package when Cairn's list of source files changes (a file added or
/// removed), and only then.
@Suite struct ReplanTests {
    @Test func thePlanGoesWhenCairnsSourceListChanges() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("cairn-replan-\(getpid())")
        defer { try? fm.removeItem(at: root) }
        let cairn = root.appendingPathComponent("Cairn"), work = root.appendingPathComponent("work")
        let views = cairn.appendingPathComponent("Sources/CairnViews")
        try fm.createDirectory(at: views, withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: views.appendingPathComponent("A.swift"))
        let yaml = work.appendingPathComponent(".build/debug.yaml")
        let description = work.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/description.json")
        func plan() throws {
            try fm.createDirectory(at: description.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("plan".utf8).write(to: yaml)
            try Data("{}".utf8).write(to: description)
        }

        try plan()
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // first run: no record yet
        #expect(!fm.fileExists(atPath: yaml.path) && !fm.fileExists(atPath: description.path))

        try plan()
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // same files: the plan stays
        #expect(fm.fileExists(atPath: yaml.path) && fm.fileExists(atPath: description.path))

        try Data("struct B {}\n".utf8).write(to: views.appendingPathComponent("B.swift"))
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // a file added: re-plan
        #expect(!fm.fileExists(atPath: yaml.path) && !fm.fileExists(atPath: description.path))

        try plan()
        try Data("struct A { let x = 1 }\n".utf8).write(to: views.appendingPathComponent("A.swift"))
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // an edit: SwiftPM sees it
        #expect(fm.fileExists(atPath: yaml.path))

        try fm.removeItem(at: views.appendingPathComponent("B.swift"))
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // a file removed: re-plan
        #expect(!fm.fileExists(atPath: yaml.path))

        // The generated program's files: `cairn previews` leaves Cards.swift, the next
        // `cairn render` compiles UserView.swift alone. Its plan would miss Cards.swift
        // ("missing inputs") if it were kept.
        let own = work.appendingPathComponent("Sources/CairnRender")
        try RenderJob.replaceSources(in: own, with: ["Cards.swift": "c", "main.swift": "m"])
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)
        try plan()
        try RenderJob.replaceSources(in: own, with: ["UserView.swift": "u", "main.swift": "m"])
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)
        #expect(!fm.fileExists(atPath: yaml.path) && !fm.fileExists(atPath: description.path))
        try plan()
        try RenderJob.replaceSources(in: own, with: ["UserView.swift": "u2", "main.swift": "m"])
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn.path)  // same files: kept
        #expect(fm.fileExists(atPath: yaml.path))
    }

    /// An app file joins the generated program (its `@main` dropped), so a model it declares
    /// is there for another file's preview; only an executable's `main.swift` stays out.
    @Test func appFilesJoinThePreviewProgram() {
        #expect(PreviewsJob.joinsGeneratedProgram("/p/Sources/Notes/NotesApp.swift"))
        #expect(PreviewsJob.joinsGeneratedProgram("App.swift"))
        #expect(!PreviewsJob.joinsGeneratedProgram("/p/Sources/Tool/main.swift"))
    }
}
