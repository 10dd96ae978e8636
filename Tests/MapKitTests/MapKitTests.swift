import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import MapKit
import Testing

/// `import MapKit` as on iOS: MapKit's projection and regions, and `Map` placing its markers,
/// annotations and overlays where iOS does (the land a flat colour: a render has no map data).
@Suite struct MapKitGeometryTests {
    @Test func mapPointsAreSphericalMercator() {
        // (0, 0) is the middle of the 2^28-point world.
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
        // San Francisco, computed independently (x = (lon + 180) / 360 · W,
        // y = (1/2 − ln((1 + sin φ) / (1 − sin φ)) / 4π) · W): 42,935,207.27, 103,755,923.90.
        let sf = MKMapPoint(CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194))
        #expect(abs(sf.x - 42_935_207.27) < 0.01 && abs(sf.y - 103_755_923.90) < 0.01)
        let back = sf.coordinate
        #expect(abs(back.latitude - 37.7749) < 1e-9 && abs(back.longitude + 122.4194) < 1e-9)
        // Beyond the projection's ±85.0511° a latitude is clamped to its edge; NaN is 0.
        #expect(abs(MKMapPoint(CLLocationCoordinate2D(latitude: 90, longitude: 0)).y) < 1e-3)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: .nan, longitude: .nan)).x == 134_217_728)
        // 2π · 6,378,137 m / 2^28 = 0.149291 m per map point at the equator, half at 60°.
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149_291_07) < 1e-8)
        #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.074_645_54) < 1e-8)
    }

    @Test func distancesAreGreatCircles() {
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        // Haversine on the 6,371,008.8 m sphere, computed independently: 343,556.5 m.
        #expect(abs(london.distance(from: paris) - 343_556.5) < 0.5)
        #expect(london.distance(from: london) == 0)
        #expect(CLLocationCoordinate2DIsValid(london.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
    }

    @Test func aRegionOfMetresIsThatManyMetresAcross() {
        // 1,000 m at the equator: 1,000 / 0.149291 = 6,698.2 map points, i.e. 0.0089832° of
        // longitude (6,698.2 / 2^28 · 360) and, so near the equator, as much latitude.
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 10), latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        #expect(abs(region.span.longitudeDelta - 0.008_983_2) < 1e-7)
        #expect(abs(region.span.latitudeDelta - 0.008_983_2) < 1e-7)
        #expect(region.center.longitude == 10)
        // At 60° north the same metres span twice the longitude.
        let north = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        #expect(abs(north.span.longitudeDelta - 2 * 0.008_983_2) < 1e-6)
    }

    @Test func locationServicesAndNetworkAreAbsent() async {
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil)
        do {
            _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
            Issue.record("the geocoder answered without a network")
        } catch let error as CLError {
            #expect(error.code == .network)
        } catch { Issue.record("unexpected \(error)") }
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        await #expect(throws: MKError.self) { try await MKLocalSearch(request: request).start() }
    }
}

