import Foundation

// How `cairn` reads a pasted SwiftUI file's imports and attributes so that it compiles against
// Cairn on Linux: the modules it stands in for, the modules it renames, and `@MainActor` on
// declarations.

extension PreviewsJob {
    /// The modules a SwiftUI file imports that Linux lacks and Cairn stands in for: each
    /// `import` of them is read as `import Cairn` (which re-exports Combine's subset, the CG
    /// types and UIKit's corner SwiftUI code uses: `UIColor`, `UIScreen`, `UIDevice`,
    /// `UIApplication`, `UIImage`, `UIFont`, the feedback generators; Core Location's types; and
    /// the views of Apple's other frameworks: Sign in with Apple, `LocationButton`, AVKit's
    /// `VideoPlayer` with AVFoundation's player and `CMTime`, WebKit's `WebView`; Contacts and
    /// Contacts UI's store and `ContactAccessButton`; User Notifications' center, Local
    /// Authentication's context, Network's path monitor, Core Haptics' engine, Message UI's
    /// composers, Core Motion's sensors, HealthKit's store and EventKit's calendar database), and names
    /// qualified with `SwiftUI.` as `Cairn.`.
    static let standIns: Set<String> = ["SwiftUI", "Combine", "CoreGraphics", "UIKit", "UniformTypeIdentifiers", "CoreTransferable", "CoreLocation",
                                          "CoreLocationUI", "AuthenticationServices", "AVKit", "AVFoundation", "CoreMedia", "WebKit", "SafariServices",
                                          "Contacts", "ContactsUI", "UserNotifications", "LocalAuthentication",
                                          "Network", "CoreHaptics", "MessageUI", "CoreMotion", "HealthKit", "EventKit"]

    /// Modules Cairn stands in for with a module of its own rather than `Cairn`: StoreKit's
    /// `Transaction` would clash with SwiftUI's in `Cairn` (as it does beside `import SwiftUI`
    /// on iOS, where code writes `StoreKit.Transaction`), and a module named `StoreKit` would be
    /// found by swift-custom-dump's `canImport(StoreKit)`. `import StoreKit` reads as
    /// `import CairnStoreKit`, `StoreKit.X` as `CairnStoreKit.X`. Unified logging (`import
    /// OSLog`, `import os`, `import os.log`) reads as `import CairnOSLog`: a module named `os`
    /// is found by xctest-dynamic-overlay's `canImport(os)`, and a `Logger` in `Cairn` would
    /// clash with swift-log's. `import AppIntents` reads as `import CairnAppIntents` (its
    /// `@Parameter` would clash with TipKit's in `Cairn`), `import ActivityKit` as `import
    /// CairnActivityKit` (its `Activity` would be in every user's namespace), `import
    /// FoundationModels` as `import CairnFoundationModels` (a module of that name would be found
    /// by other packages' `canImport(FoundationModels)`), `import CoreImage` and `import
    /// CoreImage.CIFilterBuiltins` as `import CairnCoreImage` (swift-snapshot-testing and
    /// others compile Apple-only code under `canImport(CoreImage)`).
    static let renamedModules: [String: String] = ["StoreKit": "CairnStoreKit", "OSLog": "CairnOSLog", "os": "CairnOSLog", "os.log": "CairnOSLog",
                                                   "TipKit": "CairnTipKit", "SpriteKit": "CairnSpriteKit", "AppIntents": "CairnAppIntents",
                                                   "ActivityKit": "CairnActivityKit", "FoundationModels": "CairnFoundationModels",
                                                   "CoreImage": "CairnCoreImage", "CoreImage.CIFilterBuiltins": "CairnCoreImage"]

    /// The renamed modules whose qualified names (`StoreKit.Transaction`) are renamed too; not
    /// `os`, which is also a common variable name.
    static let renamedQualifiers: [String: String] = ["StoreKit": "CairnStoreKit"]

