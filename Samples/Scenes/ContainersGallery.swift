import Cairn
import Foundation

/// Issue 11's containers gallery: an adaptive `LazyVGrid`, a group box with a date and a
/// colour picker, disclosure groups, a control group and a horizontal `ScrollView` of
/// cards sized with `containerRelativeFrame`, inside a `TabView`.
public struct ContainersGallery: View {
    @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var color = Color.orange
    @State private var open = true

    public init() {}

    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    public var body: some View {
        TabView(selection: .constant(0)) {
            VStack(alignment: .leading, spacing: 16) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 8) {
                    ForEach(0..<12, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 8).fill(colors[i]).frame(height: 44)
                    }
                }
                GroupBox("Event") {
                    DatePicker("Starts", selection: $date)
                    ColorPicker("Colour", selection: $color)
                }
                DisclosureGroup("Details", isExpanded: $open) {
                    Text("Expanded content sits below the label.")
                        .foregroundStyle(.secondary)
                }
                DisclosureGroup("More") { Text("Hidden") }
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                    Button("Paste") {}
                }
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<4, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(colors[i * 2 + 5].gradient)
                                .frame(height: 80)
                                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                        }
                    }
                }
                .frame(height: 80)
            }
            .padding(16)
            .tabItem { Text("Gallery") }
            .tag(0)
            Text("Second").tabItem { Text("Settings") }.tag(1)
        }
    }
}
