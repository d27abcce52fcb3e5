// The words that depend on the dialect: operators, pattern operators, collations, type names and
// function names. Each asks the dialect once; SQLite's words are the enums' own.

extension SQLRenderer {
    /// Writes an infix operator. PostgreSQL spells SQLite's `IS` and `IS NOT` between two
    /// expressions `IS NOT DISTINCT FROM` and `IS DISTINCT FROM` (`IS NULL` stays), and lacks
    /// SQLite's JSON `->` and `->>` on text.
    @inline(__always)
    mutating func write(binaryOperator op: BinaryOperator, before right: ExpressionNode) {
        if dialect == .sqlite {
            writeTrusted(op.rawValue)
        } else {
            writePostgres(binaryOperator: op, before: right)
        }
    }

    private mutating func writePostgres(binaryOperator op: BinaryOperator, before right: ExpressionNode) {
        switch op {
        case .is, .isNot:
            if case .keyword(.null) = right.kind { return writeTrusted(op.rawValue) }
            write(op == .is ? "IS NOT DISTINCT FROM" : "IS DISTINCT FROM")
        case .extract, .extractValue:
            require(.jsonOperator(op))
            writeTrusted(op.rawValue)
        default: writeTrusted(op.rawValue)
        }
    }

    /// Writes `LIKE`, `GLOB`, `REGEXP` or `MATCH`. PostgreSQL's LIKE is case-sensitive where
    /// SQLite's folds ASCII letters, so it becomes ILIKE; the other three are SQLite's own.
    mutating func write(patternOperator op: PatternOperator) {
        guard dialect == .postgres else { return writeTrusted(op.rawValue) }
        if op == .like {
            write("ILIKE")
        } else {
            require(.pattern(op))
            writeTrusted(op.rawValue)
        }
    }

    /// Writes a collation name, quoted. SQLite's `BINARY` (compare the bytes) is PostgreSQL's
    /// `"C"`; `NOCASE` and `RTRIM` have no PostgreSQL counterpart.
    mutating func write(collation: SQLIdentifier) {
        guard dialect == .postgres else { return write(identifier: collation) }
        switch collation.name.asciiUppercased {
        case "BINARY": write("\"C\"")
        case "NOCASE", "RTRIM":
            require(.collation(collation.name))
            write(identifier: collation)
        default: write(identifier: collation)
        }
    }

    /// Writes a type name's words. SQLite's integers are 64-bit and its reals doubles, so in
    /// PostgreSQL `INTEGER`, `INT` and `UNSIGNED BIG INT` are `BIGINT`, `REAL` is `DOUBLE PRECISION` and `BLOB` is
    /// `BYTEA`; `ANY` has no counterpart. Sizes are not written for PostgreSQL (see
    /// `SQLTypeName`), so the fixed-width character types, which PostgreSQL pads (and `CHAR`
    /// alone is one character), are `TEXT`, as are the spellings it lacks; other names (`TEXT`,
    /// `VARCHAR`, `NUMERIC`, `BOOLEAN`, a user's type) are written as given.
    mutating func write(typeWords words: [Substring]) {
        let name = words.joined(separator: " ")
        guard dialect == .postgres else { return writeTrusted(name) }
        switch name.asciiUppercased {
        // SQLite's own spelling of a 64-bit integer, a syntax error in PostgreSQL.
        case "INTEGER", "INT", "UNSIGNED BIG INT": write("BIGINT")
        case "REAL": write("DOUBLE PRECISION")
        case "BLOB": write("BYTEA")
        case "CHAR", "CHARACTER", "NCHAR", "NATIVE CHARACTER", "VARYING CHARACTER", "NVARCHAR", "CLOB":
            write("TEXT")
        case "ANY":
            require(.anyType)
            writeTrusted(name)
        default: writeTrusted(name)
        }
    }

    /// Writes a column name, refusing SQLite's rowid aliases in PostgreSQL, whose tables have none.
    @inline(__always)
    mutating func write(columnName name: SQLIdentifier) {
        if dialect != .sqlite { requireNotRowID(name) }
        write(identifier: name)
    }

    private mutating func requireNotRowID(_ name: SQLIdentifier) {
        if PostgresFunctions.isRowID(name.name) { require(.rowid(name.name)) }
    }
}

extension SQLRenderer {
    /// Writes a join operator and its spaces for PostgreSQL, whose comma binds below every JOIN (in
    /// `a, b JOIN c ON …` the condition cannot see `a`, where SQLite's can), whose CROSS JOIN
    /// takes no constraint and which has no NATURAL CROSS JOIN. SQLite's comma and CROSS JOIN are
    /// inner joins: CROSS JOIN without a constraint, JOIN with one; NATURAL CROSS JOIN is NATURAL
    /// JOIN (CROSS only fixes SQLite's join order).
    mutating func write(postgresJoin op: JoinOperator, constrained: Bool) {
        switch op {
        case .comma, .cross: write(constrained ? " JOIN " : " CROSS JOIN ")
        case .naturalCross: write(" NATURAL JOIN ")
        default:
            write(" ")
            writeTrusted(op.rawValue)
            write(" ")
        }
    }
}

extension SQLKeywordValue {
    /// `CURRENT_TIME`, `CURRENT_DATE` and `CURRENT_TIMESTAMP`: UTC text in SQLite.
    var isTimeOfDay: Bool {
        switch self {
        case .currentTime, .currentDate, .currentTimestamp: true
        case .null, .true, .false: false
        }
    }
}

extension SQLRenderer {
    /// Writes ` AS "quarry_subquery_N"` after a subquery in FROM that has no alias: PostgreSQL
    /// before 16 refuses such a subquery, and SQLite's output keeps none.
    mutating func writeDerivedTableAlias() {
        derivedTableCount += 1
        write(" AS ")
        write(identifier: SQLIdentifier("quarry_subquery_\(derivedTableCount)"))
    }
}

extension JoinOperator {
    /// Whether PostgreSQL requires ON or USING after this join (SQLite takes none).
    var needsConstraintInPostgres: Bool {
        switch self {
        case .inner, .left, .right, .full: true
        case .comma, .cross, .natural, .naturalLeft, .naturalRight, .naturalFull, .naturalCross: false
        }
    }
}
