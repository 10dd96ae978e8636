import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

// Snippets of the kind people paste from tutorials, written as SwiftUI users write them (iOS 17),
// each rendered with `ImageRenderer` and checked against what iOS 17 draws.

extension Color {
    /// A colour from a hex string such as "#FF9500", the extension users commonly write themselves.
    init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: digits).scanHexInt64(&value)
        self.init(
            .sRGB,
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255,
            opacity: 1
        )
    }
}

struct TrialSettingsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Notifications", systemImage: "bell")
            Divider()
            Label("Privacy", systemImage: "lock")
            Divider()
            Label("Storage", systemImage: "internaldrive")
        }
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 12))
        .frame(width: 300)
    }
}

struct TrialProfileHeader: View {
    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "person.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 64, height: 64)
                .background(Color(hex: "#FF9500"))
                .clipShape(.circle)
            VStack(alignment: .leading) {
                Text("Taylor Swift").font(.headline)
                Text("@taylor").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .frame(width: 320)
    }
}

struct TrialPricingRow: View {
    let name: String
    let price: Decimal
    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(price, format: .currency(code: "USD"))
                .monospacedDigit()
                .fontWeight(.semibold)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct TrialPricingTable: View {
    var body: some View {
        VStack(spacing: 8) {
            TrialPricingRow(name: "Basic", price: 4.99)
            TrialPricingRow(name: "Pro", price: 9.99)
            TrialPricingRow(name: "Team", price: 29)
        }
        .padding()
        .frame(width: 280)
    }
}

struct TrialStatGrid: View {
    let stats = [("Steps", "8,421"), ("Calories", "512"), ("Distance", "6.2 km"), ("Floors", "12")]
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(stats, id: \.0) { stat in
                VStack(alignment: .leading, spacing: 4) {
                    Text(stat.0).font(.caption).foregroundStyle(.secondary)
                    Text(stat.1).font(.system(.title, design: .rounded, weight: .bold))
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
        }
        .padding()
        .frame(width: 340)
    }
}

struct TrialSettingsForm: View {
    @State private var wifi = true
    @State private var volume = 0.5
    var body: some View {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi)
                LabeledContent("IP Address", value: "192.168.1.2")
            }
            Section {
                Slider(value: $volume)
            } header: {
                Text("Sound")
            } footer: {
                Text("Adjust the system volume.")
            }
        }
        .frame(width: 390, height: 400)
    }
}

struct TrialToolbar: View {
    var body: some View {
        HStack {
            Button("Cancel", role: .cancel) {}
                .buttonStyle(.bordered)
            Spacer()
            Button("Save") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding()
        .frame(width: 320)
    }
}

struct TrialBadge: View {
    var body: some View {
        Image(systemName: "envelope")
            .font(.largeTitle)
            .padding(8)
            .overlay(alignment: .topTrailing) {
                Text("3")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .padding(5)
                    .background(.red, in: .circle)
            }
    }
}

struct TrialGradientHero: View {
    var body: some View {
        VStack {
            Text("Welcome")
                .font(.system(size: 48, weight: .heavy))
                .foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            Text("Let's get started").font(.title3)
        }
        .padding(24)
        .background(Color.white)
    }
}

struct TrialProgress: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: 0.4)
            ProgressView("Downloading", value: 30, total: 100)
            Gauge(value: 0.7) {
                Text("Battery")
            } currentValueLabel: {
                Text("70%")
            }
            Gauge(value: 72, in: 0...100) { Text("BPM") }
                .gaugeStyle(.accessoryCircularCapacity)
        }
        .padding()
        .frame(width: 300)
    }
}

struct TrialCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<5) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.teal)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                        .frame(height: 100)
                        .id(index)
                }
            }
        }
        .frame(width: 320, height: 100)
    }
}

struct TrialInsetList: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(1...20, id: \.self) { row in
                    Text("Row \(row)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom) {
            Button("Add") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .padding()
                .background(.bar)
        }
        .frame(width: 320, height: 300)
    }
}

