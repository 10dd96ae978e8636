import Foundation

// AVFoundation's audio as app code calls it: sound effects and music (`AVAudioPlayer`), text
// to speech (`AVSpeechSynthesizer`), recording (`AVAudioRecorder`) and the session. A render
// has no speaker, microphone or time passing: a player that is told to play says it is
// playing, at time zero; speech is queued and never heard; recording cannot start (there is
// no microphone, and nobody to grant it).

/// The error AVFoundation's audio classes throw (an `NSOSStatusErrorDomain` error on iOS).
public struct AVAudioError: Error, CustomStringConvertible, Sendable {
    /// Why, in a sentence.
    public let description: String
}

/// Callbacks of an audio player (AVFoundation's `AVAudioPlayerDelegate`); every method is
/// optional. A render never finishes playing, so none is called.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playback reached the end.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The file could not be decoded while playing.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound file or bytes (AVFoundation's `AVAudioPlayer`).
///
/// Made from a local file or bytes it can read (ffprobe gives the `duration`: a music
/// player's "0:00 / 3:25" draws the file's real length); a missing file, a directory or bytes
/// that are no audio throw, as on iOS. `play()` makes `isPlaying` true at `currentTime` 0 (no
/// time passes in a render) and nothing is heard; `pause()` and `stop()` make it false.
open class AVAudioPlayer: @unchecked Sendable {
    /// The file's URL, when made from one.
    public let url: URL?
    /// The bytes, when made from them.
    public let data: Data?
    /// The sound's length in seconds (0 when ffprobe is not installed).
    public let duration: TimeInterval
    /// Whether the player was told to play and not paused or stopped since.
    public private(set) var isPlaying = false
    /// The playback position in seconds, 0 to `duration` (a value outside is clamped, NaN 0).
    public var currentTime: TimeInterval = 0 {
        didSet { currentTime = currentTime.isNaN ? 0 : min(max(currentTime, 0), duration) }
    }
    /// The volume, 0...1 (default 1).
    public var volume: Float = 1
    /// Stereo position, −1 (left) ... 1 (right).
    public var pan: Float = 0
    /// Playback rate, 0.5 ... 2, when `enableRate` is set.
    public var rate: Float = 1
    /// Whether `rate` applies.
    public var enableRate = false
    /// How many more times to play after the first (−1: forever).
    public var numberOfLoops = 0
    /// Whether `averagePower`/`peakPower` are kept.
    public var isMeteringEnabled = false
    /// The channels of the sound (2 unless known).
    public var numberOfChannels: Int { 2 }
    /// The device's clock in seconds: 0 in a render.
    public var deviceCurrentTime: TimeInterval { 0 }
    /// Who is told about the end of playback.
    public weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of the audio file at `url`; throws when there is no regular file there or
    /// ffprobe cannot read it as media.
    public init(contentsOf url: URL) throws {
        guard url.isFileURL else { throw AVAudioError(description: "AVAudioPlayer plays local files; \(url) is not one (stream with AVPlayer).") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw AVAudioError(description: "No audio file at \(url.path).")
        }
        let seconds = VideoFrameSource.shared.duration(for: url)
        if seconds == nil, VideoFrameSource.canProbe {
            throw AVAudioError(description: "The file at \(url.path) is not audio AVAudioPlayer can read.")
        }
        self.url = url
        data = nil
        duration = seconds ?? 0
    }

