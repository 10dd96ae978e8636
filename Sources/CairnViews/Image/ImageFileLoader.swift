import CairnDisplayList
import CairnGeometry
import Foundation
import Synchronization

/// Finds and decodes the file behind `Image("name")` and `Image(contentsOf:)`.
///
/// Steps for a name:
/// 1. Candidates: a name with an extension is tried as is (and as `base@2x.ext`, ...);
///    without one, `name@Nx.png` for the display scale's N first, then the other scales and
///    `name.png`, then the same for `.jpg` and `.jpeg`, then `name.svg`.
/// 2. Places: a name holding a slash, or an absolute path, is a path (relative paths from
///    the current directory); otherwise the bundle's resources (nil: the main bundle's),
///    then the current directory.
/// 3. The first file that exists is read and handed to the environment's `imageDecoder`,
///    with the scale its `@Nx` suffix gives.
/// Failures are values with a message for `ViewLayout.diagnostics`, never traps.
enum ImageFileLoader {
    struct Failure: Error {
        let message: String
    }

    static func load(named name: String, bundle: Bundle?, environment: EnvironmentValues) -> Result<ImageSource, Failure> {
        guard !name.isEmpty else { return .failure(Failure(message: "Image(\"\") names no file; showing nothing.")) }
        if let url = findFile(named: name, bundle: bundle, displayScale: environment.displayScale) {
            return load(url: url, environment: environment)
        }
        let looked = candidateNames(name, displayScale: environment.displayScale).map { "'\($0)'" }.joined(separator: ", ")
        return .failure(Failure(message: "No image named '\(name)' (looked for \(looked) in the bundle and the current directory); showing nothing."))
    }

    /// The first file that exists for `name` (steps 1 and 2 above), nil for none.
    static func findFile(named name: String, bundle: Bundle?, displayScale: CGFloat) -> URL? {
        guard !name.isEmpty else { return nil }
        let names = candidateNames(name, displayScale: displayScale)
        let fm = FileManager.default
        var places: [URL] = []
        if name.hasPrefix("/") || name.contains("/") {
            places = [URL(fileURLWithPath: fm.currentDirectoryPath, isDirectory: true)]
            if name.hasPrefix("/") { places = [URL(fileURLWithPath: "/", isDirectory: true)] }
        } else {
            let b = bundle ?? Bundle.main
            if let r = b.resourceURL { places.append(r) }
            places.append(b.bundleURL)
            places.append(URL(fileURLWithPath: fm.currentDirectoryPath, isDirectory: true))
        }
        for place in places {
            for candidate in names {
                let url = candidate.hasPrefix("/") ? URL(fileURLWithPath: candidate) : place.appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
            }
        }
        return nil
    }

    /// The largest image file read, 256 MiB (PNG decoding refuses over 64 Mi pixels anyway).
    static let maximumFileSize = 256 << 20

