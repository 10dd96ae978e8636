import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// The messages a modifier records in `ViewLayout.diagnostics` when it corrects a number it
/// was given. Each names the modifier and the value as the user wrote them, then says what
/// Cairn draws instead (SwiftUI's fallback, which the modifiers apply unchanged).
enum InputDiagnostics {
    /// A number as a message shows it (`nan`, `-inf`, `12.5`).
    static func text(_ value: CGFloat) -> String { NumberFormat.rounded(value) }

    /// `frame(width:height:)`: one message per negative or non-finite length. The first
    /// sentence is the line SwiftUI logs.
    static func frame(width: CGFloat?, height: CGFloat?) -> [String] {
        var messages: [String] = []
        for (label, value) in [("width", width), ("height", height)] {
            guard let value, validLength(value) == nil else { continue }
            messages.append("Invalid frame dimension (negative or non-finite). frame(\(label): \(text(value))): the \(label) is ignored; the view keeps its content's \(label).")
        }
        return messages
    }

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`: NaN lengths
    /// (ignored), negative minimums (raised to 0) and a minimum above the maximum (the
    /// frame then adopts its content's length; SwiftUI logs the first sentence).
    static func flexFrame(_ layout: FlexFrameLayout, given: [(String, CGFloat?)]) -> [String] {
        var messages: [String] = []
        for (label, value) in given {
            guard let value else { continue }
            if value.isNaN {
                messages.append("frame(\(label): nan): NaN is ignored, as if \(label) were not given.")
            } else if label.hasPrefix("min"), value < 0 {
                messages.append("frame(\(label): \(text(value))): a negative minimum is treated as 0.")
            }
        }
        for (axis, constraint) in [("Width", layout.horizontal), ("Height", layout.vertical)] where constraint.isContradictory {
            let lo = constraint.min.map(text) ?? "nil", hi = constraint.max.map(text) ?? "nil"
            messages.append("Contradictory frame constraints specified. frame(min\(axis): \(lo), max\(axis): \(hi)): the minimum exceeds the maximum; the frame takes its content's \(axis.lowercased()).")
        }
        return messages
    }

    /// `padding`: non-finite insets are treated as 0 (negative insets are valid: they
    /// shrink the frame).
    static func padding(_ insets: EdgeInsets) -> [String] {
        let bad = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            .filter { !$0.1.isFinite }
        if bad.isEmpty { return [] }
        let given = bad.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ")
        return ["padding(\(given)): a non-finite inset is treated as 0."]
    }

    /// `HStack`/`VStack` `spacing:`: a non-finite spacing is treated as 0.
    static func spacing(_ spacing: CGFloat?, in container: String) -> [String] {
        guard let spacing, !spacing.isFinite else { return [] }
        return ["\(container)(spacing: \(text(spacing))): a non-finite spacing is treated as 0."]
    }

    /// `offset(x:y:)`: a non-finite component is treated as 0.
    static func offset(x: CGFloat, y: CGFloat) -> [String] {
        guard !x.isFinite || !y.isFinite else { return [] }
        return ["offset(x: \(text(x)), y: \(text(y))): a non-finite offset is treated as 0."]
    }

    /// `opacity(_:)`: NaN is treated as 1 (values outside 0...1 are clamped silently, as
    /// SwiftUI does).
    static func opacity(_ value: Double) -> [String] {
        value.isNaN ? ["opacity(nan): NaN is treated as 1 (fully opaque)."] : []
    }

    /// A shape style's corrected numbers (a gradient's stop count and NaN locations), for
    /// `api` (`fill(_:)`, `foregroundStyle(_:)`, `LinearGradient`).
    static func style(_ style: some ShapeStyle, in api: String) -> [String] {
        let gradient: (String, Gradient)?
        switch style {
        case let g as LinearGradient: gradient = ("LinearGradient", g.gradient)
        case let g as RadialGradient: gradient = ("RadialGradient", g.gradient)
        case let g as EllipticalGradient: gradient = ("EllipticalGradient", g.gradient)
        case let g as AngularGradient: gradient = ("AngularGradient", g.gradient)
        case let mesh as MeshGradient: return mesh.inputDiagnostics(owner: api)
        default: gradient = nil
        }
        guard let (name, g) = gradient else { return [] }
        return g.inputDiagnostics(owner: "\(api): \(name)")
    }
}

/// Reports bad input (the messages of `InputDiagnostics`) once, then resolves its content.
package struct DiagnosticView<Content: View>: View, PrimitiveView {
    let content: Content
    let messages: [String]
    /// `content`, reporting each of `messages` when resolved.
    package init(content: Content, messages: [String]) {
        self.content = content
        self.messages = messages
    }
    /// `content`, reporting `message` (if any) when resolved.
    package init(content: Content, message: String?) {
        self.init(content: content, messages: message.map { [$0] } ?? [])
    }
    /// Never called: the view is primitive.
    package var body: Never { primitiveBody(Self.self) }
    /// Reports the messages, then resolves the content.
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in messages { context.graph.diagnose(message) }
        return context.resolve(content)
    }
}
