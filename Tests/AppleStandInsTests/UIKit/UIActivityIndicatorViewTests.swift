import SwiftUI
import Testing

/// A spinner wrapped as apps wrap one, answering its intrinsic size.
struct Spinner: UIViewRepresentable {
    var style: UIActivityIndicatorView.Style
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: style) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) { uiView.startAnimating() }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityIndicatorView, context: Context) -> CGSize? {
        uiView.intrinsicContentSize
    }
}

@Suite struct UIActivityIndicatorViewTests {
    // UIKit's sizes: medium 20 pt, large 37 pt (documented choice, see the type).
    @Test func stylesHaveUIKitsSizes() throws {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        let result = StandIns.layout(HStack { Spinner(style: .large).id("spinner"); Spacer() })
        #expect(try #require(result.node("spinner")).frame.size == CGSize(width: 37, height: 37))
    }

    // Stopped spinners hide themselves; animating shows them.
    @Test func animatingShowsTheSpinner() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }
}
