import CairnViews
import Foundation

// What an intent's `perform()` may promise besides finishing (`some IntentResult &
// ProvidesDialog & ReturnsValue<Int>`), and the summaries Shortcuts shows of an intent. A
// render never performs an intent: these are kept, never shown.

/// A result with a dialog for Siri or Shortcuts, as AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that returns a value to the shortcut that ran the intent, as AppIntents'
/// `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value
}

/// A result that runs another intent next, as AppIntents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// A result that shows a view in Siri or Shortcuts, as AppIntents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A result with a value and maybe a dialog (what `.result(value:)` and
/// `.result(value:dialog:)` make).
public struct IntentValueResult<Value>: ReturnsValue, ProvidesDialog, @unchecked Sendable {
    /// The value returned.
    public let value: Value
    /// The dialog, if any.
    public let dialog: IntentDialog?
}

/// A result that shows a view and maybe a dialog (what `.result(dialog:view:)` and
/// `.result(view:)` make).
public struct IntentSnippetResult: ShowsSnippetView, ProvidesDialog, @unchecked Sendable {
    /// The dialog, if any.
    public let dialog: IntentDialog?
    /// The view Siri or Shortcuts would show.
    public let view: AnyView
}

/// A result that runs another intent (what `.result(opensIntent:)` makes).
public struct IntentOpeningResult<Intent: AppIntent>: OpensIntent, ProvidesDialog {
    /// The intent run next.
    public let intent: Intent
    /// The dialog, if any.
    public let dialog: IntentDialog?
}

extension IntentResult {
    /// A result returning `value`.
    public static func result<V>(value: V) -> IntentValueResult<V> where Self == IntentValueResult<V> {
        IntentValueResult(value: value, dialog: nil)
    }

    /// A result returning `value` with a dialog.
    public static func result<V>(value: V, dialog: IntentDialog) -> IntentValueResult<V> where Self == IntentValueResult<V> {
        IntentValueResult(value: value, dialog: dialog)
    }

    /// A result showing `view`.
    public static func result<Content: View>(view: Content) -> IntentSnippetResult where Self == IntentSnippetResult {
        IntentSnippetResult(dialog: nil, view: AnyView(view))
    }

    /// A result showing `view` with a dialog.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> IntentSnippetResult where Self == IntentSnippetResult {
        IntentSnippetResult(dialog: dialog, view: AnyView(view))
    }

    /// A result that runs `intent` next.
    public static func result<I: AppIntent>(opensIntent intent: I) -> IntentOpeningResult<I> where Self == IntentOpeningResult<I> {
        IntentOpeningResult(intent: intent, dialog: nil)
    }

    /// A result that runs `intent` next, with a dialog.
    public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog) -> IntentOpeningResult<I> where Self == IntentOpeningResult<I> {
        IntentOpeningResult(intent: intent, dialog: dialog)
    }
}

// MARK: - Parameter summaries

/// How Shortcuts summarises an intent's parameters in a sentence, as AppIntents'
/// `ParameterSummary` (`static var parameterSummary: some ParameterSummary`).
public protocol ParameterSummary {}

/// The sentence of a summary, its parameters interpolated as key paths
/// (`"Log \(\.$pages) pages"`), as AppIntents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The sentence as Shortcuts reads it before anything is set: literal text, each
    /// parameter as its title.
    public let text: String

    /// Collects the sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A parameter, written as its title (read from an intent made with `init()`).
        public mutating func appendInterpolation<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) {
            text += Intent.parameterTitle(keyPath)
        }
    }

    /// A sentence of literal text.
    public init(stringLiteral value: String) { text = value }
    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// Lists the parameters a summary shows below its sentence, as the trailing closure of
/// `Summary("…") { \.$notes }`.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// A parameter.
    public static func buildExpression<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) -> [PartialKeyPath<Intent>] { [keyPath] }
    /// The parameters of a block.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

/// A summary of an intent's parameters, as AppIntents' `Summary` (written `Summary("…")` inside
/// an intent, which `AppIntent.Summary` names).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence.
    public let sentence: ParameterSummaryString<Intent>
    /// The parameters listed below it.
    public let table: [PartialKeyPath<Intent>]

    /// A summary of `sentence`.
    public init(_ sentence: ParameterSummaryString<Intent>) {
        self.sentence = sentence
        table = []
    }

    /// A summary of `sentence`, listing `table` below it.
    public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        self.sentence = sentence
        self.table = table()
    }
}

extension AppIntent {
    /// A summary of this intent's parameters: `Summary("Log \(\.$pages) pages")`.
    public typealias Summary = IntentParameterSummary<Self>
}