    static func load(url: URL, environment: EnvironmentValues) -> Result<ImageSource, Failure> {
        let fileName = url.lastPathComponent
        let data: Data
        var cacheKey: DecodedImageCache.Key?
        // Only regular files of bounded size are read: a device (/dev/zero), a FIFO or a
        // huge file would never finish or exhaust memory.
        let resolved = url.resolvingSymlinksInPath().path
        if let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) {
            if attributes[.type] as? FileAttributeType != .typeRegular {
                return .failure(Failure(message: "Cannot load image file '\(url.path)': it is not a regular file; showing nothing."))
            }
            if let size = attributes[.size] as? Int, size > maximumFileSize {
                return .failure(Failure(message: "Cannot load image file '\(url.path)': it is \(size) bytes, over the \(maximumFileSize >> 20) MiB limit; showing nothing."))
            }
            if let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date {
                let key = DecodedImageCache.Key(path: resolved, size: size, modified: modified.timeIntervalSinceReferenceDate,
                                                file: (attributes[.systemFileNumber] as? Int) ?? 0,
                                                decoder: ObjectIdentifier(type(of: environment.imageDecoder)))
                if let cached = DecodedImageCache.shared.source(for: key) { return .success(cached) }
                cacheKey = key
            }
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "it cannot be read" : "the file does not exist"
            return .failure(Failure(message: "Cannot load image file '\(url.path)': \(reason); showing nothing."))
        }
        switch environment.imageDecoder.decodeImage(data, name: fileName, scale: scale(ofFileNamed: fileName)) {
        case .success(let source):
            if let cacheKey { DecodedImageCache.shared.insert(source, for: cacheKey) }
            return .success(source)
        case .failure(let error):
            return .failure(Failure(message: "Cannot decode image file '\(url.path)': \(error.reason); showing nothing."))
        }
    }

    /// Image bytes given in memory (`UIImage(data:)`), decoded once for the same bytes and
    /// decoder, as files are (each frame of an animation resolves the view again).
    static func load(data: Data, environment: EnvironmentValues) -> Result<ImageSource, Failure> {
        let decoder = environment.imageDecoder
        let key = DecodedImageCache.Key(path: "", size: data.count, modified: 0, file: 0,
                                        decoder: ObjectIdentifier(type(of: decoder)), bytes: data)
        if let cached = DecodedImageCache.shared.source(for: key) { return .success(cached) }
        switch decoder.decodeImage(data, name: "image data", scale: 1) {
        case .success(let source):
            DecodedImageCache.shared.insert(source, for: key)
            return .success(source)
        case .failure(let error):
            return .failure(Failure(message: "Cannot decode image data: \(error.reason); showing nothing."))
        }
    }

    /// The file names to try for `name`, best first.
    static func candidateNames(_ name: String, displayScale: CGFloat) -> [String] {
        let preferred = displayScale >= 2.5 ? [3, 2, 1] : displayScale >= 1.5 ? [2, 3, 1] : [1, 2, 3]
        func scaled(_ base: String, _ ext: String) -> [String] {
            preferred.map { $0 == 1 ? "\(base).\(ext)" : "\(base)@\($0)x.\(ext)" }
        }
        let ext = (name as NSString).pathExtension.lowercased()
        if ["png", "svg", "jpg", "jpeg"].contains(ext) {
            let base = (name as NSString).deletingPathExtension
            let realExt = (name as NSString).pathExtension
            if scale(ofFileNamed: name) != 1 || ext == "svg" { return [name] }
            return [name] + scaled(base, realExt).filter { $0 != name }
        }
        return scaled(name, "png") + scaled(name, "jpg") + scaled(name, "jpeg") + [name + ".svg", name]
    }

    /// The scale an `@Nx` suffix before the extension gives (`logo@2x.png` → 2), else 1.
    static func scale(ofFileNamed name: String) -> CGFloat {
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let at = base.lastIndex(of: "@"), base.hasSuffix("x") else { return 1 }
        let digits = base[base.index(after: at)..<base.index(before: base.endIndex)]
        guard let n = Int(digits), n >= 1, n <= 4 else { return 1 }
        return CGFloat(n)
    }
}

/// Image files already decoded, so a server that draws the same logo on every request reads
/// and decodes it once (issue 28: files used to be read on every resolve).
///
/// An entry is keyed by the file's resolved path, size, modification time and file number (or,
/// for image bytes in memory, by the bytes) and by the decoder's type: a file rewritten or replaced on disk is a new key, so an edit shows
/// on the next render. Decoded pixels are kept up to `byteLimit` (64 MiB) in all, the least
/// recently used dropped first; a single image larger than that is not kept. Thread-safe: renders
/// on several threads share it.
final class DecodedImageCache: Sendable {
    struct Key: Hashable, Sendable {
        var path: String
        var size: Int
        var modified: Double
        var file: Int
        var decoder: ObjectIdentifier
        /// Image bytes given in memory (`UIImage(data:)`): the key is the bytes themselves,
        /// hashed with the standard library's seeded hash and compared in full, so two images
        /// never share an entry, however their bytes were chosen.
        var bytes: Data? = nil
    }

    private struct State {
        var entries: [Key: (source: ImageSource, bytes: Int, use: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    /// The cache every image load shares.
    static let shared = DecodedImageCache()

    /// The most decoded bytes kept (pixels of bitmaps, documents of SVGs).
    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int = 64 << 20) { self.byteLimit = byteLimit }

    /// The decoded image for `key`, if kept.
    func source(for key: Key) -> ImageSource? {
        state.withLock { s in
            guard var entry = s.entries[key] else { return nil }
            s.clock &+= 1
            entry.use = s.clock
            s.entries[key] = entry
            return entry.source
        }
    }

    /// Keeps `source` for `key`, dropping the least recently used entries past the limit.
    func insert(_ source: ImageSource, for key: Key) {
        let bytes: Int
        switch source.content {
        case .bitmap(let b): bytes = b.rgba.count
        case .svg(let d, _): bytes = d.count
        }
        guard bytes <= byteLimit else { return }
        state.withLock { s in
            s.clock &+= 1
            if let old = s.entries[key] { s.bytes -= old.bytes }
            s.entries[key] = (source, bytes, s.clock)
            s.bytes += bytes
            while s.bytes > byteLimit, let oldest = s.entries.min(by: { $0.value.use < $1.value.use }) {
                s.bytes -= oldest.value.bytes
                s.entries[oldest.key] = nil
            }
        }
    }

    /// The number of images kept.
    var count: Int { state.withLock { $0.entries.count } }

    /// Forgets every image.
    func removeAll() { state.withLock { $0 = State() } }
}
