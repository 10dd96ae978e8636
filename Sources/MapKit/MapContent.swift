import Cairn
import CairnViews
import Foundation

/// A type that represents what a `Map` shows — markers, annotations, overlays, the user's
/// location — as MapKit's `MapContent`: the primitives below, `ForEach` over data, or your own
/// content composing them in `body`.
public protocol MapContent {
    /// The type of content this content's body is.
    associatedtype Body: MapContent
    /// The content of this map content.
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

/// Map content Cairn turns into records itself, instead of through a body.
protocol PrimitiveMapContent {
    /// Appends this content's records to `records`, styled by the modifiers around it.
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes)
}

/// The most records one map collects (100,000): beyond it the rest are left out, with a
/// diagnostic, so `ForEach(0..<Int.max)` of markers cannot exhaust memory or time.
let mapRecordLimit = 100_000

/// Collects the records of any map content, in declaration order.
func collectMapRecords<C: MapContent>(_ content: C, into records: inout [MapRecord], _ attributes: MapContentAttributes) {
    if records.count >= mapRecordLimit { return }
    if let primitive = content as? PrimitiveMapContent {
        primitive.collect(into: &records, attributes)
    } else if C.Body.self != Never.self {
        collectMapRecords(content.body, into: &records, attributes)
    }
}

/// A result builder that composes map content (MapKit's `MapContentBuilder`).
@resultBuilder
public enum MapContentBuilder {
    /// The content of an expression.
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    /// An empty block.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    /// The first item of a block.
    public static func buildPartialBlock<C: MapContent>(first content: C) -> C { content }
    /// The items so far followed by the next.
    public static func buildPartialBlock<A: MapContent, B: MapContent>(accumulated: A, next: B) -> TupleMapContent<A, B> {
        TupleMapContent(first: accumulated, second: next)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: MapContent>(_ content: C?) -> OptionalMapContent<C> { OptionalMapContent(content: content) }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> ConditionalMapContent<T, F> { ConditionalMapContent(storage: .first(first)) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> ConditionalMapContent<T, F> { ConditionalMapContent(storage: .second(second)) }
    /// An availability check passes its content through.
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// Map content that shows nothing.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    /// No content.
    public init() {}
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {}
}

/// Two pieces of map content, one after the other (made by `@MapContentBuilder`).
public struct TupleMapContent<First: MapContent, Second: MapContent>: MapContent, PrimitiveMapContent {
    let first: First
    let second: Second
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        collectMapRecords(first, into: &records, attributes)
        collectMapRecords(second, into: &records, attributes)
    }
}

/// Map content that may be absent (an `if` without `else`).
public struct OptionalMapContent<Wrapped: MapContent>: MapContent, PrimitiveMapContent {
    let content: Wrapped?
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        if let content { collectMapRecords(content, into: &records, attributes) }
    }
}

/// One of two pieces of map content (an `if`/`else`).
public struct ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent, PrimitiveMapContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        switch storage {
        case .first(let c): collectMapRecords(c, into: &records, attributes)
        case .second(let c): collectMapRecords(c, into: &records, attributes)
        }
    }
}

extension ForEach: MapContent, PrimitiveMapContent where Content: MapContent {
    /// Map content for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        for element in data {
            if records.count >= mapRecordLimit { return }
            collectMapRecords(content(element), into: &records, attributes)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: MapContent {
    /// Map content for identifiable elements.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: MapContent {
    /// Map content for a range of integers.
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}

/// The styles modifiers give map content; the modifier nearest the content wins, as in
/// SwiftUI.
struct MapContentAttributes {
    var tint: AnyShapeStyle?
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var titles: Visibility?
    var subtitles: Visibility?
    var tag: AnyHashable?
    var overlayLevel: MKOverlayLevel?

    /// These attributes with those `inner` sets laid over them.
    func applying(_ inner: MapContentAttributes) -> MapContentAttributes {
        var merged = self
        if let v = inner.tint { merged.tint = v }
        if let v = inner.fill { merged.fill = v }
        if let v = inner.stroke { merged.stroke = v }
        if let v = inner.strokeStyle { merged.strokeStyle = v }
        if let v = inner.titles { merged.titles = v }
        if let v = inner.subtitles { merged.subtitles = v }
        if let v = inner.tag { merged.tag = v }
        if let v = inner.overlayLevel { merged.overlayLevel = v }
        return merged
    }
}

/// Map content with its tint, fill, stroke, titles or tag changed (the `MapContent`
/// modifiers).
public struct ModifiedMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
    let content: Content
    let change: MapContentAttributes
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into records: inout [MapRecord], _ attributes: MapContentAttributes) {
        collectMapRecords(content, into: &records, attributes.applying(change))
    }
}

