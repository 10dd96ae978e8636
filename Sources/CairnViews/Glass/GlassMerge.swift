import CairnGeometry
import CairnShapes
import Foundation

/// A rounded rectangle as a signed distance field: the shapes a glass container blends
/// (rounded rectangles, capsules, circles, rectangles).
package struct GlassRoundBox: Equatable {
    /// The box's rectangle.
    package let rect: CGRect
    /// Its corner radius (at most half the shorter side).
    package let radius: CGFloat

    /// A box of `rect` with corners of `radius` (NaN and negative: 0).
    package init(rect: CGRect, radius: CGFloat) {
        self.rect = rect
        self.radius = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
    }

    /// The box of `shape` drawn in `frame`, or nil for a shape that is not a rounded box.
    init?(shape: any Shape, in frame: CGRect) {
        let short = min(frame.width, frame.height)
        switch (shape as? AnyShape)?.base ?? shape {
        case is Capsule: self.init(rect: frame, radius: short / 2)
        case is Circle:
            self.init(rect: CGRect(x: frame.midX - short / 2, y: frame.midY - short / 2, width: short, height: short), radius: short / 2)
        case let r as RoundedRectangle: self.init(rect: frame, radius: min(r.cornerSize.width, r.cornerSize.height))
        case is Rectangle: self.init(rect: frame, radius: 0)
        default: return nil
        }
    }

    /// The signed distance from (x, y) to the box's outline: negative inside.
    func distance(_ x: Double, _ y: Double) -> Double {
        let qx = abs(x - rect.midX) - (rect.width / 2 - radius), qy = abs(y - rect.midY) - (rect.height / 2 - radius)
        return (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// The shortest distance between the two boxes' rectangles (0 when they overlap).
    func gap(to other: GlassRoundBox) -> Double {
        let dx = max(0, max(other.rect.minX - rect.maxX, rect.minX - other.rect.maxX))
        let dy = max(0, max(other.rect.minY - rect.maxY, rect.minY - other.rect.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// One glass shape to draw after unions and blending.
struct MergedGlass {
    let path: Path
    let bounds: CGRect
    let glass: Glass
}

/// How a `GlassEffectContainer` joins its shapes: unions first, then blending by distance.
package enum GlassMerge {
    /// The smooth minimum of two distances with blend width `k` (polynomial smin: equal to
    /// `min(a, b)` when `|a − b| ≥ k`, and `k/4` below it when `a == b`).
    static func smoothMin(_ a: Double, _ b: Double, k: Double) -> Double {
        guard k > 0 else { return min(a, b) }
        let h = max(k - abs(a - b), 0) / k
        return min(a, b) - h * h * k / 4
    }

    /// The shapes to draw for `records`, in their order (a group at its first member).
    static func merged(_ records: [GlassShapeRecord], spacing: CGFloat, blend: Bool) -> [MergedGlass] {
        // Step 1: unions. Members with the same key and glass become one shape: the first
        // member's shape over the smallest rectangle holding every member's frame.
        var items: [(path: Path, bounds: CGRect, glass: Glass, box: GlassRoundBox?)] = []
        var unionIndex: [Int] = []  // index in `items` of each union's entry, by first member
        var unionKeys: [(AnyHashable, Glass)] = []
        var unionShapes: [any Shape] = []
        for r in records {
            if let key = r.union {
                if let u = unionKeys.firstIndex(where: { $0.0 == key && $0.1 == r.glass }) {
                    let i = unionIndex[u]
                    let rect = items[i].bounds.union(r.bounds)
                    items[i] = (unionShapes[u].path(in: rect), rect, r.glass, GlassRoundBox(shape: unionShapes[u], in: rect))
                    continue
                }
                unionKeys.append((key, r.glass))
                unionShapes.append(r.shape)
                unionIndex.append(items.count)
            }
            items.append((r.path, r.bounds, r.glass, r.box))
        }
        // Step 2: blending. Shapes of the same glass whose boxes are nearer than the blend
        // width k = 2 × spacing form groups (union-find over pairs).
        let k = 2 * Double(spacing)
        var parent = Array(items.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        if blend && k > 0 {
            for i in items.indices {
                guard let a = items[i].box else { continue }
                for j in items.indices where j > i {
                    guard let b = items[j].box, items[i].glass == items[j].glass, a.gap(to: b) < k else { continue }
                    parent[root(j)] = root(i)
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for i in items.indices {
            let r = root(i)
            if groups[r] == nil { order.append(r) }
            groups[r, default: []].append(i)
        }
        return order.compactMap { r -> MergedGlass? in
            let members = groups[r] ?? []
            guard let first = members.first else { return nil }
            if members.count == 1 { return MergedGlass(path: items[first].path, bounds: items[first].bounds, glass: items[first].glass) }
            let boxes = members.compactMap { items[$0].box }
            let path = outline(of: boxes, k: k)
            return MergedGlass(path: path, bounds: path.boundingRect, glass: items[first].glass)
        }
    }

    /// The largest grid of the outline, in nodes (the step grows beyond ½ point to keep it).
    static let maximumGridNodes = 60_000.0

    /// The outline where the smooth union of the boxes' distance fields is zero, traced by
    /// marching squares.
    ///
    /// Step 1: a grid over the boxes grown by k/2 (the bridges stay inside it), ½ point apart
    /// or coarser for large groups. Step 2: the field at each node. Step 3: in each cell, the
    /// outline crosses each edge whose ends differ in sign (at the linear interpolation);
    /// walking a cell's edges clockwise, each crossing that leaves the inside joins the next
    /// one that enters it, so every crossing starts one segment and ends another. Step 4: the
    /// segments chained into closed subpaths.
    package static func outline(of boxes: [GlassRoundBox], k: Double) -> Path {
        guard var bounds = boxes.first?.rect else { return Path() }
        for b in boxes.dropFirst() { bounds = bounds.union(b.rect) }
        // Step 1
        let grow = k / 2 + 1
        bounds = bounds.insetBy(dx: -grow, dy: -grow)
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else { return Path() }
        // Coarse enough for the area, and for each side alone: a long thin group (10^300 × 1)
        // would otherwise count more nodes along its length than an Int holds.
        let step = max(0.5, (bounds.width * bounds.height / maximumGridNodes).squareRoot(),
                       bounds.width / maximumGridNodes, bounds.height / maximumGridNodes)
        let columns = (bounds.width / step).rounded(.up), rows = (bounds.height / step).rounded(.up)
        guard columns.isFinite, rows.isFinite, (columns + 1) * (rows + 1) <= 4 * maximumGridNodes else { return Path() }
        let nx = Int(columns) + 1, ny = Int(rows) + 1
        guard nx >= 2, ny >= 2 else { return Path() }
        // Step 2
        var field = [Double](repeating: 0, count: nx * ny)
        for j in 0..<ny {
            let y = bounds.minY + Double(j) * step
            for i in 0..<nx {
                let x = bounds.minX + Double(i) * step
                var d = boxes[0].distance(x, y)
                for b in boxes.dropFirst() { d = smoothMin(d, b.distance(x, y), k: k) }
                // The grid's border is outside, so every outline closes.
                if i == 0 || j == 0 || i == nx - 1 || j == ny - 1 { d = max(d, 1e-6) }
                field[j * nx + i] = d
            }
        }
        // Step 3. Edge ids: 2·(j·nx + i) for the horizontal edge (i, j)→(i+1, j),
        // 2·(j·nx + i) + 1 for the vertical edge (i, j)→(i, j+1).
        func point(_ id: Int) -> CGPoint {
            let n = id / 2, i = n % nx, j = n / nx
            let (i2, j2) = id % 2 == 0 ? (i + 1, j) : (i, j + 1)
            let a = field[j * nx + i], b = field[j2 * nx + i2]
            let t = a == b ? 0.5 : a / (a - b)
            return CGPoint(x: bounds.minX + (Double(i) + t * Double(i2 - i)) * step,
                           y: bounds.minY + (Double(j) + t * Double(j2 - j)) * step)
        }
        var next = [Int32](repeating: -1, count: nx * ny * 2)
        var starts: [Int] = []
        for j in 0..<(ny - 1) {
            for i in 0..<(nx - 1) {
                let corners = [j * nx + i, j * nx + i + 1, (j + 1) * nx + i + 1, (j + 1) * nx + i]
                let inside = corners.map { field[$0] < 0 }
                if inside.allSatisfy({ $0 }) || !inside.contains(true) { continue }
                let edges = [2 * (j * nx + i), 2 * (j * nx + i + 1) + 1, 2 * ((j + 1) * nx + i), 2 * (j * nx + i) + 1]
                // enter: outside → inside walking clockwise; exit: inside → outside.
                var kinds: [Int] = [0, 0, 0, 0]  // 1 enter, −1 exit, 0 none
                for e in 0..<4 where inside[e] != inside[(e + 1) % 4] { kinds[e] = inside[e] ? -1 : 1 }
                for e in 0..<4 where kinds[e] == -1 {
                    for d in 1...3 where kinds[(e + d) % 4] == 1 {
                        next[edges[e]] = Int32(edges[(e + d) % 4])
                        starts.append(edges[e])
                        break
                    }
                }
            }
        }
        // Step 4
        var path = Path()
        var done = [Bool](repeating: false, count: next.count)
        for s in starts where !done[s] {
            var id = s
            path.move(to: point(id))
            done[id] = true
            var count = 0
            while next[id] >= 0, count < next.count {
                id = Int(next[id])
                if done[id] { break }
                done[id] = true
                path.addLine(to: point(id))
                count += 1
            }
            path.closeSubpath()
        }
        return path
    }
}
