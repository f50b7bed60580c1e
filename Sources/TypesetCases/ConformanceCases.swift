import Foundation

/// Every case of `shared/CASES.md`, registered once: the conformance tests run them all and
/// tools (a renderer, the demo) can pick one by id.
public enum ConformanceCases {
    /// The cases in document order.
    public static let all: [ConformanceCase] =
        Document000.cases + Document001.cases + Document002.cases + Document003.cases + Document004.cases

    /// The case with `id`.
    public static func named(_ id: String) -> ConformanceCase? { all.first { $0.id == id } }
}
