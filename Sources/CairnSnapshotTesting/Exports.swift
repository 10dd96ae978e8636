// `import CairnSnapshotTesting` brings `assertSnapshot`, `Snapshotting` and the record
// modes with it, and Cairn's views: one product to add to a test target.
@_exported import Cairn
@_exported import SnapshotTesting
