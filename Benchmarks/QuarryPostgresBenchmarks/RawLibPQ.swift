import CLibPQ
import Foundation

/// The baseline: libpq by hand, as a careful C programmer writes it. One prepared statement per
/// scenario, parameters in binary (`int8` as 8 big-endian bytes, `float8` as its bits), text
/// results read with `PQgetvalue`. One thread uses a connection at a time (the pool scenario gives
/// each of its threads its own).
final class RawLibPQ: @unchecked Sendable {
    let connection: OpaquePointer

    init(_ connectionString: String) {
        guard let connection = PQconnectdb(connectionString), PQstatus(connection) == CONNECTION_OK else {
            fatalError("raw libpq could not connect")
        }
        self.connection = connection
        run("SET extra_float_digits = 3")
    }

    deinit { PQfinish(connection) }

    /// Runs trusted set-up SQL; stops the benchmark on failure.
    func run(_ sql: String) {
        let result = PQexec(connection, sql)
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            fatalError("set-up failed: \(String(cString: PQerrorMessage(connection)))")
        }
    }

    func prepare(_ name: String, _ sql: String, types: [Oid]) {
        let result = PQprepare(connection, name, sql, Int32(types.count), types)
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_COMMAND_OK else {
            fatalError("prepare failed: \(String(cString: PQerrorMessage(connection)))")
        }
    }

    /// The lookup's SQL, sent unprepared by ``lookupUnprepared(_:)``.
    static let lookupSQL = "SELECT id, name, score FROM bench_people WHERE id = $1"

    /// One lookup by key: returns id + name length + score, the scenario's checksum part.
    func lookup(_ key: Int64) -> Int64 {
        lookup(key) { values, lengths, formats in
            PQexecPrepared(connection, "raw_lookup", 1, values, lengths, formats, 0)
        }
    }

    /// The same lookup with `PQexecParams` (parsed each time): what libpq code by hand sends
    /// through pgbouncer in transaction mode, where a named statement may not be on the next
    /// server session.
    func lookupUnprepared(_ key: Int64) -> Int64 {
        var types: [Oid] = [20]
        return lookup(key) { values, lengths, formats in
            PQexecParams(connection, Self.lookupSQL, 1, &types, values, lengths, formats, 0)
        }
    }

    private func lookup(
        _ key: Int64,
        _ send: (
            UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<Int32>, UnsafePointer<Int32>
        ) -> OpaquePointer?
    ) -> Int64 {
        var parameter = UInt64(bitPattern: key).bigEndian
        return withUnsafeBytes(of: &parameter) { bytes in
            let values: [UnsafePointer<CChar>?] = [bytes.baseAddress!.assumingMemoryBound(to: CChar.self)]
            let lengths: [Int32] = [8]
            let formats: [Int32] = [1]
            let result = send(values, lengths, formats)
            defer { PQclear(result) }
            guard PQresultStatus(result) == PGRES_TUPLES_OK, PQntuples(result) == 1 else {
                fatalError("lookup failed")
            }
            let id = strtoll(PQgetvalue(result, 0, 0), nil, 10)
            let name = String(cString: PQgetvalue(result, 0, 1))
            let score = strtod(PQgetvalue(result, 0, 2), nil)
            return id &+ Int64(name.utf8.count) &+ Int64(score)
        }
    }

    /// One insert of (id, name, score).
    func insert(id: Int64, name: String, score: Double) {
        var idBytes = UInt64(bitPattern: id).bigEndian
        var scoreBytes = score.bitPattern.bigEndian
        withUnsafeBytes(of: &idBytes) { idPointer in
            withUnsafeBytes(of: &scoreBytes) { scorePointer in
                name.withCString { namePointer in
                    var values: [UnsafePointer<CChar>?] = [
                        idPointer.baseAddress!.assumingMemoryBound(to: CChar.self), namePointer,
                        scorePointer.baseAddress!.assumingMemoryBound(to: CChar.self),
                    ]
                    var lengths: [Int32] = [8, 0, 8]
                    var formats: [Int32] = [1, 0, 1]
                    let result = PQexecPrepared(connection, "raw_insert", 3, &values, &lengths, &formats, 0)
                    defer { PQclear(result) }
                    guard PQresultStatus(result) == PGRES_COMMAND_OK else { fatalError("insert failed") }
                }
            }
        }
    }
}
