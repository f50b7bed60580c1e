// Swift Testing declares a cross-import overlay for UIKit (the toolchain's
// `Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`, which on Apple platforms
// adds image attachments). Once a module named `UIKit` exists on Linux, every file that sees both
// Testing and UIKit (a test importing SwiftUI) makes the compiler load `_Testing_UIKit`, which the
// Linux toolchain does not ship. This module is that overlay, and it is empty on purpose: there
// are no UIKit images to attach headlessly. The `UIKit` target depends on it so it is built
// wherever UIKit is.
