import Foundation

/// A GeometryReader: takes the proposal (10 where unspecified) and builds its content once its
/// size is known, memoised per size; the content is proposed that size at the top-leading
/// corner (SPEC §7). It reports no explicit guides.
package final class GeometryReaderElement: LayoutElement {
    private let build: (CGSize) -> [LayoutElement]
    private var contents: [ProposedViewSize: [LayoutElement]] = [:]

    package init(pass: LayoutPass, layoutDirection: LayoutDirection, build: @escaping (CGSize) -> [LayoutElement]) {
        self.build = build
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { "GeometryReader" }

    private func content(for size: CGSize) -> [LayoutElement] {
        let key = ProposedViewSize(size)
        if let elements = contents[key] { return elements }
        let elements = build(size)
        contents[key] = elements
        return elements
    }

    override package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        content(for: size).map { ChildPlacement($0, at: .zero, proposal: ProposedViewSize(size)) }
    }
}
