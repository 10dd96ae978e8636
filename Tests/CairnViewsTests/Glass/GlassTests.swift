import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// SVG's `saturate` on 0…255 components (Filter Effects 1, feColorMatrix type="saturate"),
/// computed here independently of Cairn's `ColorMatrix`.
func saturate(_ c: [Double], _ s: Double) -> [Double] {
    let r = c[0], g = c[1], b = c[2]
    return [(0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
            (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
            (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b].map { min(max($0, 0), 255) }
}

/// `top` at `alpha` over the opaque `bottom`, 0…255.
func over(_ top: [Double], _ alpha: Double, _ bottom: [Double]) -> [Int] {
    zip(top, bottom).map { Int((alpha * $0 + (1 - alpha) * $1).rounded()) }
}

@MainActor @Suite(.designEra(.iOS17)) struct GlassTests {
    static let flat: [Double] = [204, 102, 51]
    static var flatColor: Color { Color(red: 204 / 255, green: 102 / 255, blue: 51 / 255) }

    /// Glass over a flat colour: blur and refraction change nothing, so the middle of the
    /// glass is exactly the wash over saturate(C) (GlassLook: regular saturation 1.5; light
    /// wash white at 0.30, dark (28, 28, 30) at 0.45, `.tint(.orange)` orange (255, 149, 0)
    /// at 0.80, clear: saturation 1.2, white at 0.08). ±1 for 8-bit rounding.
    @Test func glassOverAFlatColourGivesTheStatedWash() throws {
        let sat15 = saturate(Self.flat, 1.5), sat12 = saturate(Self.flat, 1.2)
        let cases: [(Glass, ColorScheme, [Int])] = [
            (.regular, .light, over([255, 255, 255], 0.30, sat15)),
            (.regular, .dark, over([28, 28, 30], 0.45, sat15)),
            (.regular.tint(.orange), .light, over([255, 149, 0], 0.80, sat15)),
            (.clear, .light, over([255, 255, 255], 0.08, sat12)),
            (.regular.interactive(), .light, over([255, 255, 255], 0.30, sat15)),
        ]
        for (glass, scheme, expected) in cases {
            let view = Self.flatColor.overlay(Color.clear.frame(width: 80, height: 40).glassEffect(glass))
                .environment(\.colorScheme, scheme)
            let b = try renderView(view, 120, 80)
            let p = rgba(b, 60, 40)
            #expect(close(Array(p[0..<3]), expected, tolerance: 1), "\(glass) \(scheme): \(p) expected \(expected)")
            // Outside the capsule the backdrop is untouched.
            #expect(Array(rgba(b, 5, 5)[0..<3]) == [204, 102, 51])
        }
    }

    /// At 3× (σ 18 pixels) the backdrop is made at ½ resolution and the lens applied in the
    /// same pass (`cairn_backdrop`); over a flat colour that still changes nothing: the middle
    /// of the glass is the stated wash over saturate(C), ±1.
    @Test func atThreeTimesTheFlatColourStillGivesTheStatedWash() throws {
        let expected = over([255, 255, 255], 0.30, saturate(Self.flat, 1.5))
        let view = Self.flatColor.overlay(Color.clear.frame(width: 80, height: 40).glassEffect(.regular)).frame(width: 120, height: 80)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        let b = try renderer.bitmap()
        for (x, y) in [(180, 120), (150, 110), (210, 130)] {
            let p = rgba(b, x, y)
            #expect(close(Array(p[0..<3]), expected, tolerance: 1), "(\(x), \(y)): \(p) expected \(expected)")
        }
        #expect(Array(rgba(b, 10, 10)[0..<3]) == [204, 102, 51])
    }

    /// The default shape is a capsule: the corner of the 80 × 40 frame (2 pt in) is outside
    /// it, the middle of its left end (radius 20) inside; the rim light brightens the edge.
    @Test func defaultShapeIsACapsuleWithARim() throws {
        let view = Color.black.overlay(Color.clear.frame(width: 80, height: 40).glassEffect())
        let b = try renderView(view, 120, 80)
        #expect(Array(rgba(b, 22, 22)[0..<3]) == [0, 0, 0])  // frame corner (20, 20) + 2
        let middle = rgba(b, 60, 40)[0], rim = rgba(b, 60, 20)[0]
        #expect(close([middle], [77], tolerance: 1))  // white 0.30 over black
        #expect(rim > middle + 20, "rim \(rim) middle \(middle)")
    }

    /// `.identity`, `isEnabled: false` and a zero-size frame draw no glass.
    @Test func identityDisabledAndEmptyDrawNothing() {
        for view in [AnyView(Text("a").glassEffect(.identity)), AnyView(Text("a").glassEffect(isEnabled: false)),
                     AnyView(Color.clear.frame(width: 0, height: 0).glassEffect()),
                     AnyView(Color.clear.frame(width: 0, height: 10).glassEffect(in: .rect(cornerRadius: 4)))] {
            let r = ImageRenderer(content: view.frame(width: 40, height: 20))
            #expect(!r.displayList.dump.contains("backdrop"))
        }
        let r = ImageRenderer(content: Text("a").glassEffect(.regular, in: .rect(cornerRadius: 16)))
        #expect(r.displayList.dump.contains("backdrop(sigma=6 saturation=1.5) refraction(amount=3 width=4)"))
    }

    /// Apple's rule: a concentric corner's radius is the container's minus the distance
    /// between corners, never below 0 or the minimum; `isUniform` takes the largest.
    @Test func concentricCornerRule() {
        let outer = CGRect(x: 0, y: 0, width: 200, height: 100)
        let all20 = RectangleCornerRadii(topLeading: 20, bottomLeading: 20, bottomTrailing: 20, topTrailing: 20)
        let inset8 = outer.insetBy(dx: 8, dy: 8)
        #expect(ConcentricRectangle().radii(in: inset8, container: outer, containerRadii: all20)
            == RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12))
        let deep = outer.insetBy(dx: 25, dy: 25)
        #expect(ConcentricRectangle().radii(in: deep, container: outer, containerRadii: all20).topLeading == 0)
        #expect(ConcentricRectangle(corners: .concentric(minimum: .fixed(6))).radii(in: deep, container: outer, containerRadii: all20).topLeading == 6)
        // Off-centre: 4 from the left, 10 from the top, 16 from the right and bottom.
        let off = CGRect(x: 4, y: 10, width: 180, height: 74)
        let each = ConcentricRectangle().radii(in: off, container: outer, containerRadii: all20)
        #expect(each == RectangleCornerRadii(topLeading: 10, bottomLeading: 4, bottomTrailing: 4, topTrailing: 4))
        #expect(ConcentricRectangle(corners: .concentric, isUniform: true).radii(in: off, container: outer, containerRadii: all20).bottomTrailing == 10)
        #expect(ConcentricRectangle(uniformTopCorners: .fixed(3), uniformBottomCorners: .concentric).radii(in: off, container: outer, containerRadii: all20)
            == RectangleCornerRadii(topLeading: 3, bottomLeading: 4, bottomTrailing: 4, topTrailing: 3))
        // NaN and negative fixed radii are 0.
        #expect(ConcentricRectangle(corners: .fixed(.nan)).radii(in: off, container: outer, containerRadii: all20).topLeading == 0)
    }

    /// In a view: a 20-radius container inset by 8 gives a 12-radius rectangle. 1 pt inside
    /// the inner corner (9, 9) lies outside the 12 arc (its distance to the arc's centre
    /// (20, 20) is 15.6 > 12); (20, 9) lies inside.
    @Test func concentricRectangleInAContainerShape() throws {
        let view = ZStack { ConcentricRectangle().fill(Color.black).padding(8) }
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let b = try renderView(view, 100, 60)
        #expect(rgba(b, 9, 9)[3] == 0)
        #expect(rgba(b, 20, 9)[3] == 255)
        // Without a container the corners are square (radius 0) or the minimum.
        let plain = try renderView(Rectangle().fill(.clear).overlay(ConcentricRectangle().fill(Color.black)), 20, 20)
        #expect(rgba(plain, 0, 0)[3] == 255)
    }

    /// A group far longer than it is tall (the fuzz family's seed 72: a side of 10^300 points)
    /// is traced on a grid coarse enough for each side, not one whose node count overflows an
    /// Int; a group of 40,000 × 20 points keeps ½-point-or-coarser steps and joins as usual.
    @Test func longThinGroupsStayWithinTheGrid() {
        let huge = GlassMerge.outline(of: [GlassRoundBox(rect: CGRect(x: 0, y: 0, width: 1e300, height: 1), radius: 0),
                                           GlassRoundBox(rect: CGRect(x: 0, y: 2, width: 1e300, height: 1), radius: 0)], k: 4)
        #expect(huge.boundingRect.width.isFinite)
        let a = GlassRoundBox(rect: CGRect(x: 0, y: 0, width: 40_000, height: 20), radius: 10)
        let b = GlassRoundBox(rect: CGRect(x: 0, y: 24, width: 40_000, height: 20), radius: 10)
        let long = GlassMerge.outline(of: [a, b], k: 20)
        // Joined between them (gap 4 < spacing 10), the ends are the boxes' own to within a step (40,000 / 60,000 pt).
        #expect(long.contains(CGPoint(x: 20_000, y: 22)))
        #expect(abs(long.boundingRect.maxX - 40_000) < 1.4)
    }

    /// Two 40 × 20 capsules `g` apart in a container of spacing s: joined at the midpoint
    /// exactly when g < s (the smooth union's field there is g/2 − s/2), for s = 10 and 20.
    @Test(arguments: [(10.0, 8.0, true), (10.0, 12.0, false), (20.0, 18.0, true), (20.0, 22.0, false), (10.0, 0.5, true)])
    func blendDistanceAgainstSpacing(_ spacing: Double, _ gap: Double, _ joined: Bool) {
        let a = GlassRoundBox(rect: CGRect(x: 0, y: 0, width: 40, height: 20), radius: 10)
        let b = GlassRoundBox(rect: CGRect(x: 40 + gap, y: 0, width: 40, height: 20), radius: 10)
        let path = GlassMerge.outline(of: [a, b], k: 2 * spacing)
        #expect(path.contains(CGPoint(x: 40 + gap / 2, y: 10)) == joined, "spacing \(spacing) gap \(gap)")
        // Each capsule's own middle is inside either way; far from the gap the outline is the capsule's.
        #expect(path.contains(CGPoint(x: 20, y: 10)) && path.contains(CGPoint(x: 60 + gap, y: 10)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        // The far ends are the capsules' own (there |a − b| ≥ k); the blend swells the
        // outline by at most k/4 (smin's largest correction), plus the ½-point grid.
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 0.6 && abs(bounds.maxX - (80 + gap)) < 0.6)
        #expect(bounds.minY > -spacing / 2 - 0.6)
    }

    /// A container draws the glass of nearby shapes as one shape: one backdrop layer for two
    /// buttons 8 apart at spacing 20, two at spacing 0 (Apple's UIKit default) and without a
    /// container; a union joins shapes however far apart.
    @Test func containerBlendsAndUnions() {
        func layers<V: View>(_ v: V) -> Int {
            ImageRenderer(content: v.frame(width: 300, height: 100)).displayList.dump.components(separatedBy: "backdrop(").count - 1
        }
        let pair = HStack(spacing: 8) { Text("A").frame(width: 60, height: 40).glassEffect(); Text("B").frame(width: 60, height: 40).glassEffect() }
        #expect(layers(GlassEffectContainer(spacing: 20) { pair }) == 1)
        #expect(layers(GlassEffectContainer { pair }) == 2)
        #expect(layers(pair) == 2)
        #expect(layers(UnionPair()) == 1)
    }

    /// Bad input: NaN and negative spacing fall back to 0 with a diagnostic; 10,000 glass
    /// shapes in one container are drawn without blending, with a diagnostic, in bounded time.
    @Test func badInput() {
        for s in [CGFloat.nan, -5, .infinity] {
            let r = ImageRenderer(content: GlassEffectContainer(spacing: s) { Text("A").glassEffect() }.frame(width: 50, height: 30))
            #expect(r.displayList.dump.contains("backdrop("))
            let layout = ViewLayout(of: GlassEffectContainer(spacing: s) { Text("A").glassEffect() }, in: CGSize(width: 50, height: 30))
            #expect(layout.diagnostics.contains { $0.contains("GlassEffectContainer(spacing:") })
        }
        let many = GlassEffectContainer(spacing: 4) {
            VStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { _ in Color.clear.frame(width: 4, height: 1).glassEffect() } }
        }
        let start = Date()
        let layout = ViewLayout(of: many, in: CGSize(width: 10, height: 10_000))
        _ = layout.displayList
        #expect(layout.diagnostics.contains { $0.contains("10000 glass shapes") })
        #expect(Date().timeIntervalSince(start) < 60)
    }
}

/// Two glass squares 100 apart in one union: one shape.
struct UnionPair: View {
    @Namespace var ns
    var body: some View {
        GlassEffectContainer(spacing: 0) {
            HStack(spacing: 100) {
                Text("A").frame(width: 40, height: 40).glassEffect().glassEffectUnion(id: 1, namespace: ns)
                Text("B").frame(width: 40, height: 40).glassEffect().glassEffectUnion(id: 1, namespace: ns)
            }
        }
    }
}
