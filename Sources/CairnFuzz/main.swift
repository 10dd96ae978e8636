import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// CairnFuzz: seeded, reproducible fuzzing of Cairn's public API, each family's cases run in
// child processes under a watchdog so that a crash or a hang is caught and its seed printed.
//
//   CairnFuzz [--seconds N] [--cases N | --ci] [--seed S] [--families a,b] [--skip a,b] [--timeout S]
//   CairnFuzz --replay FAMILY SEED      runs one case in this process (for a debugger)
//   CairnFuzz --list                    lists the families

let families = allFamilies()
var arguments = Array(CommandLine.arguments.dropFirst())

@MainActor func value(_ flag: String) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

@MainActor func family(named name: String) -> Family {
    guard let f = families.first(where: { $0.name == name }) else {
        say("no family \(name); families: \(families.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    return f
}

/// The destinations family runs under a 1 KiB file-size limit: writes past it must fail
/// cleanly (Cairn's writers ignore SIGXFSZ, so the write returns EFBIG).
func prepare(_ f: Family) {
    guard f.name == "destinations" else { return }
    var limit = rlimit(rlim_cur: 1024, rlim_max: 1024)
    _ = setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
}

if arguments.first == "--child", arguments.count == 4, let first = UInt64(arguments[2]), let count = Int(arguments[3]) {
    let f = family(named: arguments[1])
    prepare(f)
    runChild(family: f, first: first, count: count)
}

if arguments.first == "--list" {
    for f in families { say("\(f.name.padding(toLength: 13, withPad: " ", startingAt: 0)) \(f.summary)") }
    exit(0)
}

if arguments.first == "--replay", arguments.count == 3, let seed = UInt64(arguments[2]) {
    let f = family(named: arguments[1])
    prepare(f)
    do { try f.run(seed) } catch { say("threw (a clean answer): \(error)") }
    say("case \(f.name) \(seed) finished")
    exit(0)
}

// Anything else is a mistake (`--family`, `--help`): say so rather than run every family
// for a minute each with the defaults.
let usage = "usage: CairnFuzz [--seconds N] [--cases N | --ci] [--seed S] [--families a,b] [--skip a,b] [--timeout S] | --replay FAMILY SEED | --list"
do {
    let valued: Set = ["--seconds", "--cases", "--seed", "--families", "--skip", "--timeout"]
    var i = 0
    while i < arguments.count {
        let a = arguments[i]
        if valued.contains(a), i + 1 < arguments.count {
            i += 2
        } else if a == "--ci" {
            i += 1
        } else {
            say("unknown or incomplete argument \(a)\n\(usage)")
            exit(2)
        }
    }
}

let seed = value("--seed").flatMap(UInt64.init) ?? 1
let timeout = value("--timeout").flatMap(Double.init) ?? 20
let ci = arguments.contains("--ci")
let fixedCases = value("--cases").flatMap(Int.init)
let seconds = value("--seconds").flatMap(Double.init) ?? 60
var chosen = families
if let names = value("--families") { chosen = names.split(separator: ",").map { family(named: String($0)) } }
if let skipped = value("--skip") {
    let names = Set(skipped.split(separator: ",").map(String.init))
    chosen = chosen.filter { !names.contains($0.name) }
}

let mode = ci ? "fixed seeds, CI case counts" : fixedCases.map { "\($0) cases per family" } ?? "\(Int(seconds)) s per family"
say("CairnFuzz: \(chosen.count) families, \(mode), first seed \(seed), \(Int(timeout)) s watchdog per case")
var results: [(Family, Tally, Double)] = []
for f in chosen {
    let start = Date()
    let cases = ci ? f.ciCases : fixedCases
    let deadline = cases == nil ? Date().addingTimeInterval(seconds) : nil
    let tally = runFamily(f, seed: seed, cases: cases, deadline: deadline, caseTimeout: timeout, batch: f.name == "deep" ? 1 : 500)
    let elapsed = Date().timeIntervalSince(start)
    results.append((f, tally, elapsed))
    say("  \(f.name): \(tally.cases) cases, \(tally.crashes.count) crashes, \(tally.hangs.count) hangs, \(tally.violations.count) violations (\(String(format: "%.0f", elapsed)) s)")
}
say("")
say("| family | cases | crashes | hangs | violations | seconds |")
say("|---|---|---|---|---|---|")
for (f, t, s) in results {
    say("| \(f.name) | \(t.cases) | \(t.crashes.count) | \(t.hangs.count) | \(t.violations.count) | \(String(format: "%.0f", s)) |")
}
let failed = results.filter { $0.1.failures > 0 }
if !failed.isEmpty {
    say("\nFAILED: \(failed.map { "\($0.0.name) (seeds \(($0.1.crashes + $0.1.hangs + $0.1.violations).prefix(5).map(String.init).joined(separator: ", ")))" }.joined(separator: "; "))")
    exit(1)
}
say("\nno crash, no hang, no violation")
