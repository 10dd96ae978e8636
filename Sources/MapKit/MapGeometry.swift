@_exported import Cairn
import Foundation

// MapKit's projection: the spherical (Web) Mercator projection of WGS 84 coordinates onto a
// square "map" of 2²⁸ × 2²⁸ map points, as Apple documents for `MKMapPoint` ("a point on a
// two-dimensional map projection", the world being `MKMapSize.world`). Every formula here is
// the standard one for that projection (EPSG:3857), so map points agree with Apple's.

/// The Earth's equatorial radius in metres (WGS 84), the sphere of the Mercator projection.
let earthEquatorialRadius = 6_378_137.0
/// The latitude where the projection's square ends (the Web Mercator limit, ±85.0511°).
let mercatorLatitudeLimit = 85.051_128_779_806_59

/// A point on MapKit's two-dimensional Mercator map, in map points (`MKMapPoint`).
public struct MKMapPoint: Sendable {
    /// The horizontal position, 0 at 180° west, growing east.
    public var x: Double
    /// The vertical position, 0 at the projection's northern edge, growing south.
    public var y: Double

    /// The point (0, 0).
    public init() { x = 0; y = 0 }
    /// The point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The map point of `coordinate` (latitude clamped to the projection's ±85.0511°).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapSize.world.width
        let latitude = max(-mercatorLatitudeLimit, min(mercatorLatitudeLimit, coordinate.latitude.isFinite ? coordinate.latitude : 0))
        let longitude = coordinate.longitude.isFinite ? coordinate.longitude : 0
        let s = sin(latitude * .pi / 180)
        x = (longitude + 180) / 360 * width
        y = (0.5 - log((1 + s) / (1 - s)) / (4 * .pi)) * width
    }

    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapSize.world.width
        let longitude = x / width * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in metres to `other` (the great-circle distance of their coordinates).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation.greatCircleDistance(coordinate, other.coordinate)
    }
}

/// A size on the Mercator map, in map points (`MKMapSize`).
public struct MKMapSize: Sendable {
    /// The width in map points.
    public var width: Double
    /// The height in map points.
    public var height: Double
    /// The size 0 × 0.
    public init() { width = 0; height = 0 }
    /// The size `width` × `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole world: 268,435,456 (2²⁸) map points a side.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the Mercator map (`MKMapRect`).
public struct MKMapRect: Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The size.
    public var size: MKMapSize

    /// The empty rectangle at (0, 0).
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    /// The rectangle at `origin` with `size`.
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    /// The rectangle at `x`, `y` that is `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y); size = MKMapSize(width: width, height: height)
    }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle (infinite origin), as `MKMapRect.null`.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The smallest x.
    public var minX: Double { origin.x }
    /// The smallest y.
    public var minY: Double { origin.y }
    /// The largest x.
    public var maxX: Double { origin.x + size.width }
    /// The largest y.
    public var maxY: Double { origin.y + size.height }
    /// The middle x.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle y.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether it is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it has no area.
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside.
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding this one and `other` (null ignored).
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ other: MKMapRect) -> Bool {
        !isNull && !other.isNull && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// The map points per metre at `latitude` (`MKMapPointsPerMeterAtLatitude`).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The metres per map point at `latitude` (`MKMetersPerMapPointAtLatitude`): the equator's
/// 2π · 6,378,137 m over 2²⁸ points, times the cosine of the latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = max(-mercatorLatitudeLimit, min(mercatorLatitudeLimit, latitude.isFinite ? latitude : 0))
    return 2 * .pi * earthEquatorialRadius * cos(clamped * .pi / 180) / MKMapSize.world.width
}

/// The width and height of a region in degrees (`MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable {
    /// The north–south extent in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// The east–west extent in degrees.
    public var longitudeDelta: CLLocationDegrees
    /// The span 0 × 0.
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    /// The span `latitudeDelta` × `longitudeDelta`.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular region of the Earth, a centre and a span (`MKCoordinateRegion`). Like
/// Apple's, neither `Equatable` nor `Hashable`.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The extent in degrees.
    public var span: MKCoordinateSpan

    /// The region at (0, 0) with no extent.
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    /// The region centred on `center`, `span` wide and high.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }

    /// The region centred on `center` that is `latitudinalMeters` from north to south and
    /// `longitudinalMeters` from east to west: the map rectangle of those metres at the
    /// centre's latitude (`MKMapPointsPerMeterAtLatitude`), read back as degrees.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let perMeter = MKMapPointsPerMeterAtLatitude(center.latitude)
        let middle = MKMapPoint(center)
        let width = max(0, longitudinalMeters.isFinite ? longitudinalMeters : 0) * perMeter
        let height = max(0, latitudinalMeters.isFinite ? latitudinalMeters : 0) * perMeter
        let rect = MKMapRect(x: middle.x - width / 2, y: middle.y - height / 2, width: width, height: height)
        self.init(rect)
        self.center = center
    }

    /// The region covering `rect`.
    public init(_ rect: MKMapRect) {
        guard !rect.isNull else { self.init(); return }
        let top = MKMapPoint(x: rect.midX, y: rect.minY).coordinate
        let bottom = MKMapPoint(x: rect.midX, y: rect.maxY).coordinate
        let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: middle, span: MKCoordinateSpan(latitudeDelta: top.latitude - bottom.latitude,
                                                         longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }

    /// The map rectangle of the region: its corners projected (Cairn's helper, as
    /// `MKMapRect` of the region in apps' own extensions).
    var mapRect: MKMapRect {
        let halfLatitude = span.latitudeDelta / 2, halfLongitude = span.longitudeDelta / 2
        let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + halfLatitude, longitude: center.longitude - halfLongitude))
        let bottomRight = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - halfLatitude, longitude: center.longitude + halfLongitude))
        return MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }
}
