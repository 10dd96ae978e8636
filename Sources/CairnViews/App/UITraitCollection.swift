import Foundation

/// A set of interface traits (UIKit's `UITraitCollection`), as iOS snapshot tests pass them:
/// `.image(traits: .init(userInterfaceStyle: .dark))`, or several merged with
/// `init(traitsFrom:)`. Each trait is unspecified unless set; a snapshot renders the view in
/// the environment they describe (colour scheme, size classes, Dynamic Type size, layout
/// direction) at their display scale.
public struct UITraitCollection: Sendable, Equatable {
    /// Light or dark (UIKit's `UIUserInterfaceStyle`).
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The text size the user chose (`.unspecified`: the default, large).
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Pixels per point (0: unspecified).
    public var displayScale: CGFloat = 0

    /// No trait specified.
    public init() {}
    /// Only the interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// Only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// Only the vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// Only the content size category.
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    /// Only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Only the display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// The traits of `collections` merged, later ones winning where they specify a trait.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.displayScale > 0, c.displayScale.isFinite { displayScale = c.displayScale }
        }
    }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// Left to right or right to left (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The text size a user chose (UIKit's `UIContentSizeCategory`), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not specified.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large (the default).
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The Dynamic Type size SwiftUI reads for this category (nil: unspecified or unknown).
    public var dynamicTypeSize: DynamicTypeSize? {
        switch self {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        default: nil
        }
    }
}

extension View {
    /// This view in the environment `traits` describe: their colour scheme, size classes,
    /// Dynamic Type size and layout direction (unspecified traits leave the environment's).
    package func withTraits(_ traits: UITraitCollection) -> some View {
        transformEnvironment(\.self) { env in
            switch traits.userInterfaceStyle {
            case .light: env.colorScheme = .light
            case .dark: env.colorScheme = .dark
            case .unspecified: break
            }
            switch traits.horizontalSizeClass {
            case .compact: env.horizontalSizeClass = .compact
            case .regular: env.horizontalSizeClass = .regular
            case .unspecified: break
            }
            switch traits.verticalSizeClass {
            case .compact: env.verticalSizeClass = .compact
            case .regular: env.verticalSizeClass = .regular
            case .unspecified: break
            }
            if let size = traits.preferredContentSizeCategory.dynamicTypeSize { env.dynamicTypeSize = size }
            switch traits.layoutDirection {
            case .leftToRight: env.layoutDirection = .leftToRight
            case .rightToLeft: env.layoutDirection = .rightToLeft
            case .unspecified: break
            }
        }
    }
}
