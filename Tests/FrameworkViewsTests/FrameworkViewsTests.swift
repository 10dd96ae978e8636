import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The bitmap of `view` in a `width` × `height` frame at 1×.
@MainActor func bitmap<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, scheme: ColorScheme = .light) throws -> Bitmap {
    try ImageRenderer(content: view.frame(width: width, height: height).environment(\.colorScheme, scheme)).bitmap()
}

/// The strings `view` draws in a `width` × `height` canvas, layers opened.
@MainActor func texts<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> [String] {
    leaves(ViewLayout(of: view, in: CGSize(width: width, height: height)).displayList).compactMap { item in
        if case .text(let run, _) = item { run.string } else { nil }
    }
}

/// AuthenticationServices' `SignInWithAppleButton` and its sign-in model.
@Suite(.designEra(.iOS17)) struct SignInWithAppleTests {
    @Test @MainActor func theButtonFillsWhatItIsOfferedAndTakesTheMinimumSizeOtherwise() {
        let offered = layOut(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).frame(height: 50), 300, 400)
        #expect(close(offered.size, CGSize(width: 300, height: 50)))
        // The HIG's minimum, 140 × 30 points, when nothing is proposed.
        let ideal = layOut(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).fixedSize(), 300, 400)
        #expect(close(ideal.size, CGSize(width: 140, height: 30)))
    }

    @Test @MainActor func theThreeStylesFillAndOutlineAsTheHIGShowsThem() throws {
        let button = SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
        let black = try bitmap(button, 300, 50)
        #expect(rgba(black, 3, 25) == [0, 0, 0, 255])
        #expect(rgba(black, 0, 0)[3] == 0)  // a 6-point corner: the very corner is clear
        #expect(rgba(black, 150, 2) == [0, 0, 0, 255])
        let white = try bitmap(button.signInWithAppleButtonStyle(.white), 300, 50)
        #expect(rgba(white, 3, 25) == [255, 255, 255, 255])
        #expect(rgba(white, 0, 25) == [255, 255, 255, 255])
        let outlined = try bitmap(button.signInWithAppleButtonStyle(.whiteOutline), 300, 50)
        #expect(rgba(outlined, 0, 25) == [0, 0, 0, 255])  // the 1-point outline
        #expect(rgba(outlined, 3, 25) == [255, 255, 255, 255])
        #expect(rgba(outlined, 150, 0) == [0, 0, 0, 255])
    }

    @Test @MainActor func theTitlesAreApplesAndScaleWithTheHeight() {
        for (label, title) in [(SignInWithAppleButton.Label.signIn, "Sign in with Apple"), (.signUp, "Sign up with Apple"),
                               (.continue, "Continue with Apple")] {
            #expect(drawnStrings(SignInWithAppleButton(label, onRequest: { _ in }, onCompletion: { _ in }).frame(width: 300, height: 50)) == [title])
        }
        // The title's font is 43 % of the height: 21.5 points at 50, 18.92 at 44.
        func titleHeight(_ height: CGFloat) -> CGFloat {
            let layout = layOut(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).frame(width: 320, height: height), 320, 200)
            return frames("Text", layout).first?.height ?? 0
        }
        let tall = titleHeight(50), short = titleHeight(44)
        #expect(tall > short)
        #expect(abs(tall / short - 50 / 44) < 0.06)
    }

    @Test func nothingIsEverAuthorized() async throws {
        let provider = ASAuthorizationAppleIDProvider()
        let request = provider.createRequest()
        request.requestedScopes = [.fullName, .email]
        request.nonce = "abc"
        #expect(request.requestedScopes == [.fullName, .email])
        #expect(try await provider.credentialState(forUserID: "001234.abc") == .notFound)
        var state: ASAuthorizationAppleIDProvider.CredentialState?
        provider.getCredentialState(forUserID: "x") { s, _ in state = s }
        #expect(state == .notFound)
        do {
            throw ASAuthorizationError(.canceled)
        } catch ASAuthorizationError.canceled {
        } catch {
            Issue.record("not matched: \(error)")
        }
        #expect(ASAuthorizationError(.canceled).code.rawValue == 1001)
        await #expect(throws: ASWebAuthenticationSessionError.self) {
            try await EnvironmentValues().webAuthenticationSession.authenticate(using: URL(string: "https://example.com/auth")!, callbackURLScheme: "app")
        }
        #expect(!ASWebAuthenticationSession(url: URL(string: "https://example.com")!, callbackURLScheme: "app") { _, _ in }.start())
    }
}

/// CoreLocationUI's `LocationButton`.
@Suite(.designEra(.iOS17)) struct LocationButtonTests {
    @Test @MainActor func itIsAProminentButtonWithTheArrowAndTitle() throws {
        let located = try ImageRenderer(content: LocationButton(.shareCurrentLocation) {}.frame(width: 300, height: 60)).pngData()
        let plain = try ImageRenderer(content: Button {} label: { Label("Share Current Location", systemImage: "location") }
            .buttonStyle(.borderedProminent).frame(width: 300, height: 60)).pngData()
        #expect(located == plain)
        let iconOnly = try ImageRenderer(content: LocationButton(nil) {}.frame(width: 60, height: 60)).pngData()
        let arrow = try ImageRenderer(content: Button {} label: { Image(systemName: "location") }
            .buttonStyle(.borderedProminent).frame(width: 60, height: 60)).pngData()
        #expect(iconOnly == arrow)
        #expect(drawnStrings(LocationButton {}) == ["Current Location"])
    }
}

