import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnSymbols
import Foundation

/// A kind of transition that applies to the content within a single view rather than to its
/// insertion or removal, as SwiftUI's `ContentTransition` ("Content transitions only take
/// effect within the context of an `Animation` block", Apple's documentation). Set it with
/// `contentTransition(_:)`.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numeric(countsDown: Bool, value: Double?)
        /// A symbol effect between symbols (`symbolEffect(_:options:)`).
        case symbolEffect(SymbolEffectDescription, SymbolEffectOptions)
    }
    let kind: Kind

    /// The content changes at once, with no animation (Apple: "The identity content
    /// transition, which indicates that content changes shouldn't animate").
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out while the new content fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Apple: "Text views can interpolate transitions when the text views have identical
    /// strings"; the frame and values of an unchanged text already animate in Cairn, and a
    /// changed string cross-fades, as `opacity` (the fallback Apple names).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// A transition for `Text` showing numbers that count up (or down with `countsDown`):
    /// the characters that change roll — the old ones slide out vertically and fade while
    /// the new ones slide in from the other side — and the unchanged leading characters stay
    /// (Apple: "changes to the text will enable a nonstandard transition tailored to numeric
    /// characters that count up or down").
    ///
    /// Counting up, the old characters move up and out by the text's height and the new
    /// ones rise into place from one height below; counting down, the reverse. Both fade
    /// linearly with the animation's progress. (SwiftUI also blurs the moving glyphs and
    /// morphs their widths; Cairn moves and fades them, and compares the old and new strings
    /// by their common leading characters: "129" → "130" rolls "29" into "30".)
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown, value: nil))
    }

    /// `numericText(countsDown:)` whose direction comes from `value`, the number the text
    /// shows (Apple: "The difference between the old and new values when the text changes
    /// will be used to determine the animation direction"): a larger new value counts up.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: false, value: value.isNaN ? nil : value))
    }
}

extension ContentTransition {
    /// A content transition that plays `effect` between the symbols of the `Image` views it
    /// applies to (SwiftUI's `ContentTransition.symbolEffect(_:options:)`), inside an animated
    /// change: `.replace` (down-up by default) shrinks and fades the old symbol out while the
    /// new one grows and fades in (timings: `SymbolEffectMotion`, on the change's animation).
    /// `.magic(fallback:)` plays its fallback (Cairn's symbols have no shared layers to morph).
    /// Texts under it cross-fade, as with `.opacity`.
    public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        let spec = (effect as? any DescribedSymbolEffect)?.spec ?? SymbolEffectDescription(.automatic)
        return ContentTransition(kind: .symbolEffect(spec, options))
    }

    /// The default symbol content transition (SwiftUI's `ContentTransition.symbolEffect`):
    /// `symbolEffect(.automatic)`, which Cairn plays as a down-up replace.
    public static var symbolEffect: ContentTransition { .symbolEffect(AutomaticSymbolEffect.automatic) }
}

extension View {
    /// Sets how the content of this view (its texts and symbols) changes inside an animated
    /// change, as SwiftUI's `contentTransition(_:)`: `.symbolEffect(.replace)` replaces
    /// symbols, `.numericText()` rolls changing digits,
    /// `.opacity`/`.interpolate` cross-fade, `.identity` switches at once. A view without it
    /// switches its text at once, as before.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        EnvironmentWriter(content: PassthroughView(content: self, name: "ContentTransition") { ContentTransitionBehavior(transition) }) {
            if case let .symbolEffect(spec, _) = transition.kind { $0.symbolContentTransition = spec }
        }
    }
}

/// `.contentTransition(_:)`: a passthrough node that, while an animation changes the texts
/// under it, draws the old content leaving and the new content arriving.
final class ContentTransitionBehavior: PassthroughBehavior, InterpolatableBehavior {
    let transition: ContentTransition
    /// The node this behavior lays out (set at placement; the old tree's node is read
    /// through its behavior during an animation).
    private weak var node: ViewNode?
    /// The old node and the animation's progress, while a change animates.
    private var leaving: (node: ViewNode, behavior: ContentTransitionBehavior, progress: Double)?

    init(_ transition: ContentTransition) { self.transition = transition }

