import Foundation
import Typeset

/// The audit run per language and per Dynamic Type size: each locale's findings grouped across
/// sizes (where a row starts to truncate), and the keys each locale lacks.
///
/// ```swift
/// let audit = LayoutEngine(environment: withTranslations)
///     .audit(SettingsScreen(), on: .iPhone16, locales: [.language("de"), .language("fi")])
/// audit.findings.first?.locale                 // .language("de")
/// audit.findings.first?.finding.sizeSummary    // "from large on"
/// ```
public struct LocalizationAudit: Sendable {
    /// One locale's audit.
    public struct LocaleAudit: Sendable {
        /// The locale.
        public let locale: AuditLocale
        /// Its findings at every size, grouped across sizes.
        public let audit: DynamicTypeAudit
        /// The keys its language lacks (the development language's text stood in), in the
        /// order first met.
        public let untranslated: [UntranslatedKey]
    }

    /// The locales audited, in the order given.
    public let locales: [LocaleAudit]

    /// Audits the layouts of each locale at each size (`results`: per locale, one result per
    /// size).
    public init(results: [(locale: AuditLocale, results: [(size: DynamicTypeSize, result: LayoutResult)])], _ options: AuditOptions = AuditOptions()) {
        locales = results.map { locale, sized in
            let audit = DynamicTypeAudit(results: sized, options)
            var seen: Set<UntranslatedKey> = []
            let untranslated = audit.results.flatMap(\.diagnostics).compactMap(UntranslatedKey.init).filter { seen.insert($0).inserted }
            return LocaleAudit(locale: locale, audit: audit, untranslated: untranslated)
        }
    }

    /// Every finding with its locale, locale by locale.
    public var findings: [(locale: AuditLocale, finding: DynamicTypeAuditFinding)] {
        locales.flatMap { entry in entry.audit.findings.map { (entry.locale, $0) } }
    }

    /// Whether no locale has a finding.
    public var isEmpty: Bool { locales.allSatisfy(\.audit.isEmpty) }

    /// The audit of `locale`, if it was audited.
    public func audit(for locale: AuditLocale) -> LocaleAudit? {
        locales.first { $0.locale == locale }
    }
}

/// A localized key a locale's language has no translation for.
public struct UntranslatedKey: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: String
    /// Its table.
    public let table: String

    public init(key: String, table: String) {
        self.key = key
        self.table = table
    }

    /// The key a `untranslatedKey` diagnostic names.
    init?(_ diagnostic: Diagnostic) {
        guard diagnostic.kind == .untranslatedKey, let key = diagnostic.details["key"], let table = diagnostic.details["table"] else { return nil }
        self.init(key: key, table: table)
    }

    /// `"Storage" (Localizable)`.
    public var description: String { "\"\(key)\" (\(table))" }
}

extension LayoutEngine {
    /// Lays `view` out in each of `locales` at each of `sizes` and audits each layout: a
    /// language sets the environment's locale and its script's layout direction; a
    /// pseudolanguage applies to `developmentLanguage` (the translations' own, by default).
    public func audit<V: View>(
        _ view: V, proposal: ProposedViewSize, locales: [AuditLocale], atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
        developmentLanguage: String? = nil, _ options: AuditOptions = AuditOptions()
    ) -> LocalizationAudit {
        localizedAudit(locales, sizes, developmentLanguage, options) { engine in engine.layout(view, proposal: proposal) }
    }

    /// Lays `view` out as a screen of `device` in each of `locales` at each of `sizes` and
    /// audits each layout (see `audit(_:proposal:locales:atEvery:developmentLanguage:_:)`).
    public func audit<V: View>(
        _ view: V, on device: Device, orientation: InterfaceOrientation = .portrait, locales: [AuditLocale],
        atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, developmentLanguage: String? = nil,
        _ options: AuditOptions = AuditOptions()
    ) -> LocalizationAudit {
        localizedAudit(locales, sizes, developmentLanguage, options) { engine in engine.layout(view, on: device, orientation: orientation) }
    }

    private func localizedAudit(
        _ locales: [AuditLocale], _ sizes: [DynamicTypeSize], _ developmentLanguage: String?, _ options: AuditOptions,
        layout: (LayoutEngine) -> LayoutResult
    ) -> LocalizationAudit {
        let development = developmentLanguage
            ?? StringsBundle.shared(for: environment.localizationBundle ?? .main).developmentLanguage
        return LocalizationAudit(
            results: locales.map { locale in
                var localized = self
                locale.apply(to: &localized.environment, developmentLanguage: development)
                return (locale, sizes.map { size in
                    var sized = localized
                    sized.environment.dynamicTypeSize = size
                    return (size, layout(sized))
                })
            }, options)
    }
}
