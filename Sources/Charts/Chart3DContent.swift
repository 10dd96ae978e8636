import Cairn
import Foundation

/// A type that represents the three-dimensional content that you draw on a chart (Swift
/// Charts' `Chart3DContent`, iOS 26, https://developer.apple.com/documentation/charts/chart3dcontent):
/// `SurfacePlot`, the 3D initializers of `PointMark`, `RuleMark` and `RectangleMark`,
/// `ForEach` over data, or your own content composing them in `body`.
public protocol Chart3DContent {
    /// The type of content this content's body is.
    associatedtype Body: Chart3DContent
    /// The content of this 3D chart content.
    @Chart3DContentBuilder var body: Body { get }
}

extension Never: Chart3DContent {}

/// 3D content Cairn turns into items itself, instead of through a body.
protocol PrimitiveChart3DContent {
    /// Appends this content's items to `items`.
    func collect3D(into items: inout [Chart3DItem])
}

/// Collects the items of any 3D content, in declaration order (at most `Chart3DItem.limit`).
func collectItems<C: Chart3DContent>(_ content: C, into items: inout [Chart3DItem]) {
    if items.count >= Chart3DItem.limit { return }
    if let primitive = content as? PrimitiveChart3DContent {
        primitive.collect3D(into: &items)
    } else if C.Body.self != Never.self {
        collectItems(content.body, into: &items)
    }
}

