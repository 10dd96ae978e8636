import Cairn

/// `containerBackground(_:for:)` for a navigation stack and a widget, and a title menu on an
/// inline navigation title (issue 23).
struct ContainerBackgrounds: View {
    /// Apple's example: the destination's background fills the stack, bar included.
    struct Gradient: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 12) {
                    Image(systemName: "drop.fill").font(.system(size: 56)).foregroundStyle(.white)
                    Text("Blue").font(.title.bold()).foregroundStyle(.white)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Colors")
                .containerBackground(.blue.gradient, for: .navigation)
            }
        }
    }

    /// An inline title with a title menu, over a list.
    struct TitleMenu: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Groceries")
                    Text("Ideas")
                    Text("Travel")
                }
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu {
                    Button("Rename") {}
                    Button("Duplicate") {}
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Image(systemName: "square.and.pencil") }
                }
            }
        }
    }

    /// A small widget's view with its container background.
    struct Widget: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Cupertino").font(.headline)
                Text("21°").font(.system(size: 44, weight: .light))
                Spacer()
                Label("Sunny", systemImage: "sun.max.fill").font(.caption.bold())
            }
            .foregroundStyle(.white)
            .padding(16)
            .frame(width: 170, height: 170, alignment: .leading)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
            }
            .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Gradient().frame(width: 300, height: 420)
            TitleMenu().frame(width: 300, height: 420)
            Widget().padding(24).frame(width: 218, height: 420, alignment: .top)
        }
        .background(Color(.systemGroupedBackground))
    }
}

extension SampleCatalog {
    /// Container backgrounds and a title menu, at scale 2.
    static var containerBackgroundSamples: [Sample] {
        [Sample("container-backgrounds", ContainerBackgrounds(), width: 818, height: 420,
                outputs: [SampleOutput("container-backgrounds@2x.png", scale: 2)])]
    }
}
