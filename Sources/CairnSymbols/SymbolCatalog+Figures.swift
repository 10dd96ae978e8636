import CairnGeometry
import CairnShapes
import Foundation

private typealias G = SymbolGeometry

/// A figure of the SF Symbols workout set, drawn as the set draws its people: a round head
/// and thick limbs with round ends, joined at round joints.
private struct Pose {
    /// The head's centre (its radius is 2.3 units).
    var head: CGPoint
    /// The torso, from the neck down to the hips.
    var torso: [CGPoint]
    /// Each arm from the shoulder, through the elbow, to the hand.
    var arms: [[CGPoint]]
    /// Each leg from the hip, through the knee, to the foot.
    var legs: [[CGPoint]]
    /// What the figure holds or stands by.
    var props: [SymbolDrawing.Part] = []

    /// The figure's parts: the torso 3.6 units thick, legs 2.8, arms 2.3 (Cairn's reading of
    /// the SF Symbols people, whose limbs thin from the body outwards).
    var parts: [SymbolDrawing.Part] {
        [.fill(G.circle(head, 2.3)), .stroke(G.polyline(torso), width: 3.6)]
            + legs.map { .stroke(G.polyline($0), width: 2.8) }
            + arms.map { .stroke(G.polyline($0), width: 2.3) }
            + props
    }
}

/// A point, briefly.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

