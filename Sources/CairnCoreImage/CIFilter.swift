import Cairn
import Foundation

/// An image filter (Core Image's `CIFilter`): a built-in filter by name or by its typed
/// factory (`CIFilter.sepiaTone()`), its inputs set as properties or with
/// `setValue(_:forKey:)`, its result in `outputImage` — made when read, so changing an input
/// and reading again gives the new result.
///
/// ```swift
/// let sepia = CIFilter.sepiaTone()
/// sepia.inputImage = CIImage(image: photo)
/// sepia.intensity = 0.8
/// let output = sepia.outputImage
/// ```
///
/// The built-in filters Cairn draws are listed by `CIFilter.filterNames(inCategory: nil)`;
/// `CIFilter(name:)` is nil for others, as Core Image's is for a name it does not know.
/// Subclass it (overriding `outputImage`) for a filter of your own, as on iOS.
open class CIFilter: CustomStringConvertible {
    /// The filter's name, such as `"CISepiaTone"`.
    public let name: String
    /// The built-in filter this is, nil for a subclass of the user's.
    let spec: FilterSpec?
    /// The inputs, by key.
    var values: [String: Any] = [:]

    /// A filter of the user's (a subclass overriding `outputImage`).
    public init() {
        name = String(describing: type(of: self))
        spec = nil
    }

    /// The built-in filter `name` with its default inputs; nil for a name Cairn does not
    /// know (Core Image: nil for an unknown name).
    public init?(name: String) {
        guard let spec = FilterSpec.byName[name] else { return nil }
        self.name = name
        self.spec = spec
        setDefaults()
    }

    /// The built-in filter `name` with `parameters` set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the filter's inputs (`inputImage` first where it has one).
    open var inputKeys: [String] { spec?.inputs.map(\.key) ?? [] }

    /// The names of its outputs: `outputImage`.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's result, made from its inputs when read; nil when an input it needs is
    /// missing (no input image) or a code cannot hold its message.
    open var outputImage: CIImage? { spec?.apply(self) }

    /// Sets every input to its default (an image input to none).
    open func setDefaults() {
        for input in spec?.inputs ?? [] { values[input.key] = input.defaultValue }
    }

    /// Sets the input `key` (Core Image's key-value coding): numbers of any type, images,
    /// vectors, colours, data and strings, as each input takes; nil removes it. A key the
    /// filter does not have is kept and not read.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == kCIOutputImageKey { return }
        values[key] = value
    }

    /// The input `key` (or `outputImage`), nil when unset.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// The filter's attributes: its name and display name, and each input's default.
    open var attributes: [String: Any] {
        var result: [String: Any] = [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: spec?.displayName ?? name]
        for input in spec?.inputs ?? [] {
            result[input.key] = input.defaultValue.map { [kCIAttributeDefault: $0] as [String: Any] } ?? [:]
        }
        return result
    }

    /// The built-in filters Cairn draws in `category` (nil: all), by name.
    public static func filterNames(inCategory category: String?) -> [String] {
        FilterSpec.all.filter { category == nil || $0.categories.contains(category!) }.map(\.name)
    }

    /// The built-in filters in any of `categories` (nil: all).
    public static func filterNames(inCategories categories: [String]?) -> [String] {
        guard let categories else { return filterNames(inCategory: nil) }
        return FilterSpec.all.filter { !$0.categories.isDisjoint(with: categories) }.map(\.name)
    }

    /// The filter's display name (`"Sepia Tone"`).
    public static func localizedName(forFilterName filterName: String) -> String? { FilterSpec.byName[filterName]?.displayName }

    /// `<CIFilter CISepiaTone>`.
    open var description: String { "<CIFilter \(name)>" }

    // MARK: Typed reads of inputs

    func imageValue(_ key: String = kCIInputImageKey) -> CIImage? { values[key] as? CIImage }

    func floatValue(_ key: String) -> Float {
        let fallback = spec?.inputs.first { $0.key == key }?.defaultValue
        return CIFilter.number(values[key]) ?? CIFilter.number(fallback) ?? 0
    }

    func vectorValue(_ key: String) -> CIVector {
        switch values[key] {
        case let v as CIVector: return v
        case let p as CGPoint: return CIVector(cgPoint: p)
        default: return CIVector(x: 0, y: 0)
        }
    }

    func colorValue(_ key: String) -> CIColor {
        switch values[key] {
        case let c as CIColor: return c
        case let c as UIColor: return CIColor(color: c)
        default: return (spec?.inputs.first { $0.key == key }?.defaultValue as? CIColor) ?? .black
        }
    }

    func dataValue(_ key: String) -> Data {
        switch values[key] {
        case let d as Data: return d
        case let d as NSData: return Data(referencing: d)
        case let b as [UInt8]: return Data(b)
        case let s as String: return Data(s.utf8)
        default: return Data()
        }
    }

    func stringValue(_ key: String) -> String { (values[key] as? String) ?? (values[key] as? NSString).map { String($0) } ?? "" }

    /// A number from any numeric input (Float, Double, CGFloat, Int, NSNumber, a numeric
    /// string); nil otherwise. NaN stays NaN (each filter decides its fallback).
    static func number(_ value: Any?) -> Float? {
        switch value {
        case let v as Float: return v
        case let v as Double: return Float(v)
        case let v as CGFloat: return Float(v)
        case let v as Int: return Float(v)
        case let v as NSNumber: return v.floatValue
        case let v as String: return Float(v)
        default: return nil
        }
    }
}

