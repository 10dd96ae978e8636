import Cairn
import CairnTipKit
import Foundation

// The `tips` family: TipKit's tips with hostile text, images and actions in hostile frames,
// inline and in popovers on every edge; parameters and events driven at random (many
// donations, absurd windows), invalidation, testing switches and resets — rules must stay
// consistent with the store, and nothing may trap.

/// A tip whose parts the family sets before each case.
struct FuzzTip: Tip {
    @Parameter static var level: Int = 0
    static let opened = Tips.Event(id: "fuzz.opened")
    nonisolated(unsafe) static var parts: (title: String, message: String?, image: String?, actions: [String], threshold: Int, donations: Int) =
        ("", nil, nil, [], 0, 0)

    var title: Text { Text(Self.parts.title) }
    var message: Text? { Self.parts.message.map { Text($0) } }
    var image: Image? { Self.parts.image.map { Image(systemName: $0) } }
    var actions: [Action] {
        for (index, title) in Self.parts.actions.enumerated() { Action(id: "a\(index)", title: title) }
    }
    var rules: [Rule] {
        #Rule(Self.$level) { $0 >= FuzzTip.parts.threshold }
        #Rule(Self.opened) { $0.donations.count >= FuzzTip.parts.donations }
    }
}

func tipsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    try? Tips.resetDatastore()
    let strings = ["", "Tip", String(repeating: "long words wrap ", count: r.int(0...80)), "🙂‍↔️ مرحبا\u{0301}\t\u{E000}", "\u{0}", "\n\n"]
    FuzzTip.parts = (r.pick(strings), r.chance(0.5) ? r.pick(strings) : nil,
                     r.chance(0.5) ? r.pick(["star", "no.such.symbol", "", "lightbulb.fill"]) : nil,
                     (0..<r.int(0...4)).map { _ in r.pick(strings) }, r.int(-3...3), r.int(0...3))
    FuzzTip.level = r.int(-5...5)
    for _ in 0..<(r.chance(0.05) ? 12_000 : r.int(0...5)) { FuzzTip.opened.sendDonation() }
    _ = FuzzTip.opened.donations.donatedWithin(r.pick([.minute, .week, .days(r.int(-1_000...1_000_000)), .hours(-1)]))
    // The status follows the rules (unless a switch or an invalidation says otherwise).
    let expected = FuzzTip.level >= FuzzTip.parts.threshold && FuzzTip.opened.donations.count >= FuzzTip.parts.donations
    if FuzzTip().shouldDisplay != expected { violation("tip status \(FuzzTip().status) where its rules say \(expected)") }
    switch r.int(0...5) {
    case 0: FuzzTip().invalidate(reason: r.pick([.actionPerformed, .tipClosed, .displayCountExceeded, .displayDurationExceeded]))
    case 1: Tips.showAllTipsForTesting()
    case 2: Tips.hideAllTipsForTesting()
    case 3: Tips.showTipsForTesting([FuzzTip.self])
    default: break
    }
    let edge: Edge? = r.chance(0.2) ? nil : r.pick([.top, .bottom, .leading, .trailing])
    let view = VStack(spacing: r.mild()) {
        TipView(FuzzTip(), arrowEdge: edge)
            .tipImageSize(CGSize(width: r.number(), height: r.number()))
            .tipCornerRadius(CGFloat(r.number()))
        if r.chance(0.3) { TipView(nil) }
        Button("Anchor") {}
            .frame(width: r.chance(0.5) ? r.mild() : nil, height: r.chance(0.5) ? r.number() : nil)
            .popoverTip(FuzzTip(), arrowEdge: edge)
    }
    .tipBackground(r.chance(0.5) ? AnyShapeStyle(Color.red) : AnyShapeStyle(.regularMaterial))
    try render(view.frame(width: r.mild(), height: r.mild()), &r)
    try? Tips.resetDatastore()
}
