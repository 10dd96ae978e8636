import CairnGeometry
import Foundation

extension DisplayListDumper {
    /// A text item: its constraints on the first line, one line per segment inside braces.
    /// Strings are written as Swift string literals, so the dump is one line per segment
    /// whatever the text holds.
    static func appendText(_ run: TextRun, origin: CGPoint, indent: String, to lines: inout [String]) {
        let width = run.width.map(NumberFormat.exact) ?? "none"
        let limit = run.lineLimit.map(String.init) ?? "none"
        lines.append(
            indent + "text at=\(point(origin)) width=\(width) lineLimit=\(limit) truncation=\(run.truncationMode.rawValue)"
                + " alignment=\(run.alignment.rawValue) lineSpacing=\(NumberFormat.exact(run.lineSpacing))"
                + lineHeightText(run.lineHeight) + " {")
        for s in run.segments {
            lines.append(
                indent + "  " + s.string.debugDescription + " font=\(s.font) " + paintText(s.paint)
                    + " kerning=\(NumberFormat.exact(s.kerning)) tracking=\(NumberFormat.exact(s.tracking))"
                    + decorationText("underline", s.underline) + decorationText("strikethrough", s.strikethrough)
                    + (s.baselineOffset == 0 ? "" : " baselineOffset=\(NumberFormat.exact(s.baselineOffset))"))
        }
        lines.append(indent + "}")
    }

    /// ` lineHeight=…` for a run that sets one, "" for none (so dumps without it read as before).
    static func lineHeightText(_ lineHeight: TextRun.LineHeight?) -> String {
        switch lineHeight {
        case nil: return ""
        case .variable: return " lineHeight=variable"
        case let .multiple(f): return " lineHeight=multiple/\(NumberFormat.exact(f))"
        case let .increase(p): return " lineHeight=increase/\(NumberFormat.exact(p))"
        case let .exact(p): return " lineHeight=exact/\(NumberFormat.exact(p))"
        }
    }

    /// ` name=pattern[/colour]` for a decoration, "" for none (so undecorated text dumps as before).
    static func decorationText(_ name: String, _ d: TextRun.TextDecoration?) -> String {
        guard let d else { return "" }
        return " \(name)=\(d.pattern.rawValue)" + (d.color.map { "/" + colorText($0) } ?? "")
    }
}
