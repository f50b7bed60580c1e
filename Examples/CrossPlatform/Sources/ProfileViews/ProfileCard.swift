// The same view code for SwiftUI (Apple platforms) and Typeset (Linux): only the import differs.
#if canImport(SwiftUI)
import SwiftUI
#else
import Typeset
#endif

/// A price: a large amount beside its small unit, on one baseline.
public struct PriceTag: View {
    let amount: String
    let unit: String

    /// A price of `amount` in `unit`.
    public init(amount: String, unit: String) {
        self.amount = amount
        self.unit = unit
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(amount).font(.largeTitle).bold().id("amount")
            Text(unit).font(.caption).id("unit")
        }
    }
}

/// A card: a name and a role on one baseline, a short bio, and a price.
public struct ProfileCard: View {
    let name: String
    let role: String
    let bio: String

    /// A card for `name`, who works as `role`.
    public init(name: String, role: String, bio: String) {
        self.name = name
        self.role = role
        self.bio = bio
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(name).font(.title2).bold().id("name")
                Spacer()
                Text(role).font(.caption).foregroundColor(.secondary).id("role")
            }
            .id("header")
            Text(bio).lineLimit(3).id("bio")
            PriceTag(amount: "42", unit: "EUR / month").id("price")
        }
        .padding()
    }
}
