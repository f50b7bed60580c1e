import Foundation
import Synchronization

/// The pasteboard, as UIKit's `UIPasteboard.general`: kept in memory for the process, so a test
/// can read what the app copied.
public final class UIPasteboard: Sendable {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    private enum Item: Sendable {
        case string(String)
        case url(URL)
        case image(UIImage)
    }

    private let items = Mutex<[Item]>([])

    private init() {}

    /// The first string, or nil; setting replaces the contents.
    public var string: String? {
        get { strings?.first }
        set { items.withLock { $0 = newValue.map { [.string($0)] } ?? [] } }
    }

    /// The strings, or nil when there are none; setting replaces the contents.
    public var strings: [String]? {
        get { all { if case .string(let s) = $0 { s } else { nil } } }
        set { items.withLock { $0 = (newValue ?? []).map { .string($0) } } }
    }

    /// The first URL, or nil; setting replaces the contents.
    public var url: URL? {
        get { urls?.first }
        set { items.withLock { $0 = newValue.map { [.url($0)] } ?? [] } }
    }

    /// The URLs, or nil when there are none; setting replaces the contents.
    public var urls: [URL]? {
        get { all { if case .url(let u) = $0 { u } else { nil } } }
        set { items.withLock { $0 = (newValue ?? []).map { .url($0) } } }
    }

    /// The first image, or nil; setting replaces the contents.
    public var image: UIImage? {
        get { all { if case .image(let i) = $0 { i } else { nil } }?.first }
        set { items.withLock { $0 = newValue.map { [.image($0)] } ?? [] } }
    }

    /// The items of one kind, or nil when there are none.
    private func all<T: Sendable>(_ value: (Item) -> T?) -> [T]? {
        let found = items.withLock { $0.compactMap(value) }
        return found.isEmpty ? nil : found
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { image != nil }
    /// The number of items.
    public var numberOfItems: Int { items.withLock { $0.count } }
}
