import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `MeshGradient` as a view and as a shape style, its animation and its diagnostics.
@Suite struct MeshGradientViewTests {
    static let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
    static let colors: [Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                  Color(red: 0, green: 0, blue: 1), .white]

    @MainActor @Test func aMeshViewFillsItsFrame() throws {
        let bitmap = try renderView(MeshGradient(width: 2, height: 2, points: Self.square, colors: Self.colors), 60, 40)
        // Pixel (0, 0)'s centre is u = 0.5/60, v = 0.5/40: red (1−u)(1−v) + uv = 0.979 → 250,
        // green u → 2, blue v → 3; pixel (59, 39): red 0.979, green 0.992, blue 0.988.
        #expect(close(rgba(bitmap, 0, 0), [250, 2, 3, 255], tolerance: 2), "\(rgba(bitmap, 0, 0))")
        #expect(close(rgba(bitmap, 59, 39), [250, 253, 252, 255], tolerance: 2), "\(rgba(bitmap, 59, 39))")
        // u = 30.5/60, v = 20.5/40: red (1−u)(1−v)+uv = 0.4999, green u = 0.508, blue v = 0.513.
        #expect(close(rgba(bitmap, 30, 20), [127, 130, 131, 255], tolerance: 2), "\(rgba(bitmap, 30, 20))")
    }

    @MainActor @Test func aMeshIsAShapeStyleLaidOutInTheShapesBounds() throws {
        // A circle's bounds are its frame: the mesh's top-left corner is at the frame's.
        let mesh = MeshGradient(width: 2, height: 2, points: Self.square, colors: Self.colors)
        let bitmap = try renderView(Circle().fill(mesh).padding(10), 60, 60)
        #expect(rgba(bitmap, 2, 2)[3] == 0)  // outside the circle
        #expect(close(rgba(bitmap, 30, 30), [127, 128, 128, 255], tolerance: 3), "\(rgba(bitmap, 30, 30))")
        let dump = ImageRenderer(content: Rectangle().foregroundStyle(mesh).frame(width: 20, height: 10)).displayList.dump
        #expect(dump.contains("mesh(2x2 points=[0 0, 20 0, 0 10, 20 10]"), "\(dump)")
    }

    struct Model { var moved = false }

    @Test func pointsAndColoursInterpolateInAnAnimation() throws {
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            MeshGradient(width: 2, height: 2,
                         points: [[0, 0], [m.moved ? 0.5 : 1, 0], [0, 1], [1, 1]],
                         colors: [m.moved ? .white : .black, .red, .green, .blue])
                .frame(width: 100, height: 100)
        }
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.moved = true } }
        let r = AnimationRenderer(t, framesPerSecond: 10)
        // Frame 10 is t = 1 s, half way: the top-right point at x = 75, the first colour grey.
        let mid = r.displayList(atFrame: 10).dump
        #expect(mid.contains("mesh(2x2 points=[0 0, 75 0, 0 100, 100 100] colors=[#808080FF"), "\(mid)")
        let end = r.displayList(atFrame: 19).dump
        #expect(end.contains("points=[0 0, 50 0, 0 100, 100 100] colors=[#FFFFFFFF"), "\(end)")
    }

    @Test func badMeshesReportADiagnostic() {
        let layout = ViewLayout(of: MeshGradient(width: 3, height: 3, points: Self.square, colors: Self.colors), in: CGSize(width: 10, height: 10))
        #expect(layout.diagnostics.contains { $0.contains("needs 9 points and 9 colors, got 4 and 4") }, "\(layout.diagnostics)")
        let fill = ViewLayout(of: Rectangle().fill(MeshGradient(width: 1, height: 2, points: [], colors: [])), in: CGSize(width: 10, height: 10))
        #expect(fill.diagnostics.contains { $0.contains("no patch") }, "\(fill.diagnostics)")
    }
}
