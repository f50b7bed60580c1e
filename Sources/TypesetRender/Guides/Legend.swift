// The legend under a picture with guides: one swatch and name per guide kind.
import Foundation

extension DrawList {
    /// The height of the legend band, in points.
    public static let legendHeight: CGFloat = 22

    /// This list with a legend band added below the picture, naming the guide kinds the list
    /// uses (the canvas grows by ``legendHeight``; the band is at least wide enough for the legend).
    public func addingLegend() -> DrawList {
        var used = Set<GuideKind>()
        for case .guide(let item) in commands { used.insert(item.kind) }
        let kinds = GuideKind.allCases.filter(used.contains)
        guard !kinds.isEmpty else { return self }
        let width = kinds.reduce(6) { $0 + Self.entryWidth($1) }
        var list = self
        let top = size.height + 4
        list.size = CGSize(width: max(size.width, width), height: size.height + Self.legendHeight)
        list.commands.append(.shape(ShapeDrawing(
            .rect(CGRect(x: 0, y: size.height, width: list.size.width, height: Self.legendHeight)),
            fill: DrawColor(hex: 0xf4f5f7))))
        var x: CGFloat = 6
        for kind in kinds {
            let swatch = CGRect(x: x, y: top + 3, width: 14, height: 8)
            switch kind {
            case .frame: list.append(.guide(GuideItem(kind, .outline(swatch))))
            case .alignment, .baseline:
                list.append(.guide(GuideItem(kind, .line(CGPoint(x: swatch.minX, y: swatch.midY), CGPoint(x: swatch.maxX, y: swatch.midY)))))
            case .label: list.append(.shape(ShapeDrawing(.rect(swatch.insetBy(dx: 3, dy: 1)), fill: kind.color)))
            }
            list.append(.guide(GuideItem(kind, .label(kind.legendTitle, at: CGPoint(x: swatch.maxX + 2, y: top + 1)))))
            x += Self.entryWidth(kind)
        }
        return list
    }

    /// The width of one legend entry: swatch, gap and title (about DejaVu Sans' average advance at 8 pt).
    private static func entryWidth(_ kind: GuideKind) -> CGFloat { 30 + CGFloat(kind.legendTitle.count) * 4.6 }
}
