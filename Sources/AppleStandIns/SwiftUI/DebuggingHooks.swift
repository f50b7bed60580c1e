// SwiftUI's debugging hooks that view code leaves in place.

extension View {
    /// SwiftUI prints which of the view's dynamic properties changed when its body is evaluated
    /// again. A layout evaluates each body once, from the values as they are, so nothing changes
    /// between evaluations and nothing is printed.
    public static func _printChanges() {}

    /// As `_printChanges()`, logging to the unified log: nothing to log for the same reason.
    public static func _logChanges() {}
}
