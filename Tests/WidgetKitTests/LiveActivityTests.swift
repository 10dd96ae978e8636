import Cairn
import CairnActivityKit
import CairnTestSupport
import Foundation
import Testing
@testable import WidgetKit

/// Xcode's Live Activity template, pasted: attributes with a content state, an
/// `ActivityConfiguration` with a Lock Screen view and a Dynamic Island, and its previews.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
    }
    var order: Int
}

struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack {
                Text("Order \(context.attributes.order)").id("title")
                Spacer()
                Text("\(context.state.minutes) min").id("minutes")
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0, green: 0, blue: 1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Color.red.frame(width: 30, height: 30).id("leading") }
                DynamicIslandExpandedRegion(.trailing) { Color.green.frame(width: 40, height: 30).id("trailing") }
                DynamicIslandExpandedRegion(.bottom) { Color.blue.frame(height: 10).id("bottom") }
            } compactLeading: {
                Color.red.frame(width: 20, height: 20).id("compactLeading")
            } compactTrailing: {
                Text("\(context.state.minutes)m").id("compactTrailing")
            } minimal: {
                Color.orange.frame(width: 16, height: 16).id("minimal")
            }
            .keylineTint(.orange)
        }
    }
}

#Preview("Lock Screen", as: .content, using: DeliveryAttributes(order: 42)) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState(minutes: 8)
    DeliveryAttributes.ContentState(minutes: 3)
}

@Suite(.designEra(.iOS17)) @MainActor struct LiveActivityTests {
    func container(_ kind: ActivityPreviewViewKind, minutes: Int = 8) -> LiveActivityContainer {
        LiveActivityContainer(DeliveryActivity(), kind: kind, attributes: DeliveryAttributes(order: 42), state: .init(minutes: minutes))
    }

    /// `view` laid out on a canvas of its own size (so frames are the view's own).
    func fitted<V: View>(_ view: V) -> ViewLayout {
        ViewLayout(of: view, in: ViewLayout(of: view, in: CGSize(width: 600, height: 600)).size)
    }

    @Test func theLockScreenPresentationFitsItsContentOverItsTint() throws {
        let layout = fitted(container(.content))
        // The HIG's 371 × 84–160: a 17-point line (21 at 1×) padded by 16 is 53 tall, so the
        // presentation is 84, the content centred in it.
        #expect(layout.size == CGSize(width: 371, height: 84))
        #expect(layout.frame(of: "title")?.minX == 16)
        #expect(layout.frame(of: "title")?.minY == 15.5 + 16)
        #expect(layout.frame(of: "minutes")?.maxX == 355)
        #expect(drawnStrings(container(.content), 371, 84) == ["Order 42", "8 min"])
        // The tint fills the presentation; its corners are rounded (clear at the corner pixel).
        let bitmap = try ImageRenderer(content: container(.content)).bitmap()
        #expect(Array(rgba(bitmap, 5, 42)) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 0, 0)[3] == 0)
    }

    @Test func theExpandedIslandPlacesItsRegions() {
        let layout = fitted(container(.dynamicIsland(.expanded)))
        // The HIG's 371 wide, 84 tall at least; the margins 16 at the sides and 12 above (Cairn's
        // estimate); the leading and trailing regions at the top corners, the bottom region
        // across the width below them (12 + 30 + 8 + 10 + 12 = 72, under the 84 minimum).
        #expect(layout.size == CGSize(width: 371, height: 84))
        #expect(layout.frame(of: "leading") == CGRect(x: 16, y: 12, width: 30, height: 30))
        #expect(layout.frame(of: "trailing") == CGRect(x: 315, y: 12, width: 40, height: 30))
        #expect(layout.frame(of: "bottom") == CGRect(x: 16, y: 50, width: 339, height: 10))
    }

    @Test func theCompactIslandSurroundsTheCamera() throws {
        let layout = fitted(container(.dynamicIsland(.compact)))
        // The HIG: each compact view 52.33 × 36.67, the island 230 wide on iPhone 17, so the
        // camera takes 125.34 between them; each view centred in its place.
        #expect(abs(layout.size.width - 230) < 0.01 && abs(layout.size.height - 36.67) < 0.01)
        let leading = try #require(layout.frame(of: "compactLeading"))
        let trailing = try #require(layout.frame(of: "compactTrailing"))
        #expect(abs(leading.midX - 52.33 / 2) < 0.01 && leading.width == 20)
        #expect(abs(trailing.midX - (52.33 + 125.34 + 52.33 / 2)) < 0.5)
        #expect(drawnStrings(container(.dynamicIsland(.compact)), 230, 37) == ["8m"])
        // The island is black between the views (the camera's place), in the dark scheme.
        let bitmap = try ImageRenderer(content: container(.dynamicIsland(.compact))).bitmap()
        #expect(Array(rgba(bitmap, 115, 18)) == [0, 0, 0, 255])
    }

    @Test func theMinimalIslandIsACircle() {
        // A 16-point view with 6-point margins is 28 wide: the HIG's minimum, 36.67, applies.
        let layout = fitted(container(.dynamicIsland(.minimal)))
        #expect(abs(layout.size.width - 36.67) < 0.01 && abs(layout.size.height - 36.67) < 0.01)
        #expect(abs((layout.frame(of: "minimal")?.midX ?? 0) - 36.67 / 2) < 0.01)
    }

    @Test func thePreviewShowsTheFirstStateAtItsOwnSize() throws {
        let previews = try PreviewRegistrations.all.filter { $0.fileID.hasSuffix("LiveActivityTests.swift") }.map { try $0.makePreview() }
        let preview = try #require(previews.first { $0.name == "Lock Screen" })
        #expect(drawnStrings(preview.makeView(), 371, 84) == ["Order 42", "8 min"])
    }

    @Test func noActivityStartsInARender() async {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
        #expect(throws: ActivityAuthorizationError.denied) {
            try Activity.request(attributes: DeliveryAttributes(order: 1), content: .init(state: .init(minutes: 1), staleDate: nil))
        }
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        // As a widget of a bundle, a Live Activity draws nothing on the Home Screen.
        #expect(drawnStrings(WidgetContainer(DeliveryActivity(), family: .systemSmall), 161, 161).isEmpty)
    }
}
