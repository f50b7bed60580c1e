// One key's translation in one language, whatever file it came from: a format string that
// may vary by device and by plural, with substitutions (research/text-input-and-languages.md
// §7.1, §7.3).
import TypesetText

/// The kind of device a device variation names, as String Catalogs spell it.
public enum DeviceVariant: String, Hashable, Sendable, CaseIterable {
    case iphone, ipod, ipad, applewatch, appletv, applevision, mac, other
}

/// A translation that may vary.
public enum LocalizedValue: Hashable, Sendable {
    /// A format string (it may hold `%#@name@` substitutions).
    case string(String)
    /// One value per device; `other` serves devices without their own.
    case device([DeviceVariant: LocalizedValue])
    /// One value per plural category of an argument's number.
    case plural(PluralVariation)
}

/// Plural forms and the argument that chooses between them.
public struct PluralVariation: Hashable, Sendable {
    /// The argument whose number chooses the form (from 1); nil: the first numeric argument.
    public var argument: Int?
    /// How the number is shown (`lld`, `.1f`), which decides its visible fraction digits;
    /// nil: as the argument's own conversion shows it.
    public var specifier: FormatSpecifier?
    /// The forms by category; `other` is the fallback.
    public var forms: [PluralCategory: LocalizedValue]

    public init(argument: Int? = nil, specifier: FormatSpecifier? = nil, forms: [PluralCategory: LocalizedValue]) {
        self.argument = argument
        self.specifier = specifier
        self.forms = forms
    }
}

/// A `%#@name@` substitution: plural forms of one argument, spliced into the format.
public struct Substitution: Hashable, Sendable {
    /// The argument it stands for (from 1); nil: the argument of its `%#@name@` token.
    public var argument: Int?
    /// How the argument is shown where a form writes `%arg` (`lld`).
    public var specifier: FormatSpecifier
    /// The forms (a plural variation, possibly inside device variations).
    public var value: LocalizedValue

    public init(argument: Int?, specifier: FormatSpecifier, value: LocalizedValue) {
        self.argument = argument
        self.specifier = specifier
        self.value = value
    }
}

/// One key's translation in one language.
public struct LocalizedEntry: Hashable, Sendable {
    /// The translation.
    public var value: LocalizedValue
    /// The substitutions its format strings name, by name.
    public var substitutions: [String: Substitution]

    public init(value: LocalizedValue, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }
}

/// Why an entry gave no format for some arguments.
public struct EntryResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

extension LocalizedEntry {
    /// The most splices of substitutions into one format (forms may name further
    /// substitutions): a bound against entries that name themselves.
    static let maximumSplices = 64

    /// The string on `device` for a key without arguments, as written (no `%` is read): the
    /// device's variation, the `other` form of a plural variation.
    public func text(device: DeviceVariant, language: String) throws(EntryResolutionError) -> String {
        try Self.choose(value, arguments: [], kinds: [], shown: [], device: device, rules: PluralRules(locale: language), what: "the entry")
    }

    /// The format string for `arguments` on `device` in `language`: the device's variation,
    /// the plural form each number asks for (CLDR rules of `language`), every `%#@name@`
    /// replaced by its form (`%arg` standing for the substitution's argument).
    ///
    /// Plural forms: the category of the number as its conversion shows it (visible fraction
    /// digits count): the variation's own specifier, else the key's (`shown`, per argument),
    /// else the argument's plain conversion; an explicit `zero` form is used for the integer 0 even where CLDR has no
    /// zero category, as Apple's `.stringsdict` handling was observed to do (research §7.4,
    /// unverified on a device); a missing category falls back to `other` (Design §22.2).
    public func format(
        for arguments: [FormatArgument], kinds: [FormatSpecifier.ArgumentKind], shown: [FormatSpecifier?] = [],
        device: DeviceVariant, language: String
    ) throws(EntryResolutionError) -> FormatString {
        let rules = PluralRules(locale: language)
        let text = try Self.choose(
            value, arguments: arguments, kinds: kinds, shown: shown, device: device, rules: rules, what: "the entry")
        let format: FormatString
        do { format = try FormatString(parsing: text) } catch { throw EntryResolutionError(message: "\(error) in \"\(text)\"") }
        var pieces = format.pieces
        var splices = 0
        while let index = pieces.firstIndex(where: { if case .variable = $0 { true } else { false } }) {
            guard case .variable(let name, let token) = pieces[index] else { break }
            splices += 1
            guard splices <= Self.maximumSplices else {
                throw EntryResolutionError(message: "more than \(Self.maximumSplices) substitutions spliced (does '\(name)' name itself?)")
            }
            guard let substitution = substitutions[name] else {
                throw EntryResolutionError(message: "no substitution named '\(name)' for %#@\(name)@")
            }
            let argument = substitution.argument ?? token
            let formText = try Self.choose(
                substitution.value, arguments: arguments, kinds: kinds, shown: shown, device: device, rules: rules,
                what: "substitution '\(name)'", pluralArgument: argument, pluralSpecifier: substitution.specifier)
            let spliced: FormatString
            do {
                spliced = try FormatString(parsing: Self.replacingArg(in: formText, argument: argument, specifier: substitution.specifier), firstArgument: argument)
            } catch { throw EntryResolutionError(message: "\(error) in the form \"\(formText)\" of substitution '\(name)'") }
            pieces.replaceSubrange(index...index, with: spliced.pieces)
        }
        return FormatString(pieces: pieces)
    }

