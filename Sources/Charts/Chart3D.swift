import Cairn
import Foundation

/// A SwiftUI view that displays interactive 3D charts and visualizations (Swift Charts'
/// `Chart3D`, iOS 26, https://developer.apple.com/documentation/charts/chart3d), drawn by Cairn
/// as a still picture.
///
/// ```swift
/// Chart3D {
///     SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
///         .foregroundStyle(.heightBased)
/// }
/// .chart3DPose(.front)
/// ```
///
/// The chart takes the space it is offered. Its volume is a cube (each axis's domain spans one
/// edge; Cairn's estimate) seen from the pose of `chart3DPose(_:)` (`Chart3DPose.default`
/// without one), projected as `chart3DCameraProjection(_:)` says, fitted into the view inset by
/// room for the tick labels. The three faces turned away from the viewer are drawn as light
/// planes with grid lines at the ticks (as in Apple's screenshots); surfaces are sampled
/// (`SurfacePlot`), lit (`Chart3DShading`) and painted back to front with the marks
/// (`Chart3DDrawing`). Interaction (dragging to turn the chart) has no meaning in a still.
public struct Chart3D<Content: Chart3DContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @Environment(\.chart3DSettings) private var settings3D

    /// A 3D chart of `content` (https://developer.apple.com/documentation/charts/chart3d/init(content:)).
    public init(@Chart3DContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart: its content resolved once, drawn in a canvas at the size it is given.
    public var body: some View {
        let scene = Chart3DScene(content: content, settings: settings, settings3D: settings3D)
        let pose = settings3D.pose, projection = settings3D.projection
        return ZStack {
            Canvas { context, size in
                Chart3DDrawing(scene: scene, pose: pose, projection: projection, size: size).draw(in: &context)
            }
            DiagnosticsView(messages: scene.diagnostics)
        }
    }
}

extension Chart3D {
    /// Creates a 3D chart composed of a series of marks
    /// (https://developer.apple.com/documentation/charts/chart3d/init(_:id:content:)).
    public init<Data: RandomAccessCollection, ID: Hashable, C: Chart3DContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// Creates a 3D chart composed of a series of identifiable marks
    /// (https://developer.apple.com/documentation/charts/chart3d/init(_:content:)).
    public init<Data: RandomAccessCollection, C: Chart3DContent>(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> C) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = ForEach(data, content: content)
    }
}

extension Chart3DDrawing {
    /// Draws the planes, the grid, the primitives in order and the labels into `context`.
    /// Each facet is filled and stroked with its colour at a quarter point, which closes the
    /// hairline seams antialiasing leaves between neighbouring facets.
    func draw(in context: inout GraphicsContext) {
        for plane in planes {
            var p = Path(); p.addLines(plane); p.closeSubpath()
            context.fill(p, with: .color(Color(red: 0.5, green: 0.5, blue: 0.55, opacity: 0.07)))
        }
        context.stroke(grid, with: .color(ChartStyle.gridColor), lineWidth: 0.5)
        for primitive in primitives {
            let shading: GraphicsContext.Shading = primitive.style.map { .style($0) } ?? .color(Color(primitive.color))
            switch primitive.shape {
            case .polygon(let points):
                var p = Path(); p.addLines(points); p.closeSubpath()
                context.fill(p, with: shading)
                context.stroke(p, with: shading, lineWidth: 0.25)
            case .segment(let a, let b, let width):
                var p = Path(); p.move(to: a); p.addLine(to: b)
                context.stroke(p, with: shading, lineWidth: width)
            case .disc(let c, let r):
                context.fill(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: shading)
            }
        }
        for label in labels {
            context.draw(Text(label.text).font(ChartStyle.labelFont).foregroundColor(ChartStyle.labelColor), at: label.at, anchor: label.anchor)
        }
    }
}
