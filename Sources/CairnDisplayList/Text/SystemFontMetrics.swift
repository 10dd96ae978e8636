import CairnGeometry
import Foundation

/// The metrics iOS gives its system font (SF Pro), which Cairn applies to the bundled Inter
/// that stands in for it, so text is measured as iOS measures it.
///
/// Vertical metrics: SF Pro's `hhea` table (2048 units per em) has ascender 1950,
/// descender −494 and line gap 0, and its OS/2 cap height is 1443 units; so the 17-point
/// body line is 2444 / 2048 × 17 = 20.287 points tall (`UIFont.systemFont(ofSize: 17)
/// .lineHeight`, the 20.3-point row step seed 000 uses) with its baseline 16.187 below
/// the top. Inter's own line is 20.574.
///
/// Tracking: the Human Interface Guidelines, Typography > Specifications > "Tracking
/// values" (https://developer.apple.com/design/human-interface-guidelines/typography,
/// table "iOS, iPadOS, visionOS tracking values", SF Pro) list the tracking the system
/// applies at each point size, from +0.24 points at 6 to −0.45 at 19–20, back to +0.40
/// around 30, then falling to +0.07 at 76 and 0 from 80. Cairn uses the page's points
/// column (its 1/1000-em column is rounded: −26/1000 × 17 = −0.442, the points column
/// says −0.43). Sizes between the listed ones interpolate linearly; smaller and larger
/// ones take the end values. Like the font's `trak` table on iOS it is added to the advance of every
/// character, the last one included.
package enum SystemFontMetrics {
    /// Units per em of SF Pro.
    static let unitsPerEm: CGFloat = 2048
    /// Ascender per em (1950 / 2048).
    package static let ascender: CGFloat = 1950 / unitsPerEm
    /// Descender per em, positive (494 / 2048).
    package static let descender: CGFloat = 494 / unitsPerEm
    /// Cap height per em (1443 / 2048).
    package static let capHeight: CGFloat = 1443 / unitsPerEm

    /// The HIG's tracking table for SF Pro on iOS, iPadOS and visionOS: point size and the
    /// "Tracking (points)" column, every row of the page (6 … 96 points).
    package static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking, in points, the system font gets at `size` points.
    package static func tracking(forSize size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard size.isFinite else { return 0 }
        if size <= table[0].size { return table[0].tracking }
        for i in 1..<table.count where size <= table[i].size {
            let (s0, t0) = table[i - 1], (s1, t1) = table[i]
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        }
        return table[table.count - 1].tracking
    }

    /// The vertical metrics of the system font at `size` points.
    package static func metrics(size: CGFloat) -> FontMetrics {
        FontMetrics(ascender: ascender * size, descender: -descender * size, capHeight: capHeight * size, leading: 0)
    }

    /// Whether `family` is drawn with the system font (Inter) and so gets these metrics:
    /// the default design and the rounded one (drawn with the same faces, see `Font`).
    package static func applies(to family: TextFont.Family) -> Bool {
        family == .system(.default) || family == .system(.rounded)
    }
}
