// JSON as String Catalogs are written, read without recursion into values that remember
// their line, so a wrong entry can be named by file and line.

/// A JSON value and the line it starts on.
struct CatalogJSON: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([CatalogJSON])
        case object([(key: String, value: CatalogJSON)])
    }

    var value: Value
    var line: Int

    /// The deepest nesting read; catalogues nest about ten levels.
    static let maximumDepth = 256

    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Reads a JSON document (RFC 8259; a UTF-8 byte order mark is skipped).
    static func read(_ bytes: [UInt8]) throws(ReadFailure) -> CatalogJSON {
        var reader = Reader(bytes: bytes)
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        /// A container being read, changed in place on the stack (an enum payload taken out and
        /// put back would copy its array on every member: quadratic in a catalogue's keys).
        private struct Frame {
            let isObject: Bool
            let line: Int
            var items: [CatalogJSON] = []
            var members: [(key: String, value: CatalogJSON)] = []
            var key = ""
        }

        mutating func document() throws(ReadFailure) -> CatalogJSON {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            // The whole file is checked to be UTF-8 once, so each string is decoded unchecked.
            let valid = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) != nil }
            if !valid {
                var line = 1
                var iterator = bytes.makeIterator()
                var decoder = UTF8()
                while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                    if scalar == "\n" { line += 1 }
                }
                throw ReadFailure(.invalidEncoding, line: line, "invalid UTF-8")
            }
            var stack: [Frame] = []
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw failure("unexpected end of the file; expected a value") }
                let start = line
                var value: CatalogJSON
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < CatalogJSON.maximumDepth else { throw failure("arrays and objects nested deeper than \(CatalogJSON.maximumDepth) levels") }
                    let isObject = bytes[index] == UInt8(ascii: "{")
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        index += 1
                        value = CatalogJSON(value: isObject ? .object([]) : .array([]), line: start)
                    } else if isObject {
                        var frame = Frame(isObject: true, line: start, key: try key())
                        // Catalogue objects hold a few members: one allocation, not several.
                        frame.members.reserveCapacity(4)
                        stack.append(frame)
                        continue
                    } else {
                        stack.append(Frame(isObject: false, line: start))
                        continue
                    }
                case UInt8(ascii: "\""): value = CatalogJSON(value: .string(try string()), line: start)
                case UInt8(ascii: "t"): value = CatalogJSON(value: try literal("true", .bool(true)), line: start)
                case UInt8(ascii: "f"): value = CatalogJSON(value: try literal("false", .bool(false)), line: start)
                case UInt8(ascii: "n"): value = CatalogJSON(value: try literal("null", .null), line: start)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = CatalogJSON(value: .number(try number()), line: start)
                default: throw failure("unexpected \(describe()); expected a value")
                }
                // Hand the value to the open containers, closing those that end here.
                while true {
                    guard !stack.isEmpty else {
                        skipWhitespace()
                        guard index >= bytes.count else { throw failure("unexpected \(describe()) after the document") }
                        return value
                    }
                    skipWhitespace()
                    let top = stack.count - 1
                    if stack[top].isObject {
                        stack[top].members.append((stack[top].key, value))
                        if try consume(UInt8(ascii: ","), or: UInt8(ascii: "}"), in: "an object") {
                            skipWhitespace()
                            stack[top].key = try key()
                            break
                        }
                        let frame = stack.removeLast()
                        value = CatalogJSON(value: .object(frame.members), line: frame.line)
                    } else {
                        stack[top].items.append(value)
                        if try consume(UInt8(ascii: ","), or: UInt8(ascii: "]"), in: "an array") { break }
                        let frame = stack.removeLast()
                        value = CatalogJSON(value: .array(frame.items), line: frame.line)
                    }
                }
            }
        }

        /// Reads `separator` (true) or `end` (false).
        private mutating func consume(_ separator: UInt8, or end: UInt8, in what: String) throws(ReadFailure) -> Bool {
            guard index < bytes.count else { throw failure("unexpected end of the file in \(what)") }
            if bytes[index] == separator {
                index += 1
                return true
            }
            guard bytes[index] == end else {
                throw failure("unexpected \(describe()) in \(what); expected '\(Character(Unicode.Scalar(separator)))' or '\(Character(Unicode.Scalar(end)))'")
            }
            index += 1
            return false
        }

        /// A member's key and its colon.
        private mutating func key() throws(ReadFailure) -> String {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("unexpected \(describe()); expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("unexpected \(describe()) after the key \"\(key)\"; expected ':'") }
            index += 1
            return key
        }

        private mutating func literal(_ word: String, _ value: Value) throws(ReadFailure) -> Value {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw failure("unexpected \(describe()); expected \(word)") }
                index += 1
            }
            return value
        }

        private mutating func number() throws(ReadFailure) -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw failure("invalid number '\(text.prefix(30))'") }
            return value
        }

        private mutating func string() throws(ReadFailure) -> String {
            let startLine = line
            index += 1
            // Most strings have no escape: read them in one piece.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let start = index
                index = end + 1
                return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
            }
            var units = Array(bytes[index..<end])
            index = end
            while true {
                guard index < bytes.count else { throw ReadFailure(line: startLine, "unterminated string") }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: units, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { throw ReadFailure(line: startLine, "unterminated string") }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escaped)
                    case UInt8(ascii: "b"): units.append(8)
                    case UInt8(ascii: "f"): units.append(12)
                    case UInt8(ascii: "n"): units.append(10)
                    case UInt8(ascii: "r"): units.append(13)
                    case UInt8(ascii: "t"): units.append(9)
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            code = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                        }
                        units.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
                    default: throw failure("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'")
                    }
                case 0..<0x20:
                    throw failure("control character U+\(String(byte, radix: 16)) in a string (write it as an escape)")
                default:
                    units.append(byte)
                }
            }
        }

        private mutating func hex4() throws(ReadFailure) -> UInt32 {
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
                throw failure("invalid \\u escape")
            }
            index += 4
            return code
        }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                index += 1
            }
        }

        private func describe() -> String {
            guard index < bytes.count else { return "end of the file" }
            let byte = bytes[index]
            return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }

        private func failure(_ message: String) -> ReadFailure { ReadFailure(line: line, message) }
    }
}
