import Quarry

/// Where a damaged file's damage lies, table by table, found before any row is copied: the
/// messages of `PRAGMA integrity_check` placed on the trees whose pages they name (SQLite 3.40
/// names pages, not trees: `On tree page 12 cell 3: …`, `Page 40: …`), the pages that `dbstat`
/// finds in two trees at once (a root shared in `sqlite_schema`, a child pointer aimed at another
/// tree), and the trees `dbstat` cannot walk. Damage in an index's tree stays with the index (the
/// new database builds its indexes again); a mismatch between a table and its index is put on the
/// table, unless the index's own tree is damaged. What belongs to no tree (pages no tree reaches,
/// the freelist, a check that stopped or ran out of messages) is file damage.
struct DamageSurvey {
    /// The damage of each table's tree, by the table's name; a table not here is sound.
    private(set) var tableDamage: [SQLiteNameKey: [String]] = [:]
    /// Damage that belongs to no one tree.
    private(set) var fileDamage: [String] = []
    /// The pages of each table's tree by kind, as `dbstat` walked them (`leaf`, `internal`,
    /// `overflow`, `corrupted`).
    private(set) var pages: [SQLiteNameKey: [(page: Int, kind: String)]] = [:]

    /// The most integrity-check messages read; more means the check is cut short, which is file
    /// damage (the trees it did not reach are not vouched for).
    static let messageLimit = 500

