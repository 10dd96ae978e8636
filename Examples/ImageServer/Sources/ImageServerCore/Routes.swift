import Cairn
import Foundation
import Hummingbird

/// The image routes:
/// - `GET /card?title=…&author=…&tag=…&theme=light|dark&scale=1…3` — a social card, PNG;
/// - `GET /chart.svg?values=3,1,4&labels=a,b,c&title=…&kind=bar|line&width=…&height=…` —
///   a Swift Charts chart, SVG;
/// - `GET /badge/:label/:value.png?color=…` — a badge, PNG;
/// - `GET /health` — `ok`, for load balancers and the smoke test.
///
/// Every image answer carries `Cache-Control` and an `ETag` computed from the route and its
/// parameters (not from the image: a request whose ETag the client already holds is
/// answered 304 without rendering).
public struct ImageRoutes: Sendable {
    /// Where renders run.
    public let renders: RenderQueue
    /// `Cache-Control` of every image: the same parameters always give the same bytes
    /// (Cairn's output is deterministic), so a day of caching is safe.
    public static let cacheControl = "public, max-age=86400"
    /// Part of every ETag: bump it when the drawing code changes.
    public static let version = "1"

    /// Routes rendering on `renders`.
    public init(renders: RenderQueue = RenderQueue()) {
        self.renders = renders
    }

    /// Adds the routes to `router`.
    public func add<Context: RequestContext>(to router: Router<Context>) {
        router.get("/health") { _, _ in "ok" }
        router.get("/card") { request, _ in try await card(request) }
        router.get("/chart.svg") { request, _ in try await chart(request) }
        router.get("/badge/:label/{value}.png") { request, context in
            try await badge(request, label: context.parameters.get("label"), value: context.parameters.get("value"))
        }
    }

    func card(_ request: Request) async throws -> Response {
        let q = try QueryParameters(query: request.uri.query, allowed: ["title", "author", "tag", "theme", "scale"])
        let title = try q.text("title", maximumLength: 200, required: true)
        let author = try q.text("author", maximumLength: 80)
        let tag = try q.text("tag", maximumLength: 24)
        let dark = try q.choice("theme", ["light", "dark"]) == "dark"
        let scale = try q.number("scale", in: 1...3, default: 1)
        return try await image(request, route: "card", key: q.canonical, contentType: "image/png") {
            let renderer = ImageRenderer(content: SocialCard(title: title, author: author, tag: tag, isDark: dark))
            renderer.scale = scale
            return try renderer.pngData()
        }
    }

    func chart(_ request: Request) async throws -> Response {
        let q = try QueryParameters(query: request.uri.query, allowed: ["values", "labels", "title", "kind", "width", "height"])
        guard let valuesText = q["values"], !valuesText.isEmpty else {
            throw HTTPError(.badRequest, message: "parameter 'values' is required: numbers separated by commas, such as values=3,1,4")
        }
        let texts = valuesText.split(separator: ",", omittingEmptySubsequences: false)
        guard texts.count <= 50 else { throw HTTPError(.badRequest, message: "'values' has \(texts.count) numbers; at most 50") }
        let values = try texts.enumerated().map { i, text -> Double in
            guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite, abs(v) <= 1e12 else {
                throw HTTPError(.badRequest, message: "value \(i + 1) of 'values' must be a finite number of at most 10¹² in size, got '\(QueryParameters.printable(String(text)))'")
            }
            return v
        }
        var labels = values.indices.map { String($0 + 1) }
        if let labelsText = q["labels"], !labelsText.isEmpty {
            let given = labelsText.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard given.count == values.count else {
                throw HTTPError(.badRequest, message: "'labels' has \(given.count) labels for \(values.count) values")
            }
            labels = try given.map { try QueryParameters.checkText($0, name: "labels", maximumLength: 24) }
            guard Set(labels).count == labels.count else { throw HTTPError(.badRequest, message: "'labels' must be distinct") }
        }
        let title = try q.text("title", maximumLength: 80)
        let line = try q.choice("kind", ["bar", "line"]) == "line"
        let width = try q.number("width", in: 100...2000, default: 600)
        let height = try q.number("height", in: 100...2000, default: 400)
        let points = zip(labels, values).enumerated().map { ChartPoint(id: $0.offset, label: $0.element.0, value: $0.element.1) }
        return try await image(request, route: "chart", key: q.canonical, contentType: "image/svg+xml") {
            let view = ValueChart(points: points, isLine: line, title: title).frame(width: width, height: height)
            return try ImageRenderer(content: view).svgData()
        }
    }

