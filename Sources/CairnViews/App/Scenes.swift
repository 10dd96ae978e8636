import CairnGeometry
import Foundation

// The scenes and scene modifiers of macOS, iPadOS and visionOS apps that multiplatform app
// files declare beside their window group (`Window`, `Settings`, `MenuBarExtra`,
// `ImmersiveSpace`, `.commands`, `.windowStyle`…). An iPhone app shows one window, its first
// window group's: these scenes give no root view (`Window` and `UtilityWindow` do when they
// come first, as the app's only window), and their modifiers change nothing a still shows.

/// A scene with one unique window, as SwiftUI's `Window` (macOS 13, visionOS): its root view
/// is its content when it is the app's first scene.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The window's title.
    public let title: Text
    /// The window's identifier (`openWindow(id:)` opens it).
    public let id: String

    /// A window titled `title` with identifier `id` showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = title; self.id = id
    }

    /// A window titled `titleKey` with identifier `id` showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window titled `title` with identifier `id` showing `content`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { AnyView(content) }
}

/// A floating utility window (an inspector, a palette), as SwiftUI's `UtilityWindow` (macOS
/// 15): its root view is its content when it is the app's first scene.
public struct UtilityWindow<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The window's title.
    public let title: Text
    /// The window's identifier.
    public let id: String

    /// A utility window titled `title` with identifier `id` showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = title; self.id = id
    }

    /// A utility window titled `titleKey` with identifier `id` showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A utility window titled `title` with identifier `id` showing `content`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { AnyView(content) }
}

/// A macOS app's settings window, as SwiftUI's `Settings`: opened from the app menu, never
/// the app's main window, so it gives no root view (render its content as a view to see it).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    /// The settings window's content.
    public let content: Content
    /// A settings window showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { nil }
}

/// An item in macOS's menu bar, as SwiftUI's `MenuBarExtra`: not a window, so it gives no
/// root view.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    /// The menu or window the item opens.
    public let content: Content
    /// What the menu bar shows.
    public let label: Label

    /// An item drawn by `label` that opens `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// An item shown while `isInserted` is true, drawn by `label`.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { nil }
}

extension MenuBarExtra where Label == Text {
    /// An item titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// An item titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// An item titled `titleKey`, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension MenuBarExtra where Label == CairnViews.Label<Text, Image> {
    /// An item titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CairnViews.Label(titleKey, systemImage: systemImage) }
    }

    /// An item titled `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CairnViews.Label(title, systemImage: systemImage) }
    }

    /// An item titled `titleKey` with the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CairnViews.Label(titleKey, image: image) }
    }

    /// An item titled `titleKey` with the symbol `systemImage`, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }
}

/// A space visionOS fills with an app's content, as SwiftUI's `ImmersiveSpace`: an iPhone has
/// none, so it gives no root view.
public struct ImmersiveSpace<Content: View, Data: Codable & Hashable>: Scene, PrimitiveScene {
    /// The space's content.
    public let content: Content

    /// A space with identifier `id` showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) where Data == Never {
        self.content = content()
    }

    /// A space showing `content`.
    public init(@ViewBuilder content: () -> Content) where Data == Never {
        self.content = content()
    }

    /// A space for values of `type`, showing `content` with the value it was opened for.
    public init(id: String, for type: Data.Type, @ViewBuilder content: (Binding<Data?>) -> Content) {
        self.content = content(.constant(nil))
    }

    /// A space for values of `type`, showing `content` with the value it was opened for.
    public init(for type: Data.Type, @ViewBuilder content: (Binding<Data?>) -> Content) {
        self.content = content(.constant(nil))
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { nil }
}

// MARK: - Styles

