#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Reports a test failure at the assertion's location, to Swift Testing inside a `@Test`,
/// else to XCTest (as swift-snapshot-testing does).
func reportIssue(_ message: String, at context: SnapshotContext) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(context.fileID)", filePath: context.filePath,
                line: Int(context.line), column: Int(context.column)))
        return
    }
    #endif
    XCTFail(message, file: context.file, line: context.line)
}
#endif
