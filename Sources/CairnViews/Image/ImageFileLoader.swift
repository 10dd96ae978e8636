import CairnDisplayList
import CairnGeometry
import Foundation

/// Finds and decodes the file behind `Image("name")` and `Image(contentsOf:)`.
///
/// Steps for a name:
/// 1. Candidates: a name with an extension is tried as is (and as `base@2x.ext`, ...);
///    without one, `name@Nx.png` for the display scale's N first, then the other scales and
///    `name.png`, then `name.svg`.
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
        let names = candidateNames(name, displayScale: environment.displayScale)
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
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return load(url: url, environment: environment)
                }
            }
        }
        let looked = names.map { "'\($0)'" }.joined(separator: ", ")
        return .failure(Failure(message: "No image named '\(name)' (looked for \(looked) in the bundle and the current directory); showing nothing."))
    }

    /// The largest image file read, 256 MiB (PNG decoding refuses over 64 Mi pixels anyway).
    static let maximumFileSize = 256 << 20

    static func load(url: URL, environment: EnvironmentValues) -> Result<ImageSource, Failure> {
        let fileName = url.lastPathComponent
        let data: Data
        // Only regular files of bounded size are read: a device (/dev/zero), a FIFO or a
        // huge file would never finish or exhaust memory.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) {
            if attributes[.type] as? FileAttributeType != .typeRegular {
                return .failure(Failure(message: "Cannot load image file '\(url.path)': it is not a regular file; showing nothing."))
            }
            if let size = attributes[.size] as? Int, size > maximumFileSize {
                return .failure(Failure(message: "Cannot load image file '\(url.path)': it is \(size) bytes, over the \(maximumFileSize >> 20) MiB limit; showing nothing."))
            }
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "it cannot be read" : "the file does not exist"
            return .failure(Failure(message: "Cannot load image file '\(url.path)': \(reason); showing nothing."))
        }
        switch environment.imageDecoder.decodeImage(data, name: fileName, scale: scale(ofFileNamed: fileName)) {
        case .success(let source): return .success(source)
        case .failure(let error):
            return .failure(Failure(message: "Cannot decode image file '\(url.path)': \(error.reason); showing nothing."))
        }
    }

    /// The file names to try for `name`, best first.
    static func candidateNames(_ name: String, displayScale: CGFloat) -> [String] {
        let preferred = displayScale >= 2.5 ? [3, 2, 1] : displayScale >= 1.5 ? [2, 3, 1] : [1, 2, 3]
        func scaled(_ base: String, _ ext: String) -> [String] {
            preferred.map { $0 == 1 ? "\(base).\(ext)" : "\(base)@\($0)x.\(ext)" }
        }
        let ext = (name as NSString).pathExtension.lowercased()
        if ext == "png" || ext == "svg" {
            let base = (name as NSString).deletingPathExtension
            let realExt = (name as NSString).pathExtension
            if scale(ofFileNamed: name) != 1 || ext == "svg" { return [name] }
            return [name] + scaled(base, realExt).filter { $0 != name }
        }
        return scaled(name, "png") + [name + ".svg", name]
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
