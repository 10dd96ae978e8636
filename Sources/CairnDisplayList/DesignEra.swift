import CairnGeometry
import Foundation

/// The system look a render follows: iOS 17's, or iOS 26's Liquid Glass design.
///
/// Choose it per render (`ImageRenderer.designEra`, `AnimationRenderer.designEra`, the
/// snapshot strategies' `designEra:`, `cairn render|export|previews --design iOS17|iOS26`)
/// or for part of a view with `.environment(\.designEra, .iOS26)`; views read it as
/// `@Environment(\.designEra)`. What changes under `.iOS26` (each number's source is in its
/// doc comment): the system colours (Apple's updated palette), bordered and prominent buttons
/// as capsules, and inset-grouped lists' taller rows and rounder cards. Liquid Glass itself
/// (`glassEffect`, the glass button styles) draws the same in both eras — it is new API, not
/// a change of look.
///
/// The default is `.iOS26`, the shipping OS (an app built with Xcode 26 takes its look).
/// Code whose pictures or numbers were recorded on iOS 17 chooses `.iOS17`: per render, or
/// for everything a task renders with `DesignEra.withDefault(.iOS17) { … }` (a test suite
/// of iOS 17 snapshots, say).
public enum DesignEra: String, Sendable, Hashable, CaseIterable {
    /// iOS 17's look (the look Cairn's first reference measurements were taken on).
    case iOS17
    /// iOS 26's look (Liquid Glass, WWDC25; the default).
    case iOS26

    /// The default scoped by `withDefault(_:operation:)` for the current task, if any.
    @TaskLocal package static var scopedDefault: DesignEra?

    /// The era renders use when none is chosen: `.iOS26`, or the era the current task chose
    /// with `withDefault(_:operation:)`. A renderer reads it once, when it is created.
    public static var `default`: DesignEra { scopedDefault ?? .iOS26 }

    /// Runs `operation` with `era` as the default of every render it creates and every
    /// environment that sets no era (`ImageRenderer`, `AnimationRenderer`, the snapshot
    /// strategies, `ViewLayout`), in this task and the tasks it starts.
    public static func withDefault<R>(_ era: DesignEra, operation: () throws -> R) rethrows -> R {
        try $scopedDefault.withValue(era, operation: operation)
    }

    /// Runs the asynchronous `operation` with `era` as the default era (see the synchronous form).
    public static func withDefault<R>(_ era: DesignEra, isolation: isolated (any Actor)? = #isolation,
                                      operation: () async throws -> R) async rethrows -> R {
        try await $scopedDefault.withValue(era, operation: operation, isolation: isolation)
    }

    /// The era named `text` (`iOS17`, `ios26`, `17`, `26`: case-insensitive), nil for anything else.
    public init?(name text: String) {
        switch text.lowercased() {
        case "ios17", "17": self = .iOS17
        case "ios26", "26": self = .iOS26
        default: return nil
        }
    }
}

extension Color {
    /// The components in `scheme` under `era`: system colours have iOS 26 values of their own.
    public func resolve(in scheme: ColorScheme, era: DesignEra) -> Resolved {
        if era == .iOS26, let light26 = iOS26Light {
            return scheme == .dark ? (iOS26Dark ?? light26) : light26
        }
        return resolve(in: scheme)
    }

    /// A system colour with iOS 17 light and dark components and iOS 26's (sRGB 0–255).
    package static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int),
                               iOS26 light26: (Int, Int, Int), _ dark26: (Int, Int, Int)) -> Color {
        func r(_ c: (Int, Int, Int)) -> Resolved { Resolved(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255) }
        var c = Color(light: r(light), dark: r(dark))
        c.iOS26Light = r(light26)
        c.iOS26Dark = r(dark26)
        return c
    }
}
