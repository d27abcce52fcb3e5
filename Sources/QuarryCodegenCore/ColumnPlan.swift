import QuarrySQLite

/// One column as the generator writes it: its Swift name and type, and what the record does
/// with it.
struct ColumnPlan {
    /// The column as SQLite reports it.
    var info: ColumnInfo
    /// The Swift member name (unescaped; ``SwiftName/code(_:)`` adds backticks).
    var swiftName: String
    /// The type its values read as.
    var valueType: SwiftValueType
    /// Whether the column can hold NULL (its typed column is then optional).
    var isNullable: Bool
    /// Whether it is the rowid under another name (`INTEGER PRIMARY KEY` of a rowid table):
    /// never NULL, but optional in the record so that an insert can let SQLite choose it.
    var isRowIDAlias: Bool
    /// How a `Date` column stores its dates; `nil` for other types.
    var dateStorage: DateStorage?

    /// A generated column: readable, never written, so the record leaves it out.
    var isGenerated: Bool {
        info.visibility == .generatedVirtual || info.visibility == .generatedStored
    }

    /// The typed column's Swift type: `Int64`, `String?`.
    var columnType: String {
        valueType.rawValue + (isNullable ? "?" : "")
    }

    /// The record property's Swift type.
    var propertyType: String {
        valueType.rawValue + (isNullable || isRowIDAlias ? "?" : "")
    }

    /// The typed column's declaration after `=`: `Column<String?>("name", in: T.table)`, or a
    /// `DateColumn` with its storage.
    func columnDeclaration(in typeName: String) -> String {
        let name = SwiftLiteral.string(info.name)
        if let dateStorage {
            return "DateColumn(\(name), in: \(typeName).table, storage: .\(dateStorage))"
        }
        return "Column<\(columnType)>(\(name), in: \(typeName).table)"
    }

    /// `, storage: .unixSeconds` for a date field (always written, so that the generated
    /// definition says what the file holds whatever a configuration's default is).
    var fieldStorageArgument: String {
        guard let dateStorage else { return "" }
        return ", storage: ." + (dateStorage == .text ? "dateText" : "\(dateStorage)")
    }

    /// The read of column `index` in `init(row:)`: by the date storage for a date.
    func rowRead(at index: Int) -> String {
        guard let dateStorage else { return "try row[\(index)]" }
        return "try row[\(index), storage: .\(dateStorage)]"
    }

    /// `"name" TYPE NOT NULL, primary key, generated`: the column's doc comment.
    var summary: String {
        var parts = ["\"\(SwiftLiteral.comment(info.name))\""]
        if !info.declaredType.isEmpty { parts.append(SwiftLiteral.comment(info.declaredType)) }
        if info.isNotNull { parts.append("NOT NULL") }
        var notes: [String] = []
        if isRowIDAlias {
            notes.append("the rowid")
        } else if info.primaryKeyIndex > 0 {
            notes.append("primary key")
        }
        if let defaultSQL = info.defaultSQL { notes.append("default \(SwiftLiteral.comment(defaultSQL))") }
        if isGenerated { notes.append("generated, read-only") }
        if let dateStorage { notes.append("dates as \(DateStorageInference.describe(dateStorage))") }
        return ([parts.joined(separator: " ")] + notes).joined(separator: ", ")
    }
}
