import Cairn
import CairnViews
import Foundation

/// A camera looking down at the map: its centre, distance, heading and pitch, as MapKit's
/// `MapCamera`.
public struct MapCamera: Equatable, Sendable {
    /// The point the camera looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance from the camera to that point, in metres.
    public var distance: CLLocationDistance
    /// The compass direction at the top of the map, in degrees clockwise from north.
    public var heading: CLLocationDirection
    /// The camera's tilt from straight down, in degrees.
    public var pitch: Double

    /// A camera over `centerCoordinate` from `distance` metres, turned to `heading` and tilted
    /// by `pitch`.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// Whether the two cameras are the same.
    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }

    /// The height of ground a camera sees from `distance` metres straight down.
    ///
    /// Apple does not publish MapKit's field of view. Cairn's estimate is 30° vertically, so
    /// the map shows 2 · tan 15° ≈ 0.536 times the distance from its top to its bottom.
    static func visibleHeight(atDistance distance: CLLocationDistance) -> CLLocationDistance {
        2 * tan(15 * Double.pi / 180) * distance
    }
}

/// How a map positions its camera, as MapKit's `MapCameraPosition`: framing its content
/// (`.automatic`), a region, a map rectangle, a map item, an explicit camera, or the user's
/// location (none in a render, so its fallback).
public struct MapCameraPosition: Equatable, Sendable {
    enum Framing: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case item(MKMapItem)
        case camera(MapCamera)
        case userLocation(followsHeading: Bool, fallback: Box)
    }

    /// The fallback of a user-location position, boxed (a position holds a position).
    final class Box: @unchecked Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }

    let framing: Framing
    /// Whether the user moved the map away from this position (never in a render).
    public let positionedByUser: Bool

    init(_ framing: Framing) { self.framing = framing; positionedByUser = false }

    /// The position that frames the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(.automatic) }
    /// The position that shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(.region(region)) }
    /// The position that shows `rect`.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(.rect(rect)) }
    /// The position that frames `item`.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition { MapCameraPosition(.item(item)) }
    /// The position of `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(.camera(camera)) }
    /// The position that follows the user's location, or `fallback` until it is known — in a
    /// render it never is, so the map shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(.userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    /// The region, when the position is one.
    public var region: MKCoordinateRegion? { if case .region(let r) = framing { return r } else { return nil } }
    /// The map rectangle, when the position is one.
    public var rect: MKMapRect? { if case .rect(let r) = framing { return r } else { return nil } }
    /// The item, when the position frames one.
    public var item: MKMapItem? { if case .item(let i) = framing { return i } else { return nil } }
    /// The camera, when the position is one.
    public var camera: MapCamera? { if case .camera(let c) = framing { return c } else { return nil } }
    /// Whether the position follows the user's location.
    public var followsUserLocation: Bool { if case .userLocation = framing { return true } else { return false } }
    /// Whether the position follows the user's heading.
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = framing { return heading } else { return false } }
    /// The fallback of a user-location position.
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let box) = framing { return box.position } else { return nil } }

    /// Whether the two positions are the same framing of the same place.
    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
        guard a.positionedByUser == b.positionedByUser else { return false }
        switch (a.framing, b.framing) {
        case (.automatic, .automatic): return true
        case (.region(let x), .region(let y)):
            return x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
                && x.span.latitudeDelta == y.span.latitudeDelta && x.span.longitudeDelta == y.span.longitudeDelta
        case (.rect(let x), .rect(let y)):
            return x.origin.x == y.origin.x && x.origin.y == y.origin.y && x.size.width == y.size.width && x.size.height == y.size.height
        case (.item(let x), .item(let y)): return x === y
        case (.camera(let x), .camera(let y)): return x == y
        case (.userLocation(let h1, let f1), .userLocation(let h2, let f2)): return h1 == h2 && f1.position == f2.position
        default: return false
        }
    }
}

