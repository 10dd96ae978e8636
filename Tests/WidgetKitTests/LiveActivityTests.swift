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
        // 370 wide (the presentation), as tall as its content: a 17-point line (21 at 1×)
        // padded by 16 above and below, 53.
        #expect(layout.size == CGSize(width: 370, height: 53))
        #expect(layout.frame(of: "title")?.minX == 16)
        #expect(layout.frame(of: "minutes")?.maxX == 354)
        #expect(drawnStrings(container(.content), 370, 53) == ["Order 42", "8 min"])
        // The tint fills the presentation; its corners are rounded (clear at the corner pixel).
        let bitmap = try ImageRenderer(content: container(.content)).bitmap()
        #expect(Array(rgba(bitmap, 5, 26)) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 0, 0)[3] == 0)
    }

    @Test func theExpandedIslandPlacesItsRegions() {
        let layout = fitted(container(.dynamicIsland(.expanded)))
        // 380 wide; the margins 16 at the sides and 12 above and below; the leading and
        // trailing regions at the top corners, the bottom region across the width below them.
        #expect(layout.size.width == 380)
        #expect(layout.frame(of: "leading") == CGRect(x: 16, y: 12, width: 30, height: 30))
        #expect(layout.frame(of: "trailing") == CGRect(x: 324, y: 12, width: 40, height: 30))
        #expect(layout.frame(of: "bottom") == CGRect(x: 16, y: 50, width: 348, height: 10))
        #expect(layout.size.height == 72)  // 12 + 30 + 8 + 10 + 12
    }

    @Test func theCompactIslandSurroundsTheCamera() throws {
        let layout = fitted(container(.dynamicIsland(.compact)))
        // 37 tall; leading view 20 wide with 8-point margins, the 126-point camera, then the
        // trailing text with its margins.
        #expect(layout.size.height == 37)
        let leading = try #require(layout.frame(of: "compactLeading"))
        let trailing = try #require(layout.frame(of: "compactTrailing"))
        #expect(leading.minX == 8 && leading.width == 20)
        #expect(abs(trailing.minX - (8 + 20 + 8 + 126 + 8)) < 0.01)
        #expect(abs(layout.size.width - (trailing.maxX + 8)) < 0.5)
        #expect(drawnStrings(container(.dynamicIsland(.compact)), 400, 100) == ["8m"])
        // The island is black between the views (the camera's place), in the dark scheme.
        let bitmap = try ImageRenderer(content: container(.dynamicIsland(.compact))).bitmap()
        #expect(Array(rgba(bitmap, 100, 18)) == [0, 0, 0, 255])
    }

    @Test func theMinimalIslandIsACircle() {
        let layout = fitted(container(.dynamicIsland(.minimal)))
        #expect(layout.size == CGSize(width: 37, height: 37))
        #expect(layout.frame(of: "minimal")?.midX == 18.5)
    }

    @Test func thePreviewShowsTheFirstStateAtItsOwnSize() throws {
        let previews = try PreviewRegistrations.all.filter { $0.fileID.hasSuffix("LiveActivityTests.swift") }.map { try $0.makePreview() }
        let preview = try #require(previews.first { $0.name == "Lock Screen" })
        #expect(drawnStrings(preview.makeView(), 370, 53) == ["Order 42", "8 min"])
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
