import CairnGeometry
import Foundation

/// A list of colour stops for a gradient.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits along the gradient, 0 at the start and 1 at the end.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The colour stops, ordered by location (colours between two stops are interpolated in sRGB).
    public var stops: [Stop]

    /// A gradient from explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient whose colours are spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n <= 1 ? 0 : CGFloat(i) / CGFloat(n - 1))
        }
    }

    /// The most stops Cairn draws: a longer list keeps this many, evenly spaced by index
    /// (the first and the last among them). A 4,096-pixel ramp shows no more colours than
    /// that, and every painter and the SVG writer pay per stop.
    public static let maximumStopCount = 1_024

    /// The stops a painter uses: at most `maximumStopCount`, picked by index without
    /// reading the others (so a 10⁷-stop list costs no more than a 1,024-stop one).
    package var boundedStops: [Stop] {
        let n = stops.count, limit = Self.maximumStopCount
        guard n > limit else { return stops }
        return (0..<limit).map { i in stops[Int((Double(i) * Double(n - 1) / Double(limit - 1)).rounded())] }
    }

    /// What Cairn corrects in these stops, for `ViewLayout.diagnostics`; `owner` names the
    /// style (`LinearGradient`). Empty when the stops are drawn as given.
    package func inputDiagnostics(owner: String) -> [String] {
        var messages: [String] = []
        if stops.count > Self.maximumStopCount {
            messages.append("\(owner) has \(stops.count) stops; Cairn draws \(Self.maximumStopCount) of them, evenly spaced (Gradient.maximumStopCount).")
        }
        let kept = boundedStops
        if let i = kept.firstIndex(where: { $0.location.isNaN }) {
            let count = kept.lazy.filter { $0.location.isNaN }.count
            let first = kept.count == stops.count ? " (the first is stop \(i))" : ""
            messages.append("\(owner): \(count) stop(s) with location nan\(first); a NaN location is treated as 0.")
        }
        return messages
    }

    /// The stops sorted by location, clamped to 0...1; at least one stop (clear) when empty;
    /// at most `maximumStopCount` (`boundedStops`).
    package var normalizedStops: [Stop] {
        if stops.isEmpty { return [Stop(color: .clear, location: 0)] }
        return boundedStops.enumerated()
            .map { i, s in (i, Stop(color: s.color, location: s.location.isNaN ? 0 : min(max(s.location, 0), 1))) }
            .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
            .map(\.1)
    }
}

/// A gradient that runs along a line between two unit points of the shape's bounds.
public struct LinearGradient: Hashable, Sendable {
    /// The colours along the line.
    public var gradient: Gradient
    /// Where the gradient starts, as a unit point of the filled shape's bounds (e.g. `.top`).
    public var startPoint: UnitPoint
    /// Where the gradient ends, as a unit point of the filled shape's bounds (e.g. `.bottom`); beyond both ends the end colours extend.
    public var endPoint: UnitPoint
    /// A linear gradient of `gradient` from `startPoint` to `endPoint` of the shape's bounds.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A linear gradient of `colors`, spaced evenly, from `startPoint` to `endPoint` of the shape's bounds.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of explicit `stops` from `startPoint` to `endPoint` of the shape's bounds.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A circular gradient between two radii (in points) around a unit-point centre.
public struct RadialGradient: Hashable, Sendable {
    /// The colours from the start circle outwards.
    public var gradient: Gradient
    /// The circles' centre, as a unit point of the filled shape's bounds.
    public var center: UnitPoint
    /// The radius in points where the first colour is (inside it, the first colour).
    public var startRadius: CGFloat
    /// The radius in points where the last colour is (beyond it, the last colour).
    public var endRadius: CGFloat
    /// A radial gradient of `gradient` from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center
        self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A radial gradient of `colors`, spaced evenly, from `startRadius` to `endRadius` points around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of explicit `stops` from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A radial gradient stretched to the shape's bounds: radii are fractions of half the
/// bounds' width (horizontally) and height (vertically).
public struct EllipticalGradient: Hashable, Sendable {
    /// The colours from the centre outwards.
    public var gradient: Gradient
    /// The ellipse's centre, as a unit point of the filled shape's bounds (default `.center`).
    public var center: UnitPoint
    /// Where the first colour is, as a fraction of the bounds' half size (default 0).
    public var startRadiusFraction: CGFloat
    /// Where the last colour is, as a fraction of the bounds' half size (default 0.5, as SwiftUI's).
    public var endRadiusFraction: CGFloat
    /// An elliptical gradient of `gradient` around `center`, between the two radius fractions.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// An elliptical gradient of `colors`, spaced evenly, around `center`, between the two radius fractions.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of explicit `stops` around `center`, between the two radius fractions.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A conic gradient that sweeps around a centre from `startAngle` to `endAngle`
/// (angles measured from +x towards +y, i.e. clockwise on screen).
public struct AngularGradient: Hashable, Sendable {
    /// The colours along the sweep.
    public var gradient: Gradient
    /// The sweep's centre, as a unit point of the filled shape's bounds.
    public var center: UnitPoint
    /// Where the first colour is (0° points along +x, i.e. to the right).
    public var startAngle: Angle
    /// Where the last colour is, clockwise on screen from `startAngle`.
    public var endAngle: Angle
    /// A conic gradient of `gradient` around `center` from `startAngle` to `endAngle`; equal angles (the default) sweep a full turn, as in SwiftUI.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal start and end angles mean a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// A conic gradient of `colors`, spaced evenly, around `center` from `startAngle` to `endAngle` (equal angles: a full turn).
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient of explicit `stops` around `center` from `startAngle` to `endAngle` (equal angles: a full turn).
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn conic gradient of `colors`, spaced evenly, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

/// The gradient a colour's `.gradient` property gives: a subtle top-to-bottom shading of
/// that colour.
public struct AnyGradient: Hashable, Sendable {
    package var base: Color
    /// Creates the standard gradient of a colour.
    public init(_ color: Color) { base = color }

    /// SwiftUI draws `Color.x.gradient` lighter at the top and slightly darker at the bottom;
    /// its exact amounts are undocumented. Cairn mixes 12% white in at the top and 6% black
    /// in at the bottom (an approximation, chosen by eye against published screenshots).
    package var linear: LinearGradient {
        let (top, bottom) = Self.shades(of: base.resolved)
        return LinearGradient(colors: [Color(top), Color(bottom)], startPoint: .top, endPoint: .bottom)
    }

    /// The top and bottom colours of `c`'s gradient: 12 % white mixed in, 6 % black.
    package static func shades(of c: Color.Resolved) -> (top: Color.Resolved, bottom: Color.Resolved) {
        func mix(_ v: Double, _ target: Double, _ t: Double) -> Double { v + (target - v) * t }
        return (Color.Resolved(red: mix(c.red, 1, 0.12), green: mix(c.green, 1, 0.12), blue: mix(c.blue, 1, 0.12), opacity: c.opacity),
                Color.Resolved(red: mix(c.red, 0, 0.06), green: mix(c.green, 0, 0.06), blue: mix(c.blue, 0, 0.06), opacity: c.opacity))
    }
}

extension Color {
    /// A subtle vertical gradient of this colour, for use as a shape style.
    public var gradient: AnyGradient { AnyGradient(self) }
}
