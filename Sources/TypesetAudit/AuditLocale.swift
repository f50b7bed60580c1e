import Foundation
import Typeset

/// A language an audit lays a view out in: a language of the app's translations, or a
/// pseudolanguage applied to its development language.
public enum AuditLocale: Hashable, Sendable, CustomStringConvertible {
    /// A language or locale identifier (`de`, `pt-BR`, `ar`).
    case language(String)
    /// A pseudolanguage over the development language.
    case pseudolanguage(Pseudolanguage)

    /// The name as the CLI and reports write it: the identifier, or the pseudolanguage's name
    /// (`double-length`, `en-XA`).
    public var name: String {
        switch self {
        case .language(let identifier): identifier
        case .pseudolanguage(let pseudolanguage): pseudolanguage.rawValue
        }
    }

    public var description: String { name }

    /// The locale named `name`: a pseudolanguage's name, else a language identifier.
    public init(name: String) {
        self = Pseudolanguage(rawValue: name).map(AuditLocale.pseudolanguage) ?? .language(name)
    }

    /// The locales `list` names: `all` (every language of `languages`), `pseudo` (every
    /// pseudolanguage), or names separated by commas (`de,fi,ar`, `en-XA`). Nil when `all` is
    /// asked for without languages, or when a name is empty.
    public static func list(_ list: String, languages: [String]) -> [AuditLocale]? {
        var locales: [AuditLocale] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch name {
            case "": return nil
            case "all":
                guard !languages.isEmpty else { return nil }
                locales += languages.map(AuditLocale.language)
            case "pseudo": locales += Pseudolanguage.allCases.map(AuditLocale.pseudolanguage)
            default: locales.append(AuditLocale(name: name))
            }
        }
        var seen: Set<AuditLocale> = []
        return locales.filter { seen.insert($0).inserted }
    }

    /// `environment` as a device set to this locale: the locale (the development language
    /// under a pseudolanguage), the layout direction of its script (an Arabic app runs right
    /// to left) and the pseudolanguage.
    public func apply(to environment: inout EnvironmentValues, developmentLanguage: String) {
        switch self {
        case .language(let identifier):
            environment.locale = Locale(identifier: identifier)
            environment.pseudolanguage = nil
            environment.layoutDirection = Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        case .pseudolanguage(let pseudolanguage):
            environment.locale = Locale(identifier: developmentLanguage)
            environment.layoutDirection = .leftToRight
            environment.pseudolanguage = pseudolanguage
        }
    }
}
