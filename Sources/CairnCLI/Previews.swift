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
            while j < chars.count, chars[j].isWhitespace { j += 1 }
            if j < chars.count, chars[j] == "(" {
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
                name: name, body: String(chars[bodyStart..<end]), line: previewLine, range: indices[i]..<indices[end + 1]))
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
        return result.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.trimmingCharacters(in: .whitespaces) == "import SwiftUI" ? "import Cairn" : String(line)
        }.joined(separator: "\n")
    }
}

/// `cairn previews <package>`: renders every `#Preview` of a package into PNGs and an HTML
/// contact sheet.
struct PreviewsJob {
    var package: String
    var output: String
    var width: Double
    var height: Double
    var scale: Double

    static func parse(_ arguments: [String]) throws -> PreviewsJob {
        var package: String?
        var output = "previews"
        var size = (390.0, 300.0)
        var scale = 2.0
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            switch arg {
            case "-o", "--output":
                guard let v = rest.popFirst() else { throw CLIError.usage("-o needs a folder") }
                output = v
            case "--size":
                guard let v = rest.popFirst() else { throw CLIError.usage("--size needs a value, e.g. 390x300") }
                size = try RenderRequest.parseSize(v)
            case "--scale":
                guard let v = rest.popFirst(), let s = Double(v), s.isFinite, s > 0, s <= 16 else {
                    throw CLIError(message: "--scale: give a number greater than 0 and at most 16, e.g. 2")
                }
                scale = s
            default:
                if arg.hasPrefix("-") { throw CLIError.usage("unknown option \(arg)") }
                package = arg
            }
        }
        guard let package else { throw CLIError.usage("name the package folder whose previews to render") }
        let (pw, ph) = ((size.0 * scale).rounded(.up), (size.1 * scale).rounded(.up))
        if pw > RenderRequest.maximumPixelSide || ph > RenderRequest.maximumPixelSide {
            throw CLIError(message: "--size at this scale is \(RenderRequest.format(pw))×\(RenderRequest.format(ph)) pixels: the limit is 32767 a side")
        }
        return PreviewsJob(package: package, output: output, width: size.0, height: size.1, scale: scale)
    }

    /// The package's Swift sources under `Sources/`, sorted.
    func sourceFiles() throws -> [String] {
        let sources = (package as NSString).appendingPathComponent("Sources")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError(message: "\(package) has no Sources folder: name a Swift package's folder")
        }
        let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return files.map { (sources as NSString).appendingPathComponent($0) }
    }

    func run() throws {
        let fm = FileManager.default
        var previews: [(file: String, block: PreviewBlock)] = []
        var copies: [(original: String, text: String)] = []
        for file in try sourceFiles() {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            // An executable's entry point cannot join the generated program.
            if (file as NSString).lastPathComponent == "main.swift" || source.contains("@main") { continue }
            let blocks = PreviewScanner.scan(source)
            previews += blocks.map { (file, $0) }
            copies.append((file, PreviewScanner.stripped(source, blocks: blocks)))
        }
        guard !previews.isEmpty else { throw CLIError(message: "no #Preview { … } found under \(package)/Sources") }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError(message: "\(output) is a file: -o names a folder for the PNGs and index.html")
        }
        let parent = URL(fileURLWithPath: output).deletingLastPathComponent().path
        guard access(parent, W_OK) == 0 else { throw CLIError(message: "cannot write into \(parent)") }

        let cairn = try RenderJob.cairnPackage()
        let work = RenderJob.workFolder(for: cairn)
        let lock = try RenderJob.lock(work)
        defer { RenderJob.unlock(lock) }
        let sources = work.appendingPathComponent("Sources/CairnRender")
        var files: [String: String] = [:]
        var generatedToOriginal: [String: String] = [:]
        for (index, copy) in copies.enumerated() {
            let name = String(format: "File%03d_", index) + (copy.original as NSString).lastPathComponent
            files[name] = copy.text
            generatedToOriginal[sources.appendingPathComponent(name).path] = copy.original
        }
        var main = "// Generated by `cairn previews`: one view per #Preview, rendered in turn.\nimport Cairn\nimport Foundation\n\n"
        for (index, preview) in previews.enumerated() {
            main += "struct CairnPreview\(index): View {\n    var body: some View {\n\(preview.block.body)\n    }\n}\n\n"
        }
        main += """
            let arguments = CommandLine.arguments
            let width = Double(arguments[1])!, height = Double(arguments[2])!, scale = Double(arguments[3])!
            let folder = URL(fileURLWithPath: arguments[4])
            var failures: Int32 = 0
            func render<V: View>(_ view: V, _ file: String) {
                let renderer = ImageRenderer(content: view.frame(width: CGFloat(width), height: CGFloat(height)).background(Color.white))
                renderer.scale = CGFloat(scale)
                do { try renderer.write(to: folder.appendingPathComponent(file)) } catch {
                    FileHandle.standardError.write(Data("cairn: error: \\(file): \\(error.localizedDescription)\\n".utf8))
                    failures += 1
                }
            }

            """
        for index in previews.indices { main += "render(CairnPreview\(index)(), \"preview-\(index).png\")\n" }
        main += "exit(failures == 0 ? 0 : 1)\n"
        files["main.swift"] = main
        try RenderJob.write(RenderJob.manifest(cairn: cairn), to: work.appendingPathComponent("Package.swift"))
        try RenderJob.replaceSources(in: sources, with: files)
        FileHandle.standardError.write(Data("cairn: compiling \(copies.count) files and \(previews.count) previews of \(package) against Cairn…\n".utf8))
        let build = try RenderJob.runCapturing(["swift", "build", "--package-path", work.path, "--product", "CairnRender"])
        if build.status != 0 {
            var text = build.output
            for (generated, original) in generatedToOriginal { text = text.replacingOccurrences(of: generated, with: original) }
            let lines = text.split(separator: "\n").map(String.init).filter { line in
                !line.hasPrefix("[") && !line.contains("prohibited flag") && !line.hasPrefix("Building")
            }
            throw CLIError(message: "the previews of \(package) do not compile:\n" + lines.suffix(40).joined(separator: "\n"), status: 1)
        }
        // Render into a temporary folder beside the output, then move it into place.
        let staging = output + ".cairn-\(getpid())"
        try? fm.removeItem(atPath: staging)
        try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let binary = work.appendingPathComponent(".build/debug/CairnRender").path
        let status = try RenderJob.runInheriting([binary, RenderRequest.format(width), RenderRequest.format(height), String(scale), staging])
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Previews of \(escape(package))</title>\n"
            + "<style>body{font-family:sans-serif;background:#f2f2f7;margin:24px}figure{display:inline-block;margin:12px;"
            + "background:white;padding:8px;border-radius:8px;vertical-align:top}img{width:\(Int(width))px;border:1px solid #ddd}"
            + "figcaption{font-size:13px;margin-top:6px;color:#333}</style></head><body>\n<h1>Previews of \(escape(package))</h1>\n"
        for (index, preview) in previews.enumerated() {
            let title = preview.block.name ?? "Preview"
            let place = "\((preview.file as NSString).lastPathComponent):\(preview.block.line)"
            html += "<figure><img src=\"preview-\(index).png\" alt=\"\(escape(title))\"><figcaption><b>\(escape(title))</b> — \(escape(place))</figcaption></figure>\n"
        }
        html += "</body></html>\n"
        try Data(html.utf8).write(to: URL(fileURLWithPath: staging + "/index.html"))
        if status != 0 {
            try? fm.removeItem(atPath: staging)
            throw CLIError(message: "a preview could not be rendered (see above); nothing was written", status: 1)
        }
        // Into place file by file (other files in the folder are left alone).
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        for file in try fm.contentsOfDirectory(atPath: staging) {
            let destination = (output as NSString).appendingPathComponent(file)
            try? fm.removeItem(atPath: destination)
            try fm.moveItem(atPath: (staging as NSString).appendingPathComponent(file), toPath: destination)
        }
        try? fm.removeItem(atPath: staging)
        print("\(previews.count) previews → \(output)/index.html")
    }

    func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
