import Foundation
import Testing
import Typeset
import TypesetCases

/// Every document case laid out on 8 tasks at once, with one shared engine and the shared
/// bundled fonts, gives exactly the single-threaded result (issue 10).
///
/// The default run does `defaultRounds` rounds; `TYPESET_CONCURRENCY_ROUNDS` sets another count
/// (`Scripts/tsan` and `Scripts/asan` run 100 under the sanitizers).
@Suite struct ConcurrencyTests {
    static let defaultRounds = 2
    static let tasks = 8

    static var rounds: Int {
        ProcessInfo.processInfo.environment["TYPESET_CONCURRENCY_ROUNDS"].flatMap(Int.init) ?? defaultRounds
    }

    @Test func documentCasesOnEightTasksMatchTheSingleThreadedLayout() async {
        let engine = LayoutEngine()
        let cases = ConformanceCases.all
        let serial = cases.map { $0.run(engine: engine).result.dump() }
        let rounds = Self.rounds
        let mismatches = await withTaskGroup(of: [String].self) { group in
            for task in 0 ..< Self.tasks {
                group.addTask {
                    var mismatches: [String] = []
                    for round in 0 ..< rounds {
                        // Each task walks the cases from its own starting point, so different
                        // cases (and fonts) meet in the shared caches.
                        for step in cases.indices {
                            let index = (step + task * cases.count / Self.tasks) % cases.count
                            let dump = cases[index].run(engine: engine).result.dump()
                            if dump != serial[index] { mismatches.append("task \(task), round \(round): \(cases[index].id)") }
                        }
                    }
                    return mismatches
                }
            }
            var all: [String] = []
            for await mismatches in group { all += mismatches }
            return all
        }
        #expect(mismatches.isEmpty, "results differing from the single-threaded layout: \(mismatches.prefix(20))")
    }
}
