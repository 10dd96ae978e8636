@_exported import Observation

// SwiftData's macros, expanded by Cairn's own plug-in (CairnMacroPlugin, no swift-syntax).

/// Makes a class a SwiftData model, as SwiftData's `@Model`: it conforms to
/// `PersistentModel`, so a `ModelContext` can hold it, `@Query` fetch it, `ForEach` list it
/// and `@Bindable` bind its properties.
///
/// ```swift
/// @Model final class Item {
///     var timestamp: Date
///     init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
/// Apple's macro also routes each stored property through a persistent backing store; in
/// Cairn the models are kept in memory as they are (nothing is written to disk), so the
/// properties stay as written. Applied to a struct or enum it is an error, as in SwiftData.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "CairnMacroPlugin", type: "ModelMacro")

/// Describes how a store keeps a model's property, as SwiftData's `@Attribute`
/// (`@Attribute(.unique) var id: UUID`). Cairn's in-memory models need no description, so it
/// changes nothing; a second model with the same `.unique` value is kept beside the first
/// (Apple's store would update the first).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "CairnMacroPlugin", type: "SchemaAnnotationMacro")

/// Describes a relationship between models, as SwiftData's `@Relationship`
/// (`@Relationship(deleteRule: .cascade, inverse: \Trip.owner) var trips: [Trip] = []`). In
/// Cairn it changes nothing: related models are inserted with the model that holds them
/// (see `ModelContext.insert(_:)`), and a delete rule is not applied.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "CairnMacroPlugin", type: "SchemaAnnotationMacro")

/// Marks a property a store does not keep, as SwiftData's `@Transient`; Cairn keeps nothing
/// on disk, so it changes nothing.
@attached(peer)
public macro Transient() = #externalMacro(module: "CairnMacroPlugin", type: "SchemaAnnotationMacro")

/// Declares properties whose values are unique together, as SwiftData's `#Unique` (iOS 18):
/// `#Unique<Person>([\.id], [\.givenName, \.familyName])`. It declares nothing in Cairn (see
/// `@Attribute(.unique)`).
@freestanding(declaration)
public macro Unique<Model>(_ constraints: [PartialKeyPath<Model>]...) =
    #externalMacro(module: "CairnMacroPlugin", type: "SchemaAnnotationMacro")

/// Declares properties a store indexes, as SwiftData's `#Index` (iOS 18):
/// `#Index<Trip>([\.name], [\.startDate, \.endDate])`. An index only speeds up a store's
/// queries; Cairn's fetches filter memory, so it declares nothing.
@freestanding(declaration)
public macro Index<Model>(_ indices: [PartialKeyPath<Model>]...) =
    #externalMacro(module: "CairnMacroPlugin", type: "SchemaAnnotationMacro")