/// AVKit's `VideoPlayer` with AVFoundation's player and Core Media's `CMTime`.
@Suite(.designEra(.iOS17)) struct VideoPlayerTests {
    /// A 2-second 160 × 90 red video made by ffmpeg (CI installs it).
    static func redVideo() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-red-\(UUID().uuidString).mp4")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=c=red:s=160x90:d=2:r=10",
                             "-pix_fmt", "yuv420p", url.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffmpeg is needed: apt-get install ffmpeg")
        return url
    }

    @Test func cmTimeIsARationalNumberOfSeconds() {
        let t = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(t.value == 900 && t.timescale == 600 && t.seconds == 1.5)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 1, timescale: 4)) == 0.25)
        #expect((t + CMTime(value: 1, timescale: 2)).seconds == 2)
        #expect(CMTime(seconds: .nan, preferredTimescale: 600) == .invalid)
        #expect(CMTime.indefinite.seconds.isNaN)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 1).seconds == .infinity)
        #expect(CMTime(seconds: 1e300, preferredTimescale: 600).value == .max)
        #expect(CMTime(value: 1, timescale: 600).description == "{1/600 = 0.002}")
        #expect(CMTime.zero < t)
    }

    @Test func theAudioSessionTakesEverySpelling() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, options: [.mixWithOthers])
        try session.setCategory(.ambient, mode: .moviePlayback)
        try session.setCategory(.playback)
        try session.setActive(true)
        #expect(session.category == .playback)
    }

    @Test @MainActor func theFirstFrameIsFittedOnBlackUnderThePausedControls() throws {
        let url = try Self.redVideo()
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        player.play()
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        #expect(player.currentItem?.duration.seconds == 2)
        #expect(player.currentItem?.status == .readyToPlay)
        // 16:9 fitted in 320 × 320: 320 × 180 from y = 70; black above and below.
        let image = try bitmap(VideoPlayer(player: player), 320, 320)
        #expect(rgba(image, 20, 20) == [0, 0, 0, 255])
        #expect(rgba(image, 20, 300) == [0, 0, 0, 255])
        let red = rgba(image, 20, 90)
        #expect(red[0] > 230 && red[1] < 20 && red[2] < 20, "\(red)")
        #expect(texts(VideoPlayer(player: player), 320, 320) == ["0:00", "-0:02"])
        #expect(layOut(VideoPlayer(player: player), 320, 320).diagnostics.isEmpty)
        // The overlay is drawn over the video.
        let overlaid = try bitmap(VideoPlayer(player: player) { Color.green.frame(width: 10, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }, 320, 320)
        #expect(rgba(overlaid, 5, 5)[1] > 100)
    }

    @Test @MainActor func aRemoteURLOrNoPlayerDrawsBlack() throws {
        let remote = AVPlayer(url: URL(string: "https://example.com/movie.m3u8")!)
        let image = try bitmap(VideoPlayer(player: remote), 320, 180)
        #expect(rgba(image, 20, 90) == [0, 0, 0, 255])
        #expect(remote.currentItem?.duration.isIndefinite == true)
        #expect(texts(VideoPlayer(player: remote), 320, 180) == ["0:00", "--:--"])
        #expect(layOut(VideoPlayer(player: remote), 320, 180).diagnostics.contains { $0.contains("not a local file") })
        #expect(texts(VideoPlayer(player: nil), 320, 180).isEmpty)
        let missing = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/clip.mov"))
        #expect(rgba(try bitmap(VideoPlayer(player: missing), 100, 100), 50, 20) == [0, 0, 0, 255])
    }
}

/// WebKit for SwiftUI's `WebView` and `WebPage`.
@Suite(.designEra(.iOS17)) struct WebViewTests {
    @Test @MainActor func aWebViewDrawsThePagesBackgroundAndSaysWhy() throws {
        let url = URL(string: "https://www.apple.com")!
        #expect(rgba(try bitmap(WebView(url: url), 100, 100), 50, 50) == [255, 255, 255, 255])
        #expect(rgba(try bitmap(WebView(url: url), 100, 100, scheme: .dark), 50, 50) == [0, 0, 0, 255])
        #expect(rgba(try bitmap(WebView(url: url).webViewContentBackground(.hidden), 100, 100), 50, 50)[3] == 0)
        let layout = layOut(WebView(url: url), 100, 100)
        #expect(layout.diagnostics.contains { $0.contains("no web engine") })
        #expect(close(layout.size, CGSize(width: 100, height: 100)))
        let page = WebPage()
        page.load(URLRequest(url: url))
        #expect(page.url == url && page.title.isEmpty && !page.isLoading)
        #expect(rgba(try bitmap(WebView(page).webViewBackForwardNavigationGestures(.disabled), 100, 100), 50, 50) == [255, 255, 255, 255])
    }
}
