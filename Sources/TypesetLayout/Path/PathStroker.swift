import Foundation

extension ShapePath {
    /// The region a stroke of the path covers, as a path filled with the non-zero rule (SwiftUI's
    /// `Path.strokedPath(_:)`, the outline of `stroke(style:)` as a shape).
    ///
    /// The path is flattened (`flatness`), dashed per subpath from `dashPhase` (Core Graphics
    /// restarts the pattern on every subpath; an odd-length pattern repeats with painted and
    /// unpainted swapped), and each piece becomes the union of closed pieces, all wound the same
    /// way: a quadrilateral per segment, a join at each corner (miter within `miterLimit`, else
    /// bevel; round), a bevel inside flattened curves, and caps at open ends (a square cap
    /// extends the line by half its width; a round one is a circle). A subpath of one point
    /// draws its round or square cap only.
    public func stroked(_ style: StrokeStyle) -> ShapePath {
        let style = style.sanitized().style
        let half = style.lineWidth / 2
        guard half > 0 else { return ShapePath() }
        var outline = ShapePath()
        for line in polylines() {
            let pieces = style.dash.isEmpty ? [line.deduplicated] : line.dashed(style.dash, phase: style.dashPhase)
            for piece in pieces { piece.addStroke(half: half, style: style, to: &outline) }
        }
        return outline
    }
}

extension Polyline {
    /// The polyline without repeated points (a repeated corner stays a corner).
    var deduplicated: Polyline {
        var result = Polyline(points: [], isCorner: [], isClosed: isClosed)
        for (point, corner) in zip(points, isCorner) {
            if let last = result.points.last, distance(last, point) < 1e-9 {
                result.isCorner[result.isCorner.count - 1] = result.isCorner[result.isCorner.count - 1] || corner
                continue
            }
            result.points.append(point)
            result.isCorner.append(corner)
        }
        if result.isClosed, result.points.count > 1, distance(result.points[0], result.points[result.points.count - 1]) < 1e-9 {
            result.points.removeLast()
            result.isCorner.removeLast()
        }
        return result
    }

    /// The painted runs of the polyline under `pattern` starting `phase` into it, as open
    /// polylines (a run of length 0 is a one-point polyline with its direction kept by a second,
    /// coincident point).
    func dashed(_ pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = pattern.reduce(0, +)
        guard period > 0 else { return [deduplicated] }
        let line = deduplicated
        var points = line.points, corners = line.isCorner
        if line.isClosed, let first = points.first {
            points.append(first)
            corners.append(true)
        }
        guard points.count > 1 else { return [line] }
        // Where in the pattern the line starts.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var painted = index % 2 == 0
        var pieces: [Polyline] = []
        var current: Polyline? = painted ? Polyline(points: [points[0]], isCorner: [true], isClosed: false) : nil
        for segment in 1..<points.count {
            let a = points[segment - 1], b = points[segment]
            let length = distance(a, b)
            var travelled: CGFloat = 0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let split = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if painted, var piece = current {
                    piece.points.append(split)
                    piece.isCorner.append(true)
                    if piece.points.count == 2, distance(piece.points[0], split) < 1e-9 {
                        // A zero-length dash: keep its direction for the caps.
                        piece.points[1] = CGPoint(x: split.x + (b.x - a.x) / length * 1e-6, y: split.y + (b.y - a.y) / length * 1e-6)
                    }
                    pieces.append(piece)
                    current = nil
                } else {
                    current = Polyline(points: [split], isCorner: [true], isClosed: false)
                }
                painted.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if painted {
                current?.points.append(b)
                current?.isCorner.append(corners[segment])
            }
        }
        if painted, let current, current.points.count > 1 { pieces.append(current) }
        return pieces
    }

