// Reads scene JSON (RFC 8259) into a `JSONValue` without recursion, so no document can blow the
// stack, and says where every problem is: the JSON path and the line and column.
import Foundation

/// A JSON parser for scene files.
///
/// Unlike `JSONDecoder` it names the path of every error, refuses numbers beyond `Double`
/// (`1e999`) and documents nested deeper than ``maximumDepth`` with that path, and replaces lone
/// UTF-16 surrogates (`"\ud800"`) and invalid UTF-8 with U+FFFD, noting each string it repaired.
struct JSONReader {
    /// The deepest nesting of arrays and objects a scene may have. A view tree this deep is far
    /// beyond any real interface; the limit keeps reading, building and layout bounded.
    static let maximumDepth = 512

    /// A string that had to be repaired, by path.
    struct Repair: Equatable {
        var path: String
        var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private(set) var repairs: [Repair] = []

    /// A container being read: its path and what it holds so far.
    private enum Frame {
        case array(path: String, items: [JSONValue])
        case object(path: String, members: [String: JSONValue], key: String?)
    }

    private init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// The document in `data` and the strings repaired in it.
    static func read(_ data: Data) throws(SceneError) -> (value: JSONValue, repairs: [Repair]) {
        var reader = JSONReader(data)
        let value = try reader.document()
        return (value, reader.repairs)
    }

    private mutating func document() throws(SceneError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a UTF-8 byte order mark
        var stack: [Frame] = []
        var path = ""
        while true {
            skipWhitespace()
            // A value starts here (at `path`).
            guard let byte = peek() else { throw error(at: path, "unexpected end of the document; expected a value") }
            var value: JSONValue
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count < Self.maximumDepth else {
                    throw SceneError(
                        .invalidValue, at: path,
                        "arrays and objects nested deeper than \(Self.maximumDepth) levels (\(position))")
                }
                offset += 1
                skipWhitespace()
                let end = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if peek() == end {
                    offset += 1
                    value = byte == UInt8(ascii: "[") ? .array([]) : .object([:])
                } else if byte == UInt8(ascii: "[") {
                    stack.append(.array(path: path, items: []))
                    path = "\(path)[0]"
                    continue
                } else {
                    let key = try memberKey(in: path)
                    stack.append(.object(path: path, members: [:], key: key))
                    path = Self.path(path, key)
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try string(at: path))
            case UInt8(ascii: "t"): value = try literal("true", .bool(true), at: path)
            case UInt8(ascii: "f"): value = try literal("false", .bool(false), at: path)
            case UInt8(ascii: "n"): value = try literal("null", .null, at: path)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number(at: path)
            default: throw error(at: path, "unexpected \(describe(byte)); expected a value")
            }
            // Add the value to its container; close every container that ends after it.
            closing: while true {
                guard let frame = stack.popLast() else {
                    skipWhitespace()
                    if let byte = peek() { throw error(at: "", "unexpected \(describe(byte)) after the document") }
                    return value
                }
                skipWhitespace()
                switch frame {
                case .array(let arrayPath, var items):
                    items.append(value)
                    switch peek() {
                    case UInt8(ascii: ","):
                        offset += 1
                        path = "\(arrayPath)[\(items.count)]"
                        stack.append(.array(path: arrayPath, items: items))
                        break closing
                    case UInt8(ascii: "]"):
                        offset += 1
                        value = .array(items)
                        continue closing
                    default:
                        throw error(at: arrayPath, "expected ',' or ']' after an item, found \(describe(peek()))")
                    }
                case .object(let objectPath, var members, let key):
                    let key = key ?? ""
                    guard members.updateValue(value, forKey: key) == nil else {
                        throw SceneError(.invalidValue, at: Self.path(objectPath, key), "duplicate key '\(key)' (\(position))")
                    }
                    switch peek() {
                    case UInt8(ascii: ","):
                        offset += 1
                        skipWhitespace()
                        let next = try memberKey(in: objectPath)
                        path = Self.path(objectPath, next)
                        stack.append(.object(path: objectPath, members: members, key: next))
                        break closing
                    case UInt8(ascii: "}"):
                        offset += 1
                        value = .object(members)
                        continue closing
                    default:
                        throw error(at: objectPath, "expected ',' or '}' after a member, found \(describe(peek()))")
                    }
                }
            }
        }
    }

