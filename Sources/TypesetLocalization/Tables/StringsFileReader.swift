// The text form of `.strings` files: OpenStep property-list syntax, whose top level may be a
// dictionary without braces (`"key" = "value";`). Read without recursion, with line numbers.

/// Reads the OpenStep text form of property lists.
struct StringsFileReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Reads `text`: one value (`{ ... }`, `( ... )`, a string), or the members of a
    /// dictionary without braces, as `.strings` files are written.
    static func read(_ text: String) throws(ReadFailure) -> PropertyList {
        var reader = StringsFileReader(text)
        return try reader.document()
    }

    /// A container being read.
    private struct Frame {
        enum Kind { case dictionary, array }
        let kind: Kind
        let line: Int
        /// Whether it opened with a brace (the top-level dictionary of a `.strings` file has none).
        let braced: Bool
        var members: [(key: String, value: PropertyList)] = []
        var items: [PropertyList] = []
        /// The key whose value is being read.
        var key: String?
        var keyLine = 0
    }

    private mutating func document() throws(ReadFailure) -> PropertyList {
        try skipTrivia()
        guard index < scalars.count else { return PropertyList(value: .dictionary([]), line: 1) }
        // A file starting with a string followed by `=` or `;` is a dictionary without braces.
        var stack: [Frame] = []
        if scalars[index] == "{" || scalars[index] == "(" || scalars[index] == "<" || !startsBareDictionary() {
            let value = try valueOrOpen(&stack)
            if let value {
                try skipTrivia()
                guard index >= scalars.count else { throw failure("unexpected \(describeNext()) after the value") }
                return value
            }
        } else {
            stack.append(Frame(kind: .dictionary, line: 1, braced: false))
        }
        while let top = stack.last {
            try skipTrivia()
            var finished: PropertyList?
            switch top.kind {
            case .dictionary:
                if stack[stack.count - 1].key == nil {
                    // A key, or the end.
                    if index >= scalars.count {
                        guard !top.braced else { throw failure("unexpected end of file; expected '}' to close the dictionary opened on line \(top.line)") }
                        finished = PropertyList(value: .dictionary(top.members), line: top.line)
                    } else if scalars[index] == "}" {
                        guard top.braced else { throw failure("unexpected '}'") }
                        index += 1
                        finished = PropertyList(value: .dictionary(top.members), line: top.line)
                    } else {
                        let keyLine = line
                        guard let key = try stringToken() else { throw failure("expected a key, found \(describeNext())") }
                        try skipTrivia()
                        if index < scalars.count, scalars[index] == ";" {
                            // `"key";` stands for `"key" = "key";`.
                            index += 1
                            stack[stack.count - 1].members.append((key, PropertyList(value: .string(key), line: keyLine)))
                            continue
                        }
                        guard index < scalars.count, scalars[index] == "=" else {
                            throw failure("expected '=' after the key \"\(key)\", found \(describeNext())")
                        }
                        index += 1
                        stack[stack.count - 1].key = key
                        stack[stack.count - 1].keyLine = keyLine
                        if let value = try valueOrOpen(&stack) { try addMember(value, to: &stack) }
                    }
                }
            case .array:
                if index < scalars.count, scalars[index] == ")" {
                    index += 1
                    finished = PropertyList(value: .array(top.items), line: top.line)
                } else {
                    if !top.items.isEmpty {
                        guard index < scalars.count, scalars[index] == "," else {
                            throw failure("expected ',' or ')' in the array opened on line \(top.line), found \(describeNext())")
                        }
                        index += 1
                        try skipTrivia()
                        if index < scalars.count, scalars[index] == ")" { continue }
                    }
                    if let value = try valueOrOpen(&stack) { stack[stack.count - 1].items.append(value) }
                }
            }
            guard let finished else { continue }
            stack.removeLast()
            guard !stack.isEmpty else {
                try skipTrivia()
                guard index >= scalars.count else { throw failure("unexpected \(describeNext()) after the value") }
                return finished
            }
            if stack[stack.count - 1].kind == .array {
                stack[stack.count - 1].items.append(finished)
            } else {
                try addMember(finished, to: &stack)
            }
        }
        throw failure("unexpected end of file")
    }

    /// Adds the value just read to the dictionary on top of `stack`, then reads its `;`.
    private mutating func addMember(_ value: PropertyList, to stack: inout [Frame]) throws(ReadFailure) {
        let key = stack[stack.count - 1].key ?? ""
        stack[stack.count - 1].members.append((key, value))
        stack[stack.count - 1].key = nil
        try skipTrivia()
        guard index < scalars.count, scalars[index] == ";" else {
            throw failure("missing ';' after the value of \"\(key)\" (line \(stack[stack.count - 1].keyLine))")
        }
        index += 1
    }

    /// Reads a scalar value and returns it, or opens a container (pushed on `stack`) and
    /// returns nil.
    private mutating func valueOrOpen(_ stack: inout [Frame]) throws(ReadFailure) -> PropertyList? {
        try skipTrivia()
        guard index < scalars.count else { throw failure("unexpected end of file; expected a value") }
        let start = line
        switch scalars[index] {
        case "{", "(":
            guard stack.count < PropertyList.maximumDepth else {
                throw failure("dictionaries and arrays nested deeper than \(PropertyList.maximumDepth) levels")
            }
            let kind: Frame.Kind = scalars[index] == "{" ? .dictionary : .array
            index += 1
            stack.append(Frame(kind: kind, line: start, braced: true))
            return nil
        case "<":
            return PropertyList(value: .data(try dataToken()), line: start)
        default:
            guard let string = try stringToken() else { throw failure("expected a value, found \(describeNext())") }
            return PropertyList(value: .string(string), line: start)
        }
    }

    /// Whether the text starts with a string followed by `=` or `;` (a `.strings` file).
    private func startsBareDictionary() -> Bool {
        var probe = self
        guard (try? probe.stringToken()) != nil, (try? probe.skipTrivia()) != nil else { return false }
        return probe.index < probe.scalars.count && (probe.scalars[probe.index] == "=" || probe.scalars[probe.index] == ";")
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A quoted or unquoted string; nil when none starts here.
    private mutating func stringToken() throws(ReadFailure) -> String? {
        guard index < scalars.count else { return nil }
        let quote = scalars[index]
        guard quote == "\"" || quote == "'" else {
            var word = String.UnicodeScalarView()
            while index < scalars.count, Self.isUnquoted(scalars[index]) {
                word.append(scalars[index])
                index += 1
            }
            return word.isEmpty ? nil : String(word)
        }
        let startLine = line
        index += 1
        var text = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        func append(_ value: UInt32, into text: inout String.UnicodeScalarView, pending: inout UInt32?) {
            if let high = pending {
                pending = nil
                if (0xDC00...0xDFFF).contains(value) {
                    text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                    return
                }
                text.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) {
                pending = value
            } else {
                text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        while true {
            guard index < scalars.count else {
                throw ReadFailure(line: startLine, "unterminated string (opened with \(quote) on line \(startLine))")
            }
            let scalar = scalars[index]
            index += 1
            if scalar == quote { break }
            if scalar == "\n" { line += 1 }
            guard scalar == "\\" else {
                if pendingHigh != nil { append(0xFFFD, into: &text, pending: &pendingHigh) }
                text.append(scalar)
                continue
            }
            guard index < scalars.count else { continue }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "a": append(7, into: &text, pending: &pendingHigh)
            case "b": append(8, into: &text, pending: &pendingHigh)
            case "f": append(12, into: &text, pending: &pendingHigh)
            case "n": append(10, into: &text, pending: &pendingHigh)
            case "r": append(13, into: &text, pending: &pendingHigh)
            case "t": append(9, into: &text, pending: &pendingHigh)
            case "v": append(11, into: &text, pending: &pendingHigh)
            case "U", "u":
                var value: UInt32 = 0, count = 0
                while count < 4, index < scalars.count, let digit = Self.hexValue(scalars[index]) {
                    value = value * 16 + digit
                    index += 1
                    count += 1
                }
                append(count == 0 ? UInt32(escaped.value) : value, into: &text, pending: &pendingHigh)
            case "0"..."7":
                var value = escaped.value - 48, count = 1
                while count < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + scalars[index].value - 48
                    index += 1
                    count += 1
                }
                append(value, into: &text, pending: &pendingHigh)
            default:
                if escaped == "\n" { line += 1 }
                append(escaped.value, into: &text, pending: &pendingHigh)
            }
        }
        if pendingHigh != nil { text.append("\u{FFFD}") }
        return String(text)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    /// `<0fa1 22>`: hexadecimal bytes.
    private mutating func dataToken() throws(ReadFailure) -> [UInt8] {
        let startLine = line
        index += 1
        var bytes: [UInt8] = []
        var high: UInt8?
        while index < scalars.count, scalars[index] != ">" {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            if scalar.properties.isWhitespace { continue }
            guard let digit = Self.hexValue(scalar).map(UInt8.init) else { throw failure("invalid character '\(scalar)' in data") }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        guard index < scalars.count else { throw ReadFailure(line: startLine, "unterminated data (opened with '<' on line \(startLine))") }
        index += 1
        guard high == nil else { throw failure("data with an odd number of hexadecimal digits") }
        return bytes
    }

    /// Skips white space and `/* */` and `//` comments, counting lines.
    private mutating func skipTrivia() throws(ReadFailure) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = line
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count else { throw ReadFailure(line: start, "unterminated comment (opened on line \(start))") }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private func describeNext() -> String {
        index < scalars.count ? "'\(scalars[index].escaped(asASCII: false))'" : "the end of the file"
    }

    private func failure(_ message: String) -> ReadFailure { ReadFailure(line: line, message) }
}
