import Foundation
import Testing
@testable import Typeset

// Grid and GridRow (Design §7, research §9). Text goes through the fixed-advance measurer:
// `smallText` is 10 pt (5 per character, lines 10 tall, ascent 8); `.font(.system(size: s))`
// gives 0.5·s per character, lines s tall, ascent 0.8·s.

@Suite struct GridSizingTests {
    @Test func flexibleCellsShareTheGridsSpace() {
        // Apple's `GridRow` documentation example: a clear corner cell unsized on both axes,
        // three header texts, three rows of a text and three circles; proposed 400 × 400.
        // Texts are 20 pt here (10 per character, 20 tall): "R1" and "C1" are 20 × 20.
        // Columns (Design §12.3 rule 1): the label column takes 20, the circles' columns share
        // the rest, (400 − 3 × 8 − 20) / 3 each; rows likewise: the header row 20, the circle
        // rows (400 − 3 × 8 − 20) / 3 each, so every circle is that wide and the grid fills the
        // proposal.
        let result = layout(
            Grid {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    ForEach(1..<4) { column in Text("C\(column)").font(.system(size: 20)) }
                }
                ForEach(1..<4) { row in
                    GridRow {
                        Text("R\(row)").font(.system(size: 20))
                        ForEach(1..<4) { column in Circle().foregroundStyle(.mint).id("\(row).\(column)") }
                    }
                }
            }, width: 400, height: 400)
        let share: CGFloat = (400 - 3 * 8 - 20) / 3
        #expect(abs(result.size.width - 400) < 1e-9 && abs(result.size.height - 400) < 1e-9)
        for row in 1...3 {
            for column in 1...3 {
                let circle = result.frame("\(row).\(column)")
                #expect(abs(circle.width - share) < 1e-9 && abs(circle.height - share) < 1e-9, "circle \(row).\(column): \(circle)")
                #expect(abs(circle.minX - (20 + 8 + CGFloat(column - 1) * (share + 8))) < 1e-9)
            }
        }
    }

    @Test func columnsAreTheWidestCellAndRowsTheTallest() {
        // Columns 30 and 50, rows 40 and 20, gaps 8: 88 × 68. Cells centred in their cells.
        let result = layout(
            Grid {
                GridRow { Box(30, 10).id("a"); Box(10, 40).id("b") }
                GridRow { Box(20, 20).id("c"); Box(50, 5).id("d") }
            })
        #expect(result.size == CGSize(width: 88, height: 68))
        #expect(result.frame("a") == CGRect(x: 0, y: 15, width: 30, height: 10))
        #expect(result.frame("b") == CGRect(x: 58, y: 0, width: 10, height: 40))
        #expect(result.frame("c") == CGRect(x: 5, y: 48, width: 20, height: 20))
        #expect(result.frame("d") == CGRect(x: 38, y: 55.5, width: 50, height: 5))
    }

    @Test func cellsAreProposedTheirCellSize() {
        // The colour's cell is column 1 (the box below it, 40) × row 0 (the box beside it, 30).
        let result = layout(
            Grid {
                GridRow { Box(10, 30); Color.red.id("c") }
                GridRow { Box(10, 10); Box(40, 10) }
            }, width: nil)
        #expect(result.frame("c") == CGRect(x: 18, y: 0, width: 40, height: 30))
        #expect(result.required("c").proposal == ProposedViewSize(width: 40, height: 30))
    }

    @Test func theLongestRowSetsTheColumnCount() {
        // Three columns of 10; the one-cell row leaves columns 1 and 2 empty.
        let result = layout(
            Grid {
                GridRow { Box(10, 10).id("a") }
                GridRow { Box(10, 10); Box(10, 10); Box(10, 10).id("c") }
            })
        #expect(result.size == CGSize(width: 46, height: 28))
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frame("c") == CGRect(x: 36, y: 18, width: 10, height: 10))
    }

    @Test func defaultSpacingIsEight() {
        let result = layout(
            Grid {
                GridRow { Box(10, 10).id("a"); Box(10, 10).id("b") }
                GridRow { Box(10, 10).id("c"); Box(10, 10) }
            })
        #expect(result.frame("b").minX - result.frame("a").maxX == 8)
        #expect(result.frame("c").minY - result.frame("a").maxY == 8)
        #expect(result.size == CGSize(width: 28, height: 28))
    }

    @Test func customSpacingPerAxis() {
        let result = layout(
            Grid(horizontalSpacing: 3, verticalSpacing: 20) {
                GridRow { Box(10, 10).id("a"); Box(10, 10).id("b") }
                GridRow { Box(10, 10).id("c"); Box(10, 10) }
            })
        #expect(result.frame("b").minX == 13)
        #expect(result.frame("c").minY == 30)
        #expect(result.size == CGSize(width: 23, height: 40))

        // Only one axis given: the other keeps the default 8.
        let mixed = layout(
            Grid(horizontalSpacing: 0) {
                GridRow { Box(10, 10).id("a"); Box(10, 10).id("b") }
                GridRow { Box(10, 10).id("c"); Box(10, 10) }
            })
        #expect(mixed.frame("b").minX == 10)
        #expect(mixed.frame("c").minY == 18)
    }

    @Test func emptyGrid() {
        let empty = layout(Grid {})
        #expect(empty.size == .zero)
        #expect(empty.root.name == "Grid")
        #expect(empty.root.children.isEmpty)

        let emptyRows = layout(Grid { GridRow {}; GridRow { EmptyView() } })
        #expect(emptyRows.size == .zero)
        #expect(emptyRows.diagnostics.isEmpty)
    }

    @Test func rowsFromForEach() {
        // Each generated GridRow is its own row: rows at 0, 18, 36; columns 10 and 20.
        let result = layout(Grid { ForEach(0..<3) { i in GridRow { Box(10, 10).id("a\(i)"); Box(20, 10) } } })
        #expect(result.size == CGSize(width: 38, height: 46))
        for i in 0..<3 {
            #expect(result.frame("a\(i)") == CGRect(x: 0, y: CGFloat(i) * 18, width: 10, height: 10))
        }
    }
}

