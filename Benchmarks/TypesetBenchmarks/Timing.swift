// Clock, medians and the pass runner shared by every scenario.

import Foundation

/// Nanoseconds on `clock`: monotonic, or a thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`).
func nanoseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Timed passes of one scenario, in ms, and whether every pass returned the same checksum.
struct Timings {
    var ms: [Double]
    var agree: Bool
    var medianMs: Double { median(ms) }
}

/// Runs `prepare(i)` untimed and then `pass(i)` timed, for i = 0 (warm-up, not kept) ...
/// `passes`. `pass` returns a checksum so the work cannot be optimised away; a negative first
/// checksum turns the agreement check off (passes that legitimately differ).
func measure(passes: Int, prepare: (Int) -> Void = { _ in }, _ pass: (Int) -> Int) -> Timings {
    prepare(0)
    let expected = pass(0)
    var times: [Double] = []
    var agree = true
    for index in 1...passes {
        prepare(index)
        let start = nanoseconds()
        let checksum = pass(index)
        times.append(Double(nanoseconds() - start) / 1e6)
        if expected >= 0, checksum != expected { agree = false }
    }
    return Timings(ms: times, agree: agree)
}

/// One scenario of an interleaved measurement: untimed preparation, then the timed pass (which
/// returns a checksum, as for ``measure(passes:prepare:_:)``).
struct Scenario {
    var prepare: () -> Void = {}
    var pass: () -> Int
    /// A pass that times itself (a peer in another process, whose own clock leaves out what
    /// crossing to it costs): its milliseconds stand for the pass's, and it has no checksum.
    var timedPass: (() -> Double)?

    init(prepare: @escaping () -> Void = {}, pass: @escaping () -> Int) {
        self.prepare = prepare
        self.pass = pass
    }

    /// A scenario whose pass returns its own time, in ms.
    init(timedBy timedPass: @escaping () -> Double) {
        pass = { -1 }
        self.timedPass = timedPass
    }
}

/// Runs `scenarios` in rounds: round 0 warms each up (not kept), then `passes` rounds each run
/// every scenario once, in order. Peers and Typeset measured in the same rounds see the same
/// machine load, so per-round ratios (``ratio(_:_:)``) stay stable on a busy machine.
///
/// With `blocks` of k, each scenario runs a block in each round instead of one pass: one untimed
/// pass, then k timed ones, whose median is the round's time. For a peer in another process,
/// whose pass leaves the caches holding its own memory: the first pass after it pays for that.
func measureInterleaved(passes: Int, blocks: Int = 0, _ scenarios: [Scenario]) -> [Timings] {
    var times = [[Double]](repeating: [], count: scenarios.count)
    var expected = [Int](repeating: 0, count: scenarios.count)
    var agree = [Bool](repeating: true, count: scenarios.count)
    /// One pass of `scenario`: its time in ms and its checksum.
    func run(_ scenario: Scenario) -> (ms: Double, checksum: Int) {
        scenario.prepare()
        if let timedPass = scenario.timedPass { return (timedPass(), -1) }
        let start = nanoseconds()
        let checksum = scenario.pass()
        return (Double(nanoseconds() - start) / 1e6, checksum)
    }
    for round in 0...passes {
        for (index, scenario) in scenarios.enumerated() {
            if blocks > 0 { _ = run(scenario) }  // the block's untimed pass
            let block = (0..<max(blocks, 1)).map { _ in run(scenario) }
            if round == 0 {
                expected[index] = block[0].checksum
                continue
            }
            times[index].append(median(block.map(\.ms)))
            if expected[index] >= 0, block.contains(where: { $0.checksum != expected[index] }) { agree[index] = false }
        }
    }
    return zip(times, agree).map { Timings(ms: $0, agree: $1) }
}

/// The median over rounds of `ours` / `theirs` (both from one ``measureInterleaved(passes:_:)``).
func ratio(_ ours: Timings, _ theirs: Timings) -> Double {
    median(zip(ours.ms, theirs.ms).map { $0 / $1 })
}

/// Prints `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("TypesetBenchmarks: \(message)\n".utf8))
    exit(2)
}
