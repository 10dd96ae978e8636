import Cairn
import Foundation
import Testing
import CairnTestSupport

// Issue 23's inert surface written as an iOS app writes it (Apple's documentation examples,
// pasted): every overload declared in AccessibilityModifiers2, AccessibilityRotors,
// FocusAndKeyboardModifiers and EditingAndTransitionModifiers is called here, so a changed
// label or generic shape breaks this file's build.

private final class Editor: ObservableObject {
    @Published var text = "Hello"
}

private struct Message: Identifiable {
    let id: Int
    let subject: String
}

private struct MailRow: View {
    @AccessibilityFocusState private var isSubjectFocused: Bool
    @AccessibilityFocusState private var focusedMessage: Int?
    @FocusState private var isRenaming: Bool
    @FocusState private var focusedField: Int?
    @Namespace private var namespace
    @StateObject private var editor = Editor()
    let messages = [Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Invoice")]
    let body_ = "Meet at noon"

    /// Step 1 of the chain (erased, so the chain's type stays shallow).
    private var part1: AnyView {
        AnyView(Color.blue.frame(width: 120, height: 44)
            .accessibilityAction { }
            .accessibilityAction(.escape) { }
            .accessibilityAction(.default) { }
            .accessibilityAction(AccessibilityActionKind(named: Text("Archive"))) { }
            .accessibilityAction(named: "New Message") { }
            .accessibilityAction(named: Text("Reply")) { }
            .accessibilityAction(named: String("Forward")) { }
            .accessibilityAction {
            } label: {
                Label("New Message", systemImage: "plus")
            }
            .accessibilityActions {
                Button("Archive") { }
                Button("Delete") { }
            }
            .accessibilityActions(category: .edit) { Button("Cut") { } }
            .accessibilityActions(category: AccessibilityActionCategory("Mail")) { Button("Flag") { } }
            .accessibilityActions(category: AccessibilityActionCategory(Text("More"))) { Button("Mute") { } }
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: break
                case .decrement: break
                }
            }
            .accessibilityScrollAction { edge in _ = edge == .top }
            .accessibilityZoomAction { action in
                _ = action.direction == .zoomIn ? action.location : UnitPoint(x: action.point.x, y: action.point.y)
            })
    }

    /// Step 2 of the chain (erased, so the chain's type stays shallow).
    private var part2: AnyView {
        AnyView(part1
            .accessibilityChildren { HStack { Text("A"); Text("B") } }
            .accessibilityRepresentation { Slider(value: .constant(0.5)) }
            .accessibilityCustomContent(Text("Sender"), Text("Ann"))
            .accessibilityCustomContent("Received", Text("Today"))
            .accessibilityCustomContent("Size", "2 KB")
            .accessibilityCustomContent("Subject", body_)
            .accessibilityCustomContent(AccessibilityCustomContentKey("Priority", id: "priority"), Text("High"))
            .accessibilityCustomContent(AccessibilityCustomContentKey(Text("Folder"), id: "folder"), "Work")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Thread"), body_)
            .accessibilityInputLabels(["Inbox", "Mail"])
            .accessibilityInputLabels([Text("Inbox")])
            .accessibilityInputLabels([body_])
            .accessibilityRespondsToUserInteraction(false)
            .accessibilitySortPriority(1)
            .accessibilityActivationPoint(CGPoint(x: 10, y: 10))
            .accessibilityActivationPoint(UnitPoint.topLeading))
    }

    /// Step 3 of the chain (erased, so the chain's type stays shallow).
    private var part3: AnyView {
        AnyView(part2
            .accessibilityDirectTouch()
            .accessibilityDirectTouch(true, options: [.silentOnTouch, .requiresActivation])
            .accessibilityDragPoint(.center, description: "Move message")
            .accessibilityDragPoint(.center, description: Text("Move"))
            .accessibilityDragPoint(.center, description: body_)
            .accessibilityDropPoint(.center, description: "Drop here")
            .accessibilityDropPoint(.center, description: Text("Drop"))
            .accessibilityDropPoint(.center, description: body_)
            .accessibilityHeading(.unspecified)
            .accessibilityIgnoresInvertColors(true)
            .accessibilityLabeledPair(role: .content, id: "subject", in: namespace)
            .accessibilityLinkedGroup(id: 1, in: namespace)
            .accessibilityShowsLargeContentViewer()
            .accessibilityShowsLargeContentViewer { Label("Inbox", systemImage: "tray") }
            .accessibilityTextContentType(.plain)
            .accessibilityScrollStatus(Text("March"))
            .accessibilityScrollStatus("April", isEnabled: false)
            .accessibilityScrollStatus(body_))
    }

    /// Step 4 of the chain (erased, so the chain's type stays shallow).
    private var part4: AnyView {
        AnyView(part3
            .accessibilityRotor("Messages") {
                ForEach(messages) { message in
                    AccessibilityRotorEntry(message.subject, id: message.id)
                }
            }
            .accessibilityRotor(Text("Flagged")) {
                ForEach(messages, id: \.id) { message in
                    AccessibilityRotorEntry(Text(message.subject), id: message.id, in: namespace)
                }
                if messages.isEmpty {
                    AccessibilityRotorEntry("None", id: 0)
                } else {
                    AccessibilityRotorEntry(LocalizedStringKey("First"), id: 1, in: namespace) { }
                }
            }
            .accessibilityRotor(body_) { AccessibilityRotorEntry(Text("Noon"), textRange: body_.startIndex..<body_.endIndex) }
            .accessibilityRotor(.links) { AccessibilityRotorEntry(body_, id: "link", in: namespace, textRange: nil) { } }
            .accessibilityRotor(.headings(level: .h2)) { AccessibilityRotorEntry("Top", textRange: body_.startIndex..<body_.endIndex) }
            .accessibilityRotor(.links(visited: true)) { AccessibilityRotorEntry(body_, textRange: body_.startIndex..<body_.endIndex) })
    }

    /// Step 5 of the chain (erased, so the chain's type stays shallow).
    private var part5: AnyView {
        AnyView(part4
            .accessibilityRotor(Text("Subjects"), entries: messages, entryID: \.id, entryLabel: \.subject)
            .accessibilityRotor("Subjects", entries: messages, entryID: \.id, entryLabel: \.subject)
            .accessibilityRotor(Text("All"), entries: messages, entryLabel: \.subject)
            .accessibilityRotor("All", entries: messages, entryLabel: \.subject)
            .accessibilityRotor(Text("Words"), textRanges: [body_.startIndex..<body_.endIndex])
            .accessibilityRotor("Words", textRanges: [])
            .accessibilityRotor(.misspelledWords, textRanges: [])
            .accessibilityRotorEntry(id: 1, in: namespace)
            .accessibilityFocused($isSubjectFocused)
            .accessibilityFocused($focusedMessage, equals: 1))
    }

    /// Step 6 of the chain (erased, so the chain's type stays shallow).
    private var part6: AnyView {
        AnyView(part5
            .accessibility(label: Text("Inbox"))
            .accessibility(value: Text("3 unread"))
            .accessibility(hint: Text("Opens the inbox"))
            .accessibility(hidden: false)
            .accessibility(identifier: "inbox")
            .accessibility(addTraits: .isButton)
            .accessibility(removeTraits: .isImage)
            .accessibility(sortPriority: 1)
            .accessibility(inputLabels: [Text("Inbox")])
            .accessibility(activationPoint: CGPoint.zero)
            .accessibility(activationPoint: UnitPoint.center)
            .speechAdjustedPitch(-0.5)
            .speechAlwaysIncludesPunctuation()
            .speechAnnouncementsQueued()
            .speechSpellsOutCharacters())
    }

    /// Step 7 of the chain (erased, so the chain's type stays shallow).
    private var part7: AnyView {
        AnyView(part6
            .keyboardShortcut("n")
            .keyboardShortcut("n", modifiers: [.command, .shift])
            .keyboardShortcut(.upArrow, modifiers: .option, localization: .withoutMirroring)
            .keyboardShortcut(.defaultAction)
            .keyboardShortcut(KeyboardShortcut(.pageDown, modifiers: .all))
            .keyboardShortcut(nil as KeyboardShortcut?)
            .defaultFocus($focusedField, 1)
            .defaultFocus($isRenaming, true, priority: .userInitiated)
            .focusEffectDisabled()
            .focusedObject(editor)
            .focusedObject(nil as Editor?)
            .focusedSceneObject(editor)
            .focusedSceneObject(nil as Editor?)
            .submitScope())
    }

    /// Step 8 of the chain (erased, so the chain's type stays shallow).
    private var part8: AnyView {
        AnyView(part7
            .onContinuousHover { phase in
                switch phase {
                case .active(let location): _ = location
                case .ended: break
                }
            }
            .onContinuousHover(coordinateSpace: .global) { _ in }
            .defaultHoverEffect(.highlight)
            .defaultHoverEffect(nil)
            .hoverEffectDisabled(false)
            .onPencilDoubleTap { value in _ = value.hoverPose?.location }
            .onPencilSqueeze { phase in
                if case .active(let value) = phase { _ = value.hoverPose?.altitude }
            }
            .onOpenURL { url in _ = url.host }
            .handlesExternalEvents(preferring: ["mail"], allowing: ["*"]))
    }

    /// Step 9 of the chain (erased, so the chain's type stays shallow).
    private var part9: AnyView {
        AnyView(part8
            .selectionDisabled(false)
            .deleteDisabled(false)
            .moveDisabled(false)
            .buttonRepeatBehavior(.automatic)
            .menuOrder(.priority)
            .menuActionDismissBehavior(.enabled)
            .springLoadingBehavior(.disabled)
            .scrollIndicatorsFlash(onAppear: false)
            .scrollIndicatorsFlash(trigger: messages.count)
            .invalidatableContent(false)
            .findDisabled(false)
            .replaceDisabled(true)
            .textSelectionAffinity(.automatic)
            .writingToolsBehavior(.limited))
    }

    /// Step 10 of the chain (erased, so the chain's type stays shallow).
    private var part10: AnyView {
        AnyView(part9
            .typeSelectEquivalent(Text("Inbox"))
            .typeSelectEquivalent("Inbox")
            .typeSelectEquivalent(body_)
            .renameAction($isRenaming)
            .renameAction { isRenaming = true }
            .matchedTransitionSource(id: 1, in: namespace)
            .navigationTransition(.automatic)
            .navigationTransition(.zoom(sourceID: 1, in: namespace))
            .autocapitalization(.words)
            .disableAutocorrection(nil)
            .statusBar(hidden: false)
            .interactionActivityTrackingTag("MessagesList"))
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Inbox")
                .accessibilityHeading(.h1)
                .accessibilityTextContentType(.messaging)
                .speechAdjustedPitch(0.2)
                .speechAlwaysIncludesPunctuation()
                .speechAnnouncementsQueued(false)
                .speechSpellsOutCharacters(true)
            part10
        }
    }
}