/// A result builder that you use to compose the three-dimensional contents of a chart
/// (Swift Charts' `Chart3DContentBuilder`, https://developer.apple.com/documentation/charts/chart3dcontentbuilder).
@resultBuilder
public enum Chart3DContentBuilder {
    /// The content of an expression.
    public static func buildExpression<C: Chart3DContent>(_ content: C) -> C { content }
    /// An empty block.
    public static func buildBlock() -> EmptyChart3DContent { EmptyChart3DContent() }
    /// The first item of a block.
    public static func buildPartialBlock<C: Chart3DContent>(first content: C) -> C { content }
    /// The items so far followed by the next.
    public static func buildPartialBlock<A: Chart3DContent, B: Chart3DContent>(accumulated: A, next: B) -> TupleChart3DContent<A, B> {
        TupleChart3DContent(first: accumulated, second: next)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: Chart3DContent>(_ content: C?) -> OptionalChart3DContent<C> { OptionalChart3DContent(content: content) }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: Chart3DContent, F: Chart3DContent>(first: T) -> ConditionalChart3DContent<T, F> { ConditionalChart3DContent(storage: .first(first)) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: Chart3DContent, F: Chart3DContent>(second: F) -> ConditionalChart3DContent<T, F> { ConditionalChart3DContent(storage: .second(second)) }
    /// An availability check passes its content through.
    public static func buildLimitedAvailability<C: Chart3DContent>(_ content: C) -> C { content }
}

/// 3D chart content that draws nothing.
public struct EmptyChart3DContent: Chart3DContent, PrimitiveChart3DContent {
    /// No content.
    public init() {}
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {}
}

/// Two pieces of 3D chart content, one after the other (made by `@Chart3DContentBuilder`).
public struct TupleChart3DContent<First: Chart3DContent, Second: Chart3DContent>: Chart3DContent, PrimitiveChart3DContent {
    let first: First
    let second: Second
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {
        collectItems(first, into: &items)
        collectItems(second, into: &items)
    }
}

/// 3D chart content that may be absent (an `if` without `else`).
public struct OptionalChart3DContent<Wrapped: Chart3DContent>: Chart3DContent, PrimitiveChart3DContent {
    let content: Wrapped?
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {
        if let content { collectItems(content, into: &items) }
    }
}

/// One of two pieces of 3D chart content (an `if`/`else`).
public struct ConditionalChart3DContent<TrueContent: Chart3DContent, FalseContent: Chart3DContent>: Chart3DContent, PrimitiveChart3DContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {
        switch storage {
        case .first(let c): collectItems(c, into: &items)
        case .second(let c): collectItems(c, into: &items)
        }
    }
}

extension ForEach: Chart3DContent, PrimitiveChart3DContent where Content: Chart3DContent {
    /// 3D chart content for the elements of `data`, identified by the key path `id`. Where the
    /// element content is also 2D chart content (a mark), the `ChartContent` initializer is
    /// chosen: both make the same `ForEach`.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    func collect3D(into items: inout [Chart3DItem]) {
        for element in data {
            if items.count >= Chart3DItem.limit { return }
            collectItems(content(element), into: &items)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: Chart3DContent {
    /// 3D chart content for identifiable elements.
    @_disfavoredOverload
    public init(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

/// 3D chart content with its style, size or material changed (the `Chart3DContent` modifiers).
/// The modifier nearest the content wins, as in SwiftUI.
public struct ModifiedChart3DContent<Content: Chart3DContent>: Chart3DContent, PrimitiveChart3DContent {
    let content: Content
    let change: Chart3DAttributes
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect3D(into items: inout [Chart3DItem]) {
        let start = items.count
        collectItems(content, into: &items)
        for i in start..<items.count { items[i].attributes.fill(from: change) }
    }
}

extension Chart3DContent {
    /// Sets the foreground style of 3D content: a point's, rule's or rectangle's colour, or a
    /// surface's uniform colour (https://developer.apple.com/documentation/charts/chart3dcontent/foregroundstyle(_:)-7skde).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChart3DContent<Self> {
        ModifiedChart3DContent(content: self, change: Chart3DAttributes(style: AnyShapeStyle(style), color: style as? Color))
    }

    /// Sets a surface style, such as `.heightBased`
    /// (https://developer.apple.com/documentation/charts/chart3dcontent/foregroundstyle(_:)-1pjaq).
    public func foregroundStyle<S: Chart3DSurfaceStyle>(_ surfaceStyle: S) -> ModifiedChart3DContent<Self> {
        ModifiedChart3DContent(content: self, change: Chart3DAttributes(surfaceStyle: surfaceStyle as? BasicChart3DSurfaceStyle))
    }

    /// A value that controls the degree of surface roughness
    /// (https://developer.apple.com/documentation/charts/chart3dcontent/roughness(_:)): "Zero
    /// represents a smooth surface. One represents a completely rough surface." Cairn draws it
    /// as the weight of a specular highlight, `1 − ratio` (Cairn's estimate; see `Chart3DShading`);
    /// the ratio is clamped to 0…1 and NaN counts as the default.
    public func roughness(_ ratio: Double) -> ModifiedChart3DContent<Self> {
        ModifiedChart3DContent(content: self, change: Chart3DAttributes(roughness: ratio.isFinite ? min(max(ratio, 0), 1) : nil))
    }

    /// Sets the area of 3D points' symbols, in square points, as `symbolSize(_:)` does in 2D
    /// (https://developer.apple.com/documentation/charts/chart3dcontent/symbolsize(_:)).
    public func symbolSize(_ size: CGFloat) -> ModifiedChart3DContent<Self> {
        ModifiedChart3DContent(content: self, change: Chart3DAttributes(symbolSize: size.isFinite && size >= 0 ? min(size, 1e6) : nil))
    }
}

/// What the `Chart3DContent` modifiers set on an item (`nil`: not set).
struct Chart3DAttributes {
    var style: AnyShapeStyle? = nil
    /// The style when it is a colour (lighting needs its components).
    var color: Color? = nil
    var surfaceStyle: BasicChart3DSurfaceStyle? = nil
    var roughness: Double? = nil
    var symbolSize: CGFloat? = nil

    /// Takes each attribute `other` sets that this one does not (the inner modifier wins).
    mutating func fill(from other: Chart3DAttributes) {
        if style == nil && surfaceStyle == nil, other.style != nil || other.surfaceStyle != nil {
            style = other.style; color = other.color; surfaceStyle = other.surfaceStyle
        }
        if roughness == nil { roughness = other.roughness }
        if symbolSize == nil { symbolSize = other.symbolSize }
    }
}
