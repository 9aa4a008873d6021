import Foundation
import XCTest
@testable import ZabelKit

/// Issue 19's measure: what one 13×13 `view()` costs through the FFI from
/// Swift (the snapshot built in Rust, lowered, lifted into Swift values).
/// Printed, never asserted: a shared 2-core machine makes timings noisy, and
/// a threshold would fail on load, not on a regression.
final class ViewTimingTests: XCTestCase {
    func testA13x13ViewThroughTheFFIIsMeasured() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-timing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: false), seed: 7))
        // A position with marks: a piece picked, its targets marked.
        let picked = try XCTUnwrap(try session.view().board.cells.first { $0.mark == .choosable })
        _ = try session.tap(square: picked.name)
        let view = try session.view()
        XCTAssertEqual(Int(view.board.width) * Int(view.board.height), 169)
        XCTAssertTrue(view.board.cells.contains { $0.mark == .target })

        for _ in 0..<200 { _ = try session.view() }
        let rounds = 21, calls = 200
        var perCall: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { _ = try session.view() }
            let nanos = Double(DispatchTime.now().uptimeNanoseconds - start)
            perCall.append(nanos / Double(calls) / 1_000)
        }
        perCall.sort()
        let median = perCall[rounds / 2]
        #if DEBUG
        let swift = "debug"
        #else
        let swift = "release"
        #endif
        print(String(format: "swift: 13x13 view() through the FFI: median %.1f µs per call (%d rounds × %d calls; min %.1f, max %.1f; Swift %@ build)",
                     median, rounds, calls, perCall.first!, perCall.last!, swift))
        XCTAssertGreaterThan(median, 0)

        // Where it goes: the Swift half alone. The generated converter
        // writes the same GameView into a buffer (lower) and reads it back
        // (lift, what view() does with the core's answer); lift alone is
        // Swift's share of view(), the rest is Rust building and writing it.
        let lift = try Self.median(rounds: rounds) {
            let buffers = (0..<calls).map { _ in FfiConverterTypeGameView_lower(view) }
            let start = DispatchTime.now().uptimeNanoseconds
            for buffer in buffers { XCTAssertEqual(try FfiConverterTypeGameView_lift(buffer).board.cells.count, 169) }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls) / 1_000
        }
        let lower = try Self.median(rounds: rounds) {
            let start = DispatchTime.now().uptimeNanoseconds
            let buffers = (0..<calls).map { _ in FfiConverterTypeGameView_lower(view) }
            let nanos = Double(DispatchTime.now().uptimeNanoseconds - start)
            for buffer in buffers { _ = try FfiConverterTypeGameView_lift(buffer) }
            return nanos / Double(calls) / 1_000
        }
        let probe = FfiConverterTypeGameView_lower(view)
        let bytes = Int(probe.len)
        _ = try FfiConverterTypeGameView_lift(probe)
        print(String(format: "swift: of which lifting the GameView (%d bytes) into Swift: median %.1f µs; lowering it again: %.1f µs; so Rust's side ≈ %.1f µs (Swift %@ build)",
                     bytes, lift, lower, max(median - lift, 0), swift))
    }

    private static func median(rounds: Int, _ body: () throws -> Double) rethrows -> Double {
        var values: [Double] = []
        for _ in 0..<rounds { values.append(try body()) }
        return values.sorted()[rounds / 2]
    }
}
