// Property lists as `.strings` and `.stringsdict` tables hold them, in text, XML or binary
// form (research/text-input-and-languages.md §7.3).
import Foundation

/// A property-list value with the line it starts on (nil in the binary form).
struct PropertyList: Sendable {
    enum Value: Sendable {
        case string(String)
        case integer(Int64)
        case real(Double)
        case bool(Bool)
        case date(Double)
        case data([UInt8])
        case array([PropertyList])
        /// Members in file order (a later duplicate key wins when read as a table).
        case dictionary([(key: String, value: PropertyList)])
    }

    var value: Value
    var line: Int?

    /// The deepest nesting of arrays and dictionaries read. Tables nest three levels; the
    /// limit keeps reading bounded on hostile files.
    static let maximumDepth = 256

    /// The JSON-like name of the value's type, for messages.
    var typeName: String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    var dictionary: [(key: String, value: PropertyList)]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// Reads a property list in any of its forms: binary (`bplist00`), XML, or the text form
    /// of `.strings` files (`"key" = "value";`, with or without braces).
    static func read(_ data: Data) throws(ReadFailure) -> PropertyList {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist00".utf8)) { return try BinaryPropertyListReader.read(bytes) }
        let text = try decodeText(bytes)
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE") {
            return try XMLPropertyListReader.read(text)
        }
        return try StringsFileReader.read(text)
    }

    /// The bytes as text: UTF-16 with a byte order mark (or without one, when every other
    /// byte of the first characters is zero), else UTF-8 (a byte order mark is skipped).
    static func decodeText(_ bytes: [UInt8]) throws(ReadFailure) -> String {
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(ReadFailure) -> String {
            guard body.count % 2 == 0 else { throw ReadFailure(.invalidEncoding, line: nil, "UTF-16 text with an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let a = UInt16(body[index]), b = UInt16(body[index + 1])
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            var decoder = UTF16()
            var iterator = units.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break loop
                case .error: throw ReadFailure(.invalidEncoding, line: nil, "invalid UTF-16 (a lone surrogate)")
                }
            }
            return String(scalars)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        if bytes.count >= 4, bytes.count % 2 == 0 {
            if bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 { return try utf16(bytes[...], bigEndian: false) }
            if bytes[0] == 0, bytes[2] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true) }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            // The line of the first invalid byte helps find it.
            var line = 1
            var iterator = body.makeIterator()
            var decoder = UTF8()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if scalar == "\n" { line += 1 }
            }
            throw ReadFailure(.invalidEncoding, line: line, "invalid UTF-8")
        }
        return text
    }
}
