import Foundation
import Typeset

/// One named expectation of a case and whether it held.
public struct CaseCheck: Sendable, CustomStringConvertible {
    /// What was compared (`A.x`, `stack.width`, ...).
    public let name: String
    /// Whether the expectation held.
    public let passed: Bool
    /// Actual and expected values, or why the check failed.
    public let detail: String

    /// Creates a check from its outcome and detail.
    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }

    /// `actual ≡ expected` within `tolerance`; a missing value fails.
    public static func equal(_ name: String, _ actual: CGFloat?, _ expected: CGFloat?, tolerance: CGFloat = 1e-9) -> CaseCheck {
        guard let actual, let expected else {
            return CaseCheck(name: name, passed: false, detail: "actual \(format(actual)), expected \(format(expected)): missing value")
        }
        let passed = abs(actual - expected) <= tolerance && actual.isFinite == expected.isFinite
        return CaseCheck(name: name, passed: passed, detail: "actual \(format(actual)), expected \(format(expected))")
    }

    /// A condition with an explanation.
    public static func that(_ name: String, _ condition: Bool, _ detail: String = "") -> CaseCheck {
        CaseCheck(name: name, passed: condition, detail: detail)
    }

    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return "\(value)"
    }

    /// `ok` or `FAILED`, the name and the detail, for test logs.
    public var description: String { "\(passed ? "ok" : "FAILED") \(name): \(detail)" }
}

/// Builds a case's checks against its run: `var c = CheckList(run); c.x("A", 20); return c.items`.
public struct CheckList {
    /// The run the checks read.
    public let run: CaseRun
    /// The checks so far.
    public private(set) var items: [CaseCheck] = []

    /// Starts an empty list of checks against `run`.
    public init(_ run: CaseRun) {
        self.run = run
    }

    /// Adds a check.
    public mutating func add(_ check: CaseCheck) { items.append(check) }

    /// `actual ≡ expected` within `tolerance`.
    public mutating func equal(_ name: String, _ actual: CGFloat?, _ expected: CGFloat?, tolerance: CGFloat = 1e-9) {
        add(.equal(name, actual, expected, tolerance: tolerance))
    }

    /// A condition with an explanation.
    public mutating func that(_ name: String, _ condition: Bool, _ detail: String = "") {
        add(.that(name, condition, detail))
    }

    /// `value` is nil.
    public mutating func isNil(_ name: String, _ value: CGFloat?) {
        that(name, value == nil, "actual \(CaseCheck.format(value)), expected nil")
    }

    /// The node marked `id`, with a failed check when it is missing.
    public mutating func node(_ id: String) -> LayoutNode? {
        let node = run.node(id)
        if node == nil { that("\(id) exists", false, "no node marked \"\(id)\"") }
        return node
    }

    /// The frame of `id` (nil and a failed check when it is missing).
    public mutating func frame(_ id: String) -> CGRect? { node(id)?.frame }

    /// The text metrics of `id` (nil and a failed check when it is missing or not a Text).
    public mutating func text(_ id: String) -> TextMetrics? {
        guard let node = node(id) else { return nil }
        let metrics = TextMetrics(node: node)
        if metrics == nil { that("\(id) is a Text", false, "node \"\(id)\" is a \(node.kind)") }
        return metrics
    }

    /// `id`'s x (the frame's minimum x in root coordinates).
    public mutating func x(_ id: String, _ expected: CGFloat) { equal("\(id).x", frame(id)?.minX, expected) }
    /// `id`'s y (the frame's minimum y in root coordinates).
    public mutating func y(_ id: String, _ expected: CGFloat) { equal("\(id).y", frame(id)?.minY, expected) }
    /// `id`'s origin.
    public mutating func origin(_ id: String, _ x: CGFloat, _ y: CGFloat) {
        let frame = frame(id)
        equal("\(id).x", frame?.minX, x)
        equal("\(id).y", frame?.minY, y)
    }
    /// `id`'s size.
    public mutating func size(_ id: String, _ width: CGFloat, _ height: CGFloat) {
        let frame = frame(id)
        equal("\(id).width", frame?.width, width)
        equal("\(id).height", frame?.height, height)
    }
    /// `id`'s frame.
    public mutating func frame(_ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        origin(id, x, y)
        size(id, width, height)
    }
    /// The root's size.
    public mutating func rootSize(_ width: CGFloat, _ height: CGFloat) {
        equal("root.width", run.root.frame.width, width)
        equal("root.height", run.root.frame.height, height)
    }
}
