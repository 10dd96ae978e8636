import Cairn
import CairnAVKit
import Foundation

// Tile maps (SpriteKit's `SKTileMapNode` with its tile sets, groups, rules and definitions)
// and video nodes (`SKVideoNode`), as SwiftUI code builds them for a `SpriteView`.

/// How a tile definition's image is turned, as SpriteKit's `SKTileDefinitionRotation`.
public enum SKTileDefinitionRotation: UInt, Sendable {
    /// Not turned.
    case rotation0 = 0
    /// A quarter turn counter-clockwise.
    case rotation90 = 1
    /// A half turn.
    case rotation180 = 2
    /// Three quarter turns counter-clockwise.
    case rotation270 = 3
}

/// One tile's image, as SpriteKit's `SKTileDefinition`: its first texture (an animated tile
/// shows its first in a still) at its size, turned and flipped.
open class SKTileDefinition: @unchecked Sendable {
    /// The textures (a still shows the first).
    open var textures: [SKTexture]
    /// The normal-map textures (not drawn: Cairn has no lighting).
    open var normalTextures: [SKTexture] = []
    /// The image's size (zero: the tile map's tile size).
    open var size: CGSize
    /// The time each texture shows in an animated tile.
    open var timePerFrame: CGFloat = 0
    /// The name.
    open var name: String?
    /// How the image is turned.
    open var rotation: SKTileDefinitionRotation = .rotation0
    /// Whether the image is flipped top to bottom.
    open var flipVertically = false
    /// Whether the image is flipped left to right.
    open var flipHorizontally = false
    /// The weight among a rule's definitions (default 1).
    open var placementWeight: Int = 1
    /// Your own data.
    open var userData: NSMutableDictionary?

    /// A definition with no image.
    public init() { textures = []; size = .zero }
    /// A definition showing `texture` at the tile size.
    public init(texture: SKTexture) { textures = [texture]; size = .zero }
    /// A definition showing `texture` at `size`.
    public init(texture: SKTexture, size: CGSize) { textures = [texture]; self.size = size }
    /// A definition showing `texture` at `size`, with a normal map.
    public init(texture: SKTexture, normalTexture: SKTexture, size: CGSize) {
        textures = [texture]; normalTextures = [normalTexture]; self.size = size
    }
    /// An animated definition (a still shows the first texture).
    public init(textures: [SKTexture], size: CGSize, timePerFrame: CGFloat) {
        self.textures = textures; self.size = size; self.timePerFrame = timePerFrame
    }
}

/// Which neighbours a tile rule matches, as SpriteKit's `SKTileAdjacencyMask`.
public struct SKTileAdjacencyMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Above.
    public static let adjacencyUp = SKTileAdjacencyMask(rawValue: 1 << 0)
    /// Above and right.
    public static let adjacencyUpperRight = SKTileAdjacencyMask(rawValue: 1 << 1)
    /// Right.
    public static let adjacencyRight = SKTileAdjacencyMask(rawValue: 1 << 2)
    /// Below and right.
    public static let adjacencyLowerRight = SKTileAdjacencyMask(rawValue: 1 << 3)
    /// Below.
    public static let adjacencyDown = SKTileAdjacencyMask(rawValue: 1 << 4)
    /// Below and left.
    public static let adjacencyLowerLeft = SKTileAdjacencyMask(rawValue: 1 << 5)
    /// Left.
    public static let adjacencyLeft = SKTileAdjacencyMask(rawValue: 1 << 6)
    /// Above and left.
    public static let adjacencyUpperLeft = SKTileAdjacencyMask(rawValue: 1 << 7)
    /// Every neighbour: a tile inside a region (the rule a plain group's centre uses).
    public static let adjacencyAll = SKTileAdjacencyMask(rawValue: 0xFF)
}

/// Definitions for tiles with given neighbours, as SpriteKit's `SKTileGroupRule`.
open class SKTileGroupRule: @unchecked Sendable {
    /// The neighbours the rule matches.
    open var adjacency: SKTileAdjacencyMask
    /// The definitions, chosen by weight.
    open var tileDefinitions: [SKTileDefinition]
    /// The name.
    open var name: String?

    /// A rule of `tileDefinitions` for tiles with `adjacency`.
    public init(adjacency: SKTileAdjacencyMask, tileDefinitions: [SKTileDefinition]) {
        self.adjacency = adjacency
        self.tileDefinitions = tileDefinitions
    }
}

