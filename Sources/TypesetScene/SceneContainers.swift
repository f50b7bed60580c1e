// Containers of `typeset-scene/1` (issue 13): scroll views, lazy stacks and grids, lists and
// forms with sections, navigation stacks and tab views, and their modifiers.
import Foundation
import Typeset

extension SceneBuilder {
    /// The keys each container type takes besides `type`, `id` and `modifiers`.
    static let containerKeys: [String: Set<String>] = [
        "ScrollView": ["axes", "showsIndicators", "children"],
        "LazyVStack": ["alignment", "spacing", "pinnedViews", "children"],
        "LazyHStack": ["alignment", "spacing", "pinnedViews", "children"],
        "LazyVGrid": ["columns", "alignment", "spacing", "pinnedViews", "children"],
        "LazyHGrid": ["rows", "alignment", "spacing", "pinnedViews", "children"],
        "List": ["style", "children"], "Form": ["children"],
        "Section": ["title", "header", "footer", "children"],
        "NavigationStack": ["children"], "NavigationLink": ["title", "label"],
        "TabView": ["selection", "children"],
    ]

    /// The modifiers of containers.
    static let containerModifierNames: [String] = [
        "navigationTitle", "navigationBarTitleDisplayMode", "tabItem", "tag", "listRowInsets", "listRowSeparator",
        "listSectionSpacing", "listStyle", "defaultMinListRowHeight",
    ]

