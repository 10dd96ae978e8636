import Foundation

/// One `#Preview { … }` block found in a source file.
struct PreviewBlock: Equatable {
    /// The preview's name (its string argument), or nil.
    var name: String?
    /// The closure's body, without the outer braces.
    var body: String
    /// The 1-based line of `#Preview`.
    var line: Int
    /// The character range of the whole `#Preview…}` in the source.
    var range: Range<String.Index>
    /// The 1-based column of `#Preview`.
    var column: Int = 1
    /// The text between the parentheses of `#Preview(…)` (name and traits), or nil.
    var arguments: String? = nil
}

/// Finds `#Preview` blocks by scanning the source (no swift-syntax): strings, comments and
/// nested braces are skipped correctly, which is all a preview's extent needs.
enum PreviewScanner {
    static func scan(_ source: String) -> [PreviewBlock] {
        var blocks: [PreviewBlock] = []
        let chars = Array(source)
        let indices = Array(source.indices) + [source.endIndex]
        var i = 0
        var line = 1
        func skipStringOrComment(_ j: inout Int) -> Bool {
            if chars[j] == "/", j + 1 < chars.count, chars[j + 1] == "/" {
                while j < chars.count, chars[j] != "\n" { j += 1 }
                return true
            }
            if chars[j] == "/", j + 1 < chars.count, chars[j + 1] == "*" {
                j += 2
                while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
                j = min(j + 2, chars.count)
                return true
            }
            if chars[j] == "\"" {
                let triple = j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\""
                j += triple ? 3 : 1
                while j < chars.count {
                    if chars[j] == "\\" { j += 2; continue }
                    if triple, j + 2 < chars.count, chars[j] == "\"", chars[j + 1] == "\"", chars[j + 2] == "\"" { j += 3; return true }
                    if !triple, chars[j] == "\"" { j += 1; return true }
                    if !triple, chars[j] == "\n" { return true }
                    j += 1
                }
                return true
            }
            return false
        }
        while i < chars.count {
            let start = i
            if skipStringOrComment(&i) {
                line += chars[start..<i].filter { $0 == "\n" }.count
                continue
            }
            if chars[i] == "\n" { line += 1 }
            guard chars[i] == "#", String(chars[i..<min(i + 8, chars.count)]) == "#Preview",
                  i + 8 >= chars.count || !(chars[i + 8].isLetter || chars[i + 8].isNumber || chars[i + 8] == "_")
            else { i += 1; continue }
            let previewLine = line
            var j = i + 8
            var name: String?
            var arguments: String?
            var lineStart = i
            while lineStart > 0, chars[lineStart - 1] != "\n" { lineStart -= 1 }
            while j < chars.count, chars[j].isWhitespace { j += 1 }
            if j < chars.count, chars[j] == "(" {
                let open = j
                // The arguments: the first string literal is the name.
                var depth = 0
                while j < chars.count {
                    if chars[j] == "\"" && name == nil {
                        var k = j + 1
                        var text = ""
                        while k < chars.count, chars[k] != "\"" { if chars[k] == "\\" { k += 1 }; if k < chars.count { text.append(chars[k]) }; k += 1 }
                        name = text
                        j = k + 1
                        continue
                    }
                    if skipStringOrComment(&j) { continue }
                    if chars[j] == "(" { depth += 1 }
                    if chars[j] == ")" { depth -= 1; if depth == 0 { j += 1; break } }
                    j += 1
                }
                arguments = String(chars[(open + 1)..<max(open + 1, j - 1)])
                while j < chars.count, chars[j].isWhitespace { j += 1 }
            }
            guard j < chars.count, chars[j] == "{" else { i += 1; continue }
            let bodyStart = j + 1
            var depth = 0
            var end = -1
            while j < chars.count {
                if skipStringOrComment(&j) { continue }
                if chars[j] == "{" { depth += 1 }
                if chars[j] == "}" { depth -= 1; if depth == 0 { end = j; break } }
                j += 1
            }
            guard end >= 0 else { break }
            blocks.append(PreviewBlock(
                name: name, body: String(chars[bodyStart..<end]), line: previewLine, range: indices[i]..<indices[end + 1],
                column: i - lineStart + 1, arguments: arguments))
            line += chars[i...end].filter { $0 == "\n" }.count
            i = end + 1
        }
        return blocks
    }

