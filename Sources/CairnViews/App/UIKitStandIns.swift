import CairnDisplayList
import CairnGeometry
import CairnSymbols
import Foundation

// The corner of UIKit that SwiftUI files reach for: on iOS `import SwiftUI` brings UIKit with
// it, so pasted views ask the device what it is (`UIDevice.current.userInterfaceIdiom`), open
// URLs (`UIApplication.shared.open`), play haptics (`UIImpactFeedbackGenerator`), wrap
// `UIImage`s and `UIFont`s. Cairn draws an iPhone and has no app around the view: what a still
// cannot show (opening a URL, a haptic) changes nothing, as it changes no pixel on iOS, and
// every answer is the one an iPhone gives, documented on each member. `cairn` reads
// `import UIKit` as `import Cairn`.

/// The kind of device an interface is drawn for (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An unspecified idiom.
    case unspecified = -1
    /// An iPhone or iPod touch: what Cairn draws.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The physical orientation of a device (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright: Cairn's screens are portrait.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the home side on the right.
    case landscapeLeft = 3
    /// Turned with the home side on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device a view runs on (UIKit's `UIDevice`): in Cairn always the iPhone it draws for.
public final class UIDevice: Sendable {
    /// The device: an iPhone.
    public static let current = UIDevice()

    /// The device's kind: `.phone`, the iPhone Cairn draws (even on a wide `--size` canvas;
    /// use `\.horizontalSizeClass` for an iPad's layout, as Apple recommends).
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The operating system's name: "iOS".
    public let systemName = "iOS"
    /// The operating system's version: "26.0" (the release whose look Cairn draws by default).
    public let systemVersion = "26.0"
    /// The device's model: "iPhone".
    public let model = "iPhone"
    /// The model's localized name: "iPhone".
    public let localizedModel = "iPhone"
    /// The device's name: "iPhone" (iOS 16+ gives apps the model, not the owner's name).
    public let name = "iPhone"
    /// The physical orientation: `.portrait`.
    public let orientation = UIDeviceOrientation.portrait
    /// The vendor identifier: nil, as iOS answers before the device is unlocked.
    public let identifierForVendor: UUID? = nil
    /// Whether the battery is monitored: false (setting it changes nothing).
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// The battery's charge: −1, unknown, as iOS reports it while monitoring is off.
    public let batteryLevel: Float = -1
    /// Whether the device reports a multitasking-capable system: true, as every iPhone.
    public let isMultitaskingSupported = true
}

/// The app around a view (UIKit's `UIApplication`). Cairn renders a view with no app: opening
/// a URL opens nothing and reports failure, as it does for a URL no app handles.
public final class UIApplication: Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// Keys for `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link that an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens `url` in another app: nothing is opened in a rendering, and `completion` (if
    /// any) is called with false at once.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Opens `url` in another app (the `async` form): false, nothing is opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// Whether an app can open `url`: false, no other app is installed.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The app's state: `.active` (a preview is in the foreground).
    public let applicationState = State.active

    /// The app's run states (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The URL string that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// Posted when the app becomes active (never posted by a rendering).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (never posted by a rendering).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never posted by a rendering).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (never posted by a rendering).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end (never posted by a rendering).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory (never posted by a rendering).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot (never posted by a rendering).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// Haptics for a physical impact (UIKit's `UIImpactFeedbackGenerator`): a still has no
/// haptics, so each call changes nothing, as on a device without a Taptic Engine.
public final class UIImpactFeedbackGenerator: Sendable {
    /// The impact's mass.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {}
    /// Readies the Taptic Engine: nothing to ready.
    public func prepare() {}
    /// Plays an impact: nothing is felt in a rendering.
    public func impactOccurred() {}
    /// Plays an impact of `intensity` (0...1): nothing is felt in a rendering.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for an outcome (UIKit's `UINotificationFeedbackGenerator`): changes nothing.
public final class UINotificationFeedbackGenerator: Sendable {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// A generator.
    public init() {}
    /// Readies the Taptic Engine: nothing to ready.
    public func prepare() {}
    /// Plays the outcome's haptic: nothing is felt in a rendering.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a change of selection (UIKit's `UISelectionFeedbackGenerator`): changes nothing.
public final class UISelectionFeedbackGenerator: Sendable {
    /// A generator.
    public init() {}
    /// Readies the Taptic Engine: nothing to ready.
    public func prepare() {}
    /// Plays the selection tick: nothing is felt in a rendering.
    public func selectionChanged() {}
}

/// An image object (UIKit's `UIImage`) for `Image(uiImage:)`: a system symbol or an image
/// file, found as `Image(_:)` finds files. Its initialisers fail as UIKit's do: for a symbol
/// name Cairn cannot draw, or a file that does not exist. Immutable, so safe to share across
/// threads as UIKit's is (`@unchecked`: the `Image` it holds carries a `Bundle`).
public final class UIImage: @unchecked Sendable {
    let image: Image

    /// The pixels behind the image when it was made from them (`init(cgImage:)`), nil for
    /// symbols and files (decoded when drawn; `cgImage` decodes them).
    package let bitmapImage: CGImage?
    /// Pixels per point (1 unless given, or read from a file's `@2x`/`@3x` name).
    public let scale: CGFloat
    /// How the stored pixels are turned for display (`.up` unless given).
    public let imageOrientation: Orientation

    init(image: Image, cgImage: CGImage? = nil, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.image = image
        bitmapImage = cgImage
        self.scale = scale
        imageOrientation = orientation
    }

    /// An empty image (UIKit's `UIImage()`): size zero, drawing nothing. SwiftUI code starts
    /// a `@State` image with it before the real one is made.
    public convenience init() { self.init(image: Image(provider: .empty)) }

