// Why a 13×13 view() costs ~1.5 ms from Swift on Linux when Kotlin takes
// ~150 µs from the same library: uniffi's Swift reader lifts records from a
// Foundation `Data` with one `Data.copyBytes` per integer and per string,
// and on Linux (swift-corelibs-foundation) each of those calls costs about
// a microsecond, optimised or not. This reads a buffer shaped like a 13×13
// GameView both ways: uniffi's reader, and a plain byte array.
// Run (in the chroot of tests/swift/toolchain.sh):
//   swiftc -O tests/swift/bench/lift.swift -o /tmp/lift && /tmp/lift
// Measured here (2 shared cores, load ~6): Data reader 1670 µs (-O) /
// 2670 µs (-Onone); byte array 20 µs (-O) / 410 µs (-Onone).
import Foundation
// uniffi's reader: a Data and an offset; every integer copied out with Data.copyBytes.
func readInt<T: FixedWidthInteger>(_ reader: inout (data: Data, offset: Data.Index)) -> T {
    let range = reader.offset..<reader.offset + MemoryLayout<T>.size
    precondition(reader.data.count >= range.upperBound)
    var value: T = 0
    let _ = withUnsafeMutableBytes(of: &value, { reader.data.copyBytes(to: $0, from: range) })
    reader.offset = range.upperBound
    return value.bigEndian
}
func readBytes(_ reader: inout (data: Data, offset: Data.Index), count: Int) -> [UInt8] {
    let range = reader.offset..<(reader.offset + count)
    var value = [UInt8](repeating: 0, count: count)
    value.withUnsafeMutableBufferPointer { buffer in reader.data.copyBytes(to: buffer, from: range) }
    reader.offset = range.upperBound
    return value
}
// The same reads from a plain byte array.
func readIntArray(_ bytes: [UInt8], _ offset: inout Int) -> Int32 {
    let v = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
    offset += 4
    return v.bigEndian
}
// A buffer shaped like a 13x13 GameView: 169 cells of 4 strings (len + 6 bytes) and 2 ints.
var buffer: [UInt8] = []
for _ in 0..<169 { for _ in 0..<4 { buffer += [0, 0, 0, 6] + Array("abcdef".utf8) }; buffer += [0, 0, 0, 1, 0, 0, 0, 2] }
let rounds = 200
func time(_ name: String, _ body: () -> Int) {
    var sink = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds { sink &+= body() }
    let us = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds) / 1000
    print(String(format: "%@: %.1f µs per view-sized read (%d bytes) [%d]", name, us, buffer.count, sink & 1))
}
time("Data + copyBytes (uniffi's reader)") {
    var reader = (data: Data(buffer), offset: 0)
    var n = 0
    for _ in 0..<169 {
        for _ in 0..<4 { let len: Int32 = readInt(&reader); n &+= String(decoding: readBytes(&reader, count: Int(len)), as: UTF8.self).utf8.count }
        let a: Int32 = readInt(&reader); let b: Int32 = readInt(&reader); n &+= Int(a + b)
    }
    return n
}
time("[UInt8] + loadUnaligned") {
    var offset = 0
    var n = 0
    for _ in 0..<169 {
        for _ in 0..<4 {
            let len = Int(readIntArray(buffer, &offset))
            n &+= String(decoding: buffer[offset..<offset + len], as: UTF8.self).utf8.count
            offset += len
        }
        n &+= Int(readIntArray(buffer, &offset) + readIntArray(buffer, &offset))
    }
    return n
}
