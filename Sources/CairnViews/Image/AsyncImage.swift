import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// The phase of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`: `.empty` before the
/// load completes (or with no URL), then `.success` with the image or `.failure` with the
/// reason.
public enum AsyncImagePhase {
    /// No image is loaded: the URL is nil, or the load has not completed.
    case empty
    /// The image loaded.
    case success(Image)
    /// The image failed to load, for the reason `Error` gives.
    case failure(any Error)

    /// The loaded image, nil in the other phases.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The reason the load failed, nil in the other phases.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` failed to load: the file's problem, in words.
struct AsyncImageLoadError: Error, CustomStringConvertible {
    let description: String
}

/// A view that loads and displays an image, as SwiftUI's `AsyncImage` (iOS 15).
///
/// Apple: "This view uses the shared URLSession instance to load an image from a URL that you
/// specify … Until the image loads, the view displays a standard placeholder that fills the
/// available space. After the load completes successfully, the view updates to display the
/// image." A render is a still picture that must be the same on every run and never wait, so
/// Cairn loads what it can load at once and shows the phase iOS shows otherwise:
/// - a `file:` URL is read and decoded when the view is laid out (PNG or SVG, as
///   `Image(contentsOf:)`), so the picture shows `.success` with the image, at `scale` pixels
///   per point; a file that is missing or cannot be decoded gives `.failure`;
/// - any other URL (`https:`, `http:` …) is not fetched: the picture shows `.empty`, the phase
///   of iOS's first frame, and `ViewLayout.diagnostics` says so; a nil URL is `.empty`, as
///   Apple documents.
///
/// The default placeholder (`init(url:scale:)`, shown while `.empty` and on `.failure`) fills
/// the space it is offered, as Apple's diagram shows (a grey box); its colour,
/// `secondarySystemFill` (rgb(120, 120, 128) at 16 %, dark 32 %), is Cairn's estimate: Apple
/// names none. The loaded image keeps its own size, as Apple's example says ("the icon is
/// smaller than the frame, and so appears smaller than the placeholder"); image modifiers go on
/// the `Image` the content closure receives.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    /// The view for a phase (every initialiser's closures folded into one).
    let build: (AsyncImagePhase) -> AnyView

    private init(url: URL?, scale: CGFloat, build: @escaping (AsyncImagePhase) -> AnyView) {
        self.url = url
        self.scale = scale
        self.build = build
    }

    /// Loads and displays the image at `url`, with the standard placeholder until it loads
    /// (Apple: `init(url:scale:)`). `scale` is the image's pixels per point ("set a value of
    /// 2 for an image that you would name with the @2x suffix").
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase in
            phase.image.map { AnyView($0) } ?? AnyView(Color(uiColor: .secondarySystemFill))
        }
    }

    /// Loads the image at `url` and shows it through `content` (where image modifiers such as
    /// `resizable()` go), with `placeholder` until it loads or when it fails (Apple:
    /// `init(url:scale:content:placeholder:)`).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
        }
    }

    /// Loads the image at `url` and shows the view `content` returns for the load's phase
    /// (Apple: `init(url:scale:transaction:content:)`). A still has no phase change, so
    /// `transaction` changes nothing.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, scale: scale) { AnyView(content($0)) }
    }

    /// Never evaluated: `AsyncImage` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let (phase, diagnostic) = Self.phase(url: url, scale: scale, environment: context.environment)
        if let diagnostic { context.graph.diagnose(diagnostic) }
        return context.child(0).resolve(build(phase))
    }

    /// The phase a render shows for `url` (see the type), and a diagnostic for the layout's
    /// list when the image is not shown.
    static func phase(url: URL?, scale: CGFloat, environment: EnvironmentValues) -> (AsyncImagePhase, String?) {
        guard let url else { return (.empty, nil) }
        guard url.isFileURL else {
            return (.empty, "AsyncImage(url: \(url.absoluteString.prefix(200))): Cairn does not load over the network (a render never waits and is the same on every run); showing the phase before the load completes, .empty, as iOS's first frame. Use a file: URL to draw the image.")
        }
        switch ImageFileLoader.load(url: url, environment: environment) {
        case .success(var source):
            // AsyncImage's scale, not the file name's @Nx, gives the pixels per point.
            if case .bitmap = source.content { source.scale = scale.isFinite && scale > 0 ? scale : 1 }
            return (.success(Image(source: source)), nil)
        case .failure(let failure):
            return (.failure(AsyncImageLoadError(description: failure.message)), "AsyncImage: " + failure.message)
        }
    }
}
