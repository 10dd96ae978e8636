// Pieces of an activity dashboard and a chat screen pasted in session 46, as written for iOS
// 17/18: each line here did not compile against Cairn before.
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

/// The dashboard's weekly total: a number and a styled unit, concatenated.
struct WeeklyTotal: View {
    var minutes: Double
    var body: some View {
        Text(minutes, format: .number.precision(.fractionLength(0)))
            .font(.system(.largeTitle, design: .rounded, weight: .bold))
            + Text(" min").font(.title3).foregroundStyle(.secondary)
    }
}

/// The dashboard's workout tiles, by the symbols HealthKit screens use.
struct WorkoutTiles: View {
    static let symbols = ["figure.hiking", "figure.strengthtraining.traditional", "figure.yoga", "figure.indoor.cycle"]
    var body: some View {
        HStack(spacing: 12) {
            ForEach(Self.symbols, id: \.self) { name in
                Image(systemName: name).font(.system(size: 28)).foregroundStyle(.green)
            }
        }
    }
}

/// A class the feedback closures report to (they must never run in a still).
final class FeedbackCalls: @unchecked Sendable {
    var count = 0
}

/// The chat's composer row with every form of `sensoryFeedback` iOS 17 has.
struct ComposerRow: View {
    var draftCount: Int
    var calls: FeedbackCalls
    var body: some View {
        HStack {
            Text("Message")
            Image(systemName: "arrow.up.circle.fill")
        }
        .sensoryFeedback(.impact(weight: .light), trigger: draftCount)
        .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: draftCount) { old, new in
            calls.count += 1
            return new > old
        }
        .sensoryFeedback(trigger: draftCount) {
            calls.count += 1
            return draftCount > 3 ? .success : nil
        }
        .sensoryFeedback(trigger: draftCount) { old, new in
            calls.count += 1
            return new < old ? .pathComplete : .selection
        }
    }
}
