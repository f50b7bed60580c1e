// A bundle directory's translations: `.lproj` tables and String Catalogs, looked up by
// locale with the development language as fallback (research/text-input-and-languages.md
// §1.3–§1.5, §7).
import Foundation
import TypesetText

/// The translations of one bundle directory, read by Typeset itself (Linux Foundation cannot
/// look up `.stringsdict` entries and does not read String Catalogs, research §7.2–§7.3).
///
/// A directory holds `<language>.lproj/<table>.strings` and `.stringsdict` files (text or
/// binary property lists) and `<table>.xcstrings` catalogues. A `.stringsdict` entry wins
/// over a `.strings` entry of the same key, and a compiled table over a catalogue. Files are
/// read once, on first use; ``load(contentsOf:)`` reads them all at once and throws the first
/// problem.
public final class StringsBundle: Sendable {
    /// The directory.
    public let url: URL
    /// The language keys are written in: the `CFBundleDevelopmentRegion` of the directory's
    /// `Info.plist`, else the first catalogue's `sourceLanguage`, else `en`.
    public let developmentLanguage: String
    /// Every language some table is translated into (the development language included,
    /// `Base` left out), sorted.
    public let languages: [String]
    /// ``languages`` in canonical form: the languages an app with this bundle can run in.
    private let runsIn: Set<String>
    /// The names of the tables (`Localizable`), sorted.
    public let tableNames: [String]
    /// Problems met reading the files, each naming its file and line.
    public let errors: [LocalizationError]

    private let tables: [String: Table]

    /// One table: its catalogue and its compiled entries by language.
    struct Table: Sendable {
        var catalog: StringCatalog?
        var compiled: [String: [String: LocalizedEntry]] = [:]

        /// The table's languages, in canonical form.
        var languages: Set<String> {
            Set(compiled.keys).union(catalog?.languages.map(StringsBundle.canonical) ?? [])
        }
    }

    private init(url: URL) {
        self.url = url
        var tables: [String: Table] = [:]
        var errors: [LocalizationError] = []
        let files = FileManager.default
        let contents = ((try? files.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        var development: String?
        if let info = try? Data(contentsOf: url.appendingPathComponent("Info.plist")),
           let list = try? PropertyList.read(info), let members = list.dictionary {
            development = members.last { $0.key == "CFBundleDevelopmentRegion" }?.value.string
        }
        for name in contents {
            let item = url.appendingPathComponent(name)
            if name.hasSuffix(".xcstrings") {
                let table = String(name.dropLast(".xcstrings".count))
                do {
                    let catalog = try StringCatalog(contentsOf: item)
                    tables[table, default: Table()].catalog = catalog
                    if development == nil { development = catalog.sourceLanguage }
                } catch {
                    errors.append(error)
                }
            } else if name.hasSuffix(".lproj") {
                let language = Self.canonical(String(name.dropLast(".lproj".count)))
                let inner = ((try? files.contentsOfDirectory(atPath: item.path)) ?? []).sorted()
                // `.strings` first, so `.stringsdict` entries replace them.
                for file in inner.filter({ $0.hasSuffix(".strings") }) + inner.filter({ $0.hasSuffix(".stringsdict") }) {
                    let isDict = file.hasSuffix(".stringsdict")
                    let table = String(file.dropLast(isDict ? ".stringsdict".count : ".strings".count))
                    let path = item.appendingPathComponent(file).path
                    do throws(LocalizationError) {
                        guard let data = FileManager.default.contents(atPath: path) else {
                            throw LocalizationError(.unreadableFile, path: path, "cannot read the file")
                        }
                        let entries: [String: LocalizedEntry]
                        do throws(ReadFailure) {
                            entries = try isDict ? CompiledTables.stringsdict(data) : CompiledTables.strings(data)
                        } catch { throw error.at(path) }
                        tables[table, default: Table()].compiled[language, default: [:]].merge(entries) { _, new in new }
                    } catch {
                        errors.append(error)
                    }
                }
            }
        }
        self.tables = tables
        self.errors = errors
        developmentLanguage = development ?? "en"
        tableNames = tables.keys.sorted()
        var languages = Set(tables.values.flatMap(\.languages))
        languages.remove("base")
        if !tables.isEmpty { languages.insert(Self.canonical(developmentLanguage)) }
        runsIn = languages
        // Report languages as the files spell them where one does (`pt-BR`, not `pt-br`).
        let spelled = tables.values.flatMap { table in (table.catalog?.languages ?? []) }
            + contents.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) } + [developmentLanguage]
        self.languages = languages.map { canonical in spelled.first { Self.canonical($0) == canonical } ?? canonical }.sorted()
    }

    private static let cache = Locked<[String: StringsBundle]>([:])

