import Cairn
import Foundation

// UIKit wrapped for SwiftUI the way apps do it: a coloured badge view with a coordinator, a
// label, a view that sizes itself, Safari and the photo picker in sheets. (`import UIKit` and
// `import SafariServices` read as `import Cairn` in `cairn`.)

struct BadgeView: UIViewRepresentable {
    var color: UIColor
    var radius: CGFloat = 12

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.layer.cornerRadius = radius
        view.clipsToBounds = true
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        context.coordinator.updates += 1
        uiView.backgroundColor = context.environment.colorScheme == .dark ? .white : color
    }
}

struct FixedSizeView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: 50, height: 30)
    }
}

struct HiddenView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.isHidden = true
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct GreetingLabel: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

struct SafariSheetView: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = .photoLibrary
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
        }
    }
}

struct LegacyWebView: UIViewRepresentable {
    let url: URL
    var opaque = true

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.isOpaque = opaque
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {}
}

/// A controller whose `loadView` sets no view and whose `viewDidLoad` colours it.
final class TintedController: UIViewController {
    override func loadView() {}
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    }
}

struct TintedControllerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> TintedController { TintedController() }
    func updateUIViewController(_ controller: TintedController, context: Context) {}
}
