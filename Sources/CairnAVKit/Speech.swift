import Foundation

// Text to speech as app code calls it: utterances are queued and never heard.

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
