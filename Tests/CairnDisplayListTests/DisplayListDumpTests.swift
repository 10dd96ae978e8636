import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

/// `DisplayList.dump`: the exact text, line by line.
@Suite struct DisplayListDumpTests {
    @Test func dumpWritesOneLinePerItemWithPathTokens() {
        var curve = Path()
        curve.move(to: CGPoint(x: 0, y: 0.5))
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -5))
        curve.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 18, y: 3))
        let list = DisplayList([
            .fill(Path(CGRect(x: 0, y: 0, width: 80, height: 40)), .color(Color.green.resolved), FillStyle()),
            .stroke(curve, .color(Color.blue.opacity(0.5).resolved), StrokeStyle(lineWidth: 2, dash: [6, 3])),
            .group(
                .init(
                    transform: CGAffineTransform(translationX: 10, y: 20), opacity: 0.5,
                    clips: [.init(path: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), style: FillStyle(eoFill: true))],
                    content: DisplayList([
                        .fill(
                            Path(CGRect(x: 1, y: 2, width: 3, height: 4)),
                            .angularGradient(
                                stops: [.init(color: .red, location: 0), .init(color: .white, location: 1)],
                                center: CGPoint(x: 2, y: 3), startAngle: .degrees(90), endAngle: .degrees(450)),
                            FillStyle(antialiased: false))
                    ]))),
        ])
        let expected = """
            fill nonzero #34C759FF path: 0 0 m 80 0 l 80 40 l 0 40 l h
            stroke w=2 cap=butt join=miter miter=10 dash=[6 3] phase=0 #007AFF80 path: 0 0.5 m 5 -5 10 0 q 12 3 18 3 20 0 c
            group transform=[1 0 0 1 10 20] opacity=0.5 clips=1 {
              clip evenodd path: 0 0 m 5 0 l 5 5 l 0 5 l h
              fill nonzero aa=off angular(stops=[#FF3B30FF@0 #FFFFFFFF@1] center=2 3 start=90 end=450) path: 1 2 m 4 2 l 4 6 l 1 6 l h
            }
            """
        #expect(list.dump == expected)
    }

    @Test func gradientsAndEmptyPathsDump() {
        let stops = [Gradient.Stop(color: .black, location: 0), Gradient.Stop(color: .clear, location: 0.25)]
        let list = DisplayList([
            .fill(Path(), .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 1.5, y: 0)), FillStyle()),
            .fill(
                Path(),
                .radialGradient(
                    stops: stops, center: CGPoint(x: 3, y: 4), startRadius: 0, endRadius: 10,
                    transform: CGAffineTransform(scaleX: 1, y: 0.5)), FillStyle()),
        ])
        #expect(
            list.dump == """
                fill nonzero linear(stops=[#000000FF@0 #00000000@0.25] start=0 0 end=1.5 0) path:
                fill nonzero radial(stops=[#000000FF@0 #00000000@0.25] center=3 4 r0=0 r1=10 transform=[1 0 0 0.5 0 0]) path:
                """)
    }

    @Test func dumpIsDeterministic() {
        let list = DisplayList([.fill(Path(CGRect(x: 0.1, y: 0.2, width: 0.3, height: 1e-7)), .color(Color.red.resolved), FillStyle())])
        #expect(list.dump == list.dump)
        #expect(list.dump == "fill nonzero #FF3B30FF path: 0.1 0.2 m 0.4 0.2 l 0.4 0.20000010000000001 l 0.1 0.20000010000000001 l h")
    }
}
