/// Which key protocol an `@Entry` key conforms to, chosen, as SwiftUI chooses it, by the type
/// whose extension holds the property.
enum EntryKeyKind: Equatable {
    /// `EnvironmentValues`: `EnvironmentKey`, with `defaultValue`.
    case environment
    /// `Transaction`: `TransactionKey`, with `defaultValue`.
    case transaction
    /// `FocusedValues`: `FocusedValueKey`, whose `Value` is the property's type unwrapped (no
    /// default: a focused value is nil until a focused view publishes it).
    case focusedValue
    /// `ContainerValues`: `ContainerValueKey`, with `defaultValue`.
    case containerValue
    /// Any other type, or a context the compiler did not send: Cairn's own `CairnEntryKey`,
    /// with `defaultValue` (the library declares it beside the macro).
    case other

    /// The kind for the innermost type or extension declaration of `lexicalContext` (innermost
    /// first, as the compiler sends it): `extension EnvironmentValues {}` is `.environment`.
    init(lexicalContext: [MacroSyntax]?) {
        let typeName = (lexicalContext ?? []).lazy.compactMap { context in
            (try? TokenizedSource(context.source))?.declaredTypeName()
        }.first
        switch typeName {
        case "EnvironmentValues": self = .environment
        case "Transaction": self = .transaction
        case "FocusedValues": self = .focusedValue
        case "ContainerValues": self = .containerValue
        default: self = .other
        }
    }

    /// The key protocol's name among `names`.
    func protocolName(_ names: ExpansionNames) -> String {
        switch self {
        case .environment: names.environmentKey
        case .transaction: names.transactionKey
        case .focusedValue: names.focusedValueKey
        case .containerValue: names.containerValueKey
        case .other: names.fallbackEntryKey
        }
    }
}
