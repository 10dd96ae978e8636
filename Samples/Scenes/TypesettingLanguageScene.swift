import Cairn
import Foundation

/// `typesettingLanguage(_:)` (iOS 17): the same Han characters in Simplified Chinese,
/// Traditional Chinese and Japanese forms.
struct TypesettingLanguageScene: View {
    let languages = [("zh-Hans", "Simplified Chinese"), ("zh-Hant", "Traditional Chinese"), ("ja", "Japanese")]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(languages, id: \.0) { id, name in
                VStack(spacing: 6) {
                    Text("直骨角")
                        .font(.system(size: 44))
                        .typesettingLanguage(Locale.Language(identifier: id))
                    Text(name).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .padding(20)
        .background(Color.white)
    }
}

extension SampleCatalog {
    /// Han characters in three typesetting languages, at scale 2.
    static var typesettingLanguageSamples: [Sample] {
        [Sample("typesetting-language", TypesettingLanguageScene(), width: 560, height: 130,
                outputs: [SampleOutput("typesetting-language@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