    override func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        self.node = node
        super.placeChildren(node, size: size, proposal: proposal)
    }

    /// The strings of the texts under `node`, in tree order.
    private static func texts(under node: ViewNode?) -> [(node: ViewNode, text: TextBehavior)] {
        var result: [(ViewNode, TextBehavior)] = []
        node?.walk { n, _ in
            if let t = n.behavior as? TextBehavior { result.append((n, t)) }
            return true
        }
        return result
    }

    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? ContentTransitionBehavior else { return false }
        return Self.texts(under: node).map(\.text.baseRun.string) == Self.texts(under: other.node).map(\.text.baseRun.string)
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard transition.kind != .identity, let old = from as? ContentTransitionBehavior, let oldNode = old.node,
              !hasSameValues(as: old) else { return }
        leaving = (oldNode, old, min(max(t, 0), 1))
    }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        guard let (oldNode, old, f) = leaving else {
            node.drawChildren(into: &list)
            return
        }
        var newContent = DisplayList([])
        node.drawChildren(into: &newContent)
        var oldContent = DisplayList([])
        oldNode.drawChildren(into: &oldContent)
        guard case let .numeric(countsDown, value) = transition.kind else {
            list.append(.group(DisplayList.Group(opacity: 1 - f, content: oldContent)))
            list.append(.group(DisplayList.Group(opacity: f, content: newContent)))
            return
        }
        var up = !countsDown
        if let value, case let .numeric(_, oldValue?) = old.transition.kind { up = value >= oldValue }
        let newSplit = Self.rollingStart(of: node, comparedWith: oldNode)
        let oldSplit = Self.rollingStart(of: oldNode, comparedWith: node)
        let height = max(node.frame.height, oldNode.frame.height)
        let top = min(node.frame.minY, oldNode.frame.minY) - 2 * height - 1
        let bottom = max(node.frame.maxY, oldNode.frame.maxY) + 2 * height + 1
        let left = min(node.frame.minX, oldNode.frame.minX) - 1
        // A text drawn in a frame still animating its width overflows it: clip far right.
        let right = max(node.frame.maxX, oldNode.frame.maxX) + node.frame.width + oldNode.frame.width + height + 1
        func clip(from x0: CGFloat, to x1: CGFloat) -> [DisplayList.Clip] {
            [DisplayList.Clip(path: Path(CGRect(x: x0, y: top, width: max(x1 - x0, 0), height: bottom - top)))]
        }
        // The unchanged leading characters stay where the new text puts them.
        if newSplit > node.frame.minX {
            list.append(.group(DisplayList.Group(clips: clip(from: left, to: newSplit), content: newContent)))
        }
        let direction: CGFloat = up ? 1 : -1
        let shift = CGFloat(f) * height
        list.append(.group(DisplayList.Group(transform: CGAffineTransform(translationX: 0, y: -direction * shift), opacity: 1 - f,
                                             clips: clip(from: oldSplit, to: right), content: oldContent)))
        list.append(.group(DisplayList.Group(transform: CGAffineTransform(translationX: 0, y: direction * (height - shift)), opacity: f,
                                             clips: clip(from: newSplit, to: right), content: newContent)))
    }

    /// Where the characters of `node`'s text that differ from `other`'s begin, in root
    /// coordinates: after the characters both strings start with, measured in `node`'s run.
    /// The node's left edge (everything rolls) unless each side holds one single-line text.
    static func rollingStart(of node: ViewNode, comparedWith other: ViewNode) -> CGFloat {
        let mine = texts(under: node), theirs = texts(under: other)
        guard mine.count == 1, theirs.count == 1 else { return node.frame.minX }
        let (textNode, text) = mine[0]
        let a = Array(text.baseRun.string), b = Array(theirs[0].text.baseRun.string)
        var k = 0
        while k < min(a.count, b.count), a[k] == b[k] { k += 1 }
        guard k > 0 else { return textNode.frame.minX }
        var prefix = text.baseRun
        prefix.width = nil
        prefix.lineLimit = nil
        var remaining = k
        var segments: [TextRun.Segment] = []
        for var s in prefix.segments where remaining > 0 {
            let chars = Array(s.string)
            if chars.count > remaining { s.string = String(chars.prefix(remaining)) }
            remaining -= min(chars.count, remaining)
            segments.append(s)
        }
        prefix.segments = segments
        let whole = text.measurer.measure(text.baseRun)
        guard whole.lineCount == 1 else { return textNode.frame.minX }
        return textNode.frame.minX + text.measurer.measure(prefix).size.width
    }
}