    init(source: Database, schema: [SchemaEntry], pageCount: Int) {
        let trees = schema.filter(\.hasTree)
        var owners: [Int: [SchemaEntry]] = [:]
        var damagedIndexes: Set<SQLiteNameKey> = []
        for tree in trees {
            let (walked, failure) = Self.walk(tree, in: source, pageCount: pageCount)
            pages[SQLiteNameKey(tree.name)] = walked
            for page in Set(walked.map(\.page)) { owners[page, default: []].append(tree) }
            if let failure { note(failure, on: tree, damagedIndexes: &damagedIndexes) }
            if walked.contains(where: { $0.kind == "corrupted" }) {
                note(
                    "dbstat finds pages of its tree that are no B-tree pages", on: tree,
                    damagedIndexes: &damagedIndexes)
            }
        }
        for (page, sharing) in owners.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
            let names = sharing.map(\.name).joined(separator: ", ")
            for tree in sharing {
                note(
                    "page \(page) belongs to the trees of \(names) at once", on: tree,
                    damagedIndexes: &damagedIndexes)
            }
        }
        let messages =
            (try? source.integrityCheck(maxErrors: Self.messageLimit)) ?? [
                "the integrity check could not run"
            ]
        if messages.count >= Self.messageLimit {
            fileDamage.append("the integrity check stopped after \(Self.messageLimit) problems")
        }
        var checked = messages.filter { !$0.hasSQLiteNamePrefix(Self.stopped) }
        if checked.count < messages.count {
            // Damage stopped the whole-file check before it reached every tree: check each table
            // (its tree and its indexes) on its own, so that the tables past the stop are vouched
            // for or not by their own check rather than all left unknown.
            for table in trees where table.type == "table" {
                let found = Self.check(table, in: source)
                let stop = found.filter { $0.hasSQLiteNamePrefix(Self.stopped) }
                for message in stop { note(message, on: table, damagedIndexes: &damagedIndexes) }
                checked += found.filter { !$0.hasSQLiteNamePrefix(Self.stopped) }
            }
        }
        var mismatches: [(message: String, index: SchemaEntry)] = []
        for message in checked {
            if let page = Self.page(named: message), let trees = owners[page] {
                for tree in trees { note(message, on: tree, damagedIndexes: &damagedIndexes) }
            } else if let index = Self.index(named: message, in: schema) {
                mismatches.append((message, index))
            } else if let table = Self.table(named: message, in: schema) {
                note(message, on: table, damagedIndexes: &damagedIndexes)
            } else {
                fileDamage.append(message)
            }
        }
        for (message, index) in mismatches where !damagedIndexes.contains(SQLiteNameKey(index.name)) {
            if let table = schema.first(where: {
                $0.type == "table" && $0.name.isSameSQLiteName(as: index.tableName)
            }) {
                note(message, on: table, damagedIndexes: &damagedIndexes)
            } else {
                fileDamage.append(message)
            }
        }
    }

    /// How ``Database/integrityCheck(maxErrors:schema:)`` reports a check that damage stopped.
    private static let stopped = "the check stopped: "

    /// `PRAGMA integrity_check(table)`: the table's tree and its indexes' only, one message a line.
    private static func check(_ table: SchemaEntry, in source: Database) -> [String] {
        var lines: [String] = []
        do {
            try source.forEachRow(
                "PRAGMA integrity_check(\(SQLIdentifier(table.name)))"
            ) { row in
                let text: String = try row[0]
                lines += text.split(separator: "\n").map(String.init).filter {
                    !$0.hasSQLiteNamePrefix("*** in database") && !$0.isByteEqual(to: "ok")
                }
                if lines.count > messageLimit { throw TreeLoops() }
            }
        } catch {
            lines.append(stopped + ((error as? DatabaseError)?.message ?? "\(error)"))
        }
        return lines
    }

    private mutating func note(
        _ message: String, on tree: SchemaEntry, damagedIndexes: inout Set<SQLiteNameKey>
    ) {
        if tree.type == "index" {
            damagedIndexes.insert(SQLiteNameKey(tree.name))
        } else {
            tableDamage[SQLiteNameKey(tree.name), default: []].append(message)
        }
    }

    /// The pages of one tree, as `dbstat` walks it from its root, and the error that stopped the
    /// walk. Bounded: a tree cannot hold more pages than the file, so more rows mean a loop.
    private static func walk(_ tree: SchemaEntry, in source: Database, pageCount: Int) -> (
        [(page: Int, kind: String)], String?
    ) {
        var walked: [(page: Int, kind: String)] = []
        let page = Column<Int>("pageno")
        let kind = Column<String>("pagetype")
        let name = Column<String>("name")
        do {
            try source.forEachRow(
                Select {
                    page
                    kind
                }.from(Table("dbstat")).where(name == tree.name)
            ) { row in
                walked.append((try row[0], try row[1]))
                if walked.count > pageCount { throw TreeLoops() }
            }
        } catch is TreeLoops {
            return (walked, "its tree reaches more pages than the file holds: a pointer loops")
        } catch {
            return (
                walked, "dbstat cannot walk its tree: \((error as? DatabaseError)?.message ?? "\(error)")"
            )
        }
        return (walked, nil)
    }

    private struct TreeLoops: Error {}

    /// The page an integrity-check message is about: `Page N: …`, `On tree page N cell K: …`,
    /// `On page N at right child: …` (the page whose check found the problem).
    static func page(named message: String) -> Int? {
        for prefix in ["Page ", "On tree page ", "On page "] where message.hasSQLiteNamePrefix(prefix) {
            let digits = message.utf8.dropFirst(prefix.utf8.count).prefix(while: { $0 >= 0x30 && $0 <= 0x39 })
            let rest = message.utf8.dropFirst(prefix.utf8.count + digits.count)
            // "Page N is never used" names a page no tree reaches.
            guard let first = rest.first, first == UInt8(ascii: ":") || first == UInt8(ascii: " "),
                !String(decoding: rest, as: UTF8.self).hasSQLiteNamePrefix(" is never used")
            else { return nil }
            return Int(String(decoding: digits, as: UTF8.self))
        }
        return nil
    }

    /// The index a table-against-index message names (`row 5 missing from index i`, `wrong # of
    /// entries in index i`, `non-unique entry in index i`).
    private static func index(named message: String, in schema: [SchemaEntry]) -> SchemaEntry? {
        schema.filter { $0.type == "index" }
            .filter { message.utf8.ends(with: " index \($0.name)".utf8) }
            .max { $0.name.utf8.count < $1.name.utf8.count }
    }

    /// The table a row-check message names (`NULL value in t.c`, `CHECK constraint failed in t`,
    /// `row not in PRIMARY KEY order for t`, `non-INTEGER value in t.c`).
    private static func table(named message: String, in schema: [SchemaEntry]) -> SchemaEntry? {
        schema.filter { $0.type == "table" }
            .filter { table in
                message.utf8.ends(with: " in \(table.name)".utf8)
                    || message.utf8.ends(with: " for \(table.name)".utf8)
                    || message.utf8.contains(subsequence: " in \(table.name).".utf8)
            }
            .max { $0.name.utf8.count < $1.name.utf8.count }
    }
}

extension Collection where Element == UInt8 {
    fileprivate func ends(with suffix: some Collection<UInt8>) -> Bool {
        count >= suffix.count && dropFirst(count - suffix.count).elementsEqual(suffix)
    }

    fileprivate func contains(subsequence: some Collection<UInt8>) -> Bool {
        let needle = Array(subsequence)
        let haystack = Array(self)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
