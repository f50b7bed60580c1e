import Foundation
import SnapshotTesting
import Testing
import Typeset
import TypesetSnapshotTesting

/// A row of two boxes (no text, so no font or text-library version changes it).
private func boxes(_ color: Color = .blue, gap: CGFloat = 8) -> LayoutResult {
    LayoutEngine().layout(
        HStack(spacing: gap) {
            color.frame(width: 40, height: 20).id("a")
            Color.gray.frame(width: 20, height: 30).id("b")
        },
        proposal: .unspecified)
}

/// A fresh directory for snapshots recorded by one test.
private func snapshotDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

@Suite struct SnapshotStrategyTests {
    /// Records into a new directory (which fails, as the library does, so recording never
    /// passes by accident), then compares the same value (passes) and a changed one (fails).
    private func recordThenCompare<Format>(
        _ strategy: Snapshotting<LayoutResult, Format>, extension pathExtension: String, changed: LayoutResult,
        testName: String = #function
    ) throws -> String? {
        let directory = try snapshotDirectory()
        let recorded = verifySnapshot(of: boxes(), as: strategy, named: "row", record: .missing, snapshotDirectory: directory, testName: testName)
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix(".row.\(pathExtension)") == true)
        #expect(verifySnapshot(of: boxes(), as: strategy, named: "row", record: .never, snapshotDirectory: directory, testName: testName) == nil)
        let failure = verifySnapshot(of: changed, as: strategy, named: "row", record: .never, snapshotDirectory: directory, testName: testName)
        return failure
    }

    @Test func layoutDump() throws {
        let failure = try recordThenCompare(.layoutDump, extension: "txt", changed: boxes(gap: 10))
        // Design §4: a gap of 10 instead of 8 moves the second box from x 48 to x 50.
        // The diff marks removed lines with "−" (U+2212) and keeps the first box as context.
        #expect(failure?.contains("├─ Frame #a [width: 40, height: 20, alignment: center/center] (0, 5, 40 × 20)") == true)
        #expect(failure?.contains("−├─ Frame #a") == false)
        #expect(failure?.contains("−└─ Frame #b [width: 20, height: 30, alignment: center/center] (48, 0, 20 × 30)") == true)
        #expect(failure?.contains("+└─ Frame #b [width: 20, height: 30, alignment: center/center] (50, 0, 20 × 30)") == true)
    }

    @Test func layoutJSON() throws {
        let failure = try recordThenCompare(.layoutJSON, extension: "json", changed: boxes(gap: 10))
        #expect(failure?.contains("@@") == true)
        #expect(failure?.contains("\"frame\": [50, 0, 20, 30]") == true)
    }

    @Test func image() throws {
        // The first box turns from blue to red: 40 × 20 points, 80 × 40 pixels at scale 2.
        let failure = try recordThenCompare(.image(scale: 2), extension: "png", changed: boxes(.red))
        #expect(failure?.contains("3200 of 8160 pixels differ (39.22 %) by more than 0") == true)
        let directory = try snapshotDirectory()
        _ = verifySnapshot(of: boxes(), as: .image(scale: 2), named: "row", record: .all, snapshotDirectory: directory)
        // Enough tolerance lets the change through: every pixel, or the share that changed.
        #expect(verifySnapshot(of: boxes(.red), as: .image(scale: 2, channelTolerance: 255), named: "row", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: boxes(.red), as: .image(scale: 2, precision: 0.5), named: "row", record: .never, snapshotDirectory: directory) == nil)
        let resized = verifySnapshot(of: boxes(gap: 10), as: .image(scale: 2), named: "row", record: .never, snapshotDirectory: directory)
        #expect(resized?.contains("the picture is 140 × 60 pixels; the reference is 136 × 60") == true)
    }

    @Test func imageWithGuides() throws {
        // The guide overlay adds frames, ids and a legend: a different picture of the same layout.
        let directory = try snapshotDirectory()
        _ = verifySnapshot(of: boxes(), as: .image(scale: 1, guides: true), named: "row", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: boxes(), as: .image(scale: 1, guides: true), named: "row", record: .never, snapshotDirectory: directory) == nil)
        let plain = verifySnapshot(of: boxes(), as: .image(scale: 1), named: "row", record: .never, snapshotDirectory: directory)
        #expect(plain != nil)
    }

    /// The way the library's users write it: a reference committed under `__Snapshots__` next
    /// to this file, compared on every run (a missing one is recorded and the test fails).
    @Test func committedReference() {
        assertSnapshot(of: boxes(), as: .layoutDump, named: "boxes")
    }
}
