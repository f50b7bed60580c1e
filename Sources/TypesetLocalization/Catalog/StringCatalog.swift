// String Catalogs (`.xcstrings`), which SwiftPM on Linux copies uncompiled
// (research/text-input-and-languages.md §7.1, §7.2).
import Foundation
import TypesetText

/// A String Catalog: per key, its translations into each language.
///
/// ```json
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": { "%lld files": { "localizations": { "de": { "variations": { "plural": {
///       "one": { "stringUnit": { "state": "translated", "value": "%lld Datei" } },
///       "other": { "stringUnit": { "state": "translated", "value": "%lld Dateien" } } } } } } } } }
/// ```
public struct StringCatalog: Sendable {
    /// One key of the catalogue.
    public struct Entry: Sendable {
        /// The translations by language (`de`, `pt-BR`); a language whose unit is empty is
        /// absent.
        public var localizations: [String: LocalizedEntry]
        /// False when the key is marked "Don't translate" (`shouldTranslate: false`).
        public var shouldTranslate: Bool
        /// The line the key is on.
        public var line: Int
    }

    /// The language the keys are written in (`sourceLanguage`).
    public let sourceLanguage: String
    /// The format version (`"1.0"`).
    public let version: String
    /// The keys.
    public let entries: [String: Entry]
    /// Every language any key has a translation in, and the source language, sorted.
    public let languages: [String]

    /// Reads the catalogue in `data`; `path` names it in errors.
    public init(data: Data, path: String) throws(LocalizationError) {
        let root: CatalogJSON
        do { root = try CatalogJSON.read([UInt8](data)) } catch { throw error.at(path) }
        do throws(ReadFailure) {
            let members = try Self.object(root, "the catalogue")
            guard let source = members["sourceLanguage"] else {
                throw ReadFailure(.invalidEntry, line: root.line, "the catalogue has no sourceLanguage")
            }
            sourceLanguage = try Self.string(source, "sourceLanguage")
            if let node = members["version"] { version = try Self.string(node, "version") } else { version = "1.0" }
            var entries: [String: Entry] = [:]
            var languages: Set<String> = [sourceLanguage]
            if let strings = members["strings"] {
                guard case .object(let keys) = strings.value else {
                    throw ReadFailure(.invalidEntry, line: strings.line, "strings must be an object, not \(strings.typeName)")
                }
                entries.reserveCapacity(keys.count)
                for (key, node) in keys {
                    let entry = try Self.entry(node, key: key)
                    languages.formUnion(entry.localizations.keys)
                    entries[key] = entry
                }
            }
            self.entries = entries
            self.languages = languages.sorted()
        } catch {
            throw error.at(path)
        }
    }

