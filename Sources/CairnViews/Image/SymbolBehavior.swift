import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnSymbols
import Foundation

/// How a system symbol sizes, aligns and draws, following SF Symbols.
///
/// Apple publishes the rules, not the numbers: symbols "integrate seamlessly with the San
/// Francisco system font, automatically aligning with text in all weights and sizes" and are
/// vertically centred on the cap height (HIG, SF Symbols; WWDC19 "Introducing SF Symbols");
/// the small scale is "approximately 20% smaller" and the large "approximately 30% larger"
/// than the medium one (`NSImage.SymbolScale.small`/`.large`); SF Symbols' templates are set
/// at 100 points with the font's cap line 70.459 above the baseline (SF Pro's 1443/2048 em)
/// and margins running from its ascender to its descender.
///
/// Steps:
/// 1. Font: the environment's font (default `.body`) with its weight; its cap height,
///    ascender and descender come from the text measurer, so symbols match the text beside
///    them.
/// 2. Scale: the 24-unit design grid is `1.54 × capHeight × imageScale` points tall, so an
///    enclosed symbol (`circle`, `checkmark.circle.fill`: 21.75 units) is 1.396 cap heights
///    across: 16.72 points at `.body` (SF Pro 17 points, cap height 11.978). Cairn's estimate,
///    from iOS snapshots: `checkmark.circle.fill` measures 17 points at `.body` where Cairn
///    drew 19 with 1.75 cap heights, and 28.7 where Cairn drew 33.3; 1.54 is 1.75 times the
///    mean of the two ratios (0.895 and 0.862), within 2 % of both. `imageScale`: small
///    0.783, large 1.29 (Apple's "about 20 % smaller" and "about 30 % larger").
/// 3. Size: the width is the symbol's ink (its design bounds, strokes included) times that
///    scale. The height is the symbol's box: the font's line, ascender to descender, scaled by
///    `imageScale` about the cap height's middle (20.29 points at `.body` medium, 15.89 small,
///    26.17 large, where iOS's large frame measures about 26.5), or the ink where it reaches
///    further. Fixed whatever the proposal unless resizable; a resizable symbol takes the
///    proposal (unspecified: its ink's size) and stretches its ink to fill it.
/// 4. Baseline: the grid's middle line (y = 12) sits on the middle of the cap height, so the
///    symbol centres on capitals; `firstTextBaseline` and `lastTextBaseline` are explicit
///    guides of a non-resizable symbol, so `HStack(alignment: .firstTextBaseline)` lines it
///    up with text, and at the medium scale its box is the text's line, so a centred `HStack`
///    lines it up too.
/// 5. Pixels: as text does (`TextBehavior` step 7), a non-resizable symbol's size is rounded
///    up to whole pixels of the display scale and its baseline to the nearest pixel, the ink
///    moving with the baseline, so a medium symbol and the text beside it keep one box and
///    one baseline. iOS's frames are on the pixel grid too: its large 17-point frame, "about
///    26.5" tall at 2×, is 26.170 rounded up to the half point, and the 16.717-point
///    `checkmark.circle.fill` measures 17.
/// 6. Draw: the parts mapped from design bounds to the ink's place in the frame (stretched
///    to the frame when resizable) in the foreground style; stroke widths follow the font
///    weight. A layered symbol (`SymbolLayers`) in `.hierarchical`, `.palette` or
///    `.multicolor` mode draws each layer in its own style instead. An unknown name (no
///    drawing) draws nothing in the box of an enclosed symbol, as iOS draws nothing.
final class SymbolBehavior: NodeBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    var definesGuides: Bool { true }
    /// The symbol's drawing; nil for an unknown name (nothing drawn).
    let drawing: SymbolDrawing?
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
    /// The box's extent above and below the cap height's middle, in points (step 3).
    let boxAbove: CGFloat, boxBelow: CGFloat
    /// The name the symbol resolved to (nil: unknown), and its variable layers if it has any.
    var symbolName: String?
    var variable: SymbolVariableLayers?
    /// How far a symbol transition has brought the symbol in (1: present; see
    /// `SymbolEffectTransition`), interpolated during an animation.
    var presence: Double = 1
    /// Whether the symbol grows as it appears (and shrinks as it disappears) in that transition.
    var presenceGrows = true
    /// The symbol being replaced and the replace's progress, during a symbol content
    /// transition (`ContentTransition.symbolEffect(_:options:)`).
    var replacing: (old: SymbolBehavior, progress: Double, spec: SymbolEffectDescription)?

    /// The grid height, in cap heights, at medium scale (Cairn's estimate, step 2).
    static let gridToCapHeight: CGFloat = 1.54

    /// The design bounds of an unknown name's empty box: an enclosed symbol's
    /// (a radius-10 ring stroked 1.75 units wide).
    static let emptyBounds = CGRect(x: 1.125, y: 1.125, width: 21.75, height: 21.75)

    init(_ drawing: SymbolDrawing?, layers: SymbolLayers? = nil, image: Image, environment: EnvironmentValues) {
        self.drawing = drawing
        self.layers = layers
        self.image = image
        self.environment = environment
        let font = (environment.barSymbolFont ?? environment.font ?? .body).resolved(in: environment)
        let metrics = environment.textMeasurer.metrics(of: font)
        // TextFont makes a NaN, infinite or negative size 0, and a symbol at size 0 has no
        // size (the text measurer's floor, 1/64 point, does not apply); a huge size takes the
        // measurer's metrics, as text does (Pango's stop at 8,192 points).
        func valid(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { font.size > 0 ? (v.isFinite && v > 0 ? v : fallback) : 0 }
        let cap = valid(metrics.capHeight, 0.7 * font.size)
        let ascender = valid(metrics.ascender, 0.8 * font.size)
        let descender = valid(-metrics.descender, 0.4 * font.size)
        let scale = environment.imageScale.factor
        capHeight = cap
        unit = Self.gridToCapHeight * cap * scale / SymbolDrawing.grid
        weightFactor = Self.weightFactor(font.weight)
        boxAbove = max(0, scale * (ascender - cap / 2))
        boxBelow = max(0, scale * (descender + cap / 2))
    }

    /// The ink's design bounds (an unknown name: an enclosed symbol's).
    var bounds: CGRect { drawing?.bounds ?? Self.emptyBounds }

    /// How far the frame reaches above and below the cap height's middle: the box, or the
    /// ink where it reaches further.
    var extent: (above: CGFloat, below: CGFloat) {
        let b = bounds
        let mid = SymbolDrawing.grid / 2
        return (max(boxAbove, (mid - b.minY) * unit), max(boxBelow, (b.maxY - mid) * unit))
    }

    /// The ink's size in points.
    var inkSize: CGSize { CGSize(width: bounds.width * unit, height: bounds.height * unit) }

    /// The fixed size of a non-resizable symbol: the ink's width, the box's height, each
    /// rounded up to the pixel (step 5).
    var naturalSize: CGSize {
        let e = extent
        return CGSize(width: environment.roundedToPixel(inkSize.width, .up), height: environment.roundedToPixel(e.above + e.below, .up))
    }

    /// The baseline below the frame's top before and after rounding to the nearest pixel
    /// (step 5).
    var baseline: (measured: CGFloat, rounded: CGFloat) {
        let measured = extent.above + capHeight / 2
        return (measured, environment.roundedToPixel(measured, .toNearestOrAwayFromZero))
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: inkSize) : naturalSize
    }

    /// Step 4.
    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard !image.isResizable,
            key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return baseline.rounded
    }

    /// Where the ink goes in `frame`: the whole frame when resizable, else its place in the box.
    func inkRect(in frame: CGRect) -> CGRect {
        if image.isResizable { return frame }
        let ink = inkSize
        let b = baseline
        let top = extent.above - (SymbolDrawing.grid / 2 - bounds.minY) * unit + (b.rounded - b.measured)
        return CGRect(x: frame.minX, y: frame.minY + top, width: ink.width, height: ink.height)
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

    /// Step 6 (the drawing itself, with variable values and symbol effects, is in
    /// `SymbolBehavior+Effects.swift`).
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        drawWithEffects(in: node.frame, environment: node.environment, into: &list)
    }

    /// The paint of each layer under the rendering mode (`Image.symbolRenderingMode(_:)`
    /// first, then the environment's, then `.palette` when `foregroundStyle(_:_:)` or
    /// `(_:_:_:)` set the levels — Apple: "Symbol images within the view hierarchy use the
    /// palette rendering mode when you apply this modifier, if you don't explicitly specify
    /// another mode"), or nil to draw monochrome: no mode or `.monochrome`, or `.multicolor`
    /// on a symbol without inherent colours.
    func layerPaints(_ layers: SymbolLayers, in bounds: CGRect, environment env: EnvironmentValues) -> [Paint]? {
        guard let mode = Self.renderingMode(image, env), mode != .monochrome else { return nil }
        if mode == .multicolor {
            guard let colors = layers.multicolor else { return nil }
            // A layer without a colour of its own takes the foreground style.
            return colors.map { $0.map { .color($0.resolve(in: env)) } ?? env.foregroundPaint(in: bounds) }
        }
        // Hierarchical and palette: the explicit levels, else levels derived from the primary.
        return (0..<layers.layerCount).map { env.foregroundLevelPaint($0, in: bounds) }
    }
}

