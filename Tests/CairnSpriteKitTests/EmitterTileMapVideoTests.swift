import Cairn
import CairnCairo
@testable import CairnSpriteKit
import CairnTestSupport
import Foundation
import Testing

/// Particle emitters, tile maps and video nodes, with numbers from SpriteKit's documented
/// rules (a particle moves by its speed along its emission angle plus half its acceleration
/// times its age squared; it lives its lifetime; ranges spread values ± range / 2) and from
/// the births Cairn schedules (evenly, 1 / birth rate apart, from time 0).
@Suite struct EmitterTests {
    static let red = SKColor(red: 1, green: 0, blue: 0, alpha: 1)

    func emitter(rate: CGFloat = 10, lifetime: CGFloat = 10) -> SKEmitterNode {
        let e = SKEmitterNode()
        e.particleBirthRate = rate
        e.particleLifetime = lifetime
        e.particleColor = Self.red
        e.particleSize = CGSize(width: 10, height: 10)
        return e
    }

    func pixels(_ scene: SKScene) throws -> Bitmap {
        try ImageRenderer(content: SpriteView(scene: scene).frame(width: 100, height: 100)).bitmap()
    }

    /// Defaults are SpriteKit's: nothing is made (rate 0, lifetime 0), the colour is clear,
    /// scale and alpha 1; and with no time advanced a still has no particle.
    @Test func defaultsAndTheFirstFrame() {
        let e = SKEmitterNode()
        #expect(e.particleBirthRate == 0 && e.particleLifetime == 0 && e.particleScale == 1 && e.particleAlpha == 1)
        #expect(e.particleColor == .clear && e.particleTexture == nil && e.particleSize == .zero)
        #expect(e.particleRenderOrder == .oldestLast && e.particleBlendMode == .alpha && e.numParticlesToEmit == 0)
        e.advanceSimulationTime(5)
        #expect(e.particles().isEmpty)
        #expect(emitter().particles().isEmpty)
        #expect(SKEmitterNode(fileNamed: "Snow.sks") == nil)
    }

    /// At 10 a second for 1 second: births at 0, 0.1 … 0.9 (ten); speed 100 straight up
    /// (π/2): the first at y 100 (age 1), the last at y 10 (age 0.1); with y acceleration −100
    /// and no speed, the first at y −50 (½ a t²).
    @Test func particlesMoveByTheirSpeedAndAcceleration() {
        let e = emitter()
        e.particleSpeed = 100
        e.emissionAngle = .pi / 2
        e.advanceSimulationTime(1)
        let ps = e.particles()
        #expect(ps.count == 10 && ps.map(\.index) == Array(0...9))
        #expect(abs(ps[0].position.y - 100) < 1e-9 && abs(ps[0].position.x) < 1e-9)
        #expect(abs(ps[9].position.y - 10) < 1e-9)
        let fall = emitter()
        fall.yAcceleration = -100
        fall.advanceSimulationTime(1)
        #expect(abs(fall.particles()[0].position.y - -50) < 1e-9)
        fall.resetSimulation()
        #expect(fall.particles().isEmpty)
    }

    /// A lifetime of 0.35 s at 10 a second, 1 s on: only the births at 0.7, 0.8 and 0.9 live;
    /// `numParticlesToEmit` 5 stops after five; an alpha speed of −1 takes a particle of age
    /// 0.25 to 0.75; a sequence from alpha 1 to 0 over its life takes it to 1 − age / life.
    @Test func lifetimesLimitsAndChangesOverLife() {
        let short = emitter(lifetime: 0.35)
        short.advanceSimulationTime(1)
        #expect(short.particles().map(\.index) == [7, 8, 9])
        let five = emitter(lifetime: 100)
        five.numParticlesToEmit = 5
        five.advanceSimulationTime(10)
        #expect(five.particles().count == 5)
        let fading = emitter(rate: 4, lifetime: 2)
        fading.particleAlphaSpeed = -1
        fading.advanceSimulationTime(1)
        #expect(fading.particles().map(\.alpha) == [0, 0.25, 0.5, 0.75])
        let sequenced = emitter(rate: 4, lifetime: 2)
        sequenced.particleAlphaSequence = SKKeyframeSequence(keyframeValues: [1, 0], times: [0, 1])
        sequenced.advanceSimulationTime(1)
        #expect(sequenced.particles().map(\.alpha) == [0.5, 0.625, 0.75, 0.875])
    }

