import Cairn
import CairnCairo
import Foundation

// The `glass` family: Liquid Glass with hostile numbers — container spacings (NaN, ±∞,
// negative, huge), many shapes in one container, zero, NaN and huge frames, every variant,
// tints, unions, concentric corners, both design eras; and the standard controls (switch,
// slider, segmented picker, stepper, progress views) drawn in the era with NaN and infinite
// values in zero, NaN and huge frames; and the bars — a tab view of 0, a few or 100 tabs and a
// navigation stack of up to 50 toolbar items — in NaN, zero and huge frames, in both eras;
// iOS 26 sliders with 0 to 2,000 hostile ticks, hostile steps, neutral values and bounds.

func glassFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let glasses: [Glass] = [.regular, .clear, .identity, .regular.tint(randomColor(&r)), .clear.interactive(), .regular.tint(nil)]
    let spacing: CGFloat? = r.chance(0.2) ? nil : cg(&r)
    // Counts from the typical range or a crowd (10,000 shapes are a unit test: slow in a debug build).
    let count = r.chance(0.05) ? r.int(500...3000) : r.int(0...6)
    let axis = r.chance(0.5)
    let seedColor = randomColor(&r)
    var items: [(CGFloat, CGFloat, Glass, Int)] = []
    for _ in 0..<count { items.append((CGFloat(r.mild()), CGFloat(r.mild()), r.pick(glasses), r.int(0...4))) }
    @ViewBuilder func member(_ item: (CGFloat, CGFloat, Glass, Int)) -> some View {
        let base = Color.clear.frame(width: item.0, height: item.1)
        switch item.3 {
        case 0: base.glassEffect(item.2)
        case 1: base.glassEffect(item.2, in: .rect(cornerRadius: item.0 / 3))
        case 2: base.glassEffect(item.2, in: Circle(), isEnabled: item.0 > 10)
        case 3: base.glassEffect(item.2, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(item.1))))
        default: base.glassEffect(item.2, in: .rect(corners: .concentric, isUniform: true))
        }
    }
    let content = Group {
        if axis {
            HStack(spacing: CGFloat(r.mild()) - 20) { ForEach(0..<items.count, id: \.self) { member(items[$0]) } }
        } else {
            VStack(spacing: CGFloat(r.mild()) - 20) { ForEach(0..<items.count, id: \.self) { member(items[$0]) } }
        }
    }
    let value = r.pick([Double.nan, .infinity, -.infinity, r.number(), 0.5])
    let total = r.pick([1, 0, -1, Double.nan, .infinity, r.number()])
    let controlsFrame = r.chance(0.5) ? CGSize(width: cg(&r), height: cg(&r)) : CGSize(width: 0, height: 0)
    let thumb: Visibility = r.pick([.automatic, .visible, .hidden])
    let mirroring: LayoutDirectionBehavior = r.pick([.fixed, .mirrors, .mirrors(in: .leftToRight)])
    let anchor = UnitPoint(x: r.pick([CGFloat.nan, .infinity, -1, 0.5, cg(&r)]), y: cg(&r))
    // iOS 26 slider ticks: hostile tick values and counts, steps (0, negative, NaN, 1e-12,
    // huge), neutral values and enabled bounds, NaN and empty ranges.
    let tickValues = (0..<r.pick([0, 1, r.int(2...12), 2000])).map { _ in r.pick([Double.nan, .infinity, -.infinity, r.number(), r.unit()]) }
    let step = r.pick([0, -1, Double.nan, .infinity, 1e-12, 0.1, r.number()])
    let neutral: Double? = r.chance(0.3) ? nil : r.pick([Double.nan, .infinity, -1, 0.5, r.number()])
    let lower = r.pick([0, -1, r.number()]), upper = r.pick([1, 0, r.number()])
    // A NaN bound cannot make a ClosedRange (Swift traps in the caller's code), so none is tried.
    let bounds = lower.isNaN || upper.isNaN ? 0...1 : min(lower, upper)...max(lower, upper)
    let enabled: ClosedRange<Double>? = r.chance(0.5) ? nil : bounds
    let controls = VStack {
        Toggle("T", isOn: .constant(value > 0))
        Slider(value: .constant(value), in: 0...1).sliderThumbVisibility(thumb)
        Slider(value: .constant(value), in: bounds, neutralValue: neutral, enabledBounds: enabled) {
            SliderTickContentForEach(tickValues, id: \.self) { SliderTick($0) }
        }
        .sliderThumbVisibility(thumb)
        Slider(value: .constant(value), in: bounds, step: step, neutralValue: neutral) { Text("S") } tick: { SliderTick($0) }
        RenameButton()
        Grid { GridRow { Color.red.frame(width: cg(&r), height: 8); Color.blue.frame(width: 4, height: 4).gridCellAnchor(anchor) } }
            .layoutDirectionBehavior(mirroring)
        Picker("P", selection: .constant(r.int(0...3))) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
        Stepper("S", value: .constant(1), in: 0...2)
        ProgressView(value: value, total: total)
        ProgressView()
    }
    .frame(width: controlsFrame.width, height: controlsFrame.height)
    let tabCount = r.pick([0, 1, r.int(2...5), 100])
    let toolbarCount = r.pick([0, 1, r.int(2...6), 50])
    let barsFrame = r.chance(0.3) ? CGSize(width: CGFloat.nan, height: .nan) : CGSize(width: cg(&r), height: cg(&r))
    let bars = TabView(selection: .constant(r.int(-1...4))) {
        // The first tab holds the navigation bar; the others are plain (each tab resolves).
        if tabCount > 0 {
            NavigationStack {
                Text("Tab 0").navigationTitle("T").toolbar {
                    ForEach(0..<toolbarCount, id: \.self) { j in
                        if j % 3 == 2 { ToolbarSpacer(.fixed) } else { ToolbarItem { Button("\(j)") {} }.sharedBackgroundVisibility(j % 4 == 0 ? .hidden : .automatic) }
                    }
                }
            }
            .tabItem { Text("0") }.tag(0)
        }
        ForEach(1..<max(tabCount, 1), id: \.self) { i in Text("Tab \(i)").tabItem { Text("\(i)") }.tag(i) }
    }
    .frame(width: barsFrame.width, height: barsFrame.height)
    let view = ZStack {
        seedColor
        controls
        bars
        GlassEffectContainer(spacing: spacing) { content }
            .containerShape(RoundedRectangle(cornerRadius: cg(&r)))
        Button("Go") {}.buttonStyle(.glassProminent)
        Button("Go") {}.buttonStyle(.glass(r.pick(glasses)))
    }
    .environment(\.colorScheme, r.chance(0.5) ? .dark : .light)
    .environment(\.designEra, r.chance(0.5) ? .iOS26 : .iOS17)
    try render(view, &r)
}
