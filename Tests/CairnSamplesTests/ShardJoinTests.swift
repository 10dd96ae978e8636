import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Beyond one machine: shard indices from the schedulers' environments, still batches, and
/// shard processes + join giving the very bytes of a single-process export.
@Suite struct ShardJoinTests {
    /// Environments of Kubernetes Indexed Jobs, Slurm arrays and explicit settings, and the
    /// shard each gives (nil: none).
    static let environments: [([String: String], Shard?)] = [
        ([:], nil),
        (["CAIRN_SHARD_INDEX": "2", "CAIRN_SHARD_COUNT": "5"], Shard(index: 2, count: 5)),
        (["JOB_COMPLETION_INDEX": "3", "CAIRN_SHARD_COUNT": "4"], Shard(index: 3, count: 4)),
        // sbatch --array=1-8: task 1 is shard 0 of 8.
        (["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "8"], Shard(index: 0, count: 8)),
        (["SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "8"], Shard(index: 7, count: 8)),
        // sbatch --array=0-30:10: tasks 0, 10, 20, 30.
        (["SLURM_ARRAY_TASK_ID": "20", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "10"], Shard(index: 2, count: 4)),
        // Explicit settings win over a scheduler's.
        (["CAIRN_SHARD_INDEX": "0", "CAIRN_SHARD_COUNT": "2", "JOB_COMPLETION_INDEX": "1"], Shard(index: 0, count: 2)),
    ]

    @Test(arguments: 0..<environments.count)
    func shardFromEnvironment(index: Int) throws {
        let (environment, expected) = Self.environments[index]
        #expect(try Shard.fromEnvironment(environment) == expected)
    }

    /// Bad settings name the variable and say what to set.
    static let badEnvironments: [([String: String], String)] = [
        (["JOB_COMPLETION_INDEX": "1"], "set CAIRN_SHARD_COUNT to the job's completions"),
        (["JOB_COMPLETION_INDEX": "4", "CAIRN_SHARD_COUNT": "4"], "shard index 4 is outside 0-3"),
        (["CAIRN_SHARD_INDEX": "x", "CAIRN_SHARD_COUNT": "2"], "\"x\" is not a whole number"),
        (["CAIRN_SHARD_INDEX": "0", "CAIRN_SHARD_COUNT": "0"], "must be at least 1"),
        (["SLURM_ARRAY_TASK_ID": "3"], "without the array's count"),
        (["SLURM_ARRAY_TASK_ID": "15", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "10"], "not on the array's step"),
    ]

    @Test(arguments: 0..<badEnvironments.count)
    func badEnvironmentIsReported(index: Int) {
        let (environment, words) = Self.badEnvironments[index]
        do {
            _ = try Shard.fromEnvironment(environment)
            Issue.record("accepted \(environment)")
        } catch {
            #expect(error.localizedDescription.contains(words), "\(error.localizedDescription)")
        }
    }

    /// A still batch of 10 items over 3 shards: every item exactly once.
    @Test func stillBatchShardsCoverEveryItemOnce() {
        let shards = (0..<3).map { Shard(index: $0, count: 3) }
        #expect(Array(shards[0].indices(of: 10)) == [0, 3, 6, 9])
        #expect(Array(shards[1].indices(of: 10)) == [1, 4, 7])
        #expect(shards.flatMap { Array($0.indices(of: 10)) }.sorted() == Array(0..<10))
        #expect(Array(Shard(index: 2, count: 3).indices(of: 2)).isEmpty)
    }

    static func samples() -> URL {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("samples")
    }

    /// Starts `samples` with `arguments` and `extra` environment, its standard error into `log`.
    static func start(_ arguments: [String], environment extra: [String: String], log: URL) throws -> Process {
        let process = Process()
        process.executableURL = samples()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["CAIRN_SHARD_INDEX", "CAIRN_SHARD_COUNT", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"] { environment[key] = nil }
        environment.merge(extra) { $1 }
        process.environment = environment
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func run(_ arguments: [String], environment extra: [String: String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = samples()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["CAIRN_SHARD_INDEX", "CAIRN_SHARD_COUNT", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"] { environment[key] = nil }
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Three shard processes (two as Kubernetes pods, one as a Slurm task) write one PNG
    /// sequence into a shared folder, concurrently; the join makes a GIF and an APNG. All
    /// equal, byte for byte, a single process's PNG sequence, GIF and APNG.
    @Test func shardProcessesAndJoinEqualOneProcess() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("cairn-shards-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared"), single = root.appendingPathComponent("single")
        let name = "spring"
        let common = ["--animate", name, "--fps", "10", "--background", "white"]

        let environments: [[String: String]] = [
            ["JOB_COMPLETION_INDEX": "0", "CAIRN_SHARD_COUNT": "3"],
            ["JOB_COMPLETION_INDEX": "1", "CAIRN_SHARD_COUNT": "3"],
            ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "1"],
        ]
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        let processes = try environments.enumerated().map { i, env in
            try Self.start(common + ["--format", "png", "--output", shared.path], environment: env,
                           log: root.appendingPathComponent("shard\(i).log"))
        }
        for (i, process) in processes.enumerated() {
            process.waitUntilExit()
            let log = (try? String(contentsOf: root.appendingPathComponent("shard\(i).log"), encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 0, "shard \(i): \(log)")
        }
        for format in ["gif", "apng"] {
            let (status, text) = try Self.run(common + ["--format", format, "--join", "--output", shared.path], environment: [:])
            #expect(status == 0, "\(text)")
        }
        for format in ["png", "gif", "apng"] {
            let (status, text) = try Self.run(common + ["--format", format, "--output", single.path], environment: [:])
            #expect(status == 0, "\(text)")
        }

        let sharedFrames = try fm.contentsOfDirectory(atPath: shared.path + "/frames/\(name)").filter { $0.hasSuffix(".png") }.sorted()
        let singleFrames = try fm.contentsOfDirectory(atPath: single.path + "/frames/\(name)").filter { $0.hasSuffix(".png") }.sorted()
        #expect(sharedFrames.count > 3)
        #expect(sharedFrames == singleFrames)
        for file in singleFrames {
            #expect(fm.contents(atPath: shared.path + "/frames/\(name)/" + file) == fm.contents(atPath: single.path + "/frames/\(name)/" + file), "\(file)")
        }
        for file in ["\(name).gif", "\(name).png"] {
            let joined = try #require(fm.contents(atPath: shared.appendingPathComponent(file).path))
            let direct = try #require(fm.contents(atPath: single.appendingPathComponent(file).path))
            #expect(joined.count > 100)
            #expect(joined == direct, "\(file): joined \(joined.count) bytes, direct \(direct.count) bytes")
        }

        // A join with a frame missing names it and writes nothing.
        try fm.removeItem(atPath: shared.path + "/frames/\(name)/" + sharedFrames[1])
        try fm.removeItem(at: shared.appendingPathComponent("\(name).gif"))
        let (status, text) = try Self.run(common + ["--format", "gif", "--join", "--output", shared.path], environment: [:])
        #expect(status != 0)
        #expect(text.contains("frame 1 ("), "\(text)")
        #expect(text.contains("finish every shard of the export before joining"), "\(text)")
        #expect(!fm.fileExists(atPath: shared.appendingPathComponent("\(name).gif").path))
    }
}