@Suite(.designEra(.iOS17)) struct MapDrawingTests {
    /// The map of `view` at 1× as a bitmap.
    @MainActor func bitmap<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) throws -> Bitmap {
        let renderer = ImageRenderer(content: view.frame(width: width, height: height))
        return try renderer.bitmap()
    }

    @Test @MainActor func aRegionIsFittedAndAMarkerStandsOnItsTip() throws {
        // A 2° × 2° region at the equator in 300 × 300: the region's height in map points is a
        // touch more than its width, so height fills the view: scale = 300 / h.
        let center = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        let map = Map(initialPosition: .region(region)) {
            Marker("Null Island", coordinate: center)
        }
        let image = try bitmap(map)
        // Land: Cairn's standard light colour (247, 245, 240) in the corners.
        #expect(rgba(image, 2, 2) == [247, 245, 240, 255])
        // The balloon is iOS 17's red (255, 59, 48) in its circle: 36 pt tall with its tip at
        // (150, 150), the circle's centre 22 pt above the tip; just above the tip, the point;
        // nothing of it 3 pt below the tip (the title starts 2 pt under it, and is dark).
        let circle = rgba(image, 143, 128)
        #expect(circle == [255, 59, 48, 255], "\(circle)")
        #expect(rgba(image, 150, 147)[0] > 200 && rgba(image, 150, 147)[1] < 120)
        #expect(rgba(image, 150, 115) == [255, 255, 255, 255] || rgba(image, 150, 128)[0] == 255)
        let left = rgba(image, 129, 128)
        #expect(left == [247, 245, 240, 255], "outside the 28 pt circle: \(left)")
    }

    @Test @MainActor func automaticFramesEveryMarkerInsideItsPadding() throws {
        // Two markers 0.1° apart east–west: `.automatic` fits them inside the view less
        // Cairn's padding (48 pt at the sides), so their tips are 48 pt from the edges.
        let west = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        let east = CLLocationCoordinate2D(latitude: 0, longitude: 0.1)
        let map = Map {
            Marker("W", coordinate: west).tint(.blue)
            Marker("E", coordinate: east).tint(.green)
        }
        let image = try bitmap(map, width: 300, height: 200)
        // Vertical centre: (200 + 48 − 40) / 2 = 104 is where both tips stand; the circles'
        // centres are 22 pt up, and 9 pt left of a centre is balloon, not glyph.
        let blue = rgba(image, 48 - 9, 104 - 22)
        let green = rgba(image, 252 - 9, 104 - 22)
        #expect(blue == [0, 122, 255, 255], "\(blue)")
        #expect(green == [52, 199, 89, 255], "\(green)")
    }

    @Test @MainActor func aCircleOverlayIsItsRadiusInMetresAtTheMapScale() throws {
        // A camera 1,000 m up at the equator sees 2 · tan 15° · 1,000 = 535.9 m top to bottom
        // (Cairn's estimate of MapKit's field of view); a 100 m circle in a 300 pt tall view is
        // 100 / 535.9 · 300 = 56.0 pt in radius.
        let center = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        let map = Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1_000))) {
            MapCircle(center: center, radius: 100).foregroundStyle(Color.black)
        }
        let image = try bitmap(map)
        #expect(rgba(image, 150 + 54, 150) == [0, 0, 0, 255])
        #expect(rgba(image, 150 + 58, 150) == [247, 245, 240, 255])
        #expect(rgba(image, 150, 150 - 54) == [0, 0, 0, 255])
    }

    @Test @MainActor func theMapStyleAndDarkModeChangeTheLand() throws {
        let map = Map(initialPosition: .region(MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))))
        #expect(rgba(try bitmap(map.environment(\.colorScheme, .dark)), 5, 5) == [44, 47, 51, 255])
        #expect(rgba(try bitmap(map.mapStyle(.imagery)), 5, 5) == [66, 76, 60, 255])
        #expect(rgba(try bitmap(map.mapStyle(.standard(emphasis: .muted))), 5, 5) == [240, 240, 238, 255])
    }

    @Test @MainActor func badInputDrawsTheLandOnly() throws {
        let nan = CLLocationCoordinate2D(latitude: .nan, longitude: .infinity)
        let map = Map(initialPosition: .camera(MapCamera(centerCoordinate: nan, distance: -.infinity))) {
            Marker("NaN", coordinate: nan)
            MapCircle(center: nan, radius: .nan)
            MapPolyline(coordinates: [nan, nan])
            MapPolygon(coordinates: [])
            UserAnnotation()
        }
        let image = try bitmap(map)
        #expect(rgba(image, 150, 150) == [247, 245, 240, 255])
        // A map in a zero-size frame lays out and draws nothing, without trapping.
        let framed = try bitmap(ZStack { Color.white; Map().frame(width: 0, height: 0) }, width: 20, height: 20)
        #expect(rgba(framed, 10, 10) == [255, 255, 255, 255])
    }
}
