import Cairn
import CairnViews
import Foundation

/// A balloon-shaped marker at a coordinate, as MapKit's `Marker` (iOS 17): the balloon in the
/// tint (red by default), a white glyph — MapKit's pin, an SF Symbol, an image or a monogram
/// of up to three letters — and the title under it.
///
/// ```swift
/// Map {
///     Marker("City Hall", systemImage: "building.columns", coordinate: cityHall)
///         .tint(.orange)
/// }
/// ```
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    let title: AnyView?
    let glyph: MarkerGlyph
    let coordinate: CLLocationCoordinate2D

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .marker(title: title, glyph: glyph), coordinate: coordinate, attributes: attributes))
    }
}

extension Marker where Label == Text {
    /// A marker titled with the localized `titleKey`, MapKit's pin as its glyph.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .standard, coordinate: coordinate)
    }
    /// A marker titled `title`, MapKit's pin as its glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .standard, coordinate: coordinate)
    }
    /// A marker with no title.
    public init(coordinate: CLLocationCoordinate2D) {
        self.init(title: Text?.none, glyph: .standard, coordinate: coordinate)
    }
    /// A marker titled `titleKey` with the SF Symbol `systemImage` as its glyph.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .systemImage(systemImage), coordinate: coordinate)
    }
    /// A marker titled `title` with the SF Symbol `systemImage` as its glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .systemImage(systemImage), coordinate: coordinate)
    }
    /// A marker titled `titleKey` with the app's image `image` as its glyph.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .image(image), coordinate: coordinate)
    }
    /// A marker titled `title` with the app's image `image` as its glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .image(image), coordinate: coordinate)
    }
    /// A marker titled `titleKey` with `monogram` (up to three letters) as its glyph.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
    }
    /// A marker titled `title` with `monogram` (up to three letters) as its glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .monogram(monogram), coordinate: coordinate)
    }
    /// A marker for `item`, titled with its name, at its coordinate.
    public init(item: MKMapItem) {
        self.init(title: item.name.map { Text($0) }, glyph: .standard, coordinate: item.coordinate)
    }
    /// A marker for `item`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: MKMapItem) {
        self.init(title: Text(titleKey), glyph: .standard, coordinate: item.coordinate)
    }
}

extension Marker {
    /// A marker whose title and glyph come from `label`: a `Label`'s title under the balloon
    /// and its icon as the glyph; any other view is the title.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        let view = label()
        if let parts = view as? any LabelParts {
            self.init(titleView: parts.titleView, glyph: .view(parts.iconView), coordinate: coordinate)
        } else {
            self.init(titleView: AnyView(view), glyph: .standard, coordinate: coordinate)
        }
    }

    init(title: Text?, glyph: MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        self.init(titleView: title.map { AnyView($0) }, glyph: glyph, coordinate: coordinate)
    }

    init(titleView: AnyView?, glyph: MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        self.title = titleView
        self.glyph = glyph
        self.coordinate = coordinate
    }
}

/// A `Label`'s title and icon, apart (what a `Marker`'s label gives it).
protocol LabelParts {
    var titleView: AnyView { get }
    var iconView: AnyView { get }
}

extension Label: LabelParts {
    var titleView: AnyView { AnyView(title) }
    var iconView: AnyView { AnyView(icon) }
}

/// A SwiftUI view at a coordinate, as MapKit's `Annotation` (iOS 17): `content` placed so its
/// `anchor` (bottom centre by default) is at the coordinate, the title under it.
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    let title: AnyView?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .annotation(title: title, anchor: anchor, content: AnyView(content)),
                                 coordinate: coordinate, attributes: attributes))
    }
}

extension Annotation where Label == Text {
    /// `content` at `coordinate`, titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content) {
        self.init(title: AnyView(Text(titleKey)), coordinate: coordinate, anchor: anchor, content: content())
    }
    /// `content` at `coordinate`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                   @ViewBuilder content: () -> Content) {
        self.init(title: AnyView(Text(String(title))), coordinate: coordinate, anchor: anchor, content: content())
    }
    /// `content` at `item`'s coordinate, titled with its name.
    public init(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.init(title: item.name.map { AnyView(Text($0)) }, coordinate: item.coordinate, anchor: anchor, content: content())
    }
}

extension Annotation {
    /// `content` at `coordinate`, titled with `label` drawn under it.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.init(title: AnyView(label()), coordinate: coordinate, anchor: anchor, content: content())
    }
}

/// A circle `radius` metres around a coordinate, as MapKit's `MapCircle`.
public struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    /// A circle of `radius` metres centred on `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
    /// The circle of `circle`.
    public init(_ circle: MKCircle) { self.init(center: circle.coordinate, radius: circle.radius) }
    /// The largest circle centred in `mapRect`.
    public init(mapRect: MKMapRect) { self.init(MKCircle(mapRect: mapRect)) }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .circle(radius: radius), coordinate: center, attributes: attributes))
    }
}

