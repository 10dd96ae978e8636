/// The model classes a container holds, as SwiftData's `Schema`: `Schema([Item.self, Tag.self])`.
public final class Schema: @unchecked Sendable {
    /// A schema's version, as SwiftData's `Schema.Version`: `Schema.Version(1, 0, 0)`.
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        /// The major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// How a store keeps a property: `@Attribute`'s options, as SwiftData's
    /// `Schema.Attribute`.
    public struct Attribute: Sendable {
        /// One of `@Attribute`'s options (`.unique`, `.externalStorage`, …).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values unique among the models of the class.
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Indexed for Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in history after the model's deletion.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked for changes but not kept.
            public static let ephemeral = Option(name: "ephemeral")
            /// Kept through the value transformer named `name`.
            public static func transformable(by name: String) -> Option { Option(name: "transformable:" + name) }
        }
    }

    /// How a store relates models: `@Relationship`'s options, as SwiftData's
    /// `Schema.Relationship`.
    public struct Relationship: Sendable {
        /// One of `@Relationship`'s options.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The related models are unique.
            public static let unique = Option(name: "unique")
        }
        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable {
            /// Clears the relationship (the default).
            case nullify
            /// Deletes the related models too.
            case cascade
            /// Refuses the deletion while related models exist.
            case deny
            /// Leaves the related models as they are.
            case noAction
        }
    }

    /// One model class of a schema, as SwiftData's `Schema.Entity` (its name).
    public struct Entity: Hashable, Sendable {
        /// The class's name.
        public let name: String
    }

    /// The classes, in the order given.
    let types: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var seen = Set<ObjectIdentifier>()
        self.types = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.version = version
    }

    /// A schema of the classes of a versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// An empty schema.
    public convenience init() { self.init([]) }

    /// The schema's classes, by name.
    public var entities: [Entity] { types.map { Entity(name: String(describing: $0)) } }
}

/// A schema of one version of an app's models, as SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The classes of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next, as SwiftData's
/// `SchemaMigrationPlan`. Cairn's stores start empty in memory on every render, so there is
/// never anything to migrate: a container given a plan uses its newest schema.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan, as SwiftData's `MigrationStage`.
public enum MigrationStage {
    /// A migration the store infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code run before and after.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
