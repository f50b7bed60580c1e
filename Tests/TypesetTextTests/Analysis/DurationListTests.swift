import Foundation
import Testing
import TypesetText

/// Durations in words as CLDR's unit patterns and units list write them (Apple's `Text.DateStyle`
/// examples: "2 hours, 23 minutes", "1 year, 1 month").
@Suite struct DurationListTests {
    @Test func englishUnitsAndTheirList() {
        #expect(DurationList.string([(2, .hour), (23, .minute)], locale: "en") == "2 hours, 23 minutes")
        #expect(DurationList.string([(1, .year), (1, .month)], locale: "en") == "1 year, 1 month")
        #expect(DurationList.string([(1, .second)], locale: "en") == "1 second")
    }

    @Test func otherLanguagesUseTheirPluralForms() throws {
        let russian = try #require(DurationList.string([(5, .day)], locale: "ru"))
        #expect(russian.contains("5") && russian.contains("дней"))
        let german = try #require(DurationList.string([(1, .hour)], locale: "de"))
        #expect(german == "1 Stunde")
    }

    @Test func emptyOrTooLongListsAreRefused() {
        #expect(DurationList.string([], locale: "en") == nil)
        #expect(DurationList.string(Array(repeating: (1, .second), count: 9), locale: "en") == nil)
    }
}
