// The fuzzing loop: libFuzzer's driver with a Swift closure as the target.
import CLibFuzzer
import Foundation

/// Runs libFuzzer with the process's arguments and `target` as the function under test, then
/// exits with libFuzzer's status. `target` gets the input's bytes and count and returns 0.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
