import CairnGeometry
import CairnPreviews
import CairnViews
import Foundation

/// Renders previews into PNGs and an HTML contact sheet: what `cairn previews <package>` runs
/// once it has compiled the package's files (with `#Preview` expanded by the macro, or, with
/// `--scan`, by the command's own source scan).
///
/// Each preview is drawn on the system background (white; black when it prefers dark) at `scale` pixels per point: with the default layout centred
/// on a canvas the size of the "device" (`device`, sides swapped in landscape), with
/// `.fixedLayout(width:height:)` on a canvas of that size, with `.sizeThatFitsLayout` at the
/// view's own size when it is offered the device's.
public enum PreviewSheet {
    /// One preview drawn into a PNG.
    public struct Entry: Equatable, Sendable {
        /// The preview's name, or nil.
        public var name: String?
        /// The `Module/File.swift` file ID of its `#Preview`.
        public var fileID: String
        /// The 1-based line of its `#Preview`.
        public var line: Int
        /// The PNG's file name in the output folder, `preview-N.png` (N from 0, in order).
        public var fileName: String
        /// The image's size in points (its pixels divided by the scale).
        public var size: CGSize
        /// What Cairn corrected or could not draw in it (`ViewLayout.diagnostics`: an unknown
        /// symbol, a bad mesh, a shader with no Swift version…), each once.
        public var diagnostics: [String] = []
    }

