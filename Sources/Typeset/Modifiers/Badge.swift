import Foundation

/// How prominent a badge is, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    /// The list row's secondary text.
    public static let standard = BadgeProminence(name: "standard")
    /// White on red, as a tab's badge.
    public static let increased = BadgeProminence(name: "increased")
    /// Dimmer text.
    public static let decreased = BadgeProminence(name: "decreased")
}

extension View {
    /// A count badge: at the trailing end of a List row, or on a tab item (none for 0).
    public consuming func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }

    /// A text badge: at the trailing end of a List row, or on a tab item (none for nil).
    public consuming func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// A text badge (none for nil).
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }

    /// A text badge (none for nil). The text is a localized key.
    public consuming func badge(_ label: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }

    /// How prominent the badges inside are.
    public consuming func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// The badge of a tab's content, read by its TabView.
struct TabBadgeLabel {
    let label: Text
}

/// A List row shows its badge itself (a NavigationLink row puts it before the chevron).
enum RowBadgeShownKey {}

/// Puts a badge on the content: in a List row, after the content at the row's trailing end
/// (unless the row's NavigationLink shows it); for a TabView, on the tab's item.
struct BadgeModifier: PrimitiveModifier {
    let label: Text?

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        guard let label else {
            inputs.resolve(content, in: context)
            return
        }
        let start = inputs.list.count
        if context.environment.isInList {
            var inner = context
            inner.environment.listRowBadge = label
            inputs.resolve(content, in: inner)
            for index in start..<inputs.list.count where inputs.tree.layoutValue(ObjectIdentifier(RowBadgeShownKey.self), of: inputs.list[index]) == nil {
                let row = HStack {
                    ResolvedNodes(inputs.list[index])
                    Spacer(minLength: 0)
                    RowBadge(label: label)
                }
                let node = resolveOne(row, axis: .horizontal, in: context, &inputs)
                // The row keeps what its List reads from it (its tag, insets, edit actions).
                inputs.tree.copyLayoutValues(of: inputs.list[index], to: node)
                inputs.tree.setLayoutValue(ObjectIdentifier(RowBadgeShownKey.self), true, on: node)
                inputs.list[index] = node
            }
        } else {
            inputs.resolve(content, in: context)
        }
        for id in inputs.list[start...] { inputs.tree.setLayoutValue(ObjectIdentifier(TabBadgeLabel.self), any: TabBadgeLabel(label: label), on: id) }
    }
}

/// A List row's badge: its text in the secondary colour (white on red when prominent), as iOS
/// lays out a cell's badge.
struct RowBadge: View {
    let label: Text

    var body: some View {
        EnvironmentReader { environment in
            switch environment.badgeProminence {
            case .increased:
                label.font(.subheadline).foregroundStyle(Color.white)
                    .padding(.horizontal, 7).padding(.vertical, 2)
                    .background { Capsule().fill(Color.red) }
            case .decreased:
                label.foregroundStyle(HierarchicalShapeStyle.tertiary)
            default:
                label.foregroundStyle(HierarchicalShapeStyle.secondary)
            }
        }
        .containerPart(.rowBadge)
    }
}

/// A tab item's badge: white 13-point text on a red capsule at least 18 points across
/// (documented choices after UIKit's tab bar badge; Apple publishes no numbers).
struct TabBadge: View {
    let label: Text

    var body: some View {
        label.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background { Capsule().fill(Color.red) }
            .fixedSize()
            .containerPart(.tabBadge)
    }
}

private struct ListRowBadgeKey: EnvironmentKey { static var defaultValue: Text? { nil } }
private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// The badge the row being resolved shows (its NavigationLink places it before the chevron).
    var listRowBadge: Text? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }

    /// How prominent badges are (`badgeProminence(_:)`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}