@Suite struct GridSpanningTests {
    @Test func gridCellColumnsSpreadsTheExcessOverItsColumns() {
        // Columns from one-column cells: 20, 20, 20. The spanning box needs 100 > 20 + 8 + 20,
        // so each of its columns grows by (100 − 48) / 2 = 26: 46, 46, 20 → grid 128 wide.
        // The grid is proposed 400 but none of its cells is flexible: it stays 128.
        let result = layout(
            Grid {
                GridRow { Box(20, 10).id("a"); Box(20, 10).id("b"); Box(20, 10).id("c") }
                GridRow { Box(100, 10).gridCellColumns(2).id("s"); Box(20, 10).id("d") }
            })
        #expect(result.size == CGSize(width: 128, height: 28))
        #expect(result.frame("s") == CGRect(x: 0, y: 18, width: 100, height: 10))
        #expect(result.frame("a").minX == 13)
        #expect(result.frame("b").minX == 67)  // column 1 starts at 54
        #expect(result.frame("c").minX == 108)
        #expect(result.frame("d").minX == 108)
    }

    @Test func aNarrowSpanningCellIsCentredInItsSpan() {
        // Columns 30 and 30; the span is 68 wide and the 20-wide box sits at (68 − 20) / 2.
        let result = layout(
            Grid {
                GridRow { Box(30, 10); Box(30, 10) }
                GridRow { Box(20, 10).gridCellColumns(2).id("s") }
            })
        #expect(result.frame("s") == CGRect(x: 24, y: 18, width: 20, height: 10))
    }

    @Test func aViewOutsideRowsSpansEveryColumn() {
        // The 100-wide box spans both columns: 20 + 8 + 20 grows to 100, 46 per column.
        let result = layout(
            Grid {
                GridRow { Box(20, 10).id("a"); Box(20, 10).id("b") }
                Box(100, 5).id("x")
            })
        #expect(result.size == CGSize(width: 100, height: 23))
        #expect(result.frame("x") == CGRect(x: 0, y: 18, width: 100, height: 5))
        #expect(result.frame("a").minX == 13)
        #expect(result.frame("b").minX == 67)  // column 1 starts at 54
    }

