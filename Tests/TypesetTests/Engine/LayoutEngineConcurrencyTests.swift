import Foundation
import Testing
import Typeset

/// One `LayoutEngine` shared by concurrent tasks gives every task the same result as a serial
/// layout, and a result's guides can be read from another thread after layout.
@Suite struct LayoutEngineConcurrencyTests {
    struct Form: View {
        let seed: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<12) { row in
                    HStack(alignment: .firstTextBaseline) {
                        Text("Label \(row)").font(.headline).frame(width: 90, alignment: .trailing)
                        Text("Value \(row * seed) 世界 שלום مرحبا — a longer value that may wrap").id(row)
                    }
                }
            }
            .padding()
        }
    }

    @Test func concurrentLayoutsMatchSerialOnes() async {
        let engine = LayoutEngine()
        let widths: [CGFloat] = [200, 280, 390, 600]
        let serial = widths.map { engine.layout(Form(seed: 3), proposal: ProposedViewSize(width: $0, height: nil)).dump() }
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                for (index, width) in widths.enumerated() {
                    group.addTask {
                        (index, engine.layout(Form(seed: 3), proposal: ProposedViewSize(width: width, height: nil)).dump())
                    }
                }
            }
            var dumps: [(Int, String)] = []
            for await dump in group { dumps.append(dump) }
            return dumps
        }
        #expect(concurrent.count == 32)
        for (index, dump) in concurrent {
            #expect(dump == serial[index])
        }
    }

    // Screens on devices: tasks laying the same value out on several at once, each matching
    // the kept resolves of the others (environments compared by value, Design §0.4), get what a
    // serial layout on a fresh engine gives.
    @Test func concurrentScreensOnDevicesMatchSerialOnes() async {
        let screens: [(Device, InterfaceOrientation)] = [
            (.iPhone16Pro, .portrait), (.iPhone16Pro, .landscapeLeft), (.iPhone15, .portrait), (.iPhone15, .landscapeRight),
        ]
        let serial = screens.map { LayoutEngine().layout(Form(seed: 3), on: $0.0, orientation: $0.1).dump() }
        let engine = LayoutEngine()
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                for (index, (device, orientation)) in screens.enumerated() {
                    group.addTask { (index, engine.layout(Form(seed: 3), on: device, orientation: orientation).dump()) }
                }
            }
            var dumps: [(Int, String)] = []
            for await dump in group { dumps.append(dump) }
            return dumps
        }
        #expect(concurrent.count == 32)
        #expect(Set(serial).count == 4)
        for (index, dump) in concurrent {
            #expect(dump == serial[index])
        }
    }

    @Test func guidesCanBeReadFromAnotherTask() async throws {
        let result = LayoutEngine().layout(Form(seed: 5), proposal: ProposedViewSize(width: 390, height: nil))
        let node = try #require(result.node(7))
        let here = node.dimensions[.lastTextBaseline]
        let there = await Task.detached { node.dimensions[.lastTextBaseline] }.value
        #expect(here == there)
    }
}
