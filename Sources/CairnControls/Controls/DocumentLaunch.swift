import CairnDisplayList
import CairnGeometry
import CairnTransferable
import CairnViews
import Foundation

// iOS 18's document launch experience (WWDC24 "Evolve your document launch experience";
// Apple's `DocumentLaunchView`, `NewDocumentButton`, `DefaultDocumentGroupLaunchActions`):
// a title over a background, the app's actions under it, and the document browser below.
// Apple declares the titles as `LocalizedStringResource`, which Linux Foundation lacks; Cairn
// takes `LocalizedStringKey`, so the string literals people write compile unchanged.

/// A button that creates and opens a new document, as SwiftUI's `NewDocumentButton` (iOS 18).
///
/// It draws as a button labelled by its title (without one, "Create Document", the title of
/// the button iOS's default launch actions show); in a launch view it takes the launch view's
/// button style. A still opens no document: neither `prepareDocument` nor
/// `prepareDocumentURL` is called.
public struct NewDocumentButton<Label: View>: View {
    let label: Label

    /// The button: its label in a `Button` that does nothing in a still.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension NewDocumentButton where Label == Text {
    /// The title iOS gives the button when none is given (Cairn's reading of iOS 18's default
    /// launch scene, whose button says "Create Document").
    static var defaultTitle: Text { Text("Create Document") }

    /// A button titled `title` that creates a document of the app's first type, or of
    /// `contentType`.
    public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
        label = Text(title)
    }

    /// A button titled `label` (nil: "Create Document") that creates a document of the app's
    /// first type, or of `contentType`.
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` that creates a `documentType` document from what
    /// `prepareDocument` returns (nil: an empty document).
    public init<D: FileDocument>(_ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        label = Text(title)
    }

    /// A button titled `label` (nil: "Create Document") that creates a `documentType`
    /// document from what `prepareDocument` returns (nil: an empty document).
    public init<D: FileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` that creates a `documentType` reference document from what
    /// `prepareDocument` returns (nil: an empty document).
    public init<D: ReferenceFileDocument>(_ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D? = { nil }) {
        label = Text(title)
    }

    /// A button titled `label` (nil: "Create Document") that creates a `documentType`
    /// reference document from what `prepareDocument` returns (nil: an empty document).
    public init<D: ReferenceFileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` that opens the `contentType` document at the URL
    /// `prepareDocumentURL` returns (nil: a new empty document).
    public init(_ title: LocalizedStringKey, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        label = Text(title)
    }

    /// A button titled `label` (nil: "Create Document") that opens the `contentType` document
    /// at the URL `prepareDocumentURL` returns (nil: a new empty document).
    public init(_ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = label ?? Self.defaultTitle
    }
}

/// The actions a document launch scene shows when given none, as SwiftUI's
/// `DefaultDocumentGroupLaunchActions` (iOS 18): one `NewDocumentButton`, "Create Document".
public struct DefaultDocumentGroupLaunchActions: View {
    /// The default actions.
    public init() {}

    /// A new-document button with its default title.
    public var body: some View { NewDocumentButton() }
}

/// Where a document launch view put its parts, given to its accessory views, as SwiftUI's
/// `DocumentLaunchGeometryProxy` (iOS 18).
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The launch view's frame, in its own coordinates.
    public let frame: CGRect
    /// The title's frame, in the launch view's coordinates.
    public let titleViewFrame: CGRect
}

/// The title's bounds, for the accessory views' proxy.
private struct LaunchTitleBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A view to present when launching document-related user experiences, as SwiftUI's
/// `DocumentLaunchView` (iOS 18): the title over the background, the actions under it, and
/// accessory views placed with a `DocumentLaunchGeometryProxy`.
///
/// Apple describes the parts (WWDC24 "Evolve your document launch experience") and publishes no
/// metrics. Cairn's estimate, from iOS's type and button styles: the title in the
/// large title font, bold, centred, its top at a fifth of the height; 24 points below it the
/// actions, stacked 12 points apart, each a large prominent bordered button. The background
/// defaults to `BackgroundStyle()`, as Apple's `backgroundStyle:` parameter does. iOS shows the
/// document browser under the actions, listing the files in the app's container; a render has
/// no container, so no browser is drawn, and no document opens (`onDocumentOpen` is not
/// called).
public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let title: Text?
    let actions: Actions
    let background: AnyView
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    init(title: Text?, actions: Actions, background: AnyView,
         backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil,
         overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil) {
        self.title = title
        self.actions = actions
        self.background = background
        self.backgroundAccessory = backgroundAccessory
        self.overlayAccessory = overlayAccessory
    }

    /// A launch view titled `title` that opens `contentTypes`, with `actions`, showing an
    /// opened document in `onDocumentOpen`'s view.
    public init(_ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
                @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())))
    }

    /// A launch view without a title that opens `contentTypes`, with `actions`.
    public init(for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
                @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: nil, actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())))
    }

    /// A launch view titled `title` over `background`.
    public init<Background: View>(_ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
                                  @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
                                  @ViewBuilder background: () -> Background) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()))
    }

    /// A launch view titled `title` over `backgroundStyle`.
    public init<B: ShapeStyle>(_ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
                               @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view titled `title` over `background`, with views behind and in front of the
    /// title placed by the proxy.
    public init<Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch view titled `title` over `backgroundStyle`, with views behind and in front of
    /// the title placed by the proxy.
    public init<B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch view titled `title` over `background`, with a view in front of the title.
    public init<Background: View, OverlayAccessory: View>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch view titled `title` over `backgroundStyle`, with a view in front of the title.
    public init<B: ShapeStyle, OverlayAccessory: View>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
    ) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// The background, the accessory views around the title, the title and the actions.
    public var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            VStack(spacing: 24) {
                if let title {
                    title.font(.largeTitle.bold()).multilineTextAlignment(.center)
                        .anchorPreference(key: LaunchTitleBoundsKey.self, value: .bounds) { $0 }
                }
                VStack(spacing: 12) { actions }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .padding(.horizontal, 20)
            .padding(.top, height / 5)
            .frame(width: proxy.size.width, height: height, alignment: .top)
            .backgroundPreferenceValue(LaunchTitleBoundsKey.self) { anchor in accessory(backgroundAccessory, anchor) }
            .overlayPreferenceValue(LaunchTitleBoundsKey.self) { anchor in accessory(overlayAccessory, anchor) }
        }
        .background { background.ignoresSafeArea() }
    }

    /// `make`'s view for the title's bounds (a zero rectangle at the top without a title).
    private func accessory(_ make: ((DocumentLaunchGeometryProxy) -> AnyView)?, _ anchor: Anchor<CGRect>?) -> some View {
        GeometryReader { proxy in
            if let make {
                let frame = CGRect(origin: .zero, size: proxy.size)
                make(DocumentLaunchGeometryProxy(frame: frame, titleViewFrame: anchor.map { proxy[$0] } ?? .zero))
            }
        }
    }
}