    /// Keyframe sequences interpolate linearly (red to blue at 0.5: (0.5, 0, 0.5)), step,
    /// clamp before and after, and loop.
    @Test func keyframeSequencesSample() throws {
        let colors = SKKeyframeSequence(keyframeValues: [SKColor(red: 1, green: 0, blue: 0, alpha: 1), SKColor(red: 0, green: 0, blue: 1, alpha: 1)], times: [0, 1])
        let mid = try #require(colors.sampledValue(at: 0.5)?.color)
        #expect(mid.red == 0.5 && mid.green == 0 && mid.blue == 0.5)
        let numbers = SKKeyframeSequence(keyframeValues: [0, 10, 30], times: [0, 0.5, 1])
        #expect(numbers.sample(atTime: 0.25) as? CGFloat == 5 && numbers.sample(atTime: 0.75) as? CGFloat == 20)
        #expect(numbers.sample(atTime: -1) as? CGFloat == 0 && numbers.sample(atTime: 2) as? CGFloat == 30)
        numbers.interpolationMode = .step
        #expect(numbers.sample(atTime: 0.75) as? CGFloat == 10)
        numbers.interpolationMode = .linear
        numbers.repeatMode = .loop
        #expect(numbers.sample(atTime: 1.25) as? CGFloat == 5)
        #expect(SKKeyframeSequence(capacity: 4).sample(atTime: 0) == nil)
    }

    /// Ranges spread values within ± range / 2, and the same emitter makes the same particles
    /// on every run (Cairn seeds each particle's values by its index).
    @Test func rangesSpreadDeterministically() {
        func make() -> SKEmitterNode {
            let e = emitter(rate: 100)
            e.particlePositionRange = CGVector(dx: 100, dy: 40)
            e.particleScaleRange = 0.5
            e.advanceSimulationTime(2)
            return e
        }
        let ps = make().particles()
        #expect(ps.count == 200)
        #expect(ps.allSatisfy { abs($0.position.x) <= 50 && abs($0.position.y) <= 20 && $0.scale >= 0.75 && $0.scale <= 1.25 })
        #expect(Set(ps.map(\.position.x)).count == 200)
        #expect(make().particles() == ps)
    }

    /// Drawn: an emitter at scene (50, 50) advanced 0.5 s draws its red 10 × 10 particles at the
    /// view's centre (white elsewhere); not advanced, nothing. Two particles of (128, 0, 0) in
    /// one place over black: (128, 0, 0) blended by alpha, (255, 0, 0) added.
    @Test func particlesDraw() throws {
        func scene(_ e: SKEmitterNode, _ background: SKColor = .white) -> SKScene {
            let s = SKScene(size: CGSize(width: 100, height: 100))
            s.backgroundColor = background
            e.position = CGPoint(x: 50, y: 50)
            s.addChild(e)
            return s
        }
        let e = emitter()
        #expect(rgba(try pixels(scene(e)), 50, 50) == [255, 255, 255, 255])
        let advanced = emitter()
        advanced.advanceSimulationTime(0.5)
        let bitmap = try pixels(scene(advanced))
        #expect(rgba(bitmap, 50, 50) == [255, 0, 0, 255] && rgba(bitmap, 46, 46) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 44, 50) == [255, 255, 255, 255])
        func pair(_ mode: SKBlendMode) throws -> [Int] {
            let e = emitter(rate: 2)
            e.particleColor = SKColor(red: 128.0 / 255, green: 0, blue: 0, alpha: 1)
            e.particleBlendMode = mode
            e.advanceSimulationTime(1)
            return rgba(try pixels(scene(e, .black)), 50, 50)
        }
        #expect(try pair(.alpha) == [128, 0, 0, 255])
        #expect(try pair(.add) == [255, 0, 0, 255])
    }

    /// Hostile settings draw a bounded number of particles or none, quickly: a birth rate of
    /// 10¹² over a 10⁹-second life advanced 10⁶ s keeps the newest 10,000; NaN and infinite
    /// values make nothing.
    @Test func hostileEmittersAreBounded() throws {
        let flood = emitter(rate: 1e12, lifetime: 1e9)
        flood.advanceSimulationTime(1e6)
        #expect(flood.particles().count == SKEmitterNode.particleLimit)
        let nan = emitter(rate: .nan, lifetime: .nan)
        nan.advanceSimulationTime(.infinity)
        nan.advanceSimulationTime(1)
        #expect(nan.particles().isEmpty)
        let wild = emitter()
        wild.particleSpeed = .infinity
        wild.advanceSimulationTime(1)
        #expect(wild.particles().isEmpty)
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.addChild(flood)
        _ = try pixels(s)
    }
}

/// Tile maps and video nodes.
@Suite struct TileMapAndVideoTests {
    func pixels(_ scene: SKScene) throws -> Bitmap {
        try ImageRenderer(content: SpriteView(scene: scene).frame(width: 100, height: 100)).bitmap()
    }

    /// A texture of one colour, 10 × 10, in a fresh directory.
    func texture(_ color: Color, _ name: String, in dir: URL) throws -> SKTexture {
        try ImageRenderer(content: color.frame(width: 10, height: 10)).pngData().write(to: dir.appendingPathComponent("\(name).png"))
        return SKTexture(imageNamed: dir.appendingPathComponent(name).path)
    }

