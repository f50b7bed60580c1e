// An `@Observable` model in a file that imports only Foundation.
import Foundation

/// What the user chose.
@Observable
public final class Preferences {
    public var unit = "°C"
    public var showsWind = false

    public init() {}
}
