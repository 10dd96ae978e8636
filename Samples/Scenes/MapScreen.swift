import Cairn
import MapKit

/// A pasted iOS 17 MapKit screen: markers (a pin, a symbol, a monogram), an annotation, a
/// circle and a route line framed by `.automatic`, with the user-location control, above a
/// list of the places. The land is a flat colour: a render has no map data.
struct MapScreen: View {
    struct Place: Identifiable {
        let id = UUID()
        let name: String
        let symbol: String
        let coordinate: CLLocationCoordinate2D
    }

    let places = [
        Place(name: "Tower Bridge", symbol: "building.columns", coordinate: CLLocationCoordinate2D(latitude: 51.5055, longitude: -0.075406)),
        Place(name: "Bank of England", symbol: "sterlingsign", coordinate: CLLocationCoordinate2D(latitude: 51.5142, longitude: -0.0885)),
        Place(name: "Hyde Park", symbol: "tree.fill", coordinate: CLLocationCoordinate2D(latitude: 51.508611, longitude: -0.163611)),
        Place(name: "King's Cross", symbol: "tram.fill", coordinate: CLLocationCoordinate2D(latitude: 51.5309, longitude: -0.1233)),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Map(initialPosition: .automatic) {
                    Marker("Tower Bridge", coordinate: places[0].coordinate)
                    Marker("Bank of England", monogram: Text("BoE"), coordinate: places[1].coordinate)
                        .tint(.orange)
                    Marker("Hyde Park", systemImage: "tree.fill", coordinate: places[2].coordinate)
                        .tint(.green)
                    Annotation("King's Cross", coordinate: places[3].coordinate) {
                        Image(systemName: "tram.fill")
                            .padding(6)
                            .foregroundStyle(.white)
                            .background(.blue, in: Circle())
                    }
                    MapCircle(center: places[2].coordinate, radius: 700)
                        .foregroundStyle(.green.opacity(0.2))
                        .stroke(.green, lineWidth: 2)
                    MapPolyline(coordinates: [places[3].coordinate, places[1].coordinate, places[0].coordinate])
                        .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                }
                .mapControls { MapUserLocationButton() }
                .frame(height: 300)
                List(places) { place in
                    Label(place.name, systemImage: place.symbol)
                }
                .listStyle(.plain)
            }
            .navigationTitle("London")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

extension SampleCatalog {
    /// MapKit's `Map` with markers, an annotation and overlays (`import MapKit`).
    static var mapSamples: [Sample] {
        [Sample("map-screen", MapScreen(), width: 390, height: 640,
                outputs: [SampleOutput("map-screen@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