    /// `source` with its preview blocks removed (their lines kept blank, so that compiler
    /// line numbers still match the original) and `import SwiftUI` made `import Cairn`.
    static func stripped(_ source: String, blocks: [PreviewBlock]) -> String {
        var result = source
        for block in blocks.reversed() {
            let newlines = String(repeating: "\n", count: source[block.range].filter { $0 == "\n" }.count)
            result.replaceSubrange(block.range, with: newlines)
        }
        return PreviewsJob.importingCairn(result)
    }
}

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

    static func parse(_ arguments: [String]) throws -> PreviewsJob {
        var package: String?
        var output = "previews"
        // A phone's screen, as Xcode's canvas shows a preview: iPhone 17 / 17 Pro, 402 × 874 points.
        var size = (402.0, 874.0)
        var scale = 2.0
        var scan = false
        var design = RenderRequest.defaultDesign
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
        return PreviewsJob(package: package, output: output, width: size.0, height: size.1, scale: scale, scan: scan, design: design)
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

    /// The modules a SwiftUI file imports that Linux lacks and Cairn stands in for: each
    /// `import` of them is read as `import Cairn` (which re-exports Combine's subset, the CG
    /// types and UIKit's corner SwiftUI code uses: `UIColor`, `UIScreen`, `UIDevice`,
    /// `UIApplication`, `UIImage`, `UIFont`, the feedback generators; Core Location's types; and
    /// the views of Apple's other frameworks: Sign in with Apple, `LocationButton`, AVKit's
    /// `VideoPlayer` with AVFoundation's player and `CMTime`, WebKit's `WebView`), and names
    /// qualified with `SwiftUI.` as `Cairn.`.
    static let standIns: Set<String> = ["SwiftUI", "Combine", "CoreGraphics", "UIKit", "UniformTypeIdentifiers", "CoreTransferable", "CoreLocation",
                                          "CoreLocationUI", "AuthenticationServices", "AVKit", "AVFoundation", "CoreMedia", "WebKit"]

    /// Modules Cairn stands in for with a module of its own rather than `Cairn`: StoreKit's
    /// `Transaction` would clash with SwiftUI's in `Cairn` (as it does beside `import SwiftUI`
    /// on iOS, where code writes `StoreKit.Transaction`), and a module named `StoreKit` would be
    /// found by swift-custom-dump's `canImport(StoreKit)`. `import StoreKit` reads as
    /// `import CairnStoreKit`, `StoreKit.X` as `CairnStoreKit.X`. Unified logging (`import
    /// OSLog`, `import os`, `import os.log`) reads as `import CairnOSLog`: a module named `os`
    /// is found by xctest-dynamic-overlay's `canImport(os)`, and a `Logger` in `Cairn` would
    /// clash with swift-log's.
    static let renamedModules: [String: String] = ["StoreKit": "CairnStoreKit", "OSLog": "CairnOSLog", "os": "CairnOSLog", "os.log": "CairnOSLog"]

    /// The renamed modules whose qualified names (`StoreKit.Transaction`) are renamed too; not
    /// `os`, which is also a common variable name.
    static let renamedQualifiers: [String: String] = ["StoreKit": "CairnStoreKit"]

    /// `source` with `import SwiftUI` (and the other `standIns`, with any access modifier or
    /// `@preconcurrency`) read as `import Cairn`, the `renamedModules` as Cairn's own modules,
    /// `SwiftUI.X` as `Cairn.X` (and `StoreKit.X` as `CairnStoreKit.X`), `@MainActor` on
    /// declarations blanked (`withoutMainActorAttributes`);
    /// an app's `@main` (the app file of a pasted project) is dropped, as the generated
    /// program has its own entry point. Every line keeps its place, so compiler line numbers
    /// match the original.
    static func importingCairn(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if let i = words.firstIndex(of: "import"), i + 1 < words.count,
               words[..<i].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) }) {
                if standIns.contains(words[i + 1]) { return "import Cairn" }
                if let renamed = renamedModules[words[i + 1]] { return "import " + renamed }
            }
            var line = String(withoutMainAttribute(line))
            if line.contains("@MainActor") { line = withoutMainActorAttributes(line) }
            if line.contains("SwiftUI.") { line = qualified(line, "SwiftUI", as: "Cairn") }
            for (module, renamed) in renamedQualifiers where line.contains(module + ".") { line = qualified(line, module, as: renamed) }
            return line
        }.joined(separator: "\n")
    }

    /// `line` without a leading `@main` attribute (`@main` alone, or before `struct MyApp`),
    /// its columns kept: `@MainActor` and `@main` inside a comment or string stay.
    static func withoutMainAttribute<S: StringProtocol>(_ line: S) -> Substring {
        let text = Substring(line)
        let indent = text.prefix { $0 == " " || $0 == "\t" }
        let rest = text.dropFirst(indent.count)
        guard rest.hasPrefix("@main") else { return text }
        let after = rest.dropFirst("@main".count)
        if let next = after.first, next.isLetter || next.isNumber || next == "_" { return text }
        return Substring(String(indent) + String(repeating: " ", count: "@main".count) + after)
    }

    /// The words after which `@MainActor` is a declaration's attribute (or the end of the
    /// line, or another attribute), not a closure's or a function type's.
    static let declarationWords: Set<String> = [
        "final", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "static",
        "private", "fileprivate", "internal", "public", "open", "package", "override", "convenience", "required",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "deinit", "subscript", "typealias", "indirect", "dynamic",
    ]

    /// `line` without `@MainActor` on declarations (blanked, so columns stay).
    ///
    /// Apple's `View` is a main-actor protocol, so a view's body may read a `@MainActor`
    /// model (`@MainActor @Observable final class Store`) and its `@State` may create one;
    /// Cairn's `View` is not, so those reads do not compile. A render runs on one thread, in
    /// order, so `cairn` drops the attribute from declarations and such code compiles and runs
    /// as it would on the main actor. `Task { @MainActor in … }`, `@MainActor () -> Void`
    /// function types and isolated conformances (`: @MainActor P`) keep it; strings and
    /// comments are left alone.
    static func withoutMainActorAttributes(_ line: String) -> String {
        let attribute = "@MainActor"
        var out = ""
        var inString = false
        var rest = Substring(line)
        while let c = rest.first {
            if c == "\"" { inString.toggle() }
            if !inString, rest.hasPrefix("//") { out += rest; break }
            if !inString, rest.hasPrefix(attribute),
               !(rest.dropFirst(attribute.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                let after = rest.dropFirst(attribute.count).drop { $0 == " " || $0 == "\t" }
                let word = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let previous = out.last { $0 != " " && $0 != "\t" }
                if after.isEmpty || after.first == "@" || declarationWords.contains(String(word)), previous != ":" {
                    out += String(repeating: " ", count: attribute.count)
                    rest = rest.dropFirst(attribute.count)
                    continue
                }
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }

    /// `line` with `module.` before a name (not inside a string literal, not the end of a
    /// longer name) read as `renamed.`.
    static func qualified(_ line: String, _ module: String, as renamed: String) -> String {
        let prefix = module + "."
        var out = ""
        var inString = false
        var rest = Substring(line)
        while let c = rest.first {
            if c == "\"" { inString.toggle() }
            if !inString, rest.hasPrefix(prefix), !(out.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                out += renamed + "."
                rest = rest.dropFirst(prefix.count)
                continue
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
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
            // An executable's entry point cannot join the generated program.
            if (file as NSString).lastPathComponent == "main.swift" || source.contains("@main") { continue }
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
        let status = try RenderJob.runInheriting([binary, RenderRequest.format(width), RenderRequest.format(height), String(scale), staging, title, design])
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
