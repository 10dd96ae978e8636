import Cairn
import Foundation

// A multiplatform app file as Xcode 26's template grows it: a main window group, a detail
// window group for values, a macOS settings window and menu bar item, a visionOS immersive
// space, menu commands and window modifiers, and views that open windows. (`@main` is dropped
// by `cairn`; this test module has its own entry point.)

struct MultiplatformNote: Identifiable, Hashable, Codable {
    var id = 1
    var title = "Groceries"
}

struct NotesCommands: Commands {
    var body: some Commands {
        CommandMenu("Notes") {
            Button("New Note") {}
                .keyboardShortcut("n", modifiers: [.command, .shift])
            Divider()
        }
        CommandGroup(replacing: .newItem) {
            Button("New Window") {}
        }
        SidebarCommands()
        ToolbarCommands()
    }
}

struct MultiplatformNotesApp: App {
    @State private var immersionStyle: ImmersionStyle = .mixed

    var body: some Scene {
        Settings { Text("Settings") }
        MenuBarExtra("Notes", systemImage: "note.text") { Text("Menu") }
            .menuBarExtraStyle(.window)
        ImmersiveSpace(id: "space") { Text("Immersive") }
            .immersionStyle(selection: $immersionStyle, in: .mixed, .full)
        WindowGroup {
            MultiplatformNotesRoot()
        }
        .commands { NotesCommands() }
        .windowStyle(.hiddenTitleBar)
        .windowResizability(.contentSize)
        .defaultPosition(.center)
        .backgroundTask(.appRefresh("refresh")) {}
        WindowGroup(id: "detail", for: MultiplatformNote.ID.self) { $id in
            Text("Detail \(id ?? 0)")
        }
    }
}

/// The same app's main window group alone, without the other scenes and modifiers.
struct PlainNotesApp: App {
    var body: some Scene {
        WindowGroup { MultiplatformNotesRoot() }
    }
}

struct InspectorApp: App {
    var body: some Scene {
        Window("Inspector", id: "inspector") { Text("Inspector") }
        UtilityWindow("Palette", id: "palette") { Text("Palette") }
    }
}

struct MenuBarOnlyApp: App {
    var body: some Scene {
        MenuBarExtra { Text("Menu") } label: { Image(systemName: "star") }
        ImmersiveSpace { Text("Space") }
    }
}

struct MultiplatformNotesRoot: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace

    var body: some View {
        VStack {
            Text(supportsMultipleWindows ? "Many windows" : "One window")
            Button("Open") {
                openWindow(id: "detail", value: MultiplatformNote().id)
                openWindow(id: "inspector")
                dismissWindow()
                let openSpace = openImmersiveSpace
                Task { await openSpace(id: "space") }
            }
        }
    }
}
