import Foundation

// Menu commands, as SwiftUI declares them for the menu bar of macOS and iPadOS apps
// (`.commands { CommandMenu("Notes") { Button("New") { … }.keyboardShortcut("n") } }`). An
// iPhone has no menu bar and a still shows none: commands are kept and never drawn, their
// buttons never run.

/// A group of menu commands, as SwiftUI's `Commands`.
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Several groups of commands together, as `@CommandsBuilder` composes them.
public struct TupleCommands<each C: Commands>: Commands {
    let commands: (repeat each C)
    /// The commands.
    public init(_ commands: repeat each C) { self.commands = (repeat each commands) }
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Commands included or not, as `if` in a `@CommandsBuilder` gives them.
public struct OptionalCommands<Content: Commands>: Commands {
    let content: Content?
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Builds commands from closures, as SwiftUI's `CommandsBuilder`.
@resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// One group.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Several groups.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands<repeat each C> {
        TupleCommands(repeat each content)
    }
    /// A group as written.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    /// A group in an `if`.
    public static func buildOptional<C: Commands>(_ content: C?) -> OptionalCommands<C> { OptionalCommands(content: content) }
    /// A group chosen by `if #available`.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// A menu of the menu bar, as SwiftUI's `CommandMenu`: its content is the menu's buttons,
/// pickers, toggles and dividers.
public struct CommandMenu<Content: View>: Commands {
    /// The menu's title.
    public let name: Text
    /// The menu's items.
    public let content: Content

    /// A menu titled `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.name = name; self.content = content() }
    /// A menu titled `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(Text(nameKey), content: content) }
    /// A menu titled `name`.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.init(Text(name), content: content) }

    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Items added to, or replacing, one of the system's command groups, as SwiftUI's
/// `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    /// The items.
    public let content: Content
    /// The group placed against.
    public let placement: CommandGroupPlacement

    /// Items after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition(); placement = group
    }

    /// Items before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition(); placement = group
    }

    /// Items replacing the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition(); placement = group
    }

    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// One of the system's command groups, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Settings…
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The Services menu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide, Hide Others, Show All.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New and Open.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save and Save As.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and Export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy, Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and substitutions.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Show and customise the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Show and hide the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimise and Zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Bring All to Front.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// The Help menu.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The sidebar's menu commands (Toggle Sidebar), as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// The toolbar's menu commands (Show Toolbar, Customize Toolbar), as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Find, spelling and substitution commands, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Font and alignment commands, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// Import from iPhone or iPad commands, as SwiftUI's `ImportFromDevicesCommands`.
public struct ImportFromDevicesCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

/// The inspector's menu commands (Show Inspector), as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    /// The commands.
    public init() {}
    /// The commands' content.
    public var body: Never { primitiveBody(Self.self) }
}

extension Scene {
    /// Adds `content` to the app's menu bar (macOS, iPadOS); an iPhone has none and a still
    /// shows none, so it changes nothing drawn.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> Self { self }

    /// Removes the system's commands for the scene (macOS); changes nothing drawn.
    public func commandsRemoved() -> Self { self }

    /// Replaces the scene's commands with `content` (macOS); changes nothing drawn.
    public func commandsReplaced<C: Commands>(@CommandsBuilder content: () -> C) -> Self { self }
}
