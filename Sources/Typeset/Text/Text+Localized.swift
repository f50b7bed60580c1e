import Foundation

extension Text {
    /// Text showing the translation of `key` in the environment's locale (SwiftUI's
    /// `Text(_:tableName:bundle:comment:)`): looked up in `tableName` (`Localizable` when nil)
    /// of `bundle` (the environment's `localizationBundle`, else `Bundle.main`, when nil),
    /// rendered with inline Markdown, with the key's interpolated values substituted after the
    /// lookup. A key without a translation shows itself, formatted with its values.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [Segment(string: "", source: .localized(LocalizedText(key: key, tableName: tableName, bundle: bundle)))]
    }
}

/// A localized key with its table and bundle, resolved per environment.
struct LocalizedText: Equatable, Sendable {
    var key: LocalizedStringKey
    var tableName: String?
    var bundle: Bundle?

    /// The key's translation (or the key) in `environment`, formatted, pseudolocalized and
    /// split into Markdown spans; interpolated Texts come out as their own segments (Design
    /// §22.2, §22.3).
    func segments(in environment: EnvironmentValues, notes: inout [TextNote]) -> [Text.Segment] {
        let table = tableName ?? "Localizable"
        let strings = StringsBundle.shared(for: bundle ?? environment.localizationBundle ?? .main)
        let lookup = strings.lookup(key.key, table: table, locale: environment.locale)
        let pseudolanguage = environment.pseudolanguage
        // The common case of an app without translations: the key as written.
        if lookup.entry == nil, lookup.errors.isEmpty, lookup.status != .untranslated, !key.hasFormatting, pseudolanguage == nil {
            return Text.markdownSegments(key.key)
        }
        let facts = ["key": key.key, "table": table, "locale": environment.locale.identifier]
        for error in lookup.errors {
            var details = ["path": error.path]
            if let line = error.line { details["line"] = String(line) }
            notes.append(TextNote(kind: .invalidStrings, message: "\(error); its keys show as written", details: details))
        }
        if lookup.status == .untranslated {
            notes.append(TextNote(
                kind: .untranslatedKey,
                message: "no \(lookup.requestedLanguage ?? facts["locale"] ?? "") translation of \"\(key.key)\" in table \(table); showed \(lookup.entry == nil ? "the key" : lookup.language)",
                details: facts.merging(["language": lookup.entry == nil ? "" : lookup.language]) { a, _ in a }))
        }
        let device: DeviceVariant = environment.device?.idiom == .pad ? .ipad : .iphone
        guard key.hasFormatting else {
            var text = key.key
            if let entry = lookup.entry {
                do { text = try entry.text(device: device, language: lookup.language) } catch {
                    notes.append(invalid("\(error)", lookup, facts))
                }
            }
            if let pseudolanguage { text = pseudolanguage.apply(to: text, formatted: false) }
            return Text.markdownSegments(text)
        }
        return formattedSegments(lookup: lookup, device: device, environment: environment, facts: facts, notes: &notes)
    }

    /// The segments of a key with interpolated values.
    private func formattedSegments(
        lookup: StringsBundle.Lookup, device: DeviceVariant, environment: EnvironmentValues, facts: [String: String],
        notes: inout [TextNote]
    ) -> [Text.Segment] {
        let keyFormat: FormatString
        switch key.format {
        case .success(let format)?: keyFormat = format
        case .failure(let error)?:
            notes.append(TextNote(kind: .invalidValue, message: "the key \"\(key.key)\" is not a valid format (\(error)); shown as written", details: facts))
            return [Text.Segment(string: key.key)]
        case nil: return [Text.Segment(string: key.key)]
        }
        let arguments = key.formatArguments
        let kinds = FormatCheck.kinds(of: keyFormat, count: arguments.count)
        for (index, argument) in arguments.enumerated() where argument != .embedded && !kinds[index].accepts(argument.kind) {
            notes.append(TextNote(
                kind: .invalidValue,
                message: "the key \"\(key.key)\" reads argument \(index + 1) as a \(kinds[index].rawValue), but it is a \(argument.kind.rawValue)",
                details: facts))
        }
        var chosen = keyFormat
        if let entry = lookup.entry {
            do throws(EntryResolutionError) {
                let shown = FormatCheck.specifiers(of: keyFormat, count: arguments.count)
                let translated = try entry.format(
                    for: arguments, kinds: kinds, shown: shown, device: device, language: lookup.language)
                let mismatches = FormatCheck.mismatches(translated, kinds: kinds)
                if mismatches.isEmpty {
                    chosen = translated
                } else {
                    notes.append(invalid(mismatches.map(\.message).joined(separator: "; "), lookup, facts))
                }
            } catch {
                notes.append(invalid(error.message, lookup, facts))
            }
        }
        var text = chosen.positionalText
        if let pseudo = environment.pseudolanguage { text = pseudo.apply(to: text, formatted: true) }
        var segments: [Text.Segment] = []
        for span in Text.markdownSpans(text, formatSpecifiers: true) {
            guard let format = try? FormatString(parsing: span.text) else {
                segments.append(Text.Segment(string: span.text).inheriting(span.style))
                continue
            }
            for piece in StringFormatter.format(format, arguments, locale: environment.locale) {
                switch piece {
                case .text(let string):
                    segments.append(Text.Segment(string: string).inheriting(span.style))
                case .embedded(let argument):
                    guard case .text(let embedded) = key.arguments[argument - 1] else { continue }
                    segments += embedded.segments.map { $0.inheriting(span.style) }
                }
            }
        }
        return segments
    }

    /// The note for a translation that cannot be used.
    private func invalid(_ reason: String, _ lookup: StringsBundle.Lookup, _ facts: [String: String]) -> TextNote {
        let table = facts["table"] ?? ""
        return TextNote(
            kind: .invalidTranslation,
            message: "the \(lookup.language) translation of \"\(key.key)\" in table \(table) (locale \(facts["locale"] ?? "")) cannot be used: \(reason); showed the key's own form",
            details: facts)
    }
}