    /// A 4 × 2 map of 10-point tiles at scene (50, 50) spans scene x 30...70 and y 40...60
    /// (anchored at its centre): grass everywhere, water at column 3 row 1 (the top right,
    /// row 0 at the bottom); the centre of that tile is (15, 5) from the map's, view (65, 45).
    @Test func tilesDrawInTheirCells() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let grass = SKTileGroup(tileDefinition: SKTileDefinition(texture: try texture(Color(red: 0, green: 1, blue: 0), "grass", in: dir)))
        let water = SKTileGroup(tileDefinition: SKTileDefinition(texture: try texture(Color(red: 0, green: 0, blue: 1), "water", in: dir)))
        let map = SKTileMapNode(tileSet: SKTileSet(tileGroups: [grass, water]), columns: 4, rows: 2,
                                tileSize: CGSize(width: 10, height: 10), fillWith: grass)
        map.setTileGroup(water, forColumn: 3, row: 1)
        map.position = CGPoint(x: 50, y: 50)
        #expect(map.mapSize == CGSize(width: 40, height: 20) && map.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(map.centerOfTile(atColumn: 3, row: 1) == CGPoint(x: 15, y: 5))
        #expect(map.tileColumnIndex(fromPosition: CGPoint(x: 15, y: 5)) == 3 && map.tileRowIndex(fromPosition: CGPoint(x: 15, y: 5)) == 1)
        #expect(map.tileGroup(atColumn: 3, row: 1) === water && map.tileGroup(atColumn: 9, row: 9) == nil)
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.backgroundColor = .white
        s.addChild(map)
        let bitmap = try pixels(s)
        #expect(rgba(bitmap, 65, 45) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 35, 45) == [0, 255, 0, 255] && rgba(bitmap, 65, 55) == [0, 255, 0, 255])
        #expect(rgba(bitmap, 25, 50) == [255, 255, 255, 255] && rgba(bitmap, 50, 38) == [255, 255, 255, 255])
    }

    /// Weighted definitions pick the same tile for the same place every run; a huge map keeps
    /// at most 250,000 tiles; setting outside the map changes nothing.
    @Test func weightedTilesAndHostileMaps() {
        let a = SKTileDefinition(texture: SKTexture(imageNamed: "a")), b = SKTileDefinition(texture: SKTexture(imageNamed: "b"))
        b.placementWeight = 3
        let group = SKTileGroup(rules: [SKTileGroupRule(adjacency: .adjacencyAll, tileDefinitions: [a, b])])
        let map = SKTileMapNode(tileSet: SKTileSet(tileGroups: [group]), columns: 20, rows: 20, tileSize: CGSize(width: 8, height: 8), fillWith: group)
        let picks = (0..<400).map { map.tileDefinition(atColumn: $0 % 20, row: $0 / 20) === b }
        #expect(picks == (0..<400).map { map.tileDefinition(atColumn: $0 % 20, row: $0 / 20) === b })
        let share = Double(picks.filter { $0 }.count) / 400
        #expect(share > 0.6 && share < 0.9, "\(share)")
        let huge = SKTileMapNode(tileSet: SKTileSet(tileGroups: [group]), columns: .max, rows: .max, tileSize: CGSize(width: 1, height: 1))
        huge.setTileGroup(group, forColumn: -1, row: 5)
        huge.fill(with: group)
        #expect(huge.tileGroup(atColumn: 0, row: 0) === group && huge.tileGroup(atColumn: 1_000, row: 1_000) == nil)
    }

    /// A video node shows its file's first frame (a red video made by ffmpeg) at its size;
    /// a missing file draws black.
    @Test func videoNodesShowTheFirstFrame() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-sk-red-\(UUID().uuidString).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=c=red:s=160x90:d=1:r=10", "-pix_fmt", "yuv420p", url.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffmpeg is needed: apt-get install ffmpeg")
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.backgroundColor = .white
        let video = SKVideoNode(url: url)
        #expect(video.frame.size == CGSize(width: 160, height: 90))
        video.size = CGSize(width: 40, height: 20)
        video.position = CGPoint(x: 50, y: 50)
        video.play()
        s.addChild(video)
        let missing = SKVideoNode(fileNamed: "no-such-video.mp4")
        missing.size = CGSize(width: 10, height: 10)
        missing.position = CGPoint(x: 10, y: 90)
        s.addChild(missing)
        let bitmap = try pixels(s)
        let centre = rgba(bitmap, 50, 50)
        #expect(centre[0] > 240 && centre[1] < 15 && centre[2] < 15, "\(centre)")
        #expect(rgba(bitmap, 50, 38) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 10, 10) == [0, 0, 0, 255])
    }
}
