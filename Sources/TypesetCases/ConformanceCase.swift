import Foundation
import Typeset

/// One reference document of `shared/seeds/` that cases come from.
public enum ReferenceDocument: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The documents, by the number of their seed file.
    case d000 = 0, d001, d002, d003, d004

    /// The seed file the document is stored in.
    public var fileName: String {
        switch self {
        case .d000: "000_9fe8387b16e16b0a.txt"
        case .d001: "001_ca5cb898c9fbd0fe.txt"
        case .d002: "002_f52131f73471d338.txt"
        case .d003: "003_d7099f0cbe429ec9.txt"
        case .d004: "004_51391b21b584f3ba.txt"
        }
    }

    /// The document's subject.
    public var title: String {
        switch self {
        case .d000: "Alignment guides in depth"
        case .d001: "Field guide: alignment"
        case .d002: "Alignment in stacks, the feet alignment"
        case .d003: "Custom alignment across stacks"
        case .d004: "Alignment and composite baselines"
        }
    }

    /// The document's number and seed file, for logs.
    public var description: String { "Document \(String(format: "%03d", rawValue)) (\(fileName))" }
}

/// A case of `shared/CASES.md`: a view, the proposal it is laid out at, and what must hold.
///
/// A case is registered once (`ConformanceCases.all`) and run by the conformance tests and by
/// tools (a renderer can lay out `view()` at `proposal(in:)`). Its id is the CASES.md id, with a
/// suffix for a variant (`D0.container-picks.center`) or a right-to-left twin (`.rtl`).
public struct ConformanceCase: Sendable, CustomStringConvertible {
    /// The CASES.md id, plus the variant or `.rtl` suffix.
    public let id: String
    /// The document the case comes from.
    public let document: ReferenceDocument
    /// One line saying what the case shows.
    public let summary: String
    /// The layout direction the view is laid out in (`.rightToLeft` for twins).
    public let direction: LayoutDirection
    /// Why the case is expected to fail, when the engine and the case are known to disagree.
    public let knownIssue: String?
    private let makeView: @Sendable (CaseProbe) -> AnyView
    private let makeProposal: @Sendable (LayoutEngine) -> ProposedViewSize
    private let makeChecks: @Sendable (CaseRun) -> [CaseCheck]

    /// The proposal CASES.md lays views out at unless a case says otherwise.
    public static let standardProposal = ProposedViewSize(width: 400, height: nil)

    /// A case whose proposal is fixed.
    public init<V: View>(
        _ id: String, _ document: ReferenceDocument, _ summary: String,
        direction: LayoutDirection = .leftToRight, proposal: ProposedViewSize = standardProposal,
        knownIssue: String? = nil,
        @ViewBuilder view: @escaping @Sendable (CaseProbe) -> V,
        checks: @escaping @Sendable (CaseRun) -> [CaseCheck]
    ) {
        self.init(
            id, document, summary, direction: direction, proposal: { _ in proposal }, knownIssue: knownIssue,
            view: view, checks: checks)
    }

    /// A case whose proposal depends on measured text (`proposal` gets the engine that will lay it out).
    public init<V: View>(
        _ id: String, _ document: ReferenceDocument, _ summary: String,
        direction: LayoutDirection = .leftToRight, proposal: @escaping @Sendable (LayoutEngine) -> ProposedViewSize,
        knownIssue: String? = nil,
        @ViewBuilder view: @escaping @Sendable (CaseProbe) -> V,
        checks: @escaping @Sendable (CaseRun) -> [CaseCheck]
    ) {
        self.id = id
        self.document = document
        self.summary = summary
        self.direction = direction
        self.knownIssue = knownIssue
        let maker: any CaseViewMaker = TypedCaseViewMaker(make: view)
        self.makeView = { probe in maker.make(probe) }
        self.makeProposal = proposal
        self.makeChecks = checks
    }

    /// The right-to-left twin: the same view and proposal, id + `.rtl`, mirrored expectations.
    public func rtlTwin(knownIssue: String? = nil, checks: @escaping @Sendable (CaseRun) -> [CaseCheck]) -> ConformanceCase {
        ConformanceCase(
            id + ".rtl", document, summary + " (right to left)", direction: .rightToLeft,
            proposal: makeProposal, knownIssue: knownIssue, view: makeView, checks: checks)
    }

    /// The case's view in its layout direction; guide closures report to `probe`.
    public func view(probe: CaseProbe = CaseProbe()) -> some View {
        makeView(probe).environment(\.layoutDirection, direction)
    }

    /// The proposal the case is laid out at with `engine`.
    public func proposal(in engine: LayoutEngine) -> ProposedViewSize { makeProposal(engine) }

    /// Lays the case out with `engine` (the bundled fonts by default).
    public func run(engine: LayoutEngine = LayoutEngine()) -> CaseRun {
        let probe = CaseProbe()
        let proposal = proposal(in: engine)
        let result = engine.layout(view(probe: probe), proposal: proposal)
        return CaseRun(id: id, direction: direction, engine: engine, proposal: proposal, result: result, probe: probe)
    }

    /// The expectations, evaluated on `run`.
    public func checks(_ run: CaseRun) -> [CaseCheck] { makeChecks(run) }

    /// The case's id.
    public var description: String { id }
}

/// Erases a case's view builder so the stored closure captures no generic metatype.
private protocol CaseViewMaker: Sendable {
    func make(_ probe: CaseProbe) -> AnyView
}

private struct TypedCaseViewMaker<V: View>: CaseViewMaker {
    let make: @Sendable (CaseProbe) -> V

    func make(_ probe: CaseProbe) -> AnyView { AnyView(make(probe)) }
}
