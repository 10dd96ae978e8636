import Cairn
import CairnSpriteKit
import CairnStoreKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The `frameworkViews` family: the views Apple's other frameworks add to SwiftUI — Sign in
// with Apple and location buttons in hostile frames and scales, video players of hostile
// URLs and files (missing, directories, devices, text, empty, random bytes named .mp4),
// with overlays, web views and pages of hostile URLs — and Core Media's time arithmetic,
// whose invariants must hold; and the device screen's safe area of previews with hostile
// insets around lists, tab views and views that ignore it.

func frameworkViewsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)

    // CMTime: seconds survive a round trip at timescale 600 within half a unit; NaN is invalid.
    let seconds = r.chance(0.8) ? (r.unit() - 0.5) * 1e6 : r.number()
    let time = CMTime(seconds: seconds, preferredTimescale: Int32(truncatingIfNeeded: r.chance(0.8) ? 600 : r.count(0...1_000)))
    if seconds.isNaN, time.isValid { violation("CMTime(seconds: NaN) is valid: \(time)") }
    if seconds.isFinite, abs(seconds) < 1e6, time.timescale == 600, abs(time.seconds - seconds) > 0.5 / 600 + 1e-9 {
        violation("CMTime(seconds: \(seconds)) gave \(time.seconds)")
    }
    _ = (time + CMTime(seconds: r.number(), preferredTimescale: 1)).description
    _ = time < .indefinite

    let scratch = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    func videoURL(_ r: inout Random) throws -> URL {
        switch r.int(0...6) {
        case 0: return URL(string: "https://example.com/\(r.int(0...9)).m3u8")!
        case 1: return URL(fileURLWithPath: "/nonexistent/\(r.int(0...9)).mp4")
        case 2: return scratch
        case 3: return URL(fileURLWithPath: r.pick(["/dev/null", "/dev/zero", "/proc/self/mem", "/"]))
        case 4:
            let file = scratch.appendingPathComponent("random-\(r.int(0...99)).mp4")
            try Data((0..<r.int(0...4_096)).map { _ in UInt8(truncatingIfNeeded: r.int(0...255)) }).write(to: file)
            return file
        case 5:
            let file = scratch.appendingPathComponent("empty.mov")
            try Data().write(to: file)
            return file
        default: return URL(string: r.pick(["data:video/mp4;base64,AAAA", "about:blank", "file:///%00", "x"])) ?? scratch
        }
    }

    let player: AVPlayer? = r.chance(0.1) ? nil : (r.chance(0.2) ? AVQueuePlayer(items: try (0..<r.int(0...3)).map { _ in AVPlayerItem(url: try videoURL(&r)) })
        : AVPlayer(url: try videoURL(&r)))
    player?.play()
    player?.seek(to: CMTime(seconds: r.number(), preferredTimescale: 600))
    player?.volume = Float(r.number())
    _ = player?.currentItem?.duration
    // Audio: players of hostile files and bytes (they throw or read a duration, never hang),
    // hostile positions; speech of hostile text and language codes; a recorder to a hostile URL.
    if let audio = try? (r.chance(0.5) ? AVAudioPlayer(contentsOf: try videoURL(&r))
                         : AVAudioPlayer(data: Data((0..<r.int(0...2_048)).map { _ in UInt8(truncatingIfNeeded: r.int(0...255)) }))) {
        if !audio.duration.isFinite || audio.duration < 0 { violation("AVAudioPlayer duration \(audio.duration)") }
        audio.play()
        audio.currentTime = r.number()
        if !(0...audio.duration).contains(audio.currentTime) { violation("AVAudioPlayer currentTime \(audio.currentTime) outside 0…\(audio.duration)") }
        audio.stop()
    }
    let synthesizer = AVSpeechSynthesizer()
    let utterance = AVSpeechUtterance(string: String(repeating: r.pick(["", "Hi ", "\u{0}", "👩‍👩‍👧"]), count: r.int(0...1_000)))
    utterance.voice = AVSpeechSynthesisVoice(language: r.pick(["", "en-US", "x", "zh-Hant-TW", String(repeating: "a-", count: 500), "-", nil]))
    utterance.rate = Float(r.number())
    synthesizer.speak(utterance)
    synthesizer.speak(utterance)
    _ = synthesizer.stopSpeaking(at: .word)
    _ = (try? AVAudioRecorder(url: try videoURL(&r), settings: [AVSampleRateKey: r.number()]))?.record()
    // HealthKit: hostile unit strings and values convert or give NaN; collections over
    // hostile ranges and intervals visit at most 10,000 intervals.
    let unit = HKUnit(from: r.pick(["count/min", "kg", "", "/", "mg/dL/x", "degF", String(repeating: "k", count: 300), "km/"]))
    _ = HKQuantity(unit: unit, doubleValue: r.number()).doubleValue(for: r.pick([.meter(), .count(), .degreeCelsius(), unit]))
    let anchor = Date(timeIntervalSinceReferenceDate: r.chance(0.8) ? r.unit() * 1e9 : r.number().isFinite ? min(max(r.number(), -1e12), 1e12) : 0)
    let collection = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, anchorDate: anchor,
                                                 intervalComponents: DateComponents(second: r.pick([0, -5, 1, 3_600, Int.max / 2, Int.min / 2])))
    var visited = 0
    collection.initialResultsHandler = { _, c, _ in
        c?.enumerateStatistics(from: anchor, to: anchor.addingTimeInterval(r.pick([1e9, -1, 0, 1e15]))) { _, _ in visited += 1 }
    }
    HKHealthStore().execute(collection)
    if visited > 10_000 { violation("HKStatisticsCollection visited \(visited) intervals") }
    // EventKit: events of hostile dates and titles, saved and fetched (throws, finds none).
    let events = EKEventStore()
    let event = EKEvent(eventStore: events)
    event.title = String(repeating: "📅", count: r.int(0...500))
    event.startDate = Date(timeIntervalSinceReferenceDate: r.chance(0.8) ? r.unit() * 1e9 : 0)
    event.endDate = event.startDate.addingTimeInterval(r.chance(0.5) ? -1e12 : 3_600)
    _ = try? events.save(event, span: .futureEvents)
    if !events.events(matching: events.predicateForEvents(withStart: event.endDate, end: event.startDate, calendars: nil)).isEmpty {
        violation("an empty EKEventStore found events")
    }
    let label = r.pick([SignInWithAppleButton.Label.signIn, .signUp, .continue])
    let style = r.pick([SignInWithAppleButton.Style.black, .white, .whiteOutline])
    let title = r.pick([LocationButton.Title.currentLocation, .sendCurrentLocation, .sendMyCurrentLocation,
                        .shareCurrentLocation, .shareMyCurrentLocation, nil])
    let page = WebPage()
    page.load(URLRequest(url: try videoURL(&r)))
    let view = VStack(spacing: r.mild()) {
        SignInWithAppleButton(label, onRequest: { $0.requestedScopes = [.fullName, .email] }, onCompletion: { _ in })
            .signInWithAppleButtonStyle(style)
            .frame(width: r.chance(0.5) ? r.mild() : nil, height: r.chance(0.7) ? r.number() : nil)
        if r.chance(0.5) {
            LocationButton(title) {}.symbolVariant(.fill).labelStyle(.iconOnly)
        } else {
            LocationButton(title) {}.tint(r.chance(0.5) ? .purple : .blue).cornerRadius(r.number())
        }
        VideoPlayer(player: player) {
            if r.chance(0.5) { Text(String(repeating: "overlay ", count: r.int(0...50))).frame(width: r.mild()) }
        }
        .frame(height: r.chance(0.5) ? r.mild() : r.number())
        if r.chance(0.5) { WebView(page).webViewContentBackground(r.pick([.hidden, .visible, .automatic])) } else { WebView(url: nil) }
    }
    try render(view.frame(width: r.mild(), height: r.mild()), &r)

    // iOS 18's document launch view and StoreKit's views: hostile titles, a hundred
    // product identifiers, empty and huge marketing content, every product view style, in
    // hostile frames (choices made before the closures, which must not touch `r`).
    let hostile = String(repeating: r.pick(["👩‍👩‍👧", "مرحبا", "a\u{0301}", "\t", "W"]), count: r.int(0...200))
    let ids = (0..<r.pick([0, 1, 3, 100])).map { "id.\($0)" }
    let productStyle = r.int(0...4)
    let titleY = r.number(), actionCount = r.int(0...20), marketingCount = r.int(0...100)
    let launch = DocumentLaunchView(LocalizedStringKey(hostile), for: [.plainText]) {
        ForEach(0..<actionCount, id: \.self) { NewDocumentButton(Text("\(hostile) \($0)")) }
    } onDocumentOpen: { _ in EmptyView() } background: {
        Color.orange
    } overlayAccessoryView: { proxy in
        Color.red.frame(width: proxy.titleViewFrame.width, height: 4).position(x: proxy.titleViewFrame.midX, y: titleY)
    }
    // Notifications with hostile identifiers, intervals and dates (kept, capped, never
    // delivered) and authentication contexts (no sensor).
    let center = UNUserNotificationCenter.current()
    for i in 0..<r.int(0...200) {
        let content = UNMutableNotificationContent()
        content.title = hostile
        var components = DateComponents()
        components.hour = r.int(-5...30)
        let trigger: UNNotificationTrigger? = r.chance(0.5) ? UNTimeIntervalNotificationTrigger(timeInterval: r.number(), repeats: r.chance(0.5))
            : UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        _ = (trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate()
        _ = (trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate()
        center.add(UNNotificationRequest(identifier: r.chance(0.5) ? hostile : "\(i)", content: content, trigger: trigger))
    }
    center.removePendingNotificationRequests(withIdentifiers: [hostile])
    var authError: NSError?
    _ = LAContext().canEvaluatePolicy(r.pick([.deviceOwnerAuthentication, .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithWatch]), error: &authError)
    let store = VStack {
        styledProducts(ProductView(id: hostile, prefersPromotionalIcon: true).productDescription(.hidden), productStyle)
        styledProducts(StoreView(ids: ids), productStyle)
            .storeProductsTask(for: ids) { _ in }.currentEntitlementTask(for: hostile) { _ in }
        SubscriptionStoreView(productIDs: ids) { ForEach(0..<marketingCount, id: \.self) { Text(hostile + "\($0)") } }
            .storeButton(.visible, for: .restorePurchases, .policies).subscriptionStoreControlStyle(.pagedProminentPicker)
        // iOS 18 store content: groups with and without marketing, sections, group sets,
        // nested groups, a branch, styles.
        let nested = r.chance(0.5)
        SubscriptionStoreView(groupID: hostile) {
            SubscriptionOptionGroupSet { $0.id } label: { Text($0) } marketingContent: { Text($0) }
            if nested {
                SubscriptionOptionGroup(hostile) {
                    SubscriptionOptionGroup(content: { SubscriptionPeriodGroupSet() }, marketingContent: { Text(hostile).frame(width: r.number()) })
                    SubscriptionOptionSection(hostile, isIncluded: { _ in true }) { Text(hostile) }
                }
            } else {
                SubscriptionPeriodGroupSet { _ in Color.orange.frame(height: r.number()) }
            }
        }
        .subscriptionStoreOptionGroupStyle(.tabs).subscriptionStoreOptionGroupStyle(.links)
        .subscriptionStoreControlStyle(.compactPicker, placement: .bottomBar)
        ContactAccessButton(queryString: hostile, ignoredEmails: [hostile], ignoredPhoneNumbers: []) { _ in }
            .contactAccessButtonStyle(ContactAccessButton.Style(imageTrailingEdgePadding: r.number(), imageWidth: r.number()))
    }
    try render(HStack { launch; store }.frame(width: r.mild(), height: r.mild()), &r)

    // SpriteKit scenes: hostile scene sizes, anchor points, scale modes, node positions,
    // rotations, scales, alphas and z positions, chains up to 3,000 deep (crop nodes with
    // masks among them, nested), labels and shapes of hostile sizes, particle emitters of
    // hostile rates, lifetimes, speeds, ranges and sequences advanced by hostile times, tile
    // maps of hostile sizes and weights, video nodes of missing or hostile files, a camera with
    // hostile position, scale and rotation, and attempts to make the tree a cycle.
    let scene = SKScene(size: CGSize(width: r.number(), height: r.number()))
    scene.scaleMode = r.pick([.fill, .aspectFill, .aspectFit, .resizeFill])
    scene.anchorPoint = CGPoint(x: r.number(), y: r.number())
    var parent: SKNode = scene
    for i in 0..<r.pick([0, 5, 50, 3_000]) {
        let node: SKNode
        switch i % 8 {
        case 0: node = SKSpriteNode(color: .orange, size: CGSize(width: r.number(), height: r.number()))
        case 5:
            let emitter = SKEmitterNode()
            emitter.particleBirthRate = r.number()
            emitter.particleLifetime = r.number()
            emitter.particleLifetimeRange = r.number()
            emitter.numParticlesToEmit = r.chance(0.7) ? 0 : r.int(-5...100_000)
            emitter.particleSize = CGSize(width: r.number(), height: r.number())
            emitter.particleColor = .white
            emitter.particleSpeed = r.number()
            emitter.emissionAngleRange = r.number()
            emitter.particlePositionRange = CGVector(dx: r.number(), dy: r.number())
            emitter.xAcceleration = r.number()
            emitter.particleScaleSpeed = r.number()
            emitter.particleAlphaSpeed = r.number()
            emitter.particleBlendMode = r.pick([.alpha, .add, .multiply, .screen, .replace])
            if r.chance(0.3) {
                emitter.particleColorSequence = SKKeyframeSequence(keyframeValues: [SKColor.red, "not a colour", 3, SKColor.blue],
                                                                   times: [NSNumber(value: r.number()), 0, NSNumber(value: r.number()), 1])
                emitter.particleColorSequence?.repeatMode = r.pick([.clamp, .loop])
                emitter.particleColorSequence?.interpolationMode = r.pick([.linear, .spline, .step])
                emitter.particleScaleSequence = SKKeyframeSequence(keyframeValues: [r.number(), r.number()], times: [0, NSNumber(value: r.number())])
            }
            if r.chance(0.2) { emitter.particleTexture = SKTexture(imageNamed: hostile) }
            for _ in 0..<r.int(0...3) { emitter.advanceSimulationTime(r.number()) }
            if r.chance(0.1) { emitter.resetSimulation() }
            node = emitter
        case 6:
            let a = SKTileDefinition(texture: SKTexture(imageNamed: hostile), size: CGSize(width: r.number(), height: r.number()))
            a.placementWeight = r.int(-3...Int.max)
            a.rotation = r.pick([.rotation0, .rotation90, .rotation180, .rotation270])
            let group = SKTileGroup(rules: [SKTileGroupRule(adjacency: r.pick([.adjacencyAll, .adjacencyUp]), tileDefinitions: r.chance(0.2) ? [] : [a, SKTileDefinition()])])
            let map = SKTileMapNode(tileSet: SKTileSet(tileGroups: [group]), columns: r.pick([0, 3, 500, -7, Int.max]), rows: r.pick([0, 2, 600, Int.min, Int.max]),
                                    tileSize: CGSize(width: r.number(), height: r.number()))
            if r.chance(0.5) { map.fill(with: group) }
            map.setTileGroup(group, forColumn: r.int(-2...Int.max), row: r.int(Int.min...5))
            map.numberOfColumns = r.pick([1, 40, Int.max])
            _ = map.centerOfTile(atColumn: r.int(Int.min...Int.max), row: 1)
            _ = map.tileColumnIndex(fromPosition: CGPoint(x: r.number(), y: r.number()))
            node = map
        case 7:
            let video = r.chance(0.5) ? SKVideoNode(fileNamed: hostile) : SKVideoNode(url: URL(fileURLWithPath: r.pick(["/dev/null", "/", "/nonexistent.mp4"])))
            video.size = r.chance(0.5) ? .zero : CGSize(width: r.number(), height: r.number())
            video.play()
            node = video
        case 4:
            let crop = SKCropNode()
            if r.chance(0.8) { crop.maskNode = SKShapeNode(circleOfRadius: r.number()) }
            node = crop
        case 1: node = SKShapeNode(rectOf: CGSize(width: r.number(), height: r.number()), cornerRadius: r.number())
        case 2:
            let label = SKLabelNode(text: hostile)
            label.fontSize = r.number()
            label.horizontalAlignmentMode = r.pick([.left, .center, .right])
            label.verticalAlignmentMode = r.pick([.baseline, .center, .top, .bottom])
            node = label
        default: node = SKShapeNode(circleOfRadius: r.number())
        }
        node.position = CGPoint(x: r.number(), y: r.number())
        node.zRotation = r.number()
        node.setScale(r.chance(0.8) ? 1 : r.number())
        node.alpha = r.chance(0.8) ? 1 : r.number()
        node.zPosition = r.chance(0.8) ? 0 : r.number()
        node.run(.repeatForever(.rotate(byAngle: r.number(), duration: r.number())))
        parent.addChild(node)
        if r.chance(0.01) { node.addChild(scene) }   // refused: the scene is an ancestor
        if r.chance(0.7) { parent = node }
    }
    if r.chance(0.5) {
        let camera = SKCameraNode()
        camera.position = CGPoint(x: r.number(), y: r.number())
        camera.setScale(r.chance(0.5) ? 1 : r.number())
        camera.zRotation = r.number()
        camera.addChild(SKLabelNode(text: hostile))
        (r.chance(0.5) ? scene : parent).addChild(camera)
        scene.camera = camera
        _ = camera.contains(parent)
    }
    let transparent = r.chance(0.5)
    try render(SpriteView(scene: scene, options: transparent ? [.allowsTransparency] : []).frame(width: r.mild(), height: r.mild()), &r)

    // A device screen's safe area (what `cairn previews` wraps a screen-sized preview in) with
    // hostile insets and sizes, around lists, tab views, views that ignore it and scroll
    // views that run on under the home indicator (hostile row heights, anchored at the end).
    let insets = r.chance(0.5) ? EdgeInsets.iPhoneScreen(CGSize(width: r.number(), height: r.number()))
        : EdgeInsets(top: r.number(), leading: r.number(), bottom: r.number(), trailing: r.number())
    let rowHeight = r.number(), anchored = r.chance(0.5)
    let screen = ScreenSafeAreaView(insets: insets) {
        switch r.int(0...4) {
        case 0: AnyView(NavigationStack { List { Text("Row") }.navigationTitle("Title") })
        case 1: AnyView(TabView { Color.red.tabItem { Text("A") }; Text("B").tabItem { Text("B") } })
        case 2: AnyView(Color.orange.ignoresSafeArea().frame(width: r.chance(0.5) ? r.number() : nil))
        case 3:
            AnyView(ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.blue.frame(height: rowHeight) } } }
                .defaultScrollAnchor(anchored ? .bottom : nil))
        default: AnyView(EmptyView())
        }
    }
    .overlay(alignment: .top) { ScreenStatusBar(height: r.number()) }
    try render(screen.frame(width: r.chance(0.5) ? 402 : r.mild(), height: r.chance(0.5) ? 874 : r.mild()), &r)
}

/// `content` under one of the product view styles: the four standard ones, or a custom style
/// that wraps the standard card (`ProductView(configuration)`) and borders its icon.
@ViewBuilder
private func styledProducts<V: View>(_ content: V, _ choice: Int) -> some View {
    switch choice {
    case 0: content.productViewStyle(.automatic)
    case 1: content.productViewStyle(.compact)
    case 2: content.productViewStyle(.regular)
    case 3: content.productViewStyle(.large)
    default: content.productViewStyle(FuzzProductStyle())
    }
}

/// A custom product view style: the configuration's icon bordered over the standard card.
private struct FuzzProductStyle: ProductViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon.productIconBorder()
            ProductView(configuration)
        }
    }
}
