import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

extension RootOverlayBehavior {
    /// The canvas: the root's frame (the root is placed before its descendants).
    func canvas(of node: ViewNode) -> CGRect {
        var root = node
        while let p = root.parent { root = p }
        return root.frame
    }

    /// Places `node`'s second child, the presented view, proposed `proposal`, with its
    /// top-leading corner where `origin` puts it for its size (in canvas coordinates); the
    /// placement is in `node`'s coordinates, where `place` mirrors x right to left, so that
    /// is undone.
    func placePresented(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize, at origin: (CGSize) -> CGPoint) {
        guard node.children.count > 1 else { return }
        let presented = node.children[1]
        let s = presented.sizeThatFits(proposal)
        let o = origin(s)
        var x = o.x - node.frame.minX
        if node.environment.layoutDirection == .rightToLeft { x = size.width - x - s.width }
        presented.placement = LayoutPlacement(origin: CGPoint(x: x, y: o.y - node.frame.minY), proposal: proposal, size: s)
    }

    /// Fills the canvas with `dim`, then draws the presented view (`node`'s second child).
    func drawDimmed(_ node: ViewNode, canvas: CGRect, dim: Color, into list: inout DisplayList) {
        guard node.children.count > 1, canvas.width.isFinite, canvas.height.isFinite else { return }
        list.append(.fill(Path(canvas), .color(dim.resolved), FillStyle()))
        node.children[1].draw(into: &list)
    }
}

/// A view with a presented alert: lays out as its content (same size, guides, spacing,
/// priority, drawing); its second child, the alert card, is placed centred on the canvas
/// and drawn by `drawRootOverlay` after the whole tree, over a dimming of the canvas.
final class AlertPresenterBehavior: ForwardingBehavior, RootOverlayBehavior {
    /// The card's width: UIKit's `UIAlertControllerVisualStyleAlert.maximumWidth` (270 at
    /// every non-accessibility content size); iOS 26's is `GlassAlertCardView.width`.
    static let cardWidth: CGFloat = 270

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        let canvas = canvas(of: node)
        // Centred on the canvas (UIKit: the alert's centre on its container's centre).
        let width = node.environment.designEra == .iOS26 ? GlassAlertCardView.width : Self.cardWidth
        placePresented(node, size: size, proposal: ProposedViewSize(width: width, height: nil)) { s in
            CGPoint(x: canvas.midX - s.width / 2, y: canvas.midY - s.height / 2)
        }
    }

    /// The content only: the card is drawn over the canvas by `drawRootOverlay`.
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.children[0].draw(into: &list) }

    /// The dimming over the whole canvas, then the card. UIKit's alert dimming view is
    /// `UIColor._alertControllerDimmingViewColor`: black at 0.2 in light mode, 0.48 in dark
    /// (UIKitCore as read by an iOS back-port's notes, "UISheetPresentationController, iOS
    /// 15.0 and 16.0": "Colour: black at 0.2 (0.48 dark; `_alertControllerDimmingViewColor`)").
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList) {
        drawDimmed(node, canvas: canvas, dim: Self.dimming(node.environment.colorScheme), into: &list)
    }

    /// The dimming colour for a colour scheme (see `drawRootOverlay`).
    static func dimming(_ scheme: ColorScheme) -> Color {
        Color(red: 0, green: 0, blue: 0, opacity: scheme == .dark ? 0.48 : 0.2)
    }
}

/// The view `.alert` returns. Not presented, it is its content: the same nodes, so the
/// same layout and the same bytes. Presented, the content (or, for a `Group`'s members,
/// the first of them) is wrapped in an `AlertPresenterBehavior` node with the card.
struct AlertPresenter<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    let content: Content
    let title: Text
    let isPresented: Bool
    let actions: Actions?
    let message: Message?
    /// Sets the `isPresented` binding to false.
    let dismiss: () -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.presentation(of: content, isPresented: isPresented, name: "Alert", behavior: { AlertPresenterBehavior() }) { ctx in
            AlertCard.make(title: title, message: message, actions: actions, dismiss: dismiss, context: ctx)
        }
    }
}

extension ResolveContext {
    /// The nodes of a presentation modifier (`.alert`, `.confirmationDialog`, `.sheet`). Not
    /// presented: the content's own nodes (same layout, same bytes). Presented: the content
    /// (a `Group`'s first member) wrapped in a node of `behavior`, whose second child is the
    /// presented view `presented` builds; the graph then draws root overlays.
    func presentation<V: View>(
        of content: V, isPresented: Bool, name: String, behavior: () -> any NodeBehavior,
        presented: (ResolveContext) -> ViewNode
    ) -> [ViewNode] {
        presentation(of: content, isPresented: isPresented) { ctx in (behavior(), presented(ctx), name) }
    }

    /// The nodes of a presentation whose kind is known only once its content is resolved
    /// (a popover that stays a popover or becomes a sheet): `build` returns the wrapping
    /// node's behavior, the presented node and the wrapper's name.
    func presentation<V: View>(
        of content: V, isPresented: Bool, build: (ResolveContext) -> (any NodeBehavior, ViewNode, String)
    ) -> [ViewNode] {
        guard isPresented else { return resolve(content) }
        graph.pass.hasRootOverlays = true
        var first = true
        return wrapEach(content) { node, ctx in
            guard first else { return node }
            first = false
            // Inside, `isPresented` is true (a `preferredColorScheme` there is the sheet's).
            var inner = ctx
            inner.environment.isPresented = true
            let (behavior, presented, name) = build(inner)
            let wrapper = ViewNode(behavior, children: [node, presented], context: ctx, name: name)
            // What the presented view declares for its container (a navigation title, display
            // mode, toolbar) stays in the presentation, as a sheet's preferences stay in
            // SwiftUI's: only the presenter's own reach the container around it.
            if !presented.layoutValues.isEmpty { wrapper.layoutValues = node.layoutValues }
            return wrapper
        }
    }
}