    /// Adds the closed pieces whose union is the stroke of this polyline.
    func addStroke(half: CGFloat, style: StrokeStyle, to outline: inout ShapePath) {
        let count = points.count
        guard count > 0 else { return }
        if count == 1 {
            // A lone point: its caps only (a square cap is axis-aligned).
            switch style.lineCap {
            case .round: outline.addEllipse(in: CGRect(x: points[0].x - half, y: points[0].y - half, width: 2 * half, height: 2 * half))
            case .square: addPolygon([CGPoint(x: points[0].x - half, y: points[0].y - half), CGPoint(x: points[0].x + half, y: points[0].y - half),
                                      CGPoint(x: points[0].x + half, y: points[0].y + half), CGPoint(x: points[0].x - half, y: points[0].y + half)], to: &outline)
            case .butt: break
            }
            return
        }
        let segmentCount = isClosed ? count : count - 1
        func direction(_ segment: Int) -> PathVector {
            let a = points[segment], b = points[(segment + 1) % count]
            let length = distance(a, b)
            return length > 0 ? PathVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length) : PathVector(dx: 1, dy: 0)
        }
        // Segments.
        for segment in 0..<segmentCount {
            let a = points[segment], b = points[(segment + 1) % count]
            let d = direction(segment)
            let n = PathVector(dx: -d.dy * half, dy: d.dx * half)
            var start = a, end = b
            if !isClosed && style.lineCap == .square {
                if segment == 0 { start = CGPoint(x: a.x - d.dx * half, y: a.y - d.dy * half) }
                if segment == segmentCount - 1 { end = CGPoint(x: b.x + d.dx * half, y: b.y + d.dy * half) }
            }
            addPolygon([
                CGPoint(x: start.x + n.dx, y: start.y + n.dy), CGPoint(x: end.x + n.dx, y: end.y + n.dy),
                CGPoint(x: end.x - n.dx, y: end.y - n.dy), CGPoint(x: start.x - n.dx, y: start.y - n.dy),
            ], to: &outline)
        }
        // Joins.
        let joints = isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for vertex in joints {
            let incoming = direction((vertex - 1 + count) % count), outgoing = direction(vertex % count)
            let p = points[vertex]
            let cross = incoming.dx * outgoing.dy - incoming.dy * outgoing.dx
            let dot = incoming.dx * outgoing.dx + incoming.dy * outgoing.dy
            guard abs(cross) > 1e-12 || dot < 0 else { continue }  // straight on
            let join = isCorner[vertex] ? style.lineJoin : .bevel
            if join == .round {
                outline.addEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half))
                continue
            }
            // The outer side is opposite the turn.
            let sign: CGFloat = cross > 0 ? -1 : 1
            let n0 = PathVector(dx: -incoming.dy * half * sign, dy: incoming.dx * half * sign)
            let n1 = PathVector(dx: -outgoing.dy * half * sign, dy: outgoing.dx * half * sign)
            let o0 = CGPoint(x: p.x + n0.dx, y: p.y + n0.dy), o1 = CGPoint(x: p.x + n1.dx, y: p.y + n1.dy)
            // The angle between the segments: the miter is lineWidth / sin(θ / 2) long.
            let theta = acos(max(min(-dot, 1), -1))
            let miterRatio = 1 / sin(theta / 2)
            if join == .miter, theta > 0, miterRatio <= style.miterLimit {
                let bisector = PathVector(dx: n0.dx + n1.dx, dy: n0.dy + n1.dy)
                let length = hypot(bisector.dx, bisector.dy)
                if length > 0 {
                    let reach = half * miterRatio
                    let tip = CGPoint(x: p.x + bisector.dx / length * reach, y: p.y + bisector.dy / length * reach)
                    addPolygon([p, o0, tip, o1], to: &outline)
                    continue
                }
            }
            addPolygon([p, o0, o1], to: &outline)
        }
        // Caps.
        if !isClosed && style.lineCap == .round {
            outline.addEllipse(in: CGRect(x: points[0].x - half, y: points[0].y - half, width: 2 * half, height: 2 * half))
            let last = points[count - 1]
            outline.addEllipse(in: CGRect(x: last.x - half, y: last.y - half, width: 2 * half, height: 2 * half))
        }
    }

    /// Adds a closed polygon wound clockwise on screen (as the ellipses are), so that every
    /// piece adds to the non-zero winding.
    private func addPolygon(_ polygon: [CGPoint], to outline: inout ShapePath) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        outline.move(to: ordered[0])
        for point in ordered.dropFirst() { outline.addLine(to: point) }
        outline.closeSubpath()
    }
}
