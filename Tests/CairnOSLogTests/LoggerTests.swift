import CairnOSLog
import Foundation
import Testing

/// `import OSLog` (read by `cairn` as `import CairnOSLog`): Logger's interpolations compile as
/// Apple's do and make the text Console would show; nothing is written unless CAIRN_OSLOG is set.
@Suite struct LoggerTests {
    struct Failure: Error, CustomStringConvertible { var description: String { "disk full" } }

    @Test func interpolationsWriteTheirValues() {
        let count = 42, ratio = 0.1234, name = "Ada"
        let message: OSLogMessage = "\(name, privacy: .public) has \(count) items, \(ratio, format: .fixed(precision: 2)), \(255, format: .hex), [\(name, align: .right(columns: 5))], \(Failure()), \(true)"
        #expect(message.text == "Ada has 42 items, 0.12, ff, [  Ada], disk full, true")
        let padded: OSLogMessage = "\(7, format: .decimal(minDigits: 3)) \(-5, format: .decimal(explicitPositiveSign: true)) \(5, format: .decimal(explicitPositiveSign: true))"
        #expect(padded.text == "007 -5 +5")
        // A huge alignment is bounded (4,096 columns), not a gigabyte of spaces.
        let wide: OSLogMessage = "\("x", align: .left(columns: Int.max))"
        #expect(wide.text.count == 4_096)
        // A hostile width is no width (Int.min once trapped in the padding's arithmetic).
        let narrow: OSLogMessage = "\("x", align: .right(columns: Int.min))"
        #expect(narrow.text == "x")
        let zeros: OSLogMessage = "\(1, format: .decimal(minDigits: Int.max))"
        #expect(zeros.text.count == 4_096 && zeros.text.hasSuffix("01"))
    }

    @Test func loggingNeverTrapsOnHostileInput() {
        let logger = Logger(subsystem: "com.example.app", category: "tests")
        logger.debug("debug \(Double.nan, format: .fixed(precision: Int.max)) \(Int.min, format: .hex)")
        logger.error("error \(Optional<Int>.none as Any, privacy: .private)")
        logger.fault("fault \(Double.infinity, format: .exponential(precision: -3))")
        os_log("%{public}@ %d %@", log: OSLog(subsystem: "s", category: "c"), type: .error, 3)
        os_log(.info, log: .disabled, "disabled %f", 4.5)
        #expect(OSLogType.error.rawValue == 16 && OSLogType.fault.rawValue == 17)
    }
}
