/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}
