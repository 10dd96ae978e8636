import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

/// A control that presents a menu: a still image shows its label, drawn as a borderless
/// button (the tint colour), as iOS shows a closed menu.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A menu of the builder's items, labelled by the `label` builder's view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: `Menu` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolve(Button(action: {}) { label })
    }
}

extension Menu where Label == Text {
    /// A menu labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu labelled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A control that shares an item: a still image shows its label, drawn as a borderless
/// button. The default label is the share symbol (a square with an arrow up out of it)
/// beside "Share", as SwiftUI's default `ShareLink` label.
public struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label

    /// Never evaluated: `ShareLink` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolve(Button(action: {}) { label })
    }
}

extension ShareLink {
    /// A share link for a URL labelled by the builder's view.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for a string labelled by the builder's view.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where Label == ShareLinkLabel {
    /// A share link for a URL with the default "Share" label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        label = ShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a string with the default "Share" label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        label = ShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a URL titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        label = ShareLinkLabel(title: Text(titleKey))
    }

    /// A share link for a string titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        label = ShareLinkLabel(title: Text(titleKey))
    }
}

/// `ShareLink`'s default label: the share symbol, 8 points, then the title.
public struct ShareLinkLabel: View {
    let title: Text
    /// The share symbol, then the title.
    public var body: some View {
        HStack(spacing: 8) {
            ControlArtwork(name: "ShareSymbol", size: { _ in CGSize(width: 17, height: 21) }) { f, env, list in
                let paint = env.foregroundPaint(in: f)
                var box = Path()
                box.move(to: CGPoint(x: f.minX + 5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.minX + 1.5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.minX + 1.5, y: f.maxY - 1))
                box.addLine(to: CGPoint(x: f.maxX - 1.5, y: f.maxY - 1))
                box.addLine(to: CGPoint(x: f.maxX - 1.5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.maxX - 5, y: f.minY + 8))
                box.move(to: CGPoint(x: f.midX, y: f.minY + 14))
                box.addLine(to: CGPoint(x: f.midX, y: f.minY + 1))
                box.move(to: CGPoint(x: f.midX - 4, y: f.minY + 5))
                box.addLine(to: CGPoint(x: f.midX, y: f.minY + 1))
                box.addLine(to: CGPoint(x: f.midX + 4, y: f.minY + 5))
                list.append(.stroke(box, paint, StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)))
            }
            title
        }
    }
}
