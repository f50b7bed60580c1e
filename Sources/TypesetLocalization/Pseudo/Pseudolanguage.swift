// Pseudolanguages: Xcode's five and Android's two, applied to localized format strings with
// their specifiers and Markdown syntax left intact (research/text-input-and-languages.md §8).

/// A pseudolanguage: a transformation of every localized string that shows, without
/// translators, where an interface breaks with longer, taller or right-to-left text (Design
/// §22.4).
public enum Pseudolanguage: String, Hashable, Sendable, CaseIterable {
    /// Xcode's Double-Length: each string twice, joined by a space (`Hello Hello`; the
    /// separator is a documented choice, research §8.2).
    case doubleLength = "double-length"
    /// Xcode's Accented: every Latin letter carries a combining mark above and one below, so
    /// the character count stays and the lines grow taller (the exact marks are a documented
    /// choice: U+0301 and U+0323).
    case accented
    /// Xcode's Bounded String: `[# Hello #]`, showing where a string is cut.
    case bounded
    /// Xcode's Right-to-Left: the layout direction flips; strings stay as they are.
    case rightToLeft = "right-to-left"
    /// Xcode's Right-to-Left with strings: the layout flips and each string is forced right
    /// to left (wrapped in U+202E RIGHT-TO-LEFT OVERRIDE … U+202C), so `Hello` shows `olleH`.
    case rightToLeftWithStrings = "right-to-left-strings"
    /// Android's en-XA: accented look-alike letters, placeholders in `»…«`, the string in
    /// `[…]` with padding words appended (about half as many characters again).
    case enXA = "en-XA"
    /// Android's ar-XB: every word wrapped in RLM RLO … PDF RLM, so words read right to left
    /// with their letters reversed; the layout flips.
    case arXB = "ar-XB"

    /// Whether the layout direction is right to left under this pseudolanguage.
    public var isRightToLeft: Bool { self == .rightToLeft || self == .rightToLeftWithStrings || self == .arXB }

