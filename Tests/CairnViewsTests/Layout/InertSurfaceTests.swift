import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Issue 23's inert surface: the modifiers that only matter while someone interacts
/// (accessibility, focus, keyboard, pointer, pencil, editing, menus, navigation transitions)
/// leave a still exactly as iOS draws it at rest — the same PNG bytes, display list and frames
/// — and never call their actions.
@Suite struct InertSurfaceTests {
    /// Records whether any action ran.
    final class Flag: @unchecked Sendable { var fired = false }

    /// The chains of modifiers, one per source file.
    enum Chain: String, CaseIterable, Sendable {
        case accessibility, rotorsAndFocus, keyboardPointerPencil, editingAndTransitions, speechText, chartsDocumentsDialogs, otherPlatforms
        case dragAndDropSessions
    }

    /// A chart description whose making would set the flag (a still never makes it).
    struct Described: AXChartDescriptorRepresentable {
        let flag: Flag
        func makeChartDescriptor() -> AXChartDescriptor {
            flag.fired = true
            let x = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
            let y = AXNumericDataAxisDescriptor(title: "Steps", range: 0...10_000, gridlinePositions: []) { "\(Int($0)) steps" }
            return AXChartDescriptor(title: "Steps", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
                                     series: [AXDataSeriesDescriptor(name: "Steps", isContinuous: false,
                                                                     dataPoints: [AXDataPoint(x: "Mon", y: 4_200), AXDataPoint(x: "Tue", y: 8_100)])])
        }
    }

    /// A 120×44 text, as a row label would be.
    static func label() -> some View {
        Text("Inert").font(.system(size: 17)).foregroundStyle(.blue).frame(width: 120, height: 44)
    }

