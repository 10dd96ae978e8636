import Cairn
import Foundation

// The `scroll` family: scroll- and geometry-driven effects with hostile numbers.

/// A scroll view of random rows with a random transition, position, anchor and observers.
func scrollFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let rows = r.int(0...12)
    let height = cg(&r), count = r.int(-3...5), span = r.int(-3...9), spacing = cg(&r)
    let t1 = r.number(), t2 = r.number(), t3 = r.number()
    let thresholds: [ScrollTransitionConfiguration.Threshold] = [
        .visible, .hidden, .centered, .visible(t1), .visible.inset(by: t2), .visible.interpolated(towards: .centered, amount: t3),
    ]
    let threshold = r.pick(thresholds)
    let configurations: [ScrollTransitionConfiguration] = [.interactive, .animated, .identity]
    let configuration = r.pick(configurations).threshold(threshold)
    let amount = r.number(), angle = r.number()
    let axes: Axis.Set = r.pick([.vertical, .horizontal, [.vertical, .horizontal]])
    let p1 = cg(&r), p2 = cg(&r), p3 = cg(&r), edge: Edge = r.pick([.top, .bottom, .leading, .trailing])
    let id = r.int(-2...14), centred = r.chance(0.5)
    let positions = [
        ScrollPosition(y: p1), ScrollPosition(x: p2), ScrollPosition(point: CGPoint(x: p3, y: p1)),
        ScrollPosition(edge: edge), ScrollPosition(id: id, anchor: centred ? nil : .center),
    ]
    let position = r.pick(positions)
    let ax = cg(&r), ay = cg(&r)
    let anchor: UnitPoint? = r.chance(0.3) ? nil : UnitPoint(x: ax, y: ay)
    let role: ScrollAnchorRole = r.pick([.initialOffset, .alignment, .sizeChanges])
    let stackSpacing = maybe(&r)
    let view = ScrollView(axes) {
        VStack(spacing: stackSpacing) {
            ForEach(0..<rows, id: \.self) { i in
                Color.blue.frame(height: height)
                    .containerRelativeFrame(.horizontal, count: count, span: span, spacing: spacing)
                    .scrollTransition(configuration) { content, phase in
                        content.opacity(phase.isIdentity ? 1 : amount)
                            .scaleEffect(CGFloat(phase.value * amount))
                            .rotation3DEffect(.degrees(phase.value * angle), axis: (x: 0, y: 1, z: 0))
                            .blur(radius: CGFloat(abs(phase.value) * amount))
                    }
                    .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY * CGFloat(amount)) }
                    .onScrollVisibilityChange(threshold: amount) { _ in }
            }
        }
    }
    .scrollPosition(.constant(position))
    .defaultScrollAnchor(anchor, for: role)
    .onScrollGeometryChange(for: CGPoint.self, of: { $0.contentOffset }) { _, _ in }
    .onGeometryChange(for: CGSize.self, of: { $0.size }) { _ in }
    try render(view, &r)
}