/// A kind of tile (grass, water), as SpriteKit's `SKTileGroup`.
open class SKTileGroup: @unchecked Sendable {
    /// The rules.
    open var rules: [SKTileGroupRule]
    /// The name.
    open var name: String?

    /// A group of one definition for every tile.
    public init(tileDefinition: SKTileDefinition) { rules = [SKTileGroupRule(adjacency: .adjacencyAll, tileDefinitions: [tileDefinition])] }
    /// A group of `rules`.
    public init(rules: [SKTileGroupRule]) { self.rules = rules }
    /// A group that draws nothing.
    open class func empty() -> SKTileGroup { SKTileGroup(rules: []) }

    /// The definition a tile at (`column`, `row`) shows: from the rule for tiles inside a
    /// region (`.adjacencyAll`), else the first rule; among its definitions, by weight, with a
    /// number seeded by the tile's place (so the same map draws the same tiles every run).
    /// Cairn does not match edge rules to neighbours (automapping): Cairn's simplification.
    func definition(column: Int, row: Int) -> SKTileDefinition? {
        guard let rule = rules.first(where: { $0.adjacency == .adjacencyAll }) ?? rules.first else { return nil }
        let candidates = rule.tileDefinitions.filter { $0.placementWeight > 0 }
        guard candidates.count > 1 else { return candidates.first ?? rule.tileDefinitions.first }
        let total = candidates.reduce(0) { $0 &+ min($1.placementWeight, 1 << 20) }
        var random = ParticleRandom(index: column &* 73_856_093 ^ row &* 19_349_663)
        var pick = Int(random.next() * CGFloat(total))
        for candidate in candidates {
            pick -= min(candidate.placementWeight, 1 << 20)
            if pick < 0 { return candidate }
        }
        return candidates.last
    }
}

/// How tiles are laid out, as SpriteKit's `SKTileSetType`.
public enum SKTileSetType: UInt, Sendable {
    /// Rectangles in rows and columns.
    case grid = 0
    /// Diamonds (Cairn draws them on the grid).
    case isometric = 1
    /// Hexagons with flat tops (Cairn draws them on the grid).
    case hexagonalFlat = 2
    /// Hexagons with pointed tops (Cairn draws them on the grid).
    case hexagonalPointy = 3
}

/// The kinds of tile a map uses, as SpriteKit's `SKTileSet`.
open class SKTileSet: @unchecked Sendable {
    /// The groups.
    open var tileGroups: [SKTileGroup]
    /// The layout.
    open var type: SKTileSetType
    /// The name.
    open var name: String?
    /// The group new maps fill with.
    open var defaultTileGroup: SKTileGroup?
    /// The tile size new maps take.
    open var defaultTileSize: CGSize = CGSize(width: 32, height: 32)

    /// A grid set of `tileGroups`.
    public init(tileGroups: [SKTileGroup]) { self.tileGroups = tileGroups; type = .grid }
    /// A set of `tileGroups` laid out as `tileSetType`.
    public init(tileGroups: [SKTileGroup], tileSetType: SKTileSetType) { self.tileGroups = tileGroups; type = tileSetType }
    /// A set made in Xcode's tile set editor: Cairn reads no `.sks` file, so nil, as iOS gives
    /// for a name it cannot find.
    public convenience init?(named name: String) { return nil }
}

/// A grid of tiles, as SpriteKit's `SKTileMapNode`: `numberOfColumns` × `numberOfRows` tiles of
/// `tileSize`, row 0 at the bottom, the map's `anchorPoint` (default the centre) at the node's
/// position. Each tile shows its group's definition, centred in the tile at the definition's
/// size (the tile size where it has none), turned and flipped as the definition says, tinted
/// by `color` at `colorBlendFactor` as a sprite is. Cairn draws every tile set on the grid
/// (isometric and hexagonal layouts too) and draws at most 250,000 tiles.
open class SKTileMapNode: SKNode, @unchecked Sendable {
    /// The tile set.
    open var tileSet: SKTileSet
    /// The columns.
    open var numberOfColumns: Int { didSet { resize() } }
    /// The rows.
    open var numberOfRows: Int { didSet { resize() } }
    /// Each tile's size.
    open var tileSize: CGSize
    /// Where the node's position is in the map, in unit coordinates (default the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The tint colour.
    open var color: SKColor = .white
    /// How much `color` replaces the tiles' colours (default 0).
    open var colorBlendFactor: CGFloat = 0
    /// How the tiles composite.
    open var blendMode: SKBlendMode = .alpha
    /// Whether edge tiles follow their group's rules (Cairn uses each group's centre rule).
    open var enableAutomapping = true
    /// The lighting mask (not drawn: Cairn has no lighting).
    open var lightingBitMask: UInt32 = 0
    /// The tile groups, row by row from the bottom.
    private var groups: [SKTileGroup?] = []

