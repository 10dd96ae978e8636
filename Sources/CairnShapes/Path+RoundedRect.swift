import CairnGeometry
import Foundation

/// Rounded rectangles, circular or continuous ("squircle") corners.
///
/// The subpath starts on the top edge where the top-leading corner ends, runs clockwise on
/// screen (top edge, top-trailing corner, trailing edge, ...) and is closed.
///
/// `.continuous` corners use the widely published reconstruction of iOS 7's continuous
/// corner (PaintCode, "Code for iOS 7 rounded rectangles"): three cubics per corner whose
/// curvature ramps up from the edges, spanning 1.52866483 × radius along each edge. When the
/// rect is too small for that extent, Cairn blends the corner towards a circular quarter
/// (reaching it when the radius is half the side), so the straight edges vanish smoothly
/// instead of the radius being cut (SwiftUI likewise turns into a capsule, never a cut
/// squircle). `.circular` corners are quarter ellipses of four-cubic-circle kappa.
extension Path {
    /// How far along each edge a continuous corner reaches, in radii.
    private static let continuousExtent: CGFloat = 1.52866483

    /// The continuous corner, in corner units (X along the incoming edge away from the
    /// corner, Y along the outgoing edge), as three cubics (control 1, control 2, end).
    private static let continuousCorner: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        (CGPoint(x: 0.37282392, y: 0.19262073), CGPoint(x: 0.19262073, y: 0.37282392),
         CGPoint(x: 0.06549600, y: 0.66993427)),
        (CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
    ]

    /// A circular quarter in the same three-cubic layout (two pieces degenerate), so it can be
    /// blended with the continuous corner point by point.
    private static let circularCorner3: [(CGPoint, CGPoint, CGPoint)] = {
        let k = 1 - circleKappa
        let a = CGPoint(x: 1, y: 0), b = CGPoint(x: 0, y: 1)
        return [(a, a, a), (CGPoint(x: k, y: 0), CGPoint(x: 0, y: k), b), (b, b, b)]
    }()

    /// A path holding a rounded rectangle with equal corner radii.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding a rounded rectangle with corners of the given width and height.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds a closed rounded rectangle.
    ///
    /// Equal corner width and height (a corner radius) are clamped to half the shorter side,
    /// so corners stay circular; unequal ones are clamped to half the width and half the
    /// height respectively (SwiftUI clamps; Core Graphics would assert). Negative or zero
    /// sizes give a plain rectangle.
    /// - Parameters:
    ///   - rect: The rectangle (standardized first; non-finite adds nothing).
    ///   - cornerSize: The corner radii along x and y.
    ///   - style: `.continuous` (SwiftUI's default) or `.circular`.
    ///   - transform: Applied to the points before they are added.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard rect.isFinite, !rect.isNull, cornerSize.width.isFinite, cornerSize.height.isFinite else {
            return
        }
        let r = rect.standardized
        let halfW = r.width / 2, halfH = r.height / 2
        var rx = min(max(cornerSize.width, 0), halfW)
        var ry = min(max(cornerSize.height, 0), halfH)
        if cornerSize.width == cornerSize.height {
            // Round corners stay round: one radius, clamped to half the shorter side.
            rx = min(rx, ry)
            ry = rx
        }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        // Pick the corner curve: continuous where it fits, circular, or a blend in between.
        var start = CGPoint(x: 1, y: 0)
        var curves = [(CGPoint(x: 1 - Self.circleKappa, y: 0), CGPoint(x: 0, y: 1 - Self.circleKappa),
                       CGPoint(x: 0, y: 1))]
        if style == .continuous {
            let room = min(halfW / rx, halfH / ry)  // >= 1 after clamping
            let t = min(max((room - 1) / (Self.continuousExtent - 1), 0), 1)
            if t > 0 {
                start = CGPoint(x: 1 + (Self.continuousExtent - 1) * t, y: 0)
                curves = zip(Self.circularCorner3, Self.continuousCorner).map { c, s in
                    (c.0.lerp(s.0, t), c.1.lerp(s.1, t), c.2.lerp(s.2, t))
                }
            }
        }
        // Each corner: its point, the unit step along the incoming edge away from the corner
        // (X) and along the outgoing edge (Y).
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -rx, y: 0), CGPoint(x: 0, y: ry)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -ry), CGPoint(x: -rx, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: rx, y: 0), CGPoint(x: 0, y: -ry)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: ry), CGPoint(x: rx, y: 0)),
        ]
        func map(_ corner: (CGPoint, CGPoint, CGPoint), _ u: CGPoint) -> CGPoint {
            (corner.0 + u.x * corner.1 + u.y * corner.2).applying(transform)
        }
        let last = corners[3]
        move(to: map(last, CGPoint(x: start.y, y: start.x)))
        for corner in corners {
            let edgeEnd = map(corner, start)
            if currentPoint != edgeEnd { addLine(to: edgeEnd) }
            for (c1, c2, end) in curves {
                addCurve(to: map(corner, end), control1: map(corner, c1), control2: map(corner, c2))
            }
        }
        closeSubpath()
    }
}
