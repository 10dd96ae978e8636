import CairnPreviewDiscovery

/// A preview the program declares, as DeveloperToolsSupport's `PreviewRegistry`: `#Preview`
/// expands into a uniquely named type conforming to it, which says where the `#Preview`
/// stands and makes the `Preview`.
public protocol PreviewRegistry {
    /// The `Module/File.swift` file ID of the file holding the `#Preview`.
    static var fileID: String { get }
    /// The 1-based line of `#Preview`.
    static var line: Int { get }
    /// The 1-based column of `#Preview`.
    static var column: Int { get }
    /// Makes the preview (its name, traits and view).
    @MainActor static func makePreview() throws -> Preview
}

/// Every preview of the running program: the types `#Preview` expanded into, found through
/// the Swift runtime's protocol conformance records.
///
/// It finds the previews of the executable and of the modules linked into it statically (as
/// SwiftPM links a package's modules), on Linux (ELF). `cairn previews` compiles a package's
/// files into one program and renders `PreviewRegistrations.all` in order.
public enum PreviewRegistrations {
    /// Every registered preview, ordered by file ID, line and column (the order they are
    /// written in).
    public static var all: [any PreviewRegistry.Type] {
        conformingTypes(to: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
            .sorted { a, b in (a.fileID, a.line, a.column) < (b.fileID, b.line, b.column) }
    }

    /// Every type of the running program conforming to `CairnPreviews.<name>`, from the
    /// runtime's protocol conformance records (the buffer grows until every one fits).
    static func conformingTypes(to name: String) -> [Any.Type] {
        var capacity = 256
        while true {
            var buffer = [UnsafeRawPointer?](repeating: nil, count: capacity)
            let found = buffer.withUnsafeMutableBufferPointer { pointer in
                cairn_conforming_types("CairnPreviews", name, pointer.baseAddress, capacity)
            }
            if found > capacity {
                capacity = found
                continue
            }
            return buffer.prefix(found).compactMap { $0.map { unsafeBitCast($0, to: Any.Type.self) } }
        }
    }
}