struct TrialTodoList: View {
    struct Item: Identifiable { let id = UUID(); var title: String; var done: Bool }
    @State private var items = [
        Item(title: "Buy milk", done: true),
        Item(title: "Walk the dog", done: false),
        Item(title: "Write the report that is due on Friday morning before the meeting", done: false),
    ]
    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(item.done ? .green : .gray)
                    Text(item.title)
                        .lineLimit(2)
                        .truncationMode(.tail)
                        .strikethrough(item.done)
                }
                .id(item.id)
            }
        }
        .listStyle(.plain)
        .frame(width: 300, height: 250)
    }
}

struct TrialFits: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "star.fill")
                Text("Add to favourites")
            }
            Image(systemName: "star.fill")
        }
        .font(.body)
    }
}

struct TrialCardShadow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Daily Summary")
                .font(.system(.title, design: .rounded, weight: .bold))
            Text("You walked 8,421 steps today, 12% more than yesterday.")
                .font(.callout)
                .foregroundStyle(.secondary)
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding()
        .frame(width: 280, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: 16)
                .fill(.background)
                .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
        }
        .padding(20)
        .background(Color(.systemGroupedBackground))
    }
}

struct TrialSignUp: View {
    @State private var email = "taylor@example.com"
    @State private var accepted = false
    let modified: Bool
    var body: some View {
        if modified {
            form
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .help("Your email address")
                .accessibilityHidden(false)
                .contextMenu { Button("Copy") {} }
                .refreshable {}
                .sensoryFeedback(.success, trigger: accepted)
        } else {
            form
        }
    }

    var form: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            ScrollView(.horizontal) {
                HStack { ForEach(0..<4) { _ in Circle().fill(.orange).frame(width: 40, height: 40) } }
                    .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            Toggle("I accept the terms", isOn: $accepted)
        }
        .padding()
        .frame(width: 300)
    }
}

/// A trial snippet by its type name (test arguments must be `Sendable`, views are not).
@MainActor
private func trialSnippet(_ name: String) -> AnyView {
    switch name {
    case "TrialSettingsCard": AnyView(TrialSettingsCard())
    case "TrialProfileHeader": AnyView(TrialProfileHeader())
    case "TrialPricingTable": AnyView(TrialPricingTable())
    case "TrialStatGrid": AnyView(TrialStatGrid())
    case "TrialSettingsForm": AnyView(TrialSettingsForm())
    case "TrialToolbar": AnyView(TrialToolbar())
    case "TrialProgress": AnyView(TrialProgress())
    case "TrialCarousel": AnyView(TrialCarousel())
    case "TrialInsetList": AnyView(TrialInsetList())
    case "TrialTodoList": AnyView(TrialTodoList())
    case "TrialCardShadow": AnyView(TrialCardShadow())
    default: AnyView(EmptyView())
    }
}

/// Draws `view` and returns its bitmap (scale 1).
@MainActor
private func draw<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: view).bitmap() }

/// The rows of the first opaque, non-white pixel run in column `x` (a separator's row).
private func greyRows(_ bitmap: Bitmap, x: Int) -> [Int] {
    (0..<bitmap.height).filter { y in
        let p = rgba(bitmap, x, y)
        return p[3] == 255 && p[0] < 235 && p[0] > 150 && abs(p[0] - p[2]) < 8
    }
}

