import Cairn
import Foundation

/// `AsyncImage` as pasted from an app: a profile header whose avatar and cover load from the
/// network. A render does not fetch (AsyncImage.swift), so it shows iOS's first frame: the
/// custom placeholders (a progress spinner in the avatar's circle) and the standard grey one
/// filling the cover's frame.
struct AsyncImageScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            AsyncImage(url: URL(string: "https://example.com/cover.jpg"))
                .frame(height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            HStack(spacing: 12) {
                AsyncImage(url: URL(string: "https://example.com/avatar.jpg")) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 56, height: 56)
                .background(Color(uiColor: .secondarySystemFill))
                .clipShape(Circle())
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ana Lima").font(.headline)
                    Text("Lisbon · 128 photos").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
        }
        .padding(20)
    }
}

extension SampleCatalog {
    /// `AsyncImage` at rest: placeholders, as iOS's first frame (not fetched).
    static var asyncImageSamples: [Sample] {
        [Sample("async-image", AsyncImageScene().background(Color.white), width: 390, height: 240,
                outputs: [SampleOutput("async-image@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
