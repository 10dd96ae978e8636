import Cairn

/// One file a sample is rendered to: its name in `Output/` and the scale of raster output.
public struct SampleOutput: Equatable {
    /// The file's name, e.g. `radar@2x.png`; its extension picks the format.
    public var fileName: String
    /// Pixels per point (PNG only; SVG and PDF are vector, in points).
    public var scale: CGFloat

    /// An output file; `scale` matters only for PNG.
    public init(_ fileName: String, scale: CGFloat = 1) {
        self.fileName = fileName
        self.scale = scale
    }

    /// The format, from the file name's extension: `png`, `svg` or `pdf`.
    public var format: String { (fileName as NSString).pathExtension.lowercased() }
}

/// A still sample: a view, the size proposed to it and the files it is rendered to.
public struct Sample {
    /// The sample's name, as `swift run samples --only <name>` selects it.
    public var name: String
    /// The view, type-erased.
    public var view: AnyView
    /// The size `ImageRenderer` proposes to the view.
    public var proposedSize: ProposedViewSize
    /// The files written, each with its scale.
    public var outputs: [SampleOutput]
    /// Whether every view's frame is drawn over the picture.
    public var showsLayoutFrames: Bool
    /// The system look the sample is drawn in. The samples were drawn in iOS 17's before
    /// iOS 26 became the default, and keep it (a scene that shows iOS 26 sets it inside).
    public var designEra: DesignEra

    /// A sample of `view` offered `width` × `height`.
    public init<V: View>(
        _ name: String, _ view: V, width: CGFloat, height: CGFloat,
        outputs: [SampleOutput], showsLayoutFrames: Bool = false, designEra: DesignEra = .iOS17
    ) {
        self.name = name
        self.designEra = designEra
        self.view = AnyView(view)
        self.proposedSize = ProposedViewSize(width: width, height: height)
        self.outputs = outputs
        self.showsLayoutFrames = showsLayoutFrames
    }

