import Foundation

/// `cairn previews <package>`: renders every `#Preview` of a package into PNGs and an HTML
/// contact sheet.
///
/// By default the package's files are compiled unchanged against Cairn with the package trait
/// `Previews`, so `#Preview` is Cairn's macro: each expands into a `PreviewRegistry` type, and
/// the generated program renders `PreviewRegistrations.all` with `PreviewSheet`. With `--scan`
/// (no swift-syntax needed) the command finds the `#Preview` blocks itself, takes them out of
/// the files and writes the same registry types for them: the same pictures, for packages
/// whose previews the scan can read (`#Preview(…) { … }` with a trailing closure).
struct PreviewsJob {
    var package: String
    var output: String
    var width: Double
    var height: Double
    var scale: Double
    /// Use the source scan instead of the `#Preview` macro.
    var scan = false
    /// The design era (`--design iOS17|iOS26`), as `DesignEra`'s raw value.
    var design = RenderRequest.defaultDesign
    /// The scene's start date (`--now`), in seconds since 2001-01-01 UTC, or `-`: the current time.
    var now = "-"

    static func parse(_ arguments: [String]) throws -> PreviewsJob {
        var package: String?
        var output = "previews"
        // A phone's screen, as Xcode's canvas shows a preview: iPhone 17 / 17 Pro, 402 × 874 points.
        var size = (402.0, 874.0)
        var scale = 2.0
        var scan = false
        var design = RenderRequest.defaultDesign
        var now = "-"
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            switch arg {
            case "-o", "--output":
                guard let v = rest.popFirst() else { throw CLIError.usage("-o needs a folder") }
                output = v
            case "--size":
                guard let v = rest.popFirst() else { throw CLIError.usage("--size needs a value, e.g. 402x874") }
                size = try RenderRequest.parseSize(v)
            case "--scale":
                guard let v = rest.popFirst(), let s = Double(v), s.isFinite, s > 0, s <= 16 else {
                    throw CLIError(message: "--scale: give a number greater than 0 and at most 16, e.g. 2")
                }
                scale = s
            case "--scan":
                scan = true
            case "--design":
                guard let v = rest.popFirst() else { throw CLIError.usage("--design needs a value: iOS17 or iOS26") }
                design = try RenderRequest.parseDesign(v)
            case "--now":
                guard let v = rest.popFirst() else { throw CLIError.usage("--now needs a date, e.g. 2026-06-08T17:00:00Z") }
                now = try RenderRequest.parseNow(v)
            default:
                if arg.hasPrefix("-") { throw CLIError.usage("unknown option \(arg)") }
                package = arg
            }
        }
        guard let package else { throw CLIError.usage("name the Swift file or package folder whose previews to render") }
        let (pw, ph) = ((size.0 * scale).rounded(.up), (size.1 * scale).rounded(.up))
        if pw > RenderRequest.maximumPixelSide || ph > RenderRequest.maximumPixelSide {
            throw CLIError(message: "--size at this scale is \(RenderRequest.format(pw))×\(RenderRequest.format(ph)) pixels: the limit is 32767 a side")
        }
        return PreviewsJob(package: package, output: output, width: size.0, height: size.1, scale: scale, scan: scan, design: design, now: now)
    }

    /// The Swift files whose previews to render, sorted: a `.swift` file alone (a file an
    /// editor or agent holds), a package's sources under `Sources/`, or else every `.swift`
    /// file under the folder named.
    func sourceFiles() throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: package, isDirectory: &isDirectory) else {
            throw CLIError(message: "\(package) does not exist: name a Swift file, or a folder (a package) of Swift files")
        }
        if !isDirectory.boolValue {
            guard package.hasSuffix(".swift") else { throw CLIError(message: "\(package) is not a Swift file: name a .swift file or a package folder") }
            return [package]
        }
        let sources = (package as NSString).appendingPathComponent("Sources")
        let root = fm.fileExists(atPath: sources, isDirectory: &isDirectory) && isDirectory.boolValue ? sources : package
        let files = (fm.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build/") && !$0.contains("/.build/") && $0 != "Package.swift" }.sorted()
        guard !files.isEmpty else { throw CLIError(message: "\(package) holds no Swift files") }
        return files.map { (root as NSString).appendingPathComponent($0) }
    }

    /// The generated file name of each source: its own name, prefixed with a number only when
    /// two files share a name (one module cannot hold both). The name is what the contact
    /// sheet shows (`Card.swift:12`).
    static func generatedNames(_ files: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for file in files { counts[(file as NSString).lastPathComponent, default: 0] += 1 }
        return files.enumerated().map { index, file in
            let name = (file as NSString).lastPathComponent
            return counts[name, default: 0] > 1 ? String(format: "File%03d_", index) + name : name
        }
    }

    /// Whether `file` is compiled into the generated program: every Swift file but an
    /// executable's `main.swift`, whose top-level code cannot join it. An app file (`@main
    /// struct MyApp: App`) joins with its `@main` dropped (`importingCairn`), so the models
    /// and views it declares are there for the other files' previews.
    static func joinsGeneratedProgram(_ file: String) -> Bool {
        (file as NSString).lastPathComponent != "main.swift"
    }

    /// The registry type `--scan` writes for a block: what the `#Preview` macro expands into.
    static func registry(_ block: PreviewBlock, index: Int, fileID: String) -> String {
        """
        struct CairnScannedPreview\(index): PreviewRegistry {
            static let fileID = \(String(reflecting: fileID))
            static let line = \(block.line)
            static let column = \(block.column)
            @MainActor static func makePreview() throws -> Preview {
                Preview(\(block.arguments ?? "")) {
        \(block.body)
                }
            }
        }

        """
    }

    /// One of the package's files as the generated package gets it.
    struct SourceCopy {
        /// The file's path in the package.
        var original: String
        /// Its text as compiled (blocks taken out with `--scan`; `import Cairn` for SwiftUI).
        var text: String
        /// The `#Preview` blocks the scan found in it.
        var blocks: [PreviewBlock]
    }

    func run() throws {
        let fm = FileManager.default
        var copies: [SourceCopy] = []
        for file in try sourceFiles() {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            guard Self.joinsGeneratedProgram(file) else { continue }
            let found = PreviewScanner.scan(source)
            copies.append(SourceCopy(
                original: file, text: scan ? PreviewScanner.stripped(source, blocks: found) : Self.importingCairn(source), blocks: found))
        }
        let count = copies.reduce(0) { $0 + $1.blocks.count }
        guard count > 0 else { throw CLIError(message: "no #Preview { … } found in \(package)") }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError(message: "\(output) is a file: -o names a folder for the PNGs and index.html")
        }
        let parent = URL(fileURLWithPath: output).deletingLastPathComponent().path
        guard access(parent, W_OK) == 0 else { throw CLIError(message: "cannot write into \(parent)") }

        let cairn = try RenderJob.cairnPackage()
        // `#Preview` needs no trait since issue 22 (Cairn's macro plug-in has no dependency):
        // previews share `render`'s package and build, so a warm run rebuilds only the user's files.
        let work = RenderJob.workFolder(for: cairn)
        let lock = try RenderJob.lock(work)
        defer { RenderJob.unlock(lock) }
        let sources = work.appendingPathComponent("Sources/CairnRender")
        var files: [String: String] = [:]
        var generatedToOriginal: [String: String] = [:]
        var main = "// Generated by `cairn previews`: renders every preview of the program (PreviewSheet).\nimport Cairn\nimport Foundation\n\n"
        var index = 0
        for (name, copy) in zip(Self.generatedNames(copies.map(\.original)), copies) {
            files[name] = copy.text
            generatedToOriginal[sources.appendingPathComponent(name).path] = copy.original
            for block in copy.blocks where scan {
                main += Self.registry(block, index: index, fileID: "CairnRender/" + name)
                index += 1
            }
        }
        main += "exit(await PreviewSheet.main(CommandLine.arguments))\n"
        files["main.swift"] = main
        try RenderJob.write(RenderJob.manifest(cairn: cairn), to: work.appendingPathComponent("Package.swift"))
        try RenderJob.replaceSources(in: sources, with: files)
        let firstRun = !fm.fileExists(atPath: work.appendingPathComponent(".build/debug/CairnRender").path)
        FileHandle.standardError.write(Data(("cairn: compiling \(copies.count) files and \(count) previews of \(package) against Cairn"
            + (scan ? " (source scan)" : " (#Preview macro)") + (firstRun ? "; the first run builds Cairn\(scan ? "" : " and swift-syntax"): minutes" : "") + "…\n").utf8))
        try RenderJob.replanIfSourcesChanged(work: work, cairn: cairn)
        let build = try RenderJob.runCapturing(["swift", "build", "--package-path", work.path, "--product", "CairnRender"])
        if build.status != 0 {
            var text = build.output
            for (generated, original) in generatedToOriginal { text = text.replacingOccurrences(of: generated, with: original) }
            let lines = text.split(separator: "\n").map(String.init).filter { line in
                !line.hasPrefix("[") && !line.contains("prohibited flag") && !line.hasPrefix("Building")
            }
            let hint = !scan && text.contains("swift-syntax")
                ? "\n(the #Preview macro needs the swift-syntax package; `cairn previews --scan` works without it)" : ""
            throw CLIError(message: "the previews of \(package) do not compile:\n" + lines.suffix(40).joined(separator: "\n") + hint, status: 1)
        }
        // Render into a temporary folder beside the output, then move it into place.
        let staging = output + ".cairn-\(getpid())"
        try? fm.removeItem(atPath: staging)
        try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let binary = work.appendingPathComponent(".build/debug/CairnRender").path
        let title = "Previews of " + (URL(fileURLWithPath: package).standardizedFileURL.lastPathComponent)
        let status = try RenderJob.runInheriting([binary, RenderRequest.format(width), RenderRequest.format(height), String(scale), staging, title, design, now])
        if status != 0 {
            try? fm.removeItem(atPath: staging)
            throw CLIError(message: "a preview could not be rendered (see above); nothing was written", status: 1)
        }
        // Into place file by file (other files in the folder are left alone).
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        let written = try fm.contentsOfDirectory(atPath: staging)
        for file in written {
            let destination = (output as NSString).appendingPathComponent(file)
            try? fm.removeItem(atPath: destination)
            try fm.moveItem(atPath: (staging as NSString).appendingPathComponent(file), toPath: destination)
        }
        try? fm.removeItem(atPath: staging)
        print("\(written.filter { $0.hasSuffix(".png") }.count) previews → \(output)/index.html")
    }
}
