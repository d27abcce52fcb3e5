import Quarry
import QuarrySQLite
import QuarryTesting

/// A mismatch between the database and the model, or a step that failed or passed against the
/// model's expectation.
struct HistoryMismatch: Error, CustomStringConvertible {
    let description: String
}

/// One random schema history on a fresh database: a table created by SQL that spells its names
/// every way, then steps (a record definition synced, the table rebuilt, triggers, views and
/// indexes attached, rows inserted), each checked against ``HistoryModel``.
struct SchemaHistoryCase {
    var rng: SplitMix64
    var model: HistoryModel
    let db: Database
    /// What ran, for the failure message.
    var steps: [String] = []

    init(seed: UInt64) throws {
        rng = SplitMix64(seed: seed)
        db = try Database.inMemory()
        let table = HistoryNames.bases.randomElement(using: &rng)! + "T"
        let key: HistoryModel.Key = [
            .rowIDAlias, .rowIDAlias, .descending, .descending, .none, .withoutRowID,
        ]
        .randomElement(using: &rng)!
        model = HistoryModel(table: table, key: key, columns: [])
        model.columns.append(HistoryModel.Column(name: model.freshName("id"), kind: .integer))
        for _ in 0..<Int.random(in: 1...3, using: &rng) { model.columns.append(randomColumn()) }
    }

