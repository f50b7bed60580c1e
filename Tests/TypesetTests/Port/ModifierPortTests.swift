import Foundation
import Testing
import Typeset

@Suite struct ModifierPortTests {
    // `redacted(reason: .placeholder)`: the real text decides the size, so layout is unchanged
    // (Design §20.9); the result marks the redacted content and the part that is not.
    @Test func redactionChangesNoFrame() throws {
        let redacted = Port.layout(LoadingArticle())
        let plain = Port.layout(VStack(alignment: .leading) {
            Text("Loading headline").font(.headline)
            Text("This text stands for the article's summary until it loads.")
            Text("Loaded byline")
        })
        for string in ["Loading headline", "Loaded byline"] {
            #expect(try Port.text(string, in: redacted.root).frame == Port.text(string, in: plain.root).frame)
        }
        let mark = try #require(redacted.root.allNodes.first { $0.kind == .effect(.redacted) })
        #expect(Port.hasText("Loading headline", in: mark))
        let unmarked = try #require(redacted.root.allNodes.first { $0.kind == .effect(.unredacted) })
        #expect(Port.hasText("Loaded byline", in: unmarked))
    }

    // Text-input modifiers configure a keyboard Typeset does not lay out: no frame changes.
    @Test func textInputModifiersChangeNoFrame() throws {
        let result = Port.layout(SignInForm(), width: 390)
        let plain = Port.layout(Form {
            TextField("Email", text: .constant(""))
            TextField("Code", text: .constant(""))
        }, width: 390)
        #expect(Port.parts(.listRow, in: result.root).map(\.frame) == Port.parts(.listRow, in: plain.root).map(\.frame))
        #expect(!Port.parts(.listRow, in: result.root).isEmpty)
    }

    // Badges: a List row's at its trailing end in the secondary colour, before a link's chevron;
    // a tab item's in white on red (Apple, `badge(_:)`; sizes documented choices).
    @Test func rowAndTabBadges() throws {
        let result = Port.screen(BadgedInbox())
        let rows = Port.parts(.listRow, in: result.root)
        #expect(rows.count == 3)
        let recents = try Port.text("10", in: rows[0])
        #expect(Port.near(recents.frame.maxX, 393 - 20 - 20))
        // `.secondary` as a foreground style is iOS's `secondaryLabel`: (60, 60, 67) at 60 %.
        #expect(Port.same(recents.paint?.foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
        _ = try Port.text("New", in: rows[1])
        let groupsBadge = try Port.text("2", in: rows[2])
        let chevron = try #require(Port.parts(.disclosureIndicator, in: rows[2]).first)
        #expect(groupsBadge.frame.maxX < chevron.frame.minX)
        let tabBadge = try #require(Port.parts(.tabBadge, in: result.root).first)
        #expect(Port.hasText("3", in: tabBadge))
        #expect(tabBadge.allNodes.contains { $0.kind == .shape(.capsule) && $0.paint?.shapePaint.fill == .red })
        #expect(tabBadge.frame.height == 18)
    }

    // A ScrollViewReader lays out as its content; scrolling runs from actions, never headless.
    @Test func scrollViewReaderLaysOutItsContent() throws {
        let result = Port.layout(MessageLog(), width: 390)
        #expect(Port.parts(.listRow, in: result.root).count == 20)
        #expect(result.root.kind == .container(.list))
    }

    // `scenePadding()`: the default padding on iOS (16, documented choice); `background()`: the
    // system background behind the view, reaching under the safe area where the view touches its
    // edge (Design §20.2).
    @Test func scenePaddingAndPlainBackground() throws {
        let result = Port.screen(PaddedCard())
        let text = try Port.text("Card", in: result.root)
        let padding = try #require(result.root.allNodes.first { $0.kind == .padding(EdgeInsets(.all, 16)) })
        #expect(padding.frame.width == text.frame.width + 32)
        let white = try #require(result.root.allNodes.first { $0.paint?.shapePaint.fill == .white })
        #expect(Port.near(white.frame, padding.frame))
        let fullScreen = Port.screen(Text("Page").frame(maxWidth: .infinity, maxHeight: .infinity).background())
        let page = try #require(fullScreen.root.allNodes.first { $0.paint?.shapePaint.fill == .white })
        #expect(page.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
}
