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

extension Slider {
    /// A slider with value labels (SwiftUI's deprecated argument order: `onEditingChanged`
    /// before the labels).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel })
    }

    /// A slider moving by `step`, with value labels (SwiftUI's deprecated argument order).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel })
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label (SwiftUI's deprecated argument order).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }

    /// A slider moving by `step` with an accessibility label (SwiftUI's deprecated argument order).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }

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
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) })
        return EnvironmentReader { environment in
            environment.styledBody(\.progressViewStyle, fallback: DefaultProgressViewStyle().box, configuration)
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

/// The indeterminate spinner: iOS's activity indicator, 20 points, 37 at the large control
/// sizes (`ValueControlMetrics`), in the tint when one is set (a tinted `UIActivityIndicatorView`).
struct Spinner: View {
    let size: CGFloat
    let tint: Color?
    var body: some View {
        ActivitySpinner(diameter: size, color: tint).controlPart(.spinner)
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

/// The properties of a progress view, for a `ProgressViewStyle`, as SwiftUI's
/// `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The progress view's current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The fraction done, 0...1; nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a style's configuration (inside `ProgressViewStyle.makeBody`).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view following `progress` (its fraction completed; indeterminate when it is).
    public init(_ progress: Progress) {
        fraction = progress.isIndeterminate ? nil : ProgressView.fraction(progress.fractionCompleted, 1)
        label = nil
        currentValueLabel = nil
    }

    /// A progress view of the time through `timerInterval` at the layout's moment
    /// (`EnvironmentValues.now`): the part left when it `countsDown`, else the part gone.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, fraction: nil)
    }

    init(timerInterval: ClosedRange<Date>, countsDown: Bool, fraction: Double?) {
        self.fraction = fraction ?? ProgressView.timerFraction(timerInterval, countsDown: countsDown, now: CurrentEnvironment.values?.now)
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// The fraction of `interval` left (counting down) or gone at `now` (the reference date
    /// when no environment is being read), clamped to 0...1.
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date?) -> Double {
        let now = now ?? Date(timeIntervalSinceReferenceDate: 0)
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return countsDown ? 0 : 1 }
        let gone = min(max(now.timeIntervalSince(interval.lowerBound) / total, 0), 1)
        return countsDown ? 1 - gone : gone
    }

    /// A progress view of the time through `timerInterval`, with a label and a current-value label.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = ProgressView.timerFraction(timerInterval, countsDown: countsDown, now: CurrentEnvironment.values?.now)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

/// How a progress view is laid out, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProgressViewStyle {
    var box: StyleBox<ProgressViewStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

/// The default: on iOS a spinner when indeterminate, else a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar 4 points thick filling the offered width in the tint, the label above it and the
/// current-value label below in the secondary style (an indeterminate one shows an empty bar).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar in `tint` (deprecated in SwiftUI for the `tint` modifier).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: ValueControlMetrics.labelSpacing) {
                if let label = configuration.label { label.controlPart(.label) }
                ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint ?? environment.resolvedTint)
                if let current = configuration.currentValueLabel { current.foregroundStyle(HierarchicalShapeStyle.secondary) }
            }
        }
    }
}

/// iOS's spinner (a determinate progress also shows the spinner on iOS: Apple,
/// `CircularProgressViewStyle`), the label below it in the secondary style.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A spinner in `tint` (deprecated in SwiftUI for the `tint` modifier).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            VStack(spacing: ValueControlMetrics.labelSpacing) {
                Spinner(
                    size: environment.controlSize == .large || environment.controlSize == .extraLarge
                        ? ValueControlMetrics.spinnerLarge : ValueControlMetrics.spinnerRegular,
                    tint: tint ?? environment.tint)
                if let label = configuration.label { label.foregroundStyle(HierarchicalShapeStyle.secondary).controlPart(.label) }
            }
        }
    }
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

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: StyleBox<ProgressViewStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the progress views in this view.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        settingStyle(\.progressViewStyle, style.box)
    }
}
