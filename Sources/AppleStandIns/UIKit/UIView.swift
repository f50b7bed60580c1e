import Foundation

/// A rectangle the platform draws, as UIKit's `UIView`: enough for the views that
/// `UIViewRepresentable` types make and configure (frame, colours, subviews, intrinsic size).
/// Nothing is drawn; in a layout the representable is a leaf of the size its `sizeThatFits`
/// answers, or of the proposal.
open class UIView {
    /// UIKit's "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor!
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// A number to find the view by.
    open var tag = 0
    /// Whether Auto Layout makes constraints from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// A view decoded from an archive: a zero frame (nothing is decoded).
    public required init?(coder: NSCoder) { frame = .zero }

    /// The frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The insets of the area no bar or screen edge covers: none for a view, the device's for a
    /// window.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The size the view's content needs; `noIntrinsicMetric` on both axes unless overridden.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`: the view's current size unless overridden, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out subviews: override point, nothing by default (as UIKit's without constraints).
    open func layoutSubviews() {}
    /// Lays out subviews now.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for a layout: done at once here.
    open func setNeedsLayout() { layoutSubviews() }
    /// Asks for a redraw: nothing is drawn headlessly.
    open func setNeedsDisplay() {}
}

/// A screen's controller, as UIKit's `UIViewController`: enough for the controllers that
/// `UIViewControllerRepresentable` types make (a view loaded on first access, children,
/// presentation recorded).
open class UIViewController {
    private var loadedView: UIView?
    /// The title shown in navigation.
    open var title: String?
    /// The size the controller prefers when presented in a container.
    open var preferredContentSize = CGSize.zero
    /// The child controllers.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?
    /// The controller this one presented (presentation is recorded, nothing is shown).
    public private(set) var presentedViewController: UIViewController?

    /// A controller with no nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// A controller with no nib.
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    /// A controller decoded from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {}

    /// The controller's view, loaded with `loadView()` and `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` unless overridden.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is loaded: override point.
    open func viewDidLoad() {}
    /// Appearance callbacks: override points (a layout never calls them).
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Adds `childController` as a child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called after moving to `parent`: override point.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before moving to `parent`: override point.
    open func willMove(toParent parent: UIViewController?) {}

    /// Records `viewControllerToPresent` as presented and calls `completion`; nothing is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }

    /// Forgets the presented controller and calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}
