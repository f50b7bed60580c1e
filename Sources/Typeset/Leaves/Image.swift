import Foundation

/// An image of fixed intrinsic size that ignores the proposal unless resizable (SPEC §7).
///
/// The size comes from a PNG file's header or is given directly; pixels are not decoded.
public struct Image: PrimitiveView {
    private enum Source {
        case size(CGSize)
        case file(URL)
    }

    private let source: Source
    private let name: String
    private var isResizable = false

    /// An image of `size` points.
    public init(_ name: String = "image", size: CGSize) {
        self.source = .size(size)
        self.name = name
    }

    /// The image in the PNG file at `url`, one point per pixel.
    public init(contentsOf url: URL) {
        self.source = .file(url)
        self.name = url.lastPathComponent
    }

    /// Lets the image take the proposed size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var size = CGSize.zero
        var problem: String?
        switch source {
        case .size(let given):
            if given.width.isFinite, given.height.isFinite, given.width >= 0, given.height >= 0 {
                size = given
            } else {
                problem = "size \(given) is invalid; used 0 × 0"
            }
        case .file(let url):
            switch PNGHeader.read(url) {
            case .success(let pixels): size = pixels
            case .failure(let error): problem = "\(url.path): \(error); used 0 × 0"
            }
        }
        let id = tree.add(.image(ImageLeaf(name: name, size: size, isResizable: isResizable)), direction: context.layoutDirection)
        if let problem { tree.report(id, .invalidValue, problem) }
        list.append(id)
    }
}

/// Reads a PNG file's pixel size from its IHDR chunk.
enum PNGHeader {
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case notPNG

        var description: String {
            switch self {
            case .unreadable(let reason): "cannot read the file (\(reason))"
            case .notPNG: "not a PNG file (bad signature or IHDR)"
            }
        }
    }

    static func read(_ url: URL) -> Result<CGSize, Failure> {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: 24) ?? Data()
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(.notPNG)
        }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return .success(CGSize(width: be32(16), height: be32(20)))
    }
}
