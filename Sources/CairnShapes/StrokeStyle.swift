import Foundation

/// The shape drawn at the ends of open stroked lines.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// `butt` stops the line at its endpoint (the default); `round` adds a half circle and `square` a half square of the line's width beyond it.
    case butt, round, square
}

/// The shape drawn where two stroked segments meet.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// `miter` extends the edges to a point (the default; bevelled past the miter limit); `round` joins with an arc; `bevel` cuts the corner off.
    case miter, round, bevel
}

/// How a path is stroked, with SwiftUI's defaults: width 1, butt caps, miter joins,
/// miter limit 10, no dash.
public struct StrokeStyle: Equatable, Sendable {
    /// The line's width in points (default 1), centred on the path.
    public var lineWidth: CGFloat
    /// The ends of open subpaths (default `.butt`).
    public var lineCap: CGLineCap
    /// Where segments meet (default `.miter`).
    public var lineJoin: CGLineJoin
    /// The miter length, in line widths, past which a miter join is bevelled (default 10).
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths in points (default empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points (default 0).
    public var dashPhase: CGFloat

    /// Creates a stroke style; every parameter defaults to SwiftUI's value.
    public init(
        lineWidth: CGFloat = 1,
        lineCap: CGLineCap = .butt,
        lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](),
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a path's interior is filled: the non-zero winding rule by default, or even-odd.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style (non-zero winding, antialiased by default).
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The style of rounded corners: circular arcs, or Apple's continuous ("squircle") curve.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// `circular` corners are quarter circles; `continuous` corners ease into the edges with Apple's smoother curve, as SwiftUI's default for `RoundedRectangle` is.
    case circular, continuous
}
