import Foundation

/// The shape drawn at the ends of open stroked lines.
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// The shape drawn where two stroked segments meet.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}

/// How a path is stroked, with SwiftUI's defaults: width 1, butt caps, miter joins,
/// miter limit 10, no dash.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
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
    case circular, continuous
}