/// The input image key, `"inputImage"`.
public let kCIInputImageKey = "inputImage"
/// The output image key, `"outputImage"`.
public let kCIOutputImageKey = "outputImage"
/// The intensity key, `"inputIntensity"`.
public let kCIInputIntensityKey = "inputIntensity"
/// The radius key, `"inputRadius"`.
public let kCIInputRadiusKey = "inputRadius"
/// The scale key, `"inputScale"`.
public let kCIInputScaleKey = "inputScale"
/// The centre key, `"inputCenter"`.
public let kCIInputCenterKey = "inputCenter"
/// The saturation key, `"inputSaturation"`.
public let kCIInputSaturationKey = "inputSaturation"
/// The brightness key, `"inputBrightness"`.
public let kCIInputBrightnessKey = "inputBrightness"
/// The contrast key, `"inputContrast"`.
public let kCIInputContrastKey = "inputContrast"
/// The colour key, `"inputColor"`.
public let kCIInputColorKey = "inputColor"
/// The background image key, `"inputBackgroundImage"`.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The angle key, `"inputAngle"`.
public let kCIInputAngleKey = "inputAngle"
/// The width key, `"inputWidth"`.
public let kCIInputWidthKey = "inputWidth"
/// The amount key, `"inputAmount"`.
public let kCIInputAmountKey = "inputAmount"
/// The filter name attribute, `"CIAttributeFilterName"`.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The display name attribute, `"CIAttributeFilterDisplayName"`.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// An input's default, `"CIAttributeDefault"`.
public let kCIAttributeDefault = "CIAttributeDefault"
/// Filters that change colours, `"CICategoryColorEffect"`.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// Filters that adjust colours, `"CICategoryColorAdjustment"`.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// Blurs, `"CICategoryBlur"`.
public let kCICategoryBlur = "CICategoryBlur"
/// Stylizing filters, `"CICategoryStylize"`.
public let kCICategoryStylize = "CICategoryStylize"
/// Sharpening filters, `"CICategorySharpen"`.
public let kCICategorySharpen = "CICategorySharpen"
/// Generators, `"CICategoryGenerator"`.
public let kCICategoryGenerator = "CICategoryGenerator"
/// Compositing filters, `"CICategoryCompositeOperation"`.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// Built-in filters, `"CICategoryBuiltIn"`.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"

/// A built-in filter: its inputs with their defaults and how it makes its output.
struct FilterSpec: Sendable {
    struct Input: Sendable {
        let key: String
        let defaultValue: (any Sendable)?
    }

    let name: String
    let displayName: String
    let categories: Set<String>
    let inputs: [Input]
    let apply: @Sendable (CIFilter) -> CIImage?

    static let byName: [String: FilterSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