@MainActor @Suite(.designEra(.iOS17)) struct NewUserTrialTests {
    /// Every snippet renders at the size iOS 17 gives it: fixed frames win, text rows are
    /// SF Pro body lines (20.2871 rounded up to the pixel: 21 at 1×, 20.33 at 3×), padding 16.
    @Test(arguments: [
        ("TrialSettingsCard", 300, 0),
        ("TrialProfileHeader", 320, 96),  // 64-point avatar + 2 × 16 padding
        ("TrialPricingTable", 280, 111),  // 3 × 21 + 2 × 8 + 2 × 16 (at 3×: 3 × 20.33 + 48 = 109)
        ("TrialStatGrid", 340, 0),
        ("TrialSettingsForm", 390, 400),
        ("TrialToolbar", 320, 0),
        ("TrialProgress", 300, 0),
        ("TrialCarousel", 320, 100),
        ("TrialInsetList", 320, 300),
        ("TrialTodoList", 300, 250),
        ("TrialCardShadow", 320, 0),  // 280 + 2 × 20
    ])
    func snippetSizes(name: String, width: Int, height: Int) throws {
        let bitmap = try draw(trialSnippet(name))
        #expect(bitmap.width == width)
        if height > 0 { #expect(bitmap.height == height) }
    }

    @Test func profileHeaderClipsTheAvatarToACircle() throws {
        let bitmap = try draw(TrialProfileHeader())
        // The avatar's circle: centre (48, 48), radius 32. (20, 48) is inside and orange
        // (#FF9500 through the user's `Color(hex:)`), the frame's corner (17, 17) is clipped.
        #expect(close(rgba(bitmap, 20, 48), [255, 149, 0, 255], tolerance: 2))
        #expect(rgba(bitmap, 17, 17)[3] == 0)
    }

    @Test func carouselTilesAreAThirdOfTheContainer() throws {
        // containerRelativeFrame(.horizontal, count: 3, spacing: 10) in 320: (320 − 2 × 10) / 3
        // = 100 wide tiles at x 0, 110, 220, system teal (48, 176, 199).
        let bitmap = try draw(TrialCarousel())
        for x in [50, 160, 270] { #expect(close(rgba(bitmap, x, 50), [48, 176, 199, 255], tolerance: 1)) }
        for x in [105, 215] { #expect(rgba(bitmap, x, 50)[3] == 0) }
    }

    @Test func statGridHasTwoFlexibleColumns() throws {
        // 340 − 2 × 16 padding = 308 for two flexible columns 8 apart: 150 each, the gap at
        // x 166…174. Each tile is blue at 10 % over nothing.
        let bitmap = try draw(TrialStatGrid())
        let y = 30
        #expect(rgba(bitmap, 170, y)[3] == 0)
        #expect(rgba(bitmap, 100, y)[3] > 0 && rgba(bitmap, 250, y)[3] > 0)
    }

    @Test func labeledContentPutsTheValueTrailingInSecondary() throws {
        // LabeledContent's iOS style: the label leading in `.primary`, the value at the
        // trailing edge in `.secondary` (60, 60, 67 at 60 % → grey over white).
        let view = LabeledContent("IP Address", value: "192.168.1.2")
            .frame(width: 300)
            .background(Color.white)
        let bitmap = try draw(view)
        #expect(bitmap.width == 300)
        let inked = { (range: Range<Int>) in
            range.flatMap { x in (0..<bitmap.height).map { rgba(bitmap, x, $0) } }.filter { $0[0] < 200 }
        }
        // The label starts at the leading edge, the value ends at the trailing edge, nothing between.
        #expect(!inked(0..<8).isEmpty)
        #expect(!inked(290..<300).isEmpty)
        #expect(inked(110..<180).isEmpty)
        // The label's darkest ink is black (primary), the value's is grey (secondary: no pixel darker than 100).
        #expect(inked(0..<40).map { $0[0] }.min()! < 40)
        #expect(inked(260..<300).map { $0[0] }.min()! > 100)
    }

    @Test func labeledContentFormatsItsValue() throws {
        let a = try ImageRenderer(content: LabeledContent("Total", value: 29.5, format: .number.precision(.fractionLength(2))).frame(width: 200)).pngData()
        let b = try ImageRenderer(content: LabeledContent("Total", value: "29.50").frame(width: 200)).pngData()
        #expect(a == b)
    }

    @Test func listSeparatorStartsAtTheRowText() throws {
        // iOS 16+: a row's separator starts under its text, not under the icon before it. The
        // icon is 30 wide after the 20-point row inset, 8 from the text: the text starts at 58.
        let row = { (title: String) in
            HStack {
                Color.red.frame(width: 30, height: 30)
                Text(title)
            }
        }
        let view = List {
            row("One")
            row("Two")
        }
        .listStyle(.plain)
        .frame(width: 300, height: 120)
        let bitmap = try draw(view)
        let rows = greyRows(bitmap, x: 150)
        #expect(rows.count == 1)
        let y = try #require(rows.first)
        #expect(rgba(bitmap, 59, y) == rgba(bitmap, 150, y))
        #expect(rgba(bitmap, 56, y) == [255, 255, 255, 255])
    }

    @Test func listSeparatorWithoutTextKeepsTheRowInset() throws {
        let view = List {
            Color.red.frame(width: 30, height: 30)
            Color.red.frame(width: 30, height: 30)
        }
        .listStyle(.plain)
        .frame(width: 300, height: 120)
        let bitmap = try draw(view)
        let y = try #require(greyRows(bitmap, x: 150).first)
        #expect(rgba(bitmap, 21, y) == rgba(bitmap, 150, y))
        #expect(rgba(bitmap, 18, y) == [255, 255, 255, 255])
    }

    @Test func badgeSitsOnTheTopTrailingCorner() throws {
        let bitmap = try draw(TrialBadge())
        // `.overlay(alignment: .topTrailing)` puts the badge's frame (caption2 "3" plus 5 of
        // padding: about 17 × 23) at the icon's top-trailing corner; `.background(.red, in:
        // .circle)` inscribes a circle of the frame's width, centred: system red (255, 59, 48)
        // at x = width − 3, y = 11, and the frame's padding above the circle is clear.
        #expect(close(rgba(bitmap, bitmap.width - 3, 11), [255, 59, 48, 255], tolerance: 2))
        #expect(rgba(bitmap, bitmap.width - 9, 0)[3] == 0)
    }

    @Test func gradientHeroRunsPinkToPurple() throws {
        let bitmap = try draw(TrialGradientHero())
        #expect(bitmap.width > 200)
    }

    @Test func viewThatFitsPicksTheWideChoice() throws {
        let bitmap = try draw(TrialFits())
        #expect(bitmap.width > 100)
    }


    @Test func interactionOnlyModifiersLeaveThePictureAlone() throws {
        // Keyboard, autocapitalization, submit label, help, context menu, refresh, haptics and
        // scroll settling change nothing iOS draws at rest: the same bytes as without them.
        let plain = try ImageRenderer(content: TrialSignUp(modified: false)).pngData()
        let modified = try ImageRenderer(content: TrialSignUp(modified: true)).pngData()
        #expect(plain == modified)
        #expect(try ImageRenderer(content: TrialSignUp(modified: false)).bitmap().width == 300)
    }

    /// Apple (`Picker`): "ForEach automatically assigns a tag to the selection views using
    /// each option's id": the picker shows the same as with explicit tags.
    @Test(arguments: [PickerStyleChoice.menu, .segmented])
    func pickerTagsForEachOptionsWithTheirIDs(style: PickerStyleChoice) throws {
        let implicit = TrialLetterPicker(style: style, explicit: false)
        let explicit = TrialLetterPicker(style: style, explicit: true)
        let none = TrialLetterPicker(style: style, explicit: false, selection: "Z")
        let a = try ImageRenderer(content: implicit).pngData()
        #expect(a == (try ImageRenderer(content: explicit).pngData()))
        // A selection no option carries draws differently (nothing selected).
        #expect(a != (try ImageRenderer(content: none).pngData()))
    }

    @Test func pickerIgnoresForEachIDsOfAnotherType() throws {
        // Int ids never match a String selection (SwiftUI: the tag's type must match), and an
        // explicit tag wins over the id.
        let mismatched = Picker("Letter", selection: .constant("B")) { ForEach(0..<3) { Text("\($0)") } }.frame(width: 300)
        let nothing = Picker("Letter", selection: .constant("B")) { ForEach(0..<3) { Text("\($0)").tag("x\($0)") } }.frame(width: 300)
        let explicitWins = Picker("Letter", selection: .constant("B")) { ForEach(["A", "B"], id: \.self) { Text($0).tag("other") } }.frame(width: 300)
        let m = try ImageRenderer(content: mismatched).pngData()
        #expect(m == (try ImageRenderer(content: nothing).pngData()))
        #expect(m == (try ImageRenderer(content: explicitWins).pngData()))
    }

    @Test func tabViewTagsForEachTabsWithTheirIDs() throws {
        let implicit = TabView(selection: .constant("b")) { ForEach(["a", "b"], id: \.self) { t in Text(t).tabItem { Text(t) } } }.frame(width: 200, height: 120)
        let explicit = TabView(selection: .constant("b")) { ForEach(["a", "b"], id: \.self) { t in Text(t).tabItem { Text(t) }.tag(t) } }.frame(width: 200, height: 120)
        let first = TabView(selection: .constant("a")) { ForEach(["a", "b"], id: \.self) { t in Text(t).tabItem { Text(t) }.tag(t) } }.frame(width: 200, height: 120)
        let a = try ImageRenderer(content: implicit).pngData()
        #expect(a == (try ImageRenderer(content: explicit).pngData()))
        #expect(a != (try ImageRenderer(content: first).pngData()))
    }

    @Test func editButtonIsAnEditButton() throws {
        // Outside edit mode EditButton's title is "Edit" in the default button style.
        let a = try ImageRenderer(content: EditButton().padding()).pngData()
        #expect(a == (try ImageRenderer(content: Button("Edit") {}.padding()).pngData()))
    }

    @Test(arguments: [(CGFloat(44), 43), (60, 59), (80, 79)])
    func listRowsFollowDefaultMinListRowHeight(height: CGFloat, separatorRow: Int) throws {
        // Plain list, text rows (20.33 + 2 × 6 < 44): each row is the minimum tall, so the
        // first separator is the row's last pixel row. 44 is iOS's default.
        var list = AnyView(List { Text("One"); Text("Two") }.listStyle(.plain).frame(width: 300, height: 200))
        if height != 44 { list = AnyView(list.environment(\.defaultMinListRowHeight, height)) }
        let bitmap = try draw(list)
        #expect(greyRows(bitmap, x: 150).first == separatorRow)
    }

    @Test func listRowBadgeShowsTheCountTrailingInSecondary() throws {
        // Apple: badges show in list rows; the count sits at the row's trailing edge (20-point
        // row inset) in the secondary style; `.badge(0)` hides it.
        let list = { (count: Int) in
            List { Text("Inbox").badge(count) }.listStyle(.plain).frame(width: 300, height: 60).background(Color.white)
        }
        let bitmap = try draw(list(5))
        let inked = { (xs: Range<Int>) in xs.flatMap { x in (0..<44).map { rgba(bitmap, x, $0) } }.filter { $0[0] < 200 } }
        #expect(!inked(262..<280).isEmpty)  // the "5", ending at 300 − 20
        #expect(inked(280..<300).isEmpty)
        #expect(inked(100..<250).isEmpty)
        #expect(inked(262..<280).map { $0[0] }.min()! > 100)  // secondary grey, not black
        let zero = try ImageRenderer(content: list(0)).pngData()
        let plain = try ImageRenderer(content: List { Text("Inbox") }.listStyle(.plain).frame(width: 300, height: 60).background(Color.white)).pngData()
        #expect(zero == plain)
        // Outside a list a badge changes nothing.
        #expect(try ImageRenderer(content: Text("Inbox").badge(5)).pngData() == (try ImageRenderer(content: Text("Inbox")).pngData()))
    }

    @Test(arguments: [false, true])
    func scrollClipDisabledDrawsContentPastTheBounds(disabled: Bool) throws {
        // A 100-wide horizontal scroll view at rest shows its 200-wide content from x = 0; the
        // part past x = 100 is clipped unless `.scrollClipDisabled()`.
        let view = ScrollView(.horizontal) { Color.red.frame(width: 200, height: 50) }
            .frame(width: 100, height: 50)
            .scrollClipDisabled(disabled)
            .frame(width: 300, height: 50, alignment: .leading)
        let bitmap = try draw(view)
        #expect(rgba(bitmap, 50, 25) == [255, 59, 48, 255])
        #expect(rgba(bitmap, 150, 25) == (disabled ? [255, 59, 48, 255] : [0, 0, 0, 0]))
        #expect(rgba(bitmap, 250, 25) == [0, 0, 0, 0])
    }
}

/// The picker styles the implicit-tag test runs over.
enum PickerStyleChoice: Sendable { case menu, segmented }

/// A letter picker whose options are tagged explicitly or only by `ForEach`'s ids.
struct TrialLetterPicker: View {
    let style: PickerStyleChoice
    let explicit: Bool
    var selection = "B"
    var body: some View {
        let picker = Picker("Letter", selection: .constant(selection)) {
            ForEach(["A", "B", "C"], id: \.self) { letter in
                if explicit { Text(letter).tag(letter) } else { Text(letter) }
            }
        }
        .frame(width: 300)
        switch style {
        case .menu: picker.pickerStyle(.menu)
        case .segmented: picker.pickerStyle(.segmented)
        }
    }
}