    static func decorated(_ chain: Chain, _ flag: Flag) -> AnyView {
        let ns = Namespace().wrappedValue
        switch chain {
        case .accessibility:
            // Erased halfway, so the chain's type stays shallow.
            let first = AnyView(label()
                .accessibilityAction { flag.fired = true }
                .accessibilityAction(.magicTap) { flag.fired = true }
                .accessibilityAction(named: "New Message") { flag.fired = true }
                .accessibilityAction { flag.fired = true } label: { Label("Add", systemImage: "plus") }
                .accessibilityActions { Button("Delete") { flag.fired = true } }
                .accessibilityAdjustableAction { _ in flag.fired = true }
                .accessibilityScrollAction { _ in flag.fired = true }
                .accessibilityZoomAction { _ in flag.fired = true }
                .accessibilityChildren { Text("Child") }
                .accessibilityRepresentation { Toggle("On", isOn: .constant(true)) }
                .accessibilityCustomContent("Age", "42")
                .accessibilityInputLabels(["Inert", "Label"]))
            return AnyView(first
                .accessibilityRespondsToUserInteraction()
                .accessibilitySortPriority(2)
                .accessibilityActivationPoint(.center)
                .accessibilityDirectTouch(options: .silentOnTouch)
                .accessibilityDragPoint(.leading, description: "Drag")
                .accessibilityDropPoint(.trailing, description: "Drop")
                .accessibilityHeading(.h1)
                .accessibilityIgnoresInvertColors()
                .accessibilityLabeledPair(role: .label, id: "pair", in: ns)
                .accessibilityLinkedGroup(id: "group", in: ns)
                .accessibilityShowsLargeContentViewer()
                .accessibilityTextContentType(.sourceCode)
                .accessibility(label: Text("Old")))
        case .rotorsAndFocus:
            return AnyView(label()
                .accessibilityRotor("Warnings") { AccessibilityRotorEntry("First", id: 1) }
                .accessibilityRotor(.headings, textRanges: [])
                .accessibilityRotorEntry(id: 1, in: ns)
                .accessibilityScrollStatus("Page 1"))
        case .keyboardPointerPencil:
            return AnyView(label()
                .keyboardShortcut("s")
                .keyboardShortcut(.defaultAction)
                .focusEffectDisabled()
                .submitScope()
                .onContinuousHover { _ in flag.fired = true }
                .defaultHoverEffect(.lift)
                .hoverEffectDisabled()
                .onPencilDoubleTap { _ in flag.fired = true }
                .onPencilSqueeze { _ in flag.fired = true }
                .onOpenURL { _ in flag.fired = true }
                .handlesExternalEvents(preferring: ["inert"], allowing: ["*"]))
        case .editingAndTransitions:
            return AnyView(label()
                .selectionDisabled()
                .deleteDisabled(true)
                .moveDisabled(true)
                .buttonRepeatBehavior(.enabled)
                .menuOrder(.fixed)
                .menuActionDismissBehavior(.disabled)
                .springLoadingBehavior(.enabled)
                .scrollIndicatorsFlash(onAppear: true)
                .invalidatableContent()
                .findDisabled()
                .replaceDisabled()
                .textSelectionAffinity(.upstream)
                .writingToolsBehavior(.disabled)
                .typeSelectEquivalent("Inert")
                .renameAction { flag.fired = true }
                .matchedTransitionSource(id: "hero", in: ns)
                .navigationTransition(.zoom(sourceID: "hero", in: ns))
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .statusBar(hidden: true)
                .interactionActivityTrackingTag("Inert"))
        case .otherPlatforms:
            // macOS, watchOS, tvOS and visionOS modifiers multiplatform files use beside iOS code.
            struct Item: Transferable, Identifiable {
                let id: Int
                static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: { (i: Item) in "\(i.id)" }) }
            }
            let first = AnyView(label()
                .dialogSeverity(.critical)
                .sectionActions { Button("Add") { flag.fired = true } }
                .hoverEffectGroup()
                .hoverEffectGroup(HoverEffectGroup(ns, behavior: .followsGroup))
                .hoverEffectGroup(id: "g", in: ns)
                .listRowHoverEffectDisabled()
                .toolbarItemHidden(false)
                .textInputSuggestions { Text("Suggestion") }
                .textInputSuggestions([Item(id: 1)]) { Text("\($0.id)") }
                .textInputCompletion("Done")
                .materialActiveAppearance(.inactive)
                .pointerStyle(.frameResize(position: .topLeading))
                .pointerStyle(.columnResize(directions: .all))
                .pointerVisibility(.hidden)
                .dragConfiguration(DragConfiguration(allowMove: true, allowDelete: false))
                .dragPreviewsFormation(.pile)
                .dropPreviewsFormation(.stack)
                .contentCaptureProtected()
                .allowsWindowActivationEvents())
            return AnyView(first
                .accessibilityQuickAction(style: .outline) { Button("Pause") { flag.fired = true } }
                .contentToolbar(for: .tabViewSidebar) { Button("Add") { flag.fired = true } }
                .defaultWheelPickerItemHeight(30)
                .digitalCrownRotation(.constant(1.0), from: 0, through: 10, by: 1, sensitivity: .low)
                .digitalCrownAccessory { Image(systemName: "heart") }
                .focusScope(ns).focusSection().prefersDefaultFocus(in: ns)
                .handGestureShortcut(.primaryAction)
                .horizontalRadioGroupLayout()
                .listRowPlatterColor(.red)
                .modifierKeyAlternate(.option) { Text("Alternate").frame(width: 300) }
                .onModifierKeysChanged(initial: false) { _, _ in flag.fired = true }
                .onLongTouchGesture(perform: { flag.fired = true })
                .presentedWindowToolbarStyle(.unifiedCompact(showsTitle: false))
                .touchBar { Button("Touch") { flag.fired = true } }
                .touchBarItemPresence(.optional("item"))
                .windowResizeAnchor(.top)
                .windowToolbarFullScreenVisibility(.onHover)
                .dismissalConfirmationDialog("Discard?", shouldPresent: true) { Button("Discard") { flag.fired = true } }
                .supportedVolumeViewpoints([.front, .left])
                .onVolumeViewpointChange(initial: false) { _, _ in flag.fired = true }
                .onWorldRecenter { flag.fired = true }
                .ornament(attachmentAnchor: .scene(.bottom)) { Text("Ornament") }
                .dragContainer(for: Item.self) { ids in ids.map { Item(id: $0) } }
                .dragContainerSelection([1, 2]))
        case .chartsDocumentsDialogs:
            return AnyView(label()
                .accessibilityChartDescriptor(Described(flag: flag))
                .findNavigator(isPresented: .constant(true))
                .dialogSuppressionToggle(isSuppressed: .constant(false))
                .dialogSuppressionToggle("Don't ask again", isSuppressed: .constant(true))
                .dialogSuppressionToggle(Text("Never"), isSuppressed: .constant(true))
                .navigationDocument(URL(fileURLWithPath: "/tmp/inert.txt"))
                .navigationDocument("Inert document")
                .navigationDocument("Inert", preview: SharePreview("Inert")))
        case .dragAndDropSessions:
            // iOS 26's drag and drop, as Apple's documentation writes it.
            struct Photo: Transferable, Identifiable {
                let id: Int
                static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: { (p: Photo) in "\(p.id)" }) }
            }
            return AnyView(label()
                .dropDestination(for: String.self) { _, _ in flag.fired = true }
                .dropDestination(for: Photo.self, isEnabled: false) { photos, session in flag.fired = !photos.isEmpty || session.itemsCount > 0 }
                .dropConfiguration { session in
                    flag.fired = true
                    return DropConfiguration(operation: session.suggestedOperations.contains(.move) ? .move : .copy)
                }
                .onDropSessionUpdated { _ in flag.fired = true }
                .onDragSessionUpdated { session in if case .ended(.move) = session.phase { flag.fired = true } }
                .draggable(containerItemID: 3, containerNamespace: ns))
        case .speechText:
            return AnyView(Text("Inert")
                .speechAdjustedPitch(0.5)
                .speechAlwaysIncludesPunctuation()
                .speechAnnouncementsQueued()
                .speechSpellsOutCharacters()
                .accessibilityHeading(.h2)
                .font(.system(size: 17)).foregroundStyle(.blue).frame(width: 120, height: 44))
        }
    }

    /// Each chain: the same PNG bytes and display list as the bare label, the label's frame
    /// centred in 200×100 at (40, 28) as 120×44 (200 − 120 = 80, half 40; 100 − 44 = 56,
    /// half 28), and no action run.
    @Test(arguments: Chain.allCases)
    func stillIsUnchanged(_ chain: Chain) throws {
        let flag = Flag()
        let plain = ImageRenderer(content: Self.label().frame(width: 200, height: 100))
        let decorated = ImageRenderer(content: Self.decorated(chain, flag).frame(width: 200, height: 100))
        let plainPNG = try plain.pngData(), decoratedPNG = try decorated.pngData()
        #expect(plainPNG.count > 100)
        #expect(plainPNG == decoratedPNG)
        #expect(plain.displayList == decorated.displayList)
        let a = layOut(Self.label().id("t"), 200, 100)
        let b = layOut(Self.decorated(chain, flag).id("t"), 200, 100)
        expectFrame(a, "t", rect(40, 28, 120, 44))
        expectFrame(b, "t", rect(40, 28, 120, 44))
        #expect(!flag.fired)
    }

    /// iOS 26's drop values keep what code gives them: a configuration closure run by hand
    /// sees its session (as a unit test of the closure would), and the operation sets hold
    /// their members and never cancel or forbidden.
    @Test func dropSessionValuesKeepTheirValues() {
        let session = DropSession(location: CGPoint(x: 12, y: 30), itemsCount: 3, phase: .active, suggestedOperations: [.copy, .move])
        let choose: (DropSession) -> DropConfiguration = { DropConfiguration(operation: $0.suggestedOperations.contains(.move) ? .move : .copy) }
        #expect(choose(session).operation == .move)
        #expect(choose(DropSession()).operation == .copy)
        #expect(session.location == CGPoint(x: 12, y: 30) && session.itemsCount == 3 && session.phase == .active)
        #expect(session.localSession == nil)
        #expect(DropSession(itemsCount: -4).itemsCount == 0)
        #expect(DropOperation.Set.all.contains(.alias) && DropOperation.Set.all.contains(.delete))
        #expect(!DropOperation.Set.all.contains(.cancel) && !DropOperation.Set.all.contains(.forbidden))
        #expect(DropOperation.Set.all.rawValue == 0b1111)
        let proposal = DropProposal(withinApplication: .move, outsideApplication: .copy)
        #expect(proposal.operation == .move && proposal.operationOutsideApplication == .copy)
        #expect(DropProposal(operation: .copy).operationOutsideApplication == nil)
        var configuration = DropConfiguration(operation: .copy)
        configuration.acceptedItemCount = 2
        #expect(configuration.acceptedItemCount == 2)
        #expect(DragSession().draggedItemIDs(for: Int.self).isEmpty)
        #expect(DropSession.ID() != DropSession.ID())
    }

    /// The chart descriptor's types hold what they are given: VoiceOver's reading of them is
    /// Apple's; the values are the code's.
    @Test func chartDescriptorsKeepTheirValues() {
        let flag = Flag()
        let descriptor = Described(flag: flag).makeChartDescriptor()
        #expect(flag.fired)
        #expect((descriptor.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Mon", "Tue"])
        #expect(descriptor.yAxis?.valueDescriptionProvider(4_200) == "4200 steps")
        #expect(descriptor.series[0].dataPoints.map(\.yValue?.number) == [4_200, 8_100])
        #expect(descriptor.series[0].dataPoints[1].xValue.category == "Tue")
    }

    /// `toolbarItemHidden(true)` removes its view (macOS's behaviour): an HStack of two
    /// 40-wide squares spaced 8 keeps one, at x 0, and no spacing.
    @Test func toolbarItemHiddenRemovesTheView() {
        let layout = layOut(HStack(spacing: 8) { fixed(40, 40).id("a"); fixed(40, 40).id("b").toolbarItemHidden() }.fixedSize().id("s"), 200, 100)
        expectFrame(layout, "s", rect(80, 30, 40, 40))
        #expect(frames("b", layout).isEmpty)
    }

    /// With `initial`, the modifier-key and viewpoint actions run once as the view appears,
    /// with what a still has: no keys, the front viewpoint.
    @Test func initialActionsSeeTheRestingState() throws {
        final class Seen: @unchecked Sendable { var keys: [EventModifiers] = []; var views: [SquareAzimuth] = [] }
        let seen = Seen()
        // As onAppear: an AnimationRenderer's scene runs it (ImageRenderer draws before it).
        _ = try AnimationRenderer(content: Self.label()
            .onModifierKeysChanged { old, new in seen.keys += [old, new] }
            .onVolumeViewpointChange { old, new in seen.views += [old.squareAzimuth, new.squareAzimuth] }, duration: 1).pngData(at: 0)
        #expect(seen.keys == [[], []])
        #expect(seen.views == [.front, .front])
    }

    /// `SquareAzimuth(closestToAzimuth:)` snaps as Apple documents: front from 315° to 45°,
    /// right from 45°, back from 135°, left from 225°; negative and wrapped angles alike.
    @Test func squareAzimuthSnapsToTheNearestQuarter() {
        let cases: [(Double, SquareAzimuth)] = [(0, .front), (44.9, .front), (45, .right), (134, .right), (135, .back),
                                                (224, .back), (225, .left), (314.9, .left), (315, .front), (-90, .left), (450, .right), (.nan, .front)]
        for (degrees, expected) in cases {
            #expect(SquareAzimuth(closestToAzimuth: .degrees(degrees)) == expected, "\(degrees)°")
        }
        #expect(SquareAzimuth.Set.all.contains(.left) && !SquareAzimuth.Set([.front]).contains(.back))
    }

    /// `materialActiveAppearance` is written to the environment (iOS draws materials active
    /// whatever it says).
    @Test func materialActiveAppearanceIsInTheEnvironment() {
        struct Reader: View {
            @Environment(\.materialActiveAppearance) var appearance
            var body: some View { fixed(appearance == .inactive ? 10 : 20, 20).id("r") }
        }
        expectFrame(layOut(Reader(), 40, 40), "r", rect(10, 10, 20, 20))
        expectFrame(layOut(Reader().materialActiveAppearance(.inactive), 40, 40), "r", rect(15, 10, 10, 20))
    }

    /// `scenePadding` is the default padding on iOS (Cairn's estimate, 16 points): a 120×44
    /// label in 200×100 keeps its place inside 16 points on every edge, or only on the edges
    /// named.
    @Test func scenePaddingIsTheDefaultPadding() {
        let all = layOut(Self.label().scenePadding().id("t").frame(width: 200, height: 100), 200, 100)
        expectFrame(all, "t", rect(24, 12, 152, 76))
        let leading = layOut(Self.label().scenePadding(.minimum, edges: .leading).id("t"), 200, 100)
        expectFrame(leading, "t", rect(32, 28, 136, 44))
    }

    /// `@AccessibilityFocusState` rests at false (or nil), VoiceOver being off: the view
    /// draws its 20-wide branch, not the 10-wide one.
    @Test func accessibilityFocusStateRestsUnfocused() {
        struct Row: View {
            @AccessibilityFocusState var isFocused: Bool
            @AccessibilityFocusState var focusedID: Int?
            var body: some View {
                fixed(isFocused || focusedID != nil ? 10 : 20, 20).id("r")
                    .accessibilityFocused($isFocused)
                    .accessibilityFocused($focusedID, equals: 1)
            }
        }
        expectFrame(layOut(Row(), 20, 20), "r", rect(0, 0, 20, 20))
    }

    /// An `Equatable` view through `.equatable()` draws exactly what it draws alone.
    @Test func equatableViewDrawsItsContent() throws {
        struct Badge: View, Equatable {
            let count: Int
            var body: some View { Text("\(count)").frame(width: 44, height: 44).background(Color.red) }
        }
        let plain = try ImageRenderer(content: Badge(count: 3)).pngData()
        let wrapped = try ImageRenderer(content: Badge(count: 3).equatable()).pngData()
        let explicit = try ImageRenderer(content: EquatableView(content: Badge(count: 3))).pngData()
        #expect(plain == wrapped)
        #expect(plain == explicit)
        #expect(Badge(count: 3).equatable().content == Badge(count: 3))
        #expect(ImageRenderer(content: Badge(count: 3).equatable()).layout.size == CGSize(width: 44, height: 44))
    }
}

