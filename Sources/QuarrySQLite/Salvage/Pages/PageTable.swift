import Quarry

/// What the page scanner knows of one rowid table: where its tree starts and the shape its
/// records have, so that a leaf page found outside every tree can be matched to it.
struct PageTable {
    /// A column a record stores (generated `VIRTUAL` columns are not stored), in record order.
    struct StoredColumn {
        /// The name an INSERT sets, or `nil` for a generated `STORED` column.
        let insertedName: String?
        let affinity: Affinity
        let isNotNull: Bool
        /// Whether a record written before an `ALTER TABLE … ADD COLUMN` may end before it.
        let mayBeMissing: Bool
    }

    /// SQLite's column affinities, and a `STRICT` table's types.
    enum Affinity {
        case integer, real, text, blob, numeric, any

        /// The affinity of a declared type, by SQLite's rules
        /// (https://www.sqlite.org/datatype3.html#determination_of_column_affinity).
        init(declaredType: String) {
            let type = declaredType.uppercased()
            if type.contains("INT") {
                self = .integer
            } else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") {
                self = .text
            } else if type.contains("BLOB") || type.isEmpty {
                self = .blob
            } else if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") {
                self = .real
            } else if type == "ANY" {
                self = .any
            } else {
                self = .numeric
            }
        }
    }

    let name: String
    let rootPage: Int
    let columns: [StoredColumn]
    /// The position among ``columns`` of the INTEGER PRIMARY KEY column that is the rowid (its
    /// record field holds NULL).
    let rowIDAlias: Int?
    let isStrict: Bool

    /// Whether a decoded record can be a row of this table: no more fields than stored columns,
    /// missing trailing fields only where ALTER TABLE could have added the column, NULL in the
    /// rowid alias, no NULL in a NOT NULL column, and types the column's affinity can store.
    func fits(_ values: [SQLValue]) -> Bool {
        guard !values.isEmpty, values.count <= columns.count,
            columns[values.count...].allSatisfy(\.mayBeMissing)
        else { return false }
        for (position, value) in values.enumerated() {
            if position == rowIDAlias {
                guard value.isNull else { return false }
                continue
            }
            guard accepts(value, in: columns[position]) else { return false }
        }
        return true
    }

    private func accepts(_ value: SQLValue, in column: StoredColumn) -> Bool {
        switch value {
        case .null: return !column.isNotNull
        case .integer:
            return isStrict ? [.integer, .real, .any].contains(column.affinity) : column.affinity != .text
        case .real: return isStrict ? [.real, .any].contains(column.affinity) : column.affinity != .text
        case .text: return !isStrict || [.text, .any].contains(column.affinity)
        case .blob: return !isStrict || [.blob, .any].contains(column.affinity)
        }
    }
}
