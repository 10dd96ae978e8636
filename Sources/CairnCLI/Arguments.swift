import Foundation

/// A command-line problem, with the message `cairn` prints and its exit status.
struct CLIError: Error, LocalizedError {
    /// What went wrong and what to do, printed after "cairn: error: ".
    var message: String
    /// The process's exit status: 64 for usage errors, 65 for bad input, 1 for failures.
    var status: Int32 = 65

    var errorDescription: String? { message }

    static func usage(_ message: String) -> CLIError { CLIError(message: message, status: 64) }
}

/// The output formats of `cairn render` and `cairn export`.
enum OutputKind: Equatable {
    case png, svg, pdf
    case gif, apng, mp4, webm
    case pngDirectory

    /// The kind `path` names: by extension; a path ending in "/" or with no extension is a
    /// folder of PNG frames (export only).
    static func of(_ path: String) -> OutputKind? {
        if path.hasSuffix("/") { return .pngDirectory }
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return .png
        case "svg": return .svg
        case "pdf": return .pdf
        case "gif": return .gif
        case "apng": return .apng
        case "mp4": return .mp4
        case "webm": return .webm
        case "": return .pngDirectory
        default: return nil
        }
    }
}

/// Parsed options of `render` and `export`.
struct RenderRequest: Equatable {
    var file: String
    var view: String
    var width: Double
    var height: Double
    var scale: Double = 1
    var output: String
    var kind: OutputKind
    // export only
    var duration: Double = 0
    var fps: Double = 30
    /// Export only: the folder of finished PNG frames to join instead of rendering.
    var joinFolder: String?
    /// The design era (`--design iOS17|iOS26`), as `DesignEra`'s raw value.
    var design = RenderRequest.defaultDesign
    /// Render only: how many seconds after the view appears the picture is taken (`--at`, 0:
    /// the first frame, after the `onAppear` actions).
    var at: Double = 0
    /// The scene's date at its start (`--now`), in seconds since 2001-01-01 UTC, or `-`: the
    /// time the picture is made, as Xcode's canvas shows the current time.
    var now = "-"

    /// The design era when `--design` is not given: iOS 26, `DesignEra.default` (the CLI
    /// does not link Cairn, so it names it).
    static let defaultDesign = "iOS26"

    /// The design era `text` names, or a usage error naming the two eras.
    static func parseDesign(_ text: String) throws -> String {
        guard let era = designEra(text) else {
            throw CLIError(message: "--design \(text): give iOS17 or iOS26, the system look to draw in")
        }
        return era
    }

    /// The design era `text` names (`iOS17`, `iOS26`, `17`, `26`, any case), or nil.
    static func designEra(_ text: String) -> String? {
        switch text.lowercased() {
        case "ios17", "17": return "iOS17"
        case "ios26", "26": return "iOS26"
        default: return nil
        }
    }

    /// `--now`'s date (ISO 8601: `2026-06-08T17:00:00Z`, `2026-06-08T10:00:00-07:00`, or a
    /// day, `2026-06-08`, at midnight UTC) in seconds since 2001-01-01 UTC, as the generated
    /// programs take it; or a usage error with an example.
    static func parseNow(_ text: String) throws -> String {
        let full = ISO8601DateFormatter()
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        // Within about 3,000 years of 2001, the range the generated program accepts.
        guard let date = full.date(from: text) ?? day.date(from: text), abs(date.timeIntervalSinceReferenceDate) < 1e11 else {
            throw CLIError(message: "--now \(text): give a date and time in ISO 8601, e.g. 2026-06-08T17:00:00Z, or a day, e.g. 2026-06-08")
        }
        return format(date.timeIntervalSinceReferenceDate)
    }

    /// Cairo's largest image side in pixels.
    static let maximumPixelSide = 32767.0
    /// The largest canvas in pixels (1 GiB of RGBA): a bigger one would exhaust memory.
    static let maximumPixels = 268_435_456.0

