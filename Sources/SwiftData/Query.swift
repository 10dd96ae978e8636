import Foundation
import Cairn
import CairnViews

/// A property wrapper that fetches models from the environment's `modelContext`, as
/// SwiftData's `@Query`: `@Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]`.
///
/// The models are fetched each time the view's body reads them, so what an `onAppear` or a
/// preview inserts shows in the same render. Without a `modelContainer` above the view the
/// result is empty and Cairn says so in its diagnostics (SwiftData logs an error). A
/// predicate that throws gives an empty result and sets `fetchError`.
///
/// SwiftData spells the type `Query<Element, Result>` (its result is always `[Element]`);
/// Cairn's has the element alone, so that the bare `@Query var items: [Item]` infers it
/// without a macro. Code that names `Query<Item, [Item]>` itself writes `Query<Item>`.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        var context: ModelContext?
        var error: (any Error)?
    }
    private let box = Box()
    private let descriptor: FetchDescriptor<Element>

    /// Every model of the class, in insertion order. (Declared here, not in an extension:
    /// only then is `@Query private var items: [Item]` default-initialized, so the view keeps
    /// its `init()`.)
    public init() {
        descriptor = FetchDescriptor()
    }

    /// The models, as the descriptor fetches them.
    public var wrappedValue: [Element] {
        let context = modelContext
        do {
            box.error = nil
            return try context.fetch(descriptor)
        } catch {
            box.error = error
            return []
        }
    }

    /// The context the query reads: the environment's.
    public var modelContext: ModelContext { box.context ?? ModelContext(.placeholder()) }

    /// The error the last fetch threw (a predicate's), or nil.
    public var fetchError: (any Error)? { box.error }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        let modelContext = context.environment.modelContext
        box.context = modelContext
        if modelContext.isPlaceholder {
            graph.diagnose("@Query of \(Element.self) found no model container: set one above the view with .modelContainer(for: \(Element.self).self) (the query is empty)")
        } else {
            modelContext.store.addReader(graph)
        }
    }
}

extension Query {
    /// The models `descriptor` fetches; `animation` applies to changes (none at rest).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }

    /// The models `descriptor` fetches, changes applied in `transaction`.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
    }

    /// The models `filter` accepts, in the order of `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models `filter` accepts, in the order of `sort`, changes applied in `transaction`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models `filter` accepts, ordered by the property at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, ordered by the optional property at `keyPath` (nil first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, ordered by the property at `keyPath`, changes applied in
    /// `transaction`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// The environment key of `modelContext`.
private struct ModelContextKey: EnvironmentKey {
    /// A context on an empty placeholder container, made anew on each read.
    static var defaultValue: ModelContext { ModelContext(.placeholder()) }
}

extension EnvironmentValues {
    /// The context views insert into and `@Query` fetches from, as SwiftData's
    /// `modelContext`: the main context of the nearest `modelContainer` above the view, or a
    /// context of an empty container when none is set.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// Keeps the container a `modelContainer(for:)` makes for as long as the view stays, so what
/// is inserted into it survives the body being evaluated again.
private struct ModelContainerOwner<Content: View>: View {
    let content: Content
    @State private var container: ModelContainer
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void

    init(content: Content, types: [any PersistentModel.Type], inMemory: Bool, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void) {
        self.content = content
        self.onSetup = onSetup
        let configuration = ModelConfiguration(isStoredInMemoryOnly: inMemory)
        // Making a container never fails in Cairn; the fallback is an empty one.
        _container = State(initialValue: (try? ModelContainer(for: Schema(types), configurations: [configuration])) ?? .placeholder())
    }

    var body: some View {
        content
            .environment(\.modelContext, container.mainContext)
            .onAppear { [container] in onSetup(.success(container)) }
    }
}

extension View {
    /// Sets the container whose main context this view and its descendants use
    /// (`@Environment(\.modelContext)`, `@Query`), as SwiftData's `modelContainer(_:)`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` (once, kept while the view stays) and sets it, as
    /// SwiftData's `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    /// Cairn's stores are always in memory; `onSetup` is called when the view appears.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerOwner(content: self, types: [modelType], inMemory: inMemory, onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` (once, kept while the view stays) and sets it.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerOwner(content: self, types: modelTypes, inMemory: inMemory, onSetup: onSetup)
    }

    /// Sets the context this view and its descendants use, as SwiftData's `modelContext(_:)`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// Sets the container the scene's views use, as SwiftData's `modelContainer(_:)` on a scene
    /// (see the view modifier).
    public func modelContainer(_ container: ModelContainer) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.modelContainer(container)) }
    }

    /// Makes a container for `modelType` for the scene's views (see the view modifier).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.modelContainer(for: modelType, inMemory: inMemory, onSetup: onSetup)) }
    }

    /// Makes a container for `modelTypes` for the scene's views (see the view modifier).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> ModifiedScene<Self> {
        transformingRootView { AnyView($0.modelContainer(for: modelTypes, inMemory: inMemory, onSetup: onSetup)) }
    }
}