    /// The string `value` gives: the device's variation, then the number's plural form.
    private static func choose(
        _ value: LocalizedValue, arguments: [FormatArgument], kinds: [FormatSpecifier.ArgumentKind],
        shown: [FormatSpecifier?], device: DeviceVariant, rules: PluralRules, what: String, pluralArgument: Int? = nil,
        pluralSpecifier: FormatSpecifier? = nil
    ) throws(EntryResolutionError) -> String {
        var current = value
        // Variations nest (device, then plural) a few levels; the bound keeps a hostile entry finite.
        for _ in 0..<16 {
            switch current {
            case .string(let text): return text
            case .device(let variants):
                guard let chosen = variants[device] ?? variants[.other] else {
                    throw EntryResolutionError(message: "\(what) has no variation for \(device.rawValue) and no 'other'")
                }
                current = chosen
            case .plural(let variation):
                let argument = variation.argument ?? pluralArgument ?? kinds.firstIndex { $0 != .object && $0 != .cString && $0 != .pointer }.map { $0 + 1 }
                let keys = argument.flatMap { shown[safe: $0 - 1] } ?? nil
                let category = pluralCategory(
                    argument: argument, arguments: arguments, specifier: variation.specifier ?? pluralSpecifier ?? keys,
                    kinds: kinds, forms: variation.forms, rules: rules)
                guard let chosen = variation.forms[category] ?? variation.forms[.other] else {
                    throw EntryResolutionError(message: "\(what) has no plural form '\(category.rawValue)' and no 'other'")
                }
                current = chosen
            }
        }
        throw EntryResolutionError(message: "\(what) nests variations too deeply")
    }

    private static func pluralCategory(
        argument: Int?, arguments: [FormatArgument], specifier: FormatSpecifier?, kinds: [FormatSpecifier.ArgumentKind],
        forms: [PluralCategory: LocalizedValue], rules: PluralRules
    ) -> PluralCategory {
        guard let argument, argument >= 1, argument <= arguments.count, let number = arguments[argument - 1].numericValue else {
            return .other
        }
        let kind = specifier?.kind ?? kinds[safe: argument - 1] ?? arguments[argument - 1].kind
        let isInteger = kind == .signedInteger || kind == .unsignedInteger
        if isInteger, number == 0, forms[.zero] != nil { return .zero }
        let shown = specifier ?? FormatSpecifier(conversion: isInteger ? "d" : "f")
        let digits = isInteger ? 0 : NumberText.fractionDigits(of: number, shown)
        return rules.category(of: isInteger ? number.rounded(.towardZero) : number, fractionDigits: digits)
    }

    /// `form` with each `%arg` (a catalogue's name for the substitution's value) written as
    /// the argument's positional conversion.
    static func replacingArg(in form: String, argument: Int, specifier: FormatSpecifier) -> String {
        var positional = specifier
        positional.position = argument
        let replacement = positional.description
        var result = ""
        var scalars = form.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                result += "%%"
            } else if scalars.starts(with: "arg".unicodeScalars) {
                scalars.removeFirst(3)
                result += replacement
            } else {
                result += "%"
            }
        }
        return result
    }
}

extension FormatString {
    /// A format made of `pieces` as they are.
    init(pieces: [Piece]) {
        self.pieces = pieces
        nextArgument = pieces.reduce(1) { next, piece in
            switch piece {
            case .literal: next
            case .conversion(_, let argument), .variable(_, let argument): Swift.max(next, argument + 1)
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
