// expected-error: 'column' is borrowed and cannot be consumed
// A conformance is lent the column; it cannot move it anywhere that outlives the call.
import QuarrySQLite

struct Holder: ~Copyable {
    var column: ColumnValue
}

struct Kept: SQLColumnDecodable {
    static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Kept {
        let holder = Holder(column: column)
        _ = holder
        return Kept()
    }
}
