#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn

/// A device to snapshot a view on, as swift-snapshot-testing's `ViewImageConfig` on iOS (which
/// Linux's SnapshotTesting lacks): a screen size, its safe area and its size classes, for
/// `.image(layout: .device(config: .iPhone13))`.
///
/// The view is laid out as a hosting controller on that device lays out its root: in the
/// safe area, on the system background (`ScreenSafeAreaView`, as `cairn previews` draws a
/// screen); no status bar is drawn, as none is in an iOS snapshot. The sizes, safe areas and
/// size classes of the named devices are swift-snapshot-testing's, so a reference recorded
/// on iOS has the same size.
public struct ViewImageConfig: Sendable, Equatable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The screen's safe area.
    public var safeArea: EdgeInsets
    /// The screen's size, or nil: the view's own size (its ideal size), as `.sizeThatFits`.
    public var size: CGSize?
    /// The device's traits: its size classes (and any other trait a config gives).
    public var traits: UITraitCollection

    /// A device of `size` whose safe area leaves `safeArea`, with `traits`.
    public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A device's traits of these size classes.
    private static func sizeClasses(_ h: UIUserInterfaceSizeClass, _ v: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: h), UITraitCollection(verticalSizeClass: v)])
    }

    /// A phone of portrait size `width` × `height` whose sensor housing takes `top` (0: a
    /// home button, whose status bar leaves 20 in portrait and hides when turned) and whose
    /// width is regular when turned when `wide` (the Plus and Max sizes).
    private static func phone(_ width: CGFloat, _ height: CGFloat, top: CGFloat, wide: Bool, _ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: EdgeInsets(top: top == 0 ? 20 : top, leading: 0, bottom: top == 0 ? 0 : 34, trailing: 0),
                                   size: CGSize(width: width, height: height), traits: sizeClasses(.compact, .regular))
        case .landscape:
            let bottom: CGFloat = top == 0 ? 0 : (top == 44 ? 24 : 21)
            return ViewImageConfig(safeArea: EdgeInsets(top: 0, leading: top, bottom: bottom, trailing: top),
                                   size: CGSize(width: height, height: width), traits: sizeClasses(wide ? .regular : .compact, .compact))
        }
    }

    /// An iPad of portrait size `width` × `height` with a safe area of `top` and `bottom`, full screen.
    private static func pad(_ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                        size: orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
                        traits: sizeClasses(.regular, .regular))
    }

    /// iPhone SE (1st generation), 320 × 568, portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation), 320 × 568.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone(320, 568, top: 0, wide: false, orientation) }
    /// iPhone 8, 375 × 667, portrait.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, 375 × 667.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(375, 667, top: 0, wide: false, orientation) }
    /// iPhone 8 Plus, 414 × 736, portrait.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus, 414 × 736.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(414, 736, top: 0, wide: true, orientation) }
    /// iPhone X, 375 × 812, portrait.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X, 375 × 812 (44 at the top, 34 below).
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(375, 812, top: 44, wide: false, orientation) }
    /// iPhone XS Max, 414 × 896, portrait.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max, 414 × 896.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(414, 896, top: 44, wide: true, orientation) }
    /// iPhone XR, 414 × 896, portrait.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR, 414 × 896.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(414, 896, top: 44, wide: true, orientation) }
    /// iPhone 12, 390 × 844, portrait.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12, 390 × 844 (47 at the top, 34 below).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(390, 844, top: 47, wide: false, orientation) }
    /// iPhone 12 Pro, 390 × 844, portrait.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro, 390 × 844.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 12 Pro Max, 428 × 926, portrait.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max, 428 × 926.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(428, 926, top: 47, wide: true, orientation) }
    /// iPhone 13, 390 × 844, portrait.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, 390 × 844.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 mini, 375 × 812, portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, 375 × 812 (50 at the top, 34 below).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { phone(375, 812, top: 50, wide: false, orientation) }
    /// iPhone 13 Pro, 390 × 844, portrait.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro, 390 × 844.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 Pro Max, 428 × 926, portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, 428 × 926.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }
    /// iPad mini, 1024 × 768, landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini, 768 × 1024 (20 at the top), full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { pad(768, 1024, top: 20, bottom: 0, orientation) }
    /// iPad 9.7-inch (the iPad mini's size), landscape.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch, 768 × 1024, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch, 1080 × 810, landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch, 810 × 1080, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { pad(810, 1080, top: 20, bottom: 0, orientation) }
    /// iPad Pro 10.5-inch, 1112 × 834, landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, 834 × 1112, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { pad(834, 1112, top: 20, bottom: 0, orientation) }
    /// iPad Pro 11-inch, 1194 × 834, landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch, 834 × 1194 (24 at the top, 20 below), full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { pad(834, 1194, top: 24, bottom: 20, orientation) }
    /// iPad Pro 12.9-inch, 1366 × 1024, landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, 1024 × 1366, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { pad(1024, 1366, top: 20, bottom: 0, orientation) }
}
#endif