/// `transformAnchorPreference(key:value:transform:)` adds this view's anchor to the value its
/// content produced (where `anchorPreference` replaces it).
@Suite struct TransformAnchorPreferenceTests {
    struct AnchorsKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value.append(contentsOf: nextValue()) }
    }

    // HStack(spacing: 10) of 30 and 40 wide, 20 tall, in 80×20: the children at x 0 and 40;
    // each appends its bounds, then the stack appends its own (0, 0, 80, 20): three anchors in
    // that order, resolved by the overlay into three highlights.
    @Test func appendsToTheContentsValue() {
        let l = layOut(HStack(spacing: 10) {
            fixed(30, 20).transformAnchorPreference(key: AnchorsKey.self, value: .bounds) { $0.append($1) }
            fixed(40, 20).transformAnchorPreference(key: AnchorsKey.self, value: .bounds) { $0.append($1) }
        }
        .transformAnchorPreference(key: AnchorsKey.self, value: .bounds) { $0.append($1) }
        .overlayPreferenceValue(AnchorsKey.self) { anchors in
            GeometryReader { proxy in
                ForEach(0..<anchors.count, id: \.self) { i in
                    let r = proxy[anchors[i]]
                    Color.red.frame(width: r.width, height: r.height).id("h\(i)").position(x: r.midX, y: r.midY)
                }
            }
        }, 80, 20)
        expectFrame(l, "h0", rect(0, 0, 30, 20))
        expectFrame(l, "h1", rect(40, 0, 40, 20))
        expectFrame(l, "h2", rect(0, 0, 80, 20))
        #expect(l.frame(of: "h3") == nil)
    }
}
