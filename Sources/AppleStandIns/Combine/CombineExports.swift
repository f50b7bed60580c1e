// `import Combine` where Apple's Combine does not exist: OpenCombine (0.14.0) with its Dispatch
// and Foundation parts, under Apple's names. Typeset's `ObservableObject` and `@Published` are
// OpenCombine's too (Typeset re-exports OpenCombine), so an app sees one of each.
//
// What the Foundation and Dispatch parts add under Apple's names: `DispatchQueue`, `RunLoop` and
// `OperationQueue` as schedulers, `Timer.publish(every:tolerance:on:in:options:)`,
// `NotificationCenter.publisher(for:object:)`, `URLSession.dataTaskPublisher(for:)`, and
// `JSONEncoder`/`JSONDecoder` as `TopLevelEncoder`/`TopLevelDecoder`.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
import Dispatch
import Foundation

// OpenCombine declares those Apple names only when it cannot import a module named `Combine`
// (`#if !canImport(Combine)`). SwiftPM builds OpenCombine before this module, so in a normal
// build it never can. If OpenCombine were ever rebuilt while a stale `Combine.swiftmodule` lay in
// the build folder (a toolchain change without a clean build), the names would be missing and
// these lines would stop the build here: delete the `.build` folder and build again.
private func requireOpenCombinesAppleNames() {
    func schedule<S: Scheduler>(on scheduler: S) { scheduler.schedule {} }
    schedule(on: DispatchQueue.main)
    schedule(on: RunLoop.main)
    _ = Timer.publish(every: 1, on: .main, in: .common)
    _ = NotificationCenter.default.publisher(for: Notification.Name("Combine"))
}
