// The third file of Xcode's SwiftData template, `MyAppApp.swift`, pasted unchanged but for
// the imports (and the name, unique in this test module).
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import SwiftData

// @main: `cairn render`/`previews` drop it; this test module has its own entry point.
struct TemplateApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([
            Item.self,
        ])
        let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)

        do {
            return try ModelContainer(for: schema, configurations: [modelConfiguration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(sharedModelContainer)
    }
}

/// An app with two scenes, a platform-guarded one and scene modifiers, as apps write them.
struct TwoSceneApp: App {
    @State private var count = 3

    var body: some Scene {
        WindowGroup("Main") {
            Text("Count \(count)")
        }
        .environment(\.colorScheme, .dark)
        .onChange(of: count) { _, _ in }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
        WindowGroup(id: "second") {
            Text("Second")
        }
        .defaultSize(width: 400, height: 300)
    }
}
