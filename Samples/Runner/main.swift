// `swift run samples [--only <name>] [--show-frames] [--output <dir>]`
// `swift run samples --animate <name|all> [--fps <n>] [--format gif|apng|png|mp4|webm] [--output <dir>]`
//
// Renders every sample of `SampleCatalog` (or the one named by --only) into Output/ (or
// <dir>), printing one line per file written with its size in bytes. --show-frames draws
// every view's layout frame over the pictures and, unless --output is given, writes them to
// Output/frames/ so the committed stills stay as they are. --animate exports an animated
// sample of `AnimatedCatalog` (every one with `all`) as a GIF (default), an APNG, a PNG
// sequence (into Output/frames/<name>/) or a video (needs ffmpeg), with a progress bar.

import Cairn
import CairnCairo
import SampleScenes

/// The command line, parsed.
struct Options {
    var only: String?
    var showFrames = false
    var output: String?
    var animate: String?
    var fps: Double?
    var format = "gif"
    var join = false
    var background: String?
}

let usage = """
    usage: swift run samples [--only <name>] [--show-frames] [--output <dir>]
           swift run samples --animate <name|all> [--fps <n>] [--format gif|apng|png|mp4|webm] [--output <dir>]
      --only <name>      render only the sample called <name>
      --show-frames      draw every view's layout frame (written to Output/frames/ by default)
      --output <dir>     write into <dir> instead of Output/
      --animate <name>   export an animated sample (or all of them)
      --fps <n>          frames per second (default: the sample's, 30)
      --format <f>       gif (default), apng, png (a PNG sequence), mp4 or webm (ffmpeg),
                         svg (animated with SMIL; only scenes it can express)
      --background white export on white (opaque frames)
      --join             make the --format file from the PNG sequence already in
                         <dir>/frames/<name>/ (written by shards) instead of rendering
    A PNG sequence export renders only this process's shard when the environment names one:
    CAIRN_SHARD_INDEX/CAIRN_SHARD_COUNT, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX (with
    CAIRN_SHARD_COUNT) or a Slurm array's SLURM_ARRAY_TASK_ID/_COUNT/_MIN.
    samples: \((SampleCatalog.all + SampleCatalog.galleries).map(\.name).joined(separator: ", "))
    animated: \(AnimatedCatalog.all.map(\.name).joined(separator: ", "))
    """

/// Prints `message` (and the usage, when asked) to standard error and exits with status 1.
func fail(_ message: String, showUsage: Bool = false) -> Never {
    let text = "samples: \(message)\n" + (showUsage ? usage + "\n" : "")
    FileHandle.standardError.write(Data(text.utf8))
    exit(1)
}

/// What went wrong, in one line: Cairn's own errors describe themselves; Foundation's give
/// their localized description rather than their domain dump.
func explain(_ error: Error) -> String {
    switch error {
    case let error as RenderError: return error.description
    case let error as ImageRendererError: return error.description
    case let error as ExportError: return error.description
    case let error as AnimatedSVGError: return error.description
    default: return error.localizedDescription
    }
}

/// The options in `arguments` (the command line without the program name); exits with the
/// usage on anything else.
func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--only":
            guard let name = rest.popFirst(), !name.hasPrefix("--") else { fail("--only needs a sample name", showUsage: true) }
            guard SampleCatalog.sample(named: name) != nil else { fail("no sample called '\(name)'", showUsage: true) }
            options.only = name
        case "--show-frames":
            options.showFrames = true
        case "--output":
            guard let dir = rest.popFirst(), !dir.hasPrefix("--") else { fail("--output needs a directory", showUsage: true) }
            options.output = dir
        case "--animate":
            guard let name = rest.popFirst(), !name.hasPrefix("--") else { fail("--animate needs a sample name or 'all'", showUsage: true) }
            guard name == "all" || AnimatedCatalog.sample(named: name) != nil else { fail("no animated sample called '\(name)'", showUsage: true) }
            options.animate = name
        case "--fps":
            guard let text = rest.popFirst(), let fps = Double(text), fps.isFinite, fps > 0 else { fail("--fps needs a positive number", showUsage: true) }
            options.fps = fps
        case "--format":
            guard let format = rest.popFirst(), ["gif", "apng", "png", "mp4", "webm", "svg"].contains(format) else {
                fail("--format takes gif, apng, png, mp4, webm or svg", showUsage: true)
            }
            options.format = format
        case "--join":
            options.join = true
        case "--background":
            guard let name = rest.popFirst(), name == "white" || name == "black" else { fail("--background takes white or black", showUsage: true) }
            options.background = name
        case "-h", "--help":
            print(usage)
            exit(0)
        default:
            fail("unknown argument '\(argument)'", showUsage: true)
        }
    }
    return options
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
let directoryPath = options.output ?? (options.showFrames ? "Output/frames" : "Output")
let directory = URL(fileURLWithPath: directoryPath, isDirectory: true)

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
} catch {
    fail("cannot create the output folder \(directory.path): \(explain(error))")
}

