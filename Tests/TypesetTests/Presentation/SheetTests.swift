import Foundation
import Testing
import Typeset

@Suite struct SheetTests {
    private static let maxDetent: CGFloat = 852 * 0.92 - 34

    private func sheet(_ detents: Set<PresentationDetent>, selection: PresentationDetent? = nil) -> some View {
        Color.clear.sheet(isPresented: .constant(true)) {
            if let selection {
                Text("Sheet").presentationDetents(detents, selection: .constant(selection))
            } else {
                Text("Sheet").presentationDetents(detents)
            }
        }
    }

    private func card(_ result: LayoutResult) throws -> LayoutNode {
        let sheet = try #require(Port.nodes(.container(.sheet), in: result.root).first)
        return try #require(Port.parts(.presentedContent, in: sheet).first)
    }

    // Apple, `fraction(_:)` and `height(_:)`: a share of the large detent, a height (clamped to
    // the large detent, as UIKit's detents are).
    @Test func fractionAndHeight() throws {
        #expect(Port.near(try card(Port.screen(sheet([.fraction(0.5)]))).frame.height, Self.maxDetent * 0.5 + 34))
        #expect(Port.near(try card(Port.screen(sheet([.height(2000)]))).frame.height, Self.maxDetent + 34))
        #expect(Port.near(try card(Port.screen(sheet([.height(120), .large], selection: .large))).frame.height, Self.maxDetent + 34))
    }

    // NaN and negative detents are reported with the sheet's path and ignored; with none left the
    // sheet is large; a selection that is not a detent is reported.
    @Test func oddDetentsAreReported() throws {
        let result = Port.screen(sheet([.fraction(.nan), .height(-10)]))
        #expect(result.diagnostics.contains { $0.message.contains("fraction nan") && $0.view.contains("Sheet") })
        #expect(result.diagnostics.contains { $0.message.contains("height -10") })
        #expect(result.diagnostics.contains { $0.message.contains("no usable presentation detent") })
        #expect(Port.near(try card(result).frame.height, Self.maxDetent + 34))
        let unknown = Port.screen(sheet([.medium], selection: .large))
        #expect(unknown.diagnostics.contains { $0.message.contains("not one of the sheet's detents") })
        #expect(Port.near(try card(unknown).frame.height, Self.maxDetent / 2 + 34))
        let corner = Port.screen(Color.clear.sheet(isPresented: .constant(true)) { Text("Sheet").presentationCornerRadius(-3) })
        #expect(corner.diagnostics.contains { $0.message.contains("corner radius -3") })
    }

    private struct NaNDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { .nan }
    }

    @Test func customDetentGivingNaNIsReported() throws {
        let result = Port.screen(sheet([.custom(NaNDetent.self), .medium]))
        #expect(result.diagnostics.contains { $0.message.contains("custom presentation detent NaNDetent") })
        #expect(Port.near(try card(result).frame.height, Self.maxDetent / 2 + 34))
    }

    // Apple, `presentationCompactAdaptation`: in compact height (a landscape iPhone) a sheet
    // covers the window unless it asks to stay a sheet; on an iPad a form sheet is centred.
    @Test func sizeClassesChangeThePresentation() throws {
        let landscape = Port.screen(sheet([.medium]), on: .iPhone15, .landscapeLeft)
        #expect(Port.nodes(.container(.fullScreenCover), in: landscape.root).count == 1)
        let kept = Port.screen(Color.clear.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationCompactAdaptation(.sheet)
        }, on: .iPhone15, .landscapeLeft)
        #expect(Port.nodes(.container(.sheet), in: kept.root).count == 1)
        let pad = Port.screen(sheet([.medium]), on: .iPadPro11)
        let form = try card(pad)
        #expect(form.frame.size == CGSize(width: 540, height: 620))
        #expect(Port.near(form.frame.midX, 417) && Port.near(form.frame.midY, 605))
    }

    // `presentationBackgroundInteraction(.enabled(upThrough: .medium))`: no dimming at medium.
    @Test func undimmedThroughADetent() throws {
        let view = Color.clear.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large]).presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
        let dimming = try #require(Port.parts(.dimming, in: Port.screen(view).root).first)
        #expect(dimming.frame.size == .zero)
    }

    // An alert shown from a sheet's content lies over the sheet (a later layer of the window).
    @Test func alertFromASheetIsOnTop() throws {
        let view = Color.clear.sheet(isPresented: .constant(true)) {
            Text("Sheet").alert("Saved", isPresented: .constant(true)) {}
        }
        let result = Port.screen(view)
        let order = result.root.allNodes.map(\.kind)
        let sheetIndex = try #require(order.firstIndex(of: .container(.sheet)))
        let alertIndex = try #require(order.firstIndex(of: .container(.alert)))
        #expect(sheetIndex < alertIndex)
    }

    // Outside a screen, the outermost NavigationStack is the window the sheet covers.
    @Test func navigationStackHostsWithoutADevice() throws {
        let view = NavigationStack {
            List { Text("Row").sheet(isPresented: .constant(true)) { Text("Sheet") } }.navigationTitle("Title")
        }
        let result = LayoutEngine().layout(view, proposal: portScreen)
        let card = try card(result)
        #expect(card.frame.width == 390)
        #expect(Port.near(card.frame.maxY, 844))
    }
}
