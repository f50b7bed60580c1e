import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`, for representables that wrap one. Its
/// intrinsic size is UIKit's: 20 × 20 points for the medium style, 37 × 37 for the large
/// (the values `UIActivityIndicatorView.intrinsicContentSize` reports on iOS 13 and later;
/// unverified on a device here, a documented choice). Animating is a state; nothing spins.
open class UIActivityIndicatorView: UIView {
    /// The spinner's size, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101
    }

    /// The style.
    open var style: Style
    /// The spinner's colour; nil is the system grey.
    open var color: UIColor!
    /// Whether the view hides itself when stopped (true, as UIKit's).
    open var hidesWhenStopped = true
    /// Whether the spinner is animating.
    public private(set) var isAnimating = false

    /// A stopped spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        isHidden = hidesWhenStopped
    }

    /// A stopped medium spinner in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts animating, showing the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating, hiding the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large: CGSize(width: 37, height: 37)
        case .medium: CGSize(width: 20, height: 20)
        }
    }
}
