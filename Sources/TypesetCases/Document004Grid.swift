import Foundation
import Typeset

extension Document004 {
    static var gridCases: [ConformanceCase] { [grid] }

    /// The cells of the grid, by row.
    static let gridCells = [["good", "hwf", "nice"], ["red", "green", "pink"], ["start", "wwdcf", "rect"]]

    static let grid = ConformanceCase(
        "D4.grid", .d004, "a Grid aligns its rows on last baselines and tops, its columns on shared x ranges",
        view: { _ in
            Grid {
                GridRow(alignment: .lastTextBaseline) {
                    Text("Good").id("good")
                    Text("Hello world").id("hw").frame(width: 50, height: 50, alignment: .top).border(.red).id("hwf")
                    Text("Nice").id("nice")
                }
                GridRow {
                    Color.red.opacity(0.3).id("red")
                    Color.green.opacity(0.2).id("green")
                    Color.pink.opacity(0.2).id("pink")
                }
                GridRow(alignment: .top) {
                    Text("Start").id("start")
                    Text("WWDC 2022").id("wwdc").frame(width: 70, height: 50, alignment: .center).border(.red).id("wwdcf")
                    Rectangle().fill(.blue).id("rect")
                }
            }
            .id("grid")
            .frame(maxWidth: 300, maxHeight: 300)
            .border(.red)
        },
        checks: { run in
            var c = CheckList(run)
            // Row 1: the last baselines of "Good", "Hello world" (two lines at the top of its
            // 50 × 50 frame) and "Nice" coincide.
            var baselines: [(String, CGFloat)] = []
            for id in ["good", "hw", "nice"] {
                guard let text = c.text(id), let frame = c.frame(id) else { continue }
                baselines.append((id, frame.minY + text.lastBaseline))
            }
            c.equal("\"Hello world\" wraps to two lines in 50 points", (c.text("hw")?.lines.count).map { CGFloat($0) }, 2)
            if let (_, line) = baselines.first {
                for (id, value) in baselines.dropFirst() { c.equal("\(id)'s last baseline = good's", value, line) }
            }
            // Row 3: tops coincide.
            let top = c.frame("start")?.minY
            c.equal("wwdcf's top = start's", c.frame("wwdcf")?.minY, top)
            c.equal("rect's top = start's", c.frame("rect")?.minY, top)
            // Columns: the colour of row 2 fills its column; every cell of the column is centred
            // in that x range and inside it.
            for column in 0..<3 {
                guard let range = c.frame(gridCells[1][column]) else { continue }
                for row in [0, 2] {
                    let id = gridCells[row][column]
                    guard let frame = c.frame(id) else { continue }
                    c.equal("\(id) centred in column \(column)", frame.midX, range.midX)
                    c.that(
                        "\(id) inside column \(column)", frame.minX >= range.minX - 1e-9 && frame.maxX <= range.maxX + 1e-9,
                        "cell \(frame.minX)...\(frame.maxX), column \(range.minX)...\(range.maxX)")
                }
            }
            return c.items
        })
}