if let animate = options.animate {
    let chosen = AnimatedCatalog.all.filter { animate == "all" || $0.name == animate }
    for sample in chosen {
        let renderer = sample.renderer(framesPerSecond: options.fps)
        if options.format == "svg" {
            let url = directory.appendingPathComponent("\(sample.name).svg")
            do {
                let data = try renderer.animatedSVGData()
                try writeAtomically(data, to: url)
                print("\((directoryPath as NSString).appendingPathComponent(url.lastPathComponent)): animated SVG, \(data.count) bytes")
            } catch let error as AnimatedSVGError where animate == "all" {
                print("\(sample.name): no animated SVG (\(error.description.components(separatedBy: ". Animated SVG").first ?? ""))")
            } catch {
                fail("cannot export '\(sample.name)': \(explain(error))")
            }
            continue
        }
        let destination: ExportDestination
        let shown: String
        switch options.format {
        case "apng":
            shown = "\(sample.name).png"
            destination = .apng(directory.appendingPathComponent(shown))
        case "png":
            shown = "frames/\(sample.name)/"
            destination = .pngSequence(directory: directory.appendingPathComponent("frames").appendingPathComponent(sample.name), baseName: sample.name)
        case "mp4":
            shown = "\(sample.name).mp4"
            destination = .video(directory.appendingPathComponent(shown), codec: .h264)
        case "webm":
            shown = "\(sample.name).webm"
            destination = .video(directory.appendingPathComponent(shown), codec: .vp9)
        default:
            shown = "\(sample.name).gif"
            destination = .gif(directory.appendingPathComponent(shown))
        }
        do {
            if case .pngSequence(let dir, _) = destination {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            }
            var exportOptions = ExportOptions(showsProgressBar: true)
            if let background = options.background { exportOptions.background = background == "white" ? .white : .black }
            let report: ExportReport
            if options.join {
                // The join step: the frames some shards wrote into frames/<name>/.
                let frames = directory.appendingPathComponent("frames").appendingPathComponent(sample.name)
                guard !destination.isPNGSequence else { fail("--join makes a gif, apng, mp4 or webm from the PNG sequence") }
                report = try renderer.join(from: frames, baseName: sample.name, to: destination, options: exportOptions)
            } else {
                if destination.isPNGSequence { exportOptions.shard = try Shard.fromEnvironment() }
                report = try renderer.export(to: destination, options: exportOptions)
            }
            let bytes = report.files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }
            print("\((directoryPath as NSString).appendingPathComponent(shown)): \(report.renderedFrames) frames, \(bytes) bytes")
        } catch {
            fail("cannot export '\(sample.name)': \(explain(error))")
        }
    }
    exit(0)
}

let samples = (SampleCatalog.all + SampleCatalog.galleries).filter { options.only == nil || $0.name == options.only }
for sample in samples {
    for output in sample.outputs {
        let url = directory.appendingPathComponent(output.fileName)
        do {
            let renderer = sample.renderer(scale: output.scale, showsLayoutFrames: options.showFrames)
            try renderer.write(to: url)
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print("\((directoryPath as NSString).appendingPathComponent(output.fileName)): \(size) bytes")
        } catch {
            fail("cannot render sample '\(sample.name)' to \(url.path): \(explain(error))")
        }
    }
}

extension ExportDestination {
    /// Whether this is a folder of PNG frames.
    var isPNGSequence: Bool {
        if case .pngSequence = self { return true }
        return false
    }
}
