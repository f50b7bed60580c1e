// On Apple platforms the products `SwiftUI`, `Combine` and `UIKit` of this package hold only this
// empty module. Apple's frameworks of those names are the real ones there; a module of the same
// name in the build folder would shadow them for every target of the build. The products exist
// so that an app's manifest naming them (only for Linux) loads on a Mac as well.
