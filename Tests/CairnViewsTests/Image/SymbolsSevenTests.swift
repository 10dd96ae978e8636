import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// SF Symbols 7 (iOS 26): Draw On and Draw Off, variable draw, gradient rendering.
@Suite struct SymbolsSevenTests {
    func png<V: View>(_ v: V) throws -> Data { try ImageRenderer(content: v).pngData() }

    /// Every group with a clip in `list`, depth first: its clip's bounds and opacity.
    func clippedGroups(_ list: DisplayList) -> [(clip: CGRect, opacity: Double)] {
        var out: [(CGRect, Double)] = []
        func walk(_ l: DisplayList) {
            for item in l.items {
                guard case .group(let g) = item else { continue }
                if let c = g.clips.first { out.append((c.path.boundingRect, g.opacity)) }
                walk(g.content)
            }
        }
        walk(list)
        return out
    }

    @Test func drawOnAndDrawOffAtRest() throws {
        let plain = try png(Image(systemName: "checkmark.circle"))
        // Active Draw On shows the symbol whole (as .appear); active Draw Off hides it (as
        // .disappear); inactive, both leave it.
        #expect(try png(Image(systemName: "checkmark.circle").symbolEffect(.drawOn, isActive: true)) == plain)
        #expect(try png(Image(systemName: "checkmark.circle").symbolEffect(.drawOn.individually, isActive: false)) == plain)
        #expect(try png(Image(systemName: "checkmark.circle").symbolEffect(.drawOff, isActive: false)) == plain)
        #expect(ViewLayout(of: Image(systemName: "checkmark.circle").symbolEffect(.drawOff.wholeSymbol), in: CGSize(width: 50, height: 50)).displayList.isEmpty)
        // As a transition they compile and are transitions (TransitionSymbolEffect).
        _ = Image(systemName: "signature").transition(.symbolEffect(.drawOn.byLayer))
    }