extension SymbolCatalog {
    /// The workout figures pasted fitness views name that the icon set has no picture for:
    /// `figure.hiking`, `figure.strengthtraining.traditional`,
    /// `figure.strengthtraining.functional`, `figure.yoga`,
    /// `figure.highintensity.intervaltraining`, `figure.dance`, `figure.cooldown`,
    /// `figure.core.training` and `figure.climbing` (SF Symbols 4, the names HealthKit
    /// workout screens use). Apple publishes no outlines; each is Cairn's drawing of the SF
    /// Symbols pose on the 24-unit grid (side views face right, as SF Symbols' walkers and
    /// runners do), built by `Pose`.
    static var figureSymbols: [(String, [SymbolDrawing.Part])] {
        // Walking uphill with a stick in the front hand and a pack on the back.
        let hiking = Pose(
            head: pt(13.4, 3.9), torso: [pt(12.6, 7.4), pt(11.2, 13.2)],
            arms: [[pt(12.6, 8.0), pt(14.6, 10.8), pt(16.9, 11.0)], [pt(12.3, 8.0), pt(10.6, 11.2), pt(9.6, 13.8)]],
            legs: [[pt(11.2, 13.2), pt(13.6, 17.0), pt(14.8, 21.8)], [pt(11.2, 13.2), pt(10.0, 17.4), pt(7.6, 21.6)]],
            props: [.stroke(G.polyline([pt(17.4, 7.6), pt(18.3, 22.2)]), width: 1.3),
                    .fill(Path(roundedRect: CGRect(x: 7.0, y: 6.8, width: 3.6, height: 6.0), cornerRadius: 1.2))])
        // Front view: a barbell pressed overhead, feet apart.
        let barbell = Pose(
            head: pt(12, 7.6), torso: [pt(12, 10.6), pt(12, 15.2)],
            arms: [[pt(11, 10.6), pt(8.2, 8.8), pt(7.4, 4.6)], [pt(13, 10.6), pt(15.8, 8.8), pt(16.6, 4.6)]],
            legs: [[pt(11.2, 15), pt(9.8, 18.6), pt(9.4, 22.2)], [pt(12.8, 15), pt(14.2, 18.6), pt(14.6, 22.2)]],
            props: [.stroke(G.polyline([pt(3.6, 4.4), pt(20.4, 4.4)]), width: 1.4),
                    .fill(Path(roundedRect: CGRect(x: 2.4, y: 1.6, width: 2.4, height: 5.6), cornerRadius: 0.8)),
                    .fill(Path(roundedRect: CGRect(x: 19.2, y: 1.6, width: 2.4, height: 5.6), cornerRadius: 0.8))])
        // A squat, a kettlebell held low in front.
        var bell = G.circle(pt(15.6, 17.4), 2.4)
        bell.addPath(Path(roundedRect: CGRect(x: 13.9, y: 13.4, width: 3.4, height: 2.6), cornerRadius: 1.2))
        let functional = Pose(
            head: pt(11.6, 4.0), torso: [pt(10.8, 7.4), pt(8.0, 13.6)],
            arms: [[pt(10.9, 8.0), pt(13.4, 11.0), pt(15.2, 13.6)]],
            legs: [[pt(8.0, 13.6), pt(12.4, 15.6), pt(11.8, 22.0)], [pt(8.0, 13.6), pt(11.0, 16.6), pt(8.8, 22.0)]],
            props: [.solid(bell, width: 0.8, holes: [Path(roundedRect: CGRect(x: 14.8, y: 14.2, width: 1.6, height: 1.0), cornerRadius: 0.5)])])
        // The tree pose: hands joined overhead, one foot against the other knee.
        let yoga = Pose(
            head: pt(12, 7.0), torso: [pt(12, 10.0), pt(12, 15.0)],
            arms: [[pt(10.9, 10.2), pt(7.8, 6.6), pt(11.3, 1.6)], [pt(13.1, 10.2), pt(16.2, 6.6), pt(12.7, 1.6)]],
            legs: [[pt(11.6, 14.8), pt(11.6, 18.6), pt(11.6, 22.4)], [pt(12.6, 15.0), pt(16.6, 17.0), pt(12.6, 18.8)]])
        // A jump, arms and legs spread (front view).
        let intervals = Pose(
            head: pt(12, 4.2), torso: [pt(12, 7.2), pt(12, 12.8)],
            arms: [[pt(11, 7.6), pt(7.8, 5.8), pt(5.4, 2.8)], [pt(13, 7.6), pt(16.2, 5.8), pt(18.6, 2.8)]],
            legs: [[pt(11.2, 12.8), pt(8.6, 16.8), pt(6.4, 20.8)], [pt(12.8, 12.8), pt(15.4, 16.8), pt(17.6, 20.8)]])
        // A dancer, one arm raised, the back leg kicked out behind.
        let dance = Pose(
            head: pt(12.8, 3.8), torso: [pt(12.3, 7.2), pt(11.6, 13.0)],
            arms: [[pt(12.4, 7.6), pt(14.8, 5.4), pt(16.8, 2.6)], [pt(12.0, 7.8), pt(9.2, 9.4), pt(6.6, 8.6)]],
            legs: [[pt(11.6, 13.0), pt(12.6, 17.6), pt(12.8, 22.2)], [pt(11.6, 13.0), pt(8.6, 15.8), pt(5.2, 15.2)]])
        // A side stretch (front view): one arm over the head, the other hand on the hip.
        let cooldown = Pose(
            head: pt(13.2, 6.0), torso: [pt(12.4, 9.0), pt(11.8, 14.4)],
            arms: [[pt(11.4, 9.2), pt(8.2, 5.4), pt(11.4, 1.6)], [pt(13.4, 9.4), pt(15.8, 11.4), pt(13.6, 13.8)]],
            legs: [[pt(11.2, 14.4), pt(10.2, 18.4), pt(9.6, 22.2)], [pt(12.4, 14.4), pt(13.6, 18.4), pt(14.2, 22.2)]])
        // A sit-up on a mat: leaning back, knees up, arms reaching forward.
        let core = Pose(
            head: pt(5.6, 10.6), torso: [pt(7.4, 13.2), pt(10.4, 18.6)],
            arms: [[pt(7.8, 13.8), pt(11.4, 14.4), pt(14.4, 13.2)]],
            legs: [[pt(10.4, 18.6), pt(15.0, 13.8), pt(18.6, 19.4)]],
            props: [.stroke(G.polyline([pt(2.6, 21.8), pt(21.4, 21.8)]), width: 1.4)])
        // Climbing a wall on the right, reaching for a hold above.
        let climbing = Pose(
            head: pt(12.8, 5.0), torso: [pt(12.6, 8.2), pt(11.8, 13.6)],
            arms: [[pt(12.9, 8.6), pt(15.4, 6.6), pt(16.6, 2.8)], [pt(12.4, 8.8), pt(14.4, 11.4), pt(16.6, 11.8)]],
            legs: [[pt(11.8, 13.6), pt(15.0, 15.6), pt(16.6, 18.6)], [pt(11.8, 13.6), pt(11.2, 18.0), pt(14.4, 21.4)]],
            props: [.stroke(G.polyline([pt(19.6, 1.6), pt(19.6, 22.4)]), width: 1.6)])
        return [
            ("figure.hiking", hiking.parts),
            ("figure.strengthtraining.traditional", barbell.parts),
            ("figure.strengthtraining.functional", functional.parts),
            ("figure.yoga", yoga.parts),
            ("figure.highintensity.intervaltraining", intervals.parts),
            ("figure.dance", dance.parts),
            ("figure.cooldown", cooldown.parts),
            ("figure.core.training", core.parts),
            ("figure.climbing", climbing.parts),
        ]
    }
}
