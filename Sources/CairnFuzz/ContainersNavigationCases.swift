import Cairn
import Foundation

// The `containers` family's navigation and list cases (branches 14 and 15 of
// `containersFamily`): navigation paths and their destinations, collection offsets and
// line-limit ranges; row backgrounds on every list style, decorated lists under a bar,
// foreground-styled and role buttons, and the still after appearing at a hostile time;
// bottom insets over scroll views and lists, window and sheet colour schemes, collapsed
// sections with section-wide row modifiers (branch 16).

/// Draws branch 14, 15 or 16 of the containers family from the family's shared random inputs.
func containersNavigationCase(_ branch: Int, _ r: inout Random, text: String, count: Int, color: Color,
                              width: CGFloat, height: CGFloat) throws {
    switch branch {
    case 16:
        // Bottom `safeAreaInset`s (hostile spacing and bar heights, nested, on a scroll view
        // anchored at the bottom or a list of collapsed and expanded sections with row
        // modifiers on the sections), a preferred colour scheme on a leaf and inside a
        // presented sheet, in both eras.
        let spacing = r.pick([nil, 0, -5, .nan, .infinity, 1e9, cg(&r)] as [CGFloat?])
        let bar = cg(&r), expanded = r.chance(0.5), scheme: ColorScheme? = r.pick([nil, .dark, .light])
        let spacingStyle: ListSectionSpacing = r.pick([.default, .compact, .custom(cg(&r))])
        let content: AnyView = r.chance(0.5)
            ? AnyView(ScrollView { ForEach(0..<count, id: \.self) { Text("\($0) \(text.prefix(40))").preferredColorScheme(scheme) } }
                .defaultScrollAnchor(.bottom))
            : AnyView(List {
                ForEach(0..<min(count, 8), id: \.self) { i in
                    Section(text, isExpanded: .constant(expanded || i % 2 == 0)) {
                        ForEach(0..<count, id: \.self) { Text("\($0)") }
                    }
                    .listRowBackground(i % 3 == 0 ? color : nil)
                    .listRowInsets(i % 2 == 0 ? EdgeInsets(top: -bar, leading: bar, bottom: .nan, trailing: 0) : nil)
                }
            }.listSectionSpacing(spacingStyle))
        let screen = content
            .safeAreaInset(edge: .bottom, spacing: spacing) { Color.gray.frame(height: bar) }
            .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: spacing) { Text(text).background(.bar) }
            .sheet(isPresented: .constant(r.chance(0.3))) { Text(text).preferredColorScheme(scheme) }
        try render(screen.environment(\.designEra, r.pick([.iOS17, .iOS26])).frame(width: width, height: height), &r)
    case 14:
        // Navigation paths (empty to 60 values of two types, popped by a random count,
        // negative or past the end), a presented destination, a hidden back button; the
        // offset helpers with offsets out of range; vertical fields and text with line-limit
        // ranges from below 1 up.
        var path = NavigationPath()
        for i in 0..<count { if i % 3 == 0 { path.append(text) } else { path.append(i) } }
        path.removeLast(r.int(-5...70))
        var names = (0..<count).map { "\($0)" }
        names.move(fromOffsets: IndexSet(r.pick([[], [0], [count - 1, count + 3], [-1]]).filter { $0 >= 0 }), toOffset: r.int(-10...70))
        names.remove(atOffsets: IndexSet(r.pick([[], [0, 2], [count, count + 9]])))
        let lower = r.int(-3...8), upper = lower + r.int(0...5), from = r.int(-3...8)
        let presented = r.chance(0.3), hidesBack = r.chance(0.3)
        let stack = NavigationStack(path: .constant(path)) {
            List(names, id: \.self) { NavigationLink($0, value: $0) }
                .navigationTitle(text)
                .navigationDestination(for: Int.self) { n in
                    TextField(text, text: .constant(text), axis: .vertical).lineLimit(lower...upper).navigationTitle("\(n)")
                }
                .navigationDestination(for: String.self) { s in
                    Text(s).lineLimit(from...).navigationBarBackButtonHidden(hidesBack)
                        .navigationDestination(isPresented: .constant(presented)) { Text(text).lineLimit(...upper) }
                }
        }
        try render(stack.environment(\.designEra, r.pick([.iOS17, .iOS26])).frame(width: width, height: height), &r)
    case 15:
        // Row backgrounds (none, clear or a random colour) on random rows of every list
        // style, the list decorated by an overlay and a background under a bar, a button with
        // a foreground style (disabled or destructive), the hand-drawn hands and half circles,
        // glass over it all; then the still after appearing at a hostile time, to a file.
        let backgrounds: [Color?] = (0..<count).map { _ in r.pick([nil, Color.clear, color]) }
        let symbol = r.pick(["hand.raised", "hand.raised.fill", "hand.raised.circle.fill", "hand.raised.slash",
                             "circle.lefthalf.filled", "circle.bottomhalf.filled"])
        let size = cg(&r), style = r.int(0...3), disabled = r.chance(0.3)
        let era: DesignEra = r.pick([.iOS17, .iOS26])
        let time = r.pick([0, -1, .nan, .infinity, 1e9, r.number()])
        let format = r.pick(["a.png", "a.svg", "a.pdf"])
        let list = List {
            ForEach(0..<count, id: \.self) { i in Label(text, systemImage: symbol).listRowBackground(backgrounds[i]) }
            Button(text, role: disabled ? .destructive : nil) {}.foregroundStyle(color).disabled(disabled)
        }
        let styled: AnyView = switch style {
        case 0: AnyView(list.listStyle(.insetGrouped))
        case 1: AnyView(list.listStyle(.plain))
        case 2: AnyView(list.listStyle(.grouped).listRowSpacing(size))
        default: AnyView(list.listStyle(.sidebar))
        }
        let screen = NavigationStack {
            styled
                .overlay { if backgrounds.isEmpty { ContentUnavailableView.search(text: text) } }
                .background { color }
                .navigationTitle(text)
                .toolbar { ToolbarItem { Button(text, systemImage: symbol) {}.buttonStyle(.glass) } }
        }
        try render(screen.environment(\.designEra, era).frame(width: width, height: height), &r)
        let folder = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = AnimationRenderer(content: Image(systemName: symbol).font(.system(size: size)).glassEffect().onAppear {}
            .frame(width: 40, height: 40), duration: 1)
        try still.write(to: folder.appendingPathComponent(format), at: time)
    default:
        break
    }
}
