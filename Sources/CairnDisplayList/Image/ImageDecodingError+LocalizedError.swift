import Foundation

/// `error.localizedDescription` says which image failed to decode and what Cairn reads.
extension ImageDecodingError: LocalizedError {
    /// "Could not decode the image: <reason>", with the formats Cairn reads.
    public var errorDescription: String? {
        "Could not decode the image: \(reason). Cairn reads PNG, JPEG and SVG files; convert the image to one of them."
    }
}
