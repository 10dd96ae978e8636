import Cairn
import CairnViews
import Foundation

/// A filter that restricts which kinds of assets a Photos picker shows, as PhotosUI's
/// `PHPickerFilter`: `.images`, `.videos`, `.livePhotos`, …, combined with
/// `any(of:)`, `all(of:)` and `not(_:)`. A still shows no picker's content, so the filter only
/// travels with the picker.
public struct PHPickerFilter: Hashable, Sendable {
    /// The filter's description, for diagnostics: its kind, or how it combines others.
    public let name: String

    init(_ name: String) { self.name = name }

    /// Images, Live Photos included.
    public static let images = PHPickerFilter("images")
    /// Videos.
    public static let videos = PHPickerFilter("videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter("livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter("screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    /// Panoramas.
    public static let panoramas = PHPickerFilter("panoramas")
    /// Photos taken with a depth effect (Portrait mode).
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    /// Bursts.
    public static let bursts = PHPickerFilter("bursts")
    /// Cinematic-mode videos.
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    /// Spatial photos and videos.
    public static let spatialMedia = PHPickerFilter("spatialMedia")

    /// Assets that match any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("any(" + subfilters.map(\.name).joined(separator: ", ") + ")")
    }

    /// Assets that match all of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("all(" + subfilters.map(\.name).joined(separator: ", ") + ")")
    }

    /// Assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter("not(\(filter.name))") }
}

/// An item a Photos picker selected, as PhotosUI's `PhotosPickerItem`: what
/// `PhotosPicker(selection:)` writes into its binding.
///
/// A render has no photo library and nobody picks, so a binding keeps the value the code gives
/// it (nil, usually) and the code's `onChange(of:)` loaders never run; an item made by the
/// code itself (`PhotosPickerItem(itemIdentifier:)`) loads nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The policy for the representation of an item when several are available, as
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`.
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        /// The system's choice (the default).
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The most current representation (HEIF, HEVC).
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible representation (JPEG, H.264).
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The local identifier of the asset in the photo library, if the picker had access.
    public let itemIdentifier: String?

    /// An item for the asset with `itemIdentifier` in the photo library.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// Loads the item as `type` (`Data.self`, an `Image`, a type of the app): nil, as there is
    /// no photo library to load from on Linux (PhotosUI answers nil for a type the item cannot
    /// be represented as).
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// How a Photos picker's selection behaves, as `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// Selected items in no particular order (the default).
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Selected items numbered in the order they were picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// The selection updates as the user picks, without a confirmation.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Continuous and ordered.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A control that presents the Photos picker, as PhotosUI's `PhotosPicker` (iOS 16): drawn
/// as iOS draws it at rest — a button with the label, in the accent colour (a `Label`,
/// `Text` or `Image` in a `List` row, a toolbar, a `Form`), taking the button style around it.
///
/// Tapping it on iOS presents the system's picker over the user's photo library; a render has
/// no library and nobody taps, so the picker is never presented and the selection stays as the
/// code gives it.
///
/// ```swift
/// @State private var avatar: PhotosPickerItem?
/// PhotosPicker(selection: $avatar, matching: .images) {
///     Label("Change Photo", systemImage: "photo")
/// }
/// ```
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker that selects one item, shown as `label`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker that selects up to `maxSelectionCount` items (nil: no limit), shown as `label`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The picker drawn as its button.
    public var body: some View {
        Button(action: {}, label: { label })
    }
}

extension PhotosPicker where Label == Text {
    /// A picker titled with the localized `titleKey` that selects one item.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(titleKey)
    }

    /// A picker titled `title` (not localized) that selects one item.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(title)
    }

    /// A picker titled with the localized `titleKey` that selects up to `maxSelectionCount` items.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(titleKey)
    }

    /// A picker titled `title` (not localized) that selects up to `maxSelectionCount` items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(title)
    }
}

extension View {
    /// Presents the Photos picker while `isPresented` is true, as PhotosUI's
    /// `photosPicker(isPresented:selection:matching:preferredItemEncoding:)`. The picker shows
    /// the user's photo library, which a render does not have: the view draws as it is, and
    /// the selection stays as the code gives it.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    /// Presents the multiple-selection Photos picker while `isPresented` is true, as PhotosUI's
    /// `photosPicker(isPresented:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:)`;
    /// as the single form, the view draws as it is.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }
}
