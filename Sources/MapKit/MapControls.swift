import Cairn
import CairnViews
import Foundation

private struct MapStyleKey: EnvironmentKey { static var defaultValue: MapStyle { .standard } }
private struct MapControlsKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }
private struct MapControlVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct MapHeadingKey: EnvironmentKey { static var defaultValue: Double { 0 } }

extension EnvironmentValues {
    /// The style maps below draw in (`mapStyle(_:)`).
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
    /// The controls maps below show (`mapControls(_:)`); nil for the default ones.
    var mapControls: AnyView? {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
    /// Whether map controls below show (`mapControlVisibility(_:)`).
    var mapControlVisibility: Visibility {
        get { self[MapControlVisibilityKey.self] }
        set { self[MapControlVisibilityKey.self] = newValue }
    }
    /// The heading of the map the controls belong to.
    var mapHeading: Double {
        get { self[MapHeadingKey.self] }
        set { self[MapHeadingKey.self] = newValue }
    }
}

extension View {
    /// Draws maps below in `style`.
    public func mapStyle(_ style: MapStyle) -> some View { environment(\.mapStyle, style) }

    /// The controls maps below show, at their top-trailing corner: `MapUserLocationButton`,
    /// `MapCompass`, `MapPitchToggle`, `MapScaleView`. Without it a map shows the compass (when
    /// turned away from north) and the scale (while zooming): at rest, the compass only.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.mapControls, AnyView(content()))
    }

    /// Shows or hides map controls: `.visible` draws the compass and scale even at rest,
    /// `.hidden` hides a control.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { environment(\.mapControlVisibility, visibility) }

    /// Runs `action` when the map's camera changes: a still's camera never changes, so it never
    /// runs.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }

    /// Runs `action` with the camera when it changes: never, in a still.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }

    /// Ties standalone map controls to the map in `scope`: the controls draw as they do in the map.
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Shows a map item's detail sheet when `item` is set: the sheet shows Apple's place card,
    /// which needs Apple's servers; a render shows the view unchanged.
    public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }

    /// Shows Look Around for `scene` when presented: it needs Apple's imagery; a render shows
    /// the view unchanged.
    public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?) -> some View { self }
}

/// A Look Around scene (`MKLookAroundScene`): Apple's street imagery, which a render cannot
/// fetch.
public final class MKLookAroundScene: @unchecked Sendable {
    init() {}
}

/// The column of controls at a map's top-trailing corner: Cairn's estimate of iOS's
/// placement, 8 pt from the edges, 8 pt apart.
struct MapControlsColumn: View {
    let controls: AnyView?
    var body: some View {
        VStack(spacing: 8) {
            if let controls { controls } else { MapCompass() }
        }
        .padding(.top, 8)
        .padding(.trailing, 8)
    }
}

/// The platter a map control sits on: Cairn's estimate, a 44 pt square of thick material
/// with 8 pt corners (iOS 17), or a 44 pt circle of Liquid Glass (iOS 26).
struct MapControlPlatter<Content: View>: View {
    let content: Content
    @Environment(\.designEra) private var era

    var body: some View {
        if era == .iOS26 {
            content.frame(width: 44, height: 44).glassEffect(.regular, in: Circle())
        } else {
            content.frame(width: 44, height: 44).background(.thickMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// The button that centres the map on the user, as MapKit's `MapUserLocationButton`: the
/// `location` arrow in the tint on the control platter.
public struct MapUserLocationButton: View {
    @Environment(\.mapControlVisibility) private var visibility
    /// The button for the map in `scope` (or the map around it).
    public init(scope: Namespace.ID? = nil) {}
    /// The button.
    public var body: some View {
        if visibility != .hidden {
            MapControlPlatter(content: Image(systemName: "location").font(.system(size: 17)).foregroundStyle(.tint))
        }
    }
}

/// The button that switches the map between 2D and 3D, as MapKit's `MapPitchToggle`: "3D" in
/// the tint on the control platter.
public struct MapPitchToggle: View {
    @Environment(\.mapControlVisibility) private var visibility
    /// The toggle for the map in `scope` (or the map around it).
    public init(scope: Namespace.ID? = nil) {}
    /// The toggle.
    public var body: some View {
        if visibility != .hidden {
            MapControlPlatter(content: Text("3D").font(.system(size: 15, weight: .semibold)).foregroundStyle(.tint))
        }
    }
}

/// The slider that pitches the map (macOS and visionOS); not drawn on iPhone.
public struct MapPitchSlider: View {
    /// The slider for the map in `scope`.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing, on iPhone.
    public var body: some View { EmptyView() }
}

/// The zoom buttons (macOS); not drawn on iPhone.
public struct MapZoomStepper: View {
    /// The stepper for the map in `scope`.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing, on iPhone.
    public var body: some View { EmptyView() }
}

/// The compass, as MapKit's `MapCompass`: shown only while the map is turned away from north
/// (or with `.mapControlVisibility(.visible)`). Cairn's estimate of its look: a 40 pt disc of
/// thick material with a red needle pointing north and an "N".
public struct MapCompass: View {
    @Environment(\.mapControlVisibility) private var visibility
    @Environment(\.mapHeading) private var heading
    /// The compass for the map in `scope` (or the map around it).
    public init(scope: Namespace.ID? = nil) {}
    /// The compass, when shown.
    public var body: some View {
        if visibility == .visible || (visibility == .automatic && heading.truncatingRemainder(dividingBy: 360) != 0) {
            ZStack {
                Circle().fill(.thickMaterial)
                VStack(spacing: 1) {
                    Text("N").font(.system(size: 9, weight: .bold)).foregroundStyle(Color.primary)
                    CompassNeedle().fill(Color.red).frame(width: 6, height: 12)
                    Spacer(minLength: 0)
                }
                .padding(.top, 4)
                .rotationEffect(.degrees(-heading))
            }
            .frame(width: 40, height: 40)
        }
    }
}

/// The compass needle: a triangle pointing up.
struct CompassNeedle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The scale bar, as MapKit's `MapScaleView`: shown only while zooming on iOS, so hidden at
/// rest unless `.mapControlVisibility(.visible)` asks for it. A render draws nothing for it
/// then too (Cairn does not draw MapKit's scale bar; its lengths would need the map's units
/// and rounding, which Apple does not publish).
public struct MapScaleView: View {
    /// The scale for the map in `scope` (or the map around it).
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing at rest.
    public var body: some View { EmptyView() }
}
