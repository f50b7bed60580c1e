import Foundation

/// A control that picks a colour, as SwiftUI's `ColorPicker`: the label at the leading edge and
/// the colour well at the trailing edge, filling the width offered (research `ios-metrics.md`
/// §4.7); with `labelsHidden()` the well alone.
///
/// The well is a 28-point circle (research §4.7: "about 28", unverified): a ring of the hue
/// circle 3.5 points wide around the selected colour, which fills the circle 5 points in from
/// its edge (documented choice of the ring's width and gap, after iOS's well).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Color

    /// A picker of `selection`, labelled `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    public var body: some View {
        EnvironmentReader { environment in
            if environment.labelsHidden {
                ColorWell(color: selection)
            } else {
                HStack {
                    label.controlPart(.label)
                    Spacer()
                    ColorWell(color: selection)
                }
            }
        }
        .controlRole(.colorPicker)
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The metrics of a colour well (Design §25).
enum ColorWellMetrics {
    static let diameter: CGFloat = 28
    static let ring: CGFloat = 3.5
    static let gap: CGFloat = 5
    /// The hue circle, clockwise from the trailing point.
    static let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
}

/// A colour well: the hue ring around the colour.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: ColorWellMetrics.hues, center: .center), lineWidth: ColorWellMetrics.ring)
            Circle().fill(color).padding(ColorWellMetrics.gap)
        }
        .frame(width: ColorWellMetrics.diameter, height: ColorWellMetrics.diameter)
        .controlPart(.well)
    }
}
