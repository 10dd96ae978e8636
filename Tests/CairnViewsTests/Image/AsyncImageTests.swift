import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `AsyncImage` (AsyncImage.swift): a `file:` URL loads at once (`.success`, at `scale`
/// pixels per point), a missing file fails (`.failure`), any other URL and nil stay `.empty`;
/// the default placeholder fills its proposal with `secondarySystemFill`.
@Suite struct AsyncImageTests {
    /// Pure red and blue, the same in every design era (the system `.red` and `.blue` are not).
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// The phase each initialiser's content sees, as a colour: blue while empty, red on
    /// failure, the image on success.
    func phased(_ url: URL?) -> some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                Self.red
            } else {
                Self.blue
            }
        }
        .frame(width: 40, height: 40)
    }

    func rgb(_ view: some View, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try ImageRenderer(content: view).bitmap().pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test func aFileURLLoadsAtOnceAtItsScale() throws {
        let dir = try ScratchDirectory("async")
        defer { dir.cleanUp() }
        // The file's @2x suffix does not count: AsyncImage's scale does (URLSession knows no name).
        let url = dir.file("photo@2x.png")
        try solidPNG(width: 30, height: 20, rgba: [0, 200, 0, 255]).write(to: url)
        let one = ViewLayout(of: AsyncImage(url: url).id("i"), in: CGSize(width: 200, height: 200))
        #expect(one.frame(of: "i") == CGRect(x: 85, y: 90, width: 30, height: 20))
        #expect(one.diagnostics.isEmpty)
        let two = ViewLayout(of: AsyncImage(url: url, scale: 2).id("i"), in: CGSize(width: 200, height: 200))
        #expect(two.frame(of: "i") == CGRect(x: 92.5, y: 95, width: 15, height: 10))
        // The phase initialiser gets `.success` with the image: green at the centre.
        #expect(try rgb(phased(url), 20, 20) == [0, 200, 0])
        // The content/placeholder initialiser hands the image to `content`.
        let resized = AsyncImage(url: url) { $0.resizable() } placeholder: { Self.blue }.frame(width: 60, height: 60).id("r")
        #expect(ViewLayout(of: resized, in: CGSize(width: 60, height: 60)).frame(of: "r") == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(try rgb(resized, 2, 2) == [0, 200, 0])
    }

    @Test func aMissingFileFailsAndSaysWhy() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/cairn/photo.png")
        #expect(try rgb(phased(missing), 20, 20) == [255, 0, 0])
        let layout = ViewLayout(of: phased(missing), in: CGSize(width: 40, height: 40))
        #expect(layout.diagnostics.contains { $0.contains("AsyncImage") && $0.contains("does not exist") })
        // The custom placeholder stays on failure.
        let custom = AsyncImage(url: missing) { $0 } placeholder: { Self.blue }.frame(width: 40, height: 40)
        #expect(try rgb(custom, 20, 20) == [0, 0, 255])
    }

    @Test func aRemoteURLIsNotFetchedAndStaysEmpty() throws {
        let remote = URL(string: "https://example.com/icon.png")
        #expect(try rgb(phased(remote), 20, 20) == [0, 0, 255])
        let layout = ViewLayout(of: phased(remote), in: CGSize(width: 40, height: 40))
        #expect(layout.diagnostics.contains { $0.contains("does not load over the network") && $0.contains("example.com") })
        // Apple: a nil URL is `.empty`, with nothing to report.
        #expect(try rgb(phased(nil), 20, 20) == [0, 0, 255])
        #expect(ViewLayout(of: phased(nil), in: CGSize(width: 40, height: 40)).diagnostics.isEmpty)
    }

    @Test func theDefaultPlaceholderFillsItsFrameInSecondarySystemFill() throws {
        let view = AsyncImage(url: URL(string: "https://example.com/icon.png")).frame(width: 200, height: 100).id("p")
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 300))
        #expect(layout.frame(of: "p") == CGRect(x: 50, y: 100, width: 200, height: 100))
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }
        // rgb(120, 120, 128) at 16 % over white: 255 − 0.16 · 135 = 233.4, 255 − 0.16 · 127 = 234.7
        // (within a level: Cairo holds the alpha in 8 bits).
        let light = try rgb(view.background(Color.white), 100, 50)
        #expect(near(light, [233, 233, 235]), "\(light)")
        // Dark: at 32 % over black: 0.32 · 120 = 38.4, 0.32 · 128 = 41.0.
        let dark = try rgb(view.background(Color.black).environment(\.colorScheme, .dark), 100, 50)
        #expect(near(dark, [38, 38, 41]), "\(dark)")
        // Unframed, it takes the whole proposal, as Apple's "fills the available space".
        #expect(ViewLayout(of: AsyncImage(url: nil).id("p"), in: CGSize(width: 300, height: 120)).frame(of: "p") == CGRect(x: 0, y: 0, width: 300, height: 120))
    }

    @Test func hostileScalesFallBackToOne() throws {
        let dir = try ScratchDirectory("async-scale")
        defer { dir.cleanUp() }
        let url = dir.file("p.png")
        try solidPNG(width: 30, height: 20, rgba: [0, 0, 0, 255]).write(to: url)
        for scale in [CGFloat.nan, 0, -2, .infinity] {
            let layout = ViewLayout(of: AsyncImage(url: url, scale: scale).id("i"), in: CGSize(width: 100, height: 100))
            #expect(layout.frame(of: "i")?.size == CGSize(width: 30, height: 20), "scale \(scale)")
        }
    }
}
