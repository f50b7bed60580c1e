// Width arithmetic and the fit test (Design §8.4): advances are summed as integers in font units
// per run scale and converted to points once per group, so a width the engine reports fits
// again when it is proposed back (the round-trip invariant).

/// How one run's font units become points: size / upem, plus kerning and tracking per cluster.
struct RunScale: Equatable, Sendable {
    /// Point size (font scale applied).
    var size: Double
    /// Units per em of the face.
    var unitsPerEm: Double
    /// Points added after each cluster (kerning + tracking, font scale applied).
    var extra: Double

    /// Design §8.4's fit limit for one font and size without extra spacing: the most font units
    /// a line may hold within `limit` points, `floor(limit × upem / size + 1e-9)`.
    @inline(__always)
    func limitUnits(_ limit: Double) -> Double {
        (limit * unitsPerEm / size + 1e-9).rounded(.down)
    }

    /// `units × size / upem + clusters × extra`, in points.
    @inline(__always)
    func points(units: Int64, clusters: Int) -> Double {
        let base = Double(units) * size / unitsPerEm
        return extra == 0 ? base : base + Double(clusters) * extra
    }
}

/// Sums a line's advances in logical order.
///
/// Consecutive pieces with the same ``RunScale`` accumulate as integer font units; a change of
/// scale converts the finished group to points. The same function measures candidates and
/// reports widths, so both agree to the last bit.
struct WidthAccumulator: Sendable {
    private var finished: Double = 0
    private var scale: RunScale?
    private var units: Int64 = 0
    private var clusters = 0
    private var groups = 0

    /// Adds `units` over `clusters` clusters at `scale`.
    @inline(__always)
    mutating func add(units: Int64, clusters: Int, scale: RunScale) {
        guard clusters > 0 || units != 0 else { return }
        if let current = self.scale, current == scale {
            self.units += units
            self.clusters += clusters
            return
        }
        if let current = self.scale { finished += current.points(units: self.units, clusters: self.clusters) }
        self.scale = scale
        self.units = units
        self.clusters = clusters
        groups += 1
    }

    /// The width in points.
    var width: Double {
        guard let scale else { return finished }
        return finished + scale.points(units: units, clusters: clusters)
    }

    /// Whether the line fits `limit` points.
    ///
    /// Design §8.4: one font and size without extra spacing compares integer units with
    /// `floor(limit × upem / size + 1e-9)`; anything else compares the point sum with a
    /// relative slack of 1e-12, far below one font unit.
    func fits(_ limit: Double) -> Bool {
        guard let scale else { return true }
        if groups == 1, scale.extra == 0 {
            guard scale.size > 0 else { return true }
            return Double(units) <= scale.limitUnits(limit)
        }
        return width <= limit + 1e-12 * max(1, abs(limit))
    }
}
