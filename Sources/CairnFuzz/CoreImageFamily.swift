import Cairn
import CairnCoreImage
import Foundation

// The `coreImage` family: Core Image recipes with hostile inputs — QR messages of hostile
// lengths and levels, transforms with NaN, zero, tiny and huge factors, crops and
// compositions of infinite images, every built-in filter with hostile numbers (NaN, huge,
// negative radii, scales, intensities), inputs of the wrong types, chains of filters — made
// into bitmaps over hostile rectangles, and shown through `UIImage` and `Image`.

func coreImageFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let context = CIContext()
    let side = r.int(1...40)
    let bytes = (0..<(side * side)).flatMap { _ in [UInt8(r.int(0...255)), UInt8(r.int(0...255)), UInt8(r.int(0...255)), UInt8(r.int(0...255))] }
    var image: CIImage
    switch r.int(0...3) {
    case 0:
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data((0..<r.pick([0, 1, 50, 2953, 2954, 20_000])).map { _ in UInt8(r.int(0...255)) })
        qr.correctionLevel = r.pick(["L", "M", "Q", "H", "", "X", "mm"])
        image = qr.outputImage ?? .empty()
    case 1: image = CIImage(color: CIColor(red: r.number(), green: r.number(), blue: r.number(), alpha: r.number()))
    case 2: image = CIImage(data: Data(bytes.prefix(r.int(0...bytes.count)))) ?? .empty()
    default:
        let renderer = ImageRenderer(content: Color.orange.frame(width: CGFloat(side), height: CGFloat(side)))
        image = renderer.cgImage.map(CIImage.init(cgImage:)) ?? .empty()
    }
    for _ in 0..<r.int(1...4) {
        switch r.int(0...6) {
        case 0:
            let t = CGAffineTransform(a: r.pick([r.number(), 10, 0.5, 1e-9, 1e9]), b: r.chance(0.3) ? r.number() : 0,
                                      c: r.chance(0.3) ? r.number() : 0, d: r.pick([r.number(), 10, 0.5, 1e-9]), tx: r.number(), ty: r.number())
            image = r.chance(0.5) ? image.transformed(by: t) : image.samplingNearest().transformed(by: t)
        case 1: image = image.cropped(to: CGRect(x: r.number(), y: r.number(), width: r.number(), height: r.number()))
        case 2: image = image.clampedToExtent()
        case 3: image = image.composited(over: r.chance(0.5) ? CIImage(color: .blue) : image)
        case 4: image = image.applyingGaussianBlur(sigma: r.number())
        default:
            let names = CIFilter.filterNames(inCategory: nil)
            guard let filter = CIFilter(name: r.pick(names)) else { continue }
            for key in filter.inputKeys {
                let value: Any = key == kCIInputImageKey ? (r.chance(0.9) ? image as Any : "not an image" as Any)
                    : r.pick([r.number(), Float(r.number()), Int.max, "text", CIVector(x: r.number(), y: r.number()), CIColor.red, Data([1, 2])] as [Any])
                filter.setValue(value, forKey: key)
            }
            image = filter.outputImage ?? image
        }
    }
    let rect = r.chance(0.6) ? image.extent : CGRect(x: r.number(), y: r.number(), width: r.mild(), height: r.mild())
    if let cgImage = context.createCGImage(image, from: rect) {
        try render(VStack {
            Image(uiImage: UIImage(cgImage: cgImage, scale: r.pick([1, 2, 0, -1, .nan]), orientation: r.pick(UIImage.Orientation.allCases)))
                .interpolation(.none).resizable().scaledToFit().frame(width: r.mild(), height: r.mild())
            Image(decorative: cgImage, scale: r.number())
        }, &r)
        _ = UIImage(cgImage: cgImage).pngData()
        _ = cgImage.cropping(to: CGRect(x: r.number(), y: r.number(), width: r.number(), height: r.number()))
    }
}
