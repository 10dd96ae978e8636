import Cairn
import CairnCairo
@testable import CairnCoreImage
import CairnTestSupport
import Foundation
import Testing

/// Core Image's recipes, filters and the bitmap images SwiftUI code passes between them.
@Suite struct CoreImageTests {
    /// A `w × h` bitmap of one colour.
    func solid(_ w: Int, _ h: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> CGImage {
        CGImage(bitmap: ImageBitmap(width: w, height: h, rgba: (0..<(w * h)).flatMap { _ in [r, g, b, a] })!)
    }

    func pixel(_ image: CIImage, _ x: Int = 0, _ y: Int = 0, in rect: CGRect? = nil) throws -> [Int] {
        let cg = try #require(CIContext().createCGImage(image, from: rect ?? image.extent))
        let p = try #require(cg.bitmap.pixel(x: x, y: y))
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func colourFiltersGiveTheirFormulasNumbers() throws {
        let red = CIImage(cgImage: solid(4, 4, 255, 0, 0))
        let invert = CIFilter.colorInvert()
        invert.inputImage = red
        #expect(try pixel(#require(invert.outputImage)) == [0, 255, 255, 255])
        let grey = CIImage(cgImage: solid(2, 2, 128, 128, 128))
        invert.inputImage = grey
        #expect(try pixel(#require(invert.outputImage)) == [127, 127, 127, 255])
        // Saturation 0: Rec. 709 grey of red, 0.2126 × 255 = 54.
        let controls = CIFilter.colorControls()
        controls.inputImage = red
        controls.saturation = 0
        #expect(try pixel(#require(controls.outputImage)) == [54, 54, 54, 255])
        // Brightness 0.5 on black: 0.5 × 255 = 128; contrast 0 gives mid grey.
        controls.inputImage = CIImage(cgImage: solid(2, 2, 0, 0, 0))
        controls.saturation = 1
        controls.brightness = 0.5
        #expect(try pixel(#require(controls.outputImage)) == [128, 128, 128, 255])
        controls.brightness = 0
        controls.contrast = 0
        #expect(try pixel(#require(controls.outputImage)) == [128, 128, 128, 255])
        // Sepia of white: the matrix rows' sums, 1.351, 1.203, 0.937 → (255, 255, 239).
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = CIImage(cgImage: solid(2, 2, 255, 255, 255))
        #expect(try pixel(#require(sepia.outputImage)) == [255, 255, 239, 255])
        sepia.intensity = 0
        #expect(try pixel(#require(sepia.outputImage)) == [255, 255, 255, 255])
        // Through key-value coding with a Double, as Apple's sample code sets it.
        sepia.setValue(1.0, forKey: kCIInputIntensityKey)
        #expect(sepia.intensity == 1)
        #expect(sepia.inputKeys == ["inputImage", "inputIntensity"])
    }

    @Test func blurSpreadsAndGrowsTheExtent() throws {
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = CIImage(cgImage: solid(40, 40, 255, 255, 255))
        blur.radius = 4
        let output = try #require(blur.outputImage)
        // 3σ = 12 pixels on every side.
        #expect(output.extent == CGRect(x: -12, y: -12, width: 64, height: 64))
        // The centre of a wide flat area (5σ from the edges) keeps its colour.
        let centre = try pixel(output, 32, 32)
        #expect(centre == [255, 255, 255, 255])
        // The image's first column, its centre 0.5 px inside the edge: a Gaussian covers it
        // Φ(0.5 / 4) = 0.5497 → alpha 140 (within 3 for the box approximation).
        let edge = try pixel(output, 12, 32)
        #expect(abs(edge[3] - 140) <= 3)
        // Kovesi's boxes: σ 4 → widths 7, 7, 9 (radii 3, 3, 4).
        #expect(Blur.boxRadii(sigma: 4) == [3, 3, 4])
        // Clamped first, the edges stay opaque.
        let clamped = CIImage(cgImage: solid(20, 20, 255, 255, 255)).clampedToExtent().applyingGaussianBlur(sigma: 4)
            .cropped(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(try pixel(clamped, 0, 0)[3] == 255)
    }

    @Test func pixellateAveragesEachSquare() throws {
        // Columns alternate black and white: squares of 2 average to linear 0.5 → sRGB 188.
        var bytes: [UInt8] = []
        for _ in 0..<4 { for x in 0..<4 { bytes += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let stripes = CIImage(cgImage: CGImage(bitmap: ImageBitmap(width: 4, height: 4, rgba: bytes)!))
        let filter = CIFilter.pixellate()
        filter.inputImage = stripes
        filter.scale = 2
        filter.center = .zero
        #expect(try pixel(#require(filter.outputImage), 0, 0) == [188, 188, 188, 255])
        #expect(try pixel(#require(filter.outputImage), 3, 3) == [188, 188, 188, 255])
    }

    @Test func filtersByNameAndTheirKeys() throws {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        let names = CIFilter.filterNames(inCategory: nil)
        #expect(names.count == 17)
        // Every factory names a filter Cairn has.
        for name in names { #expect(CIFilter(name: name) != nil) }
        let crystal = try #require(CIFilter(name: "CICrystallize", parameters: [kCIInputRadiusKey: 8]))
        #expect(crystal.inputKeys.contains(kCIInputRadiusKey))
        #expect(!crystal.inputKeys.contains(kCIInputIntensityKey))
        #expect(crystal.outputImage == nil)  // no input image
        crystal.setValue(CIImage(cgImage: solid(30, 30, 0, 0, 255)), forKey: kCIInputImageKey)
        #expect(try pixel(#require(crystal.outputImage), 15, 15) == [0, 0, 255, 255])
        let vignette = CIFilter.vignette()
        vignette.inputImage = CIImage(cgImage: solid(10, 10, 255, 255, 255))
        #expect(try pixel(#require(vignette.outputImage), 0, 0) == [255, 255, 255, 255])  // intensity 0
        vignette.intensity = 1
        // A corner pixel: d² = (4.5² + 4.5²) / 50 = 0.81, factor 1 − 0.405 = 0.595 of linear
        // white → sRGB 1.055 × 0.595^(1/2.4) − 0.055 = 0.7948 → 203.
        #expect(try pixel(#require(vignette.outputImage), 0, 0) == [203, 203, 203, 255])
    }

    @Test func imagesThroughSwiftUI() throws {
        // A renderer's bitmap at scale 2, through UIImage into Image(uiImage:).
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 2
        let cg = try #require(renderer.cgImage)
        #expect(cg.width == 60 && cg.height == 40)
        let ui = try #require(renderer.uiImage)
        #expect(ui.size == CGSize(width: 30, height: 20))
        #expect(ui.scale == 2)
        let bitmap = try ImageRenderer(content: Image(uiImage: ui)).bitmap()
        #expect(bitmap.width == 30 && bitmap.height == 20)
        #expect(rgba(bitmap, 15, 10) == [255, 56, 60, 255])  // iOS 26's red
        // Turned right: 20 × 30 points.
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .right).size == CGSize(width: 20, height: 30))
        // An empty image takes no space and has no pixels.
        #expect(UIImage().size == .zero)
        #expect(UIImage().cgImage == nil)
        // PNG bytes of a bitmap decode to the same pixels.
        let png = try #require(UIImage(cgImage: solid(3, 2, 10, 20, 30)).pngData())
        let decoded = try #require(UIImage(data: png)?.cgImage)
        let p = try #require(decoded.bitmap.pixel(x: 2, y: 1))
        #expect([p.r, p.g, p.b, p.a] == [10, 20, 30, 255])
        // Cropping counts from the top left.
        let cropped = try #require(renderer.cgImage?.cropping(to: CGRect(x: 10, y: 5, width: 4, height: 3)))
        #expect(cropped.width == 4 && cropped.height == 3)
        #expect(renderer.cgImage?.cropping(to: CGRect(x: 100, y: 100, width: 4, height: 3)) == nil)
        // A CIImage of a UIImage keeps the pixels: red in, red out.
        let ci = try #require(CIImage(image: ui))
        #expect(ci.extent == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(try pixel(ci, 1, 1) == [255, 56, 60, 255])
    }

    @Test func badInputNeverCrashes() throws {
        let image = CIImage(cgImage: solid(8, 8, 0, 128, 0))
        let context = CIContext()
        #expect(context.createCGImage(CIImage(color: .red), from: .infinite) == nil)
        #expect(context.createCGImage(image, from: CGRect(x: 0, y: 0, width: 100_000, height: 100_000)) == nil)
        #expect(context.createCGImage(image, from: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)) == nil)
        #expect(context.createCGImage(image, from: .zero) == nil)
        #expect(image.transformed(by: CGAffineTransform(scaleX: .nan, y: 1)).extent.isNull)
        #expect(image.transformed(by: CGAffineTransform(scaleX: 0, y: 0)).extent.isNull)
        // Scaled down a billion times, then asked for a small rectangle: clear, quickly.
        let tiny = image.transformed(by: CGAffineTransform(scaleX: 1e-9, y: 1e-9))
        #expect(context.createCGImage(tiny, from: CGRect(x: 0, y: 0, width: 4, height: 4)) != nil)
        // Scaled up hugely: the request is bounded by the output rectangle (inside the image,
        // away from its edge, where linear sampling blends with the clear outside).
        let huge = image.transformed(by: CGAffineTransform(scaleX: 1e6, y: 1e6))
        #expect(try pixel(huge, 0, 0, in: CGRect(x: 1e6, y: 1e6, width: 4, height: 4)) == [0, 128, 0, 255])
        for radius in [Float.nan, -5, 0, .infinity, 1e9] {
            let blur = CIFilter.gaussianBlur()
            blur.inputImage = image
            blur.radius = radius
            #expect(blur.outputImage != nil)
        }
        for scale in [Float.nan, -1, 0, .infinity, 1e9] {
            let p = CIFilter.pixellate()
            p.inputImage = image
            p.scale = scale
            #expect(try pixel(#require(p.outputImage), 1, 1) == [0, 128, 0, 255])
        }
        let sepia = CIFilter.sepiaTone()
        sepia.setValue("not a number", forKey: kCIInputIntensityKey)
        sepia.setValue(Date(), forKey: kCIInputImageKey)
        #expect(sepia.outputImage == nil)
        #expect(CIImage(data: Data([1, 2, 3])) == nil)
        #expect(CIImage(image: UIImage()) == nil)
    }
}
