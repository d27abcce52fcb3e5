import QuarryPostgres

/// A table with one column per value kind, made per connection in its scratch schema.
enum ValueTable {
    static let table = Table("value_kinds")
    static let id = Column<Int64>("id", in: table)
    static let integer = Column<Int64?>("integer", in: table)
    static let real = Column<Double?>("real", in: table)
    static let text = Column<String?>("text", in: table)
    static let blob = Column<[UInt8]?>("blob", in: table)

    static func create(on connection: PostgresConnection) throws {
        try run(
            """
            CREATE TABLE value_kinds (
                id BIGINT PRIMARY KEY, "integer" BIGINT, "real" DOUBLE PRECISION, "text" TEXT, "blob" BYTEA
            )
            """, on: connection)
    }
}
