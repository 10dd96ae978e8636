import Cairn

/// iOS 18's tab syntax with a searchable list, the bar styled by the toolbar modifiers, and a
/// paged `TabView` with its dots (issue 23), in iOS 17's look of these bars.
struct IOS18TabsAndSearch: View {
    struct Mailbox: View {
        let scheme: ColorScheme
        var body: some View {
            TabView {
                Tab("Mail", systemImage: "envelope") {
                    NavigationStack {
                        List {
                            Section("Today") {
                                Label("Invoice #1042", systemImage: "doc.text")
                                Label("Team offsite", systemImage: "calendar")
                                Label("Weekly report", systemImage: "chart.bar")
                            }
                        }
                        .navigationTitle("Inbox")
                        .searchable(text: .constant(""), prompt: "Search mail")
                        .toolbar { ToolbarItem { Button {} label: { Image(systemName: "square.and.pencil") } } }
                    }
                }
                .badge(3)
                Tab("Calendar", systemImage: "calendar") { Text("Calendar") }
                TabSection("Library") {
                    Tab("Files", systemImage: "folder") { Text("Files") }
                }
                Tab(role: .search) { Text("Search") }
            }
            .frame(width: 390, height: 640)
            .environment(\.colorScheme, scheme)
        }
    }

    struct Styled: View {
        var body: some View {
            NavigationStack {
                List { Text("Wi-Fi"); Text("Bluetooth") }
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }
            .frame(width: 390, height: 300)
        }
    }

    struct Onboarding: View {
        var body: some View {
            TabView(selection: .constant(1)) {
                ForEach(0..<4, id: \.self) { i in
                    VStack(spacing: 12) {
                        Image(systemName: ["sparkles", "bolt.fill", "lock.fill", "checkmark.seal.fill"][i]).font(.system(size: 56))
                        Text(["Welcome", "Fast", "Private", "Ready"][i]).font(.largeTitle.bold())
                    }
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .tag(i)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(width: 390, height: 320)
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Mailbox(scheme: .light)
            Mailbox(scheme: .dark)
            VStack(spacing: 20) {
                Styled()
                Onboarding()
            }
            .frame(width: 390, height: 640, alignment: .top)
            .background(Color.white)
        }
    }
}

/// A styled sheet (issue 23): two detents, so the drag indicator shows; a 24-point corner
/// radius; a material background; the list behind it stays undimmed up through `.medium`.
struct StyledSheetScene: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Nearby") {
                    Label("Coffee Roasters", systemImage: "cup.and.saucer.fill")
                    Label("Book Shop", systemImage: "book.fill")
                    Label("Bakery", systemImage: "birthday.cake.fill")
                }
            }
            .navigationTitle("Places")
            .sheet(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Coffee Roasters").font(.title2.bold())
                    Text("Open until 6 PM · 0.3 mi").foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .padding(24)
                .presentationDetents([.medium, .large])
                .presentationCornerRadius(24)
                .presentationBackground(.thinMaterial)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            }
        }
    }
}

extension SampleCatalog {
    /// Issue 23's tabs, search, bar modifiers, pages and sheet options, at scale 2.
    static var ios18ContainerSamples: [Sample] {
        [Sample("ios18-tabs-search", IOS18TabsAndSearch(), width: 1170, height: 640, outputs: [SampleOutput("ios18-tabs-search@2x.png", scale: 2)]),
         Sample("sheet-styled", StyledSheetScene().background(Color.white), width: 390, height: 844,
                outputs: [SampleOutput("sheet-styled@2x.png", scale: 2)])]
    }
}
