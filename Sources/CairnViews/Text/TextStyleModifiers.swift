import CairnDisplayList
import CairnGeometry
import Foundation

/// The user's preferred text size, as SwiftUI's `DynamicTypeSize`: text styles follow the
/// Human Interface Guidelines' size table (`.body` is 14 at xSmall, 17 at large, 53 at
/// accessibility5); `Font.custom(_:size:)` scales relative to body.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// The standard sizes, from extra small to extra extra extra large; `large` is the default (`.body` 17 pt).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger still (`.body` up to 53 pt at accessibility5).
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The column of the size table.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension Text {
    /// A case transformation for text, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case, or every letter in lower case.
        case uppercase, lowercase
    }

    /// Sets the digits of the pieces in tabular (one-width) figures.
    public func monospacedDigit() -> Text { modified { $0.isMonospacedDigit = true } }

    /// Sets the design of the pieces' system font when it has none.
    public func fontDesign(_ design: Font.Design?) -> Text { modified { if $0.design == nil { $0.design = design } } }
}

private struct FontDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }
private struct MonospacedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct MonospacedDigitKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct UnderlineKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
private struct StrikethroughKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
private struct BaselineOffsetKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The design text's system font takes when its font sets none (`.fontDesign`).
    package var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// Whether text uses its font's monospaced design (`.monospaced()` on views).
    package var isMonospaced: Bool {
        get { self[MonospacedKey.self] }
        set { self[MonospacedKey.self] = newValue }
    }

    /// Whether text uses tabular digits (`.monospacedDigit()` on views).
    package var isMonospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The underline of text in this environment (`.underline` on views).
    package var underlineStyle: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    /// The strikethrough of text in this environment (`.strikethrough` on views).
    package var strikethroughStyle: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }

    /// How far text sits above its baseline (`.baselineOffset` on views).
    package var baselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    /// The Dynamic Type size text styles are sized for (default `.large`, iOS's default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets text in this view in its font's monospaced design (when `isActive`).
    public func monospaced(_ isActive: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isActive { $0.isMonospaced = true } }
    }

    /// Sets the digits of text in this view in tabular (one-width) figures.
    public func monospacedDigit() -> some View {
        EnvironmentWriter(content: self) { $0.isMonospacedDigit = true }
    }

    /// Sets the design of the system font of text in this view (serif: Noto Serif,
    /// monospaced: JetBrains Mono, rounded: the default faces; all bundled; see `Font`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        EnvironmentWriter(content: self) { $0.fontDesign = design }
    }

    /// Shows text in this view in upper or lower case (nil: as written), in the
    /// environment's locale.
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentWriter(content: self) { $0.textCase = textCase }
    }

    /// Underlines text in this view (when `isActive`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentWriter(content: self) { $0.underlineStyle = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Strikes text in this view through (when `isActive`).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentWriter(content: self) { $0.strikethroughStyle = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Raises text in this view `offset` points above its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.baselineOffset = offset.isFinite ? offset : 0 }
    }

    /// Sets the Dynamic Type size of this view's text styles and symbols.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentWriter(content: self) { env in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lo = allowed.first, let hi = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, lo), hi)
        }
    }
}
