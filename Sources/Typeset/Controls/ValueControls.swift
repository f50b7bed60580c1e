// Slider, Stepper and ProgressView, laid out as iOS lays them out by default.

/// The metrics of iOS's slider, progress bar, stepper and activity indicator.
enum ValueControlMetrics {
    /// `UISlider`'s thumb: a 28-point circle, the slider's height; its track is 4 points thick
    /// (documented choice from UIKit's default slider: Apple publishes no number, these are the
    /// thumb and track sizes of the default `UISlider` on iOS 7 – 17).
    static let sliderThumb: CGFloat = 28
    static let sliderTrack: CGFloat = 4
    /// `UIProgressView`'s bar (`.default` style): 4 points thick (documented choice, iOS 14 and
    /// later; it was 2 before).
    static let progressBar: CGFloat = 4
    /// `UIActivityIndicatorView.Style.medium`: 20 × 20 points; `.large`: 37 × 37 (Apple, UIKit
    /// `UIActivityIndicatorView.Style`: the sizes of the former `.gray`/`.white` and
    /// `.whiteLarge` styles).
    static let spinnerRegular: CGFloat = 20
    static let spinnerLarge: CGFloat = 37
    /// `UIStepper`: 94 × 32 points on iOS 13 and later (its fixed intrinsic size).
    static let stepper = CGSize(width: 94, height: 32)
    /// The spacing between a progress view's label and its bar or spinner (documented choice:
    /// the standard spacing, 8).
    static let labelSpacing: CGFloat = 8
}

/// A control for a value in a range, as SwiftUI's `Slider`: a track filling the offered width,
/// 28 points tall; with value labels, they sit at its ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    fileprivate init(fraction: Double, label: Label) {
        self.fraction = fraction
        self.label = label
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let fraction = Double(value - bounds.lowerBound) / span
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    public var body: some View {
        // iOS shows no label beside a slider (it is for accessibility); the value labels flank it.
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction)
            if let maximumValueLabel { maximumValueLabel }
        }
        .controlRole(.slider)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView())
    }

    /// A slider bound to `value` in `bounds`, moving by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider bound to `value` in `bounds`, with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }

    /// A slider bound to `value` in `bounds`, moving by `step`, with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }
}

/// The slider's track and thumb: fills the offered width, 28 points tall.
struct SliderTrack: View {
    let fraction: Double

    var body: some View {
        EnvironmentReader { environment in
            GeometryReader { proxy in
                let thumb = ValueControlMetrics.sliderThumb
                let travel = max(proxy.size.width - thumb, 0)
                ZStack(alignment: .leading) {
                    Capsule().fill(SwitchMetrics.offColor)
                        .frame(height: ValueControlMetrics.sliderTrack)
                        .controlPart(.track)
                    Capsule().fill(environment.resolvedTint)
                        .frame(width: travel * fraction + thumb / 2, height: ValueControlMetrics.sliderTrack)
                    // White with a hairline, so that it shows on a white background (iOS draws a shadow).
                    Circle().fill(Color.white).stroke(Color(white: 0.8), lineWidth: 0.5)
                        .frame(width: thumb, height: thumb)
                        .controlPart(.thumb)
                        .offset(x: travel * fraction)
                }
            }
            .frame(height: ValueControlMetrics.sliderThumb)
        }
    }
}

/// A control that increments and decrements a value, as SwiftUI's `Stepper`: the label at the
/// leading edge and the 94 × 32 stepper at the trailing edge, filling the width (like Toggle).
public struct Stepper<Label: View>: View {
    let label: Label

    /// A stepper calling `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper bound to `value`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper bound to `value` in `bounds`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    public var body: some View {
        EnvironmentReader { environment in
            if environment.labelsHidden {
                StepperControl()
            } else {
                HStack {
                    label.controlPart(.label)
                    Spacer()
                    StepperControl()
                }
            }
        }
        .controlRole(.stepper)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label calling `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// A stepper with a text label calling `onIncrement` and `onDecrement`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    /// A stepper with a text label bound to `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// A stepper with a text label bound to `value`. The title is a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    /// A stepper with a text label bound to `value` in `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// A stepper with a text label bound to `value` in `bounds`. The title is a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }
}

