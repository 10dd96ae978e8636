import CairnGeometry
import Foundation

/// The outline of a 2D shape, as in SwiftUI: a sequence of subpaths made of lines and
/// Bézier curves, in a y-down coordinate space measured in points.
public struct Path: Equatable, Sendable {
    /// One drawing instruction of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// The elements of this path, in drawing order.
    package private(set) var elements: [Element] = []
    /// Where the current subpath started (the target of `closeSubpath`).
    package private(set) var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by a closure that receives it.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A path made of the elements given.
    package init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p): return p
        case .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Appends an element, keeping the bookkeeping of subpath starts.
    ///
    /// Non-finite coordinates are dropped (with the element) so that a NaN never reaches a
    /// renderer; a drawing element with no current point starts a subpath there instead.
    package mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            guard p.isFinite else { return }
            // Consecutive moves collapse into the last one, as in Core Graphics.
            if case .move = elements.last { elements.removeLast() }
            elements.append(element)
            subpathStart = p
        case .line(let p):
            guard p.isFinite else { return }
            if currentPoint == nil { append(.move(to: p)); return }
            if case .closeSubpath = elements.last, let s = subpathStart { elements.append(.move(to: s)) }
            elements.append(element)
        case .quadCurve(let p, let c):
            guard p.isFinite, c.isFinite else { return }
            if currentPoint == nil { append(.move(to: c)) }
            if case .closeSubpath = elements.last, let s = subpathStart { elements.append(.move(to: s)) }
            elements.append(element)
        case .curve(let p, let c1, let c2):
            guard p.isFinite, c1.isFinite, c2.isFinite else { return }
            if currentPoint == nil { append(.move(to: c1)) }
            if case .closeSubpath = elements.last, let s = subpathStart { elements.append(.move(to: s)) }
            elements.append(element)
        case .closeSubpath:
            guard let last = elements.last else { return }
            if case .closeSubpath = last { return }
            elements.append(.closeSubpath)
        }
    }

    /// Moves the end of the last element, a line, to `point` (the line then starts where
    /// it started and ends there).
    package mutating func replaceLastLine(to point: CGPoint) {
        guard case .line = elements.last, point.isFinite else { return }
        elements[elements.count - 1] = .line(to: point)
    }

    /// Appends the elements of `other` (its first subpath continues from its own start).
    package mutating func append(contentsOf other: Path) {
        for element in other.elements { append(element) }
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { append(.move(to: point)) }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

    /// Adds a quadratic Bézier curve to `point` with the given control point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point` with the given control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Starts a subpath at the first point and adds lines to the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangular subpath, drawn from the top-left corner clockwise on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFinite else { return }
        let r = rect.standardized
        let pts = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(transform) }
        addLines(pts)
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A path holding one rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether origin and size are finite numbers.
    package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
