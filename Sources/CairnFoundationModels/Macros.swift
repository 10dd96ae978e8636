import Foundation

// `@Generable` and `@Guide`, expanded by Cairn's macro plug-in (CairnMacroExpansion's
// GenerableMacroExpansion).

/// Makes a struct or enum generable: a schema, conversions to and from generated content, and
/// (structs) a `PartiallyGenerated` form of optional properties for streamed snapshots.
@attached(member, names: named(generationSchema), named(generatedContent), named(PartiallyGenerated), named(asPartiallyGenerated))
@attached(extension, conformances: Generable, names: named(init(_:)))
public macro Generable(description: String? = nil) = #externalMacro(module: "CairnMacroPlugin", type: "GenerableMacro")

/// Guides the generation of a property (its description goes into the schema).
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")

/// Guides a string property by a regular expression.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")

/// Describes a property for the model.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")
