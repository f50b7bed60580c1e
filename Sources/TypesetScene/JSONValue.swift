// A JSON document as a value, and a cursor that knows its JSON path for error messages.
import Foundation

/// A JSON value, as `JSONReader` reads it.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON type's name, for messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A value in the document and the path that leads to it.
struct JSONCursor {
    let value: JSONValue
    let path: String

    /// The path of `key` inside this object.
    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ kind: SceneError.Kind, _ message: String) -> SceneError { SceneError(kind, at: path, message) }

    private func wrongType(_ expected: String) -> SceneError {
        error(.wrongType, "expected \(expected), found \(value.typeName)")
    }

    var isNull: Bool { value == .null }

    /// The object's members; fails unless it is an object whose keys are all in `allowed`.
    func object(allowing allowed: Set<String>? = nil, in what: String = "this object") throws(SceneError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw wrongType("an object") }
        if let allowed {
            for key in members.keys.sorted() where !allowed.contains(key) {
                throw SceneError(.unknownKey, at: path(key), "unknown key '\(key)' in \(what); expected one of \(allowed.sorted().joined(separator: ", "))")
            }
        }
        return members
    }

    /// The member `key` when present and not null.
    func optional(_ key: String) throws(SceneError) -> JSONCursor? {
        guard case .object(let members) = value else { throw wrongType("an object") }
        guard let member = members[key], member != .null else { return nil }
        return JSONCursor(value: member, path: path(key))
    }

    /// The member `key`; fails when absent or null.
    func required(_ key: String, _ expected: String) throws(SceneError) -> JSONCursor {
        guard let member = try optional(key) else {
            throw SceneError(.missingKey, at: path(key), "missing; expected \(expected)")
        }
        return member
    }

    func number() throws(SceneError) -> CGFloat {
        guard case .number(let number) = value else { throw wrongType("a number") }
        guard number.isFinite else { throw error(.invalidValue, "expected a finite number") }
        return CGFloat(number)
    }

    /// A number, or the string "infinity" (maximum frame sizes).
    func numberOrInfinity() throws(SceneError) -> CGFloat {
        if case .string(let word) = value, word == "infinity" { return .infinity }
        guard case .number = value else { throw wrongType("a number or \"infinity\"") }
        return try number()
    }

    func nonNegative() throws(SceneError) -> CGFloat {
        let number = try number()
        guard number >= 0 else { throw error(.invalidValue, "expected a number ≥ 0, found \(number)") }
        return number
    }

    func integer() throws(SceneError) -> Int {
        let number = try number()
        guard number == number.rounded(), abs(number) < 1e9 else { throw error(.invalidValue, "expected a whole number, found \(number)") }
        return Int(number)
    }

    func string() throws(SceneError) -> String {
        guard case .string(let string) = value else { throw wrongType("a string") }
        return string
    }

    func bool() throws(SceneError) -> Bool {
        guard case .bool(let bool) = value else { throw wrongType("true or false") }
        return bool
    }

    func array() throws(SceneError) -> [JSONCursor] {
        guard case .array(let items) = value else { throw wrongType("an array") }
        return items.enumerated().map { JSONCursor(value: $1, path: "\(path)[\($0)]") }
    }

    /// One of `words` (a string), mapped to its value.
    func word<T>(_ words: [(String, T)], _ what: String) throws(SceneError) -> T {
        let found = try string()
        guard let match = words.first(where: { $0.0 == found }) else {
            throw error(.invalidValue, "unknown \(what) '\(found)'; expected one of \(words.map(\.0).joined(separator: ", "))")
        }
        return match.1
    }
}
