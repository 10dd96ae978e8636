import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

// Hosting UIKit in SwiftUI (`struct WebView: UIViewRepresentable`, `struct ImagePicker:
// UIViewControllerRepresentable`), as pasted files wrap UIKit views and controllers. Cairn has
// no UIKit to run: the wrappers compile and make their views, and a render draws what a UIKit
// view draws by itself at rest — its background colour (with its alpha, corner radius and
// hidden flag), and a `UILabel`'s text — and nothing of other views' own content (a web page,
// a map, a camera), which only UIKit's classes can draw. Controllers are presented in sheets,
// which a still shows closed; presented, a controller draws its view's background.

/// UIKit's base of views and controllers, as `UIResponder` (no events in a render).
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }
}

/// UIKit's `CALayer`, as much of it as views set to round and outline themselves.
open class CALayer: NSObject {
    /// The corner radius the view is drawn with (when `masksToBounds` or it has a background).
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border's width (not drawn by Cairn's render of a hosted view).
    open var borderWidth: CGFloat = 0
    /// The layer's opacity.
    open var opacity: Float = 1
    /// A layer.
    public override init() { super.init() }
}

/// How a view's content fills its bounds, as UIKit's `UIView.ContentMode`.
public enum UIViewContentMode: Int, Sendable {
    /// Stretched to fill.
    case scaleToFill
    /// Scaled to fit, keeping its aspect.
    case scaleAspectFit
    /// Scaled to fill, keeping its aspect.
    case scaleAspectFill
    /// Redrawn on a bounds change.
    case redraw
    /// Centred.
    case center
}

/// How text lines up in a label or text view, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// The leading edge.
    case left
    /// Centred.
    case center
    /// The trailing edge.
    case right
    /// Both edges.
    case justified
    /// The script's natural edge.
    case natural
}

/// A rectangle of UIKit's view hierarchy, as `UIView`: its frame, background and subviews.
open class UIView: UIResponder {
    /// The view's content mode name in UIKit (`UIView.ContentMode`).
    public typealias ContentMode = UIViewContentMode

    /// The value of `intrinsicContentSize` along an axis with no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The frame in its superview.
    open var frame: CGRect
    /// The bounds, in its own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The background colour (nil: clear).
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// The tint of its controls.
    open var tintColor: UIColor?
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How the content fills the bounds.
    open var contentMode: UIViewContentMode = .scaleToFill
    /// Whether Auto Layout constraints are made from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Whether the view receives touches (none in a render).
    open var isUserInteractionEnabled = true
    /// A number to find the view by.
    open var tag = 0
    /// The view's layer.
    public let layer = CALayer()
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view holding this one.
    open private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Adds `view` in front of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// The size the view would like for `size` (UIKit's default: its current size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// The view's own size, `noIntrinsicMetric` along an axis with none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Lays out the subviews (UIKit calls it; a render calls it once after `updateUIView`).
    open func layoutSubviews() {}
    /// Asks for a layout pass.
    open func setNeedsLayout() {}
    /// Lays out now if needed.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for a redraw.
    open func setNeedsDisplay() {}
}

/// UIKit's text label, as `UILabel`: a render draws its text.
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font (nil: the body style's 17 points).
    open var font: UIFont?
    /// The text colour (nil: the label colour).
    open var textColor: UIColor?
    /// The number of lines (0: as many as it needs).
    open var numberOfLines = 1
    /// How the lines line up.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false

    /// The label as SwiftUI text.
    var hostedText: some View {
        let alignment: TextAlignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        return Text(text ?? "")
            .font(font.map { Font($0) } ?? .body)
            .foregroundStyle(textColor?.color ?? Color.primary)
            .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
            .multilineTextAlignment(alignment)
    }
}

/// UIKit's scrolling text view, as `UITextView`: a render draws its background only (Cairn's
/// text views are SwiftUI's `TextEditor`).
open class UITextView: UIView {
    /// The text.
    open var text: String! = ""
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text scrolls.
    open var isScrollEnabled = true
    /// The object told of edits (none in a render).
    open weak var delegate: (any UITextViewDelegate)?
}

/// The delegate of a `UITextView` (never called in a render).
public protocol UITextViewDelegate: AnyObject {}

/// UIKit's spinner, as `UIActivityIndicatorView` (drawn as its background: Cairn's spinner is
/// SwiftUI's `ProgressView`).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
        /// The medium spinner.
        case medium
        /// The large spinner.
        case large
    }
    /// The style.
    open var style: Style
    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    /// Starts spinning (a still does not move).
    open func startAnimating() {}
    /// Stops spinning.
    open func stopAnimating() {}
}

/// How a controller is presented, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The platform's style.
    case automatic = -2
    /// Full screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// Over the full screen, the content behind visible.
    case overFullScreen = 5
    /// A popover.
    case popover = 7
}

/// A screen of UIKit, as `UIViewController`: its view and presentation.
open class UIViewController: UIResponder {
    /// The controller's root view, made when first read.
    open var view: UIView! {
        get {
            if let loaded = loadedView { return loaded }
            loadView()
            // A `loadView` that sets no view gets a plain one, so `viewDidLoad` reading `view`
            // does not load it again (and again).
            if loadedView == nil { loadedView = UIView() }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// The title.
    open var title: String?
    /// How it is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether its view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// A controller.
    public override init() { super.init() }
    /// A controller from a nib (Cairn has no nibs: the same as `init()`).
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// Makes the root view: a plain view with the system background.
    open func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        loadedView = root
    }
    /// Called after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears.
    open func viewDidAppear(_ animated: Bool) {}
    /// Presents `controller` (nothing is presented in a render; `completion` runs).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses the presented controller (nothing to dismiss; `completion` runs).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// UIKit's navigation stack, as `UINavigationController`.
open class UINavigationController: UIViewController {
    /// The controllers on the stack.
    open var viewControllers: [UIViewController] = []
    /// A stack whose root is `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }
    /// An empty stack.
    public override init() { super.init() }
}

/// The delegate of a navigation controller (never called in a render).
public protocol UINavigationControllerDelegate: AnyObject {}

/// The delegate of an image picker (never called in a render: nobody picks).
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// UIKit's camera and photo picker, as `UIImagePickerController`: nobody picks in a render.
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The saved photos album.
        case savedPhotosAlbum
    }
    /// What a picked item's dictionary holds, as UIKit's `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The picked image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited image.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The picked file's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The picked media's type.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }
    /// Where pictures come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the picked picture can be cropped.
    open var allowsEditing = false
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]
    /// The object told of the pick (never, in a render).
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Whether `sourceType` is available: the photo library only (a render has no camera).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType == .photoLibrary }
}