/// How a polyline runs between its points (`MapPolyline.ContourStyle`).
public enum MapPolylineContourStyle: Sendable {
    /// Straight on the flat map.
    case straight
    /// Along great circles, the shortest way on the Earth.
    case geodesic
}

/// A line through coordinates, as MapKit's `MapPolyline`.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    let geodesic: Bool

    /// How the line runs between points.
    public typealias ContourStyle = MapPolylineContourStyle

    /// A line through `coordinates`, straight (default) or geodesic.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates; geodesic = contourStyle == .geodesic
    }
    /// A line through map points.
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
    }
    /// The line of `polyline`.
    public init(_ polyline: MKPolyline) { self.init(coordinates: polyline.coordinates) }
    /// The line of `route`.
    public init(_ route: MKRoute) { self.init(route.polyline) }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .polyline(coordinates, geodesic: geodesic), coordinate: coordinates.first ?? CLLocationCoordinate2D(),
                                 attributes: attributes))
    }
}

/// A closed shape through coordinates, as MapKit's `MapPolygon`.
public struct MapPolygon: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    let holes: [[CLLocationCoordinate2D]]

    /// A polygon through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates; holes = [] }
    /// A polygon through map points.
    public init(points: [MKMapPoint]) { self.init(coordinates: points.map(\.coordinate)) }
    /// The polygon of `polygon`, its interior polygons cut out.
    public init(_ polygon: MKPolygon) {
        coordinates = polygon.coordinates
        holes = (polygon.interiorPolygons ?? []).map(\.coordinates)
    }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .polygon(coordinates, holes: holes), coordinate: coordinates.first ?? CLLocationCoordinate2D(),
                                 attributes: attributes))
    }
}

/// The user's location on the map, as MapKit's `UserAnnotation`. A render has no location
/// (as an iPhone whose user has not granted it), so it draws nothing.
public struct UserAnnotation<Content: View>: MapContent, PrimitiveMapContent {
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        records.append(MapRecord(kind: .user, coordinate: kCLLocationCoordinate2DInvalid, attributes: attributes))
    }
}

extension UserAnnotation where Content == EmptyView {
    /// The system's user-location dot.
    public init(anchor: UnitPoint = .center) {}
}

extension UserAnnotation {
    /// The user's location drawn as `content` (given the location when known: never here).
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
}

/// The user's location as `UserAnnotation`'s content receives it (`UserLocation`).
public struct UserLocation: Sendable {
    /// The location, when known.
    public let location: CLLocation?
}

// MARK: - The iOS 14 annotations (deprecated in iOS 17, still common)

/// An annotation of the iOS 14 `Map(coordinateRegion:annotationItems:annotationContent:)`
/// (`MapAnnotationProtocol`): `MapMarker`, `MapPin` or `MapAnnotation`.
public protocol MapAnnotationProtocol {
    /// The record the map draws.
    var _mapRecord: MapRecordBox { get }
}

/// An annotation's record, opaque (what `MapAnnotationProtocol` hands the map).
public struct MapRecordBox {
    let record: MapRecord
}

/// A balloon marker without a title (iOS 14's `MapMarker`).
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A marker at `coordinate` tinted `tint` (red when nil).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
    /// The record the map draws.
    public var _mapRecord: MapRecordBox {
        var attributes = MapContentAttributes()
        attributes.tint = tint.map { AnyShapeStyle($0) }
        return MapRecordBox(record: MapRecord(kind: .marker(title: nil, glyph: .standard), coordinate: coordinate, attributes: attributes))
    }
}

/// A pin (iOS 14's `MapPin`): a round head on a needle.
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A pin at `coordinate` tinted `tint` (red when nil).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
    /// The record the map draws.
    public var _mapRecord: MapRecordBox {
        var attributes = MapContentAttributes()
        attributes.tint = tint.map { AnyShapeStyle($0) }
        return MapRecordBox(record: MapRecord(kind: .pin, coordinate: coordinate, attributes: attributes))
    }
}

/// A view at a coordinate (iOS 14's `MapAnnotation`), centred there by default.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content
    /// `content` with its `anchorPoint` (unit coordinates, centre by default) at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate; self.anchorPoint = anchorPoint; self.content = content()
    }
    /// The record the map draws.
    public var _mapRecord: MapRecordBox {
        MapRecordBox(record: MapRecord(kind: .annotation(title: nil, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: AnyView(content)),
                                       coordinate: coordinate, attributes: MapContentAttributes()))
    }
}
