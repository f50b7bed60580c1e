// The layouts computed for one text in one style (Design §19.1), with the requests each answers.
// Kept beside the text's entry in its shard, under the shard's lock: a request answered from
// them costs the one lock that found the entry.

/// The most recent layouts computed for a text, the newest last.
struct ComputedLayouts {
    /// How many layouts a text keeps.
    static let limit = 8

    private var layouts: [Entry] = []
    /// What computing a layout of the text reads first, recorded with the first one kept and
    /// the same for every later one (``LayoutEntry/hotLines()``; Design §19.1).
    var layoutLines = HotLines()

    /// Asks for what a lookup reads, all at once: the kept layouts' requests and the recorded
    /// lines (read when no kept layout answers).
    @inline(__always)
    func prefetchLookup() {
        layouts.withUnsafeBufferPointer { prefetchLine(UnsafeRawPointer($0.baseAddress)) }
        layoutLines.prefetchList()
    }

    /// A computed layout and the requests it answers (read in place, the layout behind one
    /// reference).
    private struct Entry {
        var requests: Requests
        var layout: ComputedLayout
    }

    /// The requests a computed layout answers: plain values, read without copying the layout.
    private struct Requests {
        var width: Double?
        var maxHeight: Double?
        var validWidths: Range<Double>?
        var contentHeight: Double
        /// Whether only the exact request is answered (a truncated or shrunk layout).
        var exactOnly: Bool

        /// Whether the layout answers a request for `width` and `maxHeight`.
        func answer(width: Double?, maxHeight: Double?) -> Bool {
            let exact = width == self.width && maxHeight == self.maxHeight
            if exactOnly { return exact }
            guard maxHeight.map({ contentHeight <= $0 + 1e-9 }) ?? true else { return false }
            if width == self.width { return true }
            guard let width, let valid = validWidths else { return false }
            // The interval's upper end is kept at a distance from the fit test's slack.
            return width >= valid.lowerBound && width < valid.upperBound - 1e-7 * max(1, valid.upperBound)
        }
    }

    /// A layout computed earlier that is valid for this request.
    func layout(width: Double?, maxHeight: Double?) -> ComputedLayout? {
        // The newest first, read in place: only the reference of the layout found is handed out.
        layouts.withUnsafeBufferPointer { computed in
            for index in computed.indices.reversed() {
                // Plain values: copying the requests out copies no layout.
                let requests = computed[index].requests
                if requests.answer(width: width, maxHeight: maxHeight) { return computed[index].layout }
            }
            return nil
        }
    }

    /// Keeps `outcome` (its layout as `layout`), computed for `width` and `maxHeight`, dropping
    /// the oldest beyond ``limit``; the layout dropped, handed back for the caller to free once
    /// it has let the shard's lock go (Design §19.2).
    mutating func keep(
        _ outcome: ParagraphLayouter.Outcome, as layout: ComputedLayout, width: Double?, maxHeight: Double?
    ) -> ComputedLayout? {
        let requests = Requests(
            width: width, maxHeight: maxHeight, validWidths: outcome.validWidths, contentHeight: outcome.contentHeight,
            exactOnly: outcome.layout.isTruncated || outcome.layout.fontScale != 1)
        let dropped = layouts.count >= Self.limit ? layouts.removeFirst().layout : nil
        // Room for a second layout with the first: most texts are laid out at more than one
        // width (a stack's probes, then its proposal), and growing from one is a copy.
        if layouts.isEmpty { layouts.reserveCapacity(2) }
        layouts.append(Entry(requests: requests, layout: layout))
        return dropped
    }
}
