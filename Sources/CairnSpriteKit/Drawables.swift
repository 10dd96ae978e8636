import Cairn
import Foundation

/// An image a sprite draws, as SpriteKit's `SKTexture`: an image by name, looked up as
/// `Image(_:)` looks it up (a name Cairn cannot find draws nothing, with a diagnostic).
open class SKTexture: @unchecked Sendable {
    /// The image's name.
    let name: String?
    /// A texture of the image named `name`.
    public init(imageNamed name: String) { self.name = name }
    /// The texture's size: unknown to a render before it draws (zero).
    open func size() -> CGSize { .zero }
}

/// A node that draws a rectangle of colour or a texture, as SpriteKit's `SKSpriteNode`.
open class SKSpriteNode: SKNode, @unchecked Sendable {
    /// The sprite's size, in its coordinates.
    open var size: CGSize
    /// The colour: the whole sprite without a texture (alpha included); with one, its red,
    /// green and blue blended into the texture by `colorBlendFactor` (its alpha ignored).
    open var color: SKColor
    /// How much of `color` replaces the texture's colour (0, the default: the texture as it
    /// is; 1: the colour, in the texture's shape). Apple ("Tinting a Sprite"): "As you
    /// increase this number, more of the texture color is replaced with the blended color":
    /// Cairn mixes the two linearly and keeps the texture's alpha.
    open var colorBlendFactor: CGFloat = 0
    /// Where the position is in the sprite, in unit coordinates (Apple's default: the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The texture, if any.
    open var texture: SKTexture?

    /// A sprite of `color` and `size`.
    public init(color: SKColor, size: CGSize) {
        self.size = size
        self.color = color
        super.init()
    }

    /// A sprite drawing `texture` (white without one) at `size`.
    public init(texture: SKTexture?, color: SKColor = .white, size: CGSize) {
        self.texture = texture
        self.size = size
        self.color = color
        super.init()
    }

    /// A sprite drawing the image named `name` at the image's size (`size` reads zero until
    /// it is drawn, where SpriteKit reads the texture's size at once).
    public convenience init(imageNamed name: String) {
        self.init(texture: SKTexture(imageNamed: name), color: .white, size: .zero)
    }

    /// A sprite of `texture` at its size.
    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    /// A white sprite of no size.
    public override convenience init() { self.init(color: .white, size: .zero) }

    override var contentRect: CGRect { anchoredRect(size, anchorPoint) }

    override func drawContent(in context: inout GraphicsContext) {
        var rect = contentRect
        // A sprite made from an image without a size takes the image's, as SpriteKit sizes a
        // sprite to its texture.
        if rect.width == 0, rect.height == 0, let name = texture?.name {
            rect = anchoredRect(context.resolve(Image(name)).size, anchorPoint)
        }
        guard rect.width.isFinite, rect.height.isFinite, rect.width != 0, rect.height != 0 else { return }
        if let name = texture?.name {
            // Images are drawn upright: flip the node's y-up box back to y-down.
            var upright = context
            upright.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
            upright.drawTinted(context.resolve(Image(name)), in: rect, color: color.color.resolved, factor: colorBlendFactor)
        } else {
            context.fill(Path(rect), with: .color(Color(uiColor: color)))
        }
    }
}

/// A node that fills and strokes a shape, as SpriteKit's `SKShapeNode`: Apple's defaults
/// are a clear fill, a white stroke and a line width of 1.
open class SKShapeNode: SKNode, @unchecked Sendable {
    /// The outline, in the node's coordinates (y up).
    open var path: Path?
    /// The fill colour (default clear).
    open var fillColor: SKColor = .clear
    /// The stroke colour (default white).
    open var strokeColor: SKColor = .white
    /// The stroke's width (default 1).
    open var lineWidth: CGFloat = 1
    /// The width of the glow around the stroke (not drawn by Cairn).
    open var glowWidth: CGFloat = 0
    /// Whether edges are antialiased (Cairn always antialiases).
    open var isAntialiased = true

    /// A shape with no path.
    public override init() { super.init() }