    @Test func aDividerOutsideRowsTakesTheWholeWidth() {
        // Directly in the grid a Divider is horizontal and greedy: the grid fills its 300.
        let result = layout(
            Grid {
                GridRow { smallText("ab").id("a"); smallText("cd") }
                Divider().id("line")
                GridRow { smallText("ef"); smallText("gh") }
            }, width: 300)
        #expect(result.size == CGSize(width: 300, height: 37))
        #expect(result.frame("line") == CGRect(x: 0, y: 18, width: 300, height: 1))
        // Columns 10 + 8 + 10 grow by (300 − 28) / 2 = 136 each: the text is centred in 146.
        #expect(result.frame("a").minX == 68)
    }

    @Test func anUnsizedDividerFollowsTheColumns() {
        let result = layout(
            Grid {
                GridRow { smallText("ab"); smallText("cd") }
                Divider().gridCellUnsizedAxes(.horizontal).id("line")
            }, width: 300)
        #expect(result.size == CGSize(width: 28, height: 19))
        #expect(result.frame("line") == CGRect(x: 0, y: 18, width: 28, height: 1))
    }

    @Test func aSpanningTextWrapsInsideTheProposedWidth() {
        // Columns "ab" and "cd": 10 each (the 22 available are enough for both). The spanning
        // text is offered 28 + the 2 points left = 30: six characters per line, three lines
        // 20 wide, no excess. Grid 28 × (10 + 8 + 30).
        let result = layout(
            Grid {
                GridRow { smallText("ab"); smallText("cd") }
                smallText("aaaa bbbb cccc").id("s")
            }, width: 30)
        #expect(result.size == CGSize(width: 28, height: 48))
        #expect(result.frame("s") == CGRect(x: 4, y: 18, width: 20, height: 30))
    }

    @Test func standaloneViewWithFewerColumns() {
        // gridCellColumns on a view outside rows spans that many columns from the leading one.
        let result = layout(
            Grid {
                GridRow { Box(20, 10); Box(20, 10); Box(20, 10) }
                Box(10, 10).gridCellColumns(2).id("s")
            })
        #expect(result.frame("s") == CGRect(x: 19, y: 18, width: 10, height: 10))
    }
}

@Suite struct GridAlignmentTests {
    @Test(arguments: [(VerticalAlignment.top, CGFloat(0)), (.center, 15), (.bottom, 30)])
    func rowAlignment(guide: VerticalAlignment, y: CGFloat) {
        let result = layout(Grid { GridRow(alignment: guide) { Box(10, 40); Box(10, 10).id("b") } })
        #expect(result.frame("b").minY == y)
    }

    @Test func gridAlignmentIsTheDefaultAndRowsOverrideItsVerticalPart() {
        // Grid .bottomTrailing: row 0 bottom, row 1 overridden to top; columns keep trailing.
        // Columns 40 and 30 (the second starts at 48), rows 40 and 30.
        let result = layout(
            Grid(alignment: .bottomTrailing) {
                GridRow { Box(40, 40); Box(10, 10).id("a") }
                GridRow(alignment: .top) { Box(10, 10).id("b"); Box(30, 30) }
            })
        // a: trailing in column 1 → 48 + 30 − 10; bottom of row 0 → 40 − 10.
        #expect(result.frame("a") == CGRect(x: 68, y: 30, width: 10, height: 10))
        #expect(result.frame("b") == CGRect(x: 30, y: 48, width: 10, height: 10))
    }

    @Test func lastTextBaselineRow() {
        // Two 10-pt lines (last baseline 18, height 20), a 30-pt line (baseline 24, height 30)
        // and a box (baseline = bottom, 5). Line at max(18, 24, 5) = 24; the row is
        // 24 + max(2, 6, 0) = 30 tall.
        let result = layout(
            Grid {
                GridRow(alignment: .lastTextBaseline) {
                    smallText("aaa\nbbb").id("two")
                    Text("B").font(.system(size: 30)).id("big")
                    Box(10, 5).id("box")
                }
            })
        #expect(result.frame("two").minY == 6)
        #expect(result.frame("big").minY == 0)
        #expect(result.frame("box").minY == 19)
        #expect(result.size.height == 30)
        for id in ["two", "big", "box"] {
            let node = result.required(id)
            #expect(node.frame.minY + node.dimensions[.lastTextBaseline] == 24)
        }
    }