/// Where an overlay draws relative to the map's labels (`MKOverlayLevel`). A render draws no
/// roads or labels, so both levels draw the same.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above labels.
    case aboveLabels = 1
}

extension MapContent {
    func modified(_ edit: (inout MapContentAttributes) -> Void) -> ModifiedMapContent<Self> {
        var change = MapContentAttributes()
        edit(&change)
        return ModifiedMapContent(content: self, change: change)
    }

    /// Tints markers (their balloon) and the map's default overlay colours with `tint`.
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { modified { $0.tint = AnyShapeStyle(tint) } }
    /// Tints markers with `tint`; nil leaves the tint as it was.
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some MapContent { modified { $0.tint = tint.map { AnyShapeStyle($0) } } }
    /// Fills overlays (circles, polygons) with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { modified { $0.fill = AnyShapeStyle(style) } }
    /// Strokes overlays with `content`, `lineWidth` points wide (default 1).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
        modified { $0.stroke = AnyShapeStyle(content); $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
    }
    /// Strokes overlays with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
        modified { $0.stroke = AnyShapeStyle(content); $0.strokeStyle = style }
    }
    /// Strokes overlays in `style`, with their current stroke colour.
    public func strokeStyle(style: StrokeStyle) -> some MapContent { modified { $0.strokeStyle = style } }
    /// Shows or hides the titles under markers and annotations.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent { modified { $0.titles = visibility } }
    /// Shows or hides subtitles (hidden at rest on iOS: they show when a marker is selected).
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { modified { $0.subtitles = visibility } }
    /// Tags the content with `tag`: the value a `Map(selection:)` binding compares.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { modified { $0.tag = AnyHashable(tag) } }
    /// Draws overlays at `level`.
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { modified { $0.overlayLevel = level } }
    /// Groups markers into clusters when they crowd (`mapItemClusteringIdentifier` is iOS 18's
    /// name): a render draws every marker, as iOS does when they do not overlap.
    public func mapItemClusteringIdentifier(_ identifier: String?) -> some MapContent { self }
    /// The accessory shown when a map feature is selected: a render selects nothing.
    public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> some MapContent { self }
}

/// How a selected map item shows its details (`MapItemDetailSelectionAccessoryStyle`).
public struct MapItemDetailSelectionAccessoryStyle: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = MapItemDetailSelectionAccessoryStyle(name: "automatic")
    /// A callout.
    public static let callout = MapItemDetailSelectionAccessoryStyle(name: "callout")
    /// A sheet.
    public static let sheet = MapItemDetailSelectionAccessoryStyle(name: "sheet")
}

/// What a map record draws.
struct MapRecord {
    enum Kind {
        /// A balloon marker with a glyph (MapKit's `Marker`, `MapMarker`).
        case marker(title: AnyView?, glyph: MarkerGlyph)
        /// A pin (the deprecated `MapPin`).
        case pin
        /// A view anchored at the coordinate (`Annotation`, `MapAnnotation`).
        case annotation(title: AnyView?, anchor: UnitPoint, content: AnyView)
        /// A circle `radius` metres around the coordinate.
        case circle(radius: CLLocationDistance)
        /// A line through coordinates.
        case polyline([CLLocationCoordinate2D], geodesic: Bool)
        /// A closed shape (with holes).
        case polygon([CLLocationCoordinate2D], holes: [[CLLocationCoordinate2D]])
        /// The user's location (`UserAnnotation`): there is none in a render.
        case user
    }
    var kind: Kind
    /// The point a marker or annotation stands at, or a circle's centre.
    var coordinate: CLLocationCoordinate2D
    var attributes: MapContentAttributes
}

/// What a marker's balloon shows.
enum MarkerGlyph {
    /// MapKit's default glyph, a pin.
    case standard
    /// An SF Symbol.
    case systemImage(String)
    /// An image of the app.
    case image(String)
    /// Up to three letters.
    case monogram(Text)
    /// A view's icon (the `Label` of `Marker(coordinate:label:)`).
    case view(AnyView)
}
