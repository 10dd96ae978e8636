import CairnGeometry
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports an export's progress on the caller's thread: to the user's closure and, when
/// asked for and standard error is a terminal, as a progress bar on standard error.
///
/// Updates are throttled to one per 50 ms, except the first and last of each phase. Time is
/// only reported, never written into an output file.
final class ProgressReporter {
    private let callback: ((ExportProgress) -> Void)?
    private let drawsBar: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastReport: ContinuousClock.Instant?
    private var barIsShown = false

    /// A reporter for `options`; the clock starts now.
    init(options: ExportOptions) {
        callback = options.progress
        drawsBar = options.showsProgressBar && isatty(STDERR_FILENO) == 1
        start = clock.now
    }

    /// Time since the export started.
    var elapsed: Duration { clock.now - start }

    /// Reports `completed` of `total` frames in `phase`.
    func report(_ phase: ExportProgress.Phase, completed: Int, total: Int) {
        guard callback != nil || drawsBar else { return }
        let now = clock.now
        let isEdge = completed == 0 || completed >= total
        if !isEdge, let lastReport, now - lastReport < .milliseconds(50) { return }
        lastReport = now
        let progress = ExportProgress(phase: phase, completedFrames: completed, totalFrames: total, elapsed: now - start)
        callback?(progress)
        if drawsBar { drawBar(progress) }
    }

    /// Ends the bar's line, if one was drawn.
    func finish() {
        guard barIsShown else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        barIsShown = false
    }

    /// `exporting  [##########----------]  45/90  50%  1.2 s`, redrawn in place.
    private func drawBar(_ progress: ExportProgress) {
        let width = 30
        let filled = min(max(Int(saturating: progress.fractionCompleted * Double(width), rounding: .down), 0), width)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let seconds = Double(progress.elapsed.components.seconds) + Double(progress.elapsed.components.attoseconds) / 1e18
        let label: String
        switch progress.phase {
        case .checkingExistingFrames: label = "checking"
        case .analyzingColors: label = "palette "
        case .exporting: label = "exporting"
        }
        let percent = Int(saturating: progress.fractionCompleted * 100, rounding: .down)
        let line = "\r\(label) [\(bar)] \(progress.completedFrames)/\(progress.totalFrames) \(percent)% "
            + String(format: "%.1f s", seconds) + "\u{1B}[K"
        FileHandle.standardError.write(Data(line.utf8))
        barIsShown = true
    }
}