    @Test func firstTextBaselineRow() {
        // First baselines 8, 24 and 5: line at 24; below it max(12, 6, 0) → row 36.
        let result = layout(
            Grid {
                GridRow(alignment: .firstTextBaseline) {
                    smallText("aaa\nbbb").id("two")
                    Text("B").font(.system(size: 30)).id("big")
                    Box(10, 5).id("box")
                }
            })
        #expect(result.frame("two").minY == 16)
        #expect(result.frame("big").minY == 0)
        #expect(result.frame("box").minY == 19)
        #expect(result.size.height == 36)
        for id in ["two", "big", "box"] {
            let node = result.required(id)
            #expect(node.frame.minY + node.dimensions[.firstTextBaseline] == 24)
        }
    }

    @Test func gridExplicitBaselinesAreTheMergeOfItsCells() {
        // The grid's first baseline is its text's (row 30 tall, text centred at 10 → 18); an
        // HStack aligning on first baselines puts the outside text's baseline on it.
        let result = layout(
            HStack(alignment: .firstTextBaseline) {
                smallText("x").id("x")
                Grid { GridRow { Box(10, 30); smallText("y").id("y") } }.id("grid")
            })
        #expect(result.required("grid").dimensions[explicit: .firstTextBaseline] == 18)
        #expect(result.frame("x").minY + 8 == result.frame("y").minY + 8)
        #expect(result.required("grid").dimensions[explicit: .leading] == nil)
    }

    @Test func gridColumnAlignmentSetsTheWholeColumn() {
        // Set on the lower cell, .leading applies to the upper cell too; column 1 stays centred.
        let result = layout(
            Grid {
                GridRow { Box(20, 10).id("a"); Box(20, 10).id("b") }
                GridRow { Box(50, 10).gridColumnAlignment(.leading); Box(50, 10) }
            })
        #expect(result.frame("a").minX == 0)
        #expect(result.frame("b").minX == 73)  // 58 + (50 − 20) / 2
    }

