/// The bytes the scanner tells apart, and the character classes of Swift's lexical grammar
/// it needs (any byte from 0x80 up counts as part of a name, as Swift allows most non-ASCII
/// letters in identifiers).
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let uppercaseX: UInt8 = 0x58
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let lowercaseX: UInt8 = 0x78
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// A letter, `_`, or a byte of a non-ASCII character.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == underscore || byte >= 0x80
    }

    /// A character that may follow the first of a name: also digits.
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// `0`–`9`.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// `e`/`E` in a decimal literal, `p`/`P` in a hexadecimal one.
    static func isExponentMarker(_ byte: UInt8, hex: Bool) -> Bool {
        hex ? (byte == 0x70 || byte == 0x50) : (byte == 0x65 || byte == 0x45)
    }

    /// The ASCII characters Swift operators are made of (`.` is handled apart).
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case slash, equals, minus, plus, bang, star, 0x25, less, greater, 0x26, 0x7C, 0x5E, 0x7E, question: true
        default: false
        }
    }
}
