#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// `assertSnapshot` from Swift Testing, against references committed in
/// `__Snapshots__/SwiftTestingSnapshotTests/`. Several are Cairn's own rendering tests
/// (ImageRendererTests, GroupTests, StrokeTests, GradientTests) as snapshots.
@Suite(.designEra(.iOS17)) struct SwiftTestingSnapshotTests {
    /// Seed 000's TriangleArrow, as ImageRendererTests draws it.
    struct TriangleArrow: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: .zero)
                path.addArc(
                    center: CGPoint(x: -rect.width / 5, y: rect.height / 2), radius: rect.width / 2,
                    startAngle: .degrees(-45), endAngle: .degrees(45), clockwise: false)
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
                path.closeSubpath()
            }
        }
    }

    @Test func badge() {
        assertSnapshot(of: Badge(), as: .image())
    }

    @Test func shapeAtTwoScalesAndAsSVG() {
        // A shape is a view: sized by the layout, 80×80 points → 160×160 pixels at scale 2.
        let arrow = TriangleArrow().fill(Color.green)
        assertSnapshot(of: arrow, as: .image(layout: .fixed(width: 80, height: 80)))
        assertSnapshot(of: arrow, as: .image(layout: .fixed(width: 80, height: 80), scale: 2))
        assertSnapshot(of: arrow, as: .svg(layout: .fixed(width: 80, height: 80)))
    }

    @Test func proposalLayoutCentresTheRoot() {
        // ImageRendererTests.proposedSizeIsHonouredAndRootCentredOut: a flexible view fills
        // the proposal; a fixed one is its own size.
        assertSnapshot(of: Circle().fill(Color.orange), as: .image(layout: .proposal(ProposedViewSize(width: 30, height: 20))))
        assertSnapshot(of: Circle().fill(Color.orange), as: .layout(in: CGSize(width: 30, height: 20)))
    }

    @Test func opacityAndClipShape() {
        // ImageRendererTests.opacityAndClipShape: group opacity, and a circle clip.
        assertSnapshot(of: Color.red.frame(width: 20, height: 20).opacity(0.5), as: .image())
        assertSnapshot(of: Color.blue.frame(width: 20, height: 20).clipShape(Circle()), as: .image())
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 10).frame(width: 30, height: 10, alignment: .leading)
        assertSnapshot(of: view, as: .image())
        assertSnapshot(of: view, as: .layout(in: CGSize(width: 30, height: 10)))
    }

    @Test func dashedAndRoundCappedStrokes() {
        // StrokeTests: dashes with gaps, a phase, caps beyond the ends.
        let view = VStack(spacing: 6) {
            Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                .frame(width: 80, height: 20)
            Rectangle().stroke(Color.teal, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [1, 8], dashPhase: 2))
                .frame(width: 80, height: 20)
        }
        .padding(4)
        assertSnapshot(of: view, as: .image(scale: 2))
    }

    @Test func gradients() {
        // GradientTests through views: linear, radial and angular (Cairo mesh) fills.
        let view = HStack(spacing: 4) {
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 20))
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
        }
        .frame(width: 132, height: 40)
        // Mesh gradients differ by a level or two between pixman builds: a perceptual match.
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98))
    }
}
#endif
