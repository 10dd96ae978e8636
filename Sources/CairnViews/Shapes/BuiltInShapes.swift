import CairnAnimation
import CairnGeometry
import CairnShapes
import Foundation

/// A rectangle that fills its frame.
public struct Rectangle: InsettableShape {
    /// `.fixed`: the outline is symmetric about its vertical centre line, so a mirror could only
    /// reverse a trim's or a dash's direction; Cairn keeps built-in symmetric shapes as drawn
    /// (Cairn's reading: Apple's page documents the protocol's default, not these types').
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A rectangle; its frame gives its size.
    public init() {}
    /// The whole of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset by `amount` points on every side (for `strokeBorder`).
    public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners, circular or continuous (SwiftUI's default).
public struct RoundedRectangle: InsettableShape {
    /// `.fixed`: the outline is symmetric about its vertical centre line, so a mirror could only
    /// reverse a trim's or a dash's direction; Cairn keeps built-in symmetric shapes as drawn
    /// (Cairn's reading: Apple's page documents the protocol's default, not these types').
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The corners' horizontal and vertical radii, in points (clamped to half the rectangle's sides when drawn).
    public var cornerSize: CGSize
    /// Circular arcs, or the continuous curve (the default).
    public var style: RoundedCornerStyle
    /// Rounded corners of the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Rounded corners of the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// `rect` with its corners rounded by `cornerSize` in `style`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The corner size's width and height: the radius animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    /// The rounded rectangle inset by `amount` points on every side (for `strokeBorder`).
    public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: amount) }
}

/// A circle: the largest circle centred in its frame.
public struct Circle: InsettableShape {
    /// `.fixed`: the outline is symmetric about its vertical centre line, so a mirror could only
    /// reverse a trim's or a dash's direction; Cairn keeps built-in symmetric shapes as drawn
    /// (Cairn's reading: Apple's page documents the protocol's default, not these types').
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A circle; its frame gives its size.
    public init() {}
    /// The largest circle centred in `rect` (diameter: its shorter side).
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// The circle inset by `amount` points (for `strokeBorder`).
    public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

/// An ellipse that fills its frame.
public struct Ellipse: InsettableShape {
    /// `.fixed`: the outline is symmetric about its vertical centre line, so a mirror could only
    /// reverse a trim's or a dash's direction; Cairn keeps built-in symmetric shapes as drawn
    /// (Cairn's reading: Apple's page documents the protocol's default, not these types').
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// An ellipse; its frame gives its size.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse inset by `amount` points on every side (for `strokeBorder`).
    public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    /// `.fixed`: the outline is symmetric about its vertical centre line, so a mirror could only
    /// reverse a trim's or a dash's direction; Cairn keeps built-in symmetric shapes as drawn
    /// (Cairn's reading: Apple's page documents the protocol's default, not these types').
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The ends' curve: circular (the default) or continuous.
    public var style: RoundedCornerStyle
    /// A capsule (corners circular by default, as SwiftUI's).
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// `rect` with corner radius half its shorter side: half circles at the ends.
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r, style: style)
    }
    /// The capsule inset by `amount` points on every side (for `strokeBorder`).
    public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

/// A shape drawn inside its frame, inset on every side.
public struct InsetShape<Base: Shape>: InsettableShape {
    /// The shape drawn in the smaller rectangle.
    public var base: Base
    /// The inset on every side, in points.
    public var amount: CGFloat
    /// The base shape's path in `rect` inset by `amount` (empty when the inset leaves nothing).
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: amount, dy: amount)
        guard r.width >= 0, r.height >= 0, !r.isNull else { return Path() }
        return base.path(in: CGRect(origin: .zero, size: r.size)).offsetBy(dx: r.minX, dy: r.minY)
    }
    /// The base shape's data and the inset: both animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { base.animatableData = newValue.first; amount = newValue.second }
    }
    /// The base shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    /// The same base shape, inset by both amounts added.
    public func inset(by amount: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: self.amount + amount) }
}

/// A type-erased shape.
public struct AnyShape: Shape, NodeDependentShape {
    private let makePath: (CGRect) -> Path
    private let fit: (ProposedViewSize) -> CGSize
    /// The wrapped shape's node-dependent path (`ContainerRelativeShape`), if it has one.
    private let makeNodePath: ((CGRect, ViewNode) -> Path)?
    /// The wrapped shape (Liquid Glass containers blend rounded boxes they recognise).
    package let base: any Shape
    /// The wrapped shape's behaviour.
    public let layoutDirectionBehavior: LayoutDirectionBehavior
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
        makePath = shape.path(in:)
        fit = shape.sizeThatFits
        layoutDirectionBehavior = shape.layoutDirectionBehavior
        makeNodePath = (shape as? any NodeDependentShape).map { dependent in { dependent.path(in: $0, node: $1) } }
    }
    /// The wrapped shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
    package func path(in rect: CGRect, node: ViewNode) -> Path {
        makeNodePath?(rect, node) ?? makePath(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
    }
}

import CairnLayout
