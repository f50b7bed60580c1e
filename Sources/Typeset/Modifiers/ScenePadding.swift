/// The padding that spaces a view from its scene's edges, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The least padding from the scene's edges.
    public static let minimum = ScenePadding(name: "minimum")
}

extension View {
    /// Pads `edges` by the scene's padding: on iOS the environment's default padding, 16
    /// (documented choice: Apple describes the amount for macOS and watchOS only).
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads `edges` by the scene's `padding` (the default padding on iOS).
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }

    /// Fills the view's bounds behind it with the system background (white in light mode, black
    /// in dark), reaching under the safe area on `edges` (Apple, `background(ignoresSafeAreaEdges:)`).
    public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) {
            EnvironmentReader { environment in
                (environment.colorScheme == .dark ? Color.black : Color.white).ignoresSafeArea(.container, edges: edges)
            }
        }
    }
}
