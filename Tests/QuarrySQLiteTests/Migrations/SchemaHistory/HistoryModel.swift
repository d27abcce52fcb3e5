import Quarry
import QuarrySQLite

/// What the schema-history oracle expects the database to hold after each step: one table (its
/// columns, key, rows and rowids), the indexes, triggers and views attached to it, a child table
/// whose foreign key names it, and the log its triggers write.
struct HistoryModel {
    enum Kind: Equatable {
        case integer, text, untyped

        var declaredType: String {
            switch self {
            case .integer: "INTEGER"
            case .text: "TEXT"
            case .untyped: ""
            }
        }

        var typeName: SQLTypeName? {
            switch self {
            case .integer: .integer
            case .text: .text
            case .untyped: nil
            }
        }
    }

    enum Key: Equatable {
        /// `INTEGER PRIMARY KEY`: the key column is the rowid.
        case rowIDAlias
        /// `INTEGER PRIMARY KEY DESC`: a key of its own index, the rowid apart.
        case descending
        /// A plain INTEGER column, the rowid apart.
        case none
        /// `WITHOUT ROWID`, keyed on the key column.
        case withoutRowID

        var hasRowID: Bool { self != .withoutRowID }
        var isRowIDAlias: Bool { self == .rowIDAlias }
    }

    struct Column {
        var name: String
        var kind: Kind
        var notNull = false
        var defaultValue: SQLValue?
    }

    struct Row {
        var rowID: Int64?
        /// One value per column, in the table's order.
        var values: [SQLValue]
    }

    struct Index {
        var name: String
        var column: String
        var isUnique: Bool
    }

    struct Trigger {
        var name: String
        /// The table as the CREATE TRIGGER spelled it (SQLite keeps it as `tbl_name`).
        var tableSpelling: String
        var isTemporary: Bool
    }

    var table: String
    var key: Key
    /// `columns[0]` is the key column, never dropped.
    var columns: [Column]
    var rows: [Row] = []
    var indexes: [Index] = []
    var triggers: [Trigger] = []
    var views: [String] = []
    var hasChild = false
    var childRows = 0
    var logRows = 0
    var nextID: Int64 = 1
    var nextName = 0

    func position(of name: String) -> Int? {
        columns.firstIndex { $0.name.isSameSQLiteName(as: name) }
    }

    /// The value SQLite stores when `value` goes into a column of this kind (its affinity). The
    /// generator's text is never numeric except the decimal form of an integer.
    static func stored(_ value: SQLValue, in kind: Kind) -> SQLValue {
        switch (value, kind) {
        case (.integer(let number), .text): return .text(String(number))
        case (.text(let text), .integer):
            if let number = Int64(text), String(number).isByteEqual(to: text) { return .integer(number) }
            return value
        default: return value
        }
    }

    /// A column's value in a new row that does not give it one, or `nil` when the row is refused
    /// (NOT NULL without a default).
    static func defaultValue(of column: Column) -> SQLValue? {
        if let value = column.defaultValue { return stored(value, in: column.kind) }
        return column.notNull ? nil : .null
    }

    /// The rowid SQLite gives a new row of a table whose key is not the rowid.
    var nextRowID: Int64 { (rows.compactMap(\.rowID).max() ?? 0) + 1 }

    /// Adds a row with these values (by column position, the others defaulted), as an INSERT
    /// would; `false` when the INSERT must fail (a NOT NULL column left without a value).
    mutating func insert(_ given: [Int: SQLValue]) -> Bool {
        var values: [SQLValue] = []
        for (position, column) in columns.enumerated() {
            if let value = given[position] {
                if value.isNull, column.notNull { return false }
                values.append(Self.stored(value, in: column.kind))
            } else if let value = Self.defaultValue(of: column) {
                values.append(value)
            } else {
                return false
            }
        }
        let rowID: Int64? =
            switch key {
            case .rowIDAlias: values[0].integerValue
            case .descending, .none: nextRowID
            case .withoutRowID: nil
            }
        rows.append(Row(rowID: rowID, values: values))
        logRows += triggers.count
        return true
    }

    /// A fresh name made from a hostile one.
    mutating func freshName(_ base: String) -> String {
        nextName += 1
        return "\(base)\(nextName)"
    }
}

extension SQLValue {
    var integerValue: Int64? {
        if case .integer(let number) = self { return number }
        return nil
    }

    /// Equal as SQLite stores them: text byte for byte.
    func isStoredAlike(_ other: SQLValue) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)): return a.isByteEqual(to: b)
        case (.integer(let a), .integer(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}