    @Test func gridColumnAlignmentBeatsTheGridAndRowAlignments() {
        // Grid .leading and GridRow(.top) do not touch the trailing column's x.
        let result = layout(
            Grid(alignment: .leading) {
                GridRow(alignment: .top) { Box(20, 10).id("a"); Box(20, 10).gridColumnAlignment(.trailing).id("b") }
                GridRow { Box(50, 30).id("c"); Box(50, 30) }
            })
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.frame("b") == CGRect(x: 88, y: 0, width: 20, height: 10))
    }

    @Test func explicitGuidesLineUpDownAColumn() {
        // Like a VStack(alignment: .leading): guides 0 and 20 → the plain box moves to 20 and
        // the column is 20 + 100 = 120 wide.
        let result = layout(
            Grid(alignment: .leading) {
                GridRow { Box(100, 10).id("a") }
                GridRow { Box(100, 10).alignmentGuide(.leading) { _ in 20 }.id("b") }
            })
        #expect(result.frame("a").minX == 20)
        #expect(result.frame("b").minX == 0)
        #expect(result.size.width == 120)
    }

    @Test func gridCellAnchorPlacesByUnitPoint() {
        // Column 1 is 40 wide (x 68…108), row 0 is 60 tall: .bottomTrailing → (98, 50).
        let result = layout(
            Grid {
                GridRow { Box(60, 60); Box(10, 10).gridCellAnchor(.bottomTrailing).id("a") }
                GridRow { Box(10, 10); Box(40, 10).id("wide") }
            })
        #expect(result.frame("a") == CGRect(x: 98, y: 50, width: 10, height: 10))

        let custom = layout(
            Grid {
                GridRow { Box(60, 60); Box(10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.5)).id("a") }
                GridRow { Box(10, 10); Box(40, 10) }
            })
        // x = 68 + 0.25 × (40 − 10), y = 0.5 × (60 − 10).
        #expect(custom.frame("a") == CGRect(x: 75.5, y: 25, width: 10, height: 10))
    }

    @Test func gridCellAnchorBeatsRowAndColumnAlignment() {
        let result = layout(
            Grid(alignment: .center) {
                GridRow(alignment: .bottom) {
                    Box(60, 60)
                    Box(10, 10).gridColumnAlignment(.trailing).gridCellAnchor(.topLeading).id("a")
                }
                GridRow { Box(10, 10); Box(40, 10).id("b") }
            })
        #expect(result.frame("a") == CGRect(x: 68, y: 0, width: 10, height: 10))
        #expect(result.frame("b").minX == 68)
    }

    @Test func rightToLeftColumnsRunFromTheRight() {
        // LTR: a at 0, b at 18 in a 38-wide grid. RTL mirrors: b at 0, a at 28.
        let grid = Grid { GridRow { Box(10, 10).id("a"); Box(20, 10).id("b") } }
        let ltr = layout(grid)
        #expect(ltr.frame("a").minX == 0)
        #expect(ltr.frame("b").minX == 18)
        let rtl = layout(grid, direction: .rightToLeft)
        #expect(rtl.size.width == 38)
        #expect(rtl.frame("a") == CGRect(x: 28, y: 0, width: 10, height: 10))
        #expect(rtl.frame("b") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func rightToLeftAnchorIsMirrored() {
        // A top-leading anchor in a 40-wide column: x 0 in LTR, 40 − 10 in RTL.
        let grid = Grid {
            GridRow { Box(10, 10).gridCellAnchor(.topLeading).id("a") }
            GridRow { Box(40, 10) }
        }
        #expect(layout(grid).frame("a").minX == 0)
        #expect(layout(grid, direction: .rightToLeft).frame("a") == CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    @Test func rightToLeftLeadingColumnHugsTheRightEdge() {
        // A leading column of width 30: the 10-wide cell sits at its right edge in RTL.
        let grid = Grid {
            GridRow { Box(10, 10).gridColumnAlignment(.leading).id("a"); Box(10, 10).id("b") }
            GridRow { Box(30, 10); Box(10, 10) }
        }
        #expect(layout(grid).frame("a").minX == 0)
        let rtl = layout(grid, direction: .rightToLeft)
        #expect(rtl.frame("a").minX == 38)  // 48 − 10
        #expect(rtl.frame("b").minX == 0)
    }
}

@Suite struct GridFlexibilityTests {
    @Test func flexibleColumnsShareTheLeftoverWidth() {
        // 300 − 16 of gaps = 284: the box keeps 40, the colours share 244 → 122 each.
        // The row is flexible too (colours), so it takes the whole 100.
        let result = layout(
            Grid { GridRow { Box(40, 10).id("f"); Color.red.id("c1"); Color.blue.id("c2") } }, width: 300, height: 100)
        #expect(result.size == CGSize(width: 300, height: 100))
        #expect(result.frame("f") == CGRect(x: 0, y: 45, width: 40, height: 10))
        #expect(result.frame("c1") == CGRect(x: 48, y: 0, width: 122, height: 100))
        #expect(result.frame("c2") == CGRect(x: 178, y: 0, width: 122, height: 100))
    }

    @Test func flexibleRowsShareTheLeftoverHeight() {
        // 100 − 16 = 84: the fixed row keeps 20, the colour rows share 64.
        let result = layout(
            Grid {
                GridRow { Color.red.id("top") }
                GridRow { Box(10, 20) }
                GridRow { Color.blue.id("bottom") }
            }, width: 50, height: 100)
        #expect(result.frame("top") == CGRect(x: 0, y: 0, width: 50, height: 32))
        #expect(result.frame("bottom") == CGRect(x: 0, y: 68, width: 50, height: 32))
    }

    @Test func columnPriorityComesFirst() {
        // Stack fashion (Design §4): the priority-1 colour is offered 284 − the box's minimum 40.
        let result = layout(
            Grid { GridRow { Box(40, 10).id("f"); Color.red.layoutPriority(1).id("c1"); Color.blue.id("c2") } },
            width: 300, height: 10)
        #expect(result.frame("c1").width == 244)
        #expect(result.frame("c2").width == 0)
        #expect(result.frame("f").width == 40)
    }

