import Foundation

/// A property a layout must have: baselines aligned, a view inside its parent, siblings apart,
/// a text not truncated, a frame.
///
/// Check it with ``assertLayout(_:displayScale:_:fileID:filePath:line:column:)`` from Swift
/// Testing or XCTest, or get the failures as values with ``failures(in:displayScale:)``.
public struct LayoutExpectation: Sendable {
    private let check: @Sendable (LayoutCheck) -> [LayoutFailure]

    /// An expectation from a check of the layout; returns the failures, none when it holds.
    init(_ check: @escaping @Sendable (LayoutCheck) -> [LayoutFailure]) {
        self.check = check
    }

    /// An expectation about the view marked `id`; a missing view is a failure.
    static func about(_ id: any Hashable & Sendable, _ check: @escaping @Sendable (LayoutCheck, LayoutNode) -> [LayoutFailure]) -> Self {
        Self { context in
            switch context.node(id) {
            case .success(let node): check(context, node)
            case .failure(let failure): [failure]
            }
        }
    }

    /// The ways `result` fails this expectation (none when it holds). Tolerances are in pixels
    /// at `displayScale`.
    public func failures(in result: LayoutResult, displayScale: CGFloat = 1) -> [LayoutFailure] {
        check(LayoutCheck(result: result, displayScale: displayScale))
    }
}

/// Which text baseline an expectation compares.
public enum TextBaseline: Sendable {
    /// The first line's baseline (`.firstTextBaseline`).
    case first
    /// The last line's baseline (`.lastTextBaseline`).
    case last

    var guide: VerticalAlignment { self == .first ? .firstTextBaseline : .lastTextBaseline }
    var name: String { self == .first ? "first" : "last" }
}

/// A result being checked, with the scale its tolerances are in.
struct LayoutCheck {
    let result: LayoutResult
    let displayScale: CGFloat

    /// `pixels` at the display scale, in points, plus room for float noise.
    func points(_ pixels: CGFloat) -> CGFloat {
        AuditOptions(displayScale: displayScale, tolerance: pixels).tolerancePoints
    }

    /// The node marked `id`, or the failure saying it is missing.
    func node(_ id: any Hashable & Sendable) -> Result<LayoutNode, LayoutFailure> {
        if let node = result.node(AnyHashable(id)) { return .success(node) }
        return .failure(LayoutFailure("no view has the id \(Self.name(id))"))
    }

    /// The dump excerpt marking `notes` (node → note).
    func excerpt(_ notes: [(LayoutNode, String)], lines: Bool = false) -> String {
        DumpExcerpt.render(
            result, notes: Dictionary(notes.map { ($0.0.index, $0.1) }) { $0 + "; " + $1 }, options: lines ? [.guides, .lines] : [.guides])
    }

    /// A number as the dump writes it.
    static func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }

    /// An id as written in code: `"name"` for strings, else its description.
    static func name(_ id: any Hashable & Sendable) -> String {
        (id as? String).map { "\"\($0)\"" } ?? "\(id)"
    }
}
