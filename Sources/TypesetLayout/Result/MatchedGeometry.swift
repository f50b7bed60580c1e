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

/// One view of a `matchedGeometryEffect` group (Design §6).
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
package struct MatchedGeometryRecord {
    var sources: [String: CGRect] = [:]
    var sourceNodes: [String: [NodeID]] = [:]
    var followers: [(group: String, node: NodeID)] = []
    /// Whether this build places the followers at their sources (the second build).
    let placesFollowers: Bool

    package init() { placesFollowers = false }

    /// The record of a build that places the followers at `sources`.
    package init(placingFollowersAt sources: [String: CGRect]) {
        self.sources = sources
        placesFollowers = true
    }

        /// Whether a second build would move a follower.
    package var movesFollowers: Bool { !placesFollowers && followers.contains { sources[$0.group] != nil } }

    /// Diagnoses groups with several sources (SwiftUI: "results are undefined"; the first wins)
    /// and followers with none (they keep their own frame).
    package func report(_ pass: inout LayoutPass) {
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

extension ResultBuilder {
    /// Records a matched-geometry view on the way down; a follower, once its source's frame is
    /// known, takes the frame the effect gives it (`MatchedGeometry`) and is laid out in it.
    package mutating func enterMatchedGeometry(_ match: MatchedGeometry, _ item: inout PendingNode) {
        let frame = CGRect(origin: item.origin, size: item.size)
        item.readsPosition = true
        if match.isSource {
            matched.sourceNodes[match.group, default: []].append(item.node)
            if !matched.placesFollowers, matched.sources[match.group] == nil { matched.sources[match.group] = frame }
            return
        }
        matched.followers.append((match.group, item.node))
        guard matched.placesFollowers, let source = matched.sources[match.group] else { return }
        let node = item.node
        let moved = match.frame(from: frame, source: source) { sizeThatFits(node, $0, &pass) }
        item.origin = moved.frame.origin
        item.size = moved.frame.size
        if let proposal = moved.proposal { item.proposal = proposal }
    }
}
