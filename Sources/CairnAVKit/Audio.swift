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