    @Test func drawOffWipesTheInkFromTheLeadingEdge() throws {
        // A 40-point disc drawn off when the flag turns at 0.5 s: 0.125 s in (a quarter of
        // the 0.5 s play, smoothstep 0.15625) the wipe keeps 84.375 % of the ink's 42
        // points (the ink outset a point each side); at 0.25 s (half), 21 points.
        let timeline = AnimationTimeline(duration: 2, model: { false }) { off in
            Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40).symbolEffect(.drawOff, isActive: off)
        }
        timeline.proposedSize = ProposedViewSize(width: 100, height: 100)
        timeline.at(0.5) { $0 = true }
        #expect(clippedGroups(timeline.layout(at: 0.4).displayList).isEmpty)
        let quarter = try #require(clippedGroups(timeline.layout(at: 0.625).displayList).first)
        #expect(close(quarter.clip.minX, 29, 1e-6) && close(quarter.clip.width, 42 * 0.84375, 1e-6))
        let half = try #require(clippedGroups(timeline.layout(at: 0.75).displayList).first)
        #expect(close(half.clip.width, 21, 1e-6) && close(half.clip.height, 42, 1e-6))
        // Drawn off by 1 s: nothing.
        #expect(timeline.layout(at: 1.1).displayList.isEmpty)
    }

    @Test func individuallyDrawsOneGroupAfterAnother() throws {
        // wifi's three variable layers (wedge, middle and outer arc) are its motion groups:
        // drawn on one by one, at 0.75 s after the turn only the second is half drawn and the first whole.
        let timeline = AnimationTimeline(duration: 3, model: { false }) { on in
            Image(systemName: "wifi").resizable().frame(width: 48, height: 36).symbolEffect(.drawOn.individually, isActive: on)
        }
        timeline.proposedSize = ProposedViewSize(width: 100, height: 100)
        timeline.at(0.5) { $0 = true }
        let groups = clippedGroups(timeline.layout(at: 1.25).displayList)
        #expect(groups.count == 1)   // group 1 wiping; group 0 whole (no clip); group 2 not started
        let byLayer = AnimationTimeline(duration: 3, model: { false }) { on in
            Image(systemName: "wifi").resizable().frame(width: 48, height: 36).symbolEffect(.drawOn, isActive: on)
        }
        byLayer.proposedSize = ProposedViewSize(width: 100, height: 100)
        byLayer.at(0.5) { $0 = true }
        // By layer, staggered 0.075 s (15 % of a play): 0.1 s after the turn the first two
        // groups are wiping and the third not started; 0.3 s after, all three are wiping.
        #expect(clippedGroups(byLayer.layout(at: 0.6).displayList).count == 2)
        #expect(clippedGroups(byLayer.layout(at: 0.8).displayList).count == 3)
        // The whole symbol: all three at once, the same fraction of each group's ink.
        let whole = AnimationTimeline(duration: 3, model: { false }) { on in
            Image(systemName: "wifi").resizable().frame(width: 48, height: 36).symbolEffect(.drawOn.wholeSymbol, isActive: on)
        }
        whole.proposedSize = ProposedViewSize(width: 100, height: 100)
        whole.at(0.5) { $0 = true }
        #expect(clippedGroups(whole.layout(at: 0.55).displayList).count == 3)
    }

    @Test func variableDrawDrawsTheValueOverADimmedLayer() throws {
        // wifi at 0.5 in draw mode: the wedge (0..1/3) whole, the middle arc (1/3..2/3) half
        // drawn over itself at 0.3, the outer arc (2/3..1) only at 0.3.
        let list = ViewLayout(of: Image(systemName: "wifi", variableValue: 0.5).symbolVariableValueMode(.draw)
                                .resizable().frame(width: 96, height: 72), in: CGSize(width: 96, height: 72)).displayList
        let clipped = clippedGroups(list)
        #expect(clipped.count == 1)
        var dimmed = 0
        func walk(_ l: DisplayList) {
            for item in l.items { if case .group(let g) = item { if g.clips.isEmpty, close(g.opacity, 0.3, 1e-9) { dimmed += 1 }; walk(g.content) } }
        }
        walk(list)
        #expect(dimmed == 2)   // the middle arc's track and the outer arc
        // Colour mode (the default) draws 0.5 as before: no clip, the outer arc dimmed.
        let color = ViewLayout(of: Image(systemName: "wifi", variableValue: 0.5).resizable().frame(width: 96, height: 72), in: CGSize(width: 96, height: 72)).displayList
        #expect(clippedGroups(color).isEmpty)
        #expect(try png(Image(systemName: "wifi", variableValue: 0.5).symbolVariableValueMode(.color)) == png(Image(systemName: "wifi", variableValue: 0.5)))
        // Half of the middle arc: the clip is half its ink (plus the point of outset).
        let b = try #require(SymbolVariableLayers.byName["wifi"]).drawing.bounds
        #expect(clipped[0].clip.width > 0 && clipped[0].clip.width < 96 * 11.2 * 2 / b.width)
    }

    @Test func gradientShadesEachLayerTopToBottom() throws {
        // A 40-point red disc: flat is one red; gradient is lighter at the top and darker at
        // the bottom, by Color.gradient's 12 % white and 6 % black.
        let disc = Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let flat = try ImageRenderer(content: disc.symbolColorRenderingMode(.flat)).bitmap()
        let shaded = try ImageRenderer(content: disc.symbolColorRenderingMode(.gradient)).bitmap()
        #expect(rgba(flat, 20, 2) == [255, 0, 0, 255] && rgba(flat, 20, 37) == [255, 0, 0, 255])
        // The ink spans y 0...40. At pixel centre y, t = y / 40 of the way from the top colour
        // (1, 0.12, 0.12) to the bottom (0.94, 0, 0): rows 1, 20 and 38 (t 0.0375, 0.5125,
        // 0.9625) are (254.4, 29.5, 29.5), (247.2, 14.9, 14.9), (240.3, 1.1, 1.1).
        #expect(close(rgba(shaded, 20, 1), [254, 29, 29, 255], tolerance: 1))
        #expect(close(rgba(shaded, 20, 20), [247, 15, 15, 255], tolerance: 1))
        #expect(close(rgba(shaded, 20, 38), [240, 1, 1, 255], tolerance: 1))
        // The image modifier wins over the environment.
        #expect(try png(disc.symbolColorRenderingMode(.gradient)) == png(Image(systemName: "circle.fill").symbolColorRenderingMode(.gradient)
            .resizable().frame(width: 40, height: 40).foregroundStyle(Color(red: 1, green: 0, blue: 0)).symbolColorRenderingMode(.flat)))
    }

    @Test func hostileValuesNeverBreakIt() throws {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1] {
            _ = try png(Image(systemName: "wifi", variableValue: value).symbolVariableValueMode(.draw).symbolColorRenderingMode(.gradient))
        }
        _ = try png(Image(systemName: "no.such.symbol").symbolEffect(.drawOn.individually).symbolVariableValueMode(.draw))
        _ = ViewLayout(of: Image(systemName: "wifi").symbolEffect(.drawOff, options: .speed(.nan)).frame(width: 0, height: 0), in: CGSize(width: 10, height: 10)).displayList
    }
}
