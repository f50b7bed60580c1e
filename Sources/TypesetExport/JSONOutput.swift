// Deterministic JSON output: keys in the order they were added, numbers as Swift's shortest
// round-tripping decimal (plain JSON numbers, unrounded), no whitespace variation.
import Foundation

/// A JSON value whose objects keep their key order.
public enum JSONOutput: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; non-finite values are written as `null` (JSON has no infinity).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object, keys in this order.
    case object([(String, JSONOutput)])

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.serialized() == rhs.serialized() }

    /// The JSON text: compact, or indented by two spaces per level with `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, depth: 0)
        return out
    }

    func write(to out: inout String, pretty: Bool, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value)
        case .string(let value): Self.escape(value, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Arrays of numbers stay on one line (glyph ids, positions).
            let inline = !pretty || items.allSatisfy { if case .number = $0 { true } else { false } }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += inline ? (pretty ? ", " : ",") : "," }
                if !inline { Self.newline(&out, depth + 1) }
                item.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if !inline { Self.newline(&out, depth) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { Self.newline(&out, depth + 1) }
                Self.escape(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if pretty { Self.newline(&out, depth) }
            out += "}"
        }
    }

    /// The shortest decimal that reads back as `value` (`20`, `0.1`, `15.779785156`, `1e-05`).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func newline(_ out: inout String, _ depth: Int) {
        out += "\n" + String(repeating: "  ", count: depth)
    }

    private static func escape(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
