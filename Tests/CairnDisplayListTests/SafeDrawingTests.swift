import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

/// `DisplayList.sanitized(visible:)`, the pass every display list goes through before it is
/// drawn: far geometry culled, non-finite items dropped, ordinary scenes untouched.
@Suite struct SafeDrawingTests {
    let red = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)

    func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path { Path(CGRect(x: x, y: y, width: w, height: h)) }

    func fill(_ path: Path) -> DisplayList.Item { .fill(path, .color(red), FillStyle()) }

    @Test func farGeometryIsCulledAndNonFiniteItemsDropped() {
        let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
        let far = rect(1e6, 1e6, 10, 10)
        let list = DisplayList([
            fill(far),
            fill(rect(10, 10, 10, 10)),
            .stroke(far, .color(red), StrokeStyle(lineWidth: 1)),
            .stroke(rect(0, 0, 5, 5), .color(red), StrokeStyle(lineWidth: .nan)),
            .group(.init(transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), content: DisplayList([fill(rect(0, 0, 5, 5))]))),
            .group(.init(opacity: .nan, content: DisplayList([fill(rect(0, 0, 5, 5))]))),
            // Translated by -1e6 the far square is visible: kept.
            .group(.init(transform: CGAffineTransform(translationX: -1e6, y: -1e6), content: DisplayList([fill(far)]))),
        ])
        let safe = list.sanitized(visible: visible)
        #expect(safe.items.count == 2)
        if case .group(let g) = safe.items.last { #expect(g.content.items.count == 1) } else { Issue.record("group dropped") }
        // Within the margin nothing changes (ordinary scenes keep their bytes).
        let near = DisplayList([fill(rect(-4000, -4000, 8000, 8000))])
        #expect(near.sanitized(visible: visible) == near)
    }
}
