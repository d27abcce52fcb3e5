/// The part of a database a fetch reads, or a transaction changed: a set of tables, or the whole
/// database.
///
/// An observation learns the region of its fetch from SQLite itself: while the fetch's statements
/// are prepared, the authorizer names every table they read (through views, subqueries and joins).
/// Table names compare as SQLite compares them (ASCII case folded, nothing else); the schema a
/// table is in is not told apart (a change to `aux.note` also counts for `main.note`), which can
/// only cause an extra fetch, never a missed one.
public struct DatabaseRegion: Sendable, Equatable, CustomStringConvertible {
    private(set) var tables: Set<SQLiteNameKey>
    /// Whether the region is the whole database (every table, and what no table names).
    public private(set) var isEverything: Bool

    /// The tables named.
    public init(tables: some Sequence<String>) {
        self.tables = Set(tables.map(SQLiteNameKey.init))
        isEverything = false
    }

    private init(everything: Bool) {
        tables = []
        isEverything = everything
    }

    /// No table at all: a fetch that reads none (`SELECT 1`).
    public static let empty = DatabaseRegion(everything: false)
    /// The whole database.
    public static let everything = DatabaseRegion(everything: true)

    /// Whether the region holds nothing.
    public var isEmpty: Bool { !isEverything && tables.isEmpty }

    /// Whether the region holds this table.
    public func contains(table: String) -> Bool {
        isEverything || tables.contains(SQLiteNameKey(table))
    }

    /// The region with `other`'s tables added.
    public func union(_ other: DatabaseRegion) -> DatabaseRegion {
        var region = self
        region.formUnion(other)
        return region
    }

    /// Adds `other`'s tables.
    public mutating func formUnion(_ other: DatabaseRegion) {
        if isEverything { return }
        if other.isEverything {
            self = .everything
            return
        }
        tables.formUnion(other.tables)
    }

    /// Whether the two regions share a table (the whole database shares every table with any
    /// region that is not empty).
    public func intersects(_ other: DatabaseRegion) -> Bool {
        if isEmpty || other.isEmpty { return false }
        if isEverything || other.isEverything { return true }
        return tables.count <= other.tables.count
            ? !tables.isDisjoint(with: other.tables) : !other.tables.isDisjoint(with: tables)
    }

    /// Whether the committed transaction changed a row of this region.
    public func isModified(by changes: CommittedChanges) -> Bool {
        intersects(changes.region)
    }

    /// The table names, sorted by their bytes, or `everything`.
    public var description: String {
        if isEverything { return "everything" }
        let names = tables.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