    @Test func idealSizeWithFlexibleCells() {
        // Proposed nothing, a colour is 10 × 10 (Design §7) and is placed in its cell.
        let result = layout(Grid { GridRow { Box(30, 20); Color.red.id("c") } }, width: nil)
        #expect(result.size == CGSize(width: 48, height: 20))
        #expect(result.frame("c") == CGRect(x: 38, y: 0, width: 10, height: 20))
    }

    @Test func unsizedColourDoesNotInflateTheRow() {
        // Sized, the colour makes the row take the whole 200; unsized vertically the row is
        // the text's 10 and the colour is proposed that height. Its column still shares width.
        let sized = layout(Grid { GridRow { smallText("abc"); Color.red.id("c") } }, width: 200, height: 200)
        #expect(sized.frame("c").height == 200)

        let unsized = layout(
            Grid { GridRow { smallText("abc").id("t"); Color.red.gridCellUnsizedAxes(.vertical).id("c") } },
            width: 200, height: 200)
        #expect(unsized.size == CGSize(width: 200, height: 10))
        #expect(unsized.frame("c") == CGRect(x: 23, y: 0, width: 177, height: 10))
        #expect(unsized.frame("t") == CGRect(x: 0, y: 0, width: 15, height: 10))
    }

    @Test func unsizedOnBothAxesTakesItsCellFromTheOthers() {
        // Apple's corner cell: column 0 is R1's 10 wide, row 0 is C1's 10 tall.
        let result = layout(
            Grid {
                GridRow { Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner"); smallText("C1") }
                GridRow { smallText("R1"); Box(10, 10) }
            }, width: 400, height: 400)
        #expect(result.frame("corner") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.size == CGSize(width: 28, height: 28))
    }
}

@Suite struct GridDocumentTests {
    /// D4.grid (document 004, CASES.md): the relations, not the text numbers.
    @Test func D4_grid() {
        let view = Grid {
            GridRow(alignment: .lastTextBaseline) {
                Text("Good").id("good")
                Text("Hello world").frame(width: 50, height: 50, alignment: .top).id("hello")
                Text("Nice").id("nice")
            }
            GridRow { Color.red.id("red"); Color.green.id("green"); Color.pink.id("pink") }
            GridRow(alignment: .top) {
                Text("Start").id("start")
                Text("WWDC 2022").frame(width: 70, height: 50, alignment: .center).id("wwdc")
                Rectangle().id("rect")
            }
        }
        .frame(maxWidth: 300, maxHeight: 300)
        let result = layout(view, width: 400, height: 400)
        #expect(result.size == CGSize(width: 300, height: 300))

        // Row 1: the last baselines coincide; "Hello world" wraps to two lines in 50 points.
        func lastBaseline(_ id: String) -> CGFloat {
            let node = result.required(id)
            return node.frame.minY + node.dimensions[.lastTextBaseline]
        }
        let hello = result.required("hello")
        #expect(hello.dimensions[.lastTextBaseline] > hello.dimensions[.firstTextBaseline])
        #expect(approx(lastBaseline("good"), lastBaseline("hello")))
        #expect(approx(lastBaseline("nice"), lastBaseline("hello")))

        // Row 3: the tops coincide.
        #expect(result.frame("start").minY == result.frame("wwdc").minY)
        #expect(result.frame("rect").minY == result.frame("wwdc").minY)

        // Columns: each colour fills its column; the cells above and below lie in its x range
        // and are centred on it.
        let columns = [["good", "red", "start"], ["hello", "green", "wwdc"], ["nice", "pink", "rect"]]
        for column in columns {
            let range = result.frame(column[1])
            for id in column {
                let frame = result.frame(id)
                #expect(frame.minX >= range.minX - 1e-9 && frame.maxX <= range.maxX + 1e-9)
                #expect(approx(frame.midX, range.midX))
            }
        }
        #expect(result.frame("rect").width == result.frame("pink").width)

        // The rows stack in order with the default 8 between them, filling the 300.
        #expect(result.frame("red").minY > result.frame("hello").maxY)
        #expect(approx(result.frame("red").minY - result.frame("hello").maxY, 8))
        #expect(approx(result.frame("wwdc").minY - result.frame("red").maxY, 8))
        #expect(approx(result.frame("rect").maxY, 300))
    }
}

@Suite struct GridStructureTests {
    @Test func dumpMarksEveryCellWithItsRowAndColumn() {
        let result = layout(
            Grid {
                GridRow { Box(20, 10).id("a"); Box(20, 10).id("b") }
                Divider().id("line")
                GridRow { Box(50, 10).gridCellColumns(2).id("s") }
            })
        #expect(result.root.name == "Grid")
        #expect(result.root.children.count == 4)
        #expect(result.required("a").attributes.contains("row 0 col 0"))
        #expect(result.required("b").attributes.contains("row 0 col 1"))
        #expect(result.required("line").attributes.contains("row 1 cols 0-1"))
        #expect(result.required("s").attributes.contains("row 2 cols 0-1"))
        #expect(result.dump().contains("row 0 col 1"))
    }

