// A printf-style format string split into literal text and conversions, each conversion
// numbered with the argument it reads (research/text-input-and-languages.md §2.2, §9.3).

/// A format string read into pieces, with every conversion tied to its argument.
///
/// Conversions without a position take the next argument in order; `%2$@` names its own and
/// does not move the order on. `%#@name@` is a variable of a `.stringsdict` entry or a
/// catalogue substitution; it takes an argument like a conversion. `%%` is a literal percent.
public struct FormatString: Hashable, Sendable {
    /// A piece of a format string.
    public enum Piece: Hashable, Sendable {
        /// Text shown as it is (`%%` already read as `%`).
        case literal(String)
        /// A conversion reading argument `argument` (counted from 1).
        case conversion(FormatSpecifier, argument: Int)
        /// A variable (`%#@files@`) standing for argument `argument`.
        case variable(name: String, argument: Int)
    }

    /// The pieces in order; adjacent literal text is one piece.
    public let pieces: [Piece]
    /// The argument the next conversion without a position would read: one more than the
    /// last one read in order.
    public let nextArgument: Int

    /// Reads `text`; the first conversion without a position reads `firstArgument`.
    public init(parsing text: String, firstArgument: Int = 1) throws(FormatStringError) {
        var reader = Reader(scalars: Array(text.unicodeScalars), next: firstArgument)
        pieces = try reader.read()
        nextArgument = reader.next
    }

    /// The highest argument any piece reads; 0 when none does.
    public var highestArgument: Int {
        pieces.reduce(0) { highest, piece in
            switch piece {
            case .literal: highest
            case .conversion(_, let argument), .variable(_, let argument): max(highest, argument)
            }
        }
    }

    /// The conversions and the arguments they read, in order.
    public var conversions: [(specifier: FormatSpecifier, argument: Int)] {
        pieces.compactMap { piece in
            if case .conversion(let specifier, let argument) = piece { return (specifier, argument) }
            return nil
        }
    }