    /// The distinct formats written, in output order.
    public var formats: [String] {
        outputs.map(\.format).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The distinct PNG scales written, in output order.
    public var scales: [CGFloat] {
        outputs.filter { $0.format == "png" }.map(\.scale).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A renderer for this sample at `scale`, with the layout-frame overlay on when the sample
    /// asks for it or `showsLayoutFrames` is true.
    public func renderer(scale: CGFloat, showsLayoutFrames: Bool = false) -> ImageRenderer<AnyView> {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposedSize
        renderer.scale = scale
        renderer.showsLayoutFrames = self.showsLayoutFrames || showsLayoutFrames
        renderer.designEra = designEra
        return renderer
    }
}

/// Every still sample that `swift run samples` renders into `Output/`, in order.
public enum SampleCatalog {
    /// All samples.
    public static var all: [Sample] {
        [
            Sample(
                "triangle-arrow", TriangleArrowScene(), width: 80, height: 80,
                outputs: [
                    SampleOutput("triangle-arrow@1x.png", scale: 1),
                    SampleOutput("triangle-arrow@2x.png", scale: 2),
                    SampleOutput("triangle-arrow.svg"),
                    SampleOutput("triangle-arrow.pdf"),
                ]),
            Sample(
                "radar", RadarScene(), width: 200, height: 200,
                outputs: [
                    SampleOutput("radar.png", scale: 1),
                    SampleOutput("radar@2x.png", scale: 2),
                    SampleOutput("radar.svg"),
                ]),
            Sample(
                "flow-rectangle", FlowRectangleScene(), width: 200, height: 200,
                outputs: [SampleOutput("flow-rectangle.png", scale: 1), SampleOutput("flow-rectangle.svg")]),
            Sample(
                "my-progress", MyProgressRow(), width: 600, height: 320,
                outputs: [SampleOutput("my-progress.png", scale: 1), SampleOutput("my-progress.svg")]),
            Sample(
                "shapes-gallery", ShapesGallery(), width: 592, height: 496,
                outputs: [SampleOutput("shapes-gallery.png", scale: 1), SampleOutput("shapes-gallery.svg")]),
            Sample(
                "layout-frames", LayoutFramesScene(), width: 360, height: 120,
                outputs: [SampleOutput("layout-frames.png", scale: 2)],
                showsLayoutFrames: true),
        ] + imageSamples + textSamples + controlSamples + chartSamples + effectSamples + listGridSamples + textViewSamples + dialogSamples + scrollEffectSamples + glassSamples + ios26ControlSamples + ios26BarSamples + ios26PresentationSamples + ios18ContainerSamples + ios18ListStyleSamples + containerBackgroundSamples + bottomToolbarSamples + popoverSamples + gaugeSamples + ios26TabAccessorySamples + ios26SearchSamples + asyncImageSamples + tableSamples + pastedControlsSamples + pickerSamples + navigationSubtitleSamples + contactsIndexSamples + typesettingLanguageSamples + backgroundsUnderBarsSamples + navigationPathSamples + accountScreenSamples + swiftDataSamples + photosPickerSamples + widgetSamples + liveActivitySamples + transferSamples + photoSamples + mapSamples + welcomeSamples + tipsSamples
    }

    /// Small capitals, `Font.leading(_:)` and `ContentUnavailableView`,
    /// at scale 2 and as a PDF (the small capitals drawn by the vector path too).
    static var textViewSamples: [Sample] {
        [Sample("small-caps-empty-state", SmallCapsAndEmptyState(), width: 640, height: 680,
                outputs: [SampleOutput("small-caps-empty-state@2x.png", scale: 2), SampleOutput("small-caps-empty-state.pdf")])]
    }

    /// The text samples (issue 10): the text gallery, at scale 2 and as a PDF, the symbol
    /// rendering modes with allowsTightening and the font widths, at scale 2.
    static var textSamples: [Sample] {
        [
            Sample("text-gallery", TextGallery().padding(16).background(Color.white), width: 520, height: 640,
                   outputs: [SampleOutput("text-gallery@2x.png", scale: 2), SampleOutput("text-gallery.pdf")]),
            Sample("line-heights", LineHeightGallery().padding(16).background(Color.white), width: 580, height: 420,
                   outputs: [SampleOutput("line-heights@2x.png", scale: 2)]),
            Sample("symbol-layers", SymbolLayersGallery().padding(16).background(Color.white), width: 420, height: 420,
                   outputs: [SampleOutput("symbol-layers@2x.png", scale: 2)]),
            Sample("symbol-effects", SymbolEffectsGallery().padding(16).background(Color.white), width: 440, height: 420,
                   outputs: [SampleOutput("symbol-effects@2x.png", scale: 2)]),
            Sample("symbols-seven", SymbolsSevenGallery().padding(16).background(Color.white), width: 440, height: 400,
                   outputs: [SampleOutput("symbols-seven@2x.png", scale: 2)]),
            Sample("font-widths", FontWidthsGallery().padding(16).background(Color.white), width: 420, height: 300,
                   outputs: [SampleOutput("font-widths@2x.png", scale: 2)]),
            Sample("font-faces", FontFacesGallery().padding(16).background(Color.white), width: 680, height: 340,
                   outputs: [SampleOutput("font-faces@2x.png", scale: 2)]),
        ]
    }

    /// The controls and containers samples (issue 11): the seeds' Button and Slider, the
    /// controls gallery, a settings screen and the containers gallery, each on white at scale
    /// 2, and the last three again in dark mode.
    static var controlSamples: [Sample] {
        func still<V: View>(_ name: String, _ view: V, width: CGFloat, height: CGFloat) -> Sample {
            Sample(name, view.background(Color.white), width: width, height: height,
                   outputs: [SampleOutput("\(name)@2x.png", scale: 2)])
        }
        return [
            still("hexagon-button", HexagonButton(progress: 1), width: 200, height: 160),
            still("geometry-slider", GeometrySliderReadout(), width: 390, height: 180),
            still("controls-gallery", ControlsGallery(), width: 760, height: 560),
            still("settings", SettingsScreen(), width: 390, height: 844),
            still("containers-gallery", ContainersGallery(), width: 390, height: 720),
            dark("controls-gallery", ControlsGallery(), width: 760, height: 560),
            dark("settings", SettingsScreen(), width: 390, height: 844),
            dark("containers-gallery", ContainersGallery(), width: 390, height: 720),
        ]
    }

    /// A control sample in dark mode: `.preferredColorScheme(.dark)` on the root, over the
    /// dark system background (black), at scale 2, named `<name>-dark`.
    private static func dark<V: View>(_ name: String, _ view: V, width: CGFloat, height: CGFloat) -> Sample {
        Sample("\(name)-dark", view.background(in: Rectangle()).preferredColorScheme(.dark), width: width, height: height,
               outputs: [SampleOutput("\(name)-dark@2x.png", scale: 2)])
    }


    /// The Swift Charts samples (issue 12), each 480 × 300 points at scale 2.
    static var chartSamples: [Sample] {
        func chart<V: View>(_ name: String, _ view: V, width: CGFloat = 480, height: CGFloat = 300) -> Sample {
            Sample(name, view, width: width, height: height, outputs: [SampleOutput("\(name)@2x.png", scale: 2)])
        }
        return [
            chart("chart-grouped-bars", GroupedBarsChart()),
            chart("chart-stacked-bars", StackedBarsChart()),
            chart("chart-multi-line", MultiLineChart()),
            chart("chart-area-range", AreaRangeChart()),
            chart("chart-function-plots", FunctionPlotChart()),
            chart("chart-vectorized-plots", VectorizedPlotChart()),
            chart("chart-dense-masked", DenseMaskedChart()),
            chart("chart-apple-docs", AppleChartDocsGallery(), width: 1060, height: 1080),
            chart("chart-scatter", ScatterChart()),
            chart("chart-heat-map", HeatMapChart()),
            chart("chart-donut", DonutChart(), width: 360, height: 300),
            chart("chart-average-rule", AverageRuleChart()),
            chart("chart-log-scale", LogScaleChart()),
            chart("chart-radar-values", RadarValuesBarChart(), width: 360, height: 240),
            chart("chart-line-styles", LineStylesChart()),
            chart("chart-line-symbols", LineSymbolsChart()),
            chart("chart-bubbles", BubbleChart()),
            chart("chart-selection-overlay", SelectionOverlayChart()),
            chart("chart-custom-legend", CustomLegendChart()),
            chart("chart-scrolling", ScrollingGradientChart(), width: 480, height: 460),
            chart("chart3d-surface", Chart3DSurfaceSample(), width: 640, height: 300),
        ]
    }

    /// Issue 9: layers and effects, light and dark.
    static var effectSamples: [Sample] {
        [Sample("effects-gallery", EffectsGallery(), width: 600, height: 900,
                outputs: [SampleOutput("effects-gallery.png", scale: 1), SampleOutput("effects-gallery.svg")]),
         // Session 2: Canvas, shadow styles, levels, container shapes, redaction, materials, 3D.
         Sample("effects-gallery-2", EffectsGallery2(), width: 600, height: 700,
                outputs: [SampleOutput("effects-gallery-2.png", scale: 1)]),
         // Session 3: Canvas symbols, colorMatrix, shadow/blur/gradient options.
         Sample("canvas-options", CanvasOptionsGallery(), width: 600, height: 260,
                outputs: [SampleOutput("canvas-options.png", scale: 1)]),
         // Issue 23: MeshGradient in each of its forms.
         Sample("mesh-gallery", MeshGallery(), width: 560, height: 340,
                outputs: [SampleOutput("mesh-gallery.png", scale: 2)]),
         // Metal shader effects from Swift versions of their functions.
         Sample("shader-gallery", ShaderGallery(), width: 572, height: 340,
                outputs: [SampleOutput("shader-gallery.png", scale: 2)]),
         // iOS 18's document launch view and StoreKit's views in their loading state.
         Sample("launch-and-store", LaunchAndStore(), width: 828, height: 876,
                outputs: [SampleOutput("launch-and-store.png", scale: 1)]),
         // A SpriteKit scene's first frame in a SpriteView.
         Sample("sprite-scene", SpriteScene(), width: 300, height: 400,
                outputs: [SampleOutput("sprite-scene.png", scale: 2)]),
         // Particle emitters advanced before the first frame: snow over a card, sparks added.
         Sample("sprite-snow", SpriteSnow(), width: 392, height: 488,
                outputs: [SampleOutput("sprite-snow.png", scale: 2)]),
         // Core Image: a QR code and a photo through eight built-in filters.
         Sample("core-image", CoreImageGallery(), width: 560, height: 380,
                outputs: [SampleOutput("core-image.png", scale: 2)])] + alertSamples
    }

    /// Session 4: a presented `.alert` over an iPhone-sized screen, at scale 2 on white.
    static var alertSamples: [Sample] {
        [Sample("alert", AlertScene().background(Color.white), width: 390, height: 844,
                outputs: [SampleOutput("alert@2x.png", scale: 2)])]
    }

    /// The image and symbol samples (issue 4): seeds 000-003 with their real symbols, the
    /// baseline demo and the symbol gallery, each at scale 2 on white.
    static var imageSamples: [Sample] {
        func still<V: View>(_ name: String, _ view: V, padding: CGFloat = 16, width: CGFloat = 400, height: CGFloat = 200) -> Sample {
            Sample(name, view.padding(padding).background(Color.white), width: width, height: height,
                   outputs: [SampleOutput("\(name)@2x.png", scale: 2)])
        }
        return [
            still("user-row-plain", UserRow(variant: .plain), padding: 24),
            still("user-row-frame200", UserRow(variant: .width200), padding: 24),
            still("user-row-priority", UserRow(variant: .priority), padding: 24),
            still("user-row-fixedsize", UserRow(variant: .fixedSize), padding: 24),
            still("user-picker-0", UserPicker(selectedIndex: 0)),
            still("user-picker-1", UserPicker(selectedIndex: 1)),
            still("circle-menu", CircleButtonMenu(aligned: false)),
            still("circle-menu-aligned", CircleButtonMenu(aligned: true)),
            still("cloud-badge", VerifiedBadgeScene(), padding: 20),
            still("heart-thumbsup", HeartAndThumb(), padding: 4),
            still("geometry-readout", GeometrySizeReadout()),
            still("poem", PoemPriority(prioritized: false)),
            still("poem-priority", PoemPriority(prioritized: true)),
            still("baseline-demo", BaselineDemo(), padding: 4),
            Sample("symbol-gallery", SymbolGallery(), width: 724, height: 1978, outputs: [SampleOutput("symbol-gallery@2x.png", scale: 2)]),
            still("symbol-metrics", SymbolMetrics(), width: 320, height: 170),
        ]
    }

    /// Large galleries: rendered into Output/ by the runner like every sample and checked for
    /// determinism by the catalog tests, but without snapshot references (theirs would weigh
    /// megabytes): the atlas of every Material Design Icons symbol name.
    public static var galleries: [Sample] {
        [
            Sample("symbol-atlas", SymbolAtlas(), width: 1000, height: 1800, outputs: [SampleOutput("symbol-atlas@1x.png", scale: 1)]),
        ]
    }

    /// The sample called `name` (of `all` or `galleries`), or nil.
    public static func sample(named name: String) -> Sample? {
        all.first { $0.name == name } ?? galleries.first { $0.name == name }
    }
}

extension SampleCatalog {
    /// Session 4's list, grid and scroll-view spacing modifiers, at scale 2 on white.
    static var listGridSamples: [Sample] {
        [Sample("list-grid-spacing", ListGridSpacing().background(Color.white), width: 390, height: 680,
                outputs: [SampleOutput("list-grid-spacing@2x.png", scale: 2)])]
    }

    /// Session 4: a presented `.confirmationDialog` (an iPhone action sheet) and a presented
    /// `.sheet` (large and medium detents) over an iPhone-sized screen, at scale 2 on white.
    static var dialogSamples: [Sample] {
        [Sample("confirmation-dialog", ConfirmationDialogScene().background(Color.white), width: 390, height: 844,
                outputs: [SampleOutput("confirmation-dialog@2x.png", scale: 2)]),
         Sample("sheet", SheetScene(medium: false).background(Color.white), width: 390, height: 844,
                outputs: [SampleOutput("sheet@2x.png", scale: 2)]),
         Sample("sheet-medium", SheetScene(medium: true).background(Color.white), width: 390, height: 844,
                outputs: [SampleOutput("sheet-medium@2x.png", scale: 2)])]
    }
}

extension SampleCatalog {
    /// Issue 23: scroll- and geometry-driven effects (`scrollTransition`, a
    /// `containerRelativeFrame` carousel, `visualEffect`), light and dark, at scale 2.
    static var scrollEffectSamples: [Sample] {
        [Sample("scroll-effects", ScrollEffectsGallery().background(Color.white), width: 390, height: 640,
                outputs: [SampleOutput("scroll-effects@2x.png", scale: 2)]),
         dark("scroll-effects", ScrollEffectsGallery(), width: 390, height: 640)]
    }
}
