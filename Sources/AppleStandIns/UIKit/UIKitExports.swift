// `import UIKit` where Apple's UIKit does not exist: only the types SwiftUI view code touches
// (colours, images, fonts, the application, screen and device, feedback generators, the
// pasteboard, and `UIView` / `UIViewController` for representables), answered from the layout
// being evaluated. This is not a UIKit: nothing here draws, handles events or runs a run loop.
// UIKit brings Foundation along, as Apple's does.
@_exported import Foundation
import Typeset

/// The environment of the layout evaluating a body now, or the defaults outside a layout.
var layoutEnvironment: EnvironmentValues { currentBodyEnvironment ?? EnvironmentValues() }
