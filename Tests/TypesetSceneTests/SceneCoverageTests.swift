// Every view type and modifier of the scene format builds the same tree as the Swift DSL
// (compared through the canonical dump, which shows kinds, attributes, frames and guides).
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneCoverageTests {
    @Test func everyModifierMatchesTheSwiftDSL() throws {
        let json = """
        { "format": "typeset-scene/1", "proposal": { "width": 360, "height": 600 },
          "view": { "type": "VStack", "children": [
            { "type": "Text", "text": "Fit me", "modifiers": [ { "fixedSize": { "horizontal": true, "vertical": false } },
                { "aspectRatio": { "ratio": 2, "contentMode": "fill" } }, { "layoutPriority": 2 } ] },
            { "type": "Ellipse", "fill": "mint", "modifiers": [ { "aspectRatio": { "ratio": { "width": 3, "height": 1 } } },
                { "position": { "x": 40, "y": 10 } }, { "frame": { "height": 20 } } ] },
            { "type": "Circle", "fill": "#33669980", "modifiers": [ { "frame": { "width": 30, "height": 30 } },
                { "overlay": { "alignment": "bottom", "content": { "type": "Capsule", "fill": "yellow" } } },
                { "background": { "alignment": "topLeading", "content": { "type": "Color", "color": "pink" } } },
                { "opacity": 0.5 }, { "foregroundColor": "indigo" }, { "fixedSize": true } ] },
            { "type": "Text", "segments": [ { "text": "Up", "baselineOffset": 4, "font": { "size": 12, "design": "serif" } },
                                            { "text": " and ", "tracking": 1 }, { "text": "mono", "font": { "size": 14, "design": "monospaced" }, "kerning": 0.5 } ],
              "modifiers": [ { "lineSpacing": 3 }, { "minimumScaleFactor": 0.5 }, { "kerning": 0.2 }, { "tracking": 0.1 },
                             { "lineLimit": { "limit": 2, "reservesSpace": true } }, { "font": { "style": "caption", "weight": 700 } } ] },
            { "type": "ZStackLayout", "alignment": { "horizontal": "trailing", "vertical": "lastTextBaseline" }, "children": [
                { "type": "Image", "name": "logo", "size": { "width": 40, "height": 20 } },
                { "type": "Text", "text": "Z", "font": { "family": "DejaVu Serif", "size": 20 }, "italic": true } ] },
            { "type": "GridLayout", "horizontalSpacing": 4, "children": [
                { "type": "GridRow", "children": [ { "type": "Rectangle", "stroke": "black", "lineWidth": 2 }, { "type": "EmptyView" } ] } ],
              "modifiers": [ { "frame": { "height": 20 } } ] },
            { "type": "HStack", "spacing": 0, "children": [
                { "type": "RoundedRectangle", "cornerSize": { "width": 4, "height": 8 }, "fill": "teal" },
                { "type": "Spacer" },
                { "type": "VStackLayout", "alignment": "trailing", "spacing": 2, "children": [
                    { "type": "Divider" }, { "type": "Text", "text": "x", "fontWeight": "light" } ] } ],
              "modifiers": [ { "padding": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } },
                             { "environment": { "displayScale": 2, "layoutDirection": "rightToLeft" } } ] },
            { "type": "ViewThatFits", "axes": ["vertical"], "children": [
                { "type": "Text", "text": "tall", "modifiers": [ { "frame": { "height": 900 } } ] }, { "type": "Text", "text": "short" } ] },
            { "type": "Group", "children": [ { "type": "Text", "text": "g1", "id": 7 }, { "type": "Text", "text": "g2",
                "modifiers": [ { "offset": { "y": 2 } }, { "multilineTextAlignment": "trailing" }, { "truncationMode": "head" }, { "lineLimit": null } ] } ] }
          ] } }
        """
        let swift = VStack {
            Text("Fit me").fixedSize(horizontal: true, vertical: false).aspectRatio(2, contentMode: .fill).layoutPriority(2)
            Ellipse().fill(.mint).aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit).position(x: 40, y: 10).frame(height: 20)
            Circle().fill(Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255, opacity: 0x80 / 255))
                .frame(width: 30, height: 30)
                .overlay(alignment: .bottom) { Capsule().fill(.yellow) }
                .background(alignment: .topLeading) { Color.pink }
                .opacity(0.5).foregroundColor(.indigo).fixedSize()
            (Text("Up").font(.system(size: 12, design: .serif)).baselineOffset(4) + Text(" and ").tracking(1)
                + Text("mono").font(.system(size: 14, design: .monospaced)).kerning(0.5))
                .lineSpacing(3).minimumScaleFactor(0.5).kerning(0.2).tracking(0.1).lineLimit(2, reservesSpace: true)
                .font(.system(.caption).weight(Font.Weight(cssWeight: 700)))
            ZStackLayout(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) {
                Image("logo", size: CGSize(width: 40, height: 20))
                Text("Z").font(.custom("DejaVu Serif", size: 20)).italic()
            }
            GridLayout(horizontalSpacing: 4) {
                GridRow { Rectangle().stroke(.black, lineWidth: 2); EmptyView() }
            }
            .frame(height: 20)
            HStack(spacing: 0) {
                RoundedRectangle(cornerSize: CGSize(width: 4, height: 8)).fill(.teal)
                Spacer()
                VStackLayout(alignment: .trailing, spacing: 2) { Divider(); Text("x").fontWeight(.light) }
            }
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .environment(\.displayScale, 2).environment(\.layoutDirection, .rightToLeft)
            ViewThatFits(in: .vertical) { Text("tall").frame(height: 900); Text("short") }
            Group {
                Text("g1").id(7)
                Text("g2").offset(y: 2).multilineTextAlignment(.trailing).truncationMode(.head).lineLimit(nil)
            }
        }
        let proposal = ProposedViewSize(width: 360, height: 600)
        let fromScene = try Scene(data: Data(json.utf8)).layout()
        let fromSwift = LayoutEngine().layout(swift, proposal: proposal)
        #expect(fromScene.dump() == fromSwift.dump())
        #expect(fromScene.node(7) != nil)
    }
}
