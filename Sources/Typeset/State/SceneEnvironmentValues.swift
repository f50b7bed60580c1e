import Foundation
import Synchronization

/// Whether a scene is in front, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// In front, taking events (a laid-out screen is this).
    case active
}

/// Opens URLs, as SwiftUI's `OpenURLAction`. The default action opens nothing: it records each
/// URL it is asked to open (`OpenURLAction.openedURLs`), so tests can see what a view would
/// have opened; an action made with a handler runs the handler.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Kind
        enum Kind: Sendable {
            case handled, discarded, systemAction(URL?)
        }
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did nothing with it.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// The default action: records the URL (nothing is opened headless).
    static let system = OpenURLAction { url in
        OpenURLAction.record(url)
        return .handled
    }

    /// Opens `url` (records it, for the default action).
    public func callAsFunction(_ url: URL) {
        if case .systemAction(let other) = handler(url).kind { OpenURLAction.record(other ?? url) }
    }

    /// Opens `url` and reports whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler(url)
        if case .systemAction(let other) = result.kind { OpenURLAction.record(other ?? url) }
        if case .discarded = result.kind { completion(false) } else { completion(true) }
    }

    private static let log = Mutex<[URL]>([])

    private static func record(_ url: URL) {
        log.withLock { $0.append(url) }
    }

    /// Every URL the default action was asked to open in this process, oldest first.
    public static var openedURLs: [URL] { log.withLock { $0 } }
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .system } }

extension EnvironmentValues {
    /// The scene's phase: `.active` (a laid-out screen is in front) unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Opens URLs: by default it records them and opens nothing.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