    /// Reads the catalogue file at `url`.
    public init(contentsOf url: URL) throws(LocalizationError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LocalizationError(.unreadableFile, path: url.path, "cannot read the file")
        }
        try self.init(data: data, path: url.path)
    }

    private static func entry(_ node: CatalogJSON, key: String) throws(ReadFailure) -> Entry {
        let members = try object(node, "the key \"\(key)\"")
        var shouldTranslate = true
        if let flag = members["shouldTranslate"] {
            guard case .bool(let value) = flag.value else {
                throw ReadFailure(.invalidEntry, line: flag.line, "shouldTranslate of \"\(key)\" must be true or false")
            }
            shouldTranslate = value
        }
        for name in ["comment", "extractionState"] {
            if let node = members[name] { _ = try string(node, "\(name) of \"\(key)\"") }
        }
        var localizations: [String: LocalizedEntry] = [:]
        if let node = members["localizations"] {
            guard case .object(let languages) = node.value else {
                throw ReadFailure(.invalidEntry, line: node.line, "localizations of \"\(key)\" must be an object")
            }
            localizations.reserveCapacity(languages.count)
            for (language, localization) in languages {
                func what() -> String { "the \(language) localization of \"\(key)\"" }
                let localizationMembers = try object(localization, what())
                var substitutions: [String: Substitution] = [:]
                if let node = localizationMembers["substitutions"] {
                    guard case .object(let named) = node.value else {
                        throw ReadFailure(.invalidEntry, line: node.line, "substitutions of \(what()) must be an object")
                    }
                    for (name, substitution) in named {
                        substitutions[name] = try self.substitution(substitution, "substitution '\(name)' of \(what())")
                    }
                }
                guard let value = try self.value(localization, what()) else { continue }
                localizations[language] = LocalizedEntry(value: value, substitutions: substitutions)
            }
        }
        return Entry(localizations: localizations, shouldTranslate: shouldTranslate, line: node.line)
    }

    /// A `stringUnit` or `variations` (nested to any depth); nil for an empty unit.
    private static func value(_ node: CatalogJSON, _ what: @autoclosure () -> String) throws(ReadFailure) -> LocalizedValue? {
        let members = try object(node, what())
        if let unit = members["stringUnit"] {
            let fields = try object(unit, "stringUnit of \(what())")
            if let state = fields["state"] { _ = try string(state, "state of \(what())") }
            guard let valueNode = fields["value"] else { return nil }
            let text = try string(valueNode, "value of \(what())")
            return text.isEmpty ? nil : .string(text)
        }
        guard let variations = members["variations"] else { return nil }
        let kinds = try object(variations, "variations of \(what())")
        if let plural = kinds["plural"] {
            var forms: [PluralCategory: LocalizedValue] = [:]
            guard case .object(let categories) = plural.value else {
                throw ReadFailure(.invalidEntry, line: plural.line, "the plural variations of \(what()) must be an object")
            }
            for (name, form) in categories {
                guard let category = PluralCategory(rawValue: name) else {
                    throw ReadFailure(.invalidEntry, line: form.line, "unknown plural category '\(name)' in \(what()); expected zero, one, two, few, many or other")
                }
                if let value = try value(form, "the \(name) form of \(what())") { forms[category] = value }
            }
            return forms.isEmpty ? nil : .plural(PluralVariation(forms: forms))
        }
        if let device = kinds["device"] {
            var variants: [DeviceVariant: LocalizedValue] = [:]
            guard case .object(let devices) = device.value else {
                throw ReadFailure(.invalidEntry, line: device.line, "the device variations of \(what()) must be an object")
            }
            for (name, form) in devices {
                guard let kind = DeviceVariant(rawValue: name) else {
                    throw ReadFailure(.invalidEntry, line: form.line, "unknown device '\(name)' in \(what()); expected one of \(DeviceVariant.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if let value = try value(form, "the \(name) variation of \(what())") { variants[kind] = value }
            }
            return variants.isEmpty ? nil : .device(variants)
        }
        let unknown = kinds.keys.sorted().joined(separator: ", ")
        throw ReadFailure(.invalidEntry, line: variations.line, "variations of \(what()) must be plural or device, not \(unknown.isEmpty ? "empty" : unknown)")
    }

    private static func substitution(_ node: CatalogJSON, _ what: @autoclosure () -> String) throws(ReadFailure) -> Substitution {
        let members = try object(node, what())
        var argument: Int?
        if let number = members["argNum"] {
            guard case .number(let value) = number.value, value >= 1, value <= 1000, value == value.rounded() else {
                throw ReadFailure(.invalidEntry, line: number.line, "argNum of \(what()) must be a whole number from 1")
            }
            argument = Int(value)
        }
        var specifier = FormatSpecifier(length: .ll, conversion: "d")
        if let node = members["formatSpecifier"] {
            let text = try string(node, "formatSpecifier of \(what())")
            guard let parsed = try? FormatString(parsing: "%" + text), parsed.pieces.count == 1,
                  case .conversion(let read, _) = parsed.pieces[0], read.position == nil
            else {
                throw ReadFailure(.invalidEntry, line: node.line, "formatSpecifier '\(text)' of \(what()) is not a conversion such as lld or @")
            }
            specifier = read
        }
        guard let value = try value(node, what()) else {
            throw ReadFailure(.invalidEntry, line: node.line, "\(what()) has no variations")
        }
        return Substitution(argument: argument, specifier: specifier, value: value)
    }

    private static func object(_ node: CatalogJSON, _ what: @autoclosure () -> String) throws(ReadFailure) -> Members {
        guard case .object(let members) = node.value else {
            throw ReadFailure(.invalidEntry, line: node.line, "\(what()) must be an object, not \(node.typeName)")
        }
        return Members(list: members)
    }

    /// An object's members by name (the last of a repeated name wins). Catalogue objects have a
    /// handful of members, so a search beats building a dictionary for each.
    private struct Members {
        let list: [(key: String, value: CatalogJSON)]

        subscript(name: String) -> CatalogJSON? { list.last { $0.key == name }?.value }

        var keys: [String] { list.map(\.key) }
    }

    private static func string(_ node: CatalogJSON, _ what: @autoclosure () -> String) throws(ReadFailure) -> String {
        guard case .string(let text) = node.value else {
            throw ReadFailure(.invalidEntry, line: node.line, "\(what()) must be a string, not \(node.typeName)")
        }
        return text
    }
}
