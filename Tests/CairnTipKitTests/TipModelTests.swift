import Cairn
import CairnTestSupport
import CairnTipKit
import Foundation
import Testing

/// A tip as Apple's TipKit documentation writes one: a parameter rule and an event rule.
struct FavoriteLandmarkTip: Tip {
    @Parameter static var isLoggedIn: Bool = false
    static let landmarkVisited = Tips.Event(id: "landmarkVisited")

    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorite landmarks always appear at the top of the list.") }
    var image: Image? { Image(systemName: "star") }

    var rules: [Rule] {
        #Rule(Self.$isLoggedIn) { $0 == true }
        #Rule(Self.landmarkVisited) { $0.donations.count >= 3 }
    }
}

/// The smallest tip: a title.
struct TitleOnlyTip: Tip {
    var title: Text { Text("Tap to start") }
}

/// A tip with options and a transient parameter, and actions.
struct OptionsTip: Tip {
    @Parameter(.transient) static var count: Int = 0
    static let seen = Event(id: "seen")  // Tip.Event, unqualified as tips write it
    var title: Text { Text("Options") }
    var actions: [Action] {
        Action(id: "learn", title: "Learn More")
        Action(id: "dismiss", title: "Dismiss")
    }
    var options: [Option] { MaxDisplayCount(0) }
    var rules: [Rule] { #Rule(Self.$count) { $0 > 2 } }
}

/// Every TipKit suite, one at a time: they share the process's tip store.
@Suite(.serialized) struct TipKitTests {}

/// TipKit's model, through the process-wide store.
extension TipKitTests { @Suite(.serialized) struct TipModelTests {
    init() throws { try Tips.resetDatastore() }

    @Test func parameterRuleWaitsForItsValue() async throws {
        let tip = FavoriteLandmarkTip()
        #expect(tip.id == "FavoriteLandmarkTip")
        #expect(tip.status == .pending)
        FavoriteLandmarkTip.isLoggedIn = true
        #expect(FavoriteLandmarkTip.$isLoggedIn.wrappedValue == true)
        #expect(tip.status == .pending)  // two donations short of three
        for _ in 0..<2 { await FavoriteLandmarkTip.landmarkVisited.donate() }
        #expect(FavoriteLandmarkTip.landmarkVisited.donations.count == 2)
        #expect(!tip.shouldDisplay)
        FavoriteLandmarkTip.landmarkVisited.sendDonation()
        #expect(tip.shouldDisplay)
        tip.invalidate(reason: .actionPerformed)
        #expect(tip.status == .invalidated(.actionPerformed))
        await tip.resetEligibility()
        #expect(tip.status == .available)
        try Tips.resetDatastore()
        #expect(FavoriteLandmarkTip.isLoggedIn == false)
        #expect(tip.status == .pending)
    }

    @Test func defaultsAndOptions() {
        let tip = TitleOnlyTip()
        #expect(tip.message == nil && tip.image == nil && tip.actions.isEmpty && tip.rules.isEmpty)
        #expect(tip.status == .available)
        // MaxDisplayCount(0) never shows; the parameter id names its type.
        #expect(OptionsTip().status == .invalidated(.displayCountExceeded))
        #expect(OptionsTip.$count.id.hasSuffix("OptionsTip.count"))
        #expect(OptionsTip().actions.map(\.id) == ["learn", "dismiss"])
        OptionsTip.seen.sendDonation()
        #expect(OptionsTip.seen.donations.count == 1)
        #expect(OptionsTip.seen.donations.donatedWithin(.minute).count == 1)
        #expect(OptionsTip.seen.donations.donatedWithin(.hours(-1)).isEmpty)
    }

    /// Configuring is optional, and twice is harmless (previews in one process may each call it).
    @Test func configureTwice() throws {
        try Tips.configure()
        try Tips.configure([.displayFrequency(.daily), .datastoreLocation(.applicationDefault)])
        #expect(TitleOnlyTip().shouldDisplay)
    }

    @Test func testingSwitches() {
        Tips.hideAllTipsForTesting()
        #expect(TitleOnlyTip().status == .pending)
        Tips.showAllTipsForTesting()
        #expect(FavoriteLandmarkTip().status == .available)
        Tips.showTipsForTesting([FavoriteLandmarkTip.self])
        #expect(FavoriteLandmarkTip().status == .available)
        Tips.hideTipsForTesting([TitleOnlyTip.self])
        #expect(TitleOnlyTip().status == .pending)
    }
}
}
