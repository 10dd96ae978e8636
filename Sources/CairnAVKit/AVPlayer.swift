import Foundation

// AVFoundation's playback model as SwiftUI code uses it with `VideoPlayer`. A render plays
// nothing: a player stays paused at time zero whatever `play()` asks (a still is the moment
// before playback), and its item is the file's first frame (see `VideoPlayer`).

/// A timed media resource (AVFoundation's `AVAsset`).
open class AVAsset: @unchecked Sendable {
    /// The resource's location, when it has one.
    public let url: URL?

    /// An asset for the media at `url`.
    public init(url: URL) { self.url = url }

    /// The media's length: the file's duration when ffprobe can read it (a local file), else
    /// `.indefinite`, as before an asset loads.
    open var duration: CMTime {
        guard let url, let seconds = VideoFrameSource.shared.frame(for: url)?.duration else { return .indefinite }
        return CMTime(seconds: seconds, preferredTimescale: 600)
    }
}

/// An asset at a URL (AVFoundation's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// An asset for the media at `URL`; `options` are ignored.
    public init(url URL: URL, options: [String: Any]? = nil) { super.init(url: URL) }
}

/// How video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// The gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit, keeping the aspect ratio (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, keeping the aspect ratio, cropping.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretch to fill.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// The presentation state of an asset (AVFoundation's `AVPlayerItem`).
open class AVPlayerItem: @unchecked Sendable {
    /// Whether an item can play (AVFoundation's `AVPlayerItem.Status`).
    public enum Status: Int, Sendable {
        /// Not yet known.
        case unknown
        /// Ready to play.
        case readyToPlay
        /// Failed.
        case failed
    }

    /// The item's asset.
    public let asset: AVAsset
    /// How long to buffer ahead (unused).
    public var preferredForwardBufferDuration: TimeInterval = 0

    /// An item for `asset`.
    public init(asset: AVAsset) { self.asset = asset }
    /// An item for the media at `URL`.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// The asset's duration.
    open var duration: CMTime { asset.duration }
    /// `.readyToPlay` for a file whose first frame could be read, else `.unknown` (loading).
    open var status: Status { asset.url.flatMap { VideoFrameSource.shared.frame(for: $0) } != nil ? .readyToPlay : .unknown }
    /// Zero: a render shows the moment before playback.
    open func currentTime() -> CMTime { .zero }
    /// Moves nothing (the item stays at zero).
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}

/// The object that plays media (AVFoundation's `AVPlayer`). In a render it never plays: its
/// `rate` stays 0 and its time zero.
open class AVPlayer: @unchecked Sendable {
    /// Whether the player is playing (AVFoundation's `AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused
        /// Waiting for media.
        case waitingToPlayAtSpecifiedRate
        /// Playing.
        case playing
    }

    /// What a player does when its item ends (AVFoundation's `AVPlayer.ActionAtItemEnd`).
    public enum ActionAtItemEnd: Int, Sendable {
        /// Go to the next item.
        case advance
        /// Pause.
        case pause
        /// Do nothing.
        case none
    }

    /// Whether a player can play (AVFoundation's `AVPlayer.Status`).
    public enum Status: Int, Sendable {
        /// Not yet known.
        case unknown
        /// Ready.
        case readyToPlay
        /// Failed.
        case failed
    }

    /// The item shown.
    public private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0, paused (a render never plays).
    open var rate: Float { get { 0 } set {} }
    /// The rate `play()` uses.
    open var defaultRate: Float = 1
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Whether the sound is off.
    open var isMuted = false
    /// What happens at the item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether playback waits to minimise stalls.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether playback stops other apps' audio (unused).
    open var preventsDisplaySleepDuringVideoPlayback = true
    /// Whether the player may play over AirPlay (unused).
    open var allowsExternalPlayback = true

    /// A player with no item.
    public init() {}
    /// A player of the media at `URL`.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    /// `.paused`: a render never plays.
    open var timeControlStatus: TimeControlStatus { .paused }
    /// `.readyToPlay`.
    open var status: Status { .readyToPlay }

    /// Asks to play: a render shows the moment before playback, so nothing moves.
    open func play() {}
    /// Pauses (it is paused).
    open func pause() {}
    /// Zero.
    open func currentTime() -> CMTime { .zero }
    /// Moves nothing; `completionHandler` is told false (the seek did not finish).
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    /// Moves nothing.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Moves nothing; false.
    @discardableResult open func seek(to time: CMTime) async -> Bool { false }
    /// Shows `item` instead.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    /// Registers `block` to run periodically during playback: never, as nothing plays. The
    /// token is for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any { NSObject() }
    /// Registers `block` for `times`: never run.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping @Sendable () -> Void) -> Any { NSObject() }
    /// Removes an observer.
    open func removeTimeObserver(_ observer: Any) {}
}

/// A player of a queue of items (AVFoundation's `AVQueuePlayer`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]

    /// A player of `items`, the first one shown.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    /// A player with an empty queue.
    public override init() {
        queue = []
        super.init(playerItem: nil)
    }
    /// The items, current first.
    open func items() -> [AVPlayerItem] { queue }
    /// Shows the next item.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
    /// Adds `item` after `afterItem` (or at the end).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        if let afterItem, let i = queue.firstIndex(where: { $0 === afterItem }) { queue.insert(item, at: i + 1) } else { queue.append(item) }
        if queue.count == 1 { replaceCurrentItem(with: item) }
    }
    /// Removes every item.
    open func removeAllItems() {
        queue = []
        replaceCurrentItem(with: nil)
    }
}

/// Loops an item in a queue player (AVFoundation's `AVPlayerLooper`): the player shows the
/// item's first frame.
open class AVPlayerLooper: @unchecked Sendable {
    /// Loops `templateItem` in `player`.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        player.removeAllItems()
        player.insert(itemToLoop, after: nil)
    }
    /// How many times the item has looped: 0.
    open var loopCount: Int { 0 }
    /// Stops looping.
    open func disableLooping() {}
}
