#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
// `import CairnSnapshotTesting` brings `assertSnapshot`, `Snapshotting` and the record
// modes with it, and Cairn's views: one product to add to a test target.
@_exported import Cairn
@_exported import SnapshotTesting
#endif

#if !SnapshotTesting
// Without the trait this module has no strategies. A test that uses them gets, at its first
// use, a message that names the trait and the line to add (issue 27), instead of "cannot find
// 'assertSnapshot' in scope" or "type 'Snapshotting' has no member 'image'".

/// Stands for swift-snapshot-testing's `Snapshotting` when the `SnapshotTesting` trait is off:
/// unavailable, with the fix in its message.
@available(*, unavailable, message: "Cairn's snapshot strategies need its SnapshotTesting trait: in Package.swift write .package(url: <Cairn's URL>, branch: \"main\", traits: [\"SnapshotTesting\"])")
public struct Snapshotting<Value, Format> {
    private init() {}
    /// Unavailable without the trait (see the type).
    public static var image: Snapshotting { Snapshotting() }
    /// Unavailable without the trait (see the type).
    public static func image(layout: Any? = nil, scale: Double = 2, precision: Float = 1, perceptualPrecision: Float = 1, channelTolerance: Int = 1, designEra: Any? = nil) -> Snapshotting { Snapshotting() }
    /// Unavailable without the trait (see the type).
    public static var svg: Snapshotting { Snapshotting() }
    /// Unavailable without the trait (see the type).
    public static var pdf: Snapshotting { Snapshotting() }
    /// Unavailable without the trait (see the type).
    public static var layout: Snapshotting { Snapshotting() }
}

/// Stands for swift-snapshot-testing's `assertSnapshot` when the `SnapshotTesting` trait is
/// off: unavailable, with the fix in its message.
@available(*, unavailable, message: "Cairn's snapshot strategies need its SnapshotTesting trait: in Package.swift write .package(url: <Cairn's URL>, branch: \"main\", traits: [\"SnapshotTesting\"])")
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: Bool? = nil, timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {}
#endif
