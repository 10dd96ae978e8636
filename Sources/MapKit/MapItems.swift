import Foundation

// MapKit's places, shapes and searches. Places and shapes are values a render draws; searches
// and directions ask Apple's servers on iOS, and a render has no network, so they fail at once
// with `MKError(.serverFailure)` — the error path an offline iPhone takes.

/// A placemark with a coordinate, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// The placemark's coordinate.
    public let coordinate: CLLocationCoordinate2D

    /// A placemark at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil)
    }

    /// A placemark at `coordinate` with the address fields of `addressDictionary` (the
    /// `CNPostalAddress` keys `Street`, `City`, `State`, `ZIP`, `Country`, `ISOCountryCode`).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let fields = addressDictionary ?? [:]
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: fields["Name"] as? String, thoroughfare: fields["Street"] as? String,
                   locality: fields["City"] as? String, administrativeArea: fields["State"] as? String,
                   postalCode: fields["ZIP"] as? String, isoCountryCode: fields["ISOCountryCode"] as? String,
                   country: fields["Country"] as? String)
    }

    /// A copy of `placemark`, at its location's coordinate.
    public init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        super.init(location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
                   subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
                   administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
                   postalCode: placemark.postalCode, isoCountryCode: placemark.isoCountryCode, country: placemark.country,
                   timeZone: placemark.timeZone)
    }

    /// The placemark's title: its name, else its street and city.
    open var title: String? {
        name ?? [thoroughfare, locality].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// A point of interest, as MapKit's `MKMapItem`: a placemark with a name and contact details.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Where the item is.
    public let placemark: MKPlacemark
    /// Whether it stands for the device's location (never located in a render).
    public let isCurrentLocation: Bool
    /// The item's name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its web site.
    open var url: URL?
    /// Its time zone.
    open var timeZone: TimeZone?
    /// Its point-of-interest category.
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// An item at `placemark`, named after it.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        name = placemark.name
    }

    init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        name = "My Location"
    }

    /// The item for the device's location: a render has none, so its coordinate is invalid
    /// and a map does not show it.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Opens the item in Maps: a render has no Maps app, so nothing opens (false).
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// The item's coordinate.
    var coordinate: CLLocationCoordinate2D { placemark.coordinate }
}

/// A category of point of interest (`MKPointOfInterestCategory`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's identifier.
    public let rawValue: String
    /// The category with identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Gas stations.
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
}

/// Which points of interest a map or search includes (`MKPointOfInterestFilter`).
public struct MKPointOfInterestFilter: Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>
    /// Only the categories given.
    public init(including categories: [MKPointOfInterestCategory]) { included = Set(categories); excluded = [] }
    /// Every category but those given.
    public init(excluding categories: [MKPointOfInterestCategory]) { included = nil; excluded = Set(categories) }
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])
}

/// An object with a coordinate and titles that a map can show (`MKAnnotation`).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title unless the annotation has one.
    public var title: String? { nil }
    /// No subtitle unless the annotation has one.
    public var subtitle: String? { nil }
}

/// An annotation at a coordinate with a title (`MKPointAnnotation`).
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// An annotation at (0, 0).
    public override init() { super.init() }
    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate; super.init() }
    /// An annotation at `coordinate` with a title and subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.coordinate = coordinate; self.title = title; self.subtitle = subtitle; super.init()
    }
}

/// A circle on the map, a centre and a radius in metres (`MKCircle`).
open class MKCircle: NSObject, @unchecked Sendable {
    /// The centre.
    public let coordinate: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance
    /// A circle at `center` of `radius` metres.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { coordinate = center; self.radius = radius }
    /// The largest circle centred in `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = min(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(middle.coordinate.latitude)
        self.init(center: middle.coordinate, radius: radius)
    }
}

/// A line through map points (`MKPolyline`).
open class MKPolyline: NSObject, @unchecked Sendable {
    /// The line's coordinates.
    public let coordinates: [CLLocationCoordinate2D]
    /// A line through `coords`.
    public init(coordinates coords: [CLLocationCoordinate2D]) { coordinates = coords }
    /// A line through the first `count` of `coords` (the C array form).
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: max(0, count))))
    }
    /// The number of points.
    public var pointCount: Int { coordinates.count }
}

/// A closed shape of map points (`MKPolygon`).
open class MKPolygon: NSObject, @unchecked Sendable {
    /// The outline's coordinates.
    public let coordinates: [CLLocationCoordinate2D]
    /// Holes cut out of the shape.
    public let interiorPolygons: [MKPolygon]?
    /// A polygon through `coords`.
    public init(coordinates coords: [CLLocationCoordinate2D], interiorPolygons: [MKPolygon]? = nil) {
        coordinates = coords; self.interiorPolygons = interiorPolygons
    }
    /// A polygon through the first `count` of `coords` (the C array form).
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: max(0, count))))
    }
    /// The number of points.
    public var pointCount: Int { coordinates.count }
}

