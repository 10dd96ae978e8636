#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import SnapshotTesting

extension Snapshotting {
    /// This strategy, numbering each snapshot within its test and failing loudly when it
    /// records on CI.
    ///
    /// swift-snapshot-testing records a missing reference (in its default `.missing` mode)
    /// and fails; on CI that reference would be written into a throw-away checkout. So when
    /// `CI` is set and the library serialises a snapshot without having read a reference,
    /// this adds an issue telling the developer to record locally and commit the reference.
    func guardingRecording(_ context: SnapshotContext, _ run: SnapshotRun) -> Snapshotting {
        var strategy = self
        let snapshot = self.snapshot
        strategy.snapshot = { value in
            run.begin(context)
            return snapshot(value)
        }
        let fromData = diffing.fromData
        strategy.diffing.fromData = { data in
            run.noteReferenceRead()
            return fromData(data)
        }
        let toData = diffing.toData
        strategy.diffing.toData = { value in
            if run.takeRecordingWithoutReference(), SnapshotEnvironment.isContinuousIntegration {
                reportIssue(Self.recordingOnCIMessage(context), at: context)
            }
            return toData(value)
        }
        return strategy
    }

    static func recordingOnCIMessage(_ context: SnapshotContext) -> String {
        """
        No reference to compare with, and this run is on CI (the CI environment variable is set): \
        CI never records references. Record it on your machine: run this test there (its missing \
        reference is recorded and the test fails once; or set SNAPSHOT_TESTING_RECORD=all to \
        re-record), check the new file in __Snapshots__/\(context.testFileName)/ beside the test, \
        and commit it.
        """
    }
}
#endif