private struct Score: View, Equatable {
    let points: Int
    var body: some View { Text("\(points)").frame(width: 60, height: 30) }
}

@Suite struct InertSurfacePasteTests {
    /// The pasted row lays out as its two parts stacked: the text over the 120×44 rectangle,
    /// and draws what the same stack without the modifiers draws.
    @Test func pastedRowDrawsAsTheBareStack() throws {
        let bare = VStack(spacing: 0) {
            Text("Inbox")
            Color.blue.frame(width: 120, height: 44)
        }
        let pasted = try ImageRenderer(content: MailRow()).pngData()
        let plain = try ImageRenderer(content: bare).pngData()
        #expect(pasted == plain)
        #expect(ImageRenderer(content: MailRow()).layout.size == ImageRenderer(content: bare).layout.size)
        #expect(ImageRenderer(content: MailRow()).layout.size.width == 120)
    }

    /// Shortcut values keep what they were made with (Apple's defaults: Command; `.defaultAction`
    /// is Return with no modifiers, `.cancelAction` Escape with none).
    @Test func keyboardShortcutValues() {
        let save = KeyboardShortcut("s")
        #expect(save.key == KeyEquivalent("s"))
        #expect(save.modifiers == .command)
        #expect(save.localization == .automatic)
        #expect(KeyboardShortcut.defaultAction.key == .return)
        #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut(.home, modifiers: [.shift], localization: .custom).localization == .custom)
        #expect(EventModifiers.all.contains([.command, .option, .control, .shift]))
    }

    /// `Score(points:).equatable()` wraps the score, and draws as it does.
    @Test func equatablePaste() throws {
        let view = Score(points: 7).equatable()
        #expect(view.content == Score(points: 7))
        #expect(try ImageRenderer(content: view).pngData() == ImageRenderer(content: Score(points: 7)).pngData())
    }
}
