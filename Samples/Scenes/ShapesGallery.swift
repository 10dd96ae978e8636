import Cairn

/// Every drawing feature on one page, label-free: five rows of six 80 × 80 cells on white.
///
/// | row | cells, left to right |
/// |---|---|
/// | 1 built-in shapes | Rectangle · RoundedRectangle .circular · .continuous (radius 24) · Circle · Ellipse (80 × 50) · Capsule (80 × 40) |
/// | 2 caps and joins | zig-zag 10 pt wide, caps butt · round · square (white centre line shows the path's ends); joins miter · round · bevel |
/// | 3 dashes and trims | dash [10, 6] · same dash, phase 8 · dashed circle, round caps; a circle trimmed to 0.25 · 0.5 · 0.75 over its faint full ring |
/// | 4 gradients and fill rules | linear · radial · elliptical · angular; a pentagram filled non-zero (solid) · even-odd (hollow centre) |
/// | 5 stroke placement, clipping, transforms | strokeBorder (inside the grey frame) · stroke (straddles it) · stripes clipped to a circle · rectangle rotated 45° and scaled 0.7 · capsule inset by 12 inside its outline · `Color.blue.gradient` |
public struct ShapesGallery: View {
    /// The side of one cell, in points.
    static let cell: CGFloat = 80
    /// The gap between cells and around the grid, in points.
    static let gap: CGFloat = 16

    public init() {}

    public var body: some View {
        VStack(spacing: Self.gap) {
            builtInShapes
            capsAndJoins
            dashesAndTrims
            gradientsAndFillRules
            placementClippingTransforms
        }
        .padding(Self.gap)
        .background(Color.white)
    }

    /// Row 1: the six built-in shapes, filled.
    var builtInShapes: some View {
        HStack(spacing: Self.gap) {
            Cell { Rectangle().fill(Color.blue) }
            Cell { RoundedRectangle(cornerRadius: 24, style: .circular).fill(Color.indigo) }
            Cell { RoundedRectangle(cornerRadius: 24, style: .continuous).fill(Color.purple) }
            Cell { Circle().fill(Color.pink) }
            Cell { Ellipse().fill(Color.orange).frame(width: 80, height: 50) }
            Cell { Capsule().fill(Color.teal).frame(width: 80, height: 40) }
        }
    }

    /// Row 2: line caps (default miter join) and line joins (default butt cap).
    var capsAndJoins: some View {
        HStack(spacing: Self.gap) {
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineCap: .butt)) }
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineCap: .round)) }
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineCap: .square)) }
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineJoin: .miter)) }
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineJoin: .round)) }
            Cell { CapOrJoin(style: StrokeStyle(lineWidth: 10, lineJoin: .bevel)) }
        }
    }

    /// Row 3: dash patterns, a dash phase, and trims of a circle.
    var dashesAndTrims: some View {
        HStack(spacing: Self.gap) {
            Cell { MidLine().stroke(Color.red, style: StrokeStyle(lineWidth: 8, dash: [10, 6])) }
            Cell { MidLine().stroke(Color.red, style: StrokeStyle(lineWidth: 8, dash: [10, 6], dashPhase: 8)) }
            Cell {
                Circle().inset(by: 4)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0.1, 12]))
            }
            Cell { TrimmedRing(fraction: 0.25) }
            Cell { TrimmedRing(fraction: 0.5) }
            Cell { TrimmedRing(fraction: 0.75) }
        }
    }

    /// Row 4: the four gradient kinds, then the two fill rules on a self-intersecting star.
    var gradientsAndFillRules: some View {
        HStack(spacing: Self.gap) {
            Cell {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            }
            Cell {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))
            }
            Cell {
                Rectangle()
                    .fill(EllipticalGradient(colors: [.mint, .indigo]))
                    .frame(width: 80, height: 50)
            }
            Cell {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
            }
            Cell { Pentagram().fill(Color.yellow, style: FillStyle(eoFill: false)) }
            Cell { Pentagram().fill(Color.yellow, style: FillStyle(eoFill: true)) }
        }
    }

    /// Row 5: where strokes fall, clipping, shape transforms and insets.
    var placementClippingTransforms: some View {
        HStack(spacing: Self.gap) {
            Cell { Circle().strokeBorder(Color.red, lineWidth: 16).border(Color.gray) }
            Cell { Circle().stroke(Color.red, lineWidth: 16).border(Color.gray) }
            Cell {
                HStack(spacing: 0) {
                    Color.red
                    Color.orange
                    Color.yellow
                    Color.green
                    Color.blue
                }
                .clipShape(Circle())
            }
            Cell { Rectangle().rotation(.degrees(45)).scale(0.7).fill(Color.green) }
            Cell {
                ZStack {
                    Capsule().stroke(Color.gray, lineWidth: 1)
                    Capsule().inset(by: 12).fill(Color.cyan)
                }
                .frame(width: 80, height: 48)
            }
            Cell { Circle().fill(Color.blue.gradient) }
        }
    }
}

/// One gallery cell: its content in an 80 × 80 frame.
struct Cell<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        content.frame(width: ShapesGallery.cell, height: ShapesGallery.cell)
    }
}

/// The zig-zag stroked blue in `style`, with its centre line in white so caps and joins
/// show against the path they extend.
struct CapOrJoin: View {
    let style: StrokeStyle
    var body: some View {
        ZStack {
            ZigZag().stroke(Color.blue, style: style)
            ZigZag().stroke(Color.white, lineWidth: 1)
        }
    }
}

/// A circle's outline trimmed to `fraction` of its length, over its faint full ring.
///
/// SwiftUI's circle path starts at 3 o'clock and runs clockwise on screen, so 0.25 is the
/// lower-right quarter.
struct TrimmedRing: View {
    let fraction: CGFloat
    var body: some View {
        ZStack {
            Circle().inset(by: 5).stroke(Color.green.opacity(0.25), lineWidth: 10)
            Circle().inset(by: 5).trim(from: 0, to: fraction)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        }
    }
}
