import Cairn
import Dispatch
import Foundation

// The `transfer` family: uniform types, Transferable representations, item providers, file
// wrappers and documents with hostile input (issue 23's rule: every new area grows a family).

private struct FuzzRecipe: Codable, Transferable {
    var name: String
    var amount: Double
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.name)
        DataRepresentation(exportedContentType: .png) { _ in throw TransferError("no picture") }
            .exportingCondition { $0.amount > 0 }
    }
}

/// A representation whose body names itself through a proxy of its own type: bounded, not endless.
private struct Loop: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (_: Loop) in Loop() }, importing: { (l: Loop) in l })
    }
}

private struct FuzzDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText, .json] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// Runs `body` and waits for it at most 10 seconds (a transfer that never answers is a hang).
private func wait(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    if done.wait(timeout: .now() + 10) == .timedOut { violation("a transfer did not finish in 10 s") }
}

func transferFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let tags = ["", ".", "..", "png", "PNG", ".jpg", "tar.gz", "json", "application/json", "image/svg+xml", "text/plain; charset=utf-8",
                String(repeating: "x", count: 300), "\u{0}", "é", "🙂", "../../etc/passwd", "a/b", "public.png", "dyn.cairn.filename-extension.png"]
    let identifiers = ["public.png", "public.data", "com.adobe.pdf", "", "public.", "com.example.\(r.int(0...9))", String(repeating: "z", count: 5_000), "\u{202E}", "dyn.x"]
    // Uniform types: lookups by identifier, extension and MIME type, conformance both ways, and
    // a burst of unknown tags past the registry's cap of dynamic types.
    for _ in 0..<r.int(1...20) {
        let tag = r.chance(0.3) ? String((0..<r.int(0...40)).map { _ in Character(Unicode.Scalar(UInt8(r.int(0...127)))) }) : r.pick(tags)
        let a = UTType(filenameExtension: tag, conformingTo: r.pick([.data, .image, .folder, .text, .item]))
        let b = UTType(mimeType: tag)
        let c = UTType(r.pick(identifiers))
        for t in [a, b, c].compactMap({ $0 }) {
            _ = (t.preferredFilenameExtension, t.preferredMIMEType, t.localizedDescription, t.tags, t.isDynamic, t.supertypes.count)
            _ = t.conforms(to: r.pick([.data, .image, .folder, .json])) && t.isSubtype(of: .item)
            if t.isDynamic, !t.conforms(to: .data) { violation("a dynamic type \(t) does not conform to public.data") }
        }
    }
    if r.chance(0.05) {
        for i in 0..<5_000 { _ = UTType(filenameExtension: "fuzz\(seed)-\(i)") }
    }
    _ = UTType(exportedAs: r.pick(identifiers), conformingTo: r.chance(0.5) ? nil : .json)

    // Representations: export and import of hostile values and bytes; any error is fine, a
    // crash or a hang is not.
    let name = r.pick(["", "Pancakes", String(repeating: "ü", count: 10_000), "\u{0}\u{FFFF}"])
    let amount = r.pick([0, -1, .nan, .infinity, 1e308, 2.5])
    let bytes = Data((0..<r.int(0...2_000)).map { _ in UInt8(r.int(0...255)) })
    let target = r.pick([UTType.json, .plainText, .utf8PlainText, .png, .text, .data, .pdf])
    let importType: UTType? = r.chance(0.2) ? nil : r.pick([UTType.json, .plainText, .png, .data])
    wait {
        let recipe = FuzzRecipe(name: name, amount: amount)
        _ = try? await recipe.exported(as: target)
        _ = try? await FuzzRecipe(importing: bytes, contentType: importType)
        _ = try? await String(importing: bytes, contentType: importType)
        _ = try? await URL(importing: bytes, contentType: importType)
        _ = try? await Loop().exported(as: .data)
        _ = try? await Loop(importing: bytes, contentType: nil)
        _ = recipe.exportedContentTypes(.ownProcess)
    }

    // Item providers: registered, missing and throwing representations, objects, files.
    let provider = NSItemProvider()
    let recipe = FuzzRecipe(name: name, amount: amount)
    if r.chance(0.5) { provider.register { recipe } }
    if r.chance(0.5) { provider.registerObject(name as NSString, visibility: .all) }
    provider.registerDataRepresentation(forTypeIdentifier: r.pick(identifiers), visibility: .ownProcess) { done in
        done(bytes.isEmpty ? nil : bytes, bytes.isEmpty ? TransferError("empty") : nil)
        return nil
    }
    provider.suggestedName = r.pick(["", "../x", String(repeating: "n", count: 1_000), "a/b/c", nil])
    let loadType = r.pick(identifiers + ["public.text", "public.item"])
    wait {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            provider.loadTransferable(type: FuzzRecipe.self) { _ in c.resume() }
        }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            provider.loadFileRepresentation(forTypeIdentifier: loadType) { url, _ in
                if let url, !url.path.hasPrefix(FileManager.default.temporaryDirectory.path) {
                    violation("a file representation outside the temporary directory: \(url.path)")
                }
                c.resume()
            }
        }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            provider.loadObject(ofClass: String.self) { _, _ in c.resume() }
        }
    }
    _ = NSItemProvider(contentsOf: URL(fileURLWithPath: r.pick(["/dev/zero", "/", "/proc/self/status", "/nonexistent", "/tmp"])))

    // Files and documents: wrappers with hostile names written to a temporary folder (bad
    // names throw), read back, and a document through its wrapper.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-fuzz-transfer-\(seed)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrapper = FileWrapper(directoryWithFileWrappers: [:])
    for _ in 0..<r.int(0...6) {
        wrapper.addRegularFile(withContents: bytes, preferredFilename: r.pick(["a.txt", "", "..", "x/y", ".", String(repeating: "f", count: 300), "ok.json"]))
    }
    if (try? wrapper.write(to: folder)) != nil {
        _ = try? FileWrapper(url: folder)
    }
    let document = FuzzDocument(text: name)
    if let file = try? document.fileWrapper(configuration: .init(contentType: .plainText)) {
        _ = try? FuzzDocument(configuration: .init(contentType: .plainText, file: file))
    }
    _ = try? FuzzDocument(configuration: .init(contentType: .json, file: FileWrapper(regularFileWithContents: bytes)))

    // The modifiers and controls draw, with and without their closures' types.
    let view = VStack {
        PasteButton(payloadType: String.self) { _ in }
        ShareLink(item: recipe, preview: SharePreview(name, image: Image(systemName: "star")))
        Text(name).onDrop(of: [.plainText], isTargeted: nil) { _ in true }
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in }
            .fileExporter(isPresented: .constant(true), document: document, contentType: .plainText) { _ in }
            .userActivity(name) { $0.title = name }
    }
    try render(view, &r)
}
