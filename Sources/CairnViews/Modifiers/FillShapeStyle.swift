import CairnDisplayList

/// The overlay fill style, as SwiftUI's `FillShapeStyle` (`.fill`, iOS 17): UIKit's fill
/// colours by level — `.fill` is `systemFill` (120, 120, 128 at 20 %), `.fill.secondary`
/// `secondarySystemFill` (16 %), `.fill.tertiary` `tertiarySystemFill` (118, 118, 128 at
/// 12 %), `.fill.quaternary` `quaternarySystemFill` (116, 116, 128 at 8 %), with their dark
/// values. Apple: "Use the primary version of this style to fill thin or small shapes… the
/// tertiary version… to fill large shapes, such as input fields, search bars, or buttons",
/// the same words as UIKit's `systemFill` … `quaternarySystemFill`.
public struct FillShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int

    /// The primary overlay fill (`systemFill`).
    public init() { level = 0 }

    init(level: Int) { self.level = level }

    /// The second level (`secondarySystemFill`), for medium shapes such as a switch's background.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level (`tertiarySystemFill`), for large shapes such as input fields and buttons.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level (`quaternarySystemFill`), for large areas with complex content.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        let colors = [UIColor.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(colors[min(max(level, 0), 3)].color.resolve(in: context.colorScheme, era: context.designEra))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill style (Apple: `ShapeStyle.fill`): `systemFill`, with `.secondary`,
    /// `.tertiary` and `.quaternary` levels.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
