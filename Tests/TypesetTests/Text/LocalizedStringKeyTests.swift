import Foundation
import Testing
@testable import Typeset

/// How an interpolated literal forms its key: the table of research/text-input-and-languages.md
/// §2.1 (SwiftUI's `LocalizedStringKey.StringInterpolation`, Apple's documentation of its
/// overloads).
@Suite struct LocalizedStringKeyTests {
    private func key(_ key: LocalizedStringKey) -> String { key.key }

    @Test func aPlainLiteralIsItsOwnKeyAndNoFormat() {
        let plain: LocalizedStringKey = "100%"
        #expect(plain.key == "100%")
        #expect(!plain.hasFormatting)
        #expect(plain.arguments.isEmpty)
        #expect(LocalizedStringKey("a % b").key == "a % b")
    }

    @Test func literalTextDoublesPercent() {
        let percent = 42
        #expect(key("\(percent)% done") == "%lld%% done")
    }

    @Test func stringsAndNumbers() {
        let name = "Anna"
        #expect(key("Hello \(name)") == "Hello %@")
        #expect(key("\(Int(5)) items") == "%lld items")
        #expect(key("\(Int64(5))") == "%lld")
        #expect(key("\(Int8(5)) \(Int16(5)) \(Int32(5))") == "%d %d %d")
        #expect(key("\(UInt(5)) \(UInt64(5))") == "%llu %llu")
        #expect(key("\(UInt8(5)) \(UInt16(5)) \(UInt32(5))") == "%u %u %u")
        #expect(key("\(Float(1.5))") == "%f")
        #expect(key("\(Double(1.5)) \(CGFloat(1.5))") == "%lf %lf")
    }

    @Test func specifiersAreTakenVerbatim() {
        let rating = 4.56
        let key: LocalizedStringKey = "\(rating, specifier: "%.1f") stars"
        #expect(key.key == "%.1f stars")
        #expect(key.arguments == [.value(.floatingPoint(4.56))])
    }

    @Test func richValuesAreObjects() {
        let date = Date(timeIntervalSinceReferenceDate: 0)
        let formatter = DateFormatter()
        #expect(key("Total: \(1234.5, format: .number)") == "Total: %@")
        #expect(key("On \(date, formatter: formatter)") == "On %@")
        #expect(key("\(Text("bold").bold()) text") == "%@ text")
        #expect(key("Due \(date, style: .relative)") == "Due %@")
        #expect(key("Left \(timerInterval: date...date.addingTimeInterval(60))") == "Left %@")
        #expect(key("Rich \(AttributedString("x"))") == "Rich %@")
        #expect(key("URL \(URL(fileURLWithPath: "/tmp"))") == "URL %@")
    }

    @Test func argumentsKeepTheirOrderAndValues() {
        let name = "Anna", count = 3
        let key: LocalizedStringKey = "\(name) has \(count) files"
        #expect(key.key == "%@ has %lld files")
        #expect(key.arguments == [.value(.string("Anna")), .value(.signedInteger(3))])
        #expect(key.hasFormatting)
    }
}
