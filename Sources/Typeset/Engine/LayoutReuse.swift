import Foundation

/// The layouts an engine keeps between layouts (Design §0.4), as Yoga and Taffy keep their caches
/// between layouts:
///
/// - the same view value in the same environment, when no body input it read has changed
///   (``BodyInputReads``), is not resolved again: the kept tree is laid out, and at the same
///   proposal its result is the answer;
/// - a view value whose resolved tree has the same content as one laid out before, at the same
///   proposal, is answered with that result (results are frozen data, so handing one out again
///   is safe);
/// - otherwise the most recent layout's final pass answers, for each subtree whose content it
///   shares, every question it answered there (sizes, explicit guides, arrangements, text
///   measurements), so one changed Text costs its own path to the root.
///
/// Trees with live values (guide closures, a GeometryReader's content, path shapes, custom
/// layouts that are not `Equatable`) are never paired or answered from: their content cannot be
/// compared. They are kept only for the first rule, and then laid out again in full, even at the
/// same proposal: the same value skips only its resolve. A tree with a representable is not kept
/// at all (its sizing may hold a platform view, not to be shared between threads). Where a
/// layout met bad input, that node and its ancestors are laid out again, so that the diagnostic
/// is reported again.
final class LayoutReuse: Sendable {
    /// One kept layout, shared by the list and the layouts that read it: handing one out is one
    /// reference, not a copy of its tree's and result's many (threads laying out on one engine
    /// each counted every one of them up and down, on cache lines they then fought over).
    /// Never changed once made: a new source makes a new entry.
    private final class Entry {
        /// What an entry holds of its layout.
        enum Held {
            /// The final pass and result build, which later layouts draw answers and records
            /// from; the pass holds the tree (a tree without live values is never changed by
            /// its layout, `LayoutTree.isReusable`).
            case layout(KeptLayout)
            /// The tree as resolved, of a layout with live values: kept only so that its view
            /// value skips the resolve (its final pass may hold more: a GeometryReader's content
            /// is added during layout).
            case resolvedTree(LayoutTree)
        }

        let root: NodeID
        let proposal: ProposedViewSize
        let result: LayoutResult
        let held: Held
        /// What the tree was resolved from, when a later layout of the same value may skip the
        /// resolve (nil: a body read something that cannot be followed).
        let resolvedFrom: ResolvedFrom?

        init(root: NodeID, proposal: ProposedViewSize, result: LayoutResult, held: Held, resolvedFrom: ResolvedFrom?) {
            self.root = root
            self.proposal = proposal
            self.result = result
            self.held = held
            self.resolvedFrom = resolvedFrom
        }

        /// This layout, resolved from `source`.
        func resolved(from source: ResolvedFrom) -> Entry {
            Entry(root: root, proposal: proposal, result: result, held: held, resolvedFrom: source)
        }

        /// The tree laid out, read in place: the one the final pass holds, or the resolved one.
        var tree: LayoutTree {
            _read {
                switch held {
                case .layout(let kept): yield kept.builder.pass.tree
                case .resolvedTree(let tree): yield tree
                }
            }
        }

        /// The kept pass and build, unless the tree holds live values.
        var kept: KeptLayout? {
            if case .layout(let kept) = held { return kept }
            return nil
        }

        /// Whether its result answers its own proposal again: not when a live value (a
        /// GeometryReader's content, a shape's path, a guide's closure) is laid out in it.
        var answersItsProposal: Bool { kept != nil }
    }

    /// How many layouts an engine keeps, most recently used first.
    static let capacity = 8
    /// Trees larger than this are not kept (their comparison and memory cost more than reuse saves).
    static let largestTree = 20_000

    private let entries = Locked<[Entry]>([])

    /// Lays out `view` in `environment` (to which the layout adds `containerSize`) for
    /// `proposal`: resolved by `resolve` unless a kept layout was resolved from the same value
    /// and nothing it read has changed, then laid out as ``layOut(_:root:proposal:services:header:resolvedFrom:)``.
    func layOut<V: View>(
        _ view: V, environment: EnvironmentValues, containerSize: CGSize?, proposal: ProposedViewSize,
        services: LayoutServices, header: String, resolve: () -> (tree: LayoutTree, root: NodeID)
    ) -> LayoutResult {
        // The kept layouts of this value: one at this proposal if there is one, else the most
        // recent (several threads, or screens laid out in turn, share an engine's entries).
        // Looked for under the lock, so that only the one found is handed out.
        let match = entries.withLock { entries -> Entry? in
            var match: Entry?
            for entry in entries
            where entry.resolvedFrom?.matches(view, environment: environment, containerSize: containerSize) == true {
                if entry.proposal == proposal { return entry }
                if match == nil { match = entry }
            }
            return match
        }
        if let match, let source = match.resolvedFrom {
            // A layout made by a body: the body depends on what this resolve read.
            BodyInputReads.reused(source.reads)
            keepAsLatest(match.result, resolvedFrom: nil)
            guard match.answersItsProposal else {
                // Live values: laid out in full, and nothing new kept (the entry found serves the
                // next layout of this value too; a copy per layout would push other screens out).
                return TypesetLayout.layOut(match.tree, root: match.root, proposal: proposal, services: services, header: header)
            }
            if match.proposal == proposal { return match.result }
            return layOut(match.tree, root: match.root, proposal: proposal, services: services, header: header, resolvedFrom: source)
        }
        // A resolve that read something it cannot follow is not kept for this comparison.
        let ((tree, root), reads) = BodyInputReads.recording(resolve)
        let source = reads.areFollowed
            ? ResolvedFrom(view, environment: environment, containerSize: containerSize, reads: reads, liveValues: !tree.isReusable)
            : nil
        return layOut(tree, root: root, proposal: proposal, services: services, header: header, resolvedFrom: source)
    }

