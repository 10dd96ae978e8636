import Cairn
import Foundation

// `AxisMark`'s modifiers (Swift Charts' `font(_:)`, `foregroundStyle(_:)`, `offset(_:)`) and
// what they record; `AxisParts` carries the record of each part to the drawing in Chart.swift.

/// What `font(_:)`, `foregroundStyle(_:)` and `offset(x:y:)` set on an axis mark.
struct AxisMarkDecoration {
    /// The label's font (`nil`: the axis labels' caption-2).
    var font: Font? = nil
    /// The mark's style (`nil`: the secondary colour for a label, the grid colour for a line).
    var style: AnyShapeStyle? = nil
    /// How far the mark is moved from its place.
    var offset: CGSize = .zero

    /// Whether the mark draws as the axis would without the modifiers.
    var isPlain: Bool { font == nil && style == nil && offset == .zero }

    /// These values, with the ones not set taken from `outer` (an inner modifier wins, as
    /// `Text("a").font(.body).font(.title)` is body); offsets add up.
    func over(_ outer: AxisMarkDecoration) -> AxisMarkDecoration {
        AxisMarkDecoration(font: font ?? outer.font, style: style ?? outer.style,
                           offset: CGSize(width: offset.width + outer.offset.width, height: offset.height + outer.offset.height))
    }
}

extension AxisMark {
    /// Sets the default font for text in this axis content (Swift Charts' `AxisMark.font(_:)`):
    /// `AxisValueLabel().font(.caption.bold())`. A label view that sets its own font keeps it.
    public func font(_ font: Font?) -> some AxisMark {
        DecoratedAxisMark(base: self, decoration: AxisMarkDecoration(font: font))
    }

    /// Sets the axis content's foreground elements to use a given style (Swift Charts'
    /// `AxisMark.foregroundStyle(_:)`): the label's text colour, or a grid line's or tick's
    /// stroke, as in `AxisGridLine().foregroundStyle(.gray.opacity(0.3))`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        DecoratedAxisMark(base: self, decoration: AxisMarkDecoration(style: AnyShapeStyle(style)))
    }

    /// Moves the mark by `offset` (Swift Charts' `AxisMark.offset(_:)`); a non-finite
    /// component moves nothing.
    public func offset(_ offset: CGSize) -> some AxisMark {
        DecoratedAxisMark(base: self, decoration: AxisMarkDecoration(offset: CGSize(width: finiteOrNil(offset.width) ?? 0, height: finiteOrNil(offset.height) ?? 0)))
    }

    /// Moves the mark by `x` and `y` points (Swift Charts' `AxisMark.offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        offset(CGSize(width: x, height: y))
    }
}

/// An axis mark with a font, a style or an offset (what `AxisMark`'s modifiers return).
struct DecoratedAxisMark<Base: AxisMark>: AxisMark, AxisPartsProvider {
    let base: Base
    let decoration: AxisMarkDecoration
    func apply(to parts: inout AxisParts, decoration outer: AxisMarkDecoration) {
        (base as? AxisPartsProvider)?.apply(to: &parts, decoration: decoration.over(outer))
    }
}