    mutating func run(steps count: Int) throws {
        try create()
        for _ in 0..<count {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<7: try sync()
            case 7..<13: try rebuild()
            case 13..<17: try attach()
            default: try insertRows()
            }
            try check()
        }
    }

    // MARK: - Values and names

    mutating func randomColumn() -> HistoryModel.Column {
        let kind: HistoryModel.Kind = [.integer, .text, .untyped].randomElement(using: &rng)!
        var column = HistoryModel.Column(name: model.freshName(randomBase()), kind: kind)
        if Int.random(in: 0..<10, using: &rng) < 4 { column.defaultValue = randomValue(kind == .integer) }
        column.notNull = column.defaultValue != nil && Bool.random(using: &rng)
        return column
    }

    mutating func randomBase() -> String { HistoryNames.bases.randomElement(using: &rng)! }

    mutating func randomValue(_ integer: Bool) -> SQLValue {
        model.nextName += 1
        if integer { return .integer(Int64(model.nextName) * 1000 + Int64.random(in: 0..<1000, using: &rng)) }
        return .text("t\(model.nextName)" + randomBase())
    }

    mutating func spell(_ name: String) -> String {
        let variant = HistoryNames.asciiVariant(name, &rng)
        return HistoryNames.spelled(variant, &rng)
    }

    var tableInSQL: String { HistoryNames.quoted(model.table) }

    func literal(_ value: SQLValue) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .text(let text):
            var out = String.UnicodeScalarView()
            out.append("'")
            for scalar in text.unicodeScalars {
                out.append(scalar)
                if scalar == "'" { out.append("'") }
            }
            out.append("'")
            return String(out)
        default: return "NULL"
        }
    }

    mutating func execute(_ sql: String) throws {
        steps.append(sql)
        try db.execute(SQLFragment(unsafeSQL: sql))
    }

    // MARK: - Steps

    mutating func create() throws {
        try execute("CREATE TABLE quarry_log(id)")
        var parts: [String] = []
        for (position, column) in model.columns.enumerated() {
            // The name as the model has it (only quoted differently): SQLite keeps a column's name
            // as its CREATE TABLE wrote it, and sync reports it so.
            var part = HistoryNames.spelled(column.name, &rng) + " " + column.kind.declaredType
            if position == 0 {
                switch model.key {
                case .rowIDAlias, .withoutRowID: part += " PRIMARY KEY"
                case .descending: part += " PRIMARY KEY DESC"
                case .none: break
                }
            }
            if column.notNull { part += " NOT NULL" }
            if let value = column.defaultValue { part += " DEFAULT " + literal(value) }
            parts.append(part)
        }
        let suffix = model.key == .withoutRowID ? " WITHOUT ROWID" : ""
        try execute("CREATE TABLE \(spell(model.table))(\(parts.joined(separator: ", ")))\(suffix)")
        if model.key != .none, Bool.random(using: &rng) {
            model.hasChild = true
            try execute(
                "CREATE TABLE kid(cid INTEGER PRIMARY KEY, ref INTEGER REFERENCES \(spell(model.table))(\(spell(model.columns[0].name))))"
            )
        }
        try check()
    }

    /// Rows by SQL: every column or some, and sometimes the rowid given.
    mutating func insertRows() throws {
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            var given: [Int: SQLValue] = [0: .integer(model.nextID)]
            model.nextID += 1
            for position in model.columns.indices.dropFirst() where Bool.random(using: &rng) {
                let column = model.columns[position]
                given[position] =
                    Int.random(in: 0..<6, using: &rng) == 0 ? .null : randomValue(column.kind == .integer)
            }
            var rowID: Int64?
            var names = given.keys.sorted().map { spell(model.columns[$0].name) }
            var values = given.keys.sorted().map { literal(given[$0]!) }
            if model.key == .descending || model.key == .none, Bool.random(using: &rng),
                let name = freeRowIDName()
            {
                rowID = model.nextRowID + Int64.random(in: 0..<1000, using: &rng)
                names.append(name)
                values.append(String(rowID!))
            }
            var expected = model
            let accepted = expected.insert(given, rowID: rowID)
            let sql =
                "INSERT INTO \(spell(model.table))(\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
            try expect(accepted, sql) { try $0.execute(SQLFragment(unsafeSQL: sql)) }
            if accepted { model = expected }
        }
        if model.hasChild, let parent = model.rows.randomElement(using: &rng)?.values[0].integerValue {
            try execute("INSERT INTO kid(ref) VALUES (\(parent))")
            model.childRows += 1
        }
    }

    func freeRowIDName() -> String? {
        ["rowid", "oid", "_rowid_"].first { name in model.position(of: name) == nil }
    }

    /// Runs `body`; it must throw exactly when `accepted` is false.
    mutating func expect(_ accepted: Bool, _ what: String, _ body: (Database) throws -> Void) throws {
        if !accepted { steps.append("(expected to fail) " + what) }
        do {
            try body(db)
        } catch {
            if accepted { throw HistoryMismatch(description: "\(what) failed: \(error)") }
            return
        }
        if !accepted {
            throw HistoryMismatch(description: "\(what) succeeded, and the model says it must fail")
        }
    }

    /// A trigger, a view or an index, their CREATE spelling the table and columns every way.
    mutating func attach() throws {
        let choice = Int.random(in: 0..<10, using: &rng)
        let key = model.columns[0].name
        if choice < 5 {
            let name = model.freshName(randomBase())
            let temporary = Int.random(in: 0..<4, using: &rng) == 0
            let spelling = HistoryNames.asciiVariant(model.table, &rng)
            let on =
                (temporary || Bool.random(using: &rng) ? "main." : "") + HistoryNames.spelled(spelling, &rng)
            try execute(
                "CREATE \(temporary ? "TEMP " : "")TRIGGER \(spell(name)) AFTER INSERT ON \(on) "
                    + "BEGIN INSERT INTO quarry_log VALUES (new.\(spell(key))); END")
            model.triggers.append(
                HistoryModel.Trigger(name: name, tableSpelling: spelling, isTemporary: temporary))
        } else if choice < 7 {
            let name = model.freshName(randomBase())
            try execute("CREATE VIEW \(spell(name)) AS SELECT \(spell(key)) FROM \(spell(model.table))")
            model.views.append(name)
        } else if model.columns.count > 1 {
            let column = model.columns[Int.random(in: 1..<model.columns.count, using: &rng)].name
            let name = model.freshName(randomBase())
            try execute("CREATE INDEX \(spell(name)) ON \(spell(model.table))(\(spell(column)))")
            model.indexes.append(HistoryModel.Index(name: name, column: column, isUnique: false))
        }
    }
}

extension HistoryModel {
    /// ``insert(_:)`` with the rowid given.
    mutating func insert(_ given: [Int: SQLValue], rowID: Int64?) -> Bool {
        guard insert(given) else { return false }
        if let rowID { rows[rows.count - 1].rowID = rowID }
        return true
    }
}
