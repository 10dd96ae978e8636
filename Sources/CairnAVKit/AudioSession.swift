import Foundation

// The app's audio session and record permission, as app code sets them: kept as set; nothing
// routes anywhere and nobody grants the microphone.

/// The app's audio session (AVFoundation's `AVAudioSession`): categories, modes and
/// activation are kept as set; nothing routes anywhere.
open class AVAudioSession: @unchecked Sendable {
    private static let instance = AVAudioSession()
    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { instance }

    /// How the app's audio mixes with others (AVFoundation's `AVAudioSession.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mixes with others, silenced by the switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silenced by the switch, interrupts others.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that continues when silenced.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category (AVFoundation's `AVAudioSession.Mode`).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Spoken audio (podcasts, books).
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Voice chat.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Video chat.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Video recording.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measurement (no processing).
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Movie playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Voice prompts (navigation).
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options of a category (AVFoundation's `AVAudioSession.CategoryOptions`).
    public struct CategoryOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth hands-free input.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// The speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Interrupt spoken audio of other apps.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Bluetooth A2DP output.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// AirPlay output.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// Options of deactivation (AVFoundation's `AVAudioSession.SetActiveOptions`).
    public struct SetActiveOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Let other apps resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// The category (default `.soloAmbient`).
    public private(set) var category: Category = .soloAmbient
    /// The mode (default `.default`).
    public private(set) var mode: Mode = .default
    /// The category's options.
    public private(set) var categoryOptions: CategoryOptions = []
    /// Whether the app made the session active.
    public private(set) var isActive = false
    /// The system volume, 0...1: 0.5 (Cairn's stand-in; a device reports its own).
    public var outputVolume: Float { 0.5 }
    /// Whether another app is playing: false.
    public var isOtherAudioPlaying: Bool { false }
    /// Whether a microphone is there: false.
    public var isInputAvailable: Bool { false }
    /// The sample rate: 48,000 Hz, an iPhone's.
    public var sampleRate: Double { 48_000 }

    /// Sets the category.
    public func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category, mode and options.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    /// Sets the category and options.
    public func setCategory(_ category: Category, options: CategoryOptions) throws {
        self.category = category
        categoryOptions = options
    }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
}

/// The app's audio permissions (AVFoundation's `AVAudioApplication`, iOS 17).
public final class AVAudioApplication: @unchecked Sendable {
    /// The one application object.
    public static let shared = AVAudioApplication()

    /// Whether the app may record (AVFoundation's `AVAudioApplication.recordPermission`).
    public enum RecordPermission: Int, Sendable {
        /// Not asked yet.
        case undetermined
        /// Refused.
        case denied
        /// Granted.
        case granted
    }

    /// Not asked: a render has nobody to ask.
    public var recordPermission: RecordPermission { .undetermined }
    /// Whether input is muted: false.
    public var isInputMuted: Bool { false }

    /// Asks to record: not granted (nobody to ask), given at once.
    public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) { response(false) }
    /// Asks to record: false.
    public static func requestRecordPermission() async -> Bool { false }
}
