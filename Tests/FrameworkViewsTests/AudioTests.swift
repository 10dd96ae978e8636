import Cairn
import CairnTestSupport
import Foundation
import Testing

/// AVFoundation's audio: players of real files (their durations read by ffprobe), speech,
/// recording and the session, as a render has them.
@Suite struct AudioTests {
    /// A WAV file written here, independently of ffmpeg: `seconds` of a 440 Hz tone, 8,000
    /// samples a second, mono, 16-bit (RIFF header by the WAVE specification).
    static func wav(seconds: Double) -> Data {
        let rate = 8_000, count = Int(Double(rate) * seconds)
        var data = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); u32(UInt32(36 + count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); u32(16); u16(1); u16(1); u32(UInt32(rate)); u32(UInt32(rate * 2)); u16(2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(UInt32(count * 2))
        for i in 0..<count { u16(UInt16(bitPattern: Int16(8_000 * sin(2 * Double.pi * 440 * Double(i) / Double(rate))))) }
        return data
    }

    @Test func playerReadsTheFilesDurationAndPlaysAtTimeZero() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("tone.wav")
        try Self.wav(seconds: 1.5).write(to: url)
        let player = try AVAudioPlayer(contentsOf: url)
        #expect(abs(player.duration - 1.5) < 0.001)
        #expect(player.prepareToPlay())
        #expect(!player.isPlaying)
        #expect(player.play())
        #expect(player.isPlaying && player.currentTime == 0)
        player.pause()
        #expect(!player.isPlaying)
        player.currentTime = 9
        #expect(player.currentTime == 1.5)
        player.currentTime = .nan
        #expect(player.currentTime == 0)
        #expect(player.averagePower(forChannel: 0) == -160)
        // From bytes too.
        #expect(abs(try AVAudioPlayer(data: Self.wav(seconds: 0.25)).duration - 0.25) < 0.001)
    }

    @Test func badFilesThrow() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AVAudioError.self) { try AVAudioPlayer(contentsOf: directory.appendingPathComponent("missing.mp3")) }
        #expect(throws: AVAudioError.self) { try AVAudioPlayer(contentsOf: directory) }
        let junk = directory.appendingPathComponent("junk.mp3")
        try Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: junk)
        #expect(throws: AVAudioError.self) { try AVAudioPlayer(contentsOf: junk) }
        #expect(throws: AVAudioError.self) { try AVAudioPlayer(data: Data()) }
        #expect(throws: AVAudioError.self) { try AVAudioPlayer(contentsOf: URL(string: "https://example.com/a.mp3")!) }
    }

    @Test func speechIsQueuedAndNeverHeard() {
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: "Hello")
        #expect(utterance.rate == 0.5 && AVSpeechUtteranceDefaultSpeechRate == 0.5)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
        #expect(utterance.voice?.language == "en-GB")
        synthesizer.speak(utterance)
        #expect(synthesizer.isSpeaking)
        #expect(synthesizer.pauseSpeaking(at: .word) && synthesizer.isPaused)
        #expect(synthesizer.continueSpeaking())
        #expect(synthesizer.stopSpeaking(at: .immediate))
        #expect(!synthesizer.isSpeaking)
        #expect(!synthesizer.stopSpeaking(at: .immediate))
        // Codes that are no language give no voice.
        #expect(AVSpeechSynthesisVoice(language: "") == nil)
        #expect(AVSpeechSynthesisVoice(language: "x") == nil)
        #expect(AVSpeechSynthesisVoice(language: nil)?.language == "en-US")
        let identifier = AVSpeechSynthesisVoice.speechVoices()[2].identifier
        #expect(AVSpeechSynthesisVoice(identifier: identifier)?.language == "fr-FR")
        #expect(AVSpeechSynthesisVoice(identifier: "nobody") == nil)
    }

    @Test func recordingCannotStartAndTheSessionKeepsItsSettings() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("memo.m4a")
        let recorder = try AVAudioRecorder(url: url, settings: [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000,
                                                                AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue])
        #expect(!recorder.record() && !recorder.isRecording)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(kAudioFormatMPEG4AAC == 1_633_772_320)  // 'aac ' as four bytes
        #expect(await AVAudioApplication.requestRecordPermission() == false)
        #expect(AVAudioApplication.shared.recordPermission == .undetermined)
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.duckOthers] && session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(!session.isActive)
    }
}
