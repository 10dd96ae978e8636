import Cairn
import Foundation

/// What every filter has (Core Image's `CIFilterProtocol`): its output.
public protocol CIFilterProtocol: AnyObject {
    /// The filter's result.
    var outputImage: CIImage? { get }
}

/// A QR code generator's inputs (Core Image's `CIQRCodeGenerator`).
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// The error correction level: `"L"` (7 %), `"M"` (15 %, the default), `"Q"` (25 %) or `"H"` (30 %).
    var correctionLevel: String { get set }
}

/// A sepia filter's inputs (Core Image's `CISepiaTone`).
public protocol CISepiaTone: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How much of the effect, 0...1 (default 1).
    var intensity: Float { get set }
}

/// A colour controls filter's inputs (Core Image's `CIColorControls`).
public protocol CIColorControls: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// Saturation (default 1; 0 is grey).
    var saturation: Float { get set }
    /// Brightness added (default 0).
    var brightness: Float { get set }
    /// Contrast around mid grey (default 1).
    var contrast: Float { get set }
}

/// A filter whose one input is an image (`CIColorInvert`, the photo effects).
public protocol CIColorInvert: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
}

/// A photo effect's inputs (Core Image's `CIPhotoEffect`): the image.
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
}

/// A Gaussian blur's inputs (Core Image's `CIGaussianBlur`).
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation in pixels (default 10).
    var radius: Float { get set }
}

/// A pixellate filter's inputs (Core Image's `CIPixellate`).
public protocol CIPixellate: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// Where the grid of squares is anchored (default (150, 150)).
    var center: CGPoint { get set }
    /// The squares' side in pixels (default 8).
    var scale: Float { get set }
}

/// A crystallize filter's inputs (Core Image's `CICrystallize`).
public protocol CICrystallize: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The cells' size in pixels (default 20).
    var radius: Float { get set }
    /// Where the cells are anchored (default (150, 150)).
    var center: CGPoint { get set }
}

/// A vignette's inputs (Core Image's `CIVignette`).
public protocol CIVignette: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How dark the edges get (default 0: none).
    var intensity: Float { get set }
    /// How far in the darkening starts, relative to the image (default 1).
    var radius: Float { get set }
}

/// An unsharp mask's inputs (Core Image's `CIUnsharpMask`).
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation in pixels (default 2.5).
    var radius: Float { get set }
    /// How much of the detail is added back (default 0.5).
    var intensity: Float { get set }
}

/// An edge filter's inputs (Core Image's `CIEdges`).
public protocol CIEdges: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How bright the edges are (default 1).
    var intensity: Float { get set }
}

/// A false colour filter's inputs (Core Image's `CIFalseColor`).
public protocol CIFalseColor: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The colour dark pixels become (default (0.3, 0, 0)).
    var color0: CIColor { get set }
    /// The colour light pixels become (default (1, 0.9, 0.8)).
    var color1: CIColor { get set }
}

/// A monochrome filter's inputs (Core Image's `CIColorMonochrome`).
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The colour (default (0.6, 0.45, 0.3)).
    var color: CIColor { get set }
    /// How much of the effect (default 1).
    var intensity: Float { get set }
}

/// A constant colour generator's inputs (Core Image's `CIConstantColorGenerator`).
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The colour.
    var color: CIColor { get set }
}

/// A compositing filter's inputs (Core Image's `CICompositeOperation`).
public protocol CICompositeOperation: CIFilterProtocol {
    /// The image on top.
    var inputImage: CIImage? { get set }
    /// The image below.
    var backgroundImage: CIImage? { get set }
}

