import Foundation

/// A new, empty directory under the system's temporary directory, named after `prefix` and
/// `name` (the calling test's name by default) plus a UUID, so parallel tests never share one.
public func temporaryDirectory(_ name: String = #function, prefix: String = "cairn-tests") throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(prefix)-\(safe)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