    /// A player of the audio file at `url` (`utiString` names its type; read from the file).
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }

    /// A player of audio bytes; throws when they are empty or not audio.
    public init(data: Data) throws {
        guard !data.isEmpty, data.count <= 256 << 20 else { throw AVAudioError(description: "AVAudioPlayer(data:) was given \(data.count) bytes, not a sound.") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-audio-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let seconds = (try? data.write(to: file)).flatMap { VideoFrameSource.shared.duration(for: file) }
        if seconds == nil, VideoFrameSource.canProbe { throw AVAudioError(description: "The bytes given to AVAudioPlayer(data:) are not audio it can read.") }
        url = nil
        self.data = data
        duration = seconds ?? 0
    }

    /// A player of audio bytes (`utiString` names their type; read from the bytes).
    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    /// Readies playback: true.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Starts playing: `isPlaying` becomes true (nothing is heard in a render); true.
    @discardableResult open func play() -> Bool {
        isPlaying = true
        return true
    }
    /// Plays from a device time: as `play()`.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    /// Pauses, keeping `currentTime`.
    open func pause() { isPlaying = false }
    /// Stops: `isPlaying` false (`currentTime` stays, as Apple's `stop()` keeps it).
    open func stop() { isPlaying = false }
    /// Changes the volume over `duration` seconds: the new volume at once (no time passes).
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Updates the meters: nothing is playing, so they stay at silence.
    open func updateMeters() {}
    /// The average power of a channel in decibels: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak power of a channel in decibels: −160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Callbacks of a recorder (AVFoundation's `AVAudioRecorderDelegate`); every method is
/// optional. Nothing is recorded in a render, so none is called.
public protocol AVAudioRecorderDelegate: AnyObject {
    /// Recording finished.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// Records from the microphone (AVFoundation's `AVAudioRecorder`). A render has no
/// microphone: `record()` returns false and nothing is written.
open class AVAudioRecorder: @unchecked Sendable {
    /// Where the recording would be written.
    public let url: URL
    /// The recording settings given.
    public let settings: [String: Any]
    /// Whether it is recording: never in a render.
    public var isRecording: Bool { false }
    /// Seconds recorded: 0.
    public var currentTime: TimeInterval { 0 }
    /// Whether meters are kept.
    public var isMeteringEnabled = false
    /// Who is told when recording ends.
    public weak var delegate: (any AVAudioRecorderDelegate)?

    /// A recorder writing to `url` with `settings` (`AVFormatIDKey`, `AVSampleRateKey`, …).
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }

    /// Readies recording: false (no microphone).
    @discardableResult open func prepareToRecord() -> Bool { false }
    /// Starts recording: false (no microphone; nothing is written).
    @discardableResult open func record() -> Bool { false }
    /// Records for `duration` seconds: false.
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    /// Pauses: nothing to pause.
    open func pause() {}
    /// Stops: nothing to stop.
    open func stop() {}
    /// Deletes the recording's file, if one exists there: true when there is none afterwards.
    @discardableResult open func deleteRecording() -> Bool {
        (try? FileManager.default.removeItem(at: url)) != nil || !FileManager.default.fileExists(atPath: url.path)
    }
    /// Updates the meters: silence.
    open func updateMeters() {}
    /// The average power of a channel in decibels: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak power of a channel in decibels: −160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// The audio format key of recording settings, `"AVFormatIDKey"`.
public let AVFormatIDKey = "AVFormatIDKey"
/// The sample rate key, `"AVSampleRateKey"`.
public let AVSampleRateKey = "AVSampleRateKey"
/// The channel count key, `"AVNumberOfChannelsKey"`.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The encoder quality key, `"AVEncoderAudioQualityKey"`.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The encoder bit rate key, `"AVEncoderBitRateKey"`.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// Core Audio's AAC format code, `'aac '` (1633772320).
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320
/// Core Audio's linear PCM format code, `'lpcm'` (1819304813).
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D
/// Core Audio's Apple Lossless format code, `'alac'` (1634492771).
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163

/// Encoder quality (AVFoundation's `AVAudioQuality`).
public enum AVAudioQuality: Int, Sendable {
    /// 0.
    case min = 0
    /// 0x20.
    case low = 0x20
    /// 0x40.
    case medium = 0x40
    /// 0x60.
    case high = 0x60
    /// 0x7F.
    case max = 0x7F
}

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

/// A voice for speech (AVFoundation's `AVSpeechSynthesisVoice`).
public final class AVSpeechSynthesisVoice: @unchecked Sendable, CustomStringConvertible {
    /// The BCP 47 language code, such as `"en-US"`.
    public let language: String
    /// The voice's identifier.
    public let identifier: String
    /// The voice's name.
    public let name: String
    /// The voice's quality.
    public let quality: Quality

    /// Voice quality (AVFoundation's `AVSpeechSynthesisVoiceQuality`).
    public enum Quality: Int, Sendable {
        /// The default voices.
        case `default` = 1
        /// Enhanced voices.
        case enhanced = 2
        /// Premium voices.
        case premium = 3
    }

    init(language: String) {
        self.language = language
        identifier = "com.apple.voice.compact.\(language).Samantha"
        name = "Samantha"
        quality = .default
    }

    /// The voice for a BCP 47 `languageCode` (`"en-US"`, `"fr"`); nil for an empty or
    /// malformed code (Apple: nil when no voice matches). Nil gives the current language's.
    public convenience init?(language languageCode: String?) {
        let code = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter),
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }
        self.init(language: code)
    }

    /// The voice with `identifier`, nil when it names none of `speechVoices()`.
    public convenience init?(identifier: String) {
        guard let voice = AVSpeechSynthesisVoice.speechVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(language: voice.language)
    }

    /// The voices: one per language of Apple's compact set Cairn lists (en-US, en-GB, fr-FR,
    /// de-DE, es-ES, it-IT, ja-JP, zh-CN).
    public static func speechVoices() -> [AVSpeechSynthesisVoice] {
        ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP", "zh-CN"].map { AVSpeechSynthesisVoice(language: $0) }
    }

    /// The user's language: `"en-US"` (a render's locale).
    public static func currentLanguageCode() -> String { "en-US" }

    /// `<AVSpeechSynthesisVoice en-US>`.
    public var description: String { "<AVSpeechSynthesisVoice \(language)>" }
}

