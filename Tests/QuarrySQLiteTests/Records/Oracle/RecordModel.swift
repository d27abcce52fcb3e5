import Foundation
import QuarrySQLite

/// What the records oracle believes the table holds, and the rules by which each write changes
/// it, written from SQLite's documented behaviour and the records' promises (not from Quarry).
struct RecordModel {
    let shape: OracleLayout.KeyShape
    var rows: [OracleItem] = []

    init(shape: OracleLayout.KeyShape) { self.shape = shape }

    func hasSameKey(_ a: OracleItem, _ b: OracleItem) -> Bool {
        a.id == b.id && (!shape.isComposite || a.code.utf8.elementsEqual(b.code.utf8))
    }

    func index(of record: OracleItem) -> Int? {
        guard record.id != nil else { return nil }
        return rows.firstIndex { hasSameKey($0, record) }
    }

    /// The rowid SQLite gives a row inserted without one: one more than the largest.
    var nextRowID: Int64 { (rows.compactMap(\.id).max() ?? 0) + 1 }

    /// Whether inserting `record` fails: a nil key SQLite does not fill (refused by Quarry), the
    /// CHECK (n = 13), the insert trigger (n = 17), a duplicate code or key.
    func insertFails(_ record: OracleItem) -> Bool {
        if record.id == nil && !shape.isRowIDAlias { return true }
        if record.n == 13 || record.n == 17 { return true }
        if rows.contains(where: { $0.code.utf8.elementsEqual(record.code.utf8) }) { return true }
        if record.id != nil && index(of: record) != nil { return true }
        return false
    }

    /// Whether the row at `index` becoming `row` fails: the CHECK, the update trigger (n = 19), a
    /// code another row has.
    func updateFails(_ row: OracleItem, at index: Int) -> Bool {
        if row.n == 13 || row.n == 19 { return true }
        return rows.indices.contains { $0 != index && rows[$0].code.utf8.elementsEqual(row.code.utf8) }
    }

    /// The rows in the oracle's request order: n, then id, then code by bytes.
    var ordered: [Int] {
        rows.indices.sorted { a, b in
            let (x, y) = (rows[a], rows[b])
            if x.n != y.n { return x.n < y.n }
            if x.id != y.id { return (x.id ?? .min) < (y.id ?? .min) }
            return x.code.utf8.lexicographicallyPrecedes(y.code.utf8)
        }
    }

    /// The rows a request with `limit`/`offset` (and an optional filter n < 10) reads.
    func window(limit: Int?, offset: Int?, filtered: Bool) -> [Int] {
        var chosen = ordered.filter { !filtered || rows[$0].n < 10 }
        guard let limit else { return chosen }
        let start = min(offset ?? 0, chosen.count)
        chosen = Array(chosen[start...])
        return Array(chosen.prefix(limit))
    }

    /// The non-key fields whose values differ (what `updateChanges` writes), by name.
    func changedFields(_ old: OracleItem, _ new: OracleItem) -> [String] {
        var changed: [String] = []
        if !shape.isComposite && !old.code.utf8.elementsEqual(new.code.utf8) { changed.append("code") }
        if old.n != new.n { changed.append("n") }
        if old.when != new.when { changed.append("when") }
        if !old.mood.rawValue.utf8.elementsEqual(new.mood.rawValue.utf8) { changed.append("mood") }
        if old.meta != new.meta { changed.append("meta") }
        if old.createdAt != new.createdAt { changed.append("createdAt") }
        if old.updatedAt != new.updatedAt { changed.append("updatedAt") }
        return changed
    }

    /// `row` with the named fields taken from `source`.
    static func assigning(_ fields: [String], from source: OracleItem, to row: OracleItem) -> OracleItem {
        var result = row
        for field in fields {
            switch field {
            case "code": result.code = source.code
            case "n": result.n = source.n
            case "when": result.when = source.when
            case "mood": result.mood = source.mood
            case "meta": result.meta = source.meta
            case "createdAt": result.createdAt = source.createdAt
            case "updatedAt": result.updatedAt = source.updatedAt
            default: break
            }
        }
        return result
    }

    /// The rows sorted by key, for comparing with the table.
    func sortedByKey(_ items: [OracleItem]) -> [OracleItem] {
        items.sorted { x, y in
            if x.id != y.id { return (x.id ?? .min) < (y.id ?? .min) }
            return x.code.utf8.lexicographicallyPrecedes(y.code.utf8)
        }
    }
}
