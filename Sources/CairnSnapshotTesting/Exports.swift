#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
// `import CairnSnapshotTesting` brings `assertSnapshot`, `Snapshotting` and the record
// modes with it, and Cairn's views: one product to add to a test target.
@_exported import Cairn
@_exported import SnapshotTesting
#endif
