import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A view that draws with immediate-mode commands into a `GraphicsContext` (Apple:
/// `Canvas`, "A view type that supports immediate mode drawing").
///
/// Like a shape, a canvas takes the size it is proposed (10 points on an unspecified axis)
/// and its drawing is clipped to its frame (SwiftUI renders a canvas into a layer of its
/// own bounds). The renderer runs once per drawing; what it draws is recorded into Cairn's
/// display list — paths stay vector in PNG, SVG and PDF, and filters, blend modes and
/// masks become layers exactly as the view modifiers of the same names do.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The drawing callback: the context to draw into and the canvas's current size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque. Apple documents it as a performance hint (drawing
    /// non-opaque content into an opaque canvas is undefined); Cairn draws the same either way.
    public var isOpaque: Bool
    /// The working colour space. Cairn composites in non-linear sRGB whatever the mode.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously; still rendering has
    /// nothing to present late, so Cairn draws the same either way.
    public var rendersAsynchronously: Bool
    /// The views the renderer can draw as symbols: each child tagged with `.tag(_:)` is
    /// resolved by `GraphicsContext.resolveSymbol(id:)` with its tag.
    public var symbols: Symbols

    /// Never evaluated: `Canvas` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let symbols = self.symbols
        let makeSymbols: ((ResolveContext) -> [ViewNode])? = Symbols.self == EmptyView.self ? nil : { $0.resolve(symbols) }
        return [ViewNode(CanvasBehavior(renderer: renderer, symbols: makeSymbols, context: context), context: context, name: "Canvas")]
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas (Apple: `init(opaque:colorMode:rendersAsynchronously:renderer:)`,
    /// defaults `false`, `.nonLinear`, `false`).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = EmptyView()
    }
}

extension Canvas {
    /// Creates a canvas whose renderer can draw the views of `symbols` (Apple:
    /// `init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`): each child view
    /// tagged with `.tag(_:)` becomes a symbol that `GraphicsContext.resolveSymbol(id:)` returns
    /// for that tag, laid out at its ideal size in the canvas's environment. The symbol views
    /// themselves are not drawn unless the renderer draws them.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }
}

/// Sizes a canvas like a shape and records its renderer's drawing, clipped to its frame.
final class CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: ((ResolveContext) -> [ViewNode])?
    let context: ResolveContext

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: ((ResolveContext) -> [ViewNode])?, context: ResolveContext) {
        self.renderer = renderer
        self.symbols = symbols
        self.context = context
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        var resolver = context
        resolver.environment = node.environment
        let recorder = GraphicsContext.Recorder(resolver: resolver, size: f.size)
        if let symbols {
            // The first view with a given tag wins, as a lookup by id finds one.
            for node in symbols(resolver.child(id: AnyHashable("canvas.symbols"))) {
                if let tag = node.tagValue, recorder.symbols[tag] == nil { recorder.symbols[tag] = node }
            }
        }
        var gc = GraphicsContext(recorder: recorder, environment: node.environment)
        renderer(&gc, f.size)
        if recorder.items.isEmpty { return }
        list.append(.group(DisplayList.Group(
            transform: CGAffineTransform(translationX: f.minX, y: f.minY),
            clips: [DisplayList.Clip(path: Path(CGRect(origin: .zero, size: f.size)))],
            content: DisplayList(recorder.items))))
    }
}
