import Cairn
import CairnViews
import Foundation

/// A view that shows a map with markers, annotations and overlays, as MapKit's SwiftUI `Map`
/// (iOS 17's content-builder initialisers and iOS 14's region ones).
///
/// What a render draws, at rest:
/// - **The camera** as iOS positions it: a region or map rectangle fitted to the view (the
///   whole of it visible, the longer side filled), a `MapCamera`'s centre, distance and heading,
///   an item's surroundings, or, for `.automatic`, every marker, annotation and overlay framed.
///   Positions are projected by MapKit's own projection (spherical Mercator, `MKMapPoint`), so a
///   marker's tip is where iOS puts it. Pitch is drawn from straight above.
/// - **Content**: overlays (`MapCircle`, `MapPolyline`, `MapPolygon`) in declaration order, then
///   markers and annotations, the lower on screen in front.
/// - **No map data.** Apple's map is drawn from tiles fetched from Apple's servers; Cairn has
///   none, so the map is its style's land colour (see `MapStyle`), without roads, water, labels,
///   or the Maps logo and "Legal" link. `UserAnnotation` draws nothing, as there is no location.
///
/// Numbers Apple does not publish are Cairn's estimates, each documented where it is used:
/// the marker's balloon (28 pt circle, 36 pt to its tip), the padding `.automatic` leaves
/// around content, the span around one point or an item, the camera's field of view, and the
/// default region of an empty map (the contiguous United States, what an iPhone set to the
/// US shows without a location).
public struct Map<Content: View>: View {
    let content: Content
    /// The map.
    public var body: some View { content }
}

/// The map of `Map`'s content-builder and region initialisers (MapKit's generic argument).
public struct MapContentView<SelectionValue: Hashable, C: MapContent>: View {
    let records: [MapRecord]
    let position: MapCameraPosition
    let bounds: MapCameraBounds?

    @Environment(\.mapStyle) private var style
    @Environment(\.mapControls) private var controls
    @Environment(\.colorScheme) private var colorScheme

    init(content: C?, records extra: [MapRecord] = [], position: MapCameraPosition, bounds: MapCameraBounds?) {
        var records: [MapRecord] = []
        if let content { collectMapRecords(content, into: &records, MapContentAttributes()) }
        records += extra
        self.records = records
        self.position = position
        self.bounds = bounds
    }

    /// The map drawn at the size it is given.
    public var body: some View {
        GeometryReader { proxy in
            let projection = MapProjection.resolve(position, records: records, bounds: bounds, size: proxy.size)
            MapCanvas(records: records, projection: projection, style: style, dark: colorScheme == .dark)
                .overlay(alignment: .topTrailing) {
                    MapControlsColumn(controls: controls)
                        .environment(\.mapHeading, projection.heading)
                }
        }
        .clipped()
    }
}

extension Map {
    /// A map whose camera follows the binding `position`, showing `content`.
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(content: content(), position: position.wrappedValue, bounds: bounds)
    }

    /// A map whose camera starts at `initialPosition` (framing its content by default).
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(content: content(), position: initialPosition, bounds: bounds)
    }

    /// A map with a selection: content tagged with the binding's value is the selected one
    /// (drawn as unselected: Cairn does not draw the enlarged, selected balloon).
    public init<C: MapContent, SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                                          scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectionValue, C> {
        self.content = MapContentView(content: content(), position: position.wrappedValue, bounds: bounds)
    }

    /// A map with a selection, starting at `initialPosition`.
    public init<C: MapContent, SelectionValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                                          scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectionValue, C> {
        self.content = MapContentView(content: content(), position: initialPosition, bounds: bounds)
    }
}

extension Map where Content == MapContentView<Never, EmptyMapContent> {
    /// An empty map whose camera follows `position`.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        self.content = MapContentView(content: EmptyMapContent(), position: position.wrappedValue, bounds: bounds)
    }

    /// An empty map starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        self.content = MapContentView(content: EmptyMapContent(), position: initialPosition, bounds: bounds)
    }

    /// iOS 14's map of the region `coordinateRegion` (deprecated in iOS 17, still common).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.content = MapContentView(content: EmptyMapContent(), position: .region(coordinateRegion.wrappedValue), bounds: nil)
    }

    /// iOS 14's map of the map rectangle `mapRect`.
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.content = MapContentView(content: EmptyMapContent(), position: .rect(mapRect.wrappedValue), bounds: nil)
    }

    /// iOS 14's map of `coordinateRegion` with an annotation for each of `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        self.content = MapContentView(content: nil, records: Self.records(annotationItems, annotationContent), position: .region(coordinateRegion.wrappedValue), bounds: nil)
    }

    /// iOS 14's map of `mapRect` with an annotation for each of `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        self.content = MapContentView(content: nil, records: Self.records(annotationItems, annotationContent), position: .rect(mapRect.wrappedValue), bounds: nil)
    }
}

extension Map {
    /// The records of iOS 14's annotations, one per item (at most `mapRecordLimit`).
    static func records<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        _ items: Items, _ content: (Items.Element) -> Annotation
    ) -> [MapRecord] {
        items.prefix(mapRecordLimit).map { content($0)._mapRecord.record }
    }
}

// MARK: - The projection

/// Where the camera is: the map point at the view's centre, points per map point, the view's
/// size and the heading; it turns map points into the view's points.
struct MapProjection {
    var center: MKMapPoint
    var scale: Double
    var size: CGSize
    var heading: Double

