import Cairn
import CairnActivityKit
import WidgetKit

// A Live Activity as a widget extension writes it (`import ActivityKit`, `import WidgetKit`):
// attributes with a content state, an `ActivityConfiguration` with its Lock Screen view and
// Dynamic Island. `LiveActivityContainer` draws each presentation as iOS shows it.

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var courier: String
        var minutesLeft: Int
        var progress: Double
    }
    var orderNumber: Int
    var items: Int
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack(spacing: 14) {
                Image(systemName: "box.truck.fill")
                    .font(.title)
                    .foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 4) {
                    Text("\(context.state.courier) is on the way").font(.headline)
                    Text("Order #\(context.attributes.orderNumber) · \(context.attributes.items) items")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    ProgressView(value: context.state.progress).tint(.orange)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min").font(.title2.bold()).monospacedDigit()
            }
            .padding()
            .foregroundStyle(.white)
            .activityBackgroundTint(Color.black.opacity(0.75))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.items)", systemImage: "bag.fill").font(.title3)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label("\(context.state.minutesLeft) min", systemImage: "timer").font(.title3).foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.courier) is on the way").lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress).tint(.orange)
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill").foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "timer").foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}

struct LiveActivityScreens: View {
    let order = DeliveryAttributes(orderNumber: 4217, items: 3)
    let state = DeliveryAttributes.ContentState(courier: "Sam", minutesLeft: 8, progress: 0.72)

    var body: some View {
        VStack(spacing: 18) {
            LiveActivityContainer(DeliveryLiveActivity(), kind: .dynamicIsland(.compact), attributes: order, state: state)
            LiveActivityContainer(DeliveryLiveActivity(), kind: .dynamicIsland(.expanded), attributes: order, state: state)
            HStack(spacing: 12) {
                LiveActivityContainer(DeliveryLiveActivity(), kind: .dynamicIsland(.minimal), attributes: order, state: state)
                LiveActivityContainer(DeliveryLiveActivity(), kind: .dynamicIsland(.minimal), attributes: order, state: state)
            }
            LiveActivityContainer(DeliveryLiveActivity(), kind: .content, attributes: order, state: state)
        }
        .padding(20)
        .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
    }
}

extension SampleCatalog {
    /// A delivery Live Activity: the compact, expanded and minimal Dynamic Island and the Lock
    /// Screen presentation, at scale 2.
    static var liveActivitySamples: [Sample] {
        [Sample("live-activity", LiveActivityScreens(), width: 420, height: 380,
                outputs: [SampleOutput("live-activity@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
