import Foundation

/// Lays out views: resolves them, answers the root proposal and places the tree (Design §11).
///
/// An engine is cheap to copy and safe to share between threads; text measurement goes
/// through the text engine's caches, so repeated layouts of the same text cost little.
public struct LayoutEngine: Sendable {
    /// The environment every layout starts from.
    public var environment: EnvironmentValues
    private let services: LayoutServices
    /// The layouts kept between layouts (Design §0.4), shared by copies of the engine.
    private let reuse = LayoutReuse()

    /// An engine with the bundled fonts and the default environment.
    public init() {
        self.init(fonts: .bundled)
    }

    /// An engine with `fonts` and `environment`.
    ///
    /// The bundled collection shares `TextEngine.shared` and its caches; any other collection
    /// gets a text engine of its own. To share text caches between engines over one collection,
    /// create the `TextEngine` once and use `init(textEngine:environment:)`.
    public init(fonts: FontCollection, environment: EnvironmentValues = EnvironmentValues()) {
        let engine = fonts === FontCollection.bundled ? TextEngine.shared : TextEngine(fonts: fonts)
        self.init(textEngine: engine, environment: environment)
    }

    /// An engine whose Text is measured by `textEngine` (and shares its caches).
    public init(textEngine: TextEngine, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(textMeasurer: TextEngineMeasurer(engine: textEngine), environment: environment)
    }

    /// An engine whose Text is measured by `textMeasurer`.
    public init(textMeasurer: any TextMeasuring, environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        self.services = LayoutServices(textMeasurer: textMeasurer)
    }

    /// Lays out `view` for `proposal`. Several top-level views form an implicit VStack.
    public func layout<V: View>(_ view: V, proposal: ProposedViewSize) -> LayoutResult {
        // The root proposal is the container `containerRelativeFrame` measures against, unless a
        // screen set one (its safe area).
        var containerSize: CGSize?
        if !self.environment.hasContainerSize, let width = proposal.width, let height = proposal.height,
           width.isFinite, height.isFinite, width >= 0, height >= 0 {
            containerSize = CGSize(width: width, height: height)
        }
        // Resolve the views into one tree, unless the engine kept the tree of the same value
        // (Design §0.4), then lay it out (Design §0.3).
        return reuse.layOut(
            view, environment: self.environment, containerSize: containerSize, proposal: proposal, services: services,
            header: Self.dumpHeader
        ) {
            var environment = self.environment
            if let containerSize { environment.containerSize = containerSize }
            var inputs = _ViewInputs(context: ResolveContext(environment: environment, stackOrientation: nil, services: services))
            inputs.tree.reserveCapacity(nodes: Self.initialTreeCapacity)
            let direction = environment.layoutDirection
            let root = inputs.single(view) { list, tree in
                tree.addStack(
                    StackStyle(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, isImplicit: true),
                    children: list, direction: direction)
            } ?? inputs.tree.addEmpty(direction: direction)
            return (inputs.takeTree(), root)
        }
    }

    /// The nodes a layout's tree has room for from the start: most of a screen (the demo's
    /// settings screen has 157), whose arrays otherwise grow from empty, copied at each
    /// doubling. A smaller tree leaves about 8 KB unused until its layout ends (not kept in
    /// the result).
    static let initialTreeCapacity = 128

    /// The first line of every dump: the text libraries the numbers came from.
    public static var dumpHeader: String {
        let versions = TextEngine.libraryVersions
        return "Typeset layout · FreeType \(versions.freeType) · HarfBuzz \(versions.harfBuzz) · ICU \(versions.icu)"
    }
}
