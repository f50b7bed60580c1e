// Which grapheme clusters ask for the colour emoji face (Design §8.5): VS16 sequences, ZWJ
// sequences, keycaps, flags, modifier sequences and Emoji_Presentation characters.

/// Emoji presentation of a grapheme cluster.
enum EmojiPresentation {
    /// The smallest scalar that can make a cluster an emoji presentation sequence on its own
    /// (U+203C); keycaps and VS16 sequences contain U+20E3 or U+FE0F, both larger.
    static let threshold: UInt32 = 0x203C

    /// Whether the cluster's scalars prefer the emoji face.
    static func prefersEmojiFont(_ scalars: [UInt32]) -> Bool {
        guard let first = scalars.first, scalars.contains(where: { $0 >= threshold }) else { return false }
        if scalars.contains(0xFE0E) { return false }  // VS15: text presentation requested
        if scalars.contains(0xFE0F) || scalars.contains(0x20E3) { return true }  // VS16, keycap
        if (0x1F1E6...0x1F1FF).contains(first) { return true }  // regional indicator (flag)
        if scalars.contains(where: { (0x1F3FB...0x1F3FF).contains($0) }) { return true }  // skin tone
        guard let scalar = Unicode.Scalar(first) else { return false }
        if scalars.contains(0x200D), scalar.properties.isEmoji { return true }  // ZWJ sequence
        return scalar.properties.isEmojiPresentation
    }
}
