import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge`, laid out by the gauge style
/// in force (on iOS the automatic style is `linearCapacity`). The value is shown as its fraction
/// of the range, clamped to 0...1 (a range of no width, or a non-finite value, shows 0 and is
/// reported).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let raw = Double(value - bounds.lowerBound) / span
        if span > 0, span.isFinite, raw.isFinite {
            fraction = min(max(raw, 0), 1)
            problem = nil
        } else {
            fraction = 0
            problem = "the Gauge's value \(Double(value)) in \(Double(bounds.lowerBound))...\(Double(bounds.upperBound)) has no finite fraction; shows 0"
        }
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A gauge of `value` in `bounds` with a label, a current-value label and bound labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A gauge with marked values (drawn as the gauge; marks are not laid out).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    /// A gauge with bound labels and marked values (marks are not laid out).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(AnyView(label)), currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) }, maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) })
        let problem = self.problem
        return EnvironmentReader { environment in
            environment.styledBody(\.gaugeStyle, fallback: LinearCapacityGaugeStyle().box, configuration)
        }
        .controlRole(.gauge)
        .wrapped { node, inputs in
            if let problem { inputs.tree.report(node, .invalidValue, problem) }
            return node
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

/// The parts of a gauge, for a `GaugeStyle`.
public struct GaugeStyleConfiguration {
    /// A part of the gauge, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label
    /// The value as a fraction of the range, 0...1.
    public var value: Double
    /// What the gauge shows.
    public var label: Label
    /// The current value's label.
    public var currentValueLabel: CurrentValueLabel?
    /// The range's lower bound's label.
    public var minimumValueLabel: MinimumValueLabel?
    /// The range's upper bound's label.
    public var maximumValueLabel: MaximumValueLabel?
}

/// How a gauge is laid out, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension GaugeStyle {
    var box: StyleBox<GaugeStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

/// The metrics of the gauges. Documented choices (research `ios-metrics.md` §4.5 gives the
/// arrangement of each style and no sizes): bars 4 points thick as a progress bar
/// (`ValueControlMetrics.progressBar`), the accessory linear marker a 10-point circle; circular
/// gauges 60 points across with a 6-point ring, the open ring's gap a quarter turn at the bottom;
/// 4 points between a gauge's parts; the track the tint at 30 %. Design §25.
enum GaugeMetrics {
    static let bar: CGFloat = 4
    static let marker: CGFloat = 10
    static let diameter: CGFloat = 60
    static let ring: CGFloat = 6
    static let gap = 0.25
    static let spacing: CGFloat = 4
    static let trackOpacity = 0.3

    /// Where a gauge's tint runs.
    enum TintDirection { case linear, openRing, capacityRing }

    /// The tint in force as the gauge paints it: a gradient tint's stops along the bar or round
    /// the ring (documented choice: SwiftUI draws a gradient tint along the gauge), else the tint.
    static func tint(_ environment: EnvironmentValues, along direction: TintDirection) -> AnyShapeStyle {
        guard let stops = environment.tintStyle?.gradient?.stops, !stops.isEmpty else { return AnyShapeStyle(TintShapeStyle()) }
        let gradient = Gradient(stops: stops)
        switch direction {
        case .linear: return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        case .capacityRing: return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)))
        case .openRing:
            let start = 90 + gap / 2 * 360
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(start), endAngle: .degrees(start + (1 - gap) * 360)))
        }
    }
}

/// The default on iOS: the label above a bar filled to the value in the tint, the bound labels at
/// its ends, the current value below in the secondary style. The gauge paints with the tint
/// style in force (a gradient tint included).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBar(configuration: configuration, marker: false)
    }
}

/// A bar with a marker at the value; the bound labels at its ends, else the current value at its
/// leading end (research §4.5).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBar(configuration: configuration, marker: true)
    }
}

/// A bar filled from its leading end to the value; the label above, the current value below.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBar(configuration: configuration, marker: false)
    }
}

/// An open ring with a marker at the value, the current value in the centre and the bound labels
/// (else the label) in the gap at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, isCapacity: false)
    }
}

/// A closed ring filled clockwise from the top to the value, the current value in the centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, isCapacity: true)
    }
}

/// The default style.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: StyleBox<GaugeStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var gaugeStyle: StyleBox<GaugeStyleConfiguration>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the gauges in this view.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        settingStyle(\.gaugeStyle, style.box)
    }
}

/// A linear gauge: the label above, the bar between the bound labels, the current value below
/// (with a marker: the current value before the bar when there are no bound labels).
private struct GaugeBar: View {
    let configuration: GaugeStyleConfiguration
    let marker: Bool

    var body: some View {
        EnvironmentReader { environment in
            // A gradient tint (`tint(Gradient(...))`) runs along the bar, leading to trailing.
            let tint = GaugeMetrics.tint(environment, along: .linear)
            let bounded = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
            VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
                configuration.label.controlPart(.label)
                HStack(spacing: GaugeMetrics.spacing * 2) {
                    if marker && !bounded, let current = configuration.currentValueLabel { current.controlPart(.value) }
                    if let minimum = configuration.minimumValueLabel { minimum.foregroundStyle(HierarchicalShapeStyle.secondary).controlPart(.valueLabel) }
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(tint.opacity(GaugeMetrics.trackOpacity)).frame(height: GaugeMetrics.bar)
                            if marker {
                                Circle().fill(tint).stroke(Color.white, lineWidth: 2)
                                    .frame(width: GaugeMetrics.marker, height: GaugeMetrics.marker)
                                    .offset(x: (proxy.size.width - GaugeMetrics.marker) * configuration.value)
                                    .controlPart(.thumb)
                            } else {
                                // The whole bar's paint, shown up to the value (a gradient spans the bar).
                                Capsule().fill(tint).frame(height: GaugeMetrics.bar)
                                    .mask(alignment: .leading) { Rectangle().frame(width: proxy.size.width * configuration.value) }
                            }
                        }
                        .frame(maxHeight: .infinity)
                    }
                    .frame(height: marker ? GaugeMetrics.marker : GaugeMetrics.bar)
                    .controlPart(.track)
                    if let maximum = configuration.maximumValueLabel { maximum.foregroundStyle(HierarchicalShapeStyle.secondary).controlPart(.valueLabel) }
                }
                if !(marker && !bounded), let current = configuration.currentValueLabel {
                    current.foregroundStyle(HierarchicalShapeStyle.secondary).controlPart(.value)
                }
            }
        }
    }
}

/// A circular gauge: a ring (open at the bottom, or closed for capacity), the current value in
/// its centre, the bound labels (else the label) in the open ring's gap.
private struct GaugeRing: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool

    var body: some View {
        EnvironmentReader { environment in
            // A gradient tint runs round the ring, clockwise from where the ring starts.
            let tint = GaugeMetrics.tint(environment, along: isCapacity ? .capacityRing : .openRing)
            let ring = StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round)
            // An open ring runs clockwise from the bottom-left of its gap to the bottom-right.
            let start = isCapacity ? 0 : GaugeMetrics.gap / 2
            let sweep = isCapacity ? 1 : 1 - GaugeMetrics.gap
            let turn = isCapacity ? -90.0 : 90.0
            ZStack {
                Circle().trim(from: start, to: start + sweep).rotation(.degrees(turn))
                    .strokeBorder(tint.opacity(GaugeMetrics.trackOpacity), style: ring)
                    .controlPart(.track)
                if isCapacity, configuration.value > 0 {
                    Circle().trim(from: 0, to: configuration.value).rotation(.degrees(turn))
                        .strokeBorder(tint, style: ring)
                } else if !isCapacity {
                    GaugeMarker(fraction: start + sweep * configuration.value, angleOffset: turn)
                        .fill(tint)
                        .controlPart(.thumb)
                }
                if let current = configuration.currentValueLabel { current.font(.system(size: 17, weight: .semibold)).controlPart(.value) }
                if !isCapacity {
                    VStack {
                        Spacer()
                        HStack(spacing: GaugeMetrics.spacing) {
                            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                                if let minimum = configuration.minimumValueLabel { minimum.fixedSize().controlPart(.valueLabel) }
                                Spacer(minLength: 0)
                                if let maximum = configuration.maximumValueLabel { maximum.fixedSize().controlPart(.valueLabel) }
                            } else {
                                configuration.label.fixedSize().controlPart(.label)
                            }
                        }
                        .font(.system(size: 10))
                        .padding(.horizontal, GaugeMetrics.diameter * 0.15)
                    }
                }
            }
            .frame(width: GaugeMetrics.diameter, height: GaugeMetrics.diameter)
        }
    }
}

/// The marker of an open ring: a circle on the ring at `fraction` of a turn (after `angleOffset`
/// degrees), as wide as the ring.
private struct GaugeMarker: Shape {
    let fraction: Double
    let angleOffset: Double

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - GaugeMetrics.ring / 2
        let angle = (fraction * 360 + angleOffset) * .pi / 180
        let center = CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
        let r = GaugeMetrics.ring * 0.75
        return Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }

    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
