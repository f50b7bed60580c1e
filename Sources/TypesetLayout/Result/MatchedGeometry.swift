import Foundation

/// The geometry `matchedGeometryEffect` matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position (its anchor point, in the window).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One view of a `matchedGeometryEffect` group (research `ios-metrics.md` §10).
///
/// The group's source keeps its frame. Every other view of the group keeps its slot in its
/// parent's layout and is then laid out again as a geometry effect: proposed the source's size
/// (`.size`), and moved so that its anchor point lands on the source's (`.position`), in the
/// result's (window) coordinates (objc.io, "Matched Geometry Effect", S01E257).
public struct MatchedGeometry: Hashable, Sendable {
    /// The namespace and identifier of the group.
    public var group: String
    public var properties: MatchedGeometryProperties
    public var anchor: UnitPoint
    public var isSource: Bool

    public init(group: String, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.group = group
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// The frame a view of the group at `frame` takes, with `sizeFor` giving its size for a
    /// proposal, when `source` is the group's source frame.
    func frame(from frame: CGRect, source: CGRect, sizeFor: (ProposedViewSize) -> CGSize) -> (frame: CGRect, proposal: ProposedViewSize?) {
        let proposal = properties.contains(.size) ? ProposedViewSize(source.size) : nil
        let size = proposal.map(sizeFor) ?? frame.size
        let target = properties.contains(.position) ? source : frame
        let anchorPoint = CGPoint(x: target.minX + anchor.x * target.width, y: target.minY + anchor.y * target.height)
        let origin = CGPoint(x: anchorPoint.x - anchor.x * size.width, y: anchorPoint.y - anchor.y * size.height)
        return (CGRect(origin: origin, size: size), proposal)
    }
}

/// The matched-geometry views a result build met: each group's source frame, and whether any
/// view follows a source (then the result is built again with the sources known).
struct MatchedGeometryRecord {
    var sources: [String: CGRect] = [:]
    var sourceNodes: [String: [NodeID]] = [:]
    var followers: [(group: String, node: NodeID)] = []

    /// Whether a second build would move a follower.
    var movesFollowers: Bool { followers.contains { sources[$0.group] != nil } }

    /// Diagnoses groups with several sources (SwiftUI: "results are undefined"; the first wins)
    /// and followers with none (they keep their own frame).
    func report(_ pass: inout LayoutPass) {
        for (group, nodes) in sourceNodes where nodes.count > 1 {
            for node in nodes.dropFirst() {
                pass.report(node, .invalidValue, "matchedGeometryEffect group \(group) has \(nodes.count) sources; the first one's frame is used")
            }
        }
        for follower in followers where sources[follower.group] == nil {
            pass.report(follower.node, .invalidValue, "matchedGeometryEffect group \(follower.group) has no source; the view keeps its own frame")
        }
    }
}