    /// Draws every preview of `registries` (default: every preview of this program) into
    /// `folder/preview-N.png` and writes `folder/index.html`, a contact sheet titled `title`.
    /// With `includeProviders`, every `PreviewProvider` of the program follows (see
    /// `PreviewProvider`). `designEra` is the system look every preview draws in (default
    /// `DesignEra.default`, iOS 26). `now` is the scene's date at its start (what
    /// `TimelineView` and `Text(date, style: .relative)` count from; default 2001-01-01, so
    /// the sheet is the same whenever it is made; `cairn previews` passes the current time, as
    /// Xcode's canvas shows it). Each preview's `PreviewModifier` contexts are made first
    /// (`Preview.prepare()`). Throws the first error a preview's closure, a modifier's context
    /// or the renderer throws; the folder must exist.
    @MainActor
    public static func render(
        _ registries: [any PreviewRegistry.Type] = PreviewRegistrations.all,
        device: CGSize = CGSize(width: 402, height: 874), scale: CGFloat = 2,
        to folder: URL, title: String = "Previews", includeProviders: Bool = false, designEra: DesignEra = .default,
        now: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) async throws -> [Entry] {
        var sources: [(preview: () throws -> Preview, fileID: String, line: Int)] = registries.map { registry in
            ({ try registry.makePreview() }, registry.fileID, registry.line)
        }
        // `PreviewProvider`s (the pre-`#Preview` form) after the `#Preview`s, when this is the
        // program's own list; their "file ID" is the type's name and their line 0.
        if includeProviders {
            for provider in PreviewRegistrations.providers {
                sources.append(({ Preview(provider: provider) }, String(reflecting: provider), 0))
            }
        }
        var entries: [Entry] = []
        // The device is the screen (`UIScreen.main`) while the previews are made; as it was after.
        let screenBefore = UIScreen.main
        defer { UIScreen.main = screenBefore }
        for (index, source) in sources.enumerated() {
            let preview = try source.preview()
            UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: preview.screenSize(device: device)), scale: scale)
            try await preview.prepare()
            let view = preview.makeView()
            let fileName = "preview-\(index).png"
            // As Xcode's canvas shows it: once it has appeared, its onAppear actions and
            // tasks run (on the scene's virtual clock), not the state before them.
            let canvas = preview.canvasSize(device: device)
            // On the device's screen (the default layout), inside its safe area under the
            // status bar, as Xcode's canvas shows an iPhone (`ScreenSafeAreaView`); on the
            // system background: white, or black when the preview prefers dark.
            let screen = preview.screenSize(device: device)
            let insets = preview.layout == .device ? EdgeInsets.iPhoneScreen(screen) : EdgeInsets()
            // Turned, an iPhone hides its status bar (no top inset).
            let onScreen = insets == EdgeInsets() ? AnyView(view)
                : insets.top == 0 ? AnyView(ScreenSafeAreaView(insets: insets) { view })
                : AnyView(ScreenSafeAreaView(insets: insets) { view }.overlay(alignment: .top) { ScreenStatusBar(height: insets.top) })
            let content = canvas.map { AnyView(onScreen.frame(width: $0.width, height: $0.height).background(Color(uiColor: .systemBackground))) }
                ?? AnyView(view.background(Color(uiColor: .systemBackground)))
            let renderer = AnimationRenderer(content: content, duration: 1)
            if canvas == nil {
                let screen = preview.screenSize(device: device)
                renderer.timeline.proposedSize = ProposedViewSize(width: screen.width, height: screen.height)
            }
            renderer.scale = scale
            renderer.designEra = designEra
            renderer.timeline.startDate = now
            // One layout at time 0 gives the image, its size and its diagnostics.
            let layout = renderer.timeline.layout(at: 0)
            try renderer.write(RenderedView(layout, size: layout.size), to: folder.appendingPathComponent(fileName))
            entries.append(Entry(name: preview.name, fileID: source.fileID, line: source.line, fileName: fileName, size: layout.size,
                                 diagnostics: layout.diagnostics))
        }
        let html = contactSheet(entries, title: title)
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
        return entries
    }

    /// The HTML contact sheet of `entries`: each image at its size in points, captioned with the
    /// preview's name (or "Preview") and its file and line.
    public static func contactSheet(_ entries: [Entry], title: String) -> String {
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escape(title))</title>\n"
            + "<style>body{font-family:sans-serif;background:#f2f2f7;margin:24px}figure{display:inline-block;margin:12px;"
            + "background:white;padding:8px;border-radius:8px;vertical-align:top}img{border:1px solid #ddd}"
            + "figcaption{font-size:13px;margin-top:6px;color:#333}</style></head><body>\n<h1>\(escape(title))</h1>\n"
        for entry in entries {
            let file = entry.fileID.split(separator: "/").last.map(String.init) ?? entry.fileID
            html += "<figure><img src=\"\(entry.fileName)\" width=\"\(Int(entry.size.width.rounded()))\" "
                + "height=\"\(Int(entry.size.height.rounded()))\" alt=\"\(escape(entry.name ?? "Preview"))\">"
                + "<figcaption><b>\(escape(entry.name ?? "Preview"))</b> — \(escape(file)):\(entry.line)</figcaption></figure>\n"
        }
        return html + "</body></html>\n"
    }

    /// The entry point of `cairn previews`' generated program: arguments
    /// `<width> <height> <scale> <folder> <title> [<era> [<now>]]` (the device canvas in
    /// points; the design era's name, `DesignEra(name:)`, default iOS 26; the scene's start
    /// date in seconds since 2001-01-01 UTC, or `-` or none for the current time); renders every
    /// preview of the program, prints one line per PNG (and a `cairn: warning:` line on standard error for each of its
    /// diagnostics), and returns the exit status (1 with a
    /// message on standard error when a preview fails, 2 when there is none).
    @MainActor
    public static func main(_ arguments: [String]) async -> Int32 {
        guard arguments.count >= 6, let width = Double(arguments[1]), let height = Double(arguments[2]),
              let scale = Double(arguments[3]), width > 0, height > 0, scale > 0,
              let era = arguments.count > 6 ? DesignEra(name: arguments[6]) : .default,
              let now = sceneStart(arguments.count > 7 ? arguments[7] : "-") else {
            FileHandle.standardError.write(Data("usage: <width> <height> <scale> <folder> <title> [iOS17|iOS26 [<seconds since 2001>|-]]\n".utf8))
            return 64
        }
        let registries = PreviewRegistrations.all
        guard !registries.isEmpty || !PreviewRegistrations.providers.isEmpty else {
            FileHandle.standardError.write(Data("cairn: error: this program registers no #Preview and no PreviewProvider\n".utf8))
            return 2
        }
        do {
            let entries = try await render(registries, device: CGSize(width: width, height: height), scale: CGFloat(scale),
                                     to: URL(fileURLWithPath: arguments[4]), title: arguments[5], includeProviders: true, designEra: era, now: now)
            for entry in entries {
                print("\(entry.fileName) \(Int(entry.size.width))x\(Int(entry.size.height)) \(entry.name ?? "-") \(entry.fileID):\(entry.line)")
                // What the drawing corrected or left out, where a reader of the log looks.
                fflush(nil)  // every stream: the PNG line first
                for message in entry.diagnostics {
                    FileHandle.standardError.write(Data("cairn: warning: \(entry.fileName): \(message)\n".utf8))
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("cairn: error: \(error.localizedDescription)\n".utf8))
            return 1
        }
    }

    /// The scene's start date a generated program is given: seconds since 2001-01-01 UTC, or
    /// `-` for the current time (nil for anything else, or a date out of range).
    public static func sceneStart(_ argument: String) -> Date? {
        if argument == "-" { return Date() }
        guard let seconds = Double(argument), seconds.isFinite, abs(seconds) < 1e11 else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