extension SymbolBehavior {
    /// The rendering mode `image` draws in: its own, the environment's, or `.palette` under
    /// explicit foreground levels; nil for the symbol's default (monochrome here).
    static func renderingMode(_ image: Image, _ env: EnvironmentValues) -> SymbolRenderingMode? {
        image.symbolRenderingModeValue ?? env.symbolRenderingMode ?? (env.foregroundLevels != nil ? .palette : nil)
    }
}

extension EnvironmentValues {
    /// The style of foreground level `level` (0 primary, 1 secondary, 2 tertiary) in
    /// `bounds`: the explicit one when `foregroundStyle(_:_:)`/`(_:_:_:)` gave it (see
    /// `foregroundLevels`), else the level derived from the primary (`HierarchicalShapeStyle`;
    /// a tertiary missing from a two-style call derives from the primary too).
    package func foregroundLevelPaint(_ level: Int, in bounds: CGRect) -> Paint {
        if level == 0 { return foregroundPaint(in: bounds) }
        if let levels = foregroundLevels, level < levels.count {
            return levels[level].paint(in: styleContext(bounds))
        }
        let derived: HierarchicalShapeStyle = level == 1 ? .secondary : level == 2 ? .tertiary : .quaternary
        return derived.paint(in: styleContext(bounds))
    }
}
