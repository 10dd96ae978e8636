import Cairn
import CairnAppIntents
import CairnTestSupport
import Foundation
import Testing
@testable import WidgetKit

/// iOS 18's controls as Apple's documentation writes them: a toggle running a
/// `SetValueIntent`, a button running an intent, a provider's preview value.
struct ToggleFlashlightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Flashlight"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping My Watch"
    func perform() async throws -> some IntentResult { .result() }
}

struct FixedStreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast, emoji: "x", streak: 12) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FlashlightProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { false }
}

struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "flashlight", provider: FlashlightProvider()) { isOn in
            ControlWidgetToggle("Flashlight", isOn: isOn, action: ToggleFlashlightIntent()) { on in
                Label(on ? "On" : "Off", systemImage: "flashlight.on.fill")
            }
            .tint(.yellow)
        }
        .displayName("Flashlight")
        .description("Turns the flashlight on and off.")
    }
}

struct PingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "ping") {
            ControlWidgetButton(action: PingIntent()) {
                Label("Ping", systemImage: "applewatch")
                    .controlWidgetActionHint("Ping")
                    .controlWidgetStatus("Pinging")
            }
        }
    }
}

struct ModeControl: ControlWidget {
    var expert = false
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "mode") {
            if expert {
                ControlWidgetButton(action: PingIntent()) { Text("Expert") }
            } else {
                ControlWidgetToggle(isOn: true, action: ToggleFlashlightIntent()) { Text("Basic") }
            }
        }
    }
}

@Suite(.designEra(.iOS17)) struct ControlWidgetTests {
    /// An `if` in a control's template builder picks its branch.
    @Test func aTemplateBuilderPicksItsBranch() throws {
        let basic = try #require(ModeControl().body as? ControlConfigurationSource)
        #expect(basic.controlParts.isOn == true)
        #expect(drawnStrings(basic.controlParts.label, 200, 40) == ["Basic"])
        let expert = try #require(ModeControl(expert: true).body as? ControlConfigurationSource)
        #expect(expert.controlParts.isOn == nil)
        #expect(drawnStrings(expert.controlParts.label, 200, 40) == ["Expert"])
    }

    /// A static control with a provider is built for the provider's preview value (the one
    /// Control Center's gallery shows); a toggle without a value label says "On" or "Off".
    @Test func aControlKeepsItsPreviewState() throws {
        let flashlight = try #require(FlashlightControl().body as? ControlConfigurationSource)
        #expect(flashlight.controlKind == "flashlight")
        #expect(flashlight.controlParts.isOn == true)
        #expect(flashlight.controlParts.tint == Color.yellow)
        #expect(drawnStrings(flashlight.controlParts.secondLabel, 200, 40) == ["On"])
        let plain = ControlWidgetToggle(isOn: false, action: ToggleFlashlightIntent()) { Text("Light") }
        #expect(drawnStrings(plain.valueLabel, 200, 40) == ["Off"])
        let ping = try #require(PingControl().body as? ControlConfigurationSource)
        #expect(ping.controlKind == "ping")
        #expect(ping.controlParts.isOn == nil)
        #expect(drawnStrings(ping.controlParts.label, 200, 40) == ["Ping"])
    }

    /// A bundle holding widgets and controls lists its widgets only (a control has no Home
    /// Screen widget to preview).
    @Test func aBundleOfWidgetsAndControlsListsTheWidgets() {
        struct Bundle: WidgetBundle {
            var body: some Widget {
                StreakWidget()
                FlashlightControl()
                PingControl()
            }
        }
        #expect((Bundle().body as? WidgetBundleContent)?.widgets.count == 1)
    }

    /// The action hint and status, an image's accented rendering mode and a push handler
    /// change nothing drawn in full colour: the same PNG bytes.
    @Test @MainActor func inertModifiersKeepTheBytes() throws {
        func png<V: View>(_ view: V) throws -> Data { try ImageRenderer(content: view.frame(width: 120, height: 60)).pngData() }
        let label = Label("Ping", systemImage: "applewatch")
        #expect(try png(label.controlWidgetActionHint("Ping").controlWidgetStatus(Text("Pinging"))) == png(label))
        let image = Image(systemName: "star.fill").resizable()
        for mode in [WidgetAccentedRenderingMode.accented, .accentedDesaturated, .desaturated, .fullColor] {
            #expect(try png(image.widgetAccentedRenderingMode(mode)) == png(image))
        }
        struct Handler: WidgetPushHandler {
            func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
        }
        struct Pushed: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Streak", provider: FixedStreakProvider()) { StreakView(entry: $0) }.pushHandler(Handler.self)
            }
        }
        struct Plain: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Streak", provider: FixedStreakProvider()) { StreakView(entry: $0) }
            }
        }
        let entry = SimpleEntry(date: .distantPast, emoji: "x", streak: 12)
        #expect(try png(WidgetContainer(Pushed(), family: .systemSmall, entry: entry))
                == png(WidgetContainer(Plain(), family: .systemSmall, entry: entry)))
    }
}