/// Every built-in filter, typed: one class whose properties read and write the inputs by
/// key, returned by the factories as the protocol of its filter.
final class BuiltInFilter: CIFilter, CIQRCodeGenerator, CISepiaTone, CIColorControls, CIColorInvert, CIPhotoEffect,
    CIGaussianBlur, CIPixellate, CICrystallize, CIVignette, CIUnsharpMask, CIEdges, CIFalseColor, CIColorMonochrome,
    CIConstantColorGenerator, CICompositeOperation {
    var inputImage: CIImage? {
        get { imageValue() }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var backgroundImage: CIImage? {
        get { imageValue(kCIInputBackgroundImageKey) }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
    var message: Data {
        get { dataValue("inputMessage") }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var correctionLevel: String {
        get { stringValue("inputCorrectionLevel") }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
    var intensity: Float {
        get { floatValue(kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    var saturation: Float {
        get { floatValue(kCIInputSaturationKey) }
        set { setValue(newValue, forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { floatValue(kCIInputBrightnessKey) }
        set { setValue(newValue, forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { floatValue(kCIInputContrastKey) }
        set { setValue(newValue, forKey: kCIInputContrastKey) }
    }
    var radius: Float {
        get { floatValue(kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
    var scale: Float {
        get { floatValue(kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
    var center: CGPoint {
        get { vectorValue(kCIInputCenterKey).cgPointValue }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var color: CIColor {
        get { colorValue(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var color0: CIColor {
        get { colorValue("inputColor0") }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get { colorValue("inputColor1") }
        set { setValue(newValue, forKey: "inputColor1") }
    }

    static func make(_ name: String) -> BuiltInFilter {
        // Every factory names a filter of `FilterSpec.all`; the test `everyFactoryNamesAFilter` holds this.
        BuiltInFilter(name: name) ?? BuiltInFilter(name: "CIColorInvert")!
    }
}

extension CIFilter {
    /// A QR code generator (`CIQRCodeGenerator`).
    public static func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator { BuiltInFilter.make("CIQRCodeGenerator") }
    /// A sepia filter (`CISepiaTone`).
    public static func sepiaTone() -> any CIFilter & CISepiaTone { BuiltInFilter.make("CISepiaTone") }
    /// Saturation, brightness and contrast (`CIColorControls`).
    public static func colorControls() -> any CIFilter & CIColorControls { BuiltInFilter.make("CIColorControls") }
    /// Inverted colours (`CIColorInvert`).
    public static func colorInvert() -> any CIFilter & CIColorInvert { BuiltInFilter.make("CIColorInvert") }
    /// Black and white with strong contrast (`CIPhotoEffectNoir`).
    public static func photoEffectNoir() -> any CIFilter & CIPhotoEffect { BuiltInFilter.make("CIPhotoEffectNoir") }
    /// Black and white (`CIPhotoEffectMono`).
    public static func photoEffectMono() -> any CIFilter & CIPhotoEffect { BuiltInFilter.make("CIPhotoEffectMono") }
    /// Black and white with soft contrast (`CIPhotoEffectTonal`).
    public static func photoEffectTonal() -> any CIFilter & CIPhotoEffect { BuiltInFilter.make("CIPhotoEffectTonal") }
    /// A Gaussian blur (`CIGaussianBlur`).
    public static func gaussianBlur() -> any CIFilter & CIGaussianBlur { BuiltInFilter.make("CIGaussianBlur") }
    /// Squares of one colour (`CIPixellate`).
    public static func pixellate() -> any CIFilter & CIPixellate { BuiltInFilter.make("CIPixellate") }
    /// Polygon cells of one colour (`CICrystallize`).
    public static func crystallize() -> any CIFilter & CICrystallize { BuiltInFilter.make("CICrystallize") }
    /// Darkened edges (`CIVignette`).
    public static func vignette() -> any CIFilter & CIVignette { BuiltInFilter.make("CIVignette") }
    /// Sharpened detail (`CIUnsharpMask`).
    public static func unsharpMask() -> any CIFilter & CIUnsharpMask { BuiltInFilter.make("CIUnsharpMask") }
    /// Bright edges on black (`CIEdges`).
    public static func edges() -> any CIFilter & CIEdges { BuiltInFilter.make("CIEdges") }
    /// Two colours by luminance (`CIFalseColor`).
    public static func falseColor() -> any CIFilter & CIFalseColor { BuiltInFilter.make("CIFalseColor") }
    /// Shades of one colour (`CIColorMonochrome`).
    public static func colorMonochrome() -> any CIFilter & CIColorMonochrome { BuiltInFilter.make("CIColorMonochrome") }
    /// One colour everywhere (`CIConstantColorGenerator`).
    public static func constantColorGenerator() -> any CIFilter & CIConstantColorGenerator { BuiltInFilter.make("CIConstantColorGenerator") }
    /// One image over another (`CISourceOverCompositing`).
    public static func sourceOverCompositing() -> any CIFilter & CICompositeOperation { BuiltInFilter.make("CISourceOverCompositing") }
}

extension FilterSpec {
    /// The built-in filters, each with Core Image's name, inputs and defaults (Apple's
    /// filter documentation); how each draws is in `ColorFilters`, `Blur`, `Stylize` and
    /// `QRCode`.
    static let all: [FilterSpec] = [
        FilterSpec(name: "CIQRCodeGenerator", displayName: "QR Code Generator", categories: [kCICategoryGenerator, kCICategoryBuiltIn],
                   inputs: [Input(key: "inputMessage", defaultValue: Data()), Input(key: "inputCorrectionLevel", defaultValue: "M")]) { f in
            QRCode.image(message: f.dataValue("inputMessage"), level: f.stringValue("inputCorrectionLevel"))
        },
        FilterSpec(name: "CISepiaTone", displayName: "Sepia Tone", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputIntensityKey, defaultValue: Float(1))]) { f in
            f.imageValue().map { ColorFilters.sepia($0, intensity: f.floatValue(kCIInputIntensityKey)) }
        },
        FilterSpec(name: "CIColorControls", displayName: "Color Controls", categories: [kCICategoryColorAdjustment, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputSaturationKey, defaultValue: Float(1)),
                            Input(key: kCIInputBrightnessKey, defaultValue: Float(0)), Input(key: kCIInputContrastKey, defaultValue: Float(1))]) { f in
            f.imageValue().map {
                ColorFilters.controls($0, saturation: f.floatValue(kCIInputSaturationKey), brightness: f.floatValue(kCIInputBrightnessKey),
                                      contrast: f.floatValue(kCIInputContrastKey))
            }
        },
        FilterSpec(name: "CIColorInvert", displayName: "Color Invert", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil)]) { f in f.imageValue().map(ColorFilters.invert) },
        FilterSpec(name: "CIPhotoEffectNoir", displayName: "Noir", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil)]) { f in f.imageValue().map { ColorFilters.mono($0, contrast: 1.6) } },
        FilterSpec(name: "CIPhotoEffectMono", displayName: "Mono", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil)]) { f in f.imageValue().map { ColorFilters.mono($0, contrast: 1) } },
        FilterSpec(name: "CIPhotoEffectTonal", displayName: "Tonal", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil)]) { f in f.imageValue().map { ColorFilters.mono($0, contrast: 0.8) } },
        FilterSpec(name: "CIGaussianBlur", displayName: "Gaussian Blur", categories: [kCICategoryBlur, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputRadiusKey, defaultValue: Float(10))]) { f in
            f.imageValue().map { Blur.gaussian($0, sigma: Double(f.floatValue(kCIInputRadiusKey))) }
        },
        FilterSpec(name: "CIPixellate", displayName: "Pixellate", categories: [kCICategoryStylize, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputCenterKey, defaultValue: CIVector(x: 150, y: 150)),
                            Input(key: kCIInputScaleKey, defaultValue: Float(8))]) { f in
            f.imageValue().map { Stylize.pixellate($0, center: f.vectorValue(kCIInputCenterKey).cgPointValue, scale: f.floatValue(kCIInputScaleKey)) }
        },
        FilterSpec(name: "CICrystallize", displayName: "Crystallize", categories: [kCICategoryStylize, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputRadiusKey, defaultValue: Float(20)),
                            Input(key: kCIInputCenterKey, defaultValue: CIVector(x: 150, y: 150))]) { f in
            f.imageValue().map { Stylize.crystallize($0, radius: f.floatValue(kCIInputRadiusKey), center: f.vectorValue(kCIInputCenterKey).cgPointValue) }
        },
        FilterSpec(name: "CIVignette", displayName: "Vignette", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputIntensityKey, defaultValue: Float(0)),
                            Input(key: kCIInputRadiusKey, defaultValue: Float(1))]) { f in
            f.imageValue().map { Stylize.vignette($0, intensity: f.floatValue(kCIInputIntensityKey), radius: f.floatValue(kCIInputRadiusKey)) }
        },
        FilterSpec(name: "CIUnsharpMask", displayName: "Unsharp Mask", categories: [kCICategorySharpen, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputRadiusKey, defaultValue: Float(2.5)),
                            Input(key: kCIInputIntensityKey, defaultValue: Float(0.5))]) { f in
            f.imageValue().map { Blur.unsharp($0, radius: f.floatValue(kCIInputRadiusKey), intensity: f.floatValue(kCIInputIntensityKey)) }
        },
        FilterSpec(name: "CIEdges", displayName: "Edges", categories: [kCICategoryStylize, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputIntensityKey, defaultValue: Float(1))]) { f in
            f.imageValue().map { Stylize.edges($0, intensity: f.floatValue(kCIInputIntensityKey)) }
        },
        FilterSpec(name: "CIFalseColor", displayName: "False Color", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: "inputColor0", defaultValue: CIColor(red: 0.3, green: 0, blue: 0)),
                            Input(key: "inputColor1", defaultValue: CIColor(red: 1, green: 0.9, blue: 0.8))]) { f in
            f.imageValue().map { ColorFilters.falseColor($0, f.colorValue("inputColor0"), f.colorValue("inputColor1")) }
        },
        FilterSpec(name: "CIColorMonochrome", displayName: "Color Monochrome", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputColorKey, defaultValue: CIColor(red: 0.6, green: 0.45, blue: 0.3)),
                            Input(key: kCIInputIntensityKey, defaultValue: Float(1))]) { f in
            f.imageValue().map { ColorFilters.monochrome($0, f.colorValue(kCIInputColorKey), intensity: f.floatValue(kCIInputIntensityKey)) }
        },
        FilterSpec(name: "CIConstantColorGenerator", displayName: "Constant Color", categories: [kCICategoryGenerator, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputColorKey, defaultValue: CIColor.red)]) { f in CIImage(color: f.colorValue(kCIInputColorKey)) },
        FilterSpec(name: "CISourceOverCompositing", displayName: "Source Over", categories: [kCICategoryCompositeOperation, kCICategoryBuiltIn],
                   inputs: [Input(key: kCIInputImageKey, defaultValue: nil), Input(key: kCIInputBackgroundImageKey, defaultValue: nil)]) { f in
            guard let top = f.imageValue() else { return nil }
            return top.composited(over: f.imageValue(kCIInputBackgroundImageKey) ?? .empty())
        },
    ]
}
