import CLibPQ

/// The arguments of one statement in libpq's form: a type OID, a format and bytes per parameter.
///
/// The types are chosen so that every `SQLValue` reaches the server exactly:
/// - integers are binary `int4` (4 bytes, big-endian) when they fit in 32 bits and binary `int8`
///   otherwise: functions that want an `integer` (`substr`, `lag`, `repeat`) find it, a recursive
///   CTE's `VALUES ($1)` is an integer, `int4` meets `bigint` columns through PostgreSQL's
///   cross-type operators (indexes still apply), and no `Int64` is cut. The server casts them to
///   narrower columns with a range check, never a wrap;
/// - reals are `float8` in binary (the IEEE bits): `-0.0`, NaN and the infinities arrive as they are,
///   with no decimal text in between;
/// - blobs are `bytea` in binary (the bytes themselves);
/// - text is sent as text with the type left `unknown`, so the server reads it as whatever the
///   parameter's place needs (`text`, `varchar`, `timestamp`, `uuid`, `numeric`, `json`): Quarry
///   stores dates, UUIDs and decimals as text, and they land in typed columns unchanged. Text with
///   NUL, which PostgreSQL text cannot hold, is refused before sending;
/// - `NULL` has no bytes and an unspecified type;
/// - an integer the caller marks as a Swift `Bool` (``PostgresPreparedStatement/bind(_:at:)``) is
///   binary `bool`, which a `boolean` column or condition takes where it refuses an integer.
///
/// The buffers are kept by the connection and reused, so a call allocates nothing once warm.
struct PostgresParameters {
    var types: [Oid] = []
    var formats: [Int32] = []
    var lengths: [Int32] = []
    /// Offsets into ``bytes``, -1 for NULL.
    var offsets: [Int] = []
    var bytes: [UInt8] = []
    var pointers: [UnsafePointer<CChar>?] = []

    var count: Int { types.count }

    /// Fills the buffers with `arguments`; text with NUL is an error naming the parameter.
    /// `booleans[i]` true sends argument `i`, an integer 1 or 0, as a `bool`.
    mutating func fill(_ arguments: [SQLValue], sql: String, booleans: [Bool] = []) throws(PostgresError) {
        types.removeAll(keepingCapacity: true)
        formats.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        guard arguments.count <= Int(UInt16.max) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.programLimitExceeded,
                message: "\(arguments.count) parameters; the protocol carries at most 65535", sql: sql)
        }
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case .null:
                append(type: PostgresTypeOID.unspecified, format: 0, length: 0, offset: -1)
            case .integer(let value) where index < booleans.count && booleans[index]:
                let offset = bytes.count
                bytes.append(value != 0 ? 1 : 0)
                append(type: PostgresTypeOID.bool, format: 1, length: 1, offset: offset)
            case .integer(let value):
                if let narrow = Int32(exactly: value) {
                    appendBinary(type: PostgresTypeOID.int4, bigEndian: UInt32(bitPattern: narrow))
                } else {
                    appendBinary(type: PostgresTypeOID.int8, bigEndian: UInt64(bitPattern: value))
                }
            case .real(let value):
                appendBinary(type: PostgresTypeOID.float8, bigEndian: value.bitPattern)
            case .text(let value):
                guard !value.utf8.contains(0) else {
                    throw PostgresError(
                        sqlState: PostgresError.SQLState.characterNotInRepertoire,
                        message:
                            "parameter $\(index + 1) is text holding a NUL character, which PostgreSQL text cannot hold",
                        sql: sql)
                }
                // Text goes in text format, which libpq reads up to the terminating NUL.
                let offset = bytes.count
                bytes.append(contentsOf: value.utf8)
                bytes.append(0)
                append(
                    type: PostgresTypeOID.unspecified, format: 0, length: Int32(bytes.count - offset - 1),
                    offset: offset)
            case .blob(let value):
                guard value.count <= Int(Int32.max) else {
                    throw PostgresError(
                        sqlState: PostgresError.SQLState.programLimitExceeded,
                        message:
                            "parameter $\(index + 1) is a blob of \(value.count) bytes, beyond libpq's 2 GiB",
                        sql: sql)
                }
                let offset = bytes.count
                bytes.append(contentsOf: value)
                append(type: PostgresTypeOID.bytea, format: 1, length: Int32(value.count), offset: offset)
            }
        }
        // An empty blob needs a pointer that is not NULL (NULL means SQL NULL), so the buffer
        // always has an address.
        if bytes.isEmpty { bytes.append(0) }
    }

    private mutating func appendBinary<Bits: FixedWidthInteger & UnsignedInteger>(
        type: Oid, bigEndian value: Bits
    ) {
        let offset = bytes.count
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
        append(type: type, format: 1, length: Int32(MemoryLayout<Bits>.size), offset: offset)
    }

    private mutating func append(type: Oid, format: Int32, length: Int32, offset: Int) {
        types.append(type)
        formats.append(format)
        lengths.append(length)
        offsets.append(offset)
    }

    /// Lends libpq's four arrays (values, lengths, formats; types separately) for one call.
    mutating func withArrays<Result>(
        _ body: (
            _ values: UnsafePointer<UnsafePointer<CChar>?>?, _ lengths: UnsafePointer<Int32>?,
            _ formats: UnsafePointer<Int32>?
        ) throws(PostgresError) -> Result
    ) throws(PostgresError) -> Result {
        let offsets = self.offsets
        let lengths = self.lengths
        let formats = self.formats
        var pointers = self.pointers
        pointers.removeAll(keepingCapacity: true)
        defer { self.pointers = pointers }
        return try bytes.withUnsafeBufferPointer { buffer throws(PostgresError) -> Result in
            // `fill` leaves at least one byte, so only an unfilled (empty) list has no address.
            guard let address = buffer.baseAddress else { return try body(nil, nil, nil) }
            let base = UnsafeRawPointer(address).assumingMemoryBound(to: CChar.self)
            for offset in offsets {
                pointers.append(offset < 0 ? nil : base + offset)
            }
            return try pointers.withUnsafeBufferPointer { values throws(PostgresError) -> Result in
                try lengths.withUnsafeBufferPointer { lengths throws(PostgresError) -> Result in
                    try formats.withUnsafeBufferPointer { formats throws(PostgresError) -> Result in
                        try body(values.baseAddress, lengths.baseAddress, formats.baseAddress)
                    }
                }
            }
        }
    }
}
