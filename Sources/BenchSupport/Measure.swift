import Foundation

/// CPU milliseconds this thread spends in `body` (less disturbed by other processes than
/// wall time on a loaded machine).
public func threadCPUms(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

/// Runs `executable` with `arguments` and returns its standard output, or nil when it cannot
/// start or exits with a failure (its standard error is discarded).
public func runTool(_ executable: String, _ arguments: [String]) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
}

/// The 1-minute load average (other processes compete for the cores).
public func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}
