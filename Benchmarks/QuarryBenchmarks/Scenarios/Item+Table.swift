import QuarrySQLite

/// The insert scenarios' table on either side: made empty before a run, summed after it. The
/// insert, record insert and pool write scenarios all check their result this way.
extension Item {
    static func recreateTable(in db: RawDatabase) throws {
        try db.execute("DROP TABLE IF EXISTS item")
        try db.execute(createTable)
    }

    static func recreateTable(in db: Database) throws {
        try db.execute(SQLFragment(unsafeSQL: "DROP TABLE IF EXISTS item"))
        try db.execute(SQLFragment(unsafeSQL: createTable))
    }

    static func contentChecksum(of db: RawDatabase) throws -> UInt64 {
        UInt64(bitPattern: try db.integer(contentChecksumSQL))
    }

    static func contentChecksum(of db: Database) throws -> UInt64 {
        UInt64(bitPattern: try db.fetchValue(SQLFragment(unsafeSQL: contentChecksumSQL), as: Int64.self) ?? 0)
    }
}
