import Cairn

/// A welcome screen as apps paste it (`import AVKit`, `import AuthenticationServices`,
/// `import CoreLocationUI`): an intro video with a title over it — the player before
/// playback, its controls paused (no item: black) — Sign in with Apple in the black style
/// (clipped to a capsule, as apps do) and the outlined one, and a location button.
struct WelcomeScreen: View {
    @State private var player = AVPlayer()

    var body: some View {
        VStack(spacing: 14) {
            VideoPlayer(player: player) {
                VStack(alignment: .leading, spacing: 4) {
                    Spacer()
                    Text("Trailhead").font(.largeTitle.bold())
                    Text("Hikes near you, offline").font(.subheadline)
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 20)
                .padding(.bottom, 48)
            }
            .frame(height: 300)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .onAppear { player.play() }
            Spacer(minLength: 8)
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { _ in }
                .frame(height: 50)
                .clipShape(Capsule())
            SignInWithAppleButton(.continue) { _ in } onCompletion: { _ in }
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 50)
            LocationButton(.shareCurrentLocation) {}
                .symbolVariant(.fill)
                .padding(.top, 6)
        }
        .padding(20)
        .background(Color(.systemBackground))
    }
}

extension SampleCatalog {
    /// The welcome screen of AVKit's, AuthenticationServices' and CoreLocationUI's views.
    static var welcomeSamples: [Sample] {
        [Sample("welcome-screen", WelcomeScreen(), width: 390, height: 640,
                outputs: [SampleOutput("welcome-screen@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
