import Cairn
import CairnTipKit

/// TipKit as apps write it (`import TipKit`): an inline tip at the top of a list of landmarks,
/// with an image, a message and an action, shown once its `#Rule` on a `@Parameter` holds; and
/// a popover tip pointing at the add button below it.
struct FavoriteLandmarkTip: Tip {
    @Parameter static var hasLandmarks: Bool = false

    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorite landmarks always appear at the top of the list.") }
    var image: Image? { Image(systemName: "star") }
    var actions: [Action] { Action(id: "learn-more", title: "Learn More") }
    var rules: [Rule] { #Rule(Self.$hasLandmarks) { $0 } }
}

/// The popover tip of the add button.
struct AddLandmarkTip: Tip {
    var title: Text { Text("Add a Landmark") }
    var message: Text? { Text("Tap here to save a place you visit.") }
    var image: Image? { Image(systemName: "plus.circle") }
}

struct TipsScreen: View {
    let landmarks = ["Golden Gate Bridge", "Half Dome", "Lake McDonald", "Rainbow Lake"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Landmarks").font(.largeTitle.bold())
            TipView(FavoriteLandmarkTip())
            ForEach(landmarks, id: \.self) { name in
                HStack {
                    Image(systemName: "mountain.2")
                        .foregroundStyle(.secondary)
                    Text(name)
                    Spacer()
                }
                .padding(.vertical, 6)
                Divider()
            }
            HStack {
                Spacer()
                Button {
                } label: {
                    Image(systemName: "plus")
                        .font(.title2)
                        .frame(width: 44, height: 44)
                        .background(.tint, in: Circle())
                        .foregroundStyle(.white)
                }
                .popoverTip(AddLandmarkTip(), arrowEdge: .bottom)
                Spacer()
            }
            .padding(.top, 150)
            Spacer()
        }
        .padding(20)
        .background(Color(.systemBackground))
    }
}

extension SampleCatalog {
    /// TipKit's inline and popover tips.
    static var tipsSamples: [Sample] {
        FavoriteLandmarkTip.hasLandmarks = true
        return [
            Sample("tips", TipsScreen(), width: 390, height: 700,
                   outputs: [SampleOutput("tips@2x.png", scale: 2)], designEra: .iOS26),
            Sample("tips-dark", TipsScreen().environment(\.colorScheme, .dark), width: 390, height: 700,
                   outputs: [SampleOutput("tips-dark@2x.png", scale: 2)], designEra: .iOS17),
        ]
    }
}
