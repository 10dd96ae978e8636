import Cairn
import Foundation

// The `containers` family: iOS 18's tabs and pages, search fields, bar modifiers, styled and
// full-screen presentations, split views and outlines, list prominence, tints, section
// separators and background levels, tables, picker and date picker styles (navigation paths,
// row backgrounds and stills after appearing in `ContainersNavigationCases.swift`), with
// hostile counts, numbers, dates and text.

private struct FuzzNode: Identifiable {
    let id: Int
    var children: [FuzzNode]?
}

/// A random tree: up to `depth` levels, sometimes empty or nil children.
private func tree(_ r: inout Random, depth: Int, next: inout Int) -> [FuzzNode] {
    (0..<r.int(0...4)).map { _ in
        next += 1
        let id = next
        let kids: [FuzzNode]? = depth > 0 && r.chance(0.6) ? tree(&r, depth: depth - 1, next: &next) : (r.chance(0.5) ? [] : nil)
        return FuzzNode(id: id, children: kids)
    }
}

/// A random tab view, navigation stack, presentation, split view or outline.
func containersFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    // Long text stays at 400 characters: wrapped at a width near 0, Pango reshapes the rest of
    // the paragraph for every line (O(n²): 4,000 characters take 8 s), a text-engine limit
    // recorded for issue 28, not one of these containers'.
    let texts = ["", "Search", String(repeating: "x", count: 400), "a\u{0301}\u{0301}\t👩‍👩‍👧‍👦", "مرحبا", "\u{FFFF}\u{E000}"]
    let text = r.pick(texts)
    let count = r.pick([0, 1, 2, 5, r.int(0...60)])
    let selection = r.int(-2...62)
    let radius = maybe(&r)
    let detents: Set<PresentationDetent> = Set((0..<r.int(0...3)).map { _ in
        r.pick([.medium, .large, .fraction(cg(&r)), .height(cg(&r))])
    })
    let visibility: Visibility = r.pick([.automatic, .visible, .hidden])
    let color = Color(red: r.number(), green: r.number(), blue: r.number(), opacity: r.number())
    let mode: PageTabViewStyle.IndexDisplayMode = r.pick([.automatic, .always, .never])
    let background: PageIndexViewStyle.BackgroundDisplayMode = r.pick([.automatic, .always, .interactive, .never])
    let width = cg(&r), height = cg(&r)
    let presented = r.chance(0.7)
    var next = 0
    let nodes = tree(&r, depth: r.int(0...6), next: &next)
    let branch = r.int(0...17)
    if ProcessInfo.processInfo.environment["CAIRN_FUZZ_DUMP"] != nil {
        FileHandle.standardError.write(Data("branch \(branch) count \(count) text \(text.count) size \(width)×\(height) nodes \(next) detents \(detents) radius \(String(describing: radius))\n".utf8))
    }
    switch branch {
    case 0, 1:
        let paged = r.chance(0.5)
        let tabs = TabView(selection: .constant(selection)) {
            ForEach(0..<count, id: \.self) { i in
                Tab(text, systemImage: i % 3 == 0 ? "house" : text, value: i) {
                    Color.blue.frame(width: width, height: height)
                        .toolbar(i % 2 == 0 ? .hidden : .visible, for: .tabBar)
                }
                .badge(i)
            }
            TabSection(text) { Tab(role: .search) { Text(text) } }
        }
        if paged {
            try render(tabs.tabViewStyle(.page(indexDisplayMode: mode)).indexViewStyle(.page(backgroundDisplayMode: background)), &r)
        } else {
            try render(tabs.tabViewStyle(.sidebarAdaptable), &r)
        }
    case 2:
        // A bottom toolbar of 0 to 60 items with spacers and status text, secondary and keyboard
        // items, a random text scale, in either era. Every random choice is drawn here.
        let bottomCount = r.pick([0, 1, 3, count])
        let spacers = r.chance(0.5)
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let scale: Text.Scale = r.pick([.default, .secondary])
        // iOS 26 moves the field to the bottom bar (expanded, or minimized beside the items).
        let searchPlacement: SearchFieldPlacement = r.pick([.automatic, .toolbar, .navigationBarDrawer, .sidebar])
        let searchBehavior: SearchToolbarBehavior = r.pick([.automatic, .minimize])
        let withStatus = r.chance(0.5)
        let dictation: TextInputDictationBehavior = r.pick([.automatic, .preventDictation, .inline(activation: .onLook)])
        let stack = NavigationStack {
            List { ForEach(0..<min(count, 20), id: \.self) { Text("\($0)") } }
                .navigationTitle(text)
                .searchable(text: .constant(text), placement: searchPlacement, prompt: Text(text))
                .searchToolbarBehavior(searchBehavior)
                .searchDictationBehavior(dictation)
                .toolbarBackground(color, for: .navigationBar)
                .toolbarBackground(visibility, for: .navigationBar)
                .toolbarColorScheme(r.chance(0.5) ? .dark : nil, for: .navigationBar)
                .toolbarTitleDisplayMode(r.pick([.automatic, .inline, .large]))
                .swipeActions { Button(text) {} }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        ForEach(0..<bottomCount, id: \.self) { i in
                            if spacers, i % 2 == 1 { Spacer() } else { Button(text) {} }
                        }
                    }
                    if spacers { ToolbarSpacer(.flexible, placement: .bottomBar) }
                    if withStatus { ToolbarItem(placement: .status) { Text(text).textScale(scale) } }
                    ToolbarItem(placement: .secondaryAction) { Button(text) {} }
                    ToolbarItem(placement: .keyboard) { Button(text) {} }
                }
        }
        try render(stack.environment(\.designEra, era).frame(width: width, height: height), &r)
    case 3:
        // Sheets (glass or opaque, floating or not under iOS 26), an alert and a confirmation
        // dialog of 0 to 12 buttons with hostile labels, in either era. Every random choice is
        // drawn here.
        let styled = r.chance(0.5)
        let interaction: PresentationBackgroundInteraction = r.pick([.automatic, .disabled, .enabled, .enabled(upThrough: .fraction(cg(&r)))])
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let alerted = r.chance(0.4)
        let roles = (0..<r.pick([0, 1, 2, 3, 12])).map { _ in r.pick([ButtonRole?.none, .cancel, .destructive]) }
        let confirming = r.chance(0.4)
        let titleVisibility: Visibility = r.pick([.automatic, .visible, .hidden])
        let sheet = Color.white.frame(width: width, height: height)
            .sheet(isPresented: .constant(presented)) {
                if styled {
                    Text(text)
                        .presentationDetents(detents)
                        .presentationDragIndicator(visibility)
                        .presentationCornerRadius(radius)
                        .presentationBackground(color)
                        .presentationBackgroundInteraction(interaction)
                } else {
                    Text(text).presentationDetents(detents).presentationCornerRadius(radius)
                }
            }
            .fullScreenCover(isPresented: .constant(!presented)) { Text(text).presentationDragIndicator(.visible) }
            .alert(text, isPresented: .constant(alerted)) {
                // Text fields (hostile text, as many as roles) among the buttons.
                ForEach(roles.indices, id: \.self) { i in
                    if i % 2 == 0 { TextField(text, text: .constant(text)) } else { SecureField(text, text: .constant(text)) }
                    Button(text, role: roles[i]) {}
                }
            } message: {
                Text(text)
            }
            .confirmationDialog(text, isPresented: .constant(confirming), titleVisibility: titleVisibility) {
                ForEach(roles.indices, id: \.self) { i in Button(text, role: roles[i]) {} }
            } message: {
                Text(text)
            }
            .environment(\.designEra, era)
        try render(sheet, &r)
    case 4:
        let split = NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(r.pick([.sidebar, .content, .detail]))) {
            List(nodes, children: \.children) { Text("\($0.id)") }.navigationTitle(text)
        } content: {
            Text(text)
        } detail: {
            Color.red.frame(width: width, height: height)
        }
        try render(split, &r)
    case 5:
        // Header and badge prominence, list item tints, section separators, section margins,
        // background levels and a hostile background style.
        // Every random choice is drawn here: the row builder runs while `render` holds `r`.
        let prominences = (0..<20).map { _ in r.pick([BadgeProminence.standard, .increased, .decreased]) }
        // iOS 26 section margins: hostile lengths (NaN, ±∞, negative, huge) on any edges.
        let marginEdges: Edge.Set = r.pick([.all, .horizontal, .vertical, .leading, .bottom, []])
        let marginLength: CGFloat? = r.chance(0.2) ? nil : CGFloat(r.number())
        let listMargin: CGFloat? = r.chance(0.5) ? nil : CGFloat(r.number())
        let list = List {
            Section(text) {
                ForEach(0..<min(count, 20), id: \.self) { i in
                    Label(text, systemImage: i % 2 == 0 ? "tray" : text).badge(i).badgeProminence(prominences[i])
                        .listRowInsets(marginEdges, i % 3 == 0 ? listMargin : marginLength)
                }
            }
            .headerProminence(r.pick([.standard, .increased]))
            .listSectionSeparator(visibility, edges: r.pick([.top, .bottom, .all, []]))
            .listSectionSeparatorTint(r.chance(0.5) ? color : nil, edges: r.pick([.top, .bottom, .all]))
            .listItemTint(r.pick([nil, .fixed(color), .preferred(color), .monochrome]))
            .listSectionMargins(marginEdges, marginLength)
            Text(text).padding().background(.background.quinary, in: RoundedRectangle(cornerRadius: radius ?? 0))
                .foregroundStyle(.foreground.tertiary)
        }
        .backgroundStyle(r.chance(0.5) ? AnyShapeStyle(color) : AnyShapeStyle(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)))
        .listSectionMargins(.horizontal, listMargin)
        .menuIndicator(visibility)
        .labelsVisibility(visibility)
        if r.chance(0.5) {
            try render(list.listStyle(.plain).frame(width: width, height: height), &r)
        } else {
            try render(list.frame(width: width, height: height), &r)
        }
    case 7:
        // Popovers kept as popovers (or adapted) from sources of hostile sizes, anchors and
        // edges, with content of hostile sizes, in either era. Every random choice is drawn here.
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let adaptation: PresentationAdaptation = r.pick([.automatic, .none, .popover, .sheet, .fullScreenCover])
        let anchor: PopoverAttachmentAnchor = r.pick([.rect(.bounds), .rect(.rect(CGRect(x: cg(&r), y: cg(&r), width: cg(&r), height: cg(&r)))),
                                                     .point(UnitPoint(x: cg(&r), y: cg(&r)))])
        let edge: Edge? = r.pick([nil, .top, .bottom, .leading, .trailing])
        let inner = CGSize(width: cg(&r), height: cg(&r))
        let offset = CGSize(width: cg(&r), height: cg(&r))
        let background = r.chance(0.3)
        let view = ZStack(alignment: .topLeading) {
            Color.gray
            Color.blue.frame(width: width, height: height)
                .popover(isPresented: .constant(presented), attachmentAnchor: anchor, arrowEdge: edge) {
                    Text(text).frame(width: inner.width, height: inner.height)
                        .presentationBackground(background ? color : .clear)
                        .presentationCompactAdaptation(adaptation)
                }
                .padding(.leading, offset.width).padding(.top, offset.height)
        }
        .environment(\.designEra, era)
        try render(view.frame(width: 390, height: 844), &r)
    case 8:
        // iOS 26's search tabs (several, or none) and bottom accessories in tab views of
        // hostile sizes and selections, in either era. Every random choice is drawn here.
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let roles = (0..<count).map { _ in r.chance(0.3) ? TabRole.search : nil }
        let accessory = r.chance(0.6)
        // The selected tab's content: a colour, or a searchable stack whose toolbar moves (or
        // names) a default item anywhere.
        let kind: ToolbarDefaultItemKind = r.pick([.search, .sidebarToggle, .title])
        let placement: ToolbarItemPlacement = r.pick([.automatic, .bottomBar, .status, .principal, .topBarLeading, .secondaryAction])
        let stacked = r.chance(0.5), typed = r.chance(0.7)
        let view = TabView(selection: .constant(selection)) {
            ForEach(0..<count, id: \.self) { i in
                Tab(value: i, role: roles[i]) {
                    if stacked {
                        NavigationStack {
                            color.navigationTitle(text)
                                .searchable(text: .constant(typed ? text : ""))
                                .toolbar { DefaultToolbarItem(kind: kind, placement: placement) }
                        }
                    } else {
                        color
                    }
                } label: { Label(text, systemImage: "star") }
            }
        }
        .tabViewBottomAccessory(isEnabled: accessory) { Text(text).frame(width: cg(&r), height: cg(&r)) }
        .environment(\.designEra, era)
        try render(view.frame(width: width, height: height), &r)
    case 9:
        // Tables of 0 to 12 columns of hostile widths and alignments, rows from data, listed or
        // as an outline, in either size class and era. Every random choice is drawn here.
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let sizeClass: UserInterfaceSizeClass = r.pick([.compact, .regular])
        let widths = (0..<r.pick([0, 1, 3, 12])).map { _ in (maybe(&r), maybe(&r), maybe(&r), r.int(0...3)) }
        let alignments: [TableColumnAlignment] = [.automatic, .leading, .center, .trailing, .numeric]
        let hidden = r.chance(0.2)
        let rows = (0..<count).map { FuzzNode(id: $0, children: nil) }
        let outline = r.chance(0.3)
        let headers = visibility
        @TableColumnBuilder<FuzzNode, Never> func columns() -> TableColumnList<FuzzNode, Never> {
            TableColumnForEach(widths.indices, id: \.self) { i in
                let w = widths[i]
                switch w.3 {
                case 0: TableColumn(text) { Text("\($0.id) \(text.prefix(40))") }.width(w.0).alignment(alignments[i % alignments.count])
                case 1: TableColumn(text) { _ in Color.blue.frame(width: w.0, height: w.1) }.width(min: w.0, ideal: w.1, max: w.2)
                case 2: TableColumn(text) { _ in Text(text) }.defaultVisibility(hidden ? .hidden : .automatic)
                default: TableColumn(text) { _ in Image(systemName: text) }
                }
            }
        }
        let table: AnyView = outline ? AnyView(Table(nodes, children: \.children) { columns() })
            : AnyView(Table(rows, selection: .constant(Set([selection]))) { columns() })
        try render(table.tableColumnHeaders(headers).environment(\.horizontalSizeClass, sizeClass).environment(\.designEra, era)
            .frame(width: width, height: height), &r)
    case 10:
        // Picker and date picker styles with 0 to 60 options, a selection no option may carry,
        // and dates at NaN, infinite or astronomical seconds, in a form or alone.
        let pickerStyle = r.int(0...6)
        let seconds = r.pick([Double.nan, .infinity, -.infinity, 1e300, -1e300, 0, r.number() * 4e9])
        let date = Date(timeIntervalSince1970: seconds)
        let drawn = r.number() * 4e9
        let bound = Date(timeIntervalSince1970: r.pick([0, 1e12, -1e12, drawn.isFinite ? drawn : 0]))
        let components: DatePickerComponents = r.pick([[], .date, .hourAndMinute, [.date, .hourAndMinute]])
        let options = Picker(text, selection: .constant(selection)) {
            ForEach(0..<count, id: \.self) { Text("\($0) \(text.prefix(40))").tag($0) }
        }
        let days = Set((0..<count).map { _ in DateComponents(year: r.int(-2...3000), month: r.int(-1...14), day: r.int(-1...40)) })
        let picker: AnyView = switch pickerStyle {
        case 0: AnyView(options.pickerStyle(.wheel))
        case 1: AnyView(options.pickerStyle(.inline))
        case 2: AnyView(options.pickerStyle(.navigationLink))
        case 3: AnyView(options.pickerStyle(.palette))
        // The ranges' bounds are finite: a NaN date makes an unordered range, which the
        // standard library refuses before any Cairn code runs (as on Apple's platforms).
        case 4: AnyView(DatePicker(text, selection: .constant(date), in: bound..., displayedComponents: components).datePickerStyle(.graphical))
        case 5: AnyView(DatePicker(text, selection: .constant(date), in: ...bound, displayedComponents: components).datePickerStyle(.wheel))
        default: AnyView(MultiDatePicker(text, selection: .constant(days), in: ..<bound).environment(\.referenceDate, date))
        }
        let inForm = r.chance(0.5)
        try render((inForm ? AnyView(Form { picker }) : picker).environment(\.designEra, r.pick([.iOS17, .iOS26]))
            .frame(width: width, height: height), &r)
    case 11:
        // Navigation subtitles of hostile text under large and inline titles, a `.subtitle`
        // item, links without chevrons, and the visible-target report with a hostile
        // threshold over 0 to 60 rows of hostile heights.
        let mode: NavigationBarItemTitleDisplayMode = r.pick([.automatic, .inline, .large])
        let threshold = r.pick([Double.nan, .infinity, -.infinity, -1, 0, 1, 1e300, r.number()])
        let rowHeight = cg(&r)
        let withItem = r.chance(0.3)
        let stack = NavigationStack {
            ScrollView {
                ForEach(0..<count, id: \.self) { i in
                    NavigationLink("\(i) \(text.prefix(40))") { Text(text) }.frame(height: rowHeight)
                }
            }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { _ in }
            .navigationLinkIndicatorVisibility(r.pick([.automatic, .visible, .hidden]))
            .navigationTitle(text)
            .navigationSubtitle(text)
            .navigationBarTitleDisplayMode(mode)
            .toolbar { if withItem { ToolbarItem(placement: .subtitle) { Text(text) } } }
        }
        try render(stack.environment(\.designEra, r.pick([.iOS17, .iOS26])).frame(width: width, height: height), &r)
    case 12:
        // Views extended under the bar (`ignoresSafeArea` on random edges, shape-style
        // backgrounds, nested navigation stacks) at hostile paddings and sizes; badges and
        // chevrons on 0 to 60 rows; container-relative cards in a horizontal scroll row;
        // menus and buttons with symbols in the toolbar.
        let edges: Edge.Set = r.pick([.all, .top, .bottom, [.leading, .trailing], []])
        // Every random value drawn here: the view's closures run while `render` holds `r`.
        let pad = cg(&r), cardWidth = cg(&r), gap = cg(&r), cardGap = cg(&r)
        let columns = r.int(-3...8), span = r.int(-3...9)
        let regions: SafeAreaRegions = r.pick([.all, .container, .keyboard])
        let symbol = r.pick(["plus", text, ""])
        let stack = NavigationStack {
            List {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: gap) {
                        ForEach(0..<min(count, 8), id: \.self) { _ in
                            Color.orange.aspectRatio(16 / 9, contentMode: .fit)
                                .containerRelativeFrame(.horizontal, count: columns, span: span, spacing: cardGap)
                                .frame(maxWidth: cardWidth)
                        }
                    }
                }
                ForEach(0..<count, id: \.self) { i in
                    NavigationLink("\(i) \(text.prefix(40))") { Text(text) }.badge(i % 3 == 0 ? 0 : i)
                }
            }
            .scrollContentBackground(.hidden)
            .background(.teal, ignoresSafeAreaEdges: edges)
            .padding(pad)
            .background { Color.orange.ignoresSafeArea(regions, edges: edges) }
            .navigationTitle(text)
            .toolbar {
                Menu(text, systemImage: symbol) { Button(text) {} }
                Button(text, systemImage: text) {}
            }
        }
        let nested = r.chance(0.3) ? AnyView(NavigationStack { stack.ignoresSafeArea() }) : AnyView(stack)
        try render(nested.environment(\.designEra, r.pick([.iOS17, .iOS26])).frame(width: width, height: height), &r)
    case 13:
        // Bindings to collections (`ForEach($items) { $item in … }`, empty to 60 long, an
        // element binding kept after the array shrinks, written to) and tabs selected by an
        // enum value with badges.
        let box = FuzzItems(items: (0..<count).map { FuzzItem(id: $0, title: text, isOn: $0 % 2 == 0) })
        let items = Binding(get: { box.items }, set: { box.items = $0 })
        let stale = count > 0 ? items[count - 1] : nil
        if r.chance(0.5) { box.items = Array(box.items.prefix(count / 2)) }
        stale?.wrappedValue.isOn.toggle()
        let chosen: FuzzTab = r.pick([.list, .text, .search])
        let tabs = TabView(selection: .constant(chosen)) {
            Tab(text, systemImage: "list.bullet", value: .list) {
                List {
                    ForEach(items) { $item in Toggle(item.title, isOn: $item.isOn) }
                    if let stale { Text(stale.wrappedValue.title) }
                }
            }
            .badge(count)
            Tab(text, systemImage: text, value: .text) { Text(text) }.badge(text)
            Tab(value: .search, role: .search) { Color.blue }
        }
        try render(tabs.environment(\.designEra, r.pick([.iOS17, .iOS26])).frame(width: width, height: height), &r)
    case 14, 15, 16:
        try containersNavigationCase(branch, &r, text: text, count: count, color: color, width: width, height: height)
    case 17:
        try sectionIndexCase(&r, text: text, width: width, height: height)
    default:
        try render(List { OutlineGroup(nodes, children: \.children) { Text("\($0.id) \(text.prefix(40))") } }
            .frame(width: width, height: height), &r)
    }
}

/// An element of the binding-collection case.
private struct FuzzItem: Identifiable {
    var id: Int
    var title: String
    var isOn: Bool
}

/// The array the binding-collection case binds to.
private final class FuzzItems {
    var items: [FuzzItem]
    init(items: [FuzzItem]) { self.items = items }
}

/// The tabs of the enum-selection case.
private enum FuzzTab: Hashable { case list, text, search }
