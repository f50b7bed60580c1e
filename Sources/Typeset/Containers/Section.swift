/// A part of a container with an optional header and footer, as SwiftUI's `Section`.
///
/// - In a `List` or `Form`: one section laid out with the list's metrics (`ListMetrics`): the
///   header in `.footnote` and `secondaryLabel`, the rows (each at least the minimum row height,
///   full width, with separators between them) on the section's card, then the footer.
/// - In a lazy stack or grid: its header, content and footer join the container's children,
///   marked as one section (a grid starts a new row for it; headers and footers span the grid);
///   pinned ones are marked `pinnedHeader` / `pinnedFooter`.
/// - Anywhere else: its header, content and footer in order, like a `Group`.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with header and footer views (deprecated in SwiftUI, common in published code).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        inner.environment.listContext = nil
        if let listContext = context.environment.listContext {
            inner.environment.isInList = true
            var decorated = inner
            decorated.environment.font = decorated.environment.font ?? .footnote
            var headerContext = decorated
            if context.environment.headerProminence == .increased {
                // A prominent header (Design §20.1): title 3, bold.
                headerContext.environment.font = context.environment.font ?? Font.title3.bold()
            }
            let headerID = resolveOptional(header, in: headerContext, &inputs)
            let footerID = resolveOptional(footer, in: decorated, &inputs)
            let rows = inputs.nodes(of: content, in: inner)
            var node = buildListSection(header: headerID, rows: rows, footer: footerID, listContext, in: context, &inputs)
            node = inputs.tree.wrap(node, inPaint: .container(.section), direction: context.layoutDirection)
            inputs.tree.setLayoutValue(ObjectIdentifier(ListSectionNodeKey.self), ListSectionNode(hasHeader: headerID != nil), on: node)
            inputs.list.append(node)
            return
        }
        let pinned = context.environment.pinnedViews
        let start = inputs.list.count
        inputs.resolve(header.containerPart(pinned.contains(.sectionHeaders) ? .pinnedHeader : .sectionHeader), in: inner)
        let contentStart = inputs.list.count
        inputs.resolve(content, in: inner)
        let footerStart = inputs.list.count
        inputs.resolve(footer.containerPart(pinned.contains(.sectionFooters) ? .pinnedFooter : .sectionFooter), in: inner)
        // The section's identity in a lazy container: its first node.
        guard inputs.list.count > start else { return }
        let section = Int(inputs.list[start])
        for index in start..<inputs.list.count {
            let role: LazySectionMark.Role = index < contentStart ? .header : index < footerStart ? .content : .footer
            inputs.tree.setLayoutValue(LazySectionKey.self, LazySectionMark(role: role, section: section), on: inputs.list[index])
        }
    }
}

/// `view` resolved into one node, or nil when it is empty.
private func resolveOptional<V: View>(_ view: V, in context: ResolveContext, _ inputs: inout _ViewInputs) -> NodeID? {
    let nodes = inputs.nodes(of: view, in: context)
    if nodes.isEmpty { return nil }
    return nodes.count == 1 ? nodes[0] : resolveOne(ResolvedNodes(nodes), in: context, &inputs)
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (deprecated in SwiftUI, common in published code).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view (deprecated in SwiftUI, common in published code).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section titled `title`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

/// Marks a List's section node (as opposed to a loose row).
enum ListSectionNodeKey {}

struct ListSectionNode: Hashable {
    var hasHeader: Bool
}
