// `cairn`: renders a SwiftUI view from a Swift file, for people who do not want to write a
// program. It compiles the file against Cairn in a generated package (cached, so only the
// first run builds Cairn) and runs it:
//
//   cairn render Chart.swift --view Chart --size 400x300 --scale 2 -o chart.png   (.svg, .pdf)
//   cairn export Spinner.swift --view Spinner --size 200x200 --duration 3 --fps 30 -o spin.gif
//
// Bad input (a file that does not compile, an unknown view, an unwritable output, a size of
// 0×0 or beyond Cairo's limits) prints a message that says what to do and exits non-zero;
// outputs are written under a temporary name and renamed, so a failure leaves no file.
import Foundation

#if canImport(Glibc)
import Glibc
#endif

let usage = """
    usage: cairn render <file.swift> --view <Name> --size <W>x<H> [--scale <S>] [--design iOS17|iOS26] [--at <seconds>] [--now <date>] -o <out.png|out.svg|out.pdf>
           cairn export <file.swift> --view <Name> --size <W>x<H> --duration <seconds> [--fps <N>] [--scale <S>]
                        [--design iOS17|iOS26] [--now <date>] -o <out.gif|out.apng|out.mp4|out.webm|folder/> [--join <frames folder>]
           cairn previews <file.swift|package folder> [-o <folder>] [--size <W>x<H>] [--scale <S>] [--design iOS17|iOS26] [--now <date>] [--scan]

    render  draws `Name()` on a canvas of W×H points (the view centred in it, as a window would),
            as a screen shows it once it has appeared: its onAppear actions and tasks have run.
    --at    seconds after the view appears (default 0): tasks that sleep and animations that
            onAppear starts have moved on by then, on a virtual clock (e.g. --at 1.5).
    --design  the system look (colours, button and list shapes): iOS26 (the default) or iOS17.
    --now   the date the scene starts at, ISO 8601 (2026-06-08T17:00:00Z, or a day: 2026-06-08);
            default: the time the command runs, as Xcode's canvas shows the current time.
            TimelineView and Text(date, style: .relative/.offset/.timer) count from it; give
            --now for the same picture on every run.
    export  draws `Name(time: t)` at every frame time t in seconds (0 ≤ t < duration) and writes an
            animation (a folder ending in / gets numbered PNG frames), with a progress bar.
            Into a folder, it renders only this process's shard when the environment names one
            (CAIRN_SHARD_INDEX/CAIRN_SHARD_COUNT, Kubernetes JOB_COMPLETION_INDEX, Slurm SLURM_ARRAY_TASK_*);
            --join <folder> then makes the animation from the frames all shards wrote there.

    previews renders every `#Preview { … }` (`#Preview("Name", traits: …) { … }`) of one Swift file,
            or of a package's Sources (a folder without Sources: all its Swift files), into <folder>/preview-N.png and an HTML contact sheet, <folder>/index.html
            (default folder: previews). The files are compiled unchanged (`import SwiftUI` read
            as `import Cairn`) against Cairn with its `Previews` trait, so #Preview is Cairn's
            macro; the first run also builds swift-syntax. Layout traits size each image:
            the default layout is the --size canvas (402x874 points, a phone's screen, at scale 2),
            .fixedLayout(width:height:) that size, .sizeThatFitsLayout the view's own size;
            .landscapeLeft/.landscapeRight make it wider than tall (a tall --size turns).
            --scan finds the #Preview blocks by reading the source instead (no swift-syntax):
            the blocks are taken out of the files and rendered the same way.

    The file is compiled against Cairn (import Cairn, or #if canImport(SwiftUI) … #else import Cairn #endif)
    in Swift 5 language mode, as in an app. The first run builds Cairn (minutes); later runs reuse it.
    Environment: CAIRN_PACKAGE_PATH  the Cairn checkout to compile against (default: the one cairn was built from)
                 CAIRN_CACHE_DIR     where the generated package and its build live (default: ~/.cache/cairn)
    """

func fail(_ error: CLIError) -> Never {
    FileHandle.standardError.write(Data("cairn: error: \(error.message)\n".utf8))
    if error.status == 64 { FileHandle.standardError.write(Data("\n\(usage)\n".utf8)) }
    exit(error.status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(.usage("name a command: render, export or previews")) }
arguments.removeFirst()

do {
    switch command {
    case "render", "export":
        let request = try RenderRequest.parse(arguments, export: command == "export")
        try RenderJob(request: request, export: command == "export").run()
    case "previews":
        try PreviewsJob.parse(arguments).run()
    case "-h", "--help", "help":
        print(usage)
    default:
        throw CLIError.usage("unknown command \(command)")
    }
} catch let error as CLIError {
    fail(error)
} catch {
    fail(CLIError(message: error.localizedDescription, status: 1))
}
