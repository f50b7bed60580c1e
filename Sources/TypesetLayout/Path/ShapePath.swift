import Foundation

/// An outline as the result keeps it: a list of path elements in points, y down (SwiftUI's
/// `Path` holds one; shapes, strokes and a Canvas's drawing are recorded as these).
///
/// Building follows Core Graphics' rules, which SwiftUI's `Path` inherits: a segment added where
/// there is no current point starts a subpath there; after `closeSubpath` the current point is
/// the closed subpath's start, and the next segment starts a new subpath from it.
public struct ShapePath: Hashable, Sendable {
    /// The elements, in order.
    public var elements: [PathElement]

    /// A path of `elements`.
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next segment starts: the last point, or after a close the closed subpath's
    /// start; nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .closeSubpath: current = start
            default: current = element.endPoint
            }
        }
        return current
    }

    /// Whether the current subpath was just closed (a new segment then starts a new subpath).
    private var endsClosed: Bool { elements.last == .closeSubpath }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// A straight segment from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        startSubpathIfNeeded(at: point)
        elements.append(.line(to: point))
    }

    /// A quadratic Bézier segment from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startSubpathIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier segment from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startSubpathIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath (nothing when there is none, or it is closed already).
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Appends `other`'s elements, each point mapped by `transform`.
    public mutating func addPath(_ other: ShapePath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? other.elements : other.elements.map { $0.applying(transform) }
    }

    /// A segment with no current point starts a subpath at `point`; after a close, at the closed
    /// subpath's start.
    private mutating func startSubpathIfNeeded(at point: CGPoint) {
        if elements.isEmpty {
            elements.append(.move(to: point))
        } else if endsClosed, let start = currentPoint {
            elements.append(.move(to: start))
        }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> ShapePath {
        transform.isIdentity ? self : ShapePath(elements.map { $0.applying(transform) })
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool { elements.allSatisfy(\.isFinite) }

    /// The path without the elements that have a non-finite coordinate, and how many were
    /// dropped (a segment after a dropped one starts a new subpath at its own start).
    package func droppingNonFiniteElements() -> (path: ShapePath, dropped: Int) {
        guard !isFinite else { return (self, 0) }
        var kept = ShapePath()
        var dropped = 0
        var broken = false
        for element in elements {
            guard element.isFinite else {
                dropped += 1
                broken = true
                continue
            }
            if broken, case .move = element {
                broken = false
            } else if broken, element != .closeSubpath, let first = element.points.first {
                kept.elements.append(.move(to: first))
                broken = false
            }
            if broken && element == .closeSubpath { continue }
            kept.elements.append(element)
        }
        return (kept, dropped)
    }

    /// The path mirrored left to right inside `rect` (a shape's path in a right-to-left layout).
    public func mirrored(in rect: CGRect) -> ShapePath {
        applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }
}

extension ShapePath: CustomStringConvertible {
    /// The path in Core Graphics' text form, as SwiftUI's `Path.description` writes it: each
    /// element's points then its operator (`m`, `l`, `q`, `c`, `h`).
    public var description: String {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        return elements.map { element -> String in
            let points = element.points.map { "\(f($0.x)) \(f($0.y))" }.joined(separator: " ")
            switch element {
            case .move: return "\(points) m"
            case .line: return "\(points) l"
            case .quadCurve: return "\(points) q"
            case .curve: return "\(points) c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// Parses the text form `description` writes; nil when it is not one.
    public init?(parsing string: String) {
        var numbers: [CGFloat] = []
        var path = ShapePath()
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let value = Double(token) {
                numbers.append(CGFloat(value))
                continue
            }
            func point(_ index: Int) -> CGPoint { CGPoint(x: numbers[2 * index], y: numbers[2 * index + 1]) }
            let expected: Int
            switch token {
            case "m", "l": expected = 2
            case "q": expected = 4
            case "c": expected = 6
            case "h": expected = 0
            default: return nil
            }
            guard numbers.count == expected else { return nil }
            switch token {
            case "m": path.move(to: point(0))
            case "l": path.addLine(to: point(0))
            case "q": path.addQuadCurve(to: point(1), control: point(0))
            case "c": path.addCurve(to: point(2), control1: point(0), control2: point(1))
            default: path.closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }
}
