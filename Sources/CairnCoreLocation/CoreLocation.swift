import Foundation

// Core Location's value types and location manager, for SwiftUI code that shows places: what
// `import CoreLocation` (and `import MapKit`, which re-exports it) gives on iOS. A render has no
// location hardware and no network: coordinates, locations and distances compute as on iOS; the
// location manager never delivers a location and the geocoder answers with a network error, as
// an iPhone without location or connection does.

/// A latitude or longitude in degrees (WGS 84).
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A direction in degrees clockwise from north.
public typealias CLLocationDirection = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A speed's accuracy in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction's accuracy in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// A geographic coordinate, latitude and longitude in degrees (WGS 84), as Core Location's
/// `CLLocationCoordinate2D`. Like Apple's, it is neither `Equatable` nor `Hashable`, so the
/// `extension CLLocationCoordinate2D: Equatable` apps write compiles unchanged.
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude in degrees, positive north of the equator.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees, positive east of Greenwich.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() { latitude = 0; longitude = 0 }

    /// The coordinate at `latitude` and `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is a valid coordinate: latitude within ±90°, longitude within ±180°,
/// both finite (Core Location's `CLLocationCoordinate2DIsValid`).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.latitude.isFinite && coordinate.longitude.isFinite
        && abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// Makes a coordinate (Core Location's `CLLocationCoordinate2DMake`).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The invalid coordinate (Core Location's `kCLLocationCoordinate2DInvalid`: −180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// The best accuracy a location manager can be asked for.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accuracy to the nearest ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to the nearest hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to the nearest kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
/// Accuracy to the nearest three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000
/// Reduced accuracy (approximate location).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3_000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A location: a coordinate with its altitude, accuracy and time, as Core Location's
/// `CLLocation`. Immutable, so it may cross actors.
open class CLLocation: NSObject, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude in metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate, in metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The accuracy of the altitude, in metres (negative: invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees (negative: invalid).
    public let course: CLLocationDirection
    /// The course's accuracy in degrees (negative: invalid).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in metres per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// The speed's accuracy (negative: invalid).
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was determined.
    public let timestamp: Date

    /// A location at `latitude` and `longitude`, altitude 0, accuracy 0, now.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; horizontalAccuracy = 0; verticalAccuracy = -1
        course = -1; courseAccuracy = -1; speed = -1; speedAccuracy = -1
        timestamp = Date()
    }

    /// A location with the coordinate, altitude, accuracies and time given.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude
        horizontalAccuracy = hAccuracy; verticalAccuracy = vAccuracy
        course = -1; courseAccuracy = -1; speed = -1; speedAccuracy = -1
        self.timestamp = timestamp
    }

    /// A location with course and speed as well.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude
        horizontalAccuracy = hAccuracy; verticalAccuracy = vAccuracy
        self.course = course; courseAccuracy = -1; self.speed = speed; speedAccuracy = -1
        self.timestamp = timestamp
    }

    /// The distance in metres from `location` along the Earth's surface.
    ///
    /// Apple documents only that the distance follows "a line between the two points that
    /// follows the curvature of the Earth". Cairn's estimate is the haversine great-circle
    /// distance on a sphere of the WGS 84 mean radius (6,371,008.8 m): within 0.5 % of the
    /// ellipsoidal distance anywhere (London–Paris, 343.5 km, comes out 343.6 km).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        CLLocation.greatCircleDistance(coordinate, location.coordinate)
    }

    /// The haversine distance in metres between two coordinates (see `distance(from:)`).
    public static func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
        let radius = 6_371_008.8
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180
        let dφ = φ2 - φ1, dλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * radius * asin(min(1, sqrt(max(0, h))))
    }

    /// The location as Core Location describes it: `<+lat,+lon> +/- accuracy m`.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}

/// Whether the app may use location services, as Core Location's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked (always the case in a render: nobody answers the prompt).
    case notDetermined = 0
    /// Location services are restricted on the device.
    case restricted = 1
    /// The user denied location services.
    case denied = 2
    /// Authorized at any time.
    case authorizedAlways = 3
    /// Authorized while the app is in use.
    case authorizedWhenInUse = 4
}

/// Whether location is precise or approximate, as Core Location's `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise location.
    case fullAccuracy = 0
    /// Approximate location.
    case reducedAccuracy = 1
}

/// What the app tracks location for, as Core Location's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
    /// Unspecified.
    case other = 1
    /// Driving.
    case automotiveNavigation = 2
    /// Exercise.
    case fitness = 3
    /// Other vehicle navigation.
    case otherNavigation = 4
    /// Flight.
    case airborne = 5
}

