// The layouts the text engine keeps, as its lookups hand them out (Design §19.1): each behind
// one reference, with the fields its measurements share made when it is first measured.

/// A layout the engine keeps, as a lookup hands it out (one reference either way): a text's
/// single line, or a layout computed from its entry; each with the fields its measurements
/// share, made when it is first measured.
enum CachedLayout {
    case singleLine(SingleLineLayout)
    case computed(ComputedLayout)

    /// The layout.
    var layout: TextLayout {
        switch self {
        case .singleLine(let line): line.layout
        case .computed(let computed): computed.layout
        }
    }

    /// The fields every measurement of the layout shares.
    var details: TextMeasurement.Details {
        switch self {
        case .singleLine(let line): line.details
        case .computed(let computed): computed.details
        }
    }
}

/// A layout computed from a text's entry (``ComputedLayouts``), as the cache keeps it: behind one
/// reference, so that a lookup hands out the reference rather than the layout's many words.
final class ComputedLayout: Sendable {
    let layout: TextLayout
    /// The fields its measurements share, made when it is first measured (a layout laid out
    /// again at other widths is rarely measured).
    private let measured = LazyReference<TextMeasurement.Details>()

    init(_ layout: TextLayout) { self.layout = layout }

    /// The fields every measurement of ``layout`` shares.
    var details: TextMeasurement.Details {
        measured.load() ?? measured.storeIfNil(TextMeasurement.Details(layout))
    }
}
