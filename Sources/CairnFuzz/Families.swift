import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Each family draws its case from `Random(seed:)`, so `--replay family seed` rebuilds
// exactly the input that failed.

/// Every family, in the table's order.
func allFamilies() -> [Family] {
    [
        Family(name: "path", summary: "Path building with hostile numbers, then bounds, trim, strokedPath, contains, round trip, render", ciCases: 150, run: pathFamily),
        Family(name: "pathString", summary: "SVG path data and Path(_:) strings", ciCases: 3000, run: pathStringFamily),
        Family(name: "macros", summary: "#Preview, @Previewable, @Entry, @Model, @Animatable and @Generable on random source text; the plug-in's messages", ciCases: 2000, run: macrosFamily),
        Family(name: "views", summary: "view trees: stacks and every layout modifier with hostile numbers", ciCases: 300, run: viewsFamily),
        Family(name: "layout", summary: "Layout implementations placing twice/never, NaN sizes and proposals", ciCases: 300, run: layoutFamily),
        Family(name: "paint", summary: "colours, gradients with hostile stops and geometry, strokes and dashes", ciCases: 300, run: paintFamily),
        Family(name: "coreImage", summary: "Core Image: QR messages of hostile lengths (to 20,000 bytes) and levels, transforms with NaN, zero, tiny and huge factors, crops and compositions of infinite images, Gaussian blurs of hostile sigmas, every built-in filter with hostile numbers and inputs of the wrong types, in chains; bitmaps made over hostile rectangles and shown through UIImage (hostile scales, every orientation) and Image(decorative:scale:)", ciCases: 60, run: coreImageFamily),
        Family(name: "mesh", summary: "MeshGradient: hostile sizes and counts, NaN/huge points and control points, as view, fill, stroke and text", ciCases: 150, run: meshFamily),
        Family(name: "text", summary: "font sizes, kerning, tracking, line limits, widths, specifiers, scripts", ciCases: 100, run: textFamily),
        Family(name: "animation", summary: "durations, delays, speeds, springs, repeats; layout, animated SVG, GIF", ciCases: 200, run: animationFamily),
        Family(name: "export", summary: "fps, frame counts, scale, concurrency, every-nth, ranges, shards", ciCases: 150, run: exportFamily),
        Family(name: "symbols", summary: "unknown and absurd symbol names, every scale, variant and rendering mode, font sizes 0/NaN/∞/10⁶, inline and in labels", ciCases: 40, run: symbolsFamily),
        Family(name: "symbolEffects", summary: "every symbol effect, discrete and indefinite, on variable, layered and unknown symbols with NaN/±∞ variable values, repeat counts 0/negative/Int.max, speeds 0/NaN/10⁹, value and isActive changes and replaces in timelines at NaN/∞/10⁹ s", ciCases: 60, run: symbolEffectsFamily),
        Family(name: "files", summary: "corrupt/truncated PNG, JPEG and SVG, bombs (huge PNG and JPEG headers), directories, devices", ciCases: 150, run: filesFamily),
        Family(name: "fonts", summary: "missing and odd families, hostile sizes, designs and weights; UIFont and UIImage by hostile sizes, names and paths", ciCases: 60, run: fontsFamily),
        Family(name: "destinations", summary: "/dev/full, directories, missing parents, link loops, /proc, a 1 KiB file-size limit", ciCases: 60, run: destinationsFamily),
        Family(name: "charts", summary: "random charts: every mark, modifier and chart modifier over empty, NaN/±∞, duplicate, degenerate and huge data", ciCases: 100, run: chartsFamily),
        Family(name: "chart3d", summary: "random Chart3Ds: surfaces of NaN/±∞/huge functions, 3D point, rule and rectangle marks with hostile values and forbidden shapes, NaN and huge pose angles, both projections, hostile domains and sizes", ciCases: 100, run: chart3DFamily),
        Family(name: "scroll", summary: "scroll transitions, visual effects, positions, anchors and observers with hostile numbers and counts", ciCases: 150, run: scrollFamily),
        Family(name: "glass", summary: "Liquid Glass: hostile container spacings, thousands of shapes, empty and NaN frames, variants, concentric corners, both design eras; the standard controls with NaN and infinite values and empty frames in both eras (sliders with and without thumbs, with 0 to 2,000 NaN, infinite and out-of-range ticks, steps of 0, NaN and 1e-12, hostile neutral values and enabled bounds; rename buttons, grid cells anchored at NaN and infinite points); tab views of 0 to 100 tabs and navigation bars of up to 50 toolbar items (some with their shared background hidden) in NaN and huge frames", ciCases: 60, run: glassFamily),
        Family(name: "containers", summary: "iOS 18 tabs and pages of 0 to 60 tabs, search fields with long and hostile text, bar backgrounds, sheets with NaN radii and detents (glass, styled and full-screen, both eras), alerts of 0 to 12 buttons with hostile labels, popovers from hostile anchors and edges in every adaptation, split views, random outlines up to 6 deep, lists with header and badge prominence, item tints, section separators, section margins and per-edge row insets of NaN, infinite, negative and huge lengths, and background levels, tables of 0 to 12 columns of hostile widths (listed, dynamic or as outlines, in both size classes), and section indexes of 0 to 3,000 long, empty and nil labels", ciCases: 300, run: containersFamily),
        Family(name: "styles", summary: "custom styles that decorate, nest and recurse on purpose; gauges of every style with hostile values and gradient tints; hostile fonts set in a modifier's body", ciCases: 150, run: stylesFamily),
        Family(name: "swiftdata", summary: "SwiftData models in memory: random inserts, deletes, saves and rollbacks over relationship graphs with cycles, up to 2,000 models, fetches with hostile offsets and limits, NaN sort keys and throwing predicates, @Query lists with and without a container", ciCases: 100, run: swiftDataFamily),
        Family(name: "widgets", summary: "widget containers of every family with NaN/huge values, long and empty titles, 5,000 rows, entries of the wrong type, providers that answer at once, late or never, with and without margins and backgrounds, nested; both preview forms; app entity queries that answer at once, late, never, by throwing or with nothing (or 10,000 suggestions) behind required parameters, summaries, 50 App Shortcuts, controls with hostile titles, Siri tips and Shortcuts links", ciCases: 20, run: widgetsFamily),
        Family(name: "transfer", summary: "uniform types by hostile extensions, MIME types and identifiers (past the cap of dynamic types), Transferable export and import of hostile values and random bytes through Codable, proxy, data and self-referring representations, item providers with missing, throwing and file representations, file wrappers with hostile names, documents, and the transfer modifiers and Paste button drawn", ciCases: 100, run: transferFamily),
        Family(name: "maps", summary: "MapKit's Map with hostile coordinates, radii, spans, camera distances and headings, thousands of markers, 20,000-point geodesic lines, every camera position, style and control visibility, in hostile frames; the Mercator round trip and metre regions checked", ciCases: 40, run: mapsFamily),
        Family(name: "logging", summary: "unified logging's interpolations with hostile strings, integers, numbers, digit counts, precisions and alignments (to Int.max columns), os_log with printf and os_log specifiers and hostile arguments; every value kept, alignment bounded", ciCases: 40, run: loggingFamily),
        Family(name: "shaders", summary: "colorEffect, distortionEffect and layerEffect with Swift versions answering NaN, infinite and huge colours and reading the layer anywhere; hostile sample offsets, frames, scales and arguments; unimplemented functions (pixels unchanged), other kinds, the visualEffect forms; shaders as shape styles of fills, strokes and text", ciCases: 30, run: shadersFamily),
        Family(name: "tips", summary: "TipKit's tips with hostile text, images and actions, inline and in popovers on every edge; parameters, donations, invalidation and testing switches against the rules", ciCases: 30, run: tipsFamily),
        Family(name: "frameworkViews", summary: "Sign in with Apple and location buttons in hostile frames, document launch views and StoreKit views with hostile titles and 100 product identifiers (iOS 18 store content: option groups, sections, group sets, nested and branching), contact access buttons of hostile queries, notification requests (hostile identifiers, intervals, dates; 200 at once) and authentication contexts, SpriteKit scenes with hostile sizes, scale modes, transforms and 3,000-deep node chains, particle emitters (hostile rates, lifetimes, sequences, times), tile maps and video nodes, video players of hostile URLs and files (missing, directories, devices, empty, random bytes) with overlays and queue players, web views and pages, CMTime arithmetic with hostile seconds and timescales; the previews' device-screen safe area with hostile insets and sizes", ciCases: 30, run: frameworkViewsFamily),
        Family(name: "deep", summary: "16 modifiers and containers nested 10,000 and 2,000 deep", ciCases: 32, run: deepFamily),
    ]
}
