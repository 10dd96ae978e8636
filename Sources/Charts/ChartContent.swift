import Cairn
import Foundation

/// A type that represents the content of a chart (Swift Charts' `ChartContent`): marks,
/// `ForEach` over data, or your own content that composes them in `body`.
public protocol ChartContent {
    /// The type of content this content's body is.
    associatedtype Body: ChartContent
    /// The content of this chart content.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Chart content Cairn turns into marks itself, instead of through a body.
protocol PrimitiveChartContent {
    /// Appends this content's marks to `marks`.
    func collect(into marks: inout [MarkRecord])
}

/// Collects the marks of any chart content, in declaration order.
func collectMarks<C: ChartContent>(_ content: C, into marks: inout [MarkRecord]) {
    if let primitive = content as? PrimitiveChartContent {
        primitive.collect(into: &marks)
    } else if C.Body.self != Never.self {
        collectMarks(content.body, into: &marks)
    }
}

/// A result builder that composes chart content (Swift Charts' `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    /// The content of an expression.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An empty block.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// The first item of a block.
    public static func buildPartialBlock<C: ChartContent>(first content: C) -> C { content }
    /// The items so far followed by the next.
    public static func buildPartialBlock<A: ChartContent, B: ChartContent>(accumulated: A, next: B) -> TupleChartContent<A, B> {
        TupleChartContent(first: accumulated, second: next)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> { OptionalChartContent(content: content) }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> { ConditionalChartContent(storage: .first(first)) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> { ConditionalChartContent(storage: .second(second)) }
    /// An availability check passes its content through.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// Chart content that draws nothing.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// No content.
    public init() {}
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {}
}

/// Two pieces of chart content, one after the other (made by `@ChartContentBuilder`).
public struct TupleChartContent<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    let first: First
    let second: Second
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {
        collectMarks(first, into: &marks)
        collectMarks(second, into: &marks)
    }
}

/// Chart content that may be absent (an `if` without `else`).
public struct OptionalChartContent<Wrapped: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Wrapped?
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {
        if let content { collectMarks(content, into: &marks) }
    }
}

/// One of two pieces of chart content (an `if`/`else`).
public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {
        switch storage {
        case .first(let c): collectMarks(c, into: &marks)
        case .second(let c): collectMarks(c, into: &marks)
        }
    }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
    /// Chart content for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    func collect(into marks: inout [MarkRecord]) {
        marks.reserveCapacity(marks.count + min(data.count, ChartPlan.markLimit))
        // Fast path: when the element content is primitive (a mark, a modified mark), ask
        // once instead of casting every element's content.
        if let primitive = Content.self as? any PrimitiveChartContent.Type {
            func run<T: PrimitiveChartContent>(_: T.Type) {
                for element in data {
                    if marks.count >= ChartPlan.markLimit { return }
                    // `T` is `Content` itself (the cast above succeeded on its metatype).
                    unsafeBitCast(content(element), to: T.self).collect(into: &marks)
                }
            }
            run(primitive)
            return
        }
        for element in data {
            // Past the chart's mark limit the rest is skipped (the plan reports it).
            if marks.count >= ChartPlan.markLimit { return }
            collectMarks(content(element), into: &marks)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    /// Chart content for identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Chart content for a range of integers.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}

/// Chart content with one of its attributes changed (`.foregroundStyle`, `.opacity`, ...).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modification: MarkModification
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {
        let start = marks.count
        if isMark(Content.self) {
            // A single mark (the common case): append and modify without a second pass. Every
            // mark type is a struct holding only its record, so the content is its record.
            marks.append(unsafeBitCast(content, to: MarkRecord.self))
            modification.apply(to: &marks[marks.count - 1])
            return
        }
        collectMarks(content, into: &marks)
        for i in start..<marks.count { modification.apply(to: &marks[i]) }
    }
}

extension ChartContent {
    /// This content with `change` applied to each of its marks.
    func modified(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modification: .custom(change))
    }

    /// This content with one of the common series encodings (no closure to allocate).
    func modified(_ modification: MarkModification) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modification: modification)
    }
}

/// Groups chart content (Swift Charts' `Plot`, iOS 17): its marks draw as if written in place;
/// Swift Charts uses the group for accessibility, which still images do not have.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    /// A group of the chart content `content` builds.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { collectMarks(content, into: &marks) }
}

/// A single mark: its record is its whole content.
protocol MarkContent { var record: MarkRecord { get } }

/// Whether `type` is one of the mark types (metadata comparisons, cheaper than a dynamic cast
/// to `MarkContent` in the per-mark path). Each is a struct whose only stored property is its
/// `MarkRecord`, so a value of one has exactly a record's layout.
func isMark<T>(_ type: T.Type) -> Bool {
    let id = ObjectIdentifier(type)
    return id == ObjectIdentifier(LineMark.self) || id == ObjectIdentifier(PointMark.self) || id == ObjectIdentifier(BarMark.self)
        || id == ObjectIdentifier(AreaMark.self) || id == ObjectIdentifier(RuleMark.self)
        || id == ObjectIdentifier(RectangleMark.self) || id == ObjectIdentifier(SectorMark.self)
}
extension BarMark: MarkContent {}
extension LineMark: MarkContent {}
extension PointMark: MarkContent {}
extension AreaMark: MarkContent {}
extension RuleMark: MarkContent {}
extension RectangleMark: MarkContent {}
extension SectorMark: MarkContent {}

/// What a chart content modifier changes. The `by:` encodings, used once per data point,
/// are plain values; the rest are closures.
enum MarkModification {
    case styleSeries(String, numeric: Bool)
    case positionGroup(String)
    case symbolSeries(String)
    case lineStyleSeries(String)
    case sizeValue(PlotValue)
    case custom((inout MarkRecord) -> Void)

    func apply(to mark: inout MarkRecord) {
        switch self {
        case .styleSeries(let s, let numeric):
            mark.styleSeries = s
            if numeric { mark.extras.styleIsNumber = true }
        case .positionGroup(let g): mark.positionGroup = g
        case .symbolSeries(let s): mark.symbolSeries = s
        case .lineStyleSeries(let s): mark.extras.lineStyleSeries = s
        case .sizeValue(let v): mark.extras.sizeValue = v
        case .custom(let change): change(&mark)
        }
    }
}
