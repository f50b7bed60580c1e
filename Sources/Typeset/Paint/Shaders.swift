import Foundation

// Metal shaders (iOS 17): `ShaderLibrary`, `Shader`, and the effects that run them on a view's
// pixels (`colorEffect`, `distortionEffect`, `layerEffect`). A shader recolours or moves pixels
// after layout and never changes a frame. Typeset runs no Metal: the effects take SwiftUI's
// signatures, leave the layout as it is, and each one is reported in the result's diagnostics
// (`unsupported`, with the view's path and the shader's name) so an audit knows the drawing
// lacks it (Design §6).

/// The Metal shader functions of a bundle, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.name`
/// or `ShaderLibrary.default.name` is the function `name`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    /// Where the library's functions come from (for the record: nothing is loaded).
    let source: String

    /// The main bundle's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A library from compiled Metal `data`.
    public init(data: Data) { source = "data (\(data.count) bytes)" }

    /// A library from the compiled Metal file at `url`.
    public init(url: URL) { source = url.absoluteString }

    init(source: String) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// One function of a shader library, as SwiftUI's `ShaderFunction`: calling it with arguments
/// makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    /// The library that holds the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments` after its own.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader`.
public struct Shader: Hashable, Sendable {
    /// One value passed to a shader function, as SwiftUI's `Shader.Argument`.
    public struct Argument: Hashable, Sendable {
        enum Value: Hashable, Sendable {
            case floats([Double])
            case color(Color)
            case colors([Color])
            case image(String)
            case data(Data)
            case boundingRect
        }
        let value: Value

        /// One float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
        /// A point's coordinates.
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        /// A size's width and height.
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        /// A vector's components.
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        /// A colour, as four premultiplied components.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        /// An image, sampled by the shader.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounds of the view the shader runs on.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    /// The function the shader calls.
    public var function: ShaderFunction
    /// The arguments after the function's own.
    public var arguments: [Argument]
    /// Whether the shader's colours are dithered.
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

/// Lays the content out unchanged and reports that a Metal shader effect is not drawn.
struct ShaderEffectModifier: PrimitiveModifier {
    let effect: String
    let shader: Shader
    let isEnabled: Bool

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.list.count
        inputs.resolve(content)
        guard isEnabled else { return }
        for node in inputs.list[start...] {
            inputs.tree.report(node, .unsupported, "\(effect) with the Metal shader \(shader.function.name) is not drawn: Typeset runs no shaders; the view is laid out and drawn without it")
        }
    }
}

extension View {
    /// Recolours each pixel with `shader` (Metal, not run here: reported, layout unchanged).
    public consuming func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "colorEffect", shader: shader, isEnabled: isEnabled))
    }

    /// Moves each pixel as `shader` says, at most `maxSampleOffset` (Metal, not run here:
    /// reported, layout unchanged).
    public consuming func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "distortionEffect", shader: shader, isEnabled: isEnabled))
    }

    /// Draws each pixel from the view's layer through `shader` (Metal, not run here: reported,
    /// layout unchanged).
    public consuming func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(effect: "layerEffect", shader: shader, isEnabled: isEnabled))
    }
}
