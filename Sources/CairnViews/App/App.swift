import Foundation
import Observation
import CairnCombine

// An app's structure as SwiftUI declares it (`@main struct MyApp: App { var body: some Scene
// { WindowGroup { ContentView() } } }`), so that the app file of a pasted project compiles
// beside its views. Cairn draws views; it runs no app: an `App`'s scenes are never shown by
// themselves, and `cairn render|previews` read `@main` as a plain declaration (a generated
// program has its own entry point). `rootView` gives a scene's content, with what its scene
// modifiers set, for drawing it like any view.

/// The structure of an app, as SwiftUI's `App`: its scenes in `body`.
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app (the system calls it at launch).
    init()
}

extension App {
    /// The entry point `@main` calls. Cairn runs no app and shows no window: it returns at
    /// once (render the app's views with `ImageRenderer`, or its first window's content with
    /// `rootView`).
    public static func main() {}

    /// The content of the app's first window, with what its scene modifiers set, as a view to
    /// draw; an app with no window group gives an empty view.
    public var rootView: AnyView { body.rootView ?? AnyView(EmptyView()) }
}

/// Part of an app's interface the system shows, as SwiftUI's `Scene`: a `WindowGroup` or a
/// composition of scenes.
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Scene {
    /// The first window's content, with what this scene's modifiers set, or nil.
    public var rootView: AnyView? {
        if let primitive = self as? any PrimitiveScene { return primitive.primitiveRootView }
        if Body.self == Never.self { return nil }
        return body.rootView
    }
}

extension Never: Scene {}

/// A scene Cairn knows the content of without asking its `body`.
protocol PrimitiveScene {
    var primitiveRootView: AnyView? { get }
}

/// A scene that shows `Content` in each of its windows, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The window group's title.
    public let title: Text?

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group titled `title` showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    /// A window group titled `titleKey` showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A window group titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    /// A window group with identifier `id` showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group titled `titleKey` with identifier `id` showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    /// A window group for values of `type`, each window showing `content` with its value (nil
    /// in the first window, as at launch; Apple: `init(for:content:)`, whose content is a
    /// `PresentedWindowContent`).
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(content: content(.constant(nil)))
        title = nil
    }

    /// A window group with identifier `id` for values of `type` (nil in the first window).
    public init<D: Decodable & Encodable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }

    /// A window group titled `title` for values of `type` (nil in the first window).
    public init<D: Decodable & Encodable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(content: content(.constant(nil)))
        self.title = title
    }

    /// A window group titled `titleKey` for values of `type` (nil in the first window).
    public init<D: Decodable & Encodable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                              @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(Text(titleKey), for: type, content: content)
    }

    /// A window group for values of `type` whose first window shows `defaultValue()` (Apple:
    /// `init(for:content:defaultValue:)`).
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                              defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(content: content(.constant(defaultValue())))
        title = nil
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { AnyView(content) }
}

/// The content of a window presented for a value (Apple: `PresentedWindowContent`, the content
/// type of `WindowGroup(for:content:)`): the window's view, made with the value it shows.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    let content: Content
    /// The window's view.
    public var body: some View { content }
}

/// Two or more scenes side by side, as `@SceneBuilder` composes them.
public struct TupleScene<each S: Scene>: Scene, PrimitiveScene {
    let scenes: (repeat each S)
    /// The scenes.
    public init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }
    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? {
        for scene in repeat each scenes {
            if let view = scene.rootView { return view }
        }
        return nil
    }
}

/// A scene included or not, as `if` in a `@SceneBuilder` gives it.
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?
    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { content?.rootView }
}

/// Builds scenes from closures, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// Several scenes.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
        TupleScene(repeat each scenes)
    }
    /// A scene in an `if` (`#if os(macOS) Settings { … } #endif` leaves none).
    public static func buildOptional<S: Scene>(_ scene: S?) -> OptionalScene<S> { OptionalScene(content: scene) }
    /// A scene as written.
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    /// A scene chosen by `if #available`.
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene whose content's environment a scene modifier changes.
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let transform: (AnyView) -> AnyView
    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { content.rootView.map(transform) }
}

extension Scene {
    /// A scene whose windows' content `transform` changes (what a scene modifier that sets
    /// the environment does).
    public func transformingRootView(_ transform: @escaping (AnyView) -> AnyView) -> ModifiedScene<Self> {
        ModifiedScene(content: self, transform: transform)
    }

    /// Sets `value` at `keyPath` in the environment of the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts an `@Observable` object in the environment of the scene's views.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.environment(object)) }
    }

    /// Puts an `ObservableObject` in the environment of the scene's views.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.environmentObject(object)) }
    }

    /// Runs `action` when `value` changes; a still never sees a change, so it never runs
    /// (with `initial: true` SwiftUI runs it at launch, which Cairn has none of).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }

    /// Runs `action` when `value` changes; never, in a still (see the other form).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form); never, in a still.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }

    /// The size a new window has on macOS, iPadOS and visionOS; an iPhone's window is the
    /// screen, so it changes nothing.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }

    /// The size a new window has on macOS, iPadOS and visionOS; nothing on an iPhone.
    public func defaultSize(_ size: CGSize) -> Self { self }

    /// Which URLs the scene's windows handle; a still handles none, so it changes nothing.
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}

/// Where an app's scene is in its life, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown but not receiving events.
    case inactive
    /// Shown and in use: what a rendered view is.
    case active
}

extension EnvironmentValues {
    /// The phase of the view's scene: always `.active`, as a view on screen is.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
