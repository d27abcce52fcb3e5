/// The growing bytes of the SQL a ``SQLRenderer`` writes.
///
/// A renderer appends a few bytes at a time, dozens of times per statement; `[UInt8]`'s
/// `append(contentsOf:)` went through the generic sequence-copying path for each piece and was a
/// quarter of a render. Here an append is a capacity check and a `memcpy`. The storage is a class
/// so that a renderer stays a small value; a renderer that is copied copies its bytes on its next
/// write (copy on write), so two renderers never share text.
final class SQLTextBuffer: @unchecked Sendable {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit { bytes.deallocate() }

    /// A buffer holding the same bytes, for a renderer that was copied.
    func copy() -> SQLTextBuffer {
        let copy = SQLTextBuffer(capacity: capacity)
        copy.bytes.update(from: bytes, count: count)
        copy.count = count
        return copy
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        bytes[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, source.count > 0 else { return }
        if count + source.count > capacity { grow(toHold: count + source.count) }
        (bytes + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: source.count)
        count += source.count
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: bytes, count: count)
        bytes.deallocate()
        bytes = grown
        capacity = newCapacity
    }

    /// The bytes as a `String` (they are UTF-8: every piece written is).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