/// The slowest speech rate, 0.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The default speech rate, 0.5.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The fastest speech rate, 1.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// Text to speak (AVFoundation's `AVSpeechUtterance`).
open class AVSpeechUtterance: @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The voice (nil: the current language's).
    public var voice: AVSpeechSynthesisVoice?
    /// The rate, 0...1 (default 0.5).
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5...2 (default 1).
    public var pitchMultiplier: Float = 1
    /// The volume, 0...1 (default 1).
    public var volume: Float = 1
    /// Silence before, in seconds.
    public var preUtteranceDelay: TimeInterval = 0
    /// Silence after, in seconds.
    public var postUtteranceDelay: TimeInterval = 0
    /// Whether to use assistive technology settings.
    public var prefersAssistiveTechnologySettings = false

    /// An utterance of `string`.
    public init(string: String) { speechString = string }
    /// An utterance of `string`'s characters.
    public init(attributedString string: NSAttributedString) { speechString = string.string }
    /// An utterance of `string`'s characters.
    public convenience init(attributedString string: AttributedString) { self.init(string: String(string.characters)) }
}

/// Where speech may stop or pause (AVFoundation's `AVSpeechBoundary`).
public enum AVSpeechBoundary: Int, Sendable {
    /// At once.
    case immediate
    /// After the current word.
    case word
}

/// Callbacks of a synthesizer (AVFoundation's `AVSpeechSynthesizerDelegate`); every method is
/// optional. Nothing is spoken in a render, so none is called.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// Speaking an utterance started.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Speaking an utterance finished.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speaking was cancelled.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// Speaking will reach a range of the text.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {}
}

/// Speaks text (AVFoundation's `AVSpeechSynthesizer`). A render has no speaker and no time
/// passes: `speak(_:)` queues the utterance and `isSpeaking` becomes true, as right after the
/// call on a device; nothing is heard and no delegate method is called.
open class AVSpeechSynthesizer: @unchecked Sendable {
    /// Who is told of progress.
    public weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// The utterances queued and not stopped.
    public private(set) var queue: [AVSpeechUtterance] = []
    /// Whether paused.
    public private(set) var isPaused = false
    /// Whether anything is queued and not stopped.
    public var isSpeaking: Bool { !queue.isEmpty }
    /// Whether to mix with other audio.
    public var mixToTelephonyUplink = false
    /// Whether the app's audio session is used.
    public var usesApplicationAudioSession = true

    /// A synthesizer.
    public init() {}

    /// Queues `utterance` (the same utterance twice is a programming error on iOS; Cairn
    /// queues it once).
    open func speak(_ utterance: AVSpeechUtterance) {
        if !queue.contains(where: { $0 === utterance }) { queue.append(utterance) }
    }
    /// Stops and clears the queue: true when something was speaking.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        defer { queue.removeAll(); isPaused = false }
        return !queue.isEmpty
    }
    /// Pauses: true when something was speaking.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        isPaused = !queue.isEmpty
        return isPaused
    }
    /// Continues after a pause: true when paused.
    @discardableResult open func continueSpeaking() -> Bool {
        defer { isPaused = false }
        return isPaused
    }
}
