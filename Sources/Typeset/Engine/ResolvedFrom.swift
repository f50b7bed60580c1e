import Foundation

/// What a kept tree was resolved from (Design §0.4, "The same view value"): the root view and
/// the environment, kept so that the next layout's can be compared with them (the view bit for
/// bit, the environment by value), and the body inputs the resolve read.
///
/// The view and the environment are kept, not only their bits: while they are alive, no object
/// they reference is freed (its address reused) and no buffer they share is changed in place
/// (copy on write sees it shared). Equal bits then mean the same values, down to the references:
/// bodies whose inputs (`BodyInputReads`) still hold what they read resolve as before.
struct ResolvedFrom {
    private let view: Any
    private let viewType: ObjectIdentifier
    private let viewBits: [UInt8]
    private let environment: EnvironmentValues
    private let containerSize: CGSize?
    /// The body inputs the resolve read.
    let reads: BodyInputReads

    /// Whether the kept tree depends on the container size: the resolve read it, or the tree
    /// holds live values, which may read it while the layout runs (a GeometryReader's content is
    /// resolved then, outside the resolve's record).
    private let dependsOnContainerSize: Bool

    /// The source of a resolve of `view` in `environment` (before the layout set its container
    /// size, which is kept apart) that read `reads` and made a tree with `liveValues` or not.
    init<V: View>(_ view: V, environment: EnvironmentValues, containerSize: CGSize?, reads: BodyInputReads, liveValues: Bool) {
        self.view = view
        viewType = ObjectIdentifier(V.self)
        viewBits = withUnsafeBytes(of: view) { Array($0) }
        self.environment = environment
        self.containerSize = containerSize
        self.reads = reads
        dependsOnContainerSize = reads.readsContainerSize || liveValues
    }

    /// Whether resolving `view` in `environment` with `containerSize` now gives the kept tree: a
    /// tree that does not depend on the container size is the same for every one (a screen
    /// resized keeps its resolve).
    func matches<V: View>(_ view: V, environment: EnvironmentValues, containerSize: CGSize?) -> Bool {
        guard viewType == ObjectIdentifier(V.self), !dependsOnContainerSize || self.containerSize == containerSize,
            withUnsafeBytes(of: view, { bits in viewBits.withUnsafeBytes { $0.elementsEqual(bits) } }),
            self.environment.holdsSameValues(as: environment)
        else { return false }
        return reads.areUnchanged
    }
}
