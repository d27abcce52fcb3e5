import Foundation

/// The typed columns of a record, named by its properties: `Message.columns.content` is a
/// `Column<String?>`, and `$0.content` in `filter`, `orderBy`, `check` and index closures is the
/// same column. A `Date` property gives a ``DateColumn``, which converts the dates it is compared
/// with into the field's storage, and a raw-value enum property an `EnumColumn`, which compares
/// with the enum's cases.
///
/// A key path that no field binds gives a column that fails to render, naming the key path.
@dynamicMemberLookup
public struct RecordColumns<Record: TableRecord>: Sendable {
    let lookup: ColumnLookup

    init(lookup: ColumnLookup) {
        self.lookup = lookup
    }

    init(table: Table, failure: QuarryError) {
        lookup = ColumnLookup(table: table, entries: [:], failure: failure)
    }

    /// The table the columns belong to.
    public var table: Table { lookup.table }

    /// The column bound to the property, typed by the property's type.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Record, Value>) -> Column<Value> {
        column(keyPath)
    }

    /// The column bound to a `Date` property.
    public subscript(dynamicMember keyPath: KeyPath<Record, Date>) -> DateColumn {
        dateColumn(keyPath)
    }

    /// The column bound to an optional `Date` property.
    public subscript(dynamicMember keyPath: KeyPath<Record, Date?>) -> DateColumn {
        dateColumn(keyPath)
    }

    /// The column bound to a raw-value property (an enum stored as its raw value), which
    /// compares with the type's cases: `$0.status == .archived`.
    public subscript<Case: RawRepresentable>(dynamicMember keyPath: KeyPath<Record, Case>) -> EnumColumn<Case>
    where Case.RawValue: SQLValueConvertible {
        EnumColumn(column(keyPath))
    }

    /// The column bound to an optional raw-value property: `$0.level == .low`, `$0.level == nil`.
    public subscript<Case: RawRepresentable>(dynamicMember keyPath: KeyPath<Record, Case?>)
        -> EnumColumn<Case?>
    where Case.RawValue: SQLValueConvertible {
        EnumColumn(column(keyPath))
    }

    func column<Value>(_ keyPath: KeyPath<Record, Value>) -> Column<Value> {
        switch lookup.entry(for: keyPath) {
        case .success(let entry):
            // Swift picks this generic subscript for a date field where a `DateColumn` does not fit
            // (`date < $0.createTime`, `$0.createTime.is(date)`): a `Column<Date>` binds dates as
            // text, so for a field that stores numbers it reports the mistake instead.
            if let storage = entry.dateStorage, storage != .text {
                return Column(
                    unresolved: Self.dateMisuse(keyPath, storage), name: entry.name, in: lookup.table)
            }
            return Column(entry.name, in: lookup.table)
        case .failure(let error): return Column(unresolved: error, name: "", in: lookup.table)
        }
    }

    private static func dateMisuse(_ keyPath: AnyKeyPath, _ storage: DateStorage) -> QuarryError {
        QuarryError(
            .typeMismatch,
            "\(keyPath) stores dates as \(storage), but this use of its column would bind a date as text: compare it through its DateColumn (`column > date`, `between`, `in`, `set(to:)`), which converts the date"
        )
    }

    func dateColumn(_ keyPath: AnyKeyPath) -> DateColumn {
        switch lookup.entry(for: keyPath) {
        case .success(let entry):
            return DateColumn(
                column: Column(entry.name, in: lookup.table), storage: entry.dateStorage ?? .text)
        case .failure(let error):
            return DateColumn(column: Column(unresolved: error, name: "", in: lookup.table), storage: .text)
        }
    }
}