    /// The view point of `mapPoint`, the world copy nearest the centre for points.
    func point(_ mapPoint: MKMapPoint, wrapping: Bool = true) -> CGPoint {
        var dx = mapPoint.x - center.x
        let world = MKMapSize.world.width
        if wrapping {
            if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        }
        let dy = mapPoint.y - center.y
        let angle = -heading * .pi / 180
        let x = (dx * cos(angle) - dy * sin(angle)) * scale
        let y = (dx * sin(angle) + dy * cos(angle)) * scale
        return CGPoint(x: size.width / 2 + x, y: size.height / 2 + y)
    }

    /// The view point of `coordinate`.
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint { point(MKMapPoint(coordinate)) }

    /// The padding `.automatic` leaves around the content: Cairn's estimate, room for a
    /// marker's balloon (36 pt) above its point, its title below and half a title's width
    /// beside it.
    static let automaticInsets = EdgeInsets(top: 48, leading: 48, bottom: 40, trailing: 48)
    /// The span shown around a single point or a map item: Cairn's estimate, 1,000 m a side.
    static let pointSpanMeters = 1_000.0
    /// An empty map's region: Cairn's estimate, the contiguous United States.
    static let emptyRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
                                                span: MKCoordinateSpan(latitudeDelta: 26, longitudeDelta: 60))

    /// The camera of `position` for a view of `size` showing `records`.
    static func resolve(_ position: MapCameraPosition, records: [MapRecord], bounds: MapCameraBounds?, size: CGSize) -> MapProjection {
        let size = CGSize(width: size.width.isFinite ? max(1, size.width) : 1, height: size.height.isFinite ? max(1, size.height) : 1)
        var projection: MapProjection
        switch position.framing {
        case .automatic:
            let rect = contentRect(records)
            if rect.isNull {
                projection = fit(emptyRegion.mapRect, size: size, insets: EdgeInsets())
            } else {
                projection = fit(around(rect), size: size, insets: automaticInsets)
            }
        case .region(let region):
            projection = fit(around(region.mapRect), size: size, insets: EdgeInsets())
        case .rect(let rect):
            projection = fit(around(rect), size: size, insets: EdgeInsets())
        case .item(let item):
            let region = MKCoordinateRegion(center: item.coordinate, latitudinalMeters: pointSpanMeters, longitudinalMeters: pointSpanMeters)
            projection = fit(region.mapRect, size: size, insets: EdgeInsets())
        case .camera(let camera):
            var distance = camera.distance.isFinite ? max(1, camera.distance) : 1_000
            if let low = bounds?.minimumDistance, low.isFinite { distance = max(distance, low) }
            if let high = bounds?.maximumDistance, high.isFinite { distance = min(distance, high) }
            let center = MKMapPoint(camera.centerCoordinate)
            let meters = MapCamera.visibleHeight(atDistance: distance)
            let scale = Double(size.height) / (meters * MKMapPointsPerMeterAtLatitude(center.coordinate.latitude))
            projection = MapProjection(center: center, scale: scale, size: size, heading: camera.heading.isFinite ? camera.heading : 0)
        case .userLocation(_, let fallback):
            return resolve(fallback.position, records: records, bounds: bounds, size: size)
        }
        // MapKit zooms out no further than the whole world across the view.
        let minimum = Double(size.width) / MKMapSize.world.width
        if !projection.scale.isFinite || projection.scale < minimum { projection.scale = minimum }
        return projection
    }

    /// `rect` grown to the point span when it is (nearly) a single point, and clamped to the
    /// world.
    static func around(_ rect: MKMapRect) -> MKMapRect {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return emptyRegion.mapRect }
        let middle = MKMapPoint(x: rect.midX, y: rect.midY)
        let minimum = pointSpanMeters * MKMapPointsPerMeterAtLatitude(middle.coordinate.latitude)
        let width = max(rect.width, minimum), height = max(rect.height, minimum)
        return MKMapRect(x: middle.x - width / 2, y: middle.y - height / 2, width: width, height: height)
    }

    /// The camera that shows all of `rect` inside the view less `insets`, centred there.
    static func fit(_ rect: MKMapRect, size: CGSize, insets: EdgeInsets) -> MapProjection {
        let width = max(1, Double(size.width - insets.leading - insets.trailing))
        let height = max(1, Double(size.height - insets.top - insets.bottom))
        let scale = min(width / max(rect.width, 1e-9), height / max(rect.height, 1e-9))
        let shiftX = Double(insets.leading - insets.trailing) / 2, shiftY = Double(insets.top - insets.bottom) / 2
        let center = MKMapPoint(x: rect.midX - shiftX / scale, y: rect.midY - shiftY / scale)
        return MapProjection(center: center, scale: scale, size: size, heading: 0)
    }

    /// The map rectangle holding every drawn record (null when there is none).
    static func contentRect(_ records: [MapRecord]) -> MKMapRect {
        var rect = MKMapRect.null
        func add(_ c: CLLocationCoordinate2D) {
            guard CLLocationCoordinate2DIsValid(c) else { return }
            rect = rect.union(MKMapRect(origin: MKMapPoint(c), size: MKMapSize()))
        }
        for record in records {
            switch record.kind {
            case .marker, .pin, .annotation: add(record.coordinate)
            case .circle(let radius):
                guard CLLocationCoordinate2DIsValid(record.coordinate), radius.isFinite else { continue }
                let r = max(0, radius) * MKMapPointsPerMeterAtLatitude(record.coordinate.latitude)
                let c = MKMapPoint(record.coordinate)
                rect = rect.union(MKMapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            case .polyline(let points, _): points.forEach(add)
            case .polygon(let points, _): points.forEach(add)
            case .user: continue
            }
        }
        return rect
    }
}
