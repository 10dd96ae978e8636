import Cairn
import CairnCoreImage
import Foundation

/// Core Image as SwiftUI apps use it: a QR code made with `CIFilter.qrCodeGenerator()` and
/// scaled crisply (`.interpolation(.none)`), and a photo-like picture (rendered with
/// `ImageRenderer`, read back with `CIImage(image:)`) through the filters a photo editor
/// offers — sepia, noir, pixellate, crystallize, Gaussian blur, vignette, invert — each made
/// into a `CGImage` by a `CIContext` and shown with `Image(uiImage:)`.
public struct CoreImageGallery: View {
    public init() {}

    /// The picture the filters work on: a sunset over mountains, 120 × 90 points at 2×.
    static let photo: UIImage? = {
        let scene = ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
            Circle().fill(.yellow).frame(width: 30).offset(x: 25, y: -10)
            Image(systemName: "mountain.2.fill").font(.system(size: 64)).foregroundStyle(.indigo).offset(y: 22)
        }
        .frame(width: 120, height: 90)
        let renderer = ImageRenderer(content: scene)
        renderer.scale = 2
        renderer.designEra = .iOS26
        return renderer.uiImage
    }()

    static let context = CIContext()

    /// `filter` over the photo, as a UIKit image at 2×.
    static func filtered(_ filter: CIFilter) -> UIImage? {
        guard let photo, let input = CIImage(image: photo) else { return nil }
        filter.setValue(input, forKey: kCIInputImageKey)
        guard let output = filter.outputImage?.cropped(to: input.extent),
              let cgImage = context.createCGImage(output, from: input.extent) else { return nil }
        return UIImage(cgImage: cgImage, scale: 2, orientation: .up)
    }

    static var filters: [(String, CIFilter)] {
        let sepia = CIFilter.sepiaTone()
        sepia.intensity = 0.9
        let pixels = CIFilter.pixellate()
        pixels.scale = 12
        pixels.center = .zero
        let crystal = CIFilter.crystallize()
        crystal.radius = 14
        let blur = CIFilter.gaussianBlur()
        blur.radius = 6
        let vignette = CIFilter.vignette()
        vignette.intensity = 1.6
        vignette.radius = 0.8
        return [("Original", CIFilter.colorControls()), ("Sepia", sepia), ("Noir", CIFilter.photoEffectNoir()),
                ("Pixellate", pixels), ("Crystallize", crystal), ("Blur", blur), ("Vignette", vignette), ("Invert", CIFilter.colorInvert())]
    }

    /// A QR code of `text`, one module a pixel (upscaled by `Image` with no interpolation).
    static func qrCode(_ text: String) -> UIImage {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(text.utf8)
        filter.correctionLevel = "Q"
        guard let output = filter.outputImage, let cgImage = context.createCGImage(output, from: output.extent) else { return UIImage() }
        return UIImage(cgImage: cgImage)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 16) {
                Image(uiImage: Self.qrCode("https://swift.org"))
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 120, height: 120)
                VStack(alignment: .leading, spacing: 4) {
                    Text("CIQRCodeGenerator").font(.headline)
                    Text("https://swift.org, level Q: version 2, 25 modules and a one-module margin, scaled with .interpolation(.none)")
                        .font(.caption).foregroundStyle(.secondary)
                }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 10), count: 4), spacing: 10) {
                ForEach(Self.filters, id: \.0) { name, filter in
                    VStack(spacing: 4) {
                        if let image = Self.filtered(filter) {
                            Image(uiImage: image).resizable().scaledToFit().clipShape(.rect(cornerRadius: 6))
                        }
                        Text(name).font(.caption2)
                    }
                }
            }
        }
        .padding(16)
        .frame(width: 560)
        .background(.background)
    }
}
