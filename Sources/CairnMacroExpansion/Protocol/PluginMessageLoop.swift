/// The plug-in protocol's framing and message loop: each message is its JSON payload's length
/// as an 8-byte little-endian unsigned integer, then the payload (UTF-8 JSON); the compiler
/// and the plug-in take turns, one answer per message.
///
/// A zero length, or the input's end before a header, ends the exchange; a truncated or
/// oversized message ends it as a failure. The loop reads through closures, so that tests
/// drive it with bytes and the plug-in with its standard input and output.
public enum PluginMessageLoop {
    /// The size of a message's length header, in bytes.
    public static let headerSize = 8
    /// The largest payload accepted, in bytes (256 MiB): a larger length is a corrupt header,
    /// not a message to allocate for.
    public static let maximumPayload = 256 << 20

    /// How the exchange ended.
    public enum Ending: Equatable, Sendable {
        /// The compiler closed the input or sent the empty message: a clean end.
        case endOfInput
        /// The exchange broke; the text says how.
        case failure(String)
    }

    /// `payload` with its length header in front.
    public static func frame(_ payload: [UInt8]) -> [UInt8] {
        var length = UInt64(payload.count).littleEndian
        var bytes = withUnsafeBytes(of: &length) { Array($0) }
        bytes += payload
        return bytes
    }

    /// The payload length a header gives (its first 8 bytes, little-endian).
    public static func payloadLength(header: [UInt8]) -> UInt64 {
        header.prefix(headerSize).enumerated().reduce(UInt64(0)) { length, byte in
            length | UInt64(byte.element) << (8 * UInt64(byte.offset))
        }
    }

    /// Answers messages until the exchange ends.
    ///
    /// - Parameters:
    ///   - read: reads up to the given number of bytes, blocking; fewer (or none) means the
    ///     input ended.
    ///   - write: writes all the bytes given; false when it cannot.
    ///   - handler: answers each message.
    public static func run(read: (Int) -> [UInt8], write: ([UInt8]) -> Bool, handler: inout MacroPluginHandler) -> Ending {
        while true {
            let header = read(headerSize)
            if header.isEmpty { return .endOfInput }
            guard header.count == headerSize else {
                return .failure("the input ended inside a message header (\(header.count) of \(headerSize) bytes)")
            }
            let length = payloadLength(header: header)
            if length == 0 { return .endOfInput }
            guard length <= UInt64(maximumPayload) else {
                return .failure("a message header announces \(length) bytes, more than the \(maximumPayload) accepted")
            }
            let payload = read(Int(length))
            guard payload.count == Int(length) else {
                return .failure("the input ended inside a message (\(payload.count) of \(length) bytes)")
            }
            guard write(frame(handler.reply(toJSON: payload))) else {
                return .failure("the answer could not be written")
            }
        }
    }
}
