#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import CairnSnapshotTesting   // also imports Cairn and SnapshotTesting
import Testing
import CairnTestSupport

/// The README's first snapshot test, exactly as written there: one import is enough.
@Suite(.designEra(.iOS17)) struct ReadmeExampleTests {
    @Test func badge() {
        let badge = ZStack { Capsule().fill(Color.blue); Circle().fill(Color.red).frame(width: 16, height: 16) }
        assertSnapshot(of: badge, as: .image(layout: .fixed(width: 80, height: 30)))
        assertSnapshot(of: badge, as: .layout(in: CGSize(width: 80, height: 30)))   // the placed tree as text
    }
}
#endif