    func badge(_ request: Request, label rawLabel: String?, value rawValue: String?) async throws -> Response {
        let q = try QueryParameters(query: request.uri.query, allowed: ["color"])
        let label = try Self.pathText(rawLabel, name: "label")
        let value = try Self.pathText(rawValue, name: "value")
        let colorName = try q.choice("color", Array(Self.badgeColors.keys).sorted { $0 == "green" || ($1 != "green" && $0 < $1) })
        let color = Self.badgeColors[colorName]!
        let key = "label=\(label)\nvalue=\(value)\n" + q.canonical
        return try await image(request, route: "badge", key: key, contentType: "image/png") {
            let renderer = ImageRenderer(content: Badge(label: label, value: value, color: color))
            renderer.scale = 2
            return try renderer.pngData()
        }
    }

    /// The badge colours by name (shields.io's).
    static let badgeColors: [String: Color] = [
        "green": Color(red: 0.27, green: 0.73, blue: 0.11), "blue": Color(red: 0.0, green: 0.49, blue: 0.78),
        "red": Color(red: 0.88, green: 0.36, blue: 0.26), "orange": Color(red: 0.99, green: 0.50, blue: 0.23),
        "grey": Color(white: 0.62),
    ]

    /// A path component that is drawn: percent-decoded, at most 40 characters, and never
    /// something that looks like a path (`/`, `\`, `..`): the badge draws it, but a copy of
    /// this code that saved files by name must not be led out of its folder.
    static func pathText(_ raw: String?, name: String) throws -> String {
        guard let raw, !raw.isEmpty else { throw HTTPError(.badRequest, message: "the badge's \(name) is empty") }
        guard raw.utf8.count <= 40 * 3 * 4 else { throw HTTPError(.badRequest, message: "the badge's \(name) is longer than 40 characters") }
        let text = try QueryParameters.decode(Substring(raw), what: "the badge's \(name)")
        if text.contains("/") || text.contains("\\") || text.contains("..") {
            throw HTTPError(.badRequest, message: "the badge's \(name) must not contain '/', '\\' or '..'")
        }
        return try QueryParameters.checkText(text, name: name, maximumLength: 40)
    }

    /// Answers 304 when the client holds the ETag, else renders on the queue.
    func image(_ request: Request, route: String, key: String, contentType: String, render: @escaping @Sendable () throws -> Data) async throws -> Response {
        let etag = "\"" + Self.etag(route: route, key: key) + "\""
        var headers = HTTPFields()
        headers[.eTag] = etag
        headers[.cacheControl] = Self.cacheControl
        if let held = request.headers[.ifNoneMatch], held.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
            return Response(status: .notModified, headers: headers)
        }
        let data: Data
        do {
            data = try await renders.run(render)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(.internalServerError, message: "the image could not be rendered: \(error)")
        }
        headers[.contentType] = contentType
        headers[.contentLength] = String(data.count)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// 16 hex digits of FNV-1a (64-bit) over the version, route and canonical parameters:
    /// stable across processes and machines (Swift's `Hasher` is seeded per process).
    public static func etag(route: String, key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(version)\n\(route)\n\(key)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The server: the image routes on `host:port`.
public func buildApplication(host: String, port: Int, renders: RenderQueue = RenderQueue()) -> some ApplicationProtocol {
    let router = Router()
    ImageRoutes(renders: renders).add(to: router)
    return Application(router: router, configuration: .init(address: .hostname(host, port: port), serverName: "ImageServer"))
}
