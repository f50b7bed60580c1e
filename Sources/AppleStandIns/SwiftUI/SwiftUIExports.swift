// `import SwiftUI` where Apple's SwiftUI does not exist: Typeset, and what SwiftUI brings along
// on iOS — Foundation (with its networking, `URLSession`, which Linux keeps in
// FoundationNetworking), Observation, Combine and UIKit — so an app's view files build with
// their imports unchanged. Apps depend on this product only on Linux
// (`condition: .when(platforms: [.linux])`); Apple platforms keep Apple's SwiftUI, and the
// package declares this module only where Apple's frameworks do not exist.
@_exported import Typeset
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import Combine
@_exported import UIKit
