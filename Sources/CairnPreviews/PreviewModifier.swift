import CairnViews

/// A type that defines an environment in which previews appear, as SwiftUI's `PreviewModifier`
/// (iOS 18): a shared context made once and a body that wraps each preview's content.
///
/// Apple's documentation gives the use it was made for — sample data in a model container,
/// shared by every preview that asks for it:
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() throws -> ModelContainer {
///         let container = try ModelContainer(for: Snack.self, configurations: .init(isStoredInMemoryOnly: true))
///         container.mainContext.insert(Snack.potatoChips)
///         return container
///     }
///     func body(content: Content, context: ModelContainer) -> some View {
///         content.modelContainer(context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleData())) { SnackList() }
/// ```
///
/// As in Xcode, `makeSharedContext()` runs once per modifier type in a program (the context is
/// cached and reused by every preview with a modifier of that type), when the first such
/// preview is prepared (`Preview.prepare()`, which `cairn previews` and `PreviewSheet` call).
/// It runs on the main actor; an error it throws fails that preview with the error.
@MainActor
public protocol PreviewModifier {
    /// The shared context the modifier's previews use (a model container, a store…); `Void`
    /// when the modifier needs none.
    associatedtype Context = Void
    /// The type of view `body(content:context:)` returns.
    associatedtype Body: View
    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent

    /// Creates the context shared by every preview that applies a modifier of this type; it is
    /// cached, so it runs once per program.
    static func makeSharedContext() async throws -> Context

    /// The preview's content with the shared `context` applied.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// A modifier without a context has nothing to make.
    public static func makeSharedContext() async throws {}
}

/// The type-erased content of a preview, as SwiftUI's `PreviewModifierContent`: what a
/// `PreviewModifier`'s body receives and wraps.
public struct PreviewModifierContent: View {
    let content: AnyView

    /// The preview's view (or what the modifiers before this one made of it).
    public var body: some View { content }
}

/// The contexts `PreviewModifier.makeSharedContext()` made, by modifier type: made once and
/// reused for the life of the program, as Xcode's preview system caches them.
@MainActor
enum PreviewModifierContexts {
    static var made: [ObjectIdentifier: Any] = [:]
}

/// One `.modifier(_:)` trait: how to make its shared context and how to apply its body.
@MainActor
package struct PreviewModifierApplication {
    /// Makes the modifier type's shared context unless the program already has it.
    let prepare: @MainActor () async throws -> Void
    /// The content wrapped in the modifier's body, or nil while its context is not made.
    let apply: @MainActor (AnyView) -> AnyView?

    init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        let key = ObjectIdentifier(Modifier.self)
        prepare = {
            if PreviewModifierContexts.made[key] == nil {
                PreviewModifierContexts.made[key] = try await Modifier.makeSharedContext()
            }
        }
        apply = { content in
            let context: Modifier.Context
            if let made = PreviewModifierContexts.made[key] as? Modifier.Context {
                context = made
            } else if let void = () as? Modifier.Context {
                // A modifier without a context needs no preparation to apply its body.
                context = void
            } else {
                return nil
            }
            return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Attaches `modifier` to the preview, as DeveloperToolsSupport's `.modifier(_:)` trait
    /// (iOS 18). Several compose in order: the first applies to the preview's body, the
    /// second to what the first made, and so on (Apple's documentation).
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(layout: nil, orientation: nil, modifier: PreviewModifierApplication(modifier))
    }
}