    /// Parses `arguments` (after the command name) for `render` (`export` false) or `export`.
    static func parse(_ arguments: [String], export: Bool) throws -> RenderRequest {
        var file: String?
        var view: String?
        var size: (Double, Double)?
        var scale = 1.0
        var output: String?
        var duration: Double?
        var fps = 30.0
        var joinFolder: String?
        var design = defaultDesign
        var at = 0.0
        var now = "-"
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("-") || Double(v) != nil else {
                throw CLIError.usage("\(flag) needs a value")
            }
            return v
        }
        while let arg = rest.popFirst() {
            switch arg {
            case "--view": view = try value(arg)
            case "--size": size = try parseSize(try value(arg))
            case "--scale":
                let text = try value(arg)
                guard let s = Double(text), s.isFinite, s > 0, s <= 16 else {
                    throw CLIError(message: "--scale \(text): give a number greater than 0 and at most 16, e.g. 2")
                }
                scale = s
            case "-o", "--output": output = try value(arg)
            case "--design":
                design = try parseDesign(try value(arg))
            case "--at" where !export:
                let text = try value(arg)
                guard let t = Double(text), t.isFinite, t >= 0, t <= 3600 else {
                    throw CLIError(message: "--at \(text): give the seconds after the view appears, from 0 to 3600, e.g. 1.5")
                }
                at = t
            case "--now": now = try parseNow(try value(arg))
            case "--join" where export: joinFolder = try value(arg)
            case "--duration" where export:
                let text = try value(arg)
                guard let d = Double(text), d.isFinite, d > 0, d <= 3600 else {
                    throw CLIError(message: "--duration \(text): give the length in seconds, greater than 0 and at most 3600, e.g. 3")
                }
                duration = d
            case "--fps" where export:
                let text = try value(arg)
                guard let f = Double(text), f.isFinite, f > 0, f <= 240 else {
                    throw CLIError(message: "--fps \(text): give frames per second, greater than 0 and at most 240, e.g. 30")
                }
                fps = f
            default:
                if arg.hasPrefix("-") { throw CLIError.usage("unknown option \(arg)") }
                guard file == nil else { throw CLIError.usage("one Swift file only (got \(file!) and \(arg))") }
                file = arg
            }
        }
        guard let file else { throw CLIError.usage("name the Swift file that declares the view") }
        guard let view else { throw CLIError.usage("--view names the view to render, e.g. --view Chart") }
        guard let (width, height) = size else { throw CLIError.usage("--size gives the canvas in points, e.g. --size 400x300") }
        guard let output else { throw CLIError.usage("-o names the output file, e.g. -o chart.png") }
        guard let kind = OutputKind.of(output) else {
            throw CLIError(message: "cannot tell the format of \(output): "
                + (export ? "use .gif, .apng, .mp4, .webm or a folder (ending in /) for PNG frames" : "use .png, .svg or .pdf"))
        }
        let stills: [OutputKind] = [.png, .svg, .pdf]
        if export, stills.contains(kind) {
            throw CLIError(message: "export writes an animation: .gif, .apng, .mp4, .webm or a folder ending in / for "
                + "PNG frames, not \(output) (for one image use `cairn render`)")
        }
        if !export, !stills.contains(kind) {
            throw CLIError(message: "render writes one image: .png, .svg or .pdf, not \(output) (for an animation use `cairn export`)")
        }
        if joinFolder != nil, kind == .pngDirectory {
            throw CLIError(message: "--join makes a .gif, .apng, .mp4 or .webm from the frames in its folder, not another folder")
        }
        if export, duration == nil { throw CLIError.usage("--duration gives the animation's length in seconds, e.g. --duration 3") }
        guard view.first.map({ $0.isLetter || $0 == "_" }) == true, view.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw CLIError(message: "--view \(view) is not a Swift type name")
        }
        let pixelsWide = (width * scale).rounded(.up), pixelsHigh = (height * scale).rounded(.up)
        if pixelsWide > maximumPixelSide || pixelsHigh > maximumPixelSide || pixelsWide * pixelsHigh > maximumPixels {
            throw CLIError(message: "--size \(format(width))x\(format(height)) at scale \(format(scale)) is "
                + "\(format(pixelsWide))×\(format(pixelsHigh)) pixels: the limit is \(Int(maximumPixelSide)) pixels a side "
                + "and \(Int(maximumPixels)) pixels in all. Give a smaller size or scale.")
        }
        return RenderRequest(file: file, view: view, width: width, height: height, scale: scale, output: output,
                             kind: kind, duration: duration ?? 0, fps: fps, joinFolder: joinFolder, design: design, at: at, now: now)
    }

    /// "400x300" (or "400×300") as two finite sizes greater than zero.
    static func parseSize(_ text: String) throws -> (Double, Double) {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw CLIError(message: "--size \(text): give width x height in points, e.g. 400x300")
        }
        guard w > 0, h > 0 else {
            throw CLIError(message: "--size \(text): width and height must be greater than zero, e.g. 400x300")
        }
        return (w, h)
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
