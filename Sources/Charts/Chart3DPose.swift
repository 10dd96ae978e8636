import Cairn
import Foundation

/// The direction a 3D chart is seen from (Swift Charts' `Chart3DPose`, iOS 26,
/// https://developer.apple.com/documentation/charts/chart3dpose): an azimuth (the horizontal
/// angle, about the vertical y axis) and an inclination (the vertical angle, above the
/// x–z plane).
///
/// Apple declares both angles as Spatial's `Angle2D`; Cairn has no Spatial module and uses
/// `Angle`, which has the same `.degrees(_:)`/`.radians(_:)` spellings, so
/// `Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7))` compiles unchanged.
///
/// Sign conventions (Cairn's, as Apple publishes no numbers): azimuth 0 and inclination 0
/// look at the chart from the front (+z towards the viewer, x to the right, y up); a positive
/// azimuth moves the viewer towards +x (90°: `.right`); a positive inclination moves the viewer
/// up (90°: `.top`, looking down with −z at the top of the picture).
public struct Chart3DPose: Equatable, Hashable, Sendable {
    /// The azimuthal angle of the chart pose (https://developer.apple.com/documentation/charts/chart3dpose/azimuth).
    public var azimuth: Angle
    /// The inclination angle of the chart pose (https://developer.apple.com/documentation/charts/chart3dpose/inclination).
    public var inclination: Angle

    /// Initialize a `Chart3DPose` with the provided azimuth and inclination angles
    /// (https://developer.apple.com/documentation/charts/chart3dpose/init(azimuth:inclination:)).
    /// The angles are kept as given; a NaN or infinite angle draws the chart from `.default`
    /// with a diagnostic.
    public init(azimuth: Angle, inclination: Angle) {
        self.azimuth = azimuth
        self.inclination = inclination
    }

    /// A pose to view a 3D Chart from a default position
    /// (https://developer.apple.com/documentation/charts/chart3dpose/default). Apple publishes no
    /// angles; Cairn's estimate, read from the WWDC25 session "Bring Swift Charts to the third
    /// dimension", where the chart is seen from the front-right and a little above: azimuth 30°,
    /// inclination 20°.
    public static var `default`: Chart3DPose { Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20)) }
    /// A pose to view a 3D Chart from the front (azimuth 0°, inclination 0°).
    public static var front: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(0)) }
    /// A pose to view a 3D Chart from the back (azimuth 180°, inclination 0°).
    public static var back: Chart3DPose { Chart3DPose(azimuth: .degrees(180), inclination: .degrees(0)) }
    /// A pose to view a 3D Chart from the left (azimuth −90°, inclination 0°).
    public static var left: Chart3DPose { Chart3DPose(azimuth: .degrees(-90), inclination: .degrees(0)) }
    /// A pose to view a 3D Chart from the right (azimuth 90°, inclination 0°).
    public static var right: Chart3DPose { Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0)) }
    /// A pose to view a 3D Chart from the top (azimuth 0°, inclination 90°).
    public static var top: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(90)) }
    /// A pose to view a 3D Chart from the bottom (azimuth 0°, inclination −90°).
    public static var bottom: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(-90)) }

    /// Whether both angles are finite numbers (a pose Cairn can draw from).
    var isFinite: Bool { azimuth.radians.isFinite && inclination.radians.isFinite }
}

/// How a 3D chart's volume is projected onto the picture (Swift Charts'
/// `Chart3DCameraProjection`, https://developer.apple.com/documentation/charts/chart3dcameraprojection).
public struct Chart3DCameraProjection: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, orthographic, perspective }
    let kind: Kind

    /// The system's choice. Apple does not say what it resolves to; Cairn draws it
    /// orthographically (Cairn's estimate: the WWDC25 session's charts keep parallel edges
    /// parallel until it switches to `.perspective`).
    public static var automatic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .automatic) }
    /// Parallel projection: a unit of data has the same length at every depth.
    public static var orthographic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .orthographic) }
    /// Perspective projection: farther parts are smaller. Cairn's camera sits 2.5 cube edges
    /// from the cube's centre (Cairn's estimate; Apple publishes no field of view).
    public static var perspective: Chart3DCameraProjection { Chart3DCameraProjection(kind: .perspective) }
}
