import Foundation

/// What a measured leaf (Text, or a test measurer) answers for one proposal.
package struct LeafMeasurement {
    package var size: CGSize
    /// Distance from the top to the first line's baseline, if the leaf has text.
    package var firstBaseline: CGFloat?
    /// Distance from the top to the last line's baseline, if the leaf has text.
    package var lastBaseline: CGFloat?
    /// What the result tree carries for this leaf (Text: its `TextLayout`).
    package var content: (any Sendable)?
    /// Whether this measurement, made with an unspecified height, also answers the same width
    /// with any height of at least `size.height`: text that was neither truncated nor scaled
    /// down, since a height limit only cuts the lines that do not fit (SPEC §8.6).
    package var answersTallerProposals: Bool

    package init(
        size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil, content: (any Sendable)? = nil,
        answersTallerProposals: Bool = false
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.content = content
        self.answersTallerProposals = answersTallerProposals
    }
}

/// A leaf measured by a closure: the layout core's only notion of text (SPEC §8.6).
///
/// The core knows nothing of fonts: a leaf answers a proposal with a size and optional first
/// and last baselines, which become its explicit `firstTextBaseline` / `lastTextBaseline`.
package final class LeafElement: LayoutElement {
    private let name: String
    private let attributes: () -> [String]
    private let measure: (ProposedViewSize) -> LeafMeasurement
    private let leafSpacing: ViewSpacing
    /// Read, then written, never overlapping (see `LayoutElement.sizes`): no runtime check.
    @exclusivity(unchecked) private var measurements = SmallMemo<ProposedViewSize, LeafMeasurement>()

    package init(
        pass: LayoutPass, layoutDirection: LayoutDirection, kind: String, attributes: @escaping () -> [String] = { [] },
        spacing: ViewSpacing = ViewSpacing(), measure: @escaping (ProposedViewSize) -> LeafMeasurement
    ) {
        self.name = kind
        self.attributes = attributes
        self.measure = measure
        self.leafSpacing = spacing
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes() }
    override package var spacing: ViewSpacing { leafSpacing }

    /// The memoised measurement for `proposal`.
    package func measurement(_ proposal: ProposedViewSize) -> LeafMeasurement {
        if let m = measurements[proposal] { return m }
        // A height the leaf already fits at this width changes nothing: reuse that measurement
        // (a stack places its children with its own height after sizing them without one).
        if let height = proposal.height, let free = measurements[ProposedViewSize(width: proposal.width, height: nil)],
           free.answersTallerProposals, free.size.height <= height {
            measurements[proposal] = free
            return free
        }
        let m = measure(proposal)
        measurements[proposal] = m
        return m
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        measurement(proposal).size
    }

    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return measurement(proposal).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return measurement(proposal).lastBaseline }
        return nil
    }

    override package func content(size: CGSize, proposal: ProposedViewSize) -> (any Sendable)? {
        measurement(proposal).content
    }
}

/// A shape or colour: as large as proposed, 10 on an unspecified axis; a circle is a square of
/// the smaller side (SPEC §7).
package final class ShapeElement: LayoutElement {
    package enum Sizing { case fill, square }
    private let name: String
    private let attributes: [String]
    private let sizing: Sizing

    package init(pass: LayoutPass, layoutDirection: LayoutDirection, kind: String, attributes: [String] = [], sizing: Sizing = .fill) {
        self.name = kind
        self.attributes = attributes
        self.sizing = sizing
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes }
    /// A plain rectangle: no explicit guides (SPEC §2).
    override package var hasExplicitGuides: Bool { false }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        switch sizing {
        case .fill: return size
        case .square:
            let side = min(size.width, size.height)
            return CGSize(width: side, height: side)
        }
    }
}

/// An image of fixed intrinsic size that ignores the proposal unless resizable (SPEC §7).
package final class ImageElement: LayoutElement {
    private let intrinsicSize: CGSize
    private let isResizable: Bool
    private let name: String

    package init(pass: LayoutPass, layoutDirection: LayoutDirection, name: String, intrinsicSize: CGSize, isResizable: Bool) {
        self.intrinsicSize = intrinsicSize
        self.isResizable = isResizable
        self.name = name
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { "Image" }
    /// A plain rectangle: no explicit guides (SPEC §2).
    override package var hasExplicitGuides: Bool { false }
    override package var dumpAttributes: [String] {
        ["\"\(name)\"", "\(LayoutNumber.format(intrinsicSize.width))×\(LayoutNumber.format(intrinsicSize.height))"]
            + (isResizable ? ["resizable"] : [])
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return intrinsicSize }
        return CGSize(width: proposal.width ?? intrinsicSize.width, height: proposal.height ?? intrinsicSize.height)
    }
}
