import Cairn

/// ShapeStyle levels, `backgroundStyle(_:)`, header and badge prominence, list item tints,
/// section separators and menu indicators (issue 23), in iOS 17's look of lists.
struct IOS18ListStyles: View {
    /// An inset-grouped list: a prominent header, red-platter and quiet badges, tinted icons,
    /// background levels and a menu picker without its chevrons.
    struct Mail: View {
        var body: some View {
            List {
                Section("Mailboxes") {
                    Label("Inbox", systemImage: "tray.fill").badge(12).badgeProminence(.increased)
                    Label("Drafts", systemImage: "doc.fill").badge(3)
                    Label("Archive", systemImage: "archivebox.fill").badge(140).badgeProminence(.decreased)
                }
                .headerProminence(.increased)
                .listItemTint(.orange)
                Section("Levels") {
                    HStack(spacing: 8) {
                        Text("1").frame(maxWidth: .infinity).padding(.vertical, 10).background(.background, in: RoundedRectangle(cornerRadius: 8))
                        Text("2").frame(maxWidth: .infinity).padding(.vertical, 10).background(.background.secondary, in: RoundedRectangle(cornerRadius: 8))
                        Text("3").frame(maxWidth: .infinity).padding(.vertical, 10).background(.background.tertiary, in: RoundedRectangle(cornerRadius: 8))
                    }
                    .listRowBackground(Color(.systemGray5))
                    HStack(spacing: 16) {
                        Text("Primary")
                        Text("Secondary").foregroundStyle(.foreground.secondary)
                        Text("Tertiary").foregroundStyle(.foreground.tertiary)
                    }
                    HStack(spacing: 16) {
                        Image(systemName: "star.fill").foregroundStyle(.white).padding(10).background(in: Circle()).backgroundStyle(.blue.gradient)
                        Image(systemName: "heart.fill").foregroundStyle(.white).padding(10).background(in: Circle()).backgroundStyle(.pink)
                        Text("Tint").padding(.horizontal, 12).padding(.vertical, 6).background(.tint.tertiary, in: Capsule())
                    }
                }
                Section {
                    Picker("Sort by", selection: .constant(1)) { Text("Date").tag(1); Text("Sender").tag(2) }
                        .pickerStyle(.menu)
                        .menuIndicator(.hidden)
                    Toggle("Notify", isOn: .constant(true))
                }
            }
        }
    }

    /// A plain list: section separators above and below, one tinted, one hidden.
    struct Plain: View {
        var body: some View {
            List {
                Section {
                    Text("Separators above and below")
                    Text("Bottom one tinted")
                }
                .listSectionSeparator(.visible)
                .listSectionSeparatorTint(.orange, edges: .bottom)
                Section {
                    Text("Top separator hidden")
                    Text("Bottom one shown")
                }
                .listSectionSeparator(.visible, edges: .bottom)
            }
            .listStyle(.plain)
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            Mail().frame(width: 390)
            Plain().frame(width: 390)
        }
    }
}

extension SampleCatalog {
    /// Issue 23's list and style modifiers, at scale 2.
    static var ios18ListStyleSamples: [Sample] {
        [Sample("ios18-list-styles", IOS18ListStyles(), width: 780, height: 700, outputs: [SampleOutput("ios18-list-styles@2x.png", scale: 2)])]
    }
}
