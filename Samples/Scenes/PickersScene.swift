import Cairn
import Foundation

/// A settings form as pasted code writes it: an inline picker (a checklist), a picker shown as
/// a navigation link, a date picker limited to a range, the graphical calendar, a multi-date
/// picker and a wheel. "Today" is the reference date, 2 December 2026.
struct PickersScene: View {
    @State private var flavor = "Chocolate"
    @State private var size = 1
    @State private var due = Date(timeIntervalSince1970: 1_796_200_000)   // 2 December 2026
    @State private var servings = 3
    @State private var daysOff: Set<DateComponents> = [
        DateComponents(year: 2026, month: 12, day: 24), DateComponents(year: 2026, month: 12, day: 25),
        DateComponents(year: 2026, month: 12, day: 31),
    ]

    var body: some View {
        Form {
            Section("Flavor") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline)
            }
            Section {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.navigationLink)
                DatePicker("Deliver by", selection: $due, in: ...Date(timeIntervalSince1970: 1_798_000_000), displayedComponents: .date)
            }
            Section {
                DatePicker("Date", selection: $due, displayedComponents: .date)
                    .datePickerStyle(.graphical)
            }
            Section("Days off") {
                MultiDatePicker("Days off", selection: $daysOff, in: due...)
            }
            Section("Servings") {
                Picker("Servings", selection: $servings) {
                    ForEach(1...8, id: \.self) { Text("\($0) servings") }
                }
                .pickerStyle(.wheel)
            }
        }
        .environment(\.referenceDate, due)
    }
}

/// A custom arrow shape in both layout directions: it mirrors in right-to-left (Apple's
/// iOS 17 default for `Shape.layoutDirectionBehavior`) unless it says `.fixed`.
struct MirroredShapesScene: View {
    struct Arrow: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.midY - rect.height * 0.15))
                p.addLine(to: CGPoint(x: rect.maxX - rect.height * 0.5, y: rect.midY - rect.height * 0.15))
                p.addLine(to: CGPoint(x: rect.maxX - rect.height * 0.5, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.maxX - rect.height * 0.5, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX - rect.height * 0.5, y: rect.midY + rect.height * 0.15))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.midY + rect.height * 0.15))
                p.closeSubpath()
            }
        }
    }

    struct FixedArrow: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        func path(in rect: CGRect) -> Path { Arrow().path(in: rect) }
    }

    func row(_ direction: LayoutDirection, _ title: String) -> some View {
        HStack(spacing: 12) {
            Text(title).font(.caption).frame(width: 40, alignment: .leading)
            Arrow().fill(.blue.gradient).frame(width: 80, height: 36)
            FixedArrow().fill(.orange.gradient).frame(width: 80, height: 36)
            UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 18).fill(.green).frame(width: 80, height: 36)
        }
        .environment(\.layoutDirection, direction)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            row(.leftToRight, "LTR")
            row(.rightToLeft, "RTL")
        }
        .padding(20)
    }
}

extension SampleCatalog {
    /// Picker and date picker styles in a form; custom shapes mirrored in right-to-left.
    static var pickerSamples: [Sample] {
        [Sample("pickers", PickersScene(), width: 390, height: 1330, outputs: [SampleOutput("pickers@2x.png", scale: 2)], designEra: .iOS26),
         Sample("mirrored-shapes", MirroredShapesScene().background(Color.white), width: 390, height: 130,
                outputs: [SampleOutput("mirrored-shapes@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