    @Test func gridLayoutAsALayoutMatchesGrid() {
        func cells<V: View>(_ view: V) -> [CGRect] {
            let result = layout(view)
            return ["a", "b", "c", "d"].map { result.frame($0) }
        }
        let expected = cells(
            Grid(alignment: .topLeading, horizontalSpacing: 2) {
                GridRow { Box(30, 10).id("a"); Box(10, 40).id("b") }
                GridRow { Box(20, 20).id("c"); Box(50, 5).id("d") }
            })
        #expect(expected[3] == CGRect(x: 32, y: 48, width: 50, height: 5))
        let asLayout = cells(
            GridLayout(alignment: .topLeading, horizontalSpacing: 2) {
                GridRow { Box(30, 10).id("a"); Box(10, 40).id("b") }
                GridRow { Box(20, 20).id("c"); Box(50, 5).id("d") }
            })
        #expect(asLayout == expected)
        let erased = cells(
            AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: 2)) {
                GridRow { Box(30, 10).id("a"); Box(10, 40).id("b") }
                GridRow { Box(20, 20).id("c"); Box(50, 5).id("d") }
            })
        #expect(erased == expected)
    }

    @Test func gridRowOutsideAGridIsAGroup() {
        let result = layout(HStack(spacing: 0) { GridRow { Box(10, 10); Box(10, 10).id("b") } })
        #expect(result.size == CGSize(width: 20, height: 10))
        #expect(result.frame("b").minX == 10)
    }

    @Test func nonPositiveColumnCountIsClampedWithADiagnostic() {
        let result = layout(
            Grid {
                GridRow { Box(10, 10).gridCellColumns(0).id("a"); Box(10, 10).gridCellColumns(-3).id("b") }
            })
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frame("b") == CGRect(x: 18, y: 0, width: 10, height: 10))
        let reports = result.diagnostics(.invalidValue)
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.view == "Grid" })
    }

    @Test func tooManyColumnsOutsideARowAreClampedWithADiagnostic() {
        let result = layout(
            Grid {
                GridRow { Box(10, 10); Box(10, 10) }
                Box(28, 10).gridCellColumns(5).id("s")
            })
        #expect(result.size.width == 28)
        #expect(result.required("s").attributes.contains("row 1 cols 0-1"))
        #expect(result.diagnostics(.invalidValue).count == 1)
    }

    @Test func hugeSpansDoNotTrap() {
        let result = layout(
            Grid { GridRow { Box(10, 10).gridCellColumns(.max).id("a"); Box(10, 10).gridCellColumns(.max) } }, width: nil)
        #expect(result.diagnostics(.invalidValue).count == 1)
        #expect(result.frame("a").minY == 0)
    }

    @Test func nonFiniteSpacingAndAnchorAreReplaced() {
        let result = layout(
            Grid(horizontalSpacing: .infinity, verticalSpacing: .nan) {
                GridRow { Box(10, 30); Box(10, 10).gridCellAnchor(UnitPoint(x: .nan, y: 0)).id("a") }
                GridRow { Box(10, 10).id("c") }
            })
        #expect(result.frame("a") == CGRect(x: 18, y: 10, width: 10, height: 10))
        #expect(result.frame("c").minY == 38)
        #expect(result.diagnostics(.invalidValue).count == 3)
    }
}

