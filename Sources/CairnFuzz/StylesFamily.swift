import Cairn
import Foundation

// The `styles` family: custom control styles that decorate the current style, nest, or
// recurse on purpose (a style pushing itself again inside its own body), and hostile
// environment fonts set inside a `ViewModifier`'s body. A recursion must be cut and
// reported, never followed until the stack runs out (issue 26).

/// A toggle style whose body holds `fanOut` toggles, each styled by this style again when
/// `recurse`, else by the style outside it.
struct FuzzToggleStyle: ToggleStyle {
    let fanOut: Int
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            ForEach(0..<fanOut, id: \.self) { _ in
                if recurse { Toggle(configuration).toggleStyle(FuzzToggleStyle(fanOut: fanOut, recurse: true)) } else { Toggle(configuration) }
            }
        }
        .padding(1)
    }
}

/// A button style that recurses `depth` levels by its value (`.max`: forever).
struct FuzzButtonStyle: ButtonStyle {
    let depth: Int
    func makeBody(configuration: Configuration) -> some View {
        if depth > 0 {
            HStack { Button(action: {}) { configuration.label }.buttonStyle(FuzzButtonStyle(depth: depth == .max ? .max : depth - 1)); Button(action: {}) { configuration.label } }
        } else {
            configuration.label.padding(2)
        }
    }
}

/// Label, progress, gauge, disclosure-group and labeled-content styles that wrap the control
/// of the configuration, pushing themselves again when `recurse`.
struct FuzzLabelStyle: LabelStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { Label(configuration).labelStyle(FuzzLabelStyle(recurse: true)) } else { Label(configuration).border(Color.red) }
    }
}

struct FuzzProgressStyle: ProgressViewStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { ProgressView(configuration).progressViewStyle(FuzzProgressStyle(recurse: true)) } else { ProgressView(configuration).padding(3) }
    }
}

struct FuzzGaugeStyle: GaugeStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { Gauge(configuration).gaugeStyle(FuzzGaugeStyle(recurse: true)) } else { Gauge(configuration).padding(3) }
    }
}

struct FuzzDisclosureStyle: DisclosureGroupStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { DisclosureGroup(configuration).disclosureGroupStyle(FuzzDisclosureStyle(recurse: true)) } else { DisclosureGroup(configuration).padding(3) }
    }
}

struct FuzzGroupBoxStyle: GroupBoxStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { GroupBox(configuration).groupBoxStyle(FuzzGroupBoxStyle(recurse: true)) } else { GroupBox(configuration).padding(3) }
    }
}

struct FuzzMenuStyle: MenuStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { Menu(configuration).menuStyle(FuzzMenuStyle(recurse: true)) } else { Menu(configuration).padding(3) }
    }
}

struct FuzzLabeledContentStyle: LabeledContentStyle {
    let recurse: Bool
    func makeBody(configuration: Configuration) -> some View {
        if recurse { LabeledContent(configuration).labeledContentStyle(FuzzLabeledContentStyle(recurse: true)) } else { LabeledContent(configuration).padding(3) }
    }
}

/// Sets a hostile font (and colour) inside its body.
struct FuzzFontModifier: ViewModifier {
    let size: CGFloat
    func body(content: Content) -> some View {
        content.font(.system(size: size)).foregroundColor(.primary)
    }
}

/// A random styled control.
func randomStyledControl(_ r: inout Random) -> AnyView {
    let recurse = r.chance(0.5)
    switch r.int(0...9) {
    case 0: return AnyView(Toggle("A", isOn: .constant(r.chance(0.5))).toggleStyle(FuzzToggleStyle(fanOut: r.int(1...3), recurse: recurse)))
    case 1: return AnyView(Button("B") {}.buttonStyle(FuzzButtonStyle(depth: recurse ? .max : r.int(0...12))))
    case 2: return AnyView(Label("C", systemImage: "star").labelStyle(FuzzLabelStyle(recurse: recurse)))
    case 3: return AnyView(ProgressView(value: r.number()).progressViewStyle(FuzzProgressStyle(recurse: recurse)))
    case 4:
        // A custom style over every built-in one, tinted with a hostile gradient (no stops,
        // one, NaN or out-of-range locations) or a colour.
        let stops = (0..<r.pick([0, 1, 2, 7])).map { _ in Gradient.Stop(color: Color(red: r.number(), green: r.number(), blue: r.number()),
                                                                        location: CGFloat(r.pick([0, 1, .nan, -3, 40, r.number()]))) }
        let value = r.pick([r.number(), .nan, .infinity, -1e9])
        let gauge = Gauge(value: value, in: 0...1) { Text("G") } currentValueLabel: { Text("1") }
            .gaugeStyle(FuzzGaugeStyle(recurse: recurse))
        let tinted = r.chance(0.7) ? AnyView(gauge.tint(Gradient(stops: stops))) : AnyView(gauge.tint(Color.red))
        switch r.int(0...4) {
        case 0: return AnyView(tinted.gaugeStyle(.accessoryLinear))
        case 1: return AnyView(tinted.gaugeStyle(.accessoryLinearCapacity))
        case 2: return AnyView(tinted.gaugeStyle(.accessoryCircular))
        case 3: return AnyView(tinted.gaugeStyle(.accessoryCircularCapacity))
        default: return tinted
        }
    case 5: return AnyView(DisclosureGroup("D", isExpanded: .constant(r.chance(0.5))) { Text("d") }.disclosureGroupStyle(FuzzDisclosureStyle(recurse: recurse)))
    case 6: return AnyView(LabeledContent("E", value: "e").labeledContentStyle(FuzzLabeledContentStyle(recurse: recurse)))
    case 7: return AnyView(GroupBox("F") { Text("f") }.groupBoxStyle(FuzzGroupBoxStyle(recurse: recurse)))
    case 8: return AnyView(Menu("G") { Button("g") {} }.menuStyle(FuzzMenuStyle(recurse: recurse)))
    default:
        let size = CGFloat(r.pick([0, -1, .nan, .infinity, -.infinity, 1e6, 1e-9, r.number()]))
        return AnyView(Text("XII").modifier(FuzzFontModifier(size: size)))
    }
}

func stylesFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    var view = randomStyledControl(&r)
    if r.chance(0.3) { view = AnyView(VStack { view; randomStyledControl(&r) }) }
    if r.chance(0.3) { view = AnyView(view.environment(\.colorScheme, .dark)) }
    try render(view, &r)
}
