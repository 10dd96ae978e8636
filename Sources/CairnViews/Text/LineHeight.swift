import CairnDisplayList
import CairnGeometry
import Foundation

private struct LineHeightKey: EnvironmentKey { static var defaultValue: AttributedString.LineHeight? { nil } }

extension AttributedString {
    /// The line height of a paragraph (iOS 26): in Apple's words, "the distance between the
    /// baselines of two subsequent lines of text". Set it on a view with `lineHeight(_:)`.
    ///
    /// ```swift
    /// Text(article.body)
    ///     .font(.body)
    ///     .lineHeight(.multiple(factor: 1.5))   // 25.5 points from baseline to baseline
    /// ```
    ///
    /// The documented members are exact: `multiple(factor:)` is the line's largest point
    /// size times `factor`, `leading(increase:)` that size plus `increase` points,
    /// `exact(points:)` the given total, `variable` each line's own fonts' ascent and descent
    /// (what text does without a line height). Apple describes `normal`, `tight` and
    /// `loose` only as multiples of the point size "perceived as" normal, tight and loose;
    /// Cairn's estimate takes the factors from the HIG's iOS type table, where Body is
    /// 17 points with 22 points of leading (tight 20, loose 24: `Font.Leading` moves
    /// a line by 2 points): 22/17, 20/17 and 24/17. Where the glyphs sit inside a line taller
    /// or shorter than their fonts is Cairn's estimate too: centred, the difference split
    /// evenly above and below (as CSS's half-leading). Foundation on Linux has no such type,
    /// so Cairn declares it.
    public struct LineHeight: Hashable, Sendable, Codable {
        /// What Cairn lays out.
        package let value: TextRun.LineHeight

        private init(_ value: TextRun.LineHeight) { self.value = value }

        /// The line's largest point size times `factor`, whatever the fonts' ascent and descent.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(.multiple(factor)) }
        /// The line's largest point size plus `increase` points.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(.increase(increase)) }
        /// Exactly `points` points.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(.exact(points)) }
        /// Each line as tall as the ascent and descent of its fonts.
        public static var variable: LineHeight { LineHeight(.variable) }
        /// A multiple of the point size perceived as normal: 22/17 (Cairn's estimate, Body's
        /// leading in the HIG).
        public static var normal: LineHeight { .multiple(factor: 22.0 / 17.0) }
        /// A multiple of the point size perceived as tight: 20/17 (Cairn's estimate).
        public static var tight: LineHeight { .multiple(factor: 20.0 / 17.0) }
        /// A multiple of the point size perceived as loose: 24/17 (Cairn's estimate).
        public static var loose: LineHeight { .multiple(factor: 24.0 / 17.0) }

        private enum CodingKeys: String, CodingKey { case kind, value }

        /// Encodes the kind (`variable`, `multiple`, `increase`, `exact`) and its number.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            switch value {
            case .variable: try c.encode("variable", forKey: .kind)
            case let .multiple(v): try c.encode("multiple", forKey: .kind); try c.encode(Double(v), forKey: .value)
            case let .increase(v): try c.encode("increase", forKey: .kind); try c.encode(Double(v), forKey: .value)
            case let .exact(v): try c.encode("exact", forKey: .kind); try c.encode(Double(v), forKey: .value)
            }
        }

        /// Decodes what `encode(to:)` writes; an unknown kind is a data-corrupted error.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try c.decode(String.self, forKey: .kind)
            func number() throws -> CGFloat { CGFloat(try c.decode(Double.self, forKey: .value)) }
            switch kind {
            case "variable": value = .variable
            case "multiple": value = .multiple(try number())
            case "increase": value = .increase(try number())
            case "exact": value = .exact(try number())
            default:
                throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "Unknown line height kind \(kind)")
            }
        }
    }
}

extension EnvironmentValues {
    /// The line height of text in this environment (iOS 26). The default, nil, lets each line
    /// be as tall as its fonts ("SwiftUI automatically chooses an appropriate line height
    /// setting for each context").
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the line height of text in this view (iOS 26): the distance between the
    /// baselines of successive lines (see `AttributedString.LineHeight`). nil restores the
    /// fonts' own. `lineSpacing(_:)` still adds its points between lines.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        EnvironmentWriter(content: self) { $0.lineHeight = lineHeight }
    }
}
