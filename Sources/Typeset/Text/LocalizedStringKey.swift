import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// becomes where a view takes one (`Text("Settings")`, `Button("Save") {}`).
///
/// A literal is looked up as written. An interpolated literal forms its key as SwiftUI does
/// (research/text-input-and-languages.md §2.1): literal text with every `%` doubled, and one
/// format specifier per value (`"\(count) files"` is `%lld files`); the values are kept and
/// substituted after the lookup, so a translation (`%lld Dateien`) may move or reuse them
/// (Design §22.1).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A value interpolated into the key.
    enum Argument: Equatable, Sendable {
        /// A number or string, shown through its specifier.
        case value(FormatArgument)
        /// A Text (or what becomes one: an image, a formatted value, a date, an attributed
        /// string), placed with its own styles where its `%@` is.
        case text(Text)
    }

    /// The key looked up in the table.
    var key: String
    /// The interpolated values, in order.
    var arguments: [Argument]
    /// Whether the key came from interpolation: only then is the found string a format.
    var hasFormatting: Bool

    /// A key of `value` as written (not a format, even with `%` in it).
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
    }

    /// A key that is already a format (`%lld files`) with the values its specifiers read, as
    /// a scene file gives them.
    package init(format key: String, arguments: [FormatArgument]) {
        self.key = key
        self.arguments = arguments.map(Argument.value)
        hasFormatting = true
    }

    /// A key of the literal `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key formed from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// Builds a key and its arguments from an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Literal text; `%` becomes `%%`, so it is not read as a specifier.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// A string: `%@`.
        public mutating func appendInterpolation(_ string: String) {
            add("%@", .value(.string(string)))
        }

        /// A number: `%lld` (Int, Int64), `%d` (Int8...Int32), `%llu` (UInt, UInt64), `%u`
        /// (UInt8...UInt32), `%f` (Float), `%lf` (Double, CGFloat).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            add(value._specifier, .value(value._formatArgument))
        }

        /// A number shown with `specifier` (`"%.1f"`), which becomes part of the key.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            add(specifier, .value(value._formatArgument))
        }

        /// A Text, keeping its styles: `%@`.
        public mutating func appendInterpolation(_ text: Text) {
            add("%@", .text(text))
        }

        /// A value shown through a format style in the environment's locale: `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            add("%@", .text(Text(input, format: format)))
        }

        /// A value shown through `formatter` (its locale, calendar and time zone taken from
        /// the environment for date and number formatters), or without one as its description:
        /// `%@`. SwiftUI takes `ReferenceConvertible` and `NSObject` subjects; see
        /// ``_FormatterSubject``.
        public mutating func appendInterpolation<Subject: _FormatterSubject>(_ subject: Subject, formatter: Formatter? = nil) {
            if let formatter {
                add("%@", .text(Text(subject, formatter: formatter)))
            } else {
                add("%@", .value(.string(String(describing: subject))))
            }
        }

        /// A date in `style` (`.time`, `.date`, `.relative`, `.offset`, `.timer`): `%@`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            add("%@", .text(Text(date, style: style)))
        }

        /// A timer over `timerInterval`: `%@`.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            add("%@", .text(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
        }

        /// An attributed string, with its attributes: `%@`.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            add("%@", .text(Text(attributedString)))
        }

        /// An image shown inline, as `Text(image)`: `%@`.
        public mutating func appendInterpolation(_ image: Image) {
            add("%@", .text(Text(image)))
        }

        private mutating func add(_ specifier: String, _ argument: Argument) {
            key += specifier
            arguments.append(argument)
        }
    }

    /// The key's own format (its interpolation's specifiers), when it is one.
    var format: Result<FormatString, FormatStringError>? {
        guard hasFormatting else { return nil }
        return Result { () throws(FormatStringError) in try FormatString(parsing: key) }
    }

    /// The values as the format engine takes them: Texts are placed by the caller.
    var formatArguments: [FormatArgument] {
        arguments.map { argument in
            if case .value(let value) = argument { return value }
            return .embedded
        }
    }
}

/// A value a localized key shows through a format specifier, as SwiftUI's `_FormatSpecifiable`:
/// the integer and floating-point types.
public protocol _FormatSpecifiable: Equatable {
    /// The specifier the value adds to a key (`%lld`).
    var _specifier: String { get }
    /// The value for the format engine.
    var _formatArgument: FormatArgument { get }
}

extension Int: _FormatSpecifiable {
    public var _specifier: String { "%lld" }
    public var _formatArgument: FormatArgument { .signedInteger(Int64(self)) }
}

extension Int64: _FormatSpecifiable {
    public var _specifier: String { "%lld" }
    public var _formatArgument: FormatArgument { .signedInteger(self) }
}

extension Int32: _FormatSpecifiable {
    public var _specifier: String { "%d" }
    public var _formatArgument: FormatArgument { .signedInteger(Int64(self)) }
}

extension Int16: _FormatSpecifiable {
    public var _specifier: String { "%d" }
    public var _formatArgument: FormatArgument { .signedInteger(Int64(self)) }
}

extension Int8: _FormatSpecifiable {
    public var _specifier: String { "%d" }
    public var _formatArgument: FormatArgument { .signedInteger(Int64(self)) }
}

extension UInt: _FormatSpecifiable {
    public var _specifier: String { "%llu" }
    public var _formatArgument: FormatArgument { .unsignedInteger(UInt64(self)) }
}

extension UInt64: _FormatSpecifiable {
    public var _specifier: String { "%llu" }
    public var _formatArgument: FormatArgument { .unsignedInteger(self) }
}

extension UInt32: _FormatSpecifiable {
    public var _specifier: String { "%u" }
    public var _formatArgument: FormatArgument { .unsignedInteger(UInt64(self)) }
}

extension UInt16: _FormatSpecifiable {
    public var _specifier: String { "%u" }
    public var _formatArgument: FormatArgument { .unsignedInteger(UInt64(self)) }
}

extension UInt8: _FormatSpecifiable {
    public var _specifier: String { "%u" }
    public var _formatArgument: FormatArgument { .unsignedInteger(UInt64(self)) }
}

extension Float: _FormatSpecifiable {
    public var _specifier: String { "%f" }
    public var _formatArgument: FormatArgument { .floatingPoint(Double(self)) }
}

extension Double: _FormatSpecifiable {
    public var _specifier: String { "%lf" }
    public var _formatArgument: FormatArgument { .floatingPoint(self) }
}

extension CGFloat: _FormatSpecifiable {
    public var _specifier: String { "%lf" }
    public var _formatArgument: FormatArgument { .floatingPoint(Double(self)) }
}
