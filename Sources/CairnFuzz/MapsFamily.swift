import Cairn
import Foundation
import MapKit

// The `maps` family: MapKit's `Map` with hostile coordinates, radii, spans, camera distances
// and headings, thousands of markers, long geodesic lines, every camera position and style,
// in frames of hostile sizes; and MapKit's projection, whose round trip must hold.

func mapsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    func degrees(_ r: inout Random, _ limit: Double) -> Double {
        r.chance(0.1) ? r.number() : (r.unit() * 2 - 1) * limit
    }
    func coordinate(_ r: inout Random) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: degrees(&r, 85), longitude: degrees(&r, 180))
    }

    // The projection's round trip: within the Mercator square, a coordinate comes back.
    let probe = CLLocationCoordinate2D(latitude: (r.unit() * 2 - 1) * 85, longitude: (r.unit() * 2 - 1) * 179.9)
    let back = MKMapPoint(probe).coordinate
    if abs(back.latitude - probe.latitude) > 1e-7 || abs(back.longitude - probe.longitude) > 1e-7 {
        violation("MKMapPoint round trip of \(probe.latitude), \(probe.longitude) gave \(back.latitude), \(back.longitude)")
    }
    let meters = r.chance(0.8) ? r.unit() * 1e6 : r.number()
    let region = MKCoordinateRegion(center: probe, latitudinalMeters: meters, longitudinalMeters: meters)
    if meters.isFinite, meters >= 0, meters < 1e6, !(region.span.latitudeDelta.isFinite && region.span.latitudeDelta >= 0) {
        violation("a region of \(meters) m has the span \(region.span.latitudeDelta)")
    }

    let markers = r.chance(0.05) ? r.int(1_000...5_000) : r.int(0...12)
    let points = (0..<markers).map { _ in coordinate(&r) }
    let line = (0..<(r.chance(0.05) ? 20_000 : r.int(0...8))).map { _ in coordinate(&r) }
    let radius = r.chance(0.8) ? r.unit() * 1e5 : r.number()
    let contour: MapPolyline.ContourStyle = r.chance(0.5) ? .geodesic : .straight
    let position: MapCameraPosition
    switch r.int(0...5) {
    case 0: position = .automatic
    case 1: position = .region(MKCoordinateRegion(center: coordinate(&r), span: MKCoordinateSpan(latitudeDelta: r.number(), longitudeDelta: r.number())))
    case 2: position = .rect(MKMapRect(x: r.number(), y: r.number(), width: r.number(), height: r.number()))
    case 3: position = .camera(MapCamera(centerCoordinate: coordinate(&r), distance: r.number(), heading: r.number(), pitch: r.number()))
    case 4: position = .item(MKMapItem(placemark: MKPlacemark(coordinate: coordinate(&r))))
    default: position = .userLocation(fallback: .automatic)
    }
    let style: MapStyle = r.pick([.standard, .imagery, .hybrid, .standard(emphasis: .muted)])
    let map = Map(initialPosition: position, bounds: r.chance(0.2) ? MapCameraBounds(minimumDistance: r.number(), maximumDistance: r.number()) : nil) {
        ForEach(Array(points.enumerated()), id: \.offset) { index, point in
            if index % 3 == 0 {
                Marker("Place \(index)", systemImage: r.pick(["mappin", "no.such.symbol", ""]), coordinate: point).tint(.orange)
            } else if index % 3 == 1 {
                Marker(String(repeating: "long title ", count: index % 40), monogram: Text("ABCD"), coordinate: point)
            } else {
                Annotation("A", coordinate: point, anchor: UnitPoint(x: r.number(), y: r.number())) { Circle().frame(width: 10, height: 10) }
            }
        }
        MapCircle(center: coordinate(&r), radius: radius).foregroundStyle(.blue.opacity(0.3)).stroke(.blue, lineWidth: r.mild())
        MapPolyline(coordinates: line, contourStyle: contour).stroke(.red, style: StrokeStyle(lineWidth: r.mild(), dash: r.chance(0.2) ? [r.mild(), r.mild()] : []))
        MapPolygon(coordinates: Array(line.prefix(r.int(0...50)))).foregroundStyle(.green.opacity(0.2))
        UserAnnotation()
    }
    .mapStyle(style)
    .mapControls {
        MapUserLocationButton()
        MapCompass()
        MapPitchToggle()
        MapScaleView()
    }
    .mapControlVisibility(r.pick([.automatic, .visible, .hidden]))
    try render(map.frame(width: r.mild(), height: r.mild()), &r)
}
