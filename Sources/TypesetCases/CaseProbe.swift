import Foundation
import Synchronization

/// Collects values seen inside guide closures while a case is laid out (Design §3: what a closure
/// sees in its `ViewDimensions`).
public final class CaseProbe: Sendable {
    private let values = Mutex<[String: [CGFloat?]]>([:])

    /// Creates a probe with nothing recorded.
    public init() {}

    /// Records `value` under `name`; closures may run several times, every call is kept.
    public func record(_ name: String, _ value: CGFloat?) {
        values.withLock { $0[name, default: []].append(value) }
    }

    /// Everything recorded under `name`, in call order.
    public func values(_ name: String) -> [CGFloat?] {
        values.withLock { $0[name] ?? [] }
    }
}
