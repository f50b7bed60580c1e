// The XML form of property lists (`.stringsdict` files as written by hand and by Xcode),
// read without recursion and with line numbers. Only the plist vocabulary is understood:
// `plist dict key string array integer real true false date data`.
import Foundation

/// Reads XML property lists.
struct XMLPropertyListReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func read(_ text: String) throws(ReadFailure) -> PropertyList {
        var reader = XMLPropertyListReader(text)
        return try reader.document()
    }

    /// An element being read.
    private struct Frame {
        let name: String
        let line: Int
        var members: [(key: String, value: PropertyList)] = []
        var items: [PropertyList] = []
        var key: String?
        var keyLine = 0
        var text = ""
    }

    private static let leaves: Set<String> = ["key", "string", "integer", "real", "date", "data"]

    private mutating func document() throws(ReadFailure) -> PropertyList {
        var stack: [Frame] = []
        var result: PropertyList?
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<" else {
                // Character data: only inside leaves; elsewhere only white space is allowed.
                let text = try characterData()
                if let top = stack.last, Self.leaves.contains(top.name) {
                    stack[stack.count - 1].text += text
                } else if !text.allSatisfy(\.isWhitespace) {
                    throw failure("unexpected text '\(text.prefix(20))' outside a <string> or <key>")
                }
                continue
            }
            if starts(with: "<?") { try skip(past: "?>"); continue }
            if starts(with: "<!--") { try skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<(index - 3)])
                guard let top = stack.last, Self.leaves.contains(top.name) else { throw failure("unexpected CDATA outside a <string>") }
                stack[stack.count - 1].text += String(text)
                continue
            }
            if starts(with: "<!") { try skipDeclaration(); continue }
            let tagLine = line
            let (name, closing, empty) = try tag()
            if closing {
                guard let top = stack.popLast(), top.name == name else {
                    throw failure("closing tag </\(name)> does not match \(stack.last.map { "<\($0.name)> opened on line \($0.line)" } ?? "any open element")")
                }
                if name == "plist" {
                    continue
                }
                let value = try finish(top)
                if name == "key" {
                    guard let parent = stack.last, parent.name == "dict", parent.key == nil else {
                        throw ReadFailure(line: top.line, "<key> outside a <dict> or after another <key>")
                    }
                    stack[stack.count - 1].key = top.text
                    stack[stack.count - 1].keyLine = top.line
                    continue
                }
                try place(value, in: &stack, result: &result)
                continue
            }
            switch name {
            case "plist":
                guard stack.isEmpty, result == nil else { throw failure("<plist> inside another element") }
                if !empty { stack.append(Frame(name: name, line: tagLine)) }
            case "dict", "array", "key", "string", "integer", "real", "date", "data":
                if let top = stack.last, Self.leaves.contains(top.name) { throw failure("<\(name)> inside <\(top.name)>") }
                guard stack.count < PropertyList.maximumDepth else {
                    throw failure("dictionaries and arrays nested deeper than \(PropertyList.maximumDepth) levels")
                }
                let frame = Frame(name: name, line: tagLine)
                if empty {
                    let value = try finish(frame)
                    if name == "key" {
                        guard let parent = stack.last, parent.name == "dict", parent.key == nil else { throw failure("<key/> outside a <dict>") }
                        stack[stack.count - 1].key = ""
                    } else {
                        try place(value, in: &stack, result: &result)
                    }
                } else {
                    stack.append(frame)
                }
            case "true", "false":
                guard empty else {
                    // `<true></true>` is allowed too.
                    guard starts(with: "</\(name)>") else { throw failure("<\(name)> must be empty") }
                    index += name.unicodeScalars.count + 3
                    try place(PropertyList(value: .bool(name == "true"), line: tagLine), in: &stack, result: &result)
                    continue
                }
                try place(PropertyList(value: .bool(name == "true"), line: tagLine), in: &stack, result: &result)
            default:
                throw failure("unknown element <\(name)>")
            }
        }
        if let open = stack.last { throw ReadFailure(line: open.line, "<\(open.name)> opened on line \(open.line) is not closed") }
        guard let result else { throw failure("no property list in the file") }
        return result
    }

    /// Adds a finished value to the container on top of `stack`, or makes it the result.
    private func place(_ value: PropertyList, in stack: inout [Frame], result: inout PropertyList?) throws(ReadFailure) {
        guard let top = stack.last, top.name != "plist" else {
            guard result == nil else { throw ReadFailure(line: value.line, "more than one value at the top level") }
            result = value
            return
        }
        switch top.name {
        case "dict":
            guard let key = top.key else { throw ReadFailure(line: value.line, "a value without a <key> in the <dict> opened on line \(top.line)") }
            stack[stack.count - 1].members.append((key, value))
            stack[stack.count - 1].key = nil
        case "array":
            stack[stack.count - 1].items.append(value)
        default:
            throw ReadFailure(line: value.line, "a value inside <\(top.name)>")
        }
    }

    /// The value of a closed element.
    private func finish(_ frame: Frame) throws(ReadFailure) -> PropertyList {
        let value: PropertyList.Value
        let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch frame.name {
        case "dict":
            if let key = frame.key { throw ReadFailure(line: frame.keyLine, "the key \"\(key)\" has no value") }
            value = .dictionary(frame.members)
        case "array": value = .array(frame.items)
        case "key", "string": value = .string(frame.text)
        case "integer":
            guard let number = Int64(text) ?? UInt64(text).map({ Int64(bitPattern: $0) }) else {
                throw ReadFailure(line: frame.line, "'\(text.prefix(30))' is not an integer")
            }
            value = .integer(number)
        case "real":
            guard let number = Double(text) else { throw ReadFailure(line: frame.line, "'\(text.prefix(30))' is not a real number") }
            value = .real(number)
        case "date":
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw ReadFailure(line: frame.line, "'\(text.prefix(30))' is not an ISO 8601 date")
            }
            value = .date(date.timeIntervalSinceReferenceDate)
        default:
            guard let data = Data(base64Encoded: text.filter { !$0.isWhitespace }) else {
                throw ReadFailure(line: frame.line, "<data> is not base64")
            }
            value = .data([UInt8](data))
        }
        return PropertyList(value: value, line: frame.line)
    }

    /// `<name attributes>`, `<name/>` or `</name>`.
    private mutating func tag() throws(ReadFailure) -> (name: String, closing: Bool, empty: Bool) {
        index += 1
        let closing = index < scalars.count && scalars[index] == "/"
        if closing { index += 1 }
        var name = String.UnicodeScalarView()
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "-" || scalars[index] == ":" {
            name.append(scalars[index])
            index += 1
        }
        guard !name.isEmpty else { throw failure("expected an element name after '<'") }
        // Attributes (plist's `version`) are skipped, quotes respected.
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                index += 1
                return (String(name), closing, false)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == ">", !closing {
                index += 2
                return (String(name), false, true)
            } else if scalar == "<" {
                break
            }
            index += 1
        }
        throw failure("unterminated tag <\(String(name))")
    }

    /// Text up to the next `<`, with entities replaced.
    private mutating func characterData() throws(ReadFailure) -> String {
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "<" {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            guard scalar == "&" else {
                text.append(scalar)
                continue
            }
            var name = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != ";", name.count < 12 {
                name.append(scalars[index])
                index += 1
            }
            guard index < scalars.count, scalars[index] == ";" else { throw failure("unterminated entity '&\(String(name))'") }
            index += 1
            let entity = String(name)
            switch entity {
            case "lt": text.append("<")
            case "gt": text.append(">")
            case "amp": text.append("&")
            case "quot": text.append("\"")
            case "apos": text.append("'")
            default:
                let code: UInt32? = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let code, let character = Unicode.Scalar(code) else { throw failure("unknown entity '&\(entity);'") }
                text.append(character)
            }
        }
        return String(text)
    }

    private func starts(with prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// Moves past the next `terminator`, counting lines.
    private mutating func skip(past terminator: String) throws(ReadFailure) {
        let start = line
        while index < scalars.count {
            if starts(with: terminator) {
                index += terminator.unicodeScalars.count
                return
            }
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        throw ReadFailure(line: start, "unterminated markup (no '\(terminator)' after line \(start))")
    }

    /// `<!DOCTYPE ...>`, with an internal subset in brackets.
    private mutating func skipDeclaration() throws(ReadFailure) {
        let start = line
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            if scalar == "[" { depth += 1 }
            if scalar == "]" { depth -= 1 }
            if scalar == ">", depth <= 0 { return }
        }
        throw ReadFailure(line: start, "unterminated declaration")
    }

    private func failure(_ message: String) -> ReadFailure { ReadFailure(line: line, message) }
}
