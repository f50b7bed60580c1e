import SwiftUI
import UIKit

/// A thin UIKit progress bar: a track with a filled part.
final class ProgressBarView: UIView {
    private let fill = UIView()
    var progress: Double = 0 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemFill
        fill.backgroundColor = .systemBlue
        addSubview(fill)
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 6) }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * min(max(progress, 0), 1), height: bounds.height)
    }
}

/// The progress bar in SwiftUI: as wide as offered, as tall as the bar.
struct ReadingProgressBar: UIViewRepresentable {
    var progress: Double

    func makeUIView(context: Context) -> ProgressBarView { ProgressBarView(frame: .zero) }

    func updateUIView(_ uiView: ProgressBarView, context: Context) { uiView.progress = progress }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ProgressBarView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 200, height: uiView.intrinsicContentSize.height)
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 44)) {
    @Previewable @State var progress = 0.4
    ReadingProgressBar(progress: progress).padding()
}
