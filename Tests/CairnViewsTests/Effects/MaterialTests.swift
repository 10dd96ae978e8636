import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite struct MaterialTests {
    /// The backdrop (black left half, white right half, 100 × 20) under `.regularMaterial`:
    /// blurred by σ = 20 (Φ((x + 0.5 − 50)/20) of white: 6, 130, 250 at x = 10, 50, 90, erf in
    /// Python; grey is unchanged by saturation) then tinted — white at 0.65 in light mode
    /// (168, 211, 253), (28, 28, 30) at 0.70 in dark (21, 59, 94 red). Box-blur approximation
    /// of the Gaussian and 8-bit storage: ±4.
    @Test(arguments: [(ColorScheme.light, [168, 211, 253]), (.dark, [21, 59, 94])])
    func regularMaterialBlursAndTints(_ scheme: ColorScheme, _ expected: [Int]) throws {
        let view = HStack(spacing: 0) { Color.black; Color.white }
            .overlay(Rectangle().fill(.regularMaterial))
            .environment(\.colorScheme, scheme)
        let b = try renderView(view, 100, 20)
        for (x, e) in zip([10, 50, 90], expected) {
            let p = rgba(b, x, 10)
            #expect(close([p[0]], [e], tolerance: 4), "x=\(x): \(p)")
            #expect(p[3] == 255)
        }
    }

    /// Thicker materials hide more: over a black backdrop the light tints give 255 × opacity
    /// (0.30 → 77 … 0.90 → 230); `.background(_:in:)` clips the material to its shape.
    @Test func thicknessesAndShapes() throws {
        let materials: [(Material, Int)] = [(.ultraThin, 77), (.thin, 128), (.regular, 166), (.thick, 204), (.ultraThick, 230), (.bar, 199)]
        for (m, e) in materials {
            let b = try renderView(Color.black.overlay(Rectangle().fill(m)), 10, 10)
            #expect(close([rgba(b, 5, 5)[0]], [e], tolerance: 2), "\(m): \(rgba(b, 5, 5))")
        }
        let card = try renderView(ZStack { Color.black; Color.clear.frame(width: 20, height: 20).background(.ultraThickMaterial, in: Circle()) }, 40, 40)
        #expect(close([rgba(card, 20, 20)[0]], [230], tolerance: 2))
        #expect(rgba(card, 11, 11)[0] == 0)  // outside the circle
        let bg = try renderView(ZStack { Color.black; Text("").frame(width: 20, height: 20).background(.thinMaterial) }, 40, 40)
        #expect(close([rgba(bg, 20, 20)[0]], [128], tolerance: 2))
    }

    /// Vector output has no backdrop to read: SVG and PDF draw the tint alone, without error.
    @Test func vectorOutputDrawsTheTint() throws {
        let r = ImageRenderer(content: Color.black.overlay(Rectangle().fill(.regularMaterial)).frame(width: 20, height: 20))
        let svg = String(decoding: try r.svgData(), as: UTF8.self)
        #expect(!svg.contains("<image"))
        #expect(try r.pdfData().count > 100)
        #expect(r.displayList.dump.contains("backdrop(sigma=20 saturation=1.8)"))
    }
}

