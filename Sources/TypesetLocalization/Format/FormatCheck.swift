// Checking a translation's conversions against its key's arguments before substituting
// (research/text-input-and-languages.md §9.2: the rule of Apple's validated-format API).

/// Why a translation's format cannot be used with its key's arguments.
public struct FormatMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The kind of mismatch.
    public enum Kind: String, Hashable, Sendable {
        /// A conversion reads an argument of another type (`%@` where the key has `%lld`).
        case type
        /// A conversion reads an argument the key does not have (a second `%@`, `%3$@` of two).
        case count
        /// The format cannot be read (`%` at the end, `%k`, an unterminated `%#@`).
        case syntax
    }

    /// The kind of mismatch.
    public let kind: Kind
    /// What is wrong, in words (`%@ reads argument 1, a signed integer`).
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

/// Checks formats against the kinds of a key's arguments.
public enum FormatCheck {
    /// What is wrong with `format` for arguments of `kinds` (argument 1 first); empty when it
    /// can be used. As Apple's validated formats allow: fewer conversions than arguments, any
    /// order through positions, and repeats; not a conversion of another type, nor one
    /// reading past the last argument (Design §22.3).
    public static func mismatches(_ format: FormatString, kinds: [FormatSpecifier.ArgumentKind]) -> [FormatMismatch] {
        var found: [FormatMismatch] = []
        for piece in format.pieces {
            switch piece {
            case .literal: continue
            case .variable(let name, let argument):
                if argument > kinds.count {
                    found.append(FormatMismatch(.count, "%#@\(name)@ reads argument \(argument) of \(kinds.count)"))
                }
            case .conversion(let specifier, let argument):
                guard argument <= kinds.count else {
                    found.append(FormatMismatch(.count, "\(specifier) reads argument \(argument) of \(kinds.count)"))
                    continue
                }
                let expected = kinds[argument - 1]
                if !expected.accepts(specifier.kind) {
                    found.append(FormatMismatch(.type, "\(specifier) reads argument \(argument), a \(expected.rawValue)"))
                }
            }
        }
        return found
    }

    /// The kind each argument has in `key`'s own format: the kind its conversions read
    /// (the first one where several read it), in argument order. An argument no conversion
    /// reads is an object.
    public static func kinds(of key: FormatString, count: Int) -> [FormatSpecifier.ArgumentKind] {
        specifiers(of: key, count: count).map { $0?.kind ?? .object }
    }

    /// How the key shows each of its `count` arguments: the first conversion naming it, or nil.
    /// A plural form is chosen by the number as it is shown (Design §22.2).
    public static func specifiers(of key: FormatString, count: Int) -> [FormatSpecifier?] {
        var specifiers = [FormatSpecifier?](repeating: nil, count: count)
        for (specifier, argument) in key.conversions where argument >= 1 && argument <= count {
            if specifiers[argument - 1] == nil { specifiers[argument - 1] = specifier }
        }
        return specifiers
    }
}
