import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A 2D shape: a view that describes its outline with `path(in:)` and fills it with the
/// foreground style unless told otherwise.
public protocol Shape: Animatable, View {
    /// The shape's outline in `rect` (whose origin is the shape's own top-left corner).
    func path(in rect: CGRect) -> Path
    /// The size the shape wants for `proposal` (default: the proposal, nil axes 10).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the shape's path is mirrored horizontally in a layout direction (Apple:
    /// `Shape.layoutDirectionBehavior`, iOS 17: "If the layoutDirectionBehavior for a Shape is
    /// one that mirrors, the shape's path will be mirrored horizontally when in the specified
    /// layout direction"). Default `.mirrors`, Apple's default when deploying on iOS 17 and
    /// later: a custom shape is mirrored in right-to-left layouts unless it returns `.fixed`.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    /// Apple's default on iOS 17 and later: mirrored in right-to-left layouts.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// SwiftUI's default: the proposal, with unspecified axes 10 points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape draws as itself filled with the foreground style.
    public var body: ShapeView<Self, ForegroundStyle> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }
}

/// A shape that can be inset, so that `strokeBorder` draws inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn as a view: filled or stroked with a shape style.
public struct ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    enum Drawing {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        /// The modifier as diagnostics name it.
        var apiName: String { if case .fill = self { "fill(_:)" } else { "stroke(_:)" } }
    }
    let shape: Content
    var style: Style
    let drawing: Drawing

    /// Never evaluated: `ShapeView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(style, in: drawing.apiName) { context.graph.diagnose(message) }
        return [ViewNode(ShapeBehavior(shape: shape, style: style, drawing: drawing), context: context, name: "\(Content.self)")]
    }
}

/// A shape that is another shape's stroke: drawn as a native stroke of the base path.
package protocol StrokeRepresentable {
    /// The path to stroke and how, for `rect`.
    func strokeSource(in rect: CGRect) -> (Path, StrokeStyle)
}

/// Leaf behavior of a shape: takes the proposed size and draws the shape's path in its frame.
final class ShapeBehavior<S: Shape, Style: ShapeStyle>: NodeBehavior {
    var shape: S
    var style: Style
    let drawing: ShapeView<S, Style>.Drawing

    init(shape: S, style: Style, drawing: ShapeView<S, Style>.Drawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.frame
        guard frame.size.width.isFinite, frame.size.height.isFinite else { return }
        let local = CGRect(origin: .zero, size: frame.size)
        let context = node.environment.styleContext(frame)
        let paint = style.paint(in: context)
        let item: DisplayList.Item
        // A stroked shape (`stroke(style:)`) filled with the foreground draws as a native
        // stroke of its base path, not as a fill of the flattened outline.
        if case .fill = drawing, let stroked = shape as? any StrokeRepresentable {
            let (path, strokeStyle) = stroked.strokeSource(in: local)
            if path.isEmpty { return }
            item = .stroke(shape.mirroredIfNeeded(path.offsetBy(dx: frame.minX, dy: frame.minY), in: frame, node: node), paint, strokeStyle)
        } else {
            let path = shape.placedPath(in: frame, node: node)
            if path.isEmpty { return }
            switch drawing {
            case .fill(let fillStyle): item = .fill(path, paint, fillStyle)
            case .stroke(let strokeStyle): item = .stroke(path, paint, strokeStyle)
            }
        }
        // `ShapeStyle.shadow(_:)`: each shadow wraps the drawing so far.
        var content = DisplayList([item])
        // A material blurs what is behind it (Material.swift).
        if let material = style as? Material ?? (style is ForegroundStyle ? node.environment.foregroundMaterial : nil) {
            content = DisplayList([.layer(DisplayList.Layer(content: content, filters: [material.backdropFilter]))])
        }
        for shadow in style.shadows(in: context) {
            var grow: CGFloat = 1
            if case .stroke(_, _, let st) = item, st.lineWidth.isFinite { grow += max(st.lineWidth, 0) * max(st.miterLimit.isFinite ? st.miterLimit : 1, 1) / 2 }
            content = shadow.apply(to: content, bounds: frame.insetBy(dx: -grow, dy: -grow))
        }
        list.items.append(contentsOf: content.items)
    }
}

extension Shape {
    /// Fills this shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self, S> {
        ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self, ForegroundStyle> {
        ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }

    /// Strokes this shape's outline with a style, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self, S> {
        ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Strokes this shape's outline with a style and line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape's stroke, as a shape drawn with the foreground style.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> { StrokedShape(shape: self, style: style) }

    /// This shape's stroke of the given width, as a shape drawn with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension InsettableShape {
    /// Strokes inside the shape's frame: the shape inset by half the line width, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes inside the shape's frame with a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes inside the shape's frame with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// Strokes inside the shape's frame with the foreground style and a line width.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's stroke as a shape: its path is the stroke's outline; drawn natively as a stroke.
public struct StrokedShape<Content: Shape>: Shape, StrokeRepresentable {
    /// The shape whose outline is stroked.
    public var shape: Content
    /// The stroke's width, caps, joins and dashes.
    public var style: StrokeStyle
    /// The outline of the stroke of the shape's path in `rect`: the area the stroke covers.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    /// The shape's data and the line width: both animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { shape.animatableData = newValue.first; style.lineWidth = newValue.second }
    }
    package func strokeSource(in rect: CGRect) -> (Path, StrokeStyle) { (shape.path(in: rect), style) }
    /// The stroked shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
