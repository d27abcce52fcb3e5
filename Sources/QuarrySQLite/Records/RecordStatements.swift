/// The SQL of the statements every record of a type runs, rendered once when the definition is
/// resolved: each run is then a cache lookup by this text, binds and a step. Values are anonymous
/// parameters, bound in the order the fields are listed (for UPDATE: the assigned fields, then
/// the key).
@usableFromInline
struct RecordStatements: Sendable {
    let table: Table
    let fields: [FieldInfo]
    let primaryKey: [Int]
    /// `SELECT` every field's column `FROM` the table.
    let select: Select
    let selectSQL: String
    /// `INSERT INTO table (every column) VALUES (?, …)`.
    let insert: String
    /// `INSERT OR … INTO table (every column) VALUES (?, …)`, by conflict resolution.
    let insertsOr: [ConflictResolution: String]
    /// `INSERT … ON CONFLICT (key) DO UPDATE SET` every other column `= excluded.column`.
    let upsert: String?
    /// `UPDATE table SET` every non-key column `= ? WHERE` key `= ?`.
    let updateAll: String?
    /// `DELETE FROM table WHERE` key `= ?`.
    let deleteByKey: String?
    /// `SELECT` every column `FROM table WHERE` key `= ?`.
    let findByKey: String?
    /// The fields `updateAll` assigns, in order.
    let nonKeyFields: [Int]

    init(table: Table, fields: [FieldInfo], primaryKey: [Int], rowIDField: Int?) throws(QuarryError) {
        self.table = table
        self.fields = fields
        self.primaryKey = primaryKey
        let select = Select { for field in fields { Column<SQLValue>(field.name, in: table) } }.from(table)
        self.select = select
        selectSQL = try select.render().sql
        insert = try Self.insert(table, fields, or: nil).render().sql
        var insertsOr: [ConflictResolution: String] = [:]
        for resolution in ConflictResolution.allCases {
            insertsOr[resolution] = try Self.insert(table, fields, or: resolution).render().sql
        }
        self.insertsOr = insertsOr
        nonKeyFields = fields.indices.filter { !primaryKey.contains($0) }
        guard !primaryKey.isEmpty else {
            upsert = nil
            updateAll = nil
            deleteByKey = nil
            findByKey = nil
            return
        }
        let key = primaryKey.map { fields[$0] }
        let others = nonKeyFields.map { fields[$0] }
        upsert = try Self.upsert(
            table, fields, target: key, updating: others, returning: rowIDField.map { fields[$0] }
        ).render().sql
        updateAll = others.isEmpty ? nil : try Self.update(table, others, key: key).render().sql
        deleteByKey = try Delete(from: table).where(Self.keyCondition(key, in: table)).render().sql
        findByKey = try select.where(Self.keyCondition(key, in: table)).render().sql
    }

    /// A parameter, bound when the statement runs.
    static var parameter: UntypedExpression { .anonymousParameter }

    /// A field's parameter in an INSERT: `coalesce(?, default)` for an optional field with a
    /// declared DEFAULT, so that `nil` stores the default (an upsert that updates takes the same
    /// value, as `excluded.column` does in SQLite), and the parameter alone otherwise.
    static func insertedValue(_ field: FieldInfo) -> UntypedExpression {
        guard let fallback = field.insertDefault else { return parameter }
        return SQL.coalesce(parameter, fallback)
    }

    /// `INSERT [OR …] INTO table (columns) VALUES (?, …)`.
    static func insert(_ table: Table, _ fields: [FieldInfo], or resolution: ConflictResolution?) -> Insert {
        let insert = Insert(into: table).values {
            for field in fields { Assignment(field.name, to: insertedValue(field)) }
        }
        guard let resolution else { return insert }
        return insert.or(resolution)
    }

    /// The insert of every column with `ON CONFLICT (target) DO UPDATE` of `updating` (or `DO NOTHING`
    /// when there is nothing else to update), `RETURNING` the rowid field when there is one: after
    /// an update, `sqlite3_last_insert_rowid` still names an earlier insert.
    static func upsert(
        _ table: Table, _ fields: [FieldInfo], target: [FieldInfo], updating: [FieldInfo],
        returning rowID: FieldInfo?
    ) -> Insert {
        let pending = insert(table, fields, or: nil).onConflict(
            target.map { Column<SQLValue>($0.name) as any OrderingTermConvertible })
        let upsert =
            updating.isEmpty
            ? pending.doNothing
            : pending.doUpdate {
                for field in updating { Assignment(field.name, to: Column<SQLValue>(field.name).excluded) }
            }
        guard let rowID else { return upsert }
        return upsert.returning { Column<SQLValue>(rowID.name) }
    }

    /// `UPDATE table SET assigned = ?, … WHERE key = ?`.
    static func update(_ table: Table, _ assigned: [FieldInfo], key: [FieldInfo]) -> Update {
        Update(table).set { for field in assigned { Assignment(field.name, to: parameter) } }
            .where(keyCondition(key, in: table))
    }

    /// `key1 = ? AND key2 = ?`.
    static func keyCondition(_ key: [FieldInfo], in table: Table) -> SQLExpression<Bool> {
        let terms = key.map { Column<SQLValue>($0.name, in: table) == parameter }
        return terms.dropFirst().reduce(terms[0]) { $0 && $1 }
    }

    /// The SQL of an insert with this conflict resolution.
    func insertSQL(or resolution: ConflictResolution?) -> String {
        resolution.flatMap { insertsOr[$0] } ?? insert
    }
}