/// A Core Location error, as `CLError` (its `Code`).
public struct CLError: Error, Sendable, CustomStringConvertible {
    /// The kinds of Core Location error.
    public enum Code: Int, Sendable {
        /// The location is unknown right now.
        case locationUnknown = 0
        /// Access was denied.
        case denied = 1
        /// The network is unavailable.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// The geocoder found no result.
        case geocodeFoundNoResult = 8
        /// The geocoder was cancelled.
        case geocodeCanceled = 10
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `kCLErrorLocationUnknown` as a value.
    public static let locationUnknown = Code.locationUnknown
    /// `kCLErrorDenied` as a value.
    public static let denied = Code.denied
    /// `kCLErrorNetwork` as a value.
    public static let network = Code.network

    /// What went wrong, and why in a render.
    public var description: String {
        switch code {
        case .network: return "CLError.network: a render has no network, so geocoding is unavailable"
        case .locationUnknown: return "CLError.locationUnknown: a render has no location"
        default: return "CLError.\(code)"
        }
    }
}

/// The methods a location manager calls with locations, errors and authorization changes, as
/// Core Location's `CLLocationManagerDelegate`; every method is optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations arrived (never in a render).
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locating failed.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (iOS 13 form).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    /// Does nothing unless the delegate implements it.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing unless the delegate implements it.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing unless the delegate implements it.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing unless the delegate implements it.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The object that delivers location events, as Core Location's `CLLocationManager`.
///
/// A render has no location hardware and nobody answers the permission prompt: the
/// authorization stays `.notDetermined`, `location` stays nil and the delegate is never
/// called with locations — what an app sees on a device whose user has not yet answered. The
/// settings an app makes are kept and read back.
open class CLLocationManager: NSObject {
    /// The object that receives the manager's events.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy the app asks for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance the device must move before an update.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The kind of activity being tracked.
    open var activityType: CLActivityType = .other
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates may pause automatically.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows the background location indicator.
    open var showsBackgroundLocationIndicator = false
    /// The heading change that triggers a heading update.
    open var headingFilter: CLLocationDegrees = 1
    /// The app's authorization: `.notDetermined` (nobody answers a prompt in a render).
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// The accuracy the user granted: full (the default before anything is asked).
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The most recent location: nil, as none is ever determined in a render.
    open var location: CLLocation? { nil }

    /// A manager with the default settings.
    public override init() { super.init() }

    /// Whether the device has location services on: false in a render.
    open class func locationServicesEnabled() -> Bool { false }
    /// Whether the device can report headings: false in a render.
    open class func headingAvailable() -> Bool { false }
    /// The app's authorization (deprecated class form): `.notDetermined`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Asks for permission while in use: on iOS a prompt appears; in a render nobody answers,
    /// so nothing changes.
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission at any time; nothing changes in a render.
    open func requestAlwaysAuthorization() {}
    /// Asks for temporary full accuracy; nothing changes in a render.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
    /// Starts location updates: none arrive in a render.
    open func startUpdatingLocation() {}
    /// Stops location updates.
    open func stopUpdatingLocation() {}
    /// Asks for one location: none arrives in a render.
    open func requestLocation() {}
    /// Starts heading updates: none arrive in a render.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
    /// Starts significant-change updates: none arrive in a render.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {}
}

/// A place's address and names, as Core Location's `CLPlacemark`.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The place's location.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The street address.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The ISO country code.
    public let isoCountryCode: String?
    /// The country.
    public let country: String?
    /// The time zone.
    public let timeZone: TimeZone?

    /// A placemark with the fields given (Cairn's memberwise form, for tests and fixtures).
    public init(location: CLLocation?, name: String?, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                country: String? = nil, timeZone: TimeZone? = nil) {
        self.location = location; self.name = name; self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare; self.locality = locality; self.subLocality = subLocality
        self.administrativeArea = administrativeArea; self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode; self.isoCountryCode = isoCountryCode; self.country = country
        self.timeZone = timeZone
    }

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
                  subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
                  administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
                  postalCode: placemark.postalCode, isoCountryCode: placemark.isoCountryCode, country: placemark.country,
                  timeZone: placemark.timeZone)
    }
}

/// Turns coordinates into addresses and back, as Core Location's `CLGeocoder`. Apple's
/// geocoder asks Apple's servers; a render has no network, so every request fails with
/// `CLError(.network)` — as on an iPhone offline — and the app's error path draws.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is running: never, as each fails at once.
    open var isGeocoding: Bool { false }

    /// A geocoder.
    public override init() { super.init() }

    /// The placemarks at `location`: throws `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    /// The placemarks at `location`, to `completionHandler`: nil and `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    /// The placemarks of `addressString`: throws `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    /// The placemarks of `addressString`, to `completionHandler`: nil and `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    /// Cancels a running request (none runs).
    open func cancelGeocode() {}
}
