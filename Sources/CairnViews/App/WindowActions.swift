import Foundation

// The window actions of the environment (`@Environment(\.openWindow) var openWindow`), as
// SwiftUI declares them for iPadOS, macOS and visionOS. A render has one window, its own, and
// opens no other: every action changes nothing drawn, and `supportsMultipleWindows` is false
// as on an iPhone. (Apple's actions are main-actor isolated; Cairn's views are not, so these
// may be called from any.)

/// The action that opens a window, as SwiftUI's `OpenWindowAction`: no window opens in a render.
public struct OpenWindowAction: Sendable {
    init() {}
    /// Opens the window with identifier `id`: nothing opens.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting `value`: nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window group `id` presenting `value`: nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// The action that closes a window, as SwiftUI's `DismissWindowAction`: a render's window stays.
public struct DismissWindowAction: Sendable {
    init() {}
    /// Closes the current window: nothing changes.
    public func callAsFunction() {}
    /// Closes the window with identifier `id`: nothing changes.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`: nothing changes.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Closes the window of group `id` presenting `value`: nothing changes.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// The action that opens a window in place of the current one (visionOS 2), as SwiftUI's
/// `PushWindowAction`: nothing opens in a render.
public struct PushWindowAction: Sendable {
    init() {}
    /// Pushes the window with identifier `id`: nothing opens.
    public func callAsFunction(id: String) {}
    /// Pushes a window presenting `value`: nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Pushes the window of group `id` presenting `value`: nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// The action that opens an immersive space (visionOS), as SwiftUI's
/// `OpenImmersiveSpaceAction`: a render has no space to open, so it answers `.error`, as the
/// system does when it cannot open one.
public struct OpenImmersiveSpaceAction: Sendable {
    /// What opening a space gave, as SwiftUI's `OpenImmersiveSpaceAction.Result`.
    public enum Result: Sendable, Equatable {
        /// The space opened.
        case opened
        /// The person declined.
        case userCancelled
        /// The system could not open it: what a render answers.
        case error
    }

    init() {}
    /// Opens the space with identifier `id`: `.error` in a render.
    @discardableResult public func callAsFunction(id: String) async -> Result { .error }
    /// Opens a space presenting `value`: `.error` in a render.
    @discardableResult public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) async -> Result { .error }
    /// Opens the space `id` presenting `value`: `.error` in a render.
    @discardableResult public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) async -> Result { .error }
}

/// The action that closes the open immersive space (visionOS), as SwiftUI's
/// `DismissImmersiveSpaceAction`: there is none in a render.
public struct DismissImmersiveSpaceAction: Sendable {
    init() {}
    /// Closes the open space: nothing changes.
    public func callAsFunction() async {}
}

/// The action that opens a macOS app's settings window, as SwiftUI's `OpenSettingsAction`:
/// nothing opens in a render.
public struct OpenSettingsAction: Sendable {
    init() {}
    /// Opens the settings window: nothing opens.
    public func callAsFunction() {}
}

private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
private struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction() } }
private struct PushWindowKey: EnvironmentKey { static var defaultValue: PushWindowAction { PushWindowAction() } }
private struct OpenImmersiveSpaceKey: EnvironmentKey { static var defaultValue: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() } }
private struct DismissImmersiveSpaceKey: EnvironmentKey { static var defaultValue: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() } }
private struct OpenSettingsKey: EnvironmentKey { static var defaultValue: OpenSettingsAction { OpenSettingsAction() } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Opens a window (iPadOS, macOS, visionOS): nothing opens in a render.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes a window: a render's window stays.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Opens a window in place of the current one (visionOS 2): nothing opens in a render.
    public var pushWindow: PushWindowAction {
        get { self[PushWindowKey.self] }
        set { self[PushWindowKey.self] = newValue }
    }

    /// Opens an immersive space (visionOS): `.error` in a render.
    public var openImmersiveSpace: OpenImmersiveSpaceAction {
        get { self[OpenImmersiveSpaceKey.self] }
        set { self[OpenImmersiveSpaceKey.self] = newValue }
    }

    /// Closes the immersive space (visionOS): there is none in a render.
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction {
        get { self[DismissImmersiveSpaceKey.self] }
        set { self[DismissImmersiveSpaceKey.self] = newValue }
    }

    /// Opens a macOS app's settings window: nothing opens in a render.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }

    /// Whether the app can show more than one window: false, as on an iPhone (a render has
    /// one window); set it to draw an iPad's or Mac's branch of a view.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}
