// The C peers (Benchmarks/Peers/peers.c: hb_shape floor, shape + ICU + greedy wrap floor, Pango),
// loaded into this process from the shared library Benchmarks/run compiles.

import Foundation

/// The peers' entry points and the corpus strings in the form C reads.
final class Peers {
    private typealias Open = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, Double) -> Int32
    private typealias Pass = @convention(c) (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<Int32>, Int32) -> Int64
    private typealias WidthPass =
        @convention(c) (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<Int32>, Int32, Double) -> Int64

    private typealias Spin = @convention(c) (UInt) -> UInt
    private typealias Pin = @convention(c) () -> Int32
    private typealias Unpin = @convention(c) () -> Void

    private let spin: Spin
    private let pin: Pin
    private let unpin: Unpin
    private let hbFloor: Pass
    private let wrapFloor: WidthPass
    private let pango: WidthPass

    /// Loads `library` and opens `fontFile` (floors) and `family` (Pango) at `size` px.
    init(library: String, fontFile: String, family: String, size: Double) {
        guard let handle = dlopen(library, RTLD_NOW) else {
            fail("cannot load \(library): \(String(cString: dlerror())) (Benchmarks/run builds it)")
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T {
            guard let pointer = dlsym(handle, name) else { fail("\(library) has no \(name)") }
            return unsafeBitCast(pointer, to: type)
        }
        let open = symbol("tp_open", as: Open.self)
        hbFloor = symbol("tp_hb_floor", as: Pass.self)
        wrapFloor = symbol("tp_wrap_floor", as: WidthPass.self)
        pango = symbol("tp_pango", as: WidthPass.self)
        spin = symbol("tp_spin", as: Spin.self)
        pin = symbol("tp_pin_to_current_cpu", as: Pin.self)
        unpin = symbol("tp_restore_affinity", as: Unpin.self)
        let status = open(fontFile, family, size)
        if status != 0 {
            fail("peers could not open \(family) (\(status)); is FONTCONFIG_FILE set to a fonts.conf listing Fonts/?")
        }
    }

    /// Strings as NUL-free UTF-8 buffers with pointers and lengths, alive as long as the value.
    final class CStrings {
        let pointers: [UnsafePointer<CChar>?]
        let lengths: [Int32]
        private let storage: UnsafeMutablePointer<CChar>

        init(_ strings: [String]) {
            let total = strings.reduce(0) { $0 + $1.utf8.count }
            let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, total))
            var pointers: [UnsafePointer<CChar>?] = []
            var lengths: [Int32] = []
            var offset = 0
            for string in strings {
                let bytes = Array(string.utf8)
                bytes.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: CChar.self) { chars in
                        (storage + offset).update(from: chars.baseAddress!, count: chars.count)
                    }
                }
                pointers.append(UnsafePointer(storage + offset))
                lengths.append(Int32(bytes.count))
                offset += bytes.count
            }
            self.pointers = pointers
            self.lengths = lengths
            self.storage = storage
        }

        deinit { storage.deallocate() }
    }

    /// One pass of the hb_shape floor; the sum of the advances.
    func shapeFloor(_ strings: CStrings) -> Int {
        Int(hbFloor(strings.pointers, strings.lengths, Int32(strings.lengths.count)))
    }

    /// One pass of the shape + break + wrap floor at `width`; the number of lines.
    func wrapFloor(_ strings: CStrings, width: Double) -> Int {
        Int(wrapFloor(strings.pointers, strings.lengths, Int32(strings.lengths.count), width))
    }

    /// How many times one thread's throughput a busy loop in C gets on every core at once: the
    /// parallelism the machine gives this process right now (the control for the parallel rows).
    func machineParallelism() -> (speedup: Double, cores: Int) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let spin = self.spin
        func run(threads: Int) -> Int {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in _ = spin(100_000_000) }
            return -1
        }
        let timings = measureInterleaved(passes: 3, [Scenario { run(threads: 1) }, Scenario { run(threads: cores) }])
        return (Double(cores) * ratio(timings[0], timings[1]), cores)
    }

    /// Runs `body` with the calling thread pinned to the CPU it is on; a child process started
    /// in `body` runs there too. Unpinned when the thread could not be pinned.
    func onThisCPU<T>(_ body: () -> T) -> T {
        let cpu = pin()
        defer { if cpu >= 0 { unpin() } }
        return body()
    }

    /// One pass of Pango at `width`; the number of lines (plus one per laid-out string).
    func pango(_ strings: CStrings, width: Double) -> Int {
        Int(pango(strings.pointers, strings.lengths, Int32(strings.lengths.count), width))
    }
}
