import Cairn
import Charts
import Foundation

/// A 1200 × 630 social card (the size Open Graph and X's large summary card use): a
/// gradient, the site's mark, the title in up to three lines, the author, and a badge with
/// a shadow. Plain SwiftUI: the same file draws the same card on iOS.
public struct SocialCard: View {
    /// The card's title (the page's headline).
    public var title: String
    /// Who wrote it.
    public var author: String
    /// A short tag shown in the badge ("Swift", "Guide").
    public var tag: String
    /// Light or dark.
    public var isDark: Bool

    /// A card with these texts.
    public init(title: String, author: String, tag: String, isDark: Bool) {
        self.title = title
        self.author = author
        self.tag = tag
        self.isDark = isDark
    }

    /// The card.
    public var body: some View {
        let ink = isDark ? Color.white : Color(red: 0.07, green: 0.09, blue: 0.16)
        ZStack(alignment: .topLeading) {
            LinearGradient(
                colors: isDark
                    ? [Color(red: 0.08, green: 0.10, blue: 0.22), Color(red: 0.30, green: 0.12, blue: 0.45)]
                    : [Color(red: 0.96, green: 0.97, blue: 1.0), Color(red: 0.84, green: 0.88, blue: 0.99)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 14) {
                    Image(systemName: "bolt.fill").font(.system(size: 36, weight: .bold)).foregroundStyle(.orange)
                    Text("cairn.example").font(.system(size: 30, weight: .semibold))
                    Spacer()
                    if !tag.isEmpty {
                        Text(tag)
                            .font(.system(size: 26, weight: .semibold))
                            .foregroundStyle(.white)
                            .padding(.horizontal, 22).padding(.vertical, 10)
                            .background(Capsule().fill(Color.accentColor))
                            .shadow(color: .black.opacity(0.25), radius: 8, y: 4)
                    }
                }
                Spacer(minLength: 0)
                Text(title)
                    .font(.system(size: 68, weight: .bold))
                    .lineLimit(3)
                if !author.isEmpty {
                    Text("by \(author)").font(.system(size: 30, weight: .medium)).opacity(0.75)
                }
            }
            .foregroundStyle(ink)
            .padding(72)
        }
        .frame(width: 1200, height: 630)
    }
}

/// A two-part badge, as shields.io draws them: a grey label and a coloured value.
public struct Badge: View {
    /// The left part.
    public var label: String
    /// The right part.
    public var value: String
    /// The right part's colour.
    public var color: Color

    /// A badge.
    public init(label: String, value: String, color: Color) {
        self.label = label
        self.value = value
        self.color = color
    }

    /// The badge.
    public var body: some View {
        HStack(spacing: 0) {
            Text(label).padding(.horizontal, 7).frame(maxHeight: .infinity).background(Color(white: 0.33))
            Text(value).padding(.horizontal, 7).frame(maxHeight: .infinity).background(color)
        }
        .font(.system(size: 11, weight: .semibold))
        .foregroundStyle(.white)
        .fixedSize(horizontal: true, vertical: false)
        .frame(height: 20)
        .clipShape(RoundedRectangle(cornerRadius: 3))
    }
}

/// One value of a chart.
public struct ChartPoint: Identifiable, Sendable {
    /// Its position (and identity).
    public var id: Int
    /// Its label on the x axis.
    public var label: String
    /// Its value.
    public var value: Double
}

/// A bar or line chart of labelled values, with an optional title.
public struct ValueChart: View {
    /// The values.
    public var points: [ChartPoint]
    /// Bars or a line.
    public var isLine: Bool
    /// A title above the plot (empty: none).
    public var title: String

    /// A chart of `points`.
    public init(points: [ChartPoint], isLine: Bool, title: String) {
        self.points = points
        self.isLine = isLine
        self.title = title
    }

    /// The chart.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if !title.isEmpty { Text(title).font(.headline) }
            Chart(points) { point in
                if isLine {
                    LineMark(x: .value("Label", point.label), y: .value("Value", point.value))
                    PointMark(x: .value("Label", point.label), y: .value("Value", point.value))
                } else {
                    BarMark(x: .value("Label", point.label), y: .value("Value", point.value))
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