    /// The format string written back, every conversion with its explicit position (`%1$@`),
    /// every literal `%` doubled: what a spliced plural form becomes.
    public var positionalText: String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal.replacingOccurrences(of: "%", with: "%%")
            case .conversion(var specifier, let argument):
                specifier.position = argument
                text += specifier.description
            case .variable(let name, let argument): text += "%\(argument)$#@\(name)@"
            }
        }
        return text
    }

    /// Reads format strings one Unicode scalar at a time (specifiers are ASCII; working on
    /// scalars keeps a combining mark after `%` from hiding it inside a Character).
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var next: Int
        var index = 0
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()

        init(scalars: [Unicode.Scalar], next: Int) {
            self.scalars = scalars
            self.next = next
        }

        mutating func read() throws(FormatStringError) -> [Piece] {
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                guard scalar == "%" else {
                    literal.append(scalar)
                    continue
                }
                try readSpecifier(startingAt: index - 1)
            }
            flushLiteral()
            return pieces
        }

        private mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            pieces.append(.literal(String(literal)))
            literal = String.UnicodeScalarView()
        }

        private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private func text(from start: Int) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<min(index, scalars.count)])
            return String(view)
        }

        /// Reads up to 6 decimal digits; nil when there are none. Longer numbers are an error,
        /// so no count can overflow.
        private mutating func digits(from start: Int) throws(FormatStringError) -> Int? {
            var value = 0, count = 0
            while let scalar = peek(), ("0"..."9").contains(scalar) {
                value = value * 10 + Int(scalar.value - 48)
                count += 1
                index += 1
                if count > 6 { throw FormatStringError(.numberTooLarge, specifier: text(from: start), offset: start) }
            }
            return count == 0 ? nil : value
        }

        private mutating func readSpecifier(startingAt start: Int) throws(FormatStringError) {
            if peek() == "%" {
                index += 1
                literal.append("%")
                return
            }
            var specifier = FormatSpecifier(conversion: "@")
            // A position: digits followed by `$`.
            let mark = index
            if let number = try digits(from: start), peek() == "$" {
                index += 1
                guard number >= 1 else { throw FormatStringError(.invalidPosition, specifier: text(from: start), offset: start) }
                specifier.position = number
            } else {
                index = mark
            }
            // A variable: `%#@name@` (after an optional position).
            if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                index += 2
                var name = String.UnicodeScalarView()
                while let scalar = peek(), scalar != "@" {
                    name.append(scalar)
                    index += 1
                }
                guard peek() == "@", !name.isEmpty else {
                    throw FormatStringError(.unterminatedVariable, specifier: text(from: start), offset: start)
                }
                index += 1
                flushLiteral()
                pieces.append(.variable(name: String(name), argument: argument(for: specifier.position)))
                return
            }
            // Flags.
            flags: while let scalar = peek() {
                switch scalar {
                case "-": specifier.leftAligned = true
                case "+": specifier.showsPlusSign = true
                case " ": specifier.spaceForPlusSign = true
                case "0": specifier.zeroPadded = true
                case "#": specifier.alternateForm = true
                case "'": specifier.grouped = true
                default: break flags
                }
                index += 1
            }
            if peek() == "*" { throw FormatStringError(.starWidth, specifier: text(from: start) + "*", offset: start) }
            specifier.width = try digits(from: start)
            if peek() == "." {
                index += 1
                if peek() == "*" { throw FormatStringError(.starWidth, specifier: text(from: start) + "*", offset: start) }
                specifier.precision = try digits(from: start) ?? 0
            }
            specifier.length = readLength()
            guard let conversion = peek() else {
                throw FormatStringError(.incompleteSpecifier, specifier: text(from: start), offset: start)
            }
            index += 1
            let character = Character(conversion)
            guard FormatSpecifier.conversions.contains(character) else {
                throw FormatStringError(.unknownConversion, specifier: text(from: start), offset: start)
            }
            specifier.conversion = character
            flushLiteral()
            pieces.append(.conversion(specifier, argument: argument(for: specifier.position)))
        }

        private mutating func readLength() -> FormatSpecifier.Length {
            guard let first = peek() else { return .none }
            let second = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch first {
            case "h":
                index += second == "h" ? 2 : 1
                return second == "h" ? .hh : .h
            case "l":
                index += second == "l" ? 2 : 1
                return second == "l" ? .ll : .l
            case "q": index += 1; return .q
            case "L": index += 1; return .L
            case "z": index += 1; return .z
            case "t": index += 1; return .t
            case "j": index += 1; return .j
            default: return .none
            }
        }

        private mutating func argument(for position: Int?) -> Int {
            if let position { return position }
            defer { next += 1 }
            return next
        }
    }
}

/// A format string that cannot be read.
public struct FormatStringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: String, Hashable, Sendable {
        /// `%` at the end, or a specifier with no conversion character.
        case incompleteSpecifier = "incomplete specifier"
        /// A conversion character printf does not have (`%k`).
        case unknownConversion = "unknown conversion"
        /// `%0$@`: positions count from 1.
        case invalidPosition = "invalid position"
        /// `%*d`: a width or precision read from the arguments, which SwiftUI keys never use.
        case starWidth = "width or precision taken from an argument"
        /// A position, width or precision of more than six digits.
        case numberTooLarge = "number too large"
        /// `%#@name` without its closing `@`.
        case unterminatedVariable = "unterminated variable"
    }

    /// What is wrong.
    public let reason: Reason
    /// The specifier as far as it was read.
    public let specifier: String
    /// Where it starts, in Unicode scalars from the start of the string.
    public let offset: Int

    init(_ reason: Reason, specifier: String, offset: Int) {
        self.reason = reason
        self.specifier = specifier
        self.offset = offset
    }

    /// `unknown conversion '%k' at 4`.
    public var description: String { "\(reason.rawValue) '\(specifier)' at \(offset)" }
}
