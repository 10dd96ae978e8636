import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing

/// The strings of every text run in `items`, in drawing order.
private func strings(_ items: [DisplayList.Item]) -> [String] { drawnStrings(items) }

/// The strings a view draws laid out on a `width` × `height` canvas.
private func strings<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 600) -> [String] {
    drawnStrings(view, width, height)
}

/// Files written the way SwiftUI code is written in 2025–26 (the other files of this target),
/// compiled against the default `Cairn` product only and rendered with numbers checked.
@Suite(.designEra(.iOS17)) struct PastedSwiftUITests {
    // MARK: Combine's ObservableObject

    @Test func stateObjectRendersItsInitialState() {
        #expect(strings(CounterView()).prefix(2) == ["Taps: 0", "Add one"])
    }

    @Test func aTapChangesThePublishedValueAndTheViewFollows() throws {
        // The button's action increments `@Published var count`: objectWillChange marks the
        // scene for another layout, as SwiftUI re-renders a view whose object changed.
        let r = AnimationRenderer(content: CounterView(), duration: 1).tap("Add one", at: 0.5)
        #expect(strings(r.displayList(atFrame: 0).items).first == "Taps: 0")
        #expect(strings(r.displayList(atFrame: 29).items).first == "Taps: 1")
    }

    @Test func publishedProjectionsPublishEachChange() {
        let model = CounterViewModel()
        model.increment()
        model.increment()
        #expect(model.log == ["count 1", "count 2"])
        var willChange = 0
        let subscription = model.objectWillChange.sink { willChange += 1 }
        model.title = "Clicks"
        model.count = 9
        // Three changes: the title, the count, and the log the init's `$count` pipeline appends to.
        #expect(willChange == 3)
        #expect(model.log.last == "count 9")
        subscription.cancel()
        model.count = 10
        #expect(willChange == 3)
    }

    @Test func observedAndEnvironmentObjects() {
        let model = CounterViewModel()
        model.count = 3
        #expect(strings(CounterRow(model: model)) == ["Taps", "3"])
        #expect(strings(SettingsSummary().environmentObject(model)) == ["Count is 3"])
        // SwiftUI stops the program when no ancestor provides the object; Cairn draws nothing
        // in the view's place and says which type was missing.
        let missing = ViewLayout(of: VStack { Text("Above"); SettingsSummary() }, in: CGSize(width: 200, height: 200))
        #expect(strings(missing.displayList.items) == ["Above"])
        #expect(missing.diagnostics.contains { $0.contains("CounterViewModel") })
    }

    @Test func combineOperatorsDeliverSynchronously() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let a = subject.removeDuplicates().filter { $0 > 0 }.map { $0 * 10 }.sink { received.append($0) }
        for v in [1, 1, 2, -3, 2] { subject.send(v) }
        #expect(received == [10, 20, 20])
        let current = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let b = current.sink { seen.append($0) }
        current.value = "b"
        #expect(seen == ["a", "b"])
        var just = 0
        _ = Just(21).map { $0 * 2 }.sink { just = $0 }
        #expect(just == 42)
        var debounced: [String] = []
        let c = current.debounce(for: .milliseconds(300), scheduler: RunLoop.main).receive(on: DispatchQueue.main).sink { debounced.append($0) }
        current.send("c")
        #expect(debounced == ["b", "c"])
        let name = Notification.Name("CairnPastedTest")
        var notes = 0
        let d = NotificationCenter.default.publisher(for: name).sink { _ in notes += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(notes == 1)
        d.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        #expect(notes == 1)
        _ = (a, b, c)
    }

    // MARK: Observation, @Entry, storage and scaled metrics

    @Test func observableModelFromTheEnvironment() {
        let texts = strings(LibraryView().environment(Library()))
        #expect(texts == ["Dune", "412 pages", "Emma", "474 pages", "Ulysses", "730 pages", "1616 pages in all"])
        // No Library in the environment: SwiftUI stops; Cairn draws nothing, with a diagnostic.
        let missing = ViewLayout(of: LibraryView(), in: CGSize(width: 390, height: 600))
        #expect(missing.displayList.items.isEmpty)
        #expect(missing.diagnostics.contains { $0.contains("Library") })
    }

    @Test func entryDefaultsAndOverrides() throws {
        // `@Entry var rowSpacing: CGFloat = 6`: the badges of two rows are one row height plus
        // the spacing apart; setting it to 20 moves the second badge down by exactly 14.
        let base = ViewLayout(of: LibraryView().environment(Library()), in: CGSize(width: 390, height: 600))
        let wide = ViewLayout(of: LibraryView().environment(Library()).environment(\.rowSpacing, 20), in: CGSize(width: 390, height: 600))
        let gap = { (l: ViewLayout) in (l.frame(of: "badge-Emma")?.minY ?? 0) - (l.frame(of: "badge-Dune")?.minY ?? 0) }
        #expect(close(gap(wide) - gap(base), 14))
        // `@Entry var shelfColor: Color = .orange`: the badge is iOS's system orange (255, 149, 0).
        let renderer = ImageRenderer(content: LibraryView().environment(Library()).frame(width: 390, height: 600))
        let bitmap = try renderer.bitmap()
        let badge = try #require(base.frame(of: "badge-Dune"))
        #expect(close(rgba(bitmap, Int(badge.midX), Int(badge.midY)), [255, 149, 0, 255]))
        var transaction = Transaction()
        #expect(transaction.isFromShelf == false)
        transaction.isFromShelf = true
        #expect(transaction.isFromShelf)
    }

    @Test func scaledMetricFollowsDynamicType() {
        // Body text is 17 pt at .large and 23 pt at .xxxLarge (HIG table): 20 × 23 / 17.
        let large = ViewLayout(of: LibraryView().environment(Library()), in: CGSize(width: 390, height: 600))
        let xxxl = ViewLayout(of: LibraryView().environment(Library()).dynamicTypeSize(.xxxLarge), in: CGSize(width: 390, height: 600))
        #expect(close(large.frame(of: "badge-Dune")?.width, 20))
        #expect(close(xxxl.frame(of: "badge-Dune")?.width, 20 * 23 / 17))
    }

    @Test func appStorageStartsAtItsDefaultOrAnInjectedStore() throws {
        #expect(strings(LibraryView().environment(Library())).contains("412 pages"))
        let defaults = try #require(UserDefaults(suiteName: "cairn-pasted-\(UUID().uuidString)"))
        defaults.set(false, forKey: "showPages")
        let hidden = strings(LibraryView().environment(Library()).defaultAppStorage(defaults))
        #expect(hidden == ["Dune", "Emma", "Ulysses", "1616 pages in all"])
    }

    @Test func bindableMakesBindingsToTheModel() {
        let library = Library()
        let field = RenameField(library: library)
        #expect(strings(field) == ["Dune"])
        field.$library.books[0].title.wrappedValue = "Dune Messiah"
        #expect(library.books[0].title == "Dune Messiah")
    }

    // MARK: Previews

    @Test @MainActor func previewMacrosAndPreviewableRegister() throws {
        let mine = PreviewRegistrations.all.filter { $0.fileID == "PastedSwiftUITests/ObservableLibrary.swift" }
        #expect(mine.map { $0.line } == [67, 72])
        let previews = try mine.map { try $0.makePreview() }
        #expect(previews.map(\.name) == ["Library", "Toggle"])
        #expect(previews[1].layout == .sizeThatFits)
        // @Previewable @State var on = true: the toggle draws on (the switch's green track).
        let toggle = ViewLayout(of: previews[1].makeView(), in: CGSize(width: 390, height: 300))
        #expect(close(toggle.size.width, 220))
    }

    @Test @MainActor func previewProviderIsFoundAndReadsItsModifiers() {
        let providers = PreviewRegistrations.providers.map { String(describing: $0) }
        #expect(providers.contains("CounterView_Previews"))
        let preview = Preview(provider: CounterView_Previews.self)
        #expect(preview.name == "Counter")
        #expect(preview.layout == .sizeThatFits)
    }

    // MARK: Interaction-only API and old spellings

    @Test func systemEnvironmentDefaultsAreAPortraitIPhone() {
        let env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
        #expect(env.accessibilityReduceMotion == false)
        #expect(env.calendar.identifier == .gregorian)
        struct SizeClassProbe: View {
            @Environment(\.horizontalSizeClass) var sizeClass
            var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
        }
        #expect(strings(SizeClassProbe()) == ["compact"])
        #expect(strings(SizeClassProbe().environment(\.horizontalSizeClass, .regular)) == ["regular"])
    }

    @Test func interactionOnlyAPIDrawsTheRestingState() {
        let texts = strings(OldStyleScreen())
        // An iPhone in portrait is horizontally compact; motion is not reduced; 2001-01-01 (the
        // renderer's reference date) was a Monday, weekday 2 in the Gregorian calendar.
        #expect(texts.contains("compact"))
        #expect(texts.contains("moving"))
        #expect(texts.contains("Weekday 2"))
        #expect(texts.contains("Old style"))
        let layout = ViewLayout(of: OldStyleScreen(), in: CGSize(width: 390, height: 600))
        #expect(close(layout.frame(of: "card")?.size, CGSize(width: 100, height: 60)))
    }

    @Test func onTapGestureRunsOnAScriptedTap() {
        let r = AnimationRenderer(content: TapCounter(), duration: 1).tap("Tapped 0", at: 0.5)
        #expect(strings(r.displayList(atFrame: 0).items) == ["Tapped 0"])
        #expect(strings(r.displayList(atFrame: 29).items) == ["Tapped 1"])
    }

    /// `ForEach($store.items) { $item in Toggle(item.title, isOn: $item.isDone) }`: a row per
    /// item, and a tap on a toggle writes through its element's binding into the model
    /// (two of three not done → one).
    @Test func forEachOverABindingEditsElementsInPlace() {
        let first = strings(ChecklistView())
        #expect(first == ["Buy groceries", "Call mom", "Book dentist", "2 remaining"])
        let r = AnimationRenderer(content: ChecklistView(), duration: 1).tap("Buy groceries", at: 0.5)
        #expect(strings(r.displayList(atFrame: 0).items).last == "2 remaining")
        #expect(strings(r.displayList(atFrame: 29).items).last == "1 remaining")
    }

    /// Every data-driven `List` spelling draws one row per element in order: a range, a
    /// binding with and without `editActions` (nothing is edited at rest), `ForEach` over a
    /// binding identified by `\.self`, and single and multiple selections (none highlighted).
    @Test func listDataInitializersDrawTheirRows() {
        let texts = strings(ListInitializers(), 390, 2400)
        #expect(texts == ["Range 0", "Range 1", "Milk", "Eggs", "Edit Milk", "Edit Eggs", "Ann", "Bo",
                          "All Milk", "All Eggs", "Pick Milk", "Pick Eggs", "Many 0"])
    }

    /// A binding to an array is a random-access collection of bindings to its elements; an
    /// element binding made before the array shrank reads the element it was made from and
    /// ignores writes, where SwiftUI's would index out of range.
    @Test func bindingToACollectionIsACollectionOfBindings() {
        final class Box { var values = [10, 20, 30] }
        let box = Box()
        let binding = Binding(get: { box.values }, set: { box.values = $0 })
        #expect(binding.count == 3 && binding.map(\.wrappedValue) == [10, 20, 30])
        binding[1].wrappedValue = 25
        #expect(box.values == [10, 25, 30])
        #expect(binding.last?.wrappedValue == 30 && binding.indices == 0..<3)
        let stale = binding[2]
        box.values = [1]
        #expect(stale.wrappedValue == 30)
        stale.wrappedValue = 99
        #expect(box.values == [1])
        let item = ChecklistItem(title: "A")
        #expect(Binding.constant(item).id == item.id)
    }

    /// `TabView(selection: $tab)` of `Tab(…, value: .library)` with an enum selection: the
    /// values take the selection's type, and the selected tab's content is the one drawn.
    @Test func tabValuesTakeTheSelectionsType() {
        let texts = strings(ShopTabs())
        #expect(texts.contains("Library screen") && !texts.contains("Home screen") && !texts.contains("Search screen"))
        #expect(texts.contains("Home") && texts.contains("Library") && texts.contains("3"))
    }

    /// `TabSection("Folders") { Tab(…, value: .trash) }` inside `TabView(selection:)`: the
    /// section's values take the selection's type too, and its tabs sit in the bar in line.
    @Test func tabSectionValuesTakeTheSelectionsType() {
        let texts = strings(SectionedTabs())
        #expect(texts.contains("Trash screen") && !texts.contains("Home screen") && !texts.contains("Archive screen"))
        #expect(["Home", "Alerts", "Archive", "Trash"].allSatisfy(texts.contains))
    }

    @Test func deprecatedActionSheetDrawsAsAConfirmationDialog() {
        let texts = strings(LegacySheet())
        #expect(texts == ["Share", "Copy", "Delete", "Cancel"])
    }

    @Test func animatableModifierAndOnReceive() throws {
        // A 10-pt red square centred on a 100-pt canvas (x 45–55), drawn 30 pt to the right.
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).modifier(Slide(amount: 30)).frame(width: 100, height: 100))
        let bitmap = try renderer.bitmap()
        #expect(close(rgba(bitmap, 80, 50), [255, 59, 48, 255]))
        #expect(rgba(bitmap, 50, 50)[3] == 0)
        // A still runs no appearance action (SwiftUI's ImageRenderer neither); a scene does.
        #expect(strings(Greeting()) == ["…"])
        let r = AnimationRenderer(content: Greeting(), duration: 1)
        #expect(strings(r.displayList(atFrame: 29).items) == ["Hello"])
        // SwiftUI's SubscriptionView, written out: the same as onReceive, laid out as its content.
        let written = AnimationRenderer(content: SpelledGreeting(), duration: 1)
        #expect(strings(written.displayList(atFrame: 29).items) == ["Hello"])
        #expect(strings(SpelledGreeting()) == ["…"])
        let text = ViewLayout(of: Text("…").fixedSize().id("t"), in: CGSize(width: 100, height: 100)).frame(of: "t")!
        let spelled = ViewLayout(of: SubscriptionView(content: Text("…"), publisher: Just(1), action: { _ in }).fixedSize().id("t"),
                                 in: CGSize(width: 100, height: 100)).frame(of: "t")!
        #expect(spelled == text)
    }

    // MARK: Style conformances with and without @MainActor (StyleConformances.swift)

    /// iOS 17 code writes styles with no isolation, iOS 18 code often puts `@MainActor` on a
    /// view or style type. Both compile: the first as is, the second with the
    /// `InferIsolatedConformances` feature this target turns on (Xcode 26's "Approachable
    /// Concurrency"), and both draw through their `makeBody`.
    @MainActor @Test func stylesWithAndWithoutMainActorDrawTheirBodies() {
        let canvas = CGSize(width: 390, height: 600)
        let layout = ViewLayout(of: StyledControls(), in: canvas)
        func size<V: View>(_ view: V) -> CGSize { ViewLayout(of: view.fixedSize().id("v"), in: canvas).frame(of: "v")!.size }
        // The pill: the headline label padded 20 × 10 on each side.
        let label = size(Text("Continue").font(.headline))
        #expect(close(layout.frame(of: "pill")!.size, CGSize(width: label.width + 40, height: label.height + 20), 1e-9))
        // The outline button: its label padded 8 on each side.
        let outline = size(Text("Outline"))
        #expect(close(layout.frame(of: "outline")!.size, CGSize(width: outline.width + 16, height: outline.height + 16), 1e-9))
        // The check box: symbol, 8 points, label, as CheckboxToggleStyle lays them out.
        let check = size(HStack(spacing: 8) { Image(systemName: "checkmark.square.fill"); Text("I agree") })
        #expect(close(layout.frame(of: "check")!.size, check, 1e-9))
        #expect(strings(StyledControls()) == ["Continue", "I agree", "Outline"])
    }
}
