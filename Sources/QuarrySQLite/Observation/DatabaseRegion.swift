/// The part of a database a fetch reads, or a transaction changed: rows of some tables (every row
/// of a table, or the rows with some rowids), or the whole database.
///
/// An observation learns the region of its fetch from SQLite itself: while the fetch's statements
/// are prepared, the authorizer names every table they read (through views, subqueries and joins).
/// A lookup of a record by a rowid key (`db.find(Note.self, key: 1)`, `Note.filter(key: 1)`, and
/// their counts) narrows its table to the rowid it looked up. Table names compare as SQLite compares them (ASCII case folded, nothing else); the
/// schema a table is in is not told apart (a change to `aux.note` also counts for `main.note`),
/// which can only cause an extra fetch, never a missed one.
public struct DatabaseRegion: Sendable, Equatable, CustomStringConvertible {
    /// Which rows of a table a region holds.
    enum Rows: Sendable, Equatable {
        case all
        case rowIDs(Set<Int64>)

        /// More rowids than this are remembered as every row: a region stays small to compare.
        static let capacity = 1_000

        mutating func formUnion(_ other: Rows) {
            guard case .rowIDs(var mine) = self else { return }
            guard case .rowIDs(let theirs) = other else {
                self = .all
                return
            }
            mine.formUnion(theirs)
            self = mine.count > Self.capacity ? .all : .rowIDs(mine)
        }

        func overlaps(_ other: Rows) -> Bool {
            guard case .rowIDs(let mine) = self, case .rowIDs(let theirs) = other else { return true }
            return mine.count <= theirs.count
                ? !mine.isDisjoint(with: theirs) : !theirs.isDisjoint(with: mine)
        }
    }

    /// The rows held, by table.
    private(set) var rowsByTable: [SQLiteNameKey: Rows]
    /// Whether the region is the whole database (every table, and what no table names).
    public private(set) var isEverything: Bool

    /// Every row of the tables named.
    public init(tables: some Sequence<String>) {
        rowsByTable = [:]
        for table in tables { rowsByTable[SQLiteNameKey(table)] = .all }
        isEverything = false
    }

    /// The rows of `table` with these rowids.
    public init(table: String, rowIDs: some Sequence<Int64>) {
        var region = DatabaseRegion.empty
        region.insert(table: SQLiteNameKey(table), rows: .rowIDs(Set(rowIDs)))
        self = region
    }

    private init(everything: Bool) {
        rowsByTable = [:]
        isEverything = everything
    }

    /// No table at all: a fetch that reads none (`SELECT 1`).
    public static let empty = DatabaseRegion(everything: false)
    /// The whole database.
    public static let everything = DatabaseRegion(everything: true)

    /// The tables that hold rows of the region (none for the whole database).
    var tables: Dictionary<SQLiteNameKey, Rows>.Keys { rowsByTable.keys }

    /// Whether the region holds nothing.
    public var isEmpty: Bool { !isEverything && rowsByTable.isEmpty }

    /// Whether the region holds rows of this table.
    public func contains(table: String) -> Bool {
        isEverything || rowsByTable[SQLiteNameKey(table)] != nil
    }

    /// Whether the region holds the row of `table` with this rowid.
    public func contains(table: String, rowID: Int64) -> Bool {
        if isEverything { return true }
        return rowsByTable[SQLiteNameKey(table)]?.overlaps(.rowIDs([rowID])) ?? false
    }

    /// Adds `rows` of `table`.
    mutating func insert(table: SQLiteNameKey, rows: Rows) {
        if isEverything { return }
        if case .rowIDs(let rowIDs) = rows, rowIDs.isEmpty { return }
        rowsByTable[table, default: rows].formUnion(rows)
    }

    /// The region with `other`'s rows added.
    public func union(_ other: DatabaseRegion) -> DatabaseRegion {
        var region = self
        region.formUnion(other)
        return region
    }

    /// Adds `other`'s rows.
    public mutating func formUnion(_ other: DatabaseRegion) {
        if isEverything { return }
        if other.isEverything {
            self = .everything
            return
        }
        for (table, rows) in other.rowsByTable { insert(table: table, rows: rows) }
    }

    /// Whether the two regions share a row (the whole database shares every row with any region
    /// that is not empty).
    public func intersects(_ other: DatabaseRegion) -> Bool {
        if isEmpty || other.isEmpty { return false }
        if isEverything || other.isEverything { return true }
        let (smaller, larger) =
            rowsByTable.count <= other.rowsByTable.count ? (self, other) : (other, self)
        for (table, rows) in smaller.rowsByTable {
            if let others = larger.rowsByTable[table], rows.overlaps(others) { return true }
        }
        return false
    }

    /// Whether the committed transaction changed a row of this region.
    public func isModified(by changes: CommittedChanges) -> Bool {
        intersects(changes.region)
    }

    /// The table names sorted by their bytes, each with its rowids when not every row is held,
    /// or `everything`.
    public var description: String {
        if isEverything { return "everything" }
        let names = rowsByTable.keys.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let tables = names.map { name -> String in
            guard case .rowIDs(let rowIDs)? = rowsByTable[SQLiteNameKey(name)] else { return name }
            return name + "(rowid " + rowIDs.sorted().map(String.init).joined(separator: ", ") + ")"
        }
        return "[" + tables.joined(separator: ", ") + "]"
    }
}
