import Foundation
import Testing
@testable import TypesetLocalization

/// String Catalogs as the xcstrings format defines them (research §7.1: `sourceLanguage`,
/// `strings`, `version`; `localizations` with `stringUnit`, `variations` `plural` / `device`,
/// `substitutions` with `argNum`, `formatSpecifier` and `%arg`).
@Suite struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                    }
                  }
                }
              }
            },
            "%@ ate %lld apples today!" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%@ ate %#@appleCount@ today!" },
                  "substitutions" : {
                    "appleCount" : {
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "one apple" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg apples" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "followers %lld %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
                  "substitutions" : {
                    "followers" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ follower" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ followers" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Tap to open" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Klicken zum Öffnen" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen" } }
                    }
                  }
                }
              }
            },
            "Typeset" : { "shouldTranslate" : false },
            "Empty" : { "localizations" : { "fi" : { "stringUnit" : { "state" : "new", "value" : "" } } } }
          },
          "version" : "1.0"
        }
        """

    private let posix = Locale(identifier: "en_US_POSIX")

    private func shown(_ entry: LocalizedEntry, _ arguments: [FormatArgument], _ kinds: [FormatSpecifier.ArgumentKind], _ language: String, device: DeviceVariant = .iphone) throws -> String {
        let format = try entry.format(for: arguments, kinds: kinds, device: device, language: language)
        #expect(FormatCheck.mismatches(format, kinds: kinds).isEmpty)
        return StringFormatter.string(format, arguments, locale: posix)
    }

    @Test func readsTheFormat() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), path: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.entries.count == 6)
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.entries["Typeset"]?.shouldTranslate == false)
        // An empty unit is no translation.
        #expect(catalog.entries["Empty"]?.localizations.isEmpty == true)
    }

    @Test func pluralVariations() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), path: "Localizable.xcstrings")
        let entry = try #require(catalog.entries["%lld files"]?.localizations["de"])
        #expect(try shown(entry, [.signedInteger(1)], [.signedInteger], "de") == "1 Datei")
        #expect(try shown(entry, [.signedInteger(2)], [.signedInteger], "de") == "2 Dateien")
        #expect(try shown(entry, [.signedInteger(0)], [.signedInteger], "de") == "0 Dateien")
    }

    @Test func substitutionsWithArgAndPositions() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), path: "Localizable.xcstrings")
        let apples = try #require(catalog.entries["%@ ate %lld apples today!"]?.localizations["en"])
        let kinds: [FormatSpecifier.ArgumentKind] = [.object, .signedInteger]
        #expect(try shown(apples, [.string("Anna"), .signedInteger(1)], kinds, "en") == "Anna ate one apple today!")
        #expect(try shown(apples, [.string("Anna"), .signedInteger(3)], kinds, "en") == "Anna ate 3 apples today!")
        let followers = try #require(catalog.entries["followers %lld %@"]?.localizations["en"])
        let followerKinds: [FormatSpecifier.ArgumentKind] = [.signedInteger, .object]
        #expect(try shown(followers, [.signedInteger(1), .string("1")], followerKinds, "en") == "1 follower")
        #expect(try shown(followers, [.signedInteger(7), .string("7")], followerKinds, "en") == "7 followers")
    }

    @Test func deviceVariations() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), path: "Localizable.xcstrings")
        let entry = try #require(catalog.entries["Tap to open"]?.localizations["de"])
        #expect(try entry.text(device: .ipad, language: "de") == "Klicken zum Öffnen")
        #expect(try entry.text(device: .iphone, language: "de") == "Zum Öffnen tippen")
    }

    @Test(arguments: [
        ("{ \"strings\": {} }", 1, "sourceLanguage"),
        ("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": { \"localizations\": { \"de\": { \"stringUnit\": { \"value\": 5 } } } }\n  }\n}", 4, "value"),
        ("{\n \"sourceLanguage\": \"en\",\n \"strings\": { \"a\": { \"localizations\": { \"de\": { \"variations\": { \"plural\": {\n \"several\": { \"stringUnit\": { \"value\": \"x\" } } } } } } } }\n}", 4, "several"),
        ("{\n \"sourceLanguage\": \"en\",\n \"strings\": {\n \"a\": { \"localizations\": { \"de\": { \"variations\": { \"device\": { \"toaster\": {} } } } } } } }", 4, "toaster"),
        ("{\n \"sourceLanguage\": \"en\"\n \"strings\": {} }", 3, "expected"),
        ("{\n \"sourceLanguage\": \"en\",\n \"strings\": \"none\" }", 3, "strings"),
    ])
    func malformedCataloguesNameTheirPathAndLine(json: String, line: Int, mentions: String) {
        do {
            _ = try StringCatalog(data: Data(json.utf8), path: "/app/Localizable.xcstrings")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.path == "/app/Localizable.xcstrings")
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(mentions), "\(error)")
            #expect(error.description.hasPrefix("/app/Localizable.xcstrings:\(line): "))
        }
    }

    @Test func deepNestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: LocalizationError.self) { try StringCatalog(data: Data(deep.utf8), path: "deep.xcstrings") }
    }
}