    /// `"key" :` of an object member.
    private mutating func memberKey(in objectPath: String) throws(SceneError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            throw error(at: objectPath, "expected a member name in quotes, found \(describe(peek()))")
        }
        let key = try string(at: objectPath)
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw error(at: Self.path(objectPath, key), "expected ':' after the member name, found \(describe(peek()))")
        }
        offset += 1
        return key
    }

    private mutating func literal(_ word: String, _ value: JSONValue, at path: String) throws(SceneError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - offset >= utf8.count, bytes[offset..<offset + utf8.count].elementsEqual(utf8) else {
            throw error(at: path, "unexpected \(describe(peek())); expected a value")
        }
        offset += utf8.count
        return value
    }

    /// A number per RFC 8259 §6, which must fit a `Double` (`1e999` does not).
    private mutating func number(at path: String) throws(SceneError) -> JSONValue {
        let start = offset
        func digits(_ reader: inout JSONReader) -> Int {
            let first = reader.offset
            while let byte = reader.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { reader.offset += 1 }
            return reader.offset - first
        }
        if peek() == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error(at: path, "expected digits after '-'") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error(at: path, "a number may not start with 0")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error(at: path, "expected digits after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error(at: path, "expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw SceneError(.invalidValue, at: path, "the number \(text.prefix(40)) is out of range (\(position))")
        }
        return .number(number)
    }

    /// A string per RFC 8259 §7: lone surrogates and invalid UTF-8 become U+FFFD and are noted.
    private mutating func string(at path: String) throws(SceneError) -> String {
        offset += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var repaired: [String] = []
        while true {
            guard let byte = peek() else { throw error(at: path, "unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                if !repaired.isEmpty {
                    repairs.append(Repair(path: path, message: "\(repaired.joined(separator: ", ")) replaced with U+FFFD"))
                }
                return String(scalars)
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escape = peek() else { throw error(at: path, "unterminated string") }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let unit = try hexUnit(at: path)
                    if UTF16.isLeadSurrogate(unit) {
                        if bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
                            let trail = Self.hexValue(bytes[(offset + 2)..<(offset + 6)]), UTF16.isTrailSurrogate(trail)
                        {
                            offset += 6
                            let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
                            scalars.append(Unicode.Scalar(value)!)
                        } else {
                            scalars.append("\u{FFFD}")
                            repaired.append("lone surrogate \\u\(Self.hex(unit))")
                        }
                    } else if UTF16.isTrailSurrogate(unit) {
                        scalars.append("\u{FFFD}")
                        repaired.append("lone surrogate \\u\(Self.hex(unit))")
                    } else {
                        scalars.append(Unicode.Scalar(unit)!)
                    }
                default:
                    throw error(at: path, "invalid escape '\\\(describe(escape, quoted: false))' in a string")
                }
            case 0..<0x20:
                throw error(at: path, "control character U+\(Self.hex(UInt16(byte))) in a string must be escaped")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                offset += 1
            default:
                if let (scalar, length) = Self.decodeUTF8(bytes, at: offset) {
                    scalars.append(scalar)
                    offset += length
                } else {
                    scalars.append("\u{FFFD}")
                    repaired.append("invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))")
                    offset += 1
                }
            }
        }
    }

    private mutating func hexUnit(at path: String) throws(SceneError) -> UInt16 {
        guard bytes.count - offset >= 4, let unit = Self.hexValue(bytes[offset..<offset + 4]) else {
            throw error(at: path, "expected four hex digits after \\u")
        }
        offset += 4
        return unit
    }

    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt16? {
        var value: UInt16 = 0
        for digit in digits {
            guard let nibble = Int(String(Unicode.Scalar(digit)), radix: 16) else { return nil }
            value = value << 4 | UInt16(nibble)
        }
        return value
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The scalar encoded at `offset` and its length in bytes, nil when the bytes are not UTF-8.
    private static func decodeUTF8(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard bytes.count - offset >= length else { return nil }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms and values outside their length's range are not UTF-8.
        let smallest: [UInt32] = [0, 0, 0x80, 0x800, 0x10000]
        guard value >= smallest[length], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// `line L, column C` of the current offset (columns count bytes, from 1).
    private var position: String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return "line \(line), column \(offset - lineStart + 1)"
    }

    private func error(at path: String, _ message: String) -> SceneError {
        SceneError(.malformedJSON, at: path, "not valid JSON: \(message) (\(position))")
    }

    private func describe(_ byte: UInt8?, quoted: Bool = true) -> String {
        guard let byte else { return "the end of the document" }
        let text = (0x21..<0x7F).contains(byte) ? String(Unicode.Scalar(byte)) : "0x\(String(byte, radix: 16, uppercase: true))"
        return quoted ? "'\(text)'" : text
    }

    /// The path of member `key` inside the object at `path`.
    static func path(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
