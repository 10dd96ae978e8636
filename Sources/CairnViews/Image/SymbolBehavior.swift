import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// How a system symbol sizes, aligns and draws, following SF Symbols.
///
/// Steps:
/// 1. Font: the environment's font (default `.body`) with its weight; its cap height comes
///    from the text measurer, so symbols match the text beside them.
/// 2. Scale: the 24-unit design grid is `1.75 × capHeight × imageScale` points tall
///    (a `circle` at `.body` in Inter: ≈19.6 points; `imageScale` small 0.783, large 1.29).
/// 3. Size: the symbol's design bounds (its ink, strokes included) times that scale; fixed
///    whatever the proposal unless resizable, then the proposal (unspecified: that size).
/// 4. Baseline: the grid's middle line (y = 12) sits at half the cap height above the font's
///    baseline, as SF Symbols centre on capitals; `firstTextBaseline` and
///    `lastTextBaseline` are explicit guides of a non-resizable symbol, so
///    `HStack(alignment: .firstTextBaseline)` lines it up with text.
/// 5. Draw: the parts mapped from design bounds to the frame (stretched when resizable) in
///    the foreground style; stroke widths follow the font weight. A layered symbol
///    (`SymbolLayers`) in `.hierarchical`, `.palette` or `.multicolor` mode draws each layer
///    in its own style instead.
final class SymbolBehavior: NodeBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    var definesGuides: Bool { true }
    let drawing: SymbolDrawing
    /// The symbol's layers, when it has them.
    let layers: SymbolLayers?
    let image: Image
    let environment: EnvironmentValues
    /// Points per design unit.
    let unit: CGFloat
    /// The font's cap height, in points.
    let capHeight: CGFloat
    /// Stroke widths' factor for the font weight.
    let weightFactor: CGFloat

    /// The grid height, in cap heights, at medium scale.
    static let gridToCapHeight: CGFloat = 1.75

    init(_ drawing: SymbolDrawing, layers: SymbolLayers? = nil, image: Image, environment: EnvironmentValues) {
        self.drawing = drawing
        self.layers = layers
        self.image = image
        self.environment = environment
        let font = (environment.font ?? .body).resolved(in: environment)
        var cap = environment.textMeasurer.metrics(of: font).capHeight
        if !(cap.isFinite && cap > 0) { cap = 0.7 * font.size }
        capHeight = cap
        unit = Self.gridToCapHeight * cap * environment.imageScale.factor / SymbolDrawing.grid
        weightFactor = Self.weightFactor(font.weight)
    }

    /// Stroke width factor for an OpenType weight: 0.55 at 100, 1 at 400, 1.7 at 900.
    static func weightFactor(_ weight: Int) -> CGFloat {
        let table: [(Int, CGFloat)] = [(100, 0.55), (200, 0.65), (300, 0.8), (400, 1), (500, 1.12), (600, 1.25), (700, 1.4), (800, 1.55), (900, 1.7)]
        let w = min(max(weight, 100), 900)
        for i in 1..<table.count where w <= table[i].0 {
            let (w0, f0) = table[i - 1], (w1, f1) = table[i]
            return f0 + (f1 - f0) * CGFloat(w - w0) / CGFloat(w1 - w0)
        }
        return 1.7
    }

    var naturalSize: CGSize {
        CGSize(width: drawing.bounds.width * unit, height: drawing.bounds.height * unit)
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    /// Step 4.
    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard !image.isResizable,
            key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return (SymbolDrawing.grid / 2 - drawing.bounds.minY) * unit + capHeight / 2
    }

    /// Step 5.
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        let b = drawing.bounds
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0,
            b.width > 0, b.height > 0
        else { return }
        let sx = f.width / b.width, sy = f.height / b.height
        let transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: f.minX - b.minX * sx, ty: f.minY - b.minY * sy)
        let clip = f.insetBy(dx: -f.width - 4, dy: -f.height - 4)
        let env = node.environment
        if let layers, let paints = layerPaints(layers, in: f, environment: env) {
            // Each layer is drawn whole: a translucent colour paints its parts opaque inside
            // a group at the colour's opacity, so where a layer's parts overlap (the warning
            // triangle's fill and rounded outline) it is no darker.
            for layer in 0..<layers.layerCount {
                let parts = layers.parts.filter { $0.layer == layer }.map(\.part)
                guard !parts.isEmpty else { continue }
                var paint = paints[layer]
                var opacity = 1.0
                if case .color(let c) = paint, c.opacity < 1 {
                    opacity = c.opacity
                    paint = .color(Color.Resolved(red: c.red, green: c.green, blue: c.blue))
                }
                var content = DisplayList()
                SymbolDrawing(parts).render(transform: transform, weightFactor: weightFactor, paint: paint,
                                            antialiased: image.isAntialiased, clipBounds: clip, into: &content)
                if opacity < 1 {
                    list.append(.group(DisplayList.Group(opacity: opacity, content: content)))
                } else {
                    list.items += content.items
                }
            }
            return
        }
        let paint = env.foregroundPaint(in: f)
        drawing.render(transform: transform, weightFactor: weightFactor, paint: paint, antialiased: image.isAntialiased,
                       clipBounds: clip, into: &list)
    }

    /// The paint of each layer under the rendering mode (`Image.symbolRenderingMode(_:)`
    /// first, then the environment's), or nil to draw monochrome: no mode or `.monochrome`,
    /// or `.multicolor` on a symbol without inherent colours.
    func layerPaints(_ layers: SymbolLayers, in bounds: CGRect, environment env: EnvironmentValues) -> [Paint]? {
        guard let mode = image.symbolRenderingModeValue ?? env.symbolRenderingMode, mode != .monochrome else { return nil }
        if mode == .multicolor {
            guard let colors = layers.multicolor else { return nil }
            return colors.map { .color($0.resolve(in: env.colorScheme)) }
        }
        // Hierarchical and palette: the explicit levels, else levels derived from the primary.
        return (0..<layers.layerCount).map { env.foregroundLevelPaint($0, in: bounds) }
    }
}
