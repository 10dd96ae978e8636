import Cairn
import Foundation

// Selection (Swift Charts' `chartXSelection`, `chartYSelection`, `chartAngleSelection`, iOS 17).
//
// In Swift Charts these modifiers write the value under the user's pointer into the binding;
// the chart draws nothing for a selection by itself — your content reads the bound value
// (`if let selected { RuleMark(x: .value("Day", selected)) }`). Cairn renders still images and
// frames, where no pointer moves: the binding keeps the value you give it, and content that
// depends on it draws as it would on a device at that selection. The modifiers never change
// the binding.

extension View {
    /// Binds the chart's x selection to `value` (Swift Charts' `chartXSelection(value:)`,
    /// iOS 17: "the selected x value"). In a still image the binding is not changed: set it
    /// (for example through `@State`) to render the chart as selected at that x.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        ChartSelectionView(content: self)
    }

    /// Binds the chart's x selection to a range (Swift Charts' `chartXSelection(range:)`, iOS
    /// 17); in a still image the binding is not changed.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
        ChartSelectionView(content: self)
    }

    /// Binds the chart's y selection to `value` (Swift Charts' `chartYSelection(value:)`, iOS
    /// 17); in a still image the binding is not changed.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        ChartSelectionView(content: self)
    }

    /// Binds the chart's y selection to a range (Swift Charts' `chartYSelection(range:)`, iOS
    /// 17); in a still image the binding is not changed.
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
        ChartSelectionView(content: self)
    }

    /// Binds a pie or donut chart's angle selection to `value` (Swift Charts'
    /// `chartAngleSelection(value:)`, iOS 17): the value is a position along the sum of the
    /// sectors' angle values, measured clockwise from 12 o'clock. In a still image the binding
    /// is not changed.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        ChartSelectionView(content: self)
    }
}

/// A view with a chart selection bound: it lays out and draws as its content (a still image
/// has no pointer to select with).
struct ChartSelectionView<Content: View>: View {
    let content: Content
    var body: some View { content }
}
