import Foundation

/// One drawn segment of a path: a line or a cubic (quadratics raised to cubics), with the
/// subpath it belongs to and whether it is the segment a `closeSubpath` adds.
package struct PathSegment {
    package var p0: CGPoint
    package var c1: CGPoint
    package var c2: CGPoint
    package var p3: CGPoint
    package var isLine: Bool
    package var subpath: Int
    package var closes: Bool

    /// The point at parameter `t`.
    package func point(at t: CGFloat) -> CGPoint {
        isLine ? CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t) : cubicPoint(p0, c1, c2, p3, t)
    }

    /// The segment's length, curves measured on 64 chords (exact for lines).
    package var length: CGFloat {
        isLine ? distance(p0, p3) : lengthTable.last ?? 0
    }

    /// The length from the start to each of 64 evenly spaced parameters (curves).
    package var lengthTable: [CGFloat] {
        var table: [CGFloat] = [0]
        var previous = p0
        for step in 1...Self.samples {
            let next = point(at: CGFloat(step) / CGFloat(Self.samples))
            table.append(table[table.count - 1] + distance(previous, next))
            previous = next
        }
        return table
    }

    static let samples = 64

    /// The parameter at which the length from the start is `length`.
    package func parameter(atLength length: CGFloat) -> CGFloat {
        guard !isLine else {
            let total = distance(p0, p3)
            return total > 0 ? min(max(length / total, 0), 1) : 0
        }
        let table = lengthTable
        guard let total = table.last, total > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= total { return 1 }
        var index = 1
        while index < table.count - 1, table[index] < length { index += 1 }
        let span = table[index] - table[index - 1]
        let fraction = span > 0 ? (length - table[index - 1]) / span : 0
        return (CGFloat(index - 1) + fraction) / CGFloat(Self.samples)
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau), as an element.
    package func element(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: PathElement) {
        guard !isLine else { return (point(at: t0), .line(to: point(at: t1))) }
        // Split at t1, keep the first part, then split that at t0 / t1.
        let (a0, a1, a2, a3) = Self.split(p0, c1, c2, p3, at: t1).first
        let local = t1 > 0 ? t0 / t1 : 0
        let (b0, b1, b2, b3) = Self.split(a0, a1, a2, a3, at: local).second
        return (b0, .curve(to: b3, control1: b1, control2: b2))
    }

    /// A cubic split at `t` into its two halves.
    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint))
    {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let p01 = lerp(p0, p1), p12 = lerp(p1, p2), p23 = lerp(p2, p3)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
        let mid = lerp(p012, p123)
        return ((p0, p01, p012, mid), (mid, p123, p23, p3))
    }
}

extension ShapePath {
    /// The path's drawn segments in order (the line a `closeSubpath` adds included).
    package var segments: [PathSegment] {
        var result: [PathSegment] = []
        var start = CGPoint.zero, last = CGPoint.zero
        var subpath = -1
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                last = p
                subpath += 1
                open = true
            case .line(let p):
                if !open { subpath += 1; open = true; start = last }
                result.append(PathSegment(p0: last, c1: last, c2: p, p3: p, isLine: true, subpath: subpath, closes: false))
                last = p
            case .quadCurve(let p, let c):
                if !open { subpath += 1; open = true; start = last }
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.append(PathSegment(p0: last, c1: c1, c2: c2, p3: p, isLine: false, subpath: subpath, closes: false))
                last = p
            case .curve(let p, let c1, let c2):
                if !open { subpath += 1; open = true; start = last }
                result.append(PathSegment(p0: last, c1: c1, c2: c2, p3: p, isLine: false, subpath: subpath, closes: false))
                last = p
            case .closeSubpath:
                guard open else { continue }
                result.append(PathSegment(p0: last, c1: last, c2: start, p3: start, isLine: true, subpath: subpath, closes: true))
                last = start
                open = false
            }
        }
        return result
    }

    /// The path's length: the sum of its segments' (closing segments included).
    public var length: CGFloat { segments.reduce(0) { $0 + $1.length } }

    /// The part of the path between the fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: both clamped to 0...1; empty when `from` is not below `to`
    /// (SwiftUI draws nothing for a reversed trim); the whole path for 0...1. Curves stay curves,
    /// split exactly at the trim points.
    public func trimmed(from: CGFloat, to: CGFloat) -> ShapePath {
        let from = from.isFinite ? min(max(from, 0), 1) : 0
        let to = to.isFinite ? min(max(to, 0), 1) : 1
        guard from < to else { return ShapePath() }
        if from == 0 && to == 1 { return self }
        let segments = self.segments
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return ShapePath() }
        let start = from * total, end = to * total
        var result = ShapePath()
        var position: CGFloat = 0
        var lastSubpath = -1
        var lastEnd: CGPoint?
        // The subpaths whose first segment is kept from its start: their close is kept too.
        var keptFromStart: Set<Int> = []
        var firstSegment: [Int: Int] = [:]
        for (index, segment) in segments.enumerated() where firstSegment[segment.subpath] == nil {
            firstSegment[segment.subpath] = index
        }
        for (index, segment) in segments.enumerated() {
            let length = lengths[index]
            defer { position += length }
            guard position + length > start, position < end else { continue }
            let t0 = segment.parameter(atLength: start - position)
            let t1 = segment.parameter(atLength: end - position)
            let piece = segment.element(from: t0, to: t1)
            if segment.subpath != lastSubpath || lastEnd.map({ distance($0, piece.start) > 1e-9 }) ?? true {
                result.move(to: piece.start)
                if firstSegment[segment.subpath] == index && t0 == 0 { keptFromStart.insert(segment.subpath) }
            }
            if segment.closes, t1 == 1, keptFromStart.contains(segment.subpath) {
                result.closeSubpath()
            } else {
                result.elements.append(piece.element)
            }
            lastSubpath = segment.subpath
            lastEnd = piece.element.endPoint
        }
        return result
    }
}