    /// The most tiles a map keeps (Cairn's bound: a hostile size allocates no more).
    static let tileLimit = 250_000

    /// The map's size: its columns and rows times the tile size.
    open var mapSize: CGSize {
        CGSize(width: CGFloat(max(numberOfColumns, 0)) * tileSize.width, height: CGFloat(max(numberOfRows, 0)) * tileSize.height)
    }

    /// An empty map.
    public init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize) {
        self.tileSet = tileSet
        numberOfColumns = max(columns, 0)
        numberOfRows = max(rows, 0)
        self.tileSize = tileSize
        super.init()
        resize()
    }

    /// A map with every tile of `tileGroup`.
    public convenience init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize, fillWith tileGroup: SKTileGroup) {
        self.init(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize)
        fill(with: tileGroup)
    }

    /// A map of `tileGroupLayout`, row by row from the bottom.
    public convenience init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize, tileGroupLayout: [SKTileGroup]) {
        self.init(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize)
        for (i, group) in tileGroupLayout.prefix(groups.count).enumerated() { groups[i] = group }
    }

    private var capacity: Int {
        let (product, overflow) = max(numberOfColumns, 0).multipliedReportingOverflow(by: max(numberOfRows, 0))
        return overflow ? Self.tileLimit : min(product, Self.tileLimit)
    }

    private func resize() {
        let count = capacity
        if groups.count > count { groups.removeLast(groups.count - count) }
        else if groups.count < count { groups += Array(repeating: nil, count: count - groups.count) }
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, row >= 0, column < numberOfColumns, row < numberOfRows else { return nil }
        let (i, overflow) = row.multipliedReportingOverflow(by: numberOfColumns)
        guard !overflow, i &+ column < groups.count else { return nil }
        return i + column
    }

    /// Sets every tile to `tileGroup` (nil clears them).
    open func fill(with tileGroup: SKTileGroup?) { groups = Array(repeating: tileGroup, count: groups.count) }
    /// Sets the tile at (`column`, `row`) (outside the map: nothing).
    open func setTileGroup(_ tileGroup: SKTileGroup?, forColumn column: Int, row: Int) {
        if let i = index(column, row) { groups[i] = tileGroup }
    }
    /// Sets the tile at (`column`, `row`) to `tileGroup` showing `tileDefinition`.
    open func setTileGroup(_ tileGroup: SKTileGroup, andTileDefinition tileDefinition: SKTileDefinition, forColumn column: Int, row: Int) {
        if let i = index(column, row) { groups[i] = SKTileGroup(tileDefinition: tileDefinition); groups[i]?.name = tileGroup.name }
    }
    /// The group at (`column`, `row`).
    open func tileGroup(atColumn column: Int, row: Int) -> SKTileGroup? { index(column, row).flatMap { groups[$0] } }
    /// The definition the tile at (`column`, `row`) shows.
    open func tileDefinition(atColumn column: Int, row: Int) -> SKTileDefinition? {
        tileGroup(atColumn: column, row: row)?.definition(column: column, row: row)
    }
    /// The column under `position` (in the node's coordinates).
    open func tileColumnIndex(fromPosition position: CGPoint) -> Int {
        let x = (position.x + anchorPoint.x * mapSize.width) / tileSize.width
        return x.isFinite ? Int(max(min(x.rounded(.down), 1e9), -1e9)) : 0
    }
    /// The row under `position`.
    open func tileRowIndex(fromPosition position: CGPoint) -> Int {
        let y = (position.y + anchorPoint.y * mapSize.height) / tileSize.height
        return y.isFinite ? Int(max(min(y.rounded(.down), 1e9), -1e9)) : 0
    }
    /// The centre of the tile at (`column`, `row`), in the node's coordinates.
    open func centerOfTile(atColumn column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * tileSize.width - anchorPoint.x * mapSize.width,
                y: (CGFloat(row) + 0.5) * tileSize.height - anchorPoint.y * mapSize.height)
    }

    override var contentRect: CGRect {
        CGRect(x: -anchorPoint.x * mapSize.width, y: -anchorPoint.y * mapSize.height, width: mapSize.width, height: mapSize.height)
    }

    override func drawContent(in context: inout GraphicsContext, budget: inout Int) {
        guard budget > 0, tileSize.width > 0, tileSize.height > 0, tileSize.width.isFinite, tileSize.height.isFinite, numberOfColumns > 0 else { return }
        var layer = context
        layer.blendMode = blendMode.graphicsBlendMode
        let tint = color.color.resolved
        // Each texture's file is found and read once per draw, not once per tile.
        var images: [String: GraphicsContext.ResolvedImage] = [:]
        for (i, group) in groups.enumerated() {
            guard let group else { continue }
            // Within the scene's budget (nodes, particles and tiles).
            guard budget > 0 else { return }
            budget -= 1
            let column = i % numberOfColumns, row = i / numberOfColumns
            guard let definition = group.definition(column: column, row: row), let name = definition.textures.first?.name else { continue }
            let image = images[name] ?? context.resolve(Image(name))
            images[name] = image
            // A missing file shows nothing (as `Image` shows for it): no lookup per tile.
            guard image.size.width > 0, image.size.height > 0 else { continue }
            let size = definition.size.width > 0 && definition.size.height > 0 ? definition.size : tileSize
            let centre = centerOfTile(atColumn: column, row: row)
            var c = layer
            // Upright image space (y down) at the tile's centre, turned counter-clockwise in the
            // scene (clockwise in y-down space), flipped as asked.
            let quarterTurns = CGFloat(definition.rotation.rawValue)
            c.concatenate(CGAffineTransform(translationX: centre.x, y: centre.y).scaledBy(x: 1, y: -1)
                .rotated(by: -quarterTurns * .pi / 2)
                .scaledBy(x: definition.flipHorizontally ? -1 : 1, y: definition.flipVertically ? -1 : 1))
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            c.drawTinted(image, in: rect, color: tint, factor: colorBlendFactor)
        }
    }
}

