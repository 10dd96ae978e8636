import CairnCairo
import CairnDisplayList
import CairnViews
import Foundation

/// A laid-out view as a drawing ready to rasterize: what `ImageRenderer` and
/// `AnimationRenderer` both make of a `ViewLayout` and paint, through the deep-drawing guard.
///
/// The drawing is in image coordinates (the view's top-left corner at the origin: a root
/// frame placed elsewhere is translated back), on a canvas of `size` points.
struct RenderedView {
    /// The drawing, in image coordinates.
    var displayList: DisplayList
    /// The canvas, in points.
    var size: CGSize

    /// The drawing of `layout` (with every view's frame over it when `showsLayoutFrames`),
    /// on a canvas of `size` points (default: the layout's size).
    init(_ layout: ViewLayout, showsLayoutFrames: Bool = false, size: CGSize? = nil) {
        var list = showsLayoutFrames ? layout.displayListWithLayoutFrames : layout.displayList
        let origin = layout.rootFrame.origin
        if origin != .zero {
            list = DisplayList([.group(DisplayList.Group(transform: CGAffineTransform(translationX: -origin.x, y: -origin.y), content: list))])
        }
        displayList = list
        self.size = size ?? layout.size
    }

    /// The environment a renderer hosts its view in: Pango measures text with Cairn's bundled
    /// fonts, libpng and librsvg decode image files, at `scale` pixels per point in `designEra`.
    static func hostingEnvironment(scale: CGFloat, designEra: DesignEra) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.designEra = designEra
        environment.textMeasurer = PangoTextMeasurer()
        environment.imageDecoder = CairoImageDecoder()
        return environment
    }

    /// The colour behind uncovered pixels of raster output: opaque black for an opaque
    /// renderer (as a Core Graphics image without alpha shows them), none otherwise.
    static func background(isOpaque: Bool) -> Color.Resolved? { isOpaque ? Color.black.resolved : nil }

    /// The image as PNG (see `CairoRenderer.pngData`).
    func pngData(scale: CGFloat, isOpaque: Bool) throws -> Data {
        let (list, size, background) = (displayList, size, Self.background(isOpaque: isOpaque))
        return try paintingOnSufficientStack(list) { try CairoRenderer.pngData(list, size: size, scale: scale, background: background) }
    }

    /// The image as a bitmap with pixel access.
    func bitmap(scale: CGFloat, isOpaque: Bool) throws -> Bitmap {
        let (list, size, background) = (displayList, size, Self.background(isOpaque: isOpaque))
        return try paintingOnSufficientStack(list) { try CairoRenderer.bitmap(list, size: size, scale: scale, background: background) }
    }

    /// The image as SVG (see `CairoRenderer.svgData`).
    func svgData() throws -> Data {
        let (list, size) = (displayList, size)
        return try paintingOnSufficientStack(list) { try CairoRenderer.svgData(list, size: size) }
    }

    /// The image as a one-page PDF (see `CairoRenderer.pdfData`).
    func pdfData() throws -> Data {
        let (list, size) = (displayList, size)
        return try paintingOnSufficientStack(list) { try CairoRenderer.pdfData(list, size: size) }
    }
}

// MARK: - The deep-drawing guard

extension DisplayList {
    /// How deeply groups nest in the list (0: no group), counted without recursion.
    var groupDepth: Int {
        var deepest = 0
        var pending: [(DisplayList, Int)] = [(self, 0)]
        while let (list, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for item in list.items {
                if case .group(let g) = item { pending.append((g.content, depth + 1)) }
            }
        }
        return deepest
    }
}

/// Bytes of stack the painters (Cairo, SVG, PDF) use per level of group nesting, with
/// room to spare: measured about 3 KB in debug builds (an 8 MiB stack overflowed at
/// 2,670 nested groups), far less in release.
private let paintStackPerLevel: UInt = 4096

/// Runs `work` (which paints `list`) on the caller's thread when its stack can hold the
/// painters' recursion over the list's groups, otherwise on the large-stack thread.
func paintingOnSufficientStack<T>(_ list: DisplayList, _ work: @escaping () throws -> T) throws -> T {
    let depth = UInt(list.groupDepth)
    if depth < 64 { return try work() }
    let floor = StackBudget.currentFloor()
    let here = StackBudget.currentAddress()
    if floor == 0 || (here > floor && (here - floor) / paintStackPerLevel > depth) { return try work() }
    let job = UncheckedBox(work)
    let result = LargeStack.run { UncheckedBox(Result { try job.value() }) }
    return try result.value.get()
}
