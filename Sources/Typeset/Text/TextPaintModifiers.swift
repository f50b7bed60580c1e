// Text's paint: foreground colour and style per segment, underlines and strikethroughs (on a
// Text and on every Text inside a view), link tint and backgrounds. Paint changes no frame:
// it reaches the result as the layout's paint ranges (TextPaint), never the text engine's
// layout caches. Who wins: Design §23.2.

import Foundation

extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// A dash pattern, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            let kind: TextPaint.Line.Pattern

            /// A solid line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line of `pattern` in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Underlines the segments that set no underline yet, in `color` (nil: the text's colour).
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Underlines the segments that set no underline yet, with `pattern` in `color`.
    public consuming func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let setting = LineSetting(isActive: isActive, style: LineStyle(pattern: pattern, color: color))
        return updatingSegments { if $0.underline == nil { $0.underline = setting } }
    }

    /// Strikes through the segments that set no strikethrough yet, in `color` (nil: the text's
    /// colour).
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Strikes through the segments that set no strikethrough yet, with `pattern` in `color`.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let setting = LineSetting(isActive: isActive, style: LineStyle(pattern: pattern, color: color))
        return updatingSegments { if $0.strikethrough == nil { $0.strikethrough = setting } }
    }

    /// The colour of the segments that have none yet (nil: the inherited foreground).
    public consuming func foregroundColor(_ color: Color?) -> Text {
        updatingSegments { if $0.foreground == nil { $0.foreground = color.map(SegmentColor.color) } }
    }

    /// The style of the segments that have no colour yet: a colour, a hierarchical level, or
    /// `.tint` and `.foreground`, which take the values where the Text is laid out.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let color = DeferredShapeStyle(style).map(SegmentColor.deferred) ?? .color(style.resolvedColor)
        return updatingSegments { if $0.foreground == nil { $0.foreground = color } }
    }
}

extension Text {
    /// The colour all resolved `segments` are painted in, when all have the same one of their
    /// own: the Text's node then carries it as its foreground, as a `foregroundColor` around
    /// the Text would, and the runs' paint leaves it out (Design §23.3). Nil when a segment
    /// inherits its colour or the segments differ.
    static func uniformForeground(of segments: [Segment], in environment: EnvironmentValues) -> Color? {
        // Segments are read in place; most Texts inherit their colour and stop at the first.
        guard !segments.isEmpty, let color = Segment.foregroundColor(segments[0].paintSettings, in: environment) else { return nil }
        for index in segments.indices.dropFirst() where Segment.foregroundColor(segments[index].paintSettings, in: environment) != color {
            return nil
        }
        return color
    }
}

/// A segment's colour: given, or taken from the environment where the Text is laid out.
enum SegmentColor: Equatable, Sendable {
    case color(Color)
    case deferred(DeferredShapeStyle)

    func resolved(in environment: EnvironmentValues) -> Color {
        switch self {
        case .color(let color): color
        case .deferred(let style): style.color(in: environment)
        }
    }
}

/// An underline or strikethrough as a modifier set it: on or off, and its style.
struct LineSetting: Equatable, Sendable {
    var isActive: Bool
    var style: Text.LineStyle

    /// The line to draw, when on.
    var line: TextPaint.Line? {
        isActive ? TextPaint.Line(pattern: style.pattern.kind, color: style.color.map(TextPaint.Color.init)) : nil
    }
}

/// Lines set on a view for every Text inside (SwiftUI's `View.underline`, `View.strikethrough`).
struct TextLineSettings: Equatable, Sendable {
    var underline: LineSetting?
    var strikethrough: LineSetting?

    /// Whether a line is set, asked in place (a setting holds a colour: testing `!= nil` copied it).
    var hasLines: Bool {
        if case .some = underline { return true }
        if case .some = strikethrough { return true }
        return false
    }
}

private struct TextLineSettingsKey: EnvironmentKey { static var defaultValue: TextLineSettings { TextLineSettings() } }

extension EnvironmentValues {
    var textLineSettings: TextLineSettings {
        get { self[TextLineSettingsKey.self] }
        set { self[TextLineSettingsKey.self] = newValue }
    }
}

extension View {
    /// Underlines the Text inside (those that set no underline of their own).
    public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let setting = LineSetting(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color))
        return modifier(EnvironmentWritingModifier { $0.textLineSettings.underline = setting })
    }

    /// Strikes through the Text inside (those that set no strikethrough of their own).
    public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let setting = LineSetting(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color))
        return modifier(EnvironmentWritingModifier { $0.textLineSettings.strikethrough = setting })
    }
}

/// What a Text segment sets of its paint; every field unset in a plain segment.
struct PaintSettings: Equatable, Sendable {
    /// The colour of the glyphs (and of a template image), from `foregroundColor`,
    /// `foregroundStyle` or an attribute.
    var foreground: SegmentColor?
    /// The foreground came from an `AttributedString` attribute: it wins over a link's tint.
    var foregroundIsAttribute = false
    /// A fill behind the text (the `backgroundColor` attribute).
    var background: Color?
    var underline: LineSetting?
    var strikethrough: LineSetting?
    /// The link the text belongs to (Markdown, the `link` attribute): tinted.
    var link: URL?