/// A node that shows a video, as SpriteKit's `SKVideoNode`: a still shows the video's first
/// frame (read with ffmpeg, as `VideoPlayer` reads it), stretched over the node's size (zero:
/// the frame's own size in points); black where there is no frame (no ffmpeg, a remote URL,
/// a file it cannot read), as a video still loading. Playing and pausing change nothing drawn.
open class SKVideoNode: SKNode, @unchecked Sendable {
    /// The node's size (zero: the video's).
    open var size: CGSize = .zero
    /// Where the position is in the node, in unit coordinates (default the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The file shown.
    let url: URL?

    /// A node showing the file `videoFile`, found in the main bundle's resources or, failing
    /// that, as a path from the working directory.
    public init(fileNamed videoFile: String) {
        url = Bundle.main.url(forResource: videoFile, withExtension: nil)
            ?? (FileManager.default.fileExists(atPath: videoFile) ? URL(fileURLWithPath: videoFile) : nil)
        super.init()
    }

    /// A node showing the video at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A node showing `player`'s current item.
    public init(avPlayer player: AVPlayer) {
        url = player.currentItem?.asset.url
        super.init()
    }

    /// Starts playing (no time passes in a still).
    open func play() {}
    /// Pauses.
    open func pause() {}

    /// The first frame, if one could be read, with its size in pixels (one point a pixel,
    /// from the PNG's header).
    private var firstFrame: (image: UIImage, size: CGSize)? {
        guard let url, let png = VideoFrameSource.shared.frame(for: url)?.png, png.count >= 24, let image = UIImage(data: png) else { return nil }
        let bytes = [UInt8](png.prefix(24))
        func word(_ at: Int) -> CGFloat { CGFloat(bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }) }
        return (image, CGSize(width: word(16), height: word(20)))
    }

    override var contentRect: CGRect {
        let s = size.width > 0 || size.height > 0 ? size : firstFrame?.size ?? .zero
        return CGRect(x: -anchorPoint.x * s.width, y: -anchorPoint.y * s.height, width: s.width, height: s.height)
    }

    override func drawContent(in context: inout GraphicsContext) {
        let frame = firstFrame
        let s = size.width > 0 || size.height > 0 ? size : firstFrame?.size ?? .zero
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else { return }
        let rect = CGRect(x: -anchorPoint.x * s.width, y: -anchorPoint.y * s.height, width: s.width, height: s.height)
        guard let image = frame?.image else {
            context.fill(Path(rect), with: .color(.black))
            return
        }
        var upright = context
        upright.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        upright.draw(Image(uiImage: image).resizable(), in: rect)
    }
}