    /// `source` with `import SwiftUI` (and the other `standIns`, with any access modifier or
    /// `@preconcurrency`) read as `import Cairn`, the `renamedModules` as Cairn's own modules,
    /// `SwiftUI.X` as `Cairn.X` (and `StoreKit.X` as `CairnStoreKit.X`), `@MainActor` on
    /// declarations blanked (`withoutMainActorAttributes`);
    /// an app's `@main` (the app file of a pasted project) is dropped, as the generated
    /// program has its own entry point. Every line keeps its place, so compiler line numbers
    /// match the original.
    static func importingCairn(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if let i = words.firstIndex(of: "import"), i + 1 < words.count,
               words[..<i].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) }) {
                if standIns.contains(words[i + 1]) { return "import Cairn" }
                if let renamed = renamedModules[words[i + 1]] { return "import " + renamed }
            }
            var line = String(withoutMainAttribute(line))
            if line.contains("@MainActor") { line = withoutMainActorAttributes(line) }
            if line.contains("SwiftUI.") { line = qualified(line, "SwiftUI", as: "Cairn") }
            for (module, renamed) in renamedQualifiers where line.contains(module + ".") { line = qualified(line, module, as: renamed) }
            return line
        }.joined(separator: "\n")
    }

    /// `line` without a leading `@main` attribute (`@main` alone, or before `struct MyApp`),
    /// its columns kept: `@MainActor` and `@main` inside a comment or string stay.
    static func withoutMainAttribute<S: StringProtocol>(_ line: S) -> Substring {
        let text = Substring(line)
        let indent = text.prefix { $0 == " " || $0 == "\t" }
        let rest = text.dropFirst(indent.count)
        guard rest.hasPrefix("@main") else { return text }
        let after = rest.dropFirst("@main".count)
        if let next = after.first, next.isLetter || next.isNumber || next == "_" { return text }
        return Substring(String(indent) + String(repeating: " ", count: "@main".count) + after)
    }

    /// The words after which `@MainActor` is a declaration's attribute (or the end of the
    /// line, or another attribute), not a closure's or a function type's.
    static let declarationWords: Set<String> = [
        "final", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "static",
        "private", "fileprivate", "internal", "public", "open", "package", "override", "convenience", "required",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "deinit", "subscript", "typealias", "indirect", "dynamic",
    ]

    /// `line` without `@MainActor` on declarations (blanked, so columns stay).
    ///
    /// Apple's `View` is a main-actor protocol, so a view's body may read a `@MainActor`
    /// model (`@MainActor @Observable final class Store`) and its `@State` may create one;
    /// Cairn's `View` is not, so those reads do not compile. A render runs on one thread, in
    /// order, so `cairn` drops the attribute from declarations and such code compiles and runs
    /// as it would on the main actor. `Task { @MainActor in … }`, `@MainActor () -> Void`
    /// function types and isolated conformances (`: @MainActor P`) keep it; strings and
    /// comments are left alone.
    static func withoutMainActorAttributes(_ line: String) -> String {
        let attribute = "@MainActor"
        var out = ""
        var inString = false
        var rest = Substring(line)
        while let c = rest.first {
            if c == "\"" { inString.toggle() }
            if !inString, rest.hasPrefix("//") { out += rest; break }
            if !inString, rest.hasPrefix(attribute),
               !(rest.dropFirst(attribute.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                let after = rest.dropFirst(attribute.count).drop { $0 == " " || $0 == "\t" }
                let word = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let previous = out.last { $0 != " " && $0 != "\t" }
                if after.isEmpty || after.first == "@" || declarationWords.contains(String(word)), previous != ":" {
                    out += String(repeating: " ", count: attribute.count)
                    rest = rest.dropFirst(attribute.count)
                    continue
                }
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }

    /// `line` with `module.` before a name (not inside a string literal, not the end of a
    /// longer name) read as `renamed.`.
    static func qualified(_ line: String, _ module: String, as renamed: String) -> String {
        let prefix = module + "."
        var out = ""
        var inString = false
        var rest = Substring(line)
        while let c = rest.first {
            if c == "\"" { inString.toggle() }
            if !inString, rest.hasPrefix(prefix), !(out.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                out += renamed + "."
                rest = rest.dropFirst(prefix.count)
                continue
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }
}