    /// Lays out `root` of `tree` for `proposal`, answering from the kept layouts what they
    /// answer, and keeps the layout for later ones, with what it was resolved from.
    func layOut(
        _ tree: consuming LayoutTree, root: NodeID, proposal: ProposedViewSize, services: LayoutServices, header: String,
        resolvedFrom source: ResolvedFrom?
    ) -> LayoutResult {
        // What is kept: the whole layout of a tree without live values; of one with them, the
        // tree as resolved, when its value can be compared and it holds no representable.
        let keepsLayout = tree.isReusable
        let keepsResolve = !keepsLayout && source != nil && tree.representableSizings.isEmpty
        guard tree.count <= Self.largestTree, keepsLayout || keepsResolve else {
            return TypesetLayout.layOut(consume tree, root: root, proposal: proposal, services: services, header: header)
        }
        if keepsResolve, let source {
            return layOutLive(consume tree, root: root, proposal: proposal, services: services, header: header, resolvedFrom: source)
        }
        // The latest layout, and the older ones at this root and proposal: the only entries
        // handed out of the lock (the trees are compared outside it).
        let (latest, older) = entries.withLock { entries in
            (entries.first, entries.dropFirst().filter { $0.root == root && $0.proposal == proposal })
        }
        var earlier: EarlierLayout?
        if let latest {
            let counterparts = tree.counterparts(root: root, in: latest.tree, root: latest.root)
            if latest.proposal == proposal, latest.root == root, counterparts.count == tree.count,
               counterparts[Int(root)] == latest.root, tree.resolvesLike(latest.tree) {
                // The same layout: the next one of this view value may skip its resolve too.
                keepAsLatest(latest.result, resolvedFrom: source)
                return latest.result
            }
            // Only a tree without live values pairs, and such a tree's layout is kept whole.
            if !counterparts.isEmpty, let kept = latest.kept { earlier = EarlierLayout(kept, counterparts: counterparts) }
        }
        // An older layout of the same tree (the screen switched back), compared in full.
        if let entry = older.first(where: { $0.tree.laysOutLike(tree) }) {
            keepAsLatest(entry.result, resolvedFrom: source)
            return entry.result
        }
        let (result, builder) = TypesetLayout.layOut(
            consume tree, root: root, proposal: proposal, services: services, header: header, earlier: earlier)
        keep(Entry(root: root, proposal: proposal, result: result, held: .layout(KeptLayout(consume builder)), resolvedFrom: source))
        return result
    }

    /// Lays out `root` of `tree`, which holds live values, in full (nothing of an earlier layout
    /// answers it) and keeps the tree as resolved, so that `source` laid out again skips its resolve.
    private func layOutLive(
        _ tree: consuming LayoutTree, root: NodeID, proposal: ProposedViewSize, services: LayoutServices, header: String,
        resolvedFrom source: ResolvedFrom
    ) -> LayoutResult {
        let resolved = copy tree  // the buffers shared until the layout adds a GeometryReader's content
        let result = TypesetLayout.layOut(consume tree, root: root, proposal: proposal, services: services, header: header)
        keep(Entry(root: root, proposal: proposal, result: result, held: .resolvedTree(resolved), resolvedFrom: source))
        return result
    }

    /// Keeps `entry` as the most recent layout, dropping the oldest beyond the capacity.
    private func keep(_ entry: Entry) {
        let dropped = entries.withLock { entries -> Entry? in
            entries.insert(entry, at: 0)
            return entries.count > Self.capacity ? entries.removeLast() : nil
        }
        // Released here, outside the lock. A dropped layout's tree, build and result are many
        // buffers (about 66 K instructions to free the demo screen's), which threads waiting for
        // the lock would otherwise wait out. And the view value it kept may hold the last
        // reference to an app's object, whose `deinit` runs app code that may lay out on this
        // engine again: under the lock, that layout would wait for itself, for ever.
        freeOutsideLock(dropped)
    }

    /// Makes the kept entry whose result is `result` the most recent, if it is still kept (the
    /// next layout pairs with the latest entry), and, given a source, makes that what its tree
    /// was resolved from (a tree resolved from a source that cannot be followed keeps the one
    /// it had).
    private func keepAsLatest(_ result: LayoutResult, resolvedFrom source: ResolvedFrom?) {
        let replaced = entries.withLock { entries -> Entry? in
            guard let position = entries.firstIndex(where: { $0.result.storage === result.storage }) else { return nil }
            let entry = entries.remove(at: position)
            entries.insert(source.map { entry.resolved(from: $0) } ?? entry, at: 0)
            return entry
        }
        // Released outside the lock, as in `keep(_:)`: the value it was resolved from is replaced.
        freeOutsideLock(replaced)
    }
}
