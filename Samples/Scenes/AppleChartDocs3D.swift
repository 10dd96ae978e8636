#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

// The examples of Apple's Chart3D and SurfacePlot pages, and the README's gallery (see AppleChartDocs.swift).

extension AppleChartDocs {
    // MARK: Chart3D and SurfacePlot (iOS 26)

    /// A penguin's measurements.
    struct Penguin: Identifiable {
        let id: Int
        let flipperLength: Double
        let weight: Double
        let beakLength: Double
    }

    /// The Chart3D page gives three penguins; the rest are Cairn's, spread around them.
    static let penguins: [Penguin] = [
        .init(id: 0, flipperLength: 197, weight: 4.2, beakLength: 59), .init(id: 1, flipperLength: 220, weight: 4.7, beakLength: 48),
        .init(id: 2, flipperLength: 235, weight: 5.8, beakLength: 42),
    ] + (3..<24).map { (i: Int) -> Penguin in
        let flipper: Double = 185 + Double((i * 13) % 50)
        let weight: Double = 3.2 + Double((i * 7) % 28) / 10
        let beak: Double = 36 + Double((i * 11) % 24)
        return Penguin(id: i, flipperLength: flipper, weight: weight, beakLength: beak)
    }

    /// Chart3D, example 1 and SurfacePlot: sin(2x)·cos(2z), height-coloured when `styled`.
    public struct SurfaceWave: View {
        let styled: Bool
        /// Creates the example (SurfacePlot's first, with its style and domains, when `styled`).
        public init(styled: Bool = true) { self.styled = styled }
        /// The chart.
        public var body: some View {
            if styled {
                Chart3D {
                    SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                        .foregroundStyle(.heightBased)
                }
                .chartXScale(domain: -2 ... 2)
                .chartYScale(domain: -1 ... 1)
                .chartZScale(domain: -2 ... 2)
            } else {
                Chart3D {
                    SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                }
            }
        }
    }

    /// SurfacePlot, example 2: two surfaces, height- and normal-coloured.
    public struct SurfacePair: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) * 0.5 }
                    .foregroundStyle(.heightBased)
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(4 * x) * cos(4 * z) * 0.2 - 1 }
                    .foregroundStyle(.normalBased)
            }
            .chartXScale(domain: -2 ... 2)
            .chartYScale(domain: -1.5 ... 1)
            .chartZScale(domain: -2 ... 2)
        }
    }

    /// Chart3D, example 3: the penguins with a pose bound to state (interactive on a device; a
    /// still draws the pose the state holds, `.default` here).
    public struct PenguinPose: View {
        @State private var pose: Chart3DPose = .default
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart3D(penguins) {
                PointMark(x: .value("Flipper Length (mm)", $0.flipperLength), y: .value("Weight (kg)", $0.weight),
                          z: .value("Beak Length (mm)", $0.beakLength))
            }
            .chart3DPose($pose)
        }
    }

    /// Chart3D, examples 2 and 4: the penguins as 3D points, in perspective when `perspective`.
    public struct PenguinPoints: View {
        let perspective: Bool
        /// Creates the example.
        public init(perspective: Bool = false) { self.perspective = perspective }
        var points: some View {
            Chart3D(penguins) {
                PointMark(x: .value("Flipper Length (mm)", $0.flipperLength), y: .value("Weight (kg)", $0.weight),
                          z: .value("Beak Length (mm)", $0.beakLength))
            }
        }
        /// The chart.
        public var body: some View {
            if perspective { points.chart3DCameraProjection(.perspective) } else { points }
        }
    }

    // MARK: The gallery

    /// The examples the README's gallery shows, with their captions.
    static var galleryTiles: [(String, AnyView)] { [
        ("BarMark: stacked by category", AnyView(BarMarkStackedByCategory())),
        ("BarMark: intervals", AnyView(BarMarkIntervals())),
        ("LineMark: two cities", AnyView(LineMarkCities())),
        ("PointMark: symbols by family", AnyView(PointMarkSymbols())),
        ("AreaMark: stacked", AnyView(AreaMarkStacked())),
        ("AreaMark: centred", AnyView(AreaMarkStacked(stacking: .center))),
        ("AreaMark: a range", AnyView(AreaMarkRange())),
        ("RuleMark: pollen seasons", AnyView(RuleMarkPollen())),
        ("RuleMark: a threshold", AnyView(RuleMarkThreshold())),
        ("RectangleMark: a heat map", AnyView(RectangleMarkHeatMap())),
        ("SectorMark: a donut", AnyView(SectorMarkDonut())),
        ("LinePlot: sin and cos", AnyView(LinePlotSineCosine())),
        ("LinePlot: a parametric rose", AnyView(LinePlotRose())),
        ("AreaPlot: between two functions", AnyView(AreaPlotBetween())),
        ("RulePlot: tasks", AnyView(RulePlotTasks())),
        ("Customizing axes: the battery", AnyView(BatteryChart(step: .final))),
        ("Creating a chart: named colours", AnyView(ToyShapeStacks())),
        ("position(by:): grouped bars", AnyView(PositionByType())),
        ("SurfacePlot: heightBased", AnyView(SurfaceWave())),
        ("SurfacePlot: two styles", AnyView(SurfacePair())),
    ] }
}

/// Twenty charts from Apple's Swift Charts documentation, as Cairn draws them: the README's
/// gallery.
public struct AppleChartDocsGallery: View {
    /// Creates the gallery.
    public init() {}
    /// Four columns of captioned charts.
    public var body: some View {
        let tiles = AppleChartDocs.galleryTiles
        Grid(horizontalSpacing: 20, verticalSpacing: 20) {
            ForEach(0..<(tiles.count + 3) / 4, id: \.self) { row in
                GridRow {
                    ForEach(row * 4..<min(row * 4 + 4, tiles.count), id: \.self) { i in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(tiles[i].0).font(.caption).foregroundStyle(.secondary)
                            tiles[i].1.frame(width: 240, height: 170)
                        }
                    }
                }
            }
        }
        .padding(20)
        .background(Color.white)
    }
}
