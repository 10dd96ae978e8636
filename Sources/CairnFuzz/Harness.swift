import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One family of generated inputs: how to run one case from a seed.
struct Family {
    var name: String
    /// What the family randomises, for the table.
    var summary: String
    /// Cases the CI pass runs (fixed seeds 1...ciCases).
    var ciCases: Int
    /// Runs the case for `seed`. Throwing is fine (a clear error is a correct answer);
    /// calling `violation` marks a wrong answer (say, success on a full disk).
    var run: (_ seed: UInt64) throws -> Void
}

/// A wrong answer that is not a crash: the child exits with status 3.
func violation(_ message: String) -> Never {
    FileHandle.standardError.write(Data("VIOLATION: \(message)\n".utf8))
    exit(3)
}

/// The outcome of a family's run, for the table.
struct Tally {
    var cases = 0
    var crashes: [UInt64] = []
    var hangs: [UInt64] = []
    var violations: [UInt64] = []
    var failures: Int { crashes.count + hangs.count + violations.count }
}

/// Child side: runs `count` cases from `first`, writing "B seed" before and "E seed" after
/// each on standard output (unbuffered), so the parent knows which seed was running when
/// the process died or stopped answering.
func runChild(family: Family, first: UInt64, count: Int) -> Never {
    for seed in first..<(first + UInt64(count)) {
        emit("B \(seed)\n")
        do { try family.run(seed) } catch {}
        emit("E \(seed)\n")
    }
    exit(0)
}

func emit(_ line: String) {
    line.withCString { p in _ = write(1, p, strlen(p)) }
}

/// Parent side: runs cases of `family` in child processes, from `seed`, until `cases`
/// have run or `deadline` passes; a child that dies is a crash at the seed it had begun,
/// one silent for `caseTimeout` seconds is killed and counted as a hang.
func runFamily(_ family: Family, seed: UInt64, cases: Int?, deadline: Date?, caseTimeout: Double, batch: Int) -> Tally {
    var tally = Tally()
    var next = seed
    let limit = cases.map { seed + UInt64($0) }
    while true {
        if let limit, next >= limit { break }
        if let deadline, Date() >= deadline { break }
        let count = min(batch, limit.map { Int($0 - next) } ?? batch)
        let (completed, failure) = runBatch(family, first: next, count: count, caseTimeout: caseTimeout, deadline: deadline)
        tally.cases += completed
        next += UInt64(completed)
        if let failure {
            tally.cases += 1
            switch failure.kind {
            case .crash: tally.crashes.append(failure.seed)
            case .hang: tally.hangs.append(failure.seed)
            case .violation: tally.violations.append(failure.seed)
            }
            say("  \(family.name): \(failure.kind) at seed \(failure.seed)\(failure.detail)  "
                  + "(replay: CairnFuzz --replay \(family.name) \(failure.seed))")
            next = failure.seed + 1
        } else if completed == 0 {
            break  // the deadline passed before a case finished
        }
    }
    return tally
}

struct Failure {
    enum Kind: String { case crash, hang, violation }
    var kind: Kind
    var seed: UInt64
    var detail: String
}

/// Runs one child; returns how many cases completed and the failure that stopped it.
func runBatch(_ family: Family, first: UInt64, count: Int, caseTimeout: Double, deadline: Date?) -> (Int, Failure?) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["--child", family.name, String(first), String(count)]
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let state = ChildState()
    output.fileHandleForReading.readabilityHandler = { handle in
        let data = handle.availableData
        if data.isEmpty { handle.readabilityHandler = nil; return }
        state.consume(data)
    }
    errors.fileHandleForReading.readabilityHandler = { handle in
        let data = handle.availableData
        if data.isEmpty { handle.readabilityHandler = nil; return }
        state.consumeErrors(data)
    }
    do { try process.run() } catch {
        say("cannot start a child: \(error)")
        exit(2)
    }
    var hung = false, stopped = false
    while process.isRunning {
        usleep(20_000)
        if Date().timeIntervalSince(state.lastProgress) > caseTimeout {
            hung = true
            kill(process.processIdentifier, SIGKILL)
            break
        }
        if let deadline, Date() >= deadline.addingTimeInterval(caseTimeout) {
            kill(process.processIdentifier, SIGKILL)  // stop at the deadline, not a hang
            stopped = true
            break
        }
    }
    process.waitUntilExit()
    usleep(20_000)
    let (completed, begun, tail) = state.snapshot()
    if stopped { return (completed, nil) }
    if hung, let begun { return (completed, Failure(kind: .hang, seed: begun, detail: " (no answer in \(Int(caseTimeout)) s)")) }
    if process.terminationReason == .uncaughtSignal {
        guard let begun else { return (completed, nil) }
        let signal = process.terminationStatus
        return (completed, Failure(kind: .crash, seed: begun, detail: " (signal \(signal)\(tail.isEmpty ? "" : ": \(tail)"))"))
    }
    if process.terminationStatus == 3, let begun {
        return (completed, Failure(kind: .violation, seed: begun, detail: ": \(tail)"))
    }
    if process.terminationStatus != 0, let begun {
        return (completed, Failure(kind: .crash, seed: begun, detail: " (exit \(process.terminationStatus)\(tail.isEmpty ? "" : ": \(tail)"))"))
    }
    return (completed, nil)
}

/// What a child has reported so far.
final class ChildState: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var errorTail = ""
    private var completed = 0
    private var begun: UInt64?
    private(set) var lastProgressStorage = Date()

    var lastProgress: Date { lock.withLock { lastProgressStorage } }

    func consume(_ data: Data) {
        lock.withLock {
            buffer += String(decoding: data, as: UTF8.self)
            while let newline = buffer.firstIndex(of: "\n") {
                let line = buffer[..<newline]
                buffer = String(buffer[buffer.index(after: newline)...])
                let parts = line.split(separator: " ")
                guard parts.count == 2, let seed = UInt64(parts[1]) else { continue }
                if parts[0] == "B" {
                    begun = seed
                } else if parts[0] == "E" {
                    completed += 1
                    begun = nil
                }
                lastProgressStorage = Date()
            }
        }
    }

    func consumeErrors(_ data: Data) {
        lock.withLock {
            errorTail = String((errorTail + String(decoding: data, as: UTF8.self)).suffix(4000))
        }
    }

    func snapshot() -> (Int, UInt64?, String) {
        lock.withLock {
            let lines = errorTail.split(separator: "\n").filter { $0.contains("Fatal") || $0.contains("VIOLATION") || $0.contains("error") }
            return (completed, begun, lines.suffix(2).joined(separator: " / "))
        }
    }
}

/// Prints a line straight to standard output (unbuffered, so a log file shows progress).
func say(_ line: String = "") { emit(line + "\n") }
