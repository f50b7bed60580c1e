// `.strings` and `.stringsdict` tables read into entries (research/text-input-and-languages.md
// §7.3; Apple's "Localizing strings that contain plurals" and the stringsdict file format).
import Foundation
import TypesetText

/// Reading compiled `.lproj` tables.
enum CompiledTables {
    /// The entries of a `.strings` file: a dictionary of strings.
    static func strings(_ data: Data) throws(ReadFailure) -> [String: LocalizedEntry] {
        let list = try PropertyList.read(data)
        guard let members = list.dictionary else {
            throw ReadFailure(.invalidEntry, line: list.line, "a .strings table must be a dictionary of strings, not \(list.typeName)")
        }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in members {
            guard let string = value.string else {
                throw ReadFailure(.invalidEntry, line: value.line, "the value of \"\(key)\" is \(value.typeName), not a string")
            }
            entries[key] = LocalizedEntry(value: .string(string))
        }
        return entries
    }

    /// The entries of a `.stringsdict` file: per key, `NSStringLocalizedFormatKey` with its
    /// variables (`NSStringPluralRuleType`), or `NSStringDeviceSpecificRuleType`, or
    /// `NSStringVariableWidthRuleType` (the widest variant is used, as a Text has no
    /// presentation width to choose by).
    static func stringsdict(_ data: Data) throws(ReadFailure) -> [String: LocalizedEntry] {
        let list = try PropertyList.read(data)
        guard let members = list.dictionary else {
            throw ReadFailure(.invalidEntry, line: list.line, "a .stringsdict table must be a dictionary, not \(list.typeName)")
        }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in members {
            entries[key] = try entry(value, key: key)
        }
        return entries
    }

    private static func entry(_ list: PropertyList, key: String) throws(ReadFailure) -> LocalizedEntry {
        if let string = list.string { return LocalizedEntry(value: .string(string)) }
        guard let members = list.dictionary else {
            throw ReadFailure(.invalidEntry, line: list.line, "the entry \"\(key)\" is \(list.typeName), not a dictionary")
        }
        let named = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        if let devices = named["NSStringDeviceSpecificRuleType"] {
            guard let variants = devices.dictionary else {
                throw ReadFailure(.invalidEntry, line: devices.line, "NSStringDeviceSpecificRuleType of \"\(key)\" must be a dictionary")
            }
            var values: [DeviceVariant: LocalizedValue] = [:]
            var substitutions: [String: Substitution] = [:]
            for (name, value) in variants {
                guard let device = DeviceVariant(rawValue: name) else {
                    throw ReadFailure(.invalidEntry, line: value.line, "unknown device '\(name)' in \"\(key)\"; expected one of \(DeviceVariant.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let inner = try entry(value, key: key)
                values[device] = inner.value
                substitutions.merge(inner.substitutions) { first, _ in first }
            }
            return LocalizedEntry(value: .device(values), substitutions: substitutions)
        }
        if let widths = named["NSStringVariableWidthRuleType"] {
            guard let variants = widths.dictionary, !variants.isEmpty else {
                throw ReadFailure(.invalidEntry, line: widths.line, "NSStringVariableWidthRuleType of \"\(key)\" must be a non-empty dictionary")
            }
            let widest = variants.max { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }!
            return try entry(widest.value, key: key)
        }
        guard let formatNode = named["NSStringLocalizedFormatKey"] else {
            throw ReadFailure(.invalidEntry, line: list.line, "the entry \"\(key)\" has no NSStringLocalizedFormatKey")
        }
        guard let format = formatNode.string else {
            throw ReadFailure(.invalidEntry, line: formatNode.line, "NSStringLocalizedFormatKey of \"\(key)\" is \(formatNode.typeName), not a string")
        }
        var substitutions: [String: Substitution] = [:]
        for (name, value) in members where name != "NSStringLocalizedFormatKey" {
            substitutions[name] = try variable(value, name: name, key: key)
        }
        return LocalizedEntry(value: .string(format), substitutions: substitutions)
    }

    /// A variable: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, its value type
    /// (`NSStringFormatValueTypeKey`: `d`, `lld`, `.1f`, ...) and one string per category.
    private static func variable(_ list: PropertyList, name: String, key: String) throws(ReadFailure) -> Substitution {
        guard let members = list.dictionary else {
            throw ReadFailure(.invalidEntry, line: list.line, "the variable '\(name)' of \"\(key)\" is \(list.typeName), not a dictionary")
        }
        var forms: [PluralCategory: LocalizedValue] = [:]
        var specifier = FormatSpecifier(length: .ll, conversion: "d")
        var type: String?
        for (member, value) in members {
            switch member {
            case "NSStringFormatSpecTypeKey":
                type = value.string
            case "NSStringFormatValueTypeKey":
                guard let text = value.string else {
                    throw ReadFailure(.invalidEntry, line: value.line, "NSStringFormatValueTypeKey of '\(name)' must be a string")
                }
                guard let parsed = try? FormatString(parsing: "%" + text), parsed.pieces.count == 1,
                      case .conversion(let read, _) = parsed.pieces[0], read.position == nil
                else {
                    throw ReadFailure(.invalidEntry, line: value.line, "NSStringFormatValueTypeKey '\(text)' of '\(name)' is not a conversion such as d or lld")
                }
                specifier = read
            default:
                guard let category = PluralCategory(rawValue: member) else {
                    throw ReadFailure(.invalidEntry, line: value.line, "unknown plural category '\(member)' in '\(name)' of \"\(key)\"; expected zero, one, two, few, many or other")
                }
                guard let form = value.string else {
                    throw ReadFailure(.invalidEntry, line: value.line, "the '\(member)' form of '\(name)' is \(value.typeName), not a string")
                }
                forms[category] = .string(form)
            }
        }
        guard type == "NSStringPluralRuleType" else {
            throw ReadFailure(.invalidEntry, line: list.line, "the variable '\(name)' of \"\(key)\" must have NSStringFormatSpecTypeKey NSStringPluralRuleType")
        }
        guard forms[.other] != nil else {
            throw ReadFailure(.invalidEntry, line: list.line, "the variable '\(name)' of \"\(key)\" has no 'other' form")
        }
        return Substitution(argument: nil, specifier: specifier, value: .plural(PluralVariation(specifier: specifier, forms: forms)))
    }
}