/// Limits on where the camera may go (`MapCameraBounds`). A render shows the initial position,
/// which MapKit keeps within the bounds' distances: Cairn clamps the camera distance to them.
public struct MapCameraBounds: Sendable {
    let centerRegion: MKCoordinateRegion?
    let minimumDistance: Double?
    let maximumDistance: Double?
    /// Bounds on the centre's region and the camera's distance.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerRegion = centerCoordinateBounds; self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
    }
    /// Bounds on the centre's map rectangle and the camera's distance.
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerRegion = MKCoordinateRegion(centerCoordinateBounds); self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
    }
    /// Bounds on the camera's distance only.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerRegion = nil; self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
    }
}

/// The gestures a map answers (`MapInteractionModes`); a still answers none, so they change
/// nothing drawn.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Pitching.
    public static let pitch = MapInteractionModes(rawValue: 4)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 8)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .pitch, .rotate]
}

/// What `onMapCameraChange` hands its action (`MapCameraUpdateContext`).
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The visible region.
    public let region: MKCoordinateRegion
    /// The visible map rectangle.
    public let rect: MKMapRect
}

/// When `onMapCameraChange` calls its action (`MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable {
    /// When a change ends.
    case onEnd
    /// Throughout a change.
    case continuous
}

/// How the iOS 14 map follows the user (`MapUserTrackingMode`).
public enum MapUserTrackingMode: Sendable {
    /// It does not.
    case none
    /// It follows the user's location.
    case follow
}

/// The look of a map: standard, satellite imagery, or both, as MapKit's `MapStyle`.
///
/// A render has no map data — Apple's maps are drawn from tiles on Apple's servers — so Cairn
/// draws each style's land colour under the content (Cairn's estimate, sampled by eye from
/// Apple Maps screenshots in light and dark: standard (247, 245, 240) / (44, 47, 51), muted
/// (240, 240, 238) / (36, 38, 41), imagery (66, 76, 60)); roads, labels, water and terrain are
/// not drawn. Markers, annotations, overlays and controls are placed exactly.
public struct MapStyle: Sendable {
    enum Kind: Sendable { case standard, imagery, hybrid }
    let kind: Kind
    let muted: Bool

    /// The standard map.
    public static var standard: MapStyle { MapStyle(kind: .standard, muted: false) }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle(kind: .imagery, muted: false) }
    /// Imagery with roads and labels.
    public static var hybrid: MapStyle { MapStyle(kind: .hybrid, muted: false) }

    /// The standard map with the options given (`.muted` emphasis draws a greyer land).
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: .standard, muted: emphasis == .muted)
    }
    /// Imagery with the elevation given.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    /// Imagery with roads and labels, with the options given.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }

    /// How a map shows height (`MapStyle.Elevation`): a still is seen from straight above.
    public enum Elevation: Sendable {
        /// The system's choice.
        case automatic
        /// A flat map.
        case flat
        /// Terrain and buildings in relief.
        case realistic
    }
    /// How strongly a standard map draws (`MapStyle.StandardEmphasis`).
    public enum StandardEmphasis: Sendable {
        /// Full colour.
        case automatic
        /// Muted colours, so content stands out.
        case muted
    }

    /// The land colour under the content (see the type's discussion).
    func landColor(dark: Bool) -> Color {
        switch (kind, muted, dark) {
        case (.standard, false, false): return Color(red: 247 / 255, green: 245 / 255, blue: 240 / 255)
        case (.standard, false, true): return Color(red: 44 / 255, green: 47 / 255, blue: 51 / 255)
        case (.standard, true, false): return Color(red: 240 / 255, green: 240 / 255, blue: 238 / 255)
        case (.standard, true, true): return Color(red: 36 / 255, green: 38 / 255, blue: 41 / 255)
        default: return Color(red: 66 / 255, green: 76 / 255, blue: 60 / 255)
        }
    }

    /// Whether titles draw light (over imagery).
    var isImagery: Bool { kind != .standard }
}

/// Which points of interest a map shows (`PointOfInterestCategories`); a render draws none.
public struct PointOfInterestCategories: Sendable {
    let filter: MKPointOfInterestFilter
    /// Every category.
    public static var all: PointOfInterestCategories { PointOfInterestCategories(filter: .includingAll) }
    /// No category.
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(filter: .excludingAll) }
    /// Only `categories`.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(including: categories))
    }
    /// All but `categories`.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(excluding: categories))
    }
}