    /// An image of a bitmap's pixels, one pixel a point (UIKit's `UIImage(cgImage:)`).
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of a bitmap's pixels at `scale` pixels per point, shown turned by
    /// `orientation` (UIKit's `init(cgImage:scale:orientation:)`). A scale that is not
    /// finite and positive is 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(image: Image(decorative: cgImage, scale: scale, orientation: orientation.swiftUI),
                  cgImage: cgImage, scale: scale, orientation: orientation)
    }

    /// How an image's pixels are turned for display (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Sendable, CaseIterable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Turned 180° and flipped horizontally.
        case downMirrored
        /// Turned 90° counterclockwise and flipped horizontally.
        case leftMirrored
        /// Turned 90° clockwise and flipped horizontally.
        case rightMirrored

        /// SwiftUI's orientation of the same name.
        package var swiftUI: Image.Orientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// The system symbol `name`, or nil when Cairn has no drawing for it (UIKit: nil for an
    /// unknown name).
    public convenience init?(systemName name: String) {
        guard SymbolCatalog.contains(name) else { return nil }
        self.init(image: Image(systemName: name))
    }

    /// The image file `name` (PNG or SVG, `@2x`/`@3x` variants) in `bundle`'s resources or the
    /// current directory, or nil when there is none. The file is decoded when drawn.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        guard let url = ImageFileLoader.findFile(named: name, bundle: bundle, displayScale: UIScreen.main.scale),
              Self.isRegularFile(url.path) else { return nil }
        self.init(image: Image(name, bundle: bundle), scale: ImageFileLoader.scale(ofFileNamed: url.lastPathComponent))
    }

    /// The image file at `path`, or nil when no regular file is there (a directory or a
    /// device gives nil).
    public convenience init?(contentsOfFile path: String) {
        guard Self.isRegularFile(path) else { return nil }
        self.init(image: Image(fileAtPath: path), scale: ImageFileLoader.scale(ofFileNamed: (path as NSString).lastPathComponent))
    }

    /// The image `data` holds (PNG, JPEG or SVG bytes), as UIKit's `UIImage(data:)`; nil
    /// when the bytes are none of those (told by their signature; a corrupt file of a known
    /// format draws nothing, with a diagnostic). Decoded when drawn, at one pixel a point.
    public convenience init?(data: Data) {
        guard ImageFormat(sniffing: data) != nil else { return nil }
        self.init(image: Image(provider: .data(data)))
    }

    /// Whether `path` (symbolic links followed) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType == .typeRegular
    }

    /// The same image drawn with `renderingMode` (`.alwaysTemplate`: in the foreground style).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        switch renderingMode {
        case .automatic: UIImage(image: image.renderingMode(nil), cgImage: bitmapImage, scale: scale, orientation: imageOrientation)
        case .alwaysOriginal: UIImage(image: image.renderingMode(.original), cgImage: bitmapImage, scale: scale, orientation: imageOrientation)
        case .alwaysTemplate: UIImage(image: image.renderingMode(.template), cgImage: bitmapImage, scale: scale, orientation: imageOrientation)
        }
    }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The image's default: template for symbols, original for files.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// Its alpha in the foreground style.
        case alwaysTemplate
    }
}

extension Image {
    /// An image from a UIKit image (`Image(uiImage:)`).
    public init(uiImage: UIImage) { self = uiImage.image }
}

/// A font object (UIKit's `UIFont`) for `Font(_:)`: a text style, the system font at a size
/// and weight, or a named font.
public struct UIFont: Sendable, Hashable {
    /// The SwiftUI font it stands for.
    let font: Font
    /// The font's size in points.
    public let pointSize: CGFloat

    /// The text styles (UIKit's `UIFont.TextStyle`).
    public enum TextStyle: String, Sendable, CaseIterable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title1
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption1
        /// 11 points.
        case caption2

        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }

    /// Font weights (UIKit's `UIFont.Weight`).
    public struct Weight: Sendable, Hashable {
        let weight: Font.Weight
        /// Ultralight.
        public static let ultraLight = Weight(weight: .ultraLight)
        /// Thin.
        public static let thin = Weight(weight: .thin)
        /// Light.
        public static let light = Weight(weight: .light)
        /// Regular.
        public static let regular = Weight(weight: .regular)
        /// Medium.
        public static let medium = Weight(weight: .medium)
        /// Semibold.
        public static let semibold = Weight(weight: .semibold)
        /// Bold.
        public static let bold = Weight(weight: .bold)
        /// Heavy.
        public static let heavy = Weight(weight: .heavy)
        /// Black.
        public static let black = Weight(weight: .black)
    }

    /// The font of `style` at iOS's default (large) size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.swiftUI), pointSize: style.swiftUI.size)
    }

    /// The system font at `fontSize` points and `weight` (a size that is not positive and
    /// finite is 12 points, Core Text's default).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 12
        return UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 12
        return UIFont(font: .system(size: size).italic(), pointSize: size)
    }

    /// The monospaced-digit system font at `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let base = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(font: base.font.monospacedDigit(), pointSize: base.pointSize)
    }

    /// The font named `fontName` at `fontSize` points (a family fontconfig cannot find falls
    /// back as `Font.custom` does, so this never fails).
    public init?(name fontName: String, size fontSize: CGFloat) {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 12
        self.init(font: .custom(fontName, size: size), pointSize: size)
    }

    init(font: Font, pointSize: CGFloat) {
        self.font = font
        self.pointSize = pointSize
    }
}

extension Font {
    /// A SwiftUI font from a UIKit font (`Font(_:)`).
    public init(_ font: UIFont) { self = font.font }
}