@Suite struct GridRobustnessTests {
    private var sample: some View {
        Grid(alignment: .leadingLastTextBaseline) {
            GridRow {
                smallText("Hello world")
                Color.red.gridCellAnchor(.bottomTrailing)
                Box(10, 10).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow(alignment: .firstTextBaseline) {
                Color.blue.gridCellColumns(2)
                Spacer()
            }
            GridRow { Color.green.gridCellUnsizedAxes([.horizontal, .vertical]); Rectangle(); smallText("x") }
        }
    }

    @Test(arguments: [
        ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: .infinity, height: .infinity),
        ProposedViewSize(width: .infinity, height: nil), ProposedViewSize(width: nil, height: .infinity),
        ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: -1, height: .nan), .unspecified,
        ProposedViewSize(width: 300, height: 200),
    ])
    func weirdProposalsGiveNoNaN(proposal: ProposedViewSize) {
        let result = layout(sample, proposal: proposal)
        for node in result.root.allNodes {
            let f = node.frame
            let ok = !f.minX.isNaN && !f.minY.isNaN && !f.width.isNaN && !f.height.isNaN && f.width >= 0 && f.height >= 0
            #expect(ok, "bad frame \(f) for \(node.kind) in:\n\(result.dump())")
        }
        #expect(!result.size.width.isNaN && !result.size.height.isNaN)
    }
}

/// A grid's probe for the least a column takes (Design §12.3 rule 1, proposed width 0) asks a
/// Text for its widest cluster, as a stack's does (Design §4 step 2), instead of laying it out a
/// line per grapheme; the layout is the same either way.
@Suite struct GridLeastWidthProbeTests {
    /// The text engine, recording the widths Text is measured at; with `shortcut` false it has
    /// no minimum-width query, so the core measures at width 0.
    final class ProbeRecorder: TextMeasuring, Sendable {
        let base = TextEngineMeasurer(engine: .shared)
        let shortcut: Bool
        private let widths = Locked<[String: [CGFloat?]]>([:])

        init(shortcut: Bool) { self.shortcut = shortcut }

        func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
            widths.withLock { $0[text.string, default: []].append(proposal.width) }
            return base.measure(text, proposal: proposal, style: style, displayScale: displayScale)
        }

        func minimumWidth(_ text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) -> CGFloat? {
            shortcut ? base.minimumWidth(text, style: style, displayScale: displayScale) : nil
        }

        /// The strings measured at width 0.
        var measuredAtZero: Set<String> { Set(widths.withLock { $0 }.filter { $0.value.contains(0) }.keys) }
        var measured: Set<String> { Set(widths.withLock { $0 }.keys) }
    }

    /// Labels and fields as a settings form lays them out: the fields padded, flexible, one
    /// outlined; one label with an explicit trailing guide, which only its dimensions can answer.
    struct Form: View {
        var body: some View {
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Name").gridColumnAlignment(.trailing)
                    Text("Ada Lovelace").padding(6).frame(maxWidth: .infinity, alignment: .leading)
                }
                GridRow {
                    Text("Email address")
                    Text("ada@analytical.engine").padding(6).frame(maxWidth: .infinity, alignment: .leading)
                        .background(RoundedRectangle(cornerRadius: 6).stroke(.gray))
                }
                GridRow {
                    Text("Moved").alignmentGuide(.trailing) { $0.width - 4 }
                    Text("Curious").padding(6).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }

    @Test func textsAnswerTheProbeWithoutBreakingLines() {
        let fast = ProbeRecorder(shortcut: true), slow = ProbeRecorder(shortcut: false)
        let proposal = ProposedViewSize(width: 320, height: nil)
        let quick = LayoutEngine(textMeasurer: fast).layout(Form(), proposal: proposal)
        let measured = LayoutEngine(textMeasurer: slow).layout(Form(), proposal: proposal)
        // Without the query every Text is measured at width 0; with it only the one whose
        // column guide is explicit.
        #expect(slow.measuredAtZero == ["Name", "Ada Lovelace", "Email address", "ada@analytical.engine", "Moved", "Curious"])
        #expect(fast.measuredAtZero == ["Moved"])
        #expect(fast.measured == slow.measured)
        #expect(quick.root.allNodes.count > 10)
        #expect(quick.dump() == measured.dump())
    }
}
