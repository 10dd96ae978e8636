/// The names of Cairn's types that the expansions write into a client's code, in one place.
///
/// The preview types are module-qualified, as SwiftUI's expansion qualifies
/// `DeveloperToolsSupport.PreviewRegistry`, so that a client's own `Preview` or `View` type
/// cannot capture them. The `@Entry` key protocols are written unqualified: they stand beside
/// the `EnvironmentValues` (or `Transaction`, …) the client extends, which it names
/// unqualified too.
public struct ExpansionNames: Equatable, Sendable {
    /// The protocol a `#Preview` expands into a conformance to.
    public var previewRegistry: String
    /// The preview type `makePreview()` returns.
    public var preview: String
    /// The view protocol the `@Previewable` wrapper view conforms to.
    public var view: String
    /// The name of the local wrapper view a `#Preview` with `@Previewable` variables makes.
    public var previewableWrapper: String
    /// The key protocol for `@Entry` in `EnvironmentValues`.
    public var environmentKey: String
    /// The key protocol for `@Entry` in `Transaction`.
    public var transactionKey: String
    /// The key protocol for `@Entry` in `FocusedValues`.
    public var focusedValueKey: String
    /// The key protocol for `@Entry` in `ContainerValues`.
    public var containerValueKey: String
    /// The key protocol for `@Entry` in any other type: Cairn's own (provided by the library
    /// beside the macro declarations), with `associatedtype Value` and
    /// `static var defaultValue: Value { get }` as `EnvironmentKey`.
    public var fallbackEntryKey: String

    /// Cairn's names today: the preview types in `CairnPreviews`, `View` in `CairnViews`.
    public static let cairn = ExpansionNames(
        previewRegistry: "CairnPreviews.PreviewRegistry",
        preview: "CairnPreviews.Preview",
        view: "CairnViews.View",
        previewableWrapper: "__Previewable_Wrapper",
        environmentKey: "EnvironmentKey",
        transactionKey: "TransactionKey",
        focusedValueKey: "FocusedValueKey",
        containerValueKey: "ContainerValueKey",
        fallbackEntryKey: "CairnEntryKey"
    )

    /// Names given one by one (the `cairn` set is the one the plug-in uses).
    public init(previewRegistry: String, preview: String, view: String, previewableWrapper: String,
                environmentKey: String, transactionKey: String, focusedValueKey: String,
                containerValueKey: String, fallbackEntryKey: String) {
        self.previewRegistry = previewRegistry
        self.preview = preview
        self.view = view
        self.previewableWrapper = previewableWrapper
        self.environmentKey = environmentKey
        self.transactionKey = transactionKey
        self.focusedValueKey = focusedValueKey
        self.containerValueKey = containerValueKey
        self.fallbackEntryKey = fallbackEntryKey
    }
}
