// The OpenType features SwiftUI's font modifiers turn on (research/text-styling.md §2).

/// OpenType features a ``Font`` requests, as a bit set: hashing and comparing it costs nothing
/// on the hot path, and the empty set makes the shaper pass no feature array at all.
public struct FontFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `tnum`: tabular (monospaced) digits, for `monospacedDigit()`.
    public static let tabularNumbers = FontFeatures(rawValue: 1 << 0)
    /// `smcp`: lowercase letters as small capitals, for `lowercaseSmallCaps()`.
    public static let lowercaseSmallCaps = FontFeatures(rawValue: 1 << 1)
    /// `c2sc`: capital letters as small capitals, for `uppercaseSmallCaps()`.
    public static let uppercaseSmallCaps = FontFeatures(rawValue: 1 << 2)

    /// The OpenType tags of the set, in a fixed order (tnum, smcp, c2sc).
    public var openTypeTags: [String] {
        var tags: [String] = []
        if contains(.tabularNumbers) { tags.append("tnum") }
        if contains(.lowercaseSmallCaps) { tags.append("smcp") }
        if contains(.uppercaseSmallCaps) { tags.append("c2sc") }
        return tags
    }
}