    /// A rectangle of `size` centred on the position, its corners rounded by `cornerRadius`.
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat = 0) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }

    /// The rectangle `rect`, its corners rounded by `cornerRadius`.
    public convenience init(rect: CGRect, cornerRadius: CGFloat = 0) {
        self.init()
        path = cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: cornerRadius) : Path(rect)
    }

    /// A circle of `radius` centred on the position.
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init()
        path = Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
    }

    /// An ellipse of `size` centred on the position.
    public convenience init(ellipseOf size: CGSize) {
        self.init()
        path = Path(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// The ellipse in `rect`.
    public convenience init(ellipseIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: rect)
    }

    /// The outline `path`, in the node's coordinates (SpriteKit takes a `CGPath`; Cairn's
    /// paths are SwiftUI's `Path`).
    public convenience init(path: Path) {
        self.init()
        self.path = path
    }

    /// Straight segments through `points` (`count` of them).
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count: Int) {
        self.init()
        var p = Path()
        for i in 0..<max(0, count) { if i == 0 { p.move(to: points[i]) } else { p.addLine(to: points[i]) } }
        path = p
    }

    override var contentRect: CGRect { path?.boundingRect ?? .null }

    override func drawContent(in context: inout GraphicsContext) {
        guard let path else { return }
        context.fill(path, with: .color(Color(uiColor: fillColor)))
        if lineWidth > 0, lineWidth.isFinite { context.stroke(path, with: .color(Color(uiColor: strokeColor)), lineWidth: lineWidth) }
    }
}

/// How a label's text sits across its position, as SpriteKit's
/// `SKLabelHorizontalAlignmentMode`.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    /// Centred on the position (the default).
    case center
    /// Starting at the position.
    case left
    /// Ending at the position.
    case right
}

/// How a label's text sits up and down its position, as SpriteKit's
/// `SKLabelVerticalAlignmentMode`.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    /// The first line's baseline on the position (the default).
    case baseline
    /// Centred on the position.
    case center
    /// The text's top on the position.
    case top
    /// The text's bottom on the position.
    case bottom
}

/// A node that draws text, as SpriteKit's `SKLabelNode`: Apple's defaults are Helvetica Neue
/// UltraLight at 32 points, white, centred across the position on its baseline. A font name
/// Cairn lacks draws in the system font, as `Font.custom` does.
open class SKLabelNode: SKNode, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The font's name (default "HelveticaNeue-UltraLight").
    open var fontName: String? = "HelveticaNeue-UltraLight"
    /// The font's size (default 32).
    open var fontSize: CGFloat = 32
    /// The text's colour (default white).
    open var fontColor: SKColor? = .white
    /// Across the position (default `.center`).
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    /// Up and down the position (default `.baseline`).
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    /// The most lines (0: any).
    open var numberOfLines = 1
    /// The width lines wrap at (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// An empty label.
    public override init() { super.init() }
    /// A label showing `text`.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }
    /// A label in the font named `fontName`.
    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    /// The text as a view.
    var label: Text {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 0.001
        return Text(text ?? "").font(fontName.map { .custom($0, size: size) } ?? .system(size: size))
            .foregroundColor(Color(uiColor: fontColor ?? .white))
    }

    override func drawContent(in context: inout GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        let resolved = context.resolve(label)
        let bounds = CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity, height: .infinity)
        let size = resolved.measure(in: bounds)
        guard size.width.isFinite, size.height.isFinite else { return }
        let x: CGFloat
        switch horizontalAlignmentMode {
        case .center: x = -size.width / 2
        case .left: x = 0
        case .right: x = -size.width
        }
        // Upright text: y down from the position; the top of the text box at `top`.
        let top: CGFloat
        switch verticalAlignmentMode {
        case .baseline: top = -resolved.firstBaseline(in: bounds)
        case .center: top = -size.height / 2
        case .top: top = 0
        case .bottom: top = -size.height
        }
        var upright = context
        upright.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        upright.draw(resolved, in: CGRect(x: x, y: top, width: size.width, height: size.height))
    }
}

extension GraphicsContext {
    /// Draws `image` in `rect` with `color` (its alpha ignored) over it at `factor` (clamped to
    /// 0...1; not a number: 0), only where the image is (source-atop): SpriteKit's colour blend
    /// of sprites, particles and tiles, the colour at `factor`, the texture at 1 − factor, the
    /// texture's alpha kept.
    func drawTinted(_ image: ResolvedImage, in rect: CGRect, color: Color.Resolved, factor: CGFloat) {
        let factor = factor.isFinite ? min(max(factor, 0), 1) : 0
        guard factor > 0 else {
            draw(image, in: rect)
            return
        }
        var opaque = color
        opaque.opacity = 1
        let tint = Color(opaque)
        drawLayer { layer in
            layer.draw(image, in: rect)
            layer.blendMode = .sourceAtop
            layer.opacity = Double(factor)
            layer.fill(Path(rect), with: .color(tint))
        }
    }
}
