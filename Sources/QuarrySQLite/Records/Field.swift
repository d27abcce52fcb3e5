/// One stored property of a record bound to its column: the key path it is read through, the
/// column's name, how its values are stored, and the column's constraints.
///
/// The column is named once: `Field(\.title)` takes the property's coding key (`title`, or the
/// definition's ``ColumnNaming`` of it), and `Field(\.createdAt, "created_at")` names the column
/// and leaves the coding key as Swift synthesizes it. Quarry finds a field's coding key by its
/// property's name, so a `CodingKeys` that renames a property (WCDB's way) still works when the
/// field names the column by that key.
///
/// The column's SQL type and NOT NULL follow from the Swift type: integers and `Bool` are
/// INTEGER, `Double`/`Float` REAL, `String`/`UUID` TEXT, `Data`/`[UInt8]` BLOB, dates per
/// ``FieldStorage``, raw-value enums by their raw type, other `Codable` values JSON TEXT; an
/// optional property is nullable, any other is NOT NULL.
///
/// ```swift
/// Field(\.localID).primaryKey(autoincrement: true)
/// Field(\.createTime, storage: .unixSeconds)
/// Field(\.createdAt, "created_at")
/// Field(\.email).unique().check { $0.email.like("%@%") }
/// ```
public struct Field<Record: TableRecord, Value>: @unchecked Sendable {
    // Unchecked: a key path is an immutable object once formed, and the closures it holds are the
    // user's `@Sendable` ones.
    let keyPath: KeyPath<Record, Value>
    /// The column's name as the field gives it; `nil` when it comes from the property's coding key.
    public let name: SQLIdentifier?
    let storage: FieldStorage
    var constraints = FieldConstraints<Record, Value>()

    /// Binds the property at `keyPath` to the column `name` (by default named as the property's
    /// coding key, in the definition's ``ColumnNaming``), stored as `storage` says.
    public init(
        _ keyPath: KeyPath<Record, Value>, _ name: SQLIdentifier? = nil, storage: FieldStorage = .automatic
    ) {
        self.keyPath = keyPath
        self.name = name
        self.storage = storage
    }

    private func with(_ change: (inout FieldConstraints<Record, Value>) -> Void) -> Field {
        var copy = self
        change(&copy.constraints)
        return copy
    }

    /// `PRIMARY KEY [ASC|DESC] [ON CONFLICT …] [AUTOINCREMENT]`. For a key of several columns, use
    /// the definition's `primaryKey:` instead. An integer key of a rowid table is the rowid: an
    /// insert writes the key SQLite chose back into the record.
    public func primaryKey(
        _ direction: OrderingTerm.Direction? = nil, onConflict: ConflictResolution? = nil,
        autoincrement: Bool = false
    ) -> Field {
        with {
            $0.primaryKey = .init(direction: direction, onConflict: onConflict, autoincrement: autoincrement)
        }
    }

    /// `UNIQUE [ON CONFLICT …]`. Added to an existing table by ``Database/sync(_:)``, it becomes a
    /// unique index (SQLite cannot add a UNIQUE column).
    public func unique(onConflict: ConflictResolution? = nil) -> Field {
        with { $0.unique = .init(onConflict: onConflict) }
    }

    /// `DEFAULT value`, the value written in the field's storage.
    ///
    /// A record insert (`insert`, `insertAll`, `upsert`, `save`) of an optional field whose value
    /// is `nil` writes this default, as SQLite does for a column an INSERT leaves out; the record
    /// in memory keeps `nil`. An update writes what the record holds, so `nil` there is NULL. The
    /// same holds for the keyword and expression defaults.
    public func `default`(_ value: Value) -> Field {
        with { $0.defaultValue = .value(value) }
    }

    /// `DEFAULT CURRENT_TIMESTAMP` and the other keyword constants.
    public func `default`(_ keyword: SQLKeywordValue) -> Field {
        with { $0.defaultValue = .keyword(keyword) }
    }

    /// `DEFAULT (expression)`, values inlined as literals.
    public func `default`(expression: some SQLExpressible) -> Field {
        let node = expression.untyped
        return with { $0.defaultValue = .expression(node) }
    }

    /// `CHECK (condition)` over the record's typed columns, values inlined as literals:
    /// `.check { $0.price >= 0 }`.
    public func check<Condition: SQLExpressible>(
        _ condition: @escaping @Sendable (RecordColumns<Record>) -> Condition
    ) -> Field where Condition.Value: SQLBooleanType {
        with { $0.checks.append { columns in condition(columns).typed(as: Bool.self) } }
    }

    /// `COLLATE name`.
    public func collate(_ collation: SQLIdentifier) -> Field {
        with { $0.collation = collation }
    }

    /// `REFERENCES table [(columns)]` with the clause's actions.
    public func references(_ foreignKey: ForeignKeyClause) -> Field {
        with { $0.references = foreignKey }
    }

    /// The declared column type instead of the inferred one (for example `INTEGER` for seconds in a
    /// table FMDB created).
    public func type(_ type: SQLTypeName) -> Field {
        with { $0.type = type }
    }
}

/// The constraints a ``Field`` declares, kept as data so that schema sync can tell what SQLite
/// can add to an existing table.
struct FieldConstraints<Record: TableRecord, Value> {
    struct PrimaryKey {
        var direction: OrderingTerm.Direction?
        var onConflict: ConflictResolution?
        var autoincrement: Bool
    }

    struct Unique {
        var onConflict: ConflictResolution?
    }

    enum Default {
        case value(Value)
        case keyword(SQLKeywordValue)
        case expression(UntypedExpression)
    }

    var primaryKey: PrimaryKey?
    var unique: Unique?
    var defaultValue: Default?
    var checks: [(RecordColumns<Record>) -> SQLExpression<Bool>] = []
    var collation: SQLIdentifier?
    var references: ForeignKeyClause?
    var type: SQLTypeName?
}