    /// `inner`'s settings with `outer`'s where it has none of its own (``Text/Segment/inheriting(_:)``):
    /// either side without settings is taken as it is.
    static func inheriting(_ inner: SharedValue<PaintSettings>?, _ outer: SharedValue<PaintSettings>?) -> SharedValue<PaintSettings>? {
        guard let outer else { return inner }
        guard let inner else { return outer }
        var merged = inner.value
        if merged.foreground == nil {
            merged.foreground = outer.value.foreground
            merged.foregroundIsAttribute = outer.value.foregroundIsAttribute
        }
        merged.background = merged.background ?? outer.value.background
        merged.underline = merged.underline ?? outer.value.underline
        merged.strikethrough = merged.strikethrough ?? outer.value.strikethrough
        merged.link = merged.link ?? outer.value.link
        return SharedValue(merged)
    }
}

extension Text.Segment {
    /// The colour of the glyphs (and of a template image), from `foregroundColor`,
    /// `foregroundStyle` or an attribute.
    var foreground: SegmentColor? {
        get { self[paint: \.foreground] }
        set { self[paint: \.foreground] = newValue }
    }
    /// The foreground came from an `AttributedString` attribute: it wins over a link's tint.
    var foregroundIsAttribute: Bool {
        get { self[paint: \.foregroundIsAttribute] }
        set { self[paint: \.foregroundIsAttribute] = newValue }
    }
    /// A fill behind the text (the `backgroundColor` attribute).
    var background: Color? {
        get { self[paint: \.background] }
        set { self[paint: \.background] = newValue }
    }
    var underline: LineSetting? {
        get { self[paint: \.underline] }
        set { self[paint: \.underline] = newValue }
    }
    var strikethrough: LineSetting? {
        get { self[paint: \.strikethrough] }
        set { self[paint: \.strikethrough] = newValue }
    }
    /// The link the text belongs to (Markdown, the `link` attribute): tinted.
    var link: URL? {
        get { self[paint: \.link] }
        set { self[paint: \.link] = newValue }
    }

    /// One field of the paint settings. Unsetting a field of a segment without settings (most)
    /// changes nothing; a change shares new settings, nil again when nothing is left set.
    private subscript<Value: Equatable>(paint field: WritableKeyPath<PaintSettings, Value>) -> Value {
        get { (paintSettings?.value ?? PaintSettings())[keyPath: field] }
        set {
            if paintSettings == nil, newValue == PaintSettings()[keyPath: field] { return }
            paintSettings.update(from: PaintSettings()) { $0[keyPath: field] = newValue }
        }
    }
}

extension Text.Segment {
    /// The paint in `environment` of a segment whose settings are `shared`, nil when it has
    /// none: a plain segment under no line settings (most labels). A link takes the tint (else
    /// the accent colour) over any colour a modifier gave, unless an attribute gave the colour
    /// (OpenSwiftUI's `ResolvedText`, research text-input §4.1); lines set on the Text win over
    /// lines set on a view around it. Static, over the settings' one reference: a method called
    /// on a segment in an array copied the whole segment for the call.
    static func paint(_ shared: SharedValue<PaintSettings>?, lines: TextLineSettings, in environment: EnvironmentValues) -> TextPaint? {
        guard shared != nil || lines.hasLines else { return nil }
        let settings = shared?.value ?? PaintSettings()
        var paint = TextPaint()
        paint.foreground = foregroundColor(shared, in: environment).map(TextPaint.Color.init)
        paint.background = settings.background.map(TextPaint.Color.init)
        paint.underline = (settings.underline ?? lines.underline)?.line
        paint.strikethrough = (settings.strikethrough ?? lines.strikethrough)?.line
        paint.link = settings.link
        return paint
    }

    /// The own colour in `environment` of a segment whose settings are `shared`: a link's tint
    /// (else the accent colour) over any colour a modifier gave, unless an attribute gave it;
    /// nil: the inherited foreground.
    static func foregroundColor(_ shared: SharedValue<PaintSettings>?, in environment: EnvironmentValues) -> Color? {
        guard let settings = shared?.value else { return nil }
        if settings.link != nil, !settings.foregroundIsAttribute { return environment.resolvedTint }
        return settings.foreground?.resolved(in: environment)
    }

    /// Whether the segment sets any paint of its own: a colour, a background, a line or a link.
    var hasPaint: Bool { paintSettings != nil }

    /// Appends the colours a segment whose settings are `shared` names to `colors`, for
    /// diagnostics of catalogue colours.
    static func appendColors(_ shared: SharedValue<PaintSettings>?, to colors: inout [Color?]) {
        guard let settings = shared?.value else { return }
        colors += [settings.background, settings.underline?.style.color, settings.strikethrough?.style.color]
        if case .color(let color) = settings.foreground { colors.append(color) }
    }
}