    /// The container of `type` described at `c`.
    func container(_ type: String, _ c: JSONCursor) throws(SceneError) -> AnyView {
        let content = try children(c)
        switch type {
        case "ScrollView":
            let axes = try c.optional("axes")?.axes() ?? .vertical
            return AnyView(ScrollView(axes, showsIndicators: try c.optional("showsIndicators")?.bool() ?? true) { content })
        case "LazyVStack":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.horizontal(a) } ?? .center
            return AnyView(LazyVStack(alignment: alignment, spacing: try c.optional("spacing")?.number(), pinnedViews: try pinned(c)) { content })
        case "LazyHStack":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.vertical(a) } ?? .center
            return AnyView(LazyHStack(alignment: alignment, spacing: try c.optional("spacing")?.number(), pinnedViews: try pinned(c)) { content })
        case "LazyVGrid":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.horizontal(a) } ?? .center
            let columns = try gridItems(try c.required("columns", "an array of grid items"))
            return AnyView(LazyVGrid(columns: columns, alignment: alignment, spacing: try c.optional("spacing")?.number(), pinnedViews: try pinned(c)) { content })
        case "LazyHGrid":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.vertical(a) } ?? .center
            let rows = try gridItems(try c.required("rows", "an array of grid items"))
            return AnyView(LazyHGrid(rows: rows, alignment: alignment, spacing: try c.optional("spacing")?.number(), pinnedViews: try pinned(c)) { content })
        case "List":
            let list = List { content }
            switch try c.optional("style")?.word([("automatic", 0), ("insetGrouped", 0), ("grouped", 1), ("plain", 2), ("inset", 2), ("sidebar", 0)], "list style") {
            case 1: return AnyView(list.listStyle(.grouped))
            case 2: return AnyView(list.listStyle(.plain))
            default: return AnyView(list)
            }
        case "Form":
            return AnyView(Form { content })
        case "Section":
            var header: AnyView?
            if let given = try c.optional("header") {
                header = try view(given)
            } else if let title = try c.optional("title") {
                header = AnyView(try titleText(title) ?? Text(verbatim: ""))
            }
            var footer: AnyView?
            if let given = try c.optional("footer") { footer = try view(given) }
            return AnyView(Section { content } header: { header ?? AnyView(EmptyView()) } footer: { footer ?? AnyView(EmptyView()) })
        case "NavigationStack":
            return AnyView(NavigationStack { content })
        case "NavigationLink":
            if let label = try c.optional("label") {
                let labelView = try view(label)
                return AnyView(NavigationLink(destination: { EmptyView() }) { labelView })
            }
            return AnyView(NavigationLink(try c.optional("title")?.string() ?? "") { EmptyView() })
        case "TabView":
            guard let selection = try c.optional("selection") else { return AnyView(TabView { content }) }
            switch selection.value {
            case .string(let value): return AnyView(TabView(selection: .constant(value)) { content })
            default: return AnyView(TabView(selection: .constant(try selection.integer())) { content })
            }
        default:
            return AnyView(EmptyView())
        }
    }

    private func pinned(_ c: JSONCursor) throws(SceneError) -> PinnedScrollableViews {
        guard let list = try c.optional("pinnedViews") else { return [] }
        var result: PinnedScrollableViews = []
        for item in try list.array() {
            result.insert(try item.word([("sectionHeaders", PinnedScrollableViews.sectionHeaders), ("sectionFooters", .sectionFooters)], "pinned view"))
        }
        return result
    }

    /// Grid items: `{"fixed": 70}`, `{"flexible": {"minimum": 10, "maximum": 100}}`,
    /// `{"adaptive": {"minimum": 80}}`, each with optional `spacing` and `alignment`.
    private func gridItems(_ c: JSONCursor) throws(SceneError) -> [GridItem] {
        var items: [GridItem] = []
        for item in try c.array() {
            let keys = try item.object(allowing: ["fixed", "flexible", "adaptive", "spacing", "alignment"], in: "a grid item")
            let spacing = try item.optional("spacing")?.number()
            let alignment = try item.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) }
            let size: GridItem.Size
            if let fixed = try item.optional("fixed") {
                size = .fixed(try fixed.number())
            } else if let flexible = try item.optional("flexible") {
                _ = try flexible.object(allowing: ["minimum", "maximum"], in: "flexible")
                size = .flexible(minimum: try flexible.optional("minimum")?.number() ?? 10, maximum: try flexible.optional("maximum")?.numberOrInfinity() ?? .infinity)
            } else if let adaptive = try item.optional("adaptive") {
                _ = try adaptive.object(allowing: ["minimum", "maximum"], in: "adaptive")
                size = .adaptive(minimum: try adaptive.required("minimum", "a number").number(), maximum: try adaptive.optional("maximum")?.numberOrInfinity() ?? .infinity)
            } else {
                throw item.error(.invalidValue, "expected one of fixed, flexible, adaptive (found \(keys.keys.sorted().joined(separator: ", ")))")
            }
            items.append(GridItem(size, spacing: spacing, alignment: alignment))
        }
        return items
    }

    /// `view` with the container modifier `name` applied, or nil when `name` is not one.
    func containerModifier(_ name: String, _ arg: JSONCursor, _ view: AnyView) throws(SceneError) -> AnyView? {
        switch name {
        case "navigationTitle": return AnyView(view.navigationTitle(try arg.string()))
        case "navigationBarTitleDisplayMode":
            return AnyView(view.navigationBarTitleDisplayMode(try arg.word(
                [("automatic", NavigationBarItem.TitleDisplayMode.automatic), ("inline", .inline), ("large", .large)], "title display mode")))
        case "tabItem":
            let label = try self.view(arg)
            return AnyView(view.tabItem { label })
        case "tag":
            switch arg.value {
            case .string(let value): return AnyView(view.tag(value))
            default: return AnyView(view.tag(try arg.integer()))
            }
        case "listRowInsets":
            if arg.isNull { return AnyView(view.listRowInsets(nil)) }
            _ = try arg.object(allowing: ["top", "leading", "bottom", "trailing"], in: "listRowInsets")
            func value(_ key: String) throws(SceneError) -> CGFloat { try arg.optional(key)?.number() ?? 0 }
            return AnyView(view.listRowInsets(EdgeInsets(top: try value("top"), leading: try value("leading"), bottom: try value("bottom"), trailing: try value("trailing"))))
        case "listRowSeparator":
            return AnyView(view.listRowSeparator(try arg.word([("automatic", Visibility.automatic), ("visible", .visible), ("hidden", .hidden)], "visibility")))
        case "listSectionSpacing":
            if case .string = arg.value {
                return AnyView(view.listSectionSpacing(try arg.word([("default", ListSectionSpacing.default), ("compact", .compact)], "section spacing")))
            }
            return AnyView(view.listSectionSpacing(try arg.nonNegative()))
        case "listStyle":
            switch try arg.word([("automatic", 0), ("insetGrouped", 0), ("grouped", 1), ("plain", 2), ("inset", 2), ("sidebar", 0)], "list style") {
            case 1: return AnyView(view.listStyle(.grouped))
            case 2: return AnyView(view.listStyle(.plain))
            default: return AnyView(view.listStyle(.insetGrouped))
            }
        case "defaultMinListRowHeight": return AnyView(view.environment(\.defaultMinListRowHeight, try arg.nonNegative()))
        default:
            return nil
        }
    }
}
