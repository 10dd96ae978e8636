// `swift run samples [--only <name>] [--show-frames] [--output <dir>]`
//
// Renders every sample of `SampleCatalog` (or the one named by --only) into Output/ (or
// <dir>), printing one line per file written with its size in bytes. --show-frames draws
// every view's layout frame over the pictures and, unless --output is given, writes them to
// Output/frames/ so the committed stills stay as they are.

import Cairn
import SampleScenes

/// The command line, parsed.
struct Options {
    var only: String?
    var showFrames = false
    var output: String?
}

let usage = """
    usage: swift run samples [--only <name>] [--show-frames] [--output <dir>]
      --only <name>    render only the sample called <name>
      --show-frames    draw every view's layout frame (written to Output/frames/ by default)
      --output <dir>   write into <dir> instead of Output/
    samples: \(SampleCatalog.all.map(\.name).joined(separator: ", "))
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

let samples = SampleCatalog.all.filter { options.only == nil || $0.name == options.only }
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