/// How a window's frame and title bar look, as SwiftUI's `WindowStyle` (macOS, visionOS).
public protocol WindowStyle {}
/// The platform's window style (`.automatic`).
public struct DefaultWindowStyle: WindowStyle { public init() {} }
/// A window without a title bar (`.hiddenTitleBar`, macOS).
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
/// A window with a title bar (`.titleBar`, macOS).
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
/// A window with no glass background (`.plain`, visionOS).
public struct PlainWindowStyle: WindowStyle { public init() {} }
/// A volume (`.volumetric`, visionOS).
public struct VolumetricWindowStyle: WindowStyle { public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// No title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    /// No glass background.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
extension WindowStyle where Self == VolumetricWindowStyle {
    /// A volume.
    public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}

/// How a menu bar item shows its content, as SwiftUI's `MenuBarExtraStyle` (macOS).
public protocol MenuBarExtraStyle {}
/// The platform's style (`.automatic`: a menu).
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
/// A pull-down menu (`.menu`).
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
/// A popover window (`.window`).
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The platform's style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A pull-down menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A popover window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

/// How much of the surroundings an immersive space replaces, as SwiftUI's `ImmersionStyle`
/// (visionOS).
public protocol ImmersionStyle {}
/// The system's style (`.automatic`).
public struct AutomaticImmersionStyle: ImmersionStyle { public init() {} }
/// Content among the surroundings (`.mixed`).
public struct MixedImmersionStyle: ImmersionStyle { public init() {} }
/// Content replacing the surroundings (`.full`).
public struct FullImmersionStyle: ImmersionStyle { public init() {} }
/// A portal the Digital Crown widens (`.progressive`).
public struct ProgressiveImmersionStyle: ImmersionStyle { public init() {} }

extension ImmersionStyle where Self == AutomaticImmersionStyle {
    /// The system's style.
    public static var automatic: AutomaticImmersionStyle { AutomaticImmersionStyle() }
}
extension ImmersionStyle where Self == MixedImmersionStyle {
    /// Content among the surroundings.
    public static var mixed: MixedImmersionStyle { MixedImmersionStyle() }
}
extension ImmersionStyle where Self == FullImmersionStyle {
    /// Content replacing the surroundings.
    public static var full: FullImmersionStyle { FullImmersionStyle() }
}
extension ImmersionStyle where Self == ProgressiveImmersionStyle {
    /// A portal the Digital Crown widens.
    public static var progressive: ProgressiveImmersionStyle { ProgressiveImmersionStyle() }
}

/// How a window may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Hashable, Sendable {
    let name: String
    /// The platform's rule.
    public static let automatic = WindowResizability(name: "automatic")
    /// No larger or smaller than the content's size range.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// No smaller than the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// Where a macOS window sits among others, as SwiftUI's `WindowLevel` (macOS 15).
public struct WindowLevel: Hashable, Sendable {
    let name: String
    /// The platform's level.
    public static let automatic = WindowLevel(name: "automatic")
    /// Below other windows, on the desktop.
    public static let desktop = WindowLevel(name: "desktop")
    /// Above other windows.
    public static let floating = WindowLevel(name: "floating")
    /// Among other windows.
    public static let normal = WindowLevel(name: "normal")
}

/// Whether a scene opens at launch, as SwiftUI's `SceneLaunchBehavior` (macOS 15).
public struct SceneLaunchBehavior: Hashable, Sendable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = SceneLaunchBehavior(name: "automatic")
    /// Opened at launch.
    public static let presented = SceneLaunchBehavior(name: "presented")
    /// Not opened at launch.
    public static let suppressed = SceneLaunchBehavior(name: "suppressed")
}

/// Whether a scene's windows come back after relaunch, as SwiftUI's
/// `SceneRestorationBehavior` (macOS 15).
public struct SceneRestorationBehavior: Hashable, Sendable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = SceneRestorationBehavior(name: "automatic")
    /// Never restored.
    public static let disabled = SceneRestorationBehavior(name: "disabled")
}

/// The size a window zooms to, as SwiftUI's `WindowIdealSize` (macOS 15).
public struct WindowIdealSize: Hashable, Sendable {
    let name: String
    /// The platform's size.
    public static let automatic = WindowIdealSize(name: "automatic")
    /// The content's ideal size.
    public static let fitToContent = WindowIdealSize(name: "fitToContent")
    /// As large as the screen allows.
    public static let maximum = WindowIdealSize(name: "maximum")
}

/// Work the system wakes an app for in the background, as SwiftUI's `BackgroundTask`
/// (`.backgroundTask(.appRefresh("refresh")) { … }`): a render is never woken, so no task
/// runs.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String?

    /// An app refresh task scheduled with `identifier` (BackgroundTasks'
    /// `BGAppRefreshTaskRequest`).
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> where Request == Void, Response == Void {
        BackgroundTask<Void, Void>(identifier: identifier)
    }

    /// The background URL session named `identifier` finishing its events.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> where Request == Void, Response == Void {
        BackgroundTask<Void, Void>(identifier: identifier)
    }

    /// Any background URL session finishing its events; the action gets the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(identifier: nil) }
}

// MARK: - Scene modifiers

extension Scene {
    /// The style of the scene's windows (macOS, visionOS); an iPhone's window is the screen,
    /// so it changes nothing.
    public func windowStyle<S: WindowStyle>(_ style: S) -> Self { self }

    /// The style of the scene's window toolbars (macOS); changes nothing on an iPhone.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> Self { self }

    /// How the scene's windows resize (macOS, iPadOS, visionOS); changes nothing on an iPhone.
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }

    /// Where a new window first appears, as a unit point of the screen (macOS); changes
    /// nothing on an iPhone.
    public func defaultPosition(_ position: UnitPoint) -> Self { self }

    /// The size and depth of a new volume (visionOS); changes nothing on an iPhone.
    public func defaultSize(width: CGFloat, height: CGFloat, depth: CGFloat) -> Self { self }

    /// The level of the scene's windows (macOS 15); changes nothing on an iPhone.
    public func windowLevel(_ level: WindowLevel) -> Self { self }

    /// Whether the scene opens at launch (macOS 15); an iPhone app shows its first window
    /// group whatever it says.
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> Self { self }

    /// Whether the scene's windows are restored after relaunch (macOS 15); changes nothing
    /// a still shows.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> Self { self }

    /// The size the scene's windows zoom to (macOS 15); changes nothing on an iPhone.
    public func windowIdealSize(_ idealSize: WindowIdealSize) -> Self { self }

    /// How a menu bar item shows its content (macOS); changes nothing on an iPhone.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> Self { self }

    /// The immersion styles an immersive space offers and the one chosen (visionOS);
    /// changes nothing on an iPhone.
    public func immersionStyle(selection: Binding<any ImmersionStyle>, in styles: any ImmersionStyle...) -> Self { self }

    /// Runs `action` when the system wakes the app for `task`; a render is never woken, so it
    /// never runs.
    public func backgroundTask<Request, Response: Sendable>(_ task: BackgroundTask<Request, Response>,
                                                             action: @escaping @Sendable (Request) async -> Response) -> Self { self }
}
