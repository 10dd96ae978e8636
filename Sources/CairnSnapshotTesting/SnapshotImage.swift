#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnCairo
import CairnPNG
import Foundation

/// The format of image snapshots: straight 8-bit RGBA pixels and the library versions
/// they were rendered with.
///
/// References are stored as PNG (8-bit RGBA, compression level 9) with the versions in
/// `tEXt` chunks; `init(pngData:)` reads any PNG back, bit for bit.
public struct SnapshotImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, row-major, top row first.
    public var pixels: [UInt8]
    /// The versions the image was rendered with; nil for a reference that records none.
    public var versions: RenderingVersions?
    /// Why there are no pixels (a render or decode failure); nil for a real image.
    public var problem: String?
    /// The design era the image was rendered in (a `design-era` `tEXt` chunk in the
    /// reference); nil when it records none (references made before the eras).
    public var designEra: DesignEra?

    /// An image of the given pixels.
    public init(width: Int, height: Int, pixels: [UInt8], versions: RenderingVersions? = .current) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.versions = versions
    }

    /// A rendered bitmap, stamped with the current library versions.
    public init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    }

    /// An image that could not be made, carrying the reason.
    init(problem: String, versions: RenderingVersions? = .current) {
        self.init(width: 0, height: 0, pixels: [], versions: versions)
        self.problem = problem
    }

    /// Decodes a PNG of any colour type and bit depth to 8-bit RGBA, reading the versions
    /// from its `tEXt` chunks.
    ///
    /// - Throws: `SnapshotImageError.decodingFailed` with libpng's reason.
    public init(pngData data: Data) throws {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var text: UnsafeMutablePointer<CChar>?
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            message.withUnsafeMutableBufferPointer { m in
                cairn_png_decode(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, Self.asStored,
                    &pixels, &width, &height, &text, m.baseAddress, m.count)
            }
        }
        defer {
            cairn_png_free_pixels(pixels)
            cairn_png_free_pixels(text)
        }
        guard status == 0, let pixels, let text else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SnapshotImageError.decodingFailed(reason: reason)
        }
        let count = Int(width) * Int(height) * 4
        self.init(
            width: Int(width), height: Int(height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: count)),
            versions: RenderingVersions(fields: Self.fields(String(cString: text))))
        designEra = Self.fields(String(cString: text))[Self.designEraKey].flatMap(DesignEra.init(rawValue:))
    }

    /// The `tEXt` keyword of the design era.
    static let designEraKey = "design-era"

    /// How references are read: the samples as stored (no gamma or colour-space conversion),
    /// with their text chunks, up to 65,536 pixels a side.
    private static let asStored = cairn_png_decode_options(samples: CAIRN_PNG_AS_STORED, max_side: 65536, max_pixels: 0, keep_pixels: 1)

    /// The image as PNG with the versions in `tEXt` chunks (the reference file format).
    ///
    /// - Throws: `SnapshotImageError.encodingFailed` for an empty image or a libpng error.
    public func pngData(compressionLevel: Int = 9) throws -> Data {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw SnapshotImageError.encodingFailed(
                reason: problem ?? "the image is \(width)×\(height) with \(pixels.count) bytes of pixels")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { p in
            message.withUnsafeMutableBufferPointer { m in
                cairn_png_encode(
                    p.baseAddress, Int32(width), Int32(height), Int32(width * 4), CAIRN_PIXELS_RGBA8_STRAIGHT,
                    Int32(min(max(compressionLevel, 0), 9)), &output, &size, m.baseAddress, m.count)
            }
        }
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SnapshotImageError.encodingFailed(reason: reason)
        }
        let png = Data(bytesNoCopy: output, count: size, deallocator: .free)
        let era = designEra.map { [(key: Self.designEraKey, value: $0.rawValue)] } ?? []
        return PNGTextChunks.inserting((versions?.fields ?? []) + era, into: png)
    }

    /// Parses `key=value` lines.
    private static func fields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return fields
    }
}

/// Why an image snapshot could not be encoded or decoded.
public enum SnapshotImageError: Error, LocalizedError, CustomStringConvertible, Equatable {
    /// The reference file is not a readable PNG.
    case decodingFailed(reason: String)
    /// The image could not be written as PNG.
    case encodingFailed(reason: String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .decodingFailed(let reason):
            "Could not read the PNG reference: \(reason). Delete it and record it again."
        case .encodingFailed(let reason):
            "Could not encode the snapshot as PNG: \(reason). Give the view a non-empty size (a frame or a fixed layout)."
        }
    }

    /// The same message as `description`, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
#endif
