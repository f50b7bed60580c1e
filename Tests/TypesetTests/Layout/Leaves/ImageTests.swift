import Foundation
import Testing
@testable import Typeset

/// Image (Design §7): a fixed intrinsic size that ignores the proposal unless resizable.
@Suite struct ImageTests {
    @Test func fixedSizeIgnoresTheProposal() {
        let image = Image("i", size: CGSize(width: 40, height: 20))
        #expect(layout(image.id("i"), width: 10, height: 10).frame("i").size == CGSize(width: 40, height: 20))
        #expect(layout(image.id("i"), width: nil, height: nil).frame("i").size == CGSize(width: 40, height: 20))
    }

    @Test func resizableTakesTheProposalAndIsIdealAtItsSize() {
        let image = Image("i", size: CGSize(width: 40, height: 20)).resizable()
        #expect(layout(image.id("i"), width: 100, height: 10).frame("i").size == CGSize(width: 100, height: 10))
        #expect(layout(image.id("i"), width: nil, height: 10).frame("i").size == CGSize(width: 40, height: 10))
    }

    @Test func sizeFromAPNGHeader() throws {
        // Signature, IHDR length 13, "IHDR", width 3, height 2 (big-endian): the 24 bytes read.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("tiny.png")
        try Data(bytes).write(to: url)
        let result = layout(Image(contentsOf: url).id("i"), width: 100, height: 100)
        #expect(result.frame("i").size == CGSize(width: 3, height: 2))
        #expect(result.diagnostics.isEmpty)
        let resized = layout(Image(contentsOf: url).resizable().id("i"), width: 100, height: 100)
        #expect(resized.frame("i").size == CGSize(width: 100, height: 100))
    }

    @Test func unreadableOrInvalidFilesAreReportedAsZeroSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notPNG = directory.appendingPathComponent("text.png")
        try Data("not a png at all, not at all, no".utf8).write(to: notPNG)
        for url in [notPNG, directory.appendingPathComponent("missing.png")] {
            let result = layout(Image(contentsOf: url).id("i"), width: 100, height: 100)
            #expect(result.frame("i").size == .zero)
            #expect(result.diagnostics(.invalidValue).count == 1)
        }
    }

    @Test func invalidGivenSizeIsReported() {
        let result = layout(Image("i", size: CGSize(width: -4, height: CGFloat.nan)).id("i"))
        #expect(result.frame("i").size == .zero)
        #expect(result.diagnostics(.invalidValue).count == 1)
    }
}