/// A route between two places (`MKRoute`), as directions answer it.
open class MKRoute: NSObject, @unchecked Sendable {
    /// The route's line.
    public let polyline: MKPolyline
    /// Its length in metres.
    public let distance: CLLocationDistance
    /// Its expected travel time in seconds.
    public let expectedTravelTime: TimeInterval
    /// Its name.
    public let name: String
    /// A route along `polyline` (Cairn's form: directions never answer in a render).
    public init(polyline: MKPolyline, distance: CLLocationDistance = 0, expectedTravelTime: TimeInterval = 0, name: String = "") {
        self.polyline = polyline; self.distance = distance; self.expectedTravelTime = expectedTravelTime; self.name = name
    }
}

/// A MapKit error (`MKError`).
public struct MKError: Error, Sendable, CustomStringConvertible {
    /// The kinds of MapKit error.
    public enum Code: UInt, Sendable {
        /// Unknown.
        case unknown = 1
        /// The server could not be reached.
        case serverFailure = 2
        /// Loading was throttled.
        case loadingThrottled = 3
        /// No result.
        case placemarkNotFound = 4
        /// No directions.
        case directionsNotFound = 5
    }
    /// The error's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// What went wrong, and why in a render.
    public var description: String {
        code == .serverFailure ? "MKError.serverFailure: a render has no network, so MapKit's servers cannot answer" : "MKError.\(code)"
    }
}

/// A search of points of interest by text (`MKLocalSearch`): fails with
/// `MKError(.serverFailure)` in a render, which has no network.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for (`MKLocalSearch.Request`).
    open class Request: NSObject, @unchecked Sendable {
        /// The text to search for.
        open var naturalLanguageQuery: String?
        /// The region to search in.
        open var region = MKCoordinateRegion()
        /// The kinds of result.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// The categories to include.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// An empty request.
        public override init() { super.init() }
        /// A request for `completion`'s text.
        public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title; super.init() }
    }
    /// The kinds of search result (`MKLocalSearch.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Physical features.
        public static let physicalFeature = ResultType(rawValue: 4)
    }
    /// A search's answer (`MKLocalSearch.Response`).
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region they lie in.
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) { self.mapItems = mapItems; self.boundingRegion = boundingRegion }
    }

    /// The request.
    public let request: Request
    /// A search for `request`.
    public init(request: Request) { self.request = request }
    /// Whether it is running: never.
    open var isSearching: Bool { false }
    /// Runs the search: throws `MKError(.serverFailure)`.
    open func start() async throws -> Response { throw MKError(.serverFailure) }
    /// Runs the search: `completionHandler` gets nil and `MKError(.serverFailure)`.
    open func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) { completionHandler(nil, MKError(.serverFailure)) }
    /// Cancels it.
    open func cancel() {}
}

/// A suggestion while typing a search (`MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion's title.
    public let title: String
    /// Its subtitle.
    public let subtitle: String
    /// A suggestion (Cairn's form: the completer never suggests in a render).
    public init(title: String, subtitle: String = "") { self.title = title; self.subtitle = subtitle }
}

/// The methods a completer calls (`MKLocalSearchCompleterDelegate`); all optional.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// The results changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Completing failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing unless the delegate implements it.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing unless the delegate implements it.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests searches as the user types (`MKLocalSearchCompleter`): a render has no network,
/// so `results` stays empty.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The text typed so far.
    open var queryFragment = ""
    /// The region to suggest in.
    open var region = MKCoordinateRegion()
    /// The kinds of result.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// The categories to include.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The object told of results.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The suggestions: none.
    open var results: [MKLocalSearchCompletion] { [] }
    /// Whether it is looking: never.
    open var isSearching: Bool { false }
    /// A completer.
    public override init() { super.init() }
    /// Cancels it.
    open func cancel() {}
    /// The kinds of suggestion (`MKLocalSearchCompleter.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Search queries.
        public static let query = ResultType(rawValue: 4)
    }
}

/// Directions between places (`MKDirections`): fails with `MKError(.serverFailure)` in a
/// render, which has no network.
open class MKDirections: NSObject, @unchecked Sendable {
    /// What to route (`MKDirections.Request`).
    open class Request: NSObject, @unchecked Sendable {
        /// The start.
        open var source: MKMapItem?
        /// The end.
        open var destination: MKMapItem?
        /// How to travel.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to offer alternatives.
        open var requestsAlternateRoutes = false
        /// An empty request.
        public override init() { super.init() }
    }
    /// The answer (`MKDirections.Response`).
    open class Response: NSObject, @unchecked Sendable {
        /// The routes found.
        public let routes: [MKRoute]
        init(routes: [MKRoute]) { self.routes = routes }
    }
    /// The request.
    public let request: Request
    /// Directions for `request`.
    public init(request: Request) { self.request = request }
    /// Asks for routes: throws `MKError(.serverFailure)`.
    open func calculate() async throws -> Response { throw MKError(.serverFailure) }
    /// Asks for routes: `completionHandler` gets nil and `MKError(.serverFailure)`.
    open func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) { completionHandler(nil, MKError(.serverFailure)) }
    /// Cancels it.
    open func cancel() {}
}

/// How a route travels (`MKDirectionsTransportType`).
public struct MKDirectionsTransportType: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 2)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 4)
    /// By bicycle.
    public static let cycling = MKDirectionsTransportType(rawValue: 8)
    /// Any way.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}
