// On Linux the app's screens are laid out with Typeset and audited; on Apple platforms this
// file compiles to nothing (use previews and snapshot tests there).
#if canImport(TypesetTesting)
@testable import Bookshelf
import SwiftUI
import Testing
import TypesetTesting

/// The app's models with the sample books, as `BookshelfApp` makes them.
@MainActor
struct Fixture {
    let library = LibraryStore(books: Book.samples)
    let goal = ReadingGoal()

    func screen<V: View>(_ view: V) -> some View {
        view.environmentObject(library).environment(goal)
    }

    func layout<V: View>(_ view: V, on device: Device = .iPhone15) -> LayoutResult {
        LayoutEngine().layout(screen(view), on: device)
    }
}

/// The strings of the Texts in `result`, in tree order.
func texts(_ result: LayoutResult) -> [String] {
    result.root.allNodes.compactMap { $0.text?.string }
}

@MainActor
@Suite struct BookshelfScreenTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone16ProMax, .iPadAir11])
    func libraryPassesTheAudit(device: Device) {
        let fixture = Fixture()
        let result = fixture.layout(ContentView(), on: device)
        let shown = texts(result)
        #expect(shown.contains("Bookshelf"))
        #expect(Book.samples.allSatisfy { shown.contains($0.title) })
        #expect(shown.contains("Reading") && shown.contains("To read") && shown.contains("Finished"))
        assertNoAuditFindings(result, AuditOptions(displayScale: device.displayScale))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    // Every `#Preview` of the app is registered and passes the audit, laid out as the canvas
    // lays it out (the screen, the ideal size, a fixed size).
    @Test func everyPreviewPassesTheAudit() {
        let previews = Preview.registered.filter { $0.fileID.hasPrefix("Bookshelf/") }
        #expect(previews.map(\.fileID) == [
            "Bookshelf/BookRow.swift", "Bookshelf/ContentView.swift", "Bookshelf/GoalSettingsForm.swift",
            "Bookshelf/ReadingProgressBar.swift",
        ])
        for preview in previews {
            let result = LayoutEngine().layout(preview, on: .iPhone15)
            #expect(!result.root.allNodes.isEmpty)
            assertNoAuditFindings(result, AuditOptions(displayScale: 3))
            #expect(result.diagnostics.isEmpty, "\(preview.fileID): \(result.diagnostics)")
        }
        #expect(previews.map(\.displayName) == ["Reading", nil, "Goal", nil])
    }

    // A `@Published` change in the store shows in the next layout, and the search filters.
    @Test func storeChangesShowInTheNextLayout() {
        let fixture = Fixture()
        let sapiens = Book.samples[2]
        fixture.library.mark(sapiens, as: .finished)
        let finishedSection = fixture.library.books(in: .finished).map(\.title)
        #expect(finishedSection == ["Pride and Prejudice", "Sapiens"])
        fixture.library.query = "thinking"
        let shown = texts(fixture.layout(LibraryView()))
        #expect(shown.contains("Thinking, Fast and Slow"))
        #expect(!shown.contains("Sapiens"))
    }

    // `onReceive(library.$lastSync…)` delivers the sync date during layout; the note shows it.
    @Test func syncNoteComesThroughOnReceive() {
        let fixture = Fixture()
        #expect(texts(fixture.layout(LibraryView())).contains("Not synced yet"))
        NotificationCenter.default.post(name: .bookshelfDidSync, object: Date(timeIntervalSince1970: 1_700_000_000))
        let shown = texts(fixture.layout(LibraryView()))
        #expect(shown.contains { $0.hasPrefix("Synced ") })
        #expect(!shown.contains("Not synced yet"))
    }

    // The detail screen: the UIKit progress bar is a representable leaf as wide as its card.
    @Test func detailScreenLaysOutTheProgressBar() throws {
        let fixture = Fixture()
        let result = fixture.layout(NavigationStack { BookDetailView(book: Book.samples[1]) })
        let bars = result.root.allNodes.filter {
            $0.kind == .representable(RepresentableDescription(kind: .view, typeName: "ReadingProgressBar"))
        }
        let bar = try #require(bars.first)
        #expect(bars.count == 1)
        // The card is inset 16 from the screen (padding) and the bar 16 inside the card.
        #expect(bar.frame.width == Device.iPhone15.screenSize.width - 64)
        #expect(bar.frame.height == 6)
        assertNoAuditFindings(result, AuditOptions(displayScale: 3))
    }

    // The goal form at the text sizes most people use (HIG: xSmall to xxxLarge).
    @Test func goalFormPassesTheAuditAtEveryStandardTextSize() {
        let fixture = Fixture()
        let sizes = DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize }
        #expect(sizes.count == 7)
        assertNoAuditFindings(
            fixture.screen(GoalSettingsForm()), proposal: ProposedViewSize(width: 393, height: 852), atEvery: sizes)
    }

    // Actions that reach UIKit: the pasteboard and the application record what they were given.
    @Test func uiKitCallsAreRecorded() throws {
        UIPasteboard.general.string = Book.samples[0].isbn
        #expect(UIPasteboard.general.string == "9780141439518")
        let url = try #require(URL(string: "https://catalog.example.org"))
        UIApplication.shared.open(url)
        #expect(UIApplication.shared.openedURLs.contains(url))
    }

    // The networking client builds its requests and reads answers.
    @Test func catalogClientReadsAnswers() throws {
        let client = CatalogClient()
        let request = client.request(isbn: "9780141439518")
        #expect(request.url?.absoluteString == "https://catalog.example.org/api/v1/books/9780141439518")
        let answer = try JSONEncoder().encode(Book.samples[0])
        let ok = try #require(HTTPURLResponse(url: client.baseURL, statusCode: 200, httpVersion: nil, headerFields: nil))
        #expect(try client.book(from: answer, response: ok) == Book.samples[0])
        let gone = try #require(HTTPURLResponse(url: client.baseURL, statusCode: 410, httpVersion: nil, headerFields: nil))
        #expect(throws: CatalogClient.CatalogError.badStatus(410)) { try client.book(from: answer, response: gone) }
    }
}
#endif
