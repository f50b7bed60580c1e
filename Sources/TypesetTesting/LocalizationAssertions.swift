import Foundation

/// Lays `view` out in each of `locales` at each of `sizes` with `engine` (whose environment
/// names the translations: `localizationBundle`) and records each problem the audit finds as a
/// test issue naming the locale and the sizes where it occurs (`truncated-text in de from large
/// on: ...`), with the dump lines of the first size where it occurs. With
/// `requireTranslations`, each key a locale lacks is an issue too.
///
/// ```swift
/// assertNoAuditFindings(SettingsScreen(), on: .iPhone16, locales: [.language("de"), .pseudolanguage(.accented)],
///                       engine: LayoutEngine(environment: withTranslations))
/// ```
public func assertNoAuditFindings<V: View>(
    _ view: V, proposal: ProposedViewSize, locales: [AuditLocale], atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    engine: LayoutEngine = LayoutEngine(), requireTranslations: Bool = false, _ options: AuditOptions = AuditOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    record(
        engine.audit(view, proposal: proposal, locales: locales, atEvery: sizes, options), requireTranslations,
        FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Lays `view` out as a screen of `device` in each of `locales` at each of `sizes` and records
/// each problem the audit finds (see `assertNoAuditFindings(_:proposal:locales:…)`).
public func assertNoAuditFindings<V: View>(
    _ view: V, on device: Device, locales: [AuditLocale], atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    engine: LayoutEngine = LayoutEngine(), requireTranslations: Bool = false, _ options: AuditOptions = AuditOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    record(
        engine.audit(view, on: device, locales: locales, atEvery: sizes, options), requireTranslations,
        FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records one test issue per failure of `audit` at `location`.
private func record(_ audit: LocalizationAudit, _ requireTranslations: Bool, _ location: FailureLocation) {
    for failure in localizationFailures(audit, requireTranslations: requireTranslations) {
        FailureReporter.record(failure.description, at: location)
    }
}

/// One failure per problem of `audit`, locale by locale, and per untranslated key when asked.
func localizationFailures(_ audit: LocalizationAudit, requireTranslations: Bool) -> [LayoutFailure] {
    audit.locales.flatMap { entry in
        let problems = dynamicTypeFailures(entry.audit, locale: entry.locale.name)
        guard requireTranslations else { return problems }
        return problems + entry.untranslated.map { LayoutFailure("untranslated in \(entry.locale.name): \($0)", excerpt: "") }
    }
}