    /// `format` (a localized format string, possibly with Markdown) transformed; conversions
    /// (`%lld`, `%1$@`, `%#@name@`, `%%`), Markdown delimiters, escapes and link destinations
    /// are kept as they are. With `formatted` false (a key without arguments, shown as
    /// written) `%` is ordinary text.
    public func apply(to format: String, formatted: Bool = true) -> String {
        switch self {
        case .doubleLength: return format.isEmpty ? format : format + " " + format
        case .bounded: return "[# " + format + " #]"
        case .rightToLeft: return format
        case .rightToLeftWithStrings: return "\u{202E}" + format + "\u{202C}"
        case .accented: return Self.transform(format, formatted: formatted) { text in
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                out.append(scalar)
                if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                    out.append("\u{0301}")
                    out.append("\u{0323}")
                }
            }
            return String(out)
        } placeholder: { $0 }
        case .enXA: return Self.enXA(format, formatted: formatted)
        case .arXB:
            return Self.transform(format, formatted: formatted, text: Self.arXBWords) { Self.rlm + Self.rlo + $0 + Self.pdf + Self.rlm }
        }
    }

    static let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

    /// Android's accent table: each ASCII letter (and `!`, `?`, `$`) to its look-alike.
    static let accentMap: [Unicode.Scalar: String] = [
        "a": "å", "b": "ɓ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ḿ", "n": "ñ", "o": "ö", "p": "þ", "q": "Q", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "V", "w": "ŵ", "x": "х",
        "y": "ý", "z": "ž", "A": "Å", "B": "β", "C": "Ç", "D": "Ð", "E": "É", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ḿ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "q", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "ν", "W": "Ŵ",
        "X": "×", "Y": "Ý", "Z": "Ž", "!": "¡", "?": "¿", "$": "€",
    ]

    /// The words Android appends as padding.
    static let paddingWords = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty"

    /// en-XA: letters mapped, placeholders marked, `[…]` around, and padding of half the
    /// text's length (its full length when more than three words start with a character
    /// that has no look-alike), cut at a word end.
    private static func enXA(_ format: String, formatted: Bool) -> String {
        var length = 0, words = 0
        var body = transform(format, formatted: formatted) { text in
            var out = ""
            var lastWasSpace = true
            for scalar in text.unicodeScalars {
                if let mapped = accentMap[scalar] {
                    out += mapped
                } else {
                    let isSpace = scalar.properties.isWhitespace
                    if lastWasSpace && !isSpace { words += 1 }
                    lastWasSpace = isSpace
                    out.unicodeScalars.append(scalar)
                }
                length += 1
            }
            return out
        } placeholder: { "\u{BB}" + $0 + "\u{AB}" }
        if length > 0 { body += " " + padding(words > 3 ? length : length / 2) }
        return "[" + body + "]"
    }

    /// At least `length` characters of the padding words, ending at a word's end.
    static func padding(_ length: Int) -> String {
        var result = ""
        while result.count < length {
            let remaining = length - result.count - (result.isEmpty ? 0 : 1)
            let words = paddingWords
            var cut = words.endIndex
            if words.count > remaining {
                // Up to the first space after `remaining` characters.
                let start = words.index(words.startIndex, offsetBy: max(remaining, 0))
                cut = words[start...].dropFirst().firstIndex(of: " ") ?? words.endIndex
            }
            result += (result.isEmpty ? "" : " ") + words[..<cut]
        }
        return result
    }

    /// ar-XB's text: every run of non-space characters in RLM RLO … PDF RLM.
    private static func arXBWords(_ text: String) -> String {
        var out = ""
        var word = ""
        for character in text {
            if character.isWhitespace {
                if !word.isEmpty { out += rlm + rlo + word + pdf + rlm }
                word = ""
                out.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { out += rlm + rlo + word + pdf + rlm }
        return out
    }

    /// `format` with each run of plain text passed through `text` and each conversion through
    /// `placeholder`; Markdown syntax is copied unchanged.
    static func transform(_ format: String, formatted: Bool, text: (String) -> String, placeholder: (String) -> String) -> String {
        var output = ""
        for token in PseudoTokens.split(format, conversions: formatted) {
            switch token {
            case .text(let run): output += text(run)
            case .placeholder(let spec): output += placeholder(spec)
            case .syntax(let syntax): output += syntax
            }
        }
        return output
    }
}

/// A format string cut into plain text, conversions and Markdown syntax.
enum PseudoTokens {
    enum Token: Equatable {
        case text(String)
        case placeholder(String)
        case syntax(String)
    }

    /// The tokens of `format`; with `conversions` false, `%` is plain text.
    static func split(_ format: String, conversions: Bool) -> [Token] {
        let scalars = Array(format.unicodeScalars)
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        func slice(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "%" where conversions:
                let end = conversionEnd(scalars, from: index)
                if end > index + 1 {
                    flush()
                    let spec = slice(index..<end)
                    tokens.append(spec == "%%" ? .syntax(spec) : .placeholder(spec))
                    index = end
                    continue
                }
                text.append(scalar)
            case "\\" where index + 1 < scalars.count:
                flush()
                tokens.append(.syntax(slice(index..<(index + 2))))
                index += 2
                continue
            case "]" where index + 1 < scalars.count && scalars[index + 1] == "(":
                // A link's destination stays as written.
                flush()
                var end = index + 2
                while end < scalars.count, scalars[end] != ")" { end += 1 }
                end = min(end + 1, scalars.count)
                tokens.append(.syntax(slice(index..<end)))
                index = end
                continue
            case "<":
                // An autolink (`<https://…>`).
                var end = index + 1
                while end < scalars.count, scalars[end] != ">", !scalars[end].properties.isWhitespace { end += 1 }
                if end < scalars.count, scalars[end] == ">", scalars[(index + 1)..<end].contains(":") {
                    flush()
                    tokens.append(.syntax(slice(index..<(end + 1))))
                    index = end + 1
                    continue
                }
                text.append(scalar)
            case "*", "_", "~", "`", "[", "]":
                flush()
                tokens.append(.syntax(String(Character(scalar))))
            default:
                text.append(scalar)
            }
            index += 1
        }
        flush()
        return tokens
    }

    /// The end of the conversion starting at `start` (a `%`), or `start + 1` when none does.
    static func conversionEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        guard end < scalars.count else { return start + 1 }
        if scalars[end] == "%" { return end + 1 }
        // Position, then `#@name@` or flags, width, precision, length, conversion.
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end < scalars.count, scalars[end] == "$" { end += 1 }
        if end + 1 < scalars.count, scalars[end] == "#", scalars[end + 1] == "@" {
            var close = end + 2
            while close < scalars.count, scalars[close] != "@" { close += 1 }
            return close < scalars.count ? close + 1 : start + 1
        }
        while end < scalars.count, "-+ 0#'.0123456789hlqLztj".unicodeScalars.contains(scalars[end]) { end += 1 }
        guard end < scalars.count, FormatSpecifier.conversions.contains(Character(scalars[end])) else { return start + 1 }
        return end + 1
    }
}
