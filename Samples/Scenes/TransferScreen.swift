import Cairn
import Foundation

extension UTType {
    /// The sample's own type, as an app declares it.
    static let sampleRecipe = UTType(exportedAs: "com.example.cairn-sample.recipe", conformingTo: .json)
}

/// A recipe that drags, drops, copies and shares as JSON of its own type, or as its name.
struct SampleRecipe: Codable, Transferable, Identifiable {
    var id: String { name }
    var name: String
    var minutes: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .sampleRecipe)
        ProxyRepresentation(exporting: \.name)
    }
}

/// A recipe box written the way apps share and receive data: rows that drag and a list that
/// accepts drops, a share link with a preview, Paste buttons (default, tinted, icon only), a
/// file importer and exporter and handoff — what a still shows at rest on iOS 26.
struct TransferScreen: View {
    @State private var recipes = [SampleRecipe(name: "Pancakes", minutes: 20), SampleRecipe(name: "Ramen", minutes: 45)]
    @State private var isTargeted = false
    @State private var importing = false

    var body: some View {
        NavigationStack {
            List {
                Section("Recipes") {
                    ForEach(recipes) { recipe in
                        LabeledContent(recipe.name, value: "\(recipe.minutes) min")
                            .draggable(recipe)
                    }
                    .dropDestination(for: SampleRecipe.self) { dropped, _ in
                        recipes += dropped
                        return true
                    }
                }
                Section("Share and paste") {
                    ShareLink(item: recipes[0], preview: SharePreview(recipes[0].name, image: Image(systemName: "fork.knife")))
                    HStack(spacing: 12) {
                        PasteButton(payloadType: SampleRecipe.self) { recipes += $0 }
                        PasteButton(payloadType: String.self) { _ in }
                            .tint(.orange)
                        PasteButton(supportedContentTypes: [.plainText]) { _ in }
                            .labelStyle(.iconOnly)
                            .buttonBorderShape(.circle)
                    }
                }
            }
            .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
                for provider in providers {
                    _ = provider.loadObject(ofClass: String.self) { _, _ in }
                }
                return true
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.sampleRecipe, .json]) { _ in }
            .userActivity("com.example.cairn-sample.browsing") { $0.title = "Recipes" }
            .navigationTitle("Recipe Box")
            .toolbar {
                Button("Import", systemImage: "square.and.arrow.down") { importing = true }
            }
        }
    }
}

extension SampleCatalog {
    /// Drag and drop, sharing, pasting and files, at rest.
    static var transferSamples: [Sample] {
        [Sample("transfer-screen", TransferScreen(), width: 390, height: 520,
                outputs: [SampleOutput("transfer-screen@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
