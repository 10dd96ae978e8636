// `@Animatable` and `@AnimatableIgnored` (iOS 26): the conformance to `Animatable` written by
// a macro. The plug-in (CairnMacroPlugin) reads the declaration's text itself, without
// swift-syntax (AnimatableMacroExpansion).
import CairnAnimation

/// Synthesizes `animatableData` from a type's animatable stored properties, and the
/// conformance to `Animatable` when the type has none yet, as SwiftUI's `@Animatable`
/// (iOS 26): "A member and extension macro that, when applied to a struct, class or enum
/// declaration, synthesizes the conformance to `Animatable` and its requirement, the
/// `animatableData` property using the existing animatable properties of the type".
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var angle: Double
///     var inset: CGFloat
///     @AnimatableIgnored var isFilled: Bool
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
/// `animatableData` pairs `angle` and `inset` (an `AnimatablePair`, nested for more), so an
/// export interpolates both between frames. The properties taken are the stored `var`s with
/// a written type, in declaration order, that are not `static`, not `@AnimatableIgnored` and
/// have no property wrapper; each must be `Animatable` (`Double`, `CGFloat`, `Angle`,
/// `CGPoint`, …) — mark the others `@AnimatableIgnored`, as Apple's example marks a `Bool`.
@attached(extension, conformances: CairnAnimation.Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "CairnMacroPlugin", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` synthesizes, as SwiftUI's
/// `@AnimatableIgnored`: for properties that cannot be animated (`@AnimatableIgnored var
/// isVisible: Bool`). It changes nothing else about the property.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "CairnMacroPlugin", type: "AnimatableIgnoredMacro")
