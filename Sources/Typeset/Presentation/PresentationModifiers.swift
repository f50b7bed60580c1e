import Foundation

// The modifiers a presented view uses to say how it is presented. Each writes to the record of
// the nearest presentation (nothing outside one, as in SwiftUI, where they have no effect there).

extension View {
    /// The heights the sheet rests at; it shows at the smallest one.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let ordered = Array(detents)
        return writingPresentation { if $0.detents == nil { $0.detents = ordered } }
    }

    /// The heights the sheet rests at; it shows at `selection`.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let ordered = Array(detents)
        let selected = selection.wrappedValue
        return writingPresentation { record in
            if record.detents == nil {
                record.detents = ordered
                record.selection = selected
            }
        }
    }

    /// Whether the sheet shows its grabber (`.automatic`: when it has several detents).
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View {
        writingPresentation { $0.dragIndicator = visibility }
    }

    /// The sheet's corner radius (nil: the system's, 12).
    public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        writingPresentation { record in
            guard let cornerRadius else { return }
            if cornerRadius.isFinite && cornerRadius >= 0 {
                record.cornerRadius = cornerRadius
            } else {
                record.problems.append(
                    "presentation corner radius \(LayoutNumber.format(cornerRadius)) is not a finite non-negative number; used the system's")
            }
        }
    }

    /// Keeps the sheet from being dismissed by a swipe (no effect on layout).
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        writingPresentation { $0.interactiveDismissDisabled = isDisabled }
    }

    /// Fills the sheet's background with `style`.
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let background = AnyView(Rectangle().fill(style))
        return writingPresentation { $0.background = background }
    }

    /// Puts `content` behind the sheet's content, filling the sheet.
    public consuming func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(ZStack(alignment: alignment) { content() })
        return writingPresentation { $0.background = background }
    }

    /// Whether the view behind the sheet stays undimmed and takes touches.
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        writingPresentation { $0.backgroundInteraction = interaction }
    }

    /// How the presentation adapts in compact size classes (`.sheet` keeps a sheet a sheet in
    /// compact height; `.fullScreenCover` covers the window).
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        writingPresentation { $0.compactAdaptation = adaptation }
    }

    /// How the presentation adapts in compact width and compact height.
    public consuming func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        writingPresentation { $0.compactAdaptation = vertical }
    }

    /// Whether a drag on the sheet's content scrolls or resizes it (no effect on layout).
    public consuming func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(LayoutNeutralModifier())
    }
}