/// The stepper's two halves in a 94 × 32 rounded rectangle.
struct StepperControl: View {
    var body: some View {
        HStack(spacing: 0) {
            Text(verbatim: "−").frame(maxWidth: .infinity, maxHeight: .infinity)
            Rectangle().fill(SwitchMetrics.offColor).frame(width: 1, height: 18)
            Text(verbatim: "+").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(width: ValueControlMetrics.stepper.width, height: ValueControlMetrics.stepper.height)
        .background { RoundedRectangle(cornerRadius: 8, style: .continuous).fill(SwitchMetrics.offColor) }
        .controlPart(.stepperButtons)
    }
}

/// A view that shows progress, as SwiftUI's `ProgressView`: a spinner (20 × 20) when the
/// progress is indeterminate, else a bar 4 points thick filling the offered width; a label goes
/// above the bar, below the spinner (iOS).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    public var body: some View {
        EnvironmentReader { environment in
            let circular = environment.progressViewStyle == .circular || (environment.progressViewStyle == nil && fraction == nil)
            if circular {
                VStack(spacing: ValueControlMetrics.labelSpacing) {
                    Spinner(size: environment.controlSize == .large || environment.controlSize == .extraLarge
                        ? ValueControlMetrics.spinnerLarge : ValueControlMetrics.spinnerRegular)
                    if let label { label.foregroundStyle(HierarchicalShapeStyle.secondary).controlPart(.label) }
                }
            } else {
                VStack(alignment: .leading, spacing: ValueControlMetrics.labelSpacing) {
                    if let label { label.controlPart(.label) }
                    ProgressBar(fraction: fraction ?? 0, tint: environment.resolvedTint)
                    if let currentValueLabel { currentValueLabel.foregroundStyle(HierarchicalShapeStyle.secondary) }
                }
            }
        }
        .controlRole(.progressView)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// A progress view showing `value` of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { ProgressView.fraction(Double($0), Double(total)) }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// A progress view showing `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { ProgressView.fraction(Double($0), Double(total)) }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// A progress view showing `value` of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { ProgressView.fraction(Double($0), Double(total)) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    static func fraction(_ value: Double, _ total: Double) -> Double {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
        currentValueLabel = nil
    }

    /// An indeterminate progress view with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
        currentValueLabel = nil
    }

    /// A progress view showing `value` of `total`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = value.map { ProgressView.fraction(Double($0), Double(total)) }
        label = Text(title)
        currentValueLabel = nil
    }

    /// A progress view showing `value` of `total`, with a text label. The title is a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { ProgressView.fraction(Double($0), Double(total)) }
        label = Text(titleKey)
        currentValueLabel = nil
    }
}

/// The indeterminate spinner: a square of `size`.
struct Spinner: View {
    let size: CGFloat
    var body: some View {
        Circle().stroke(Color.gray, lineWidth: 2).frame(width: size, height: size).controlPart(.spinner)
    }
}

/// The determinate bar: fills the offered width, 4 points thick.
struct ProgressBar: View {
    let fraction: Double
    let tint: Color
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(SwitchMetrics.offColor)
                Capsule().fill(tint).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: ValueControlMetrics.progressBar)
        .controlPart(.track)
    }
}

/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`.
public struct ProgressViewStyleKind: Hashable, Sendable {
    let name: String
}

/// The built-in progress view styles.
public protocol ProgressViewStyle {
    var _kind: ProgressViewStyleKind? { get }
}

/// The default: a spinner when indeterminate, else a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind? { nil }
}
/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind? { .linear }
}
/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind? { .circular }
}

extension ProgressViewStyleKind {
    static let linear = ProgressViewStyleKind(name: "linear")
    static let circular = ProgressViewStyleKind(name: "circular")
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: ProgressViewStyleKind? { nil } }

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleKind? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style._kind)
    }
}