/// UIKit's share sheet, as `UIActivityViewController` (nothing is shared in a render).
open class UIActivityViewController: UIViewController {
    /// The items to share.
    public let activityItems: [Any]
    /// Called when the sheet closes (never, in a render).
    open var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?
    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        super.init()
    }
}

/// Safari in an app, as SafariServices' `SFSafariViewController` (`import SafariServices`
/// reads as `import Cairn`): no page loads in a render, so its view is the page's white
/// background before the first paint.
open class SFSafariViewController: UIViewController {
    /// The page asked for.
    public let url: URL
    /// The tint of the bars.
    open var preferredControlTintColor: UIColor?
    /// The colour of the bars.
    open var preferredBarTintColor: UIColor?
    /// Opens `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
}

// MARK: - Representables

/// The context a representable's methods get, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

/// The context a controller representable's methods get, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`: Cairn makes the view with
/// `makeUIView`, updates it once and draws what it draws by itself at rest (see the file's
/// description): its background, or a `UILabel`'s text.
public protocol UIViewRepresentable: View {
    /// The type of the UIKit view.
    associatedtype UIViewType: UIView
    /// The type of the coordinator.
    associatedtype Coordinator = Void
    /// The context of the methods.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the view for the current state.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator (`Void` unless the type declares one).
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for UIKit's rule.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Tears the view down (never, in a render).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// UIKit's rule (see `HostedUIKitView`).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Nothing to tear down.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The hosted view, made, updated and drawn (SwiftUI's body is `Never`; Cairn's draws it).
    public var body: HostedUIKitView {
        HostedUIKitView { environment in
            let context = Context(coordinator: makeCoordinator(), environment: environment)
            let view = makeUIView(context: context)
            updateUIView(view, context: context)
            return (view, { proposal in sizeThatFits(proposal, uiView: view, context: context) })
        }
    }
}

/// A UIKit controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`: Cairn makes
/// the controller, updates it once and draws its view as a hosted view.
public protocol UIViewControllerRepresentable: View {
    /// The type of the controller.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the coordinator.
    associatedtype Coordinator = Void
    /// The context of the methods.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller for the current state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator (`Void` unless the type declares one).
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`, or nil for UIKit's rule.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
    /// Tears the controller down (never, in a render).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// UIKit's rule (the controller's view fills the proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    /// Nothing to tear down.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The controller's view, made, updated and drawn.
    public var body: HostedUIKitView {
        HostedUIKitView { environment in
            let context = Context(coordinator: makeCoordinator(), environment: environment)
            let controller = makeUIViewController(context: context)
            updateUIViewController(controller, context: context)
            let view: UIView = controller.view ?? UIView()
            return (view, { proposal in sizeThatFits(proposal, uiViewController: controller, context: context) })
        }
    }
}

/// What a representable draws: the UIKit view it made, sized by the representable's
/// `sizeThatFits` when it gives one, else the proposal, the view's intrinsic size standing in
/// along an unspecified axis (0 where it has none) — Cairn's rule: Apple documents
/// `sizeThatFits(_:uiView:context:)` but not its fallback; a `UILabel` sizes as its text.
public struct HostedUIKitView: View {
    let make: (EnvironmentValues) -> (UIView, (ProposedViewSize) -> CGSize?)
    @Environment(\.self) private var environment

    /// The hosted view.
    public var body: some View {
        let (view, fits) = make(environment)
        // UIKit lays the view out once after its update, as its window would.
        view.layoutSubviews()
        return Group {
            if view.isHidden {
                // A hidden UIKit view keeps its place and draws nothing.
                UIKitSizing(intrinsic: view.intrinsicContentSize, fits: fits) { Color.clear }
            } else if let label = view as? UILabel {
                label.hostedText
                    .background(label.backgroundColor?.color ?? .clear)
                    .opacity(Double(view.alpha))
            } else {
                UIKitSizing(intrinsic: view.intrinsicContentSize, fits: fits) {
                    Rectangle()
                        .fill(view.backgroundColor?.color ?? .clear)
                        .clipShape(RoundedRectangle(cornerRadius: max(0, view.layer.cornerRadius)))
                        .opacity(Double(view.alpha) * Double(view.layer.opacity))
                }
            }
        }
    }
}

/// Sizes a hosted view: `fits(proposal)`, else the proposal with the intrinsic size (or 0)
/// along an unspecified axis.
private struct UIKitSizing: Layout {
    let intrinsic: CGSize
    let fits: (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let size = fits(proposal), size.width.isFinite, size.height.isFinite { return CGSize(width: max(0, size.width), height: max(0, size.height)) }
        func side(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
            if let proposed, proposed.isFinite { return max(0, proposed) }
            return own >= 0 && own.isFinite ? own : 0
        }
        return CGSize(width: side(proposal.width, intrinsic.width), height: side(proposal.height, intrinsic.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
