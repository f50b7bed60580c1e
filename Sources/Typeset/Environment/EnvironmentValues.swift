import Foundation

/// A key for a value that flows down the view tree.
public protocol EnvironmentKey {
    /// The type of the value; values are `Sendable`, so an environment can be shared between
    /// the threads that lay out with one engine.
    associatedtype Value: Sendable
    /// The value where nobody set one.
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree (Design §9).
public struct EnvironmentValues: Sendable {
    /// A value set for a key.
    private struct Entry: Sendable {
        let key: ObjectIdentifier
        var value: any Sendable
    }

    // Values are set through typed keys only; the storage is copied on write. A list, not a
    // dictionary: an environment holds a few values set on the way down, and every view reads
    // several while resolving, so a scan comparing pointers costs less than hashing the key.
    private var entries: [Entry] = []

    /// Values with every key at its default (Design §9).
    public init() {}

    /// Whether `other` holds its values in this one's storage (a copy not changed since): then
    /// every value is the same.
    package func isStored(like other: EnvironmentValues) -> Bool {
        unsafeBitCast(entries, to: UInt.self) == unsafeBitCast(other.entries, to: UInt.self)  // one reference each
    }

    /// Whether `other` holds the same values, as SwiftUI compares an environment to decide
    /// whether a body reads something new (Design §0.4): the same storage, or the same keys set
    /// in the same order with equal values, an `Equatable` value by `==` and any other bit for
    /// bit (a reference the same object, which `self` keeps alive while it is compared). Two
    /// copies that each set the same values (a screen's device, a user's setting set again)
    /// hold them in storage of their own.
    package func holdsSameValues(as other: EnvironmentValues) -> Bool {
        if isStored(like: other) { return true }
        guard entries.count == other.entries.count else { return false }
        for index in entries.indices {
            guard entries[index].key == other.entries[index].key,
                  Self.same(entries[index].value, other.entries[index].value)
            else { return false }
        }
        return true
    }

    /// Whether two stored values are the same: the same bits (an inline value's, or the same box
    /// or object: the values a copy shares), else equal when their type is `Equatable` (asked
    /// only then: the question goes to the runtime).
    private static func same(_ a: any Sendable, _ b: any Sendable) -> Bool {
        if withUnsafeBytes(of: a, { aBits in withUnsafeBytes(of: b) { aBits.elementsEqual($0) } }) { return true }
        guard let equatable = a as? any Equatable else { return false }
        return equatable.isEqual(toAny: b)
    }

    /// The value set for `key`, or the key's default when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for index in entries.indices where entries[index].key == id {
                return Self.value(entries[index].value, as: K.Value.self) ?? K.defaultValue
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let index = entries.firstIndex(where: { $0.key == id }) {
                entries[index].value = newValue
            } else {
                entries.append(Entry(key: id, value: newValue))
            }
        }
    }

    /// `stored` as a `Value`: an entry set through a key holds a value of the key's type, told by
    /// comparing types and read out of the opened box, not by a dynamic cast (a read is one of
    /// several per view resolved). The opened read returns the value itself: generic over the
    /// stored type, returning an optional made the optional of `Value` at run time at every
    /// read (Design §0.1).
    private static func value<Value>(_ stored: any Sendable, as _: Value.Type) -> Value? {
        guard type(of: stored) == Value.self else { return stored as? Value }
        func read<Stored>(_ opened: Stored) -> Value {
            withUnsafePointer(to: opened) { $0.withMemoryRebound(to: Value.self, capacity: 1) { $0.pointee } }
        }
        return read(stored)
    }
}

private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct LineLimitReservesSpaceKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: TruncationMode { .tail } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct DefaultPaddingKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets(.all, 16) } }

extension EnvironmentValues {
    /// The horizontal direction of layout (Design §10).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Pixels per point; Text rounds its size to 1/displayScale (Design §8.6).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The default font of Text; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The maximum number of lines of Text; nil means unlimited.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Whether Text keeps `lineLimit` lines of height even when it needs fewer.
    public var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }
    /// How Text aligns its lines inside its own width.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where Text puts the ellipsis when it truncates.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between Text lines.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How far Text may shrink before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Kerning added to every Text below.
    public var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }
    /// Tracking added to every Text below.
    public var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
    /// The insets of `padding()` with no length (16 on every edge).
    public var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