    /// The translations in the directory at `url`, read on first use and kept for the process.
    public static func shared(at url: URL) -> StringsBundle {
        let key = url.standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        let bundle = StringsBundle(url: url.standardizedFileURL)
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            cache[key] = bundle
            return bundle
        }
    }

    /// Forgets the translations read from the directory at `url`, so that its next use reads
    /// the files again (a long-running process whose translations were edited).
    public static func removeCached(at url: URL) {
        let key = url.standardizedFileURL.path
        cache.withLock { _ = $0.removeValue(forKey: key) }
        bundles.withLock { bundles in bundles = bundles.filter { $0.value.strings.url.path != key } }
    }

    /// The entries of a `.strings` table (text or binary property list) in `data`; `path`
    /// names it in errors.
    public static func entries(ofStrings data: Data, path: String) throws(LocalizationError) -> [String: LocalizedEntry] {
        do throws(ReadFailure) { return try CompiledTables.strings(data) } catch { throw error.at(path) }
    }

    /// The entries of a `.stringsdict` table (XML or binary property list) in `data`; `path`
    /// names it in errors.
    public static func entries(ofStringsdict data: Data, path: String) throws(LocalizationError) -> [String: LocalizedEntry] {
        do throws(ReadFailure) { return try CompiledTables.stringsdict(data) } catch { throw error.at(path) }
    }

    /// Bundles already mapped to their directory's translations (the bundle is kept, so its
    /// identifier is not reused).
    private static let bundles = Locked<[ObjectIdentifier: (bundle: Bundle, strings: StringsBundle)]>([:])

    /// The translations of `bundle`'s resources.
    public static func shared(for bundle: Bundle) -> StringsBundle {
        let id = ObjectIdentifier(bundle)
        if let known = bundles.withLock({ $0[id]?.strings }) { return known }
        let strings = shared(at: bundle.resourceURL ?? bundle.bundleURL)
        bundles.withLock { $0[id] = (bundle, strings) }
        return strings
    }

    /// The translations in the directory at `url` (or the directory of the catalogue or
    /// table file `url` names), every file read; throws the first problem found.
    public static func load(contentsOf url: URL) throws(LocalizationError) -> StringsBundle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LocalizationError(.unreadableFile, path: url.path, "no such file or directory")
        }
        let directory = isDirectory.boolValue ? url : url.deletingLastPathComponent()
        let bundle = shared(at: directory)
        if let first = bundle.errors.first { throw first }
        return bundle
    }

    /// The outcome of looking a key up.
    public struct Lookup: Sendable {
        /// How the key was found.
        public enum Status: Hashable, Sendable {
            /// In the locale's language.
            case translated
            /// The locale's language is the development language (or the bundle does not
            /// have the locale's language at all, so the app runs in its development language).
            case developmentLanguage
            /// The bundle has the locale's language, but not this key in it: the development
            /// language's entry (or the key) stands in.
            case untranslated
            /// The bundle has no table of this name.
            case noTable
        }

        /// The entry to use; nil: the key itself.
        public let entry: LocalizedEntry?
        /// The language of `entry` (its plural rules apply), or the development language.
        public let language: String
        /// The language the locale asked for and the bundle has, if any.
        public let requestedLanguage: String?
        /// How the key was found.
        public let status: Status
        /// Problems with the files of this table.
        public let errors: [LocalizationError]
    }

    /// Looks `key` up in `table` for `locale`: the locale's language (`pt-BR`, then `pt`) that
    /// the bundle has, else the development language (the app runs in it); a key the locale's
    /// language lacks, in this table or in the language's most specific form the table has,
    /// falls back to the development language's entry, then to the key (Design §22.2).
    public func lookup(_ key: String, table name: String, locale: Locale) -> Lookup {
        let tableErrors = errors.isEmpty ? [] : errors.filter { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent == name }
        guard let table = tables[name] else {
            return Lookup(entry: nil, language: developmentLanguage, requestedLanguage: nil, status: .noTable, errors: tableErrors)
        }
        let development = Self.canonical(developmentLanguage)
        let candidates = Self.candidates(for: locale)
        // The language the app runs in is the bundle's, not the table's: a table without it
        // leaves its keys untranslated. In the table, that language's most specific form it has.
        let requested = candidates.first { runsIn.contains($0) }
        let available = table.languages
        let inTable = requested.flatMap { requested in
            candidates.drop { $0 != requested }.first { available.contains($0) }
        }
        let catalogEntry = table.catalog?.entries[key]
        func entry(in language: String) -> LocalizedEntry? {
            if let compiled = table.compiled[language]?[key] { return compiled }
            guard let catalog = table.catalog, let catalogEntry else { return nil }
            return catalogEntry.localizations.first { Self.canonical($0.key) == language }?.value
                ?? (language == Self.canonical(catalog.sourceLanguage) ? LocalizedEntry(value: .string(key)) : nil)
        }
        if let requested, requested != development {
            if catalogEntry?.shouldTranslate == false {
                return Lookup(entry: entry(in: development), language: developmentLanguage, requestedLanguage: requested, status: .developmentLanguage, errors: tableErrors)
            }
            if let inTable, inTable != development, let found = entry(in: inTable) {
                return Lookup(entry: found, language: inTable, requestedLanguage: requested, status: .translated, errors: tableErrors)
            }
            return Lookup(entry: entry(in: development), language: developmentLanguage, requestedLanguage: requested, status: .untranslated, errors: tableErrors)
        }
        return Lookup(entry: entry(in: development), language: developmentLanguage, requestedLanguage: requested, status: .developmentLanguage, errors: tableErrors)
    }

    /// The languages to try for `locale`, most specific first, in canonical form:
    /// `zh-hans-cn`, `zh-hans`, `zh-cn`, `zh`.
    static func candidates(for locale: Locale) -> [String] {
        let parts = canonical(locale.identifier).split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        if let region { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }

    /// A language identifier in one spelling: lowercase, `-` between parts, no `@` keywords
    /// (`pt_BR` and `pt-BR` are `pt-br`).
    static func canonical(_ identifier: String) -> String {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        return base.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
