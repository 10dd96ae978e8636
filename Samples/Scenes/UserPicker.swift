import Cairn

extension VerticalAlignment {
    struct SelectAlignment: AlignmentID {
        static func defaultValue(
            in context: ViewDimensions
        ) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }
    static let select =
        VerticalAlignment(SelectAlignment.self)
}

/// Seed 000 (自定义 Alignment 和跨 View 对齐): the user picker, as the article writes it.
/// The superscript "User:" and the green `person.circle` line up with the selected name
/// through the custom `.select` alignment; `.animation(.linear(duration: 0.2))` animates a
/// change of selection.
public struct UserPicker: View {
    @State var selectedIndex = 0
    let names = [
        "onevcat | Wei Wang",
        "zaq | Hao Zang",
        "tyyqa | Lixiao Yang"
    ]

    /// The picker with `selectedIndex` selected.
    public init(selectedIndex: Int = 0) { _selectedIndex = State(wrappedValue: selectedIndex) }

    public var body: some View {
        HStack(alignment: .select) {
            Text("User:")
                .font(.footnote)
                .foregroundColor(.green)
                .alignmentGuide(.select) { d in
                    d[.bottom] + CGFloat(self.selectedIndex) * 20.3
                }
            Image(systemName: "person.circle")
                .foregroundColor(.green)
                .alignmentGuide(.select) { d in
                    d[VerticalAlignment.center]
                }
            VStack(alignment: .leading) {
                ForEach(0..<names.count) { index in
                    Group {
                        if index == self.selectedIndex {
                            Text(self.names[index])
                                .foregroundColor(.green)
                                .alignmentGuide(.select) { d in
                                    d[VerticalAlignment.center]
                                }
                        } else {
                            Text(self.names[index])
                                .onTapGesture {
                                    self.selectedIndex = index
                                }
                        }
                    }
                }
            }
        }
        .animation(.linear(duration: 0.2))
    }
}
