import Foundation

/// A stroked shape whose fills can be drawn as strokes of the shape it strokes.
private protocol StrokedShapeUnwrapping {
    /// The stroked shape and `requests` with every fill turned into a stroke of it.
    func unwrapped(_ requests: [ShapeLayerRequest]) -> (shape: any Shape, requests: [ShapeLayerRequest])
}

extension _StrokedShape: StrokedShapeUnwrapping {
    fileprivate func unwrapped(_ requests: [ShapeLayerRequest]) -> (shape: any Shape, requests: [ShapeLayerRequest]) {
        (shape, requests.map { request in
            var stroke = request
            stroke.operation = .stroke(style, inset: false)
            return stroke
        })
    }
}

/// Resolves a shape drawn with `requests` (back to front) into one shape leaf, appended to the
/// inputs' list: a built-in shape (`Rectangle`, `Circle`, ...) as a leaf of its kind; any other
/// (a `Path`, a custom shape, a modified shape) as a path shape whose outline is asked once it
/// is placed. A stroked shape that is only filled is recorded as strokes of the shape it
/// strokes. Bad values (a reversed trim, a NaN line width, a negative dash) are reported with
/// the leaf's path and replaced.
func resolveShapeView<S: Shape>(_ shape: S, _ requests: [ShapeLayerRequest], separateBackground: AnyView?, _ inputs: inout _ViewInputs) {
    // The requests first: the cast to a protocol asks the runtime's conformance cache (Design
    // §0.1), and a shape stroked or with no layer needs no unwrapping.
    if !requests.isEmpty, requests.allSatisfy({ if case .fill = $0.operation { true } else { false } }),
       let stroked = shape as? any StrokedShapeUnwrapping {
        let (inner, strokes) = stroked.unwrapped(requests)
        resolveShapeView(inner, strokes, separateBackground: separateBackground, &inputs)
        return
    }
    let context = inputs.context
    let environment = context.environment
    let description = describe(shape)
    var problems = description.problems
    var paint = ShapePaint()
    // A shape filled only with the foreground colour records no layer: the result's paint
    // carries the foreground in force, and a shape with no layer fills with it.
    let fillsWithForeground = requests.count == 1 && requests[0].isForeground && requests[0].operation == .fill(FillStyle())
        && resolvedPaint(requests[0].style, in: environment).isColorOnly
    for request in requests where !fillsWithForeground {
        let resolved = resolvedPaint(request.style, in: environment)
        var operation = request.operation
        if case .stroke(let style, let inset) = operation {
            let sanitized = style.sanitized()
            problems += sanitized.problems
            operation = .stroke(sanitized.style, inset: inset)
        }
        paint.layers.append(ShapeLayer(operation, color: resolved.color, gradient: resolved.gradient, material: resolved.material))
    }
    let direction = context.layoutDirection
    var id: NodeID
    if let builtIn = description.builtIn {
        paint.cornerSize = builtIn.cornerSize
        paint.cornerStyle = builtIn.cornerStyle
        id = inputs.tree.addShape(builtIn.kind, paint: paint, direction: direction)
    } else {
        let insets = requests.compactMap { request -> (@Sendable (CGRect) -> ShapePath)? in
            guard case .stroke(_, true) = request.operation else { return nil }
            return request.insetOutline ?? { rect in shape.path(in: rect).storage }
        }
        let source = ShapeOutlineSource(
            sizeThatFits: { shape.sizeThatFits($0) },
            outline: { rect in ShapeOutline(path: shape.path(in: rect).storage, insetPaths: insets.map { $0(rect) }) },
            mirrorsInRightToLeft: shape.layoutDirectionBehavior.mirrorsInRightToLeft)
        id = inputs.tree.addPathShape(
            PathShapeLeaf(name: description.name, paint: 0, modifications: description.modifications), paint: paint, source: source,
            direction: direction)
    }
    for problem in problems { inputs.tree.report(id, .invalidValue, problem) }
    reportMissingColors(paint.layers.lazy.map(\.color), at: id, in: &inputs.tree)
    if let separateBackground, let background = inputs.single(separateBackground, combine: { list, tree in
        tree.addZStack(.center, children: list, direction: direction)
    }) {
        id = inputs.tree.wrap(id, with: background, as: SecondaryLayer(role: .background, alignment: .center), direction: direction)
    }
    inputs.list.append(id)
}

/// Diagnoses each `Color("name")` among `colors` that the catalogue did not have.
func reportMissingColors<Colors: Sequence<Color?>>(_ colors: Colors, at id: NodeID, in tree: inout LayoutTree) {
    for case let color? in colors where color.isMissingFromCatalog {
        tree.report(id, .unknownName, "colour \"\(color.name ?? "")\" is not in the image catalogue; drawn clear")
    }
}
