import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// The records oracle: random layouts of `OracleItem` (rowid and WITHOUT ROWID tables, every
/// spelling of an integer key, composite keys, every date storage, hostile names) and random
/// sequences of every record write and read, some made to fail part-way (CHECK, UNIQUE, a
/// trigger's RAISE(ABORT)). After every step the table, read with plain SQL, must equal the model,
/// and the records the caller holds must be what each call promises (keys, timestamps, the value
/// before the call after a failure). `QUARRY_RECORDS_CASES` raises the case count
/// (`scripts/campaigns/records.sh`).
@Suite(.serialized) struct RecordOracleTests {
    static let cases =
        ProcessInfo.processInfo.environment["QUARRY_RECORDS_CASES"].flatMap { Int($0) } ?? 40
    static let steps = 30

    @Test func recordWritesKeepTheTableAndTheRecordsAsPromised() throws {
        var failures = 0
        for index in 0..<Self.cases {
            let seed = SplitMix64.seed(ofCase: index, base: 0x5EC0_2D5)
            var run = try RecordOracleRun(seed: seed)
            if let failure = try run.run(steps: Self.steps) {
                failures += 1
                Issue.record(
                    Comment(
                        rawValue:
                            "records oracle case \(index), seed 0x\(String(seed, radix: 16)): \(failure)"))
                if failures >= 3 { break }
            }
        }
    }
}

/// An error thrown inside a transaction to roll it back.
struct OracleRollback: Error {}

/// One case: a layout, a database, the model, the records the caller holds, and the steps.
struct RecordOracleRun {
    var random: SplitMix64
    let layout: OracleLayout
    let db: Database
    var model: RecordModel
    var held: [OracleItem] = []
    var log: [String] = []

    init(seed: UInt64) throws {
        random = SplitMix64(seed: seed)
        layout = OracleLayout.draw(&random)
        OracleLayout.install(layout)
        db = try Database.inMemory()
        model = RecordModel(shape: layout.shape)
        try db.create(OracleItem.self)
        let table = Self.quoted(layout.table)
        let n = Self.quoted(layout.columns[2])
        try db.execute(
            SQLFragment(
                unsafeSQL:
                    "CREATE TRIGGER oracle_insert BEFORE INSERT ON \(table) WHEN NEW.\(n) = 17 BEGIN SELECT RAISE(ABORT, 'insert refused'); END"
            ))
        try db.execute(
            SQLFragment(
                unsafeSQL:
                    "CREATE TRIGGER oracle_update BEFORE UPDATE ON \(table) WHEN NEW.\(n) = 19 BEGIN SELECT RAISE(ABORT, 'update refused'); END"
            ))
    }

    /// A name double-quoted, its quotes doubled, built byte by byte.
    static func quoted(_ name: String) -> String {
        var bytes: [UInt8] = [0x22]
        for byte in name.utf8 {
            bytes.append(byte)
            if byte == 0x22 { bytes.append(0x22) }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    var describedLayout: String {
        "table \(layout.table.debugDescription), columns \(layout.columns.map(\.debugDescription)), key \(layout.shape), when \(layout.whenStorage), stamps \(layout.stampStorage)"
    }

    /// Runs the steps; the first disagreement, with the layout and the steps so far.
    mutating func run(steps: Int) throws -> String? {
        for step in 0..<steps {
            let failure: String?
            do {
                failure = try self.step()
            } catch {
                failure = "unexpected error \(error)"
            }
            let tableFailure = failure == nil ? try checkTable() : nil
            if let problem = failure ?? tableFailure {
                return
                    "step \(step): \(problem)\n  \(describedLayout)\n  steps: \(log.joined(separator: "; "))"
            }
        }
        return nil
    }

    // MARK: generating

    static let codes: [String] =
        (0..<20).map { "c\($0)" } + HostileInput.sqlPayloads.filter { !$0.utf8.contains(0) }.prefix(12)

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func date() -> Date {
        Date(timeIntervalSince1970: 946_684_800 + Double(int(0..<(30 * 365 * 86_400 * 4))) / 4)
    }

    mutating func newRecord() -> OracleItem {
        var id: Int64? = Int64(int(1..<30))
        if layout.shape.isRowIDAlias ? chance(75) : chance(5) { id = nil }
        return OracleItem(
            id: id, code: Self.codes[int(0..<Self.codes.count)], n: Int64(int(0..<24)), when: date(),
            mood: OracleItem.Mood.allCases[int(0..<OracleItem.Mood.allCases.count)],
            meta: chance(30)
                ? nil : OracleItem.Meta(tags: (0..<int(0..<3)).map { "t\($0)" }, size: int(0..<5)),
            createdAt: chance(70) ? nil : date(), updatedAt: nil)
    }

    /// A record with the key of a row (or of none), built by the caller: no creation time.
    mutating func builtRecord() -> OracleItem {
        var record = newRecord()
        if !model.rows.isEmpty && chance(75) {
            let row = model.rows[int(0..<model.rows.count)]
            record.id = row.id
            if layout.shape.isComposite { record.code = row.code }
        } else if record.id == nil && !layout.shape.isRowIDAlias {
            record.id = Int64(int(1..<30))
        }
        record.createdAt = nil
        return record
    }

    /// The record with some non-key values changed (always a real change).
    mutating func changed(_ record: OracleItem) -> OracleItem {
        var result = record
        result.n = (record.n + Int64(int(1..<24))) % 24
        if chance(50) { result.when = date() }
        if chance(50) { result.mood = OracleItem.Mood.allCases[int(0..<OracleItem.Mood.allCases.count)] }
        if chance(30) { result.meta = chance(50) ? nil : OracleItem.Meta(tags: ["u"], size: int(0..<5)) }
        if !layout.shape.isComposite && chance(20) { result.code = Self.codes[int(0..<Self.codes.count)] }
        if chance(25) { result.createdAt = nil }
        return result
    }

    mutating func heldIndex() -> Int? { held.isEmpty ? nil : int(0..<held.count) }

    mutating func hold(_ record: OracleItem) {
        if held.count >= 12 { held.remove(at: int(0..<held.count)) }
        held.append(record)
    }

    // MARK: stepping

    mutating func step() throws -> String? {
        switch int(0..<100) {
        case 0..<18: return try stepInsert()
        case 18..<28: return try stepInsertAll()
        case 28..<33: return try stepInsertRolledBack()
        case 33..<45: return try stepUpdate()
        case 45..<55: return try stepUpdateChanges()
        case 55..<65: return try stepSave()
        case 65..<71: return try stepUpsert()
        case 71..<75: return try layout.shape.isComposite ? stepUpsert() : stepUpsertOnCode()
        case 75..<81: return try stepDelete()
        case 81..<87: return try stepFind()
        case 87..<93: return try stepRequestUpdate()
        default: return try stepRequestDelete()
        }
    }

    /// What an insert that succeeded must have done to `record` (given as it was before).
    func checkInserted(_ after: OracleItem, before: OracleItem, predictedID: Int64?) -> String? {
        if after.id != predictedID {
            return "insert: id \(String(describing: after.id)), expected \(String(describing: predictedID))"
        }
        if let created = before.createdAt, after.createdAt != created {
            return "insert changed a set createdAt"
        }
        if after.createdAt == nil || after.updatedAt == nil { return "insert left a timestamp nil" }
        var same = after
        same.createdAt = before.createdAt
        same.updatedAt = before.updatedAt
        same.id = before.id
        if !same.isSame(as: before) { return "insert changed a field: \(after) from \(before)" }
        return nil
    }

    func predictedID(_ record: OracleItem) -> Int64? {
        record.id ?? (layout.shape.isRowIDAlias ? model.nextRowID : nil)
    }

    mutating func stepInsert() throws -> String? {
        var record = newRecord()
        let before = record
        let fails = model.insertFails(record)
        let id = predictedID(record)
        log.append(
            "insert \(record.id.map(String.init) ?? "nil") n=\(record.n) code=\(record.code.debugDescription)"
        )
        do {
            let rowID = try db.insert(&record)
            if fails { return "insert succeeded where the model expected a failure" }
            if let problem = checkInserted(record, before: before, predictedID: id) { return problem }
            switch layout.shape {
            case .withoutRowID, .compositeWithoutRowID:
                if rowID != nil { return "insert into a WITHOUT ROWID table returned rowid \(rowID!)" }
            case .composite, .descending:
                if rowID == nil { return "insert returned no rowid" }
            default:
                if rowID != record.id { return "insert returned \(String(describing: rowID)), not the key" }
            }
            model.rows.append(record)
            hold(record)
        } catch {
            if !fails { return "insert failed: \(error)" }
            if !record.isSame(as: before) { return "a failed insert changed the record: \(record)" }
        }
        return nil
    }

    mutating func stepInsertAll() throws -> String? {
        var records = (0..<int(1..<5)).map { _ in newRecord() }
        let before = records
        var scratch = model
        var predicted: [Int64?] = []
        var fails = false
        for record in records {
            if scratch.insertFails(record) {
                fails = true
                break
            }
            var inserted = record
            inserted.id = record.id ?? (layout.shape.isRowIDAlias ? scratch.nextRowID : nil)
            predicted.append(inserted.id)
            scratch.rows.append(inserted)
        }
        log.append("insertAll \(records.count) fails=\(fails)")
        do {
            try db.insertAll(&records)
            if fails { return "insertAll succeeded where the model expected a failure" }
            for (index, record) in records.enumerated() {
                if let problem = checkInserted(record, before: before[index], predictedID: predicted[index]) {
                    return "insertAll record \(index): \(problem)"
                }
                model.rows.append(record)
                hold(record)
            }
        } catch {
            if !fails { return "insertAll failed: \(error)" }
            for (index, record) in records.enumerated() where !record.isSame(as: before[index]) {
                return "a failed insertAll changed record \(index): \(record), was \(before[index])"
            }
        }
        return nil
    }

    /// An insert in a transaction that rolls back afterwards: the row is gone, the record keeps
    /// what the insert wrote into it (documented).
    mutating func stepInsertRolledBack() throws -> String? {
        var record = newRecord()
        let before = record
        let fails = model.insertFails(record)
        let id = predictedID(record)
        log.append("insert in a rolled-back transaction")
        do {
            try db.inTransaction { db in
                try db.insert(&record)
                throw OracleRollback()
            }
        } catch is OracleRollback {
            if fails { return "insert succeeded where the model expected a failure" }
            return checkInserted(record, before: before, predictedID: id)
        } catch {
            if !fails { return "insert failed: \(error)" }
            if !record.isSame(as: before) { return "a failed insert changed the record" }
        }
        return nil
    }

    /// update(_:): every non-key column; a nil createdAt keeps the stored one.
    mutating func stepUpdate() throws -> String? {
        guard let heldAt = heldIndex() else { return try stepInsert() }
        var record = changed(held[heldAt])
        let before = record
        log.append(
            "update \(String(describing: record.id)) n=\(record.n) createdAt=\(record.createdAt == nil ? "nil" : "set")"
        )
        return try expectUpdate(&record, before: before, heldAt: heldAt) { db, record in
            try db.update(&record)
        }
    }

    /// The promise of a whole-record update by key (update, and save's update).
    mutating func expectUpdate(
        _ record: inout OracleItem, before: OracleItem, heldAt: Int?,
        _ call: (Database, inout OracleItem) throws -> Bool
    ) throws -> String? {
        let index = model.index(of: record)
        var expected = record
        if let index, record.createdAt == nil { expected.createdAt = model.rows[index].createdAt }
        let fails = index.map { model.updateFails(expected, at: $0) } ?? false
        do {
            let found = try call(db, &record)
            if fails { return "update succeeded where the model expected a failure" }
            if found != (index != nil) { return "update returned \(found), expected \(index != nil)" }
            if record.updatedAt == nil { return "update left updatedAt nil" }
            expected.updatedAt = record.updatedAt
            if !record.isSame(as: expected) {
                return "update left the record \(record), expected \(expected)"
            }
            if let index { model.rows[index] = record }
            if let heldAt { held[heldAt] = record }
        } catch {
            if !fails { return "update failed: \(error)" }
            if !record.isSame(as: before) { return "a failed update changed the record" }
        }
        return nil
    }

    mutating func stepUpdateChanges() throws -> String? {
        guard let heldAt = heldIndex() else { return try stepInsert() }
        let old = held[heldAt]
        var record = old
        let new = changed(old)
        let index = model.index(of: old)
        log.append("updateChanges \(String(describing: old.id)) n=\(new.n)")
        // Whether it fails does not hang on updatedAt: only on the n and code the row ends with.
        var ending = index.map { model.rows[$0] }
        if let row = ending {
            var fields = model.changedFields(old, new)
            if new.createdAt == nil { fields.removeAll { $0 == "createdAt" } }
            ending = RecordModel.assigning(fields, from: new, to: row)
        }
        let fails = index.map { model.updateFails(ending!, at: $0) } ?? false
        do {
            let updated = try db.updateChanges(&record) { $0 = new }
            if fails { return "updateChanges succeeded where the model expected a failure" }
            if updated != (index != nil) {
                return "updateChanges returned \(updated), expected \(index != nil)"
            }
            var expected = new
            expected.updatedAt = record.updatedAt
            if record.updatedAt == old.updatedAt && record.updatedAt != nil && old.updatedAt == nil {
                return "updateChanges did not run willUpdate"
            }
            if !record.isSame(as: expected) { return "updateChanges left \(record), expected \(expected)" }
            if let index {
                var fields = model.changedFields(old, record)
                if record.createdAt == nil { fields.removeAll { $0 == "createdAt" } }
                model.rows[index] = RecordModel.assigning(fields, from: record, to: model.rows[index])
            }
            held[heldAt] = record
        } catch {
            if !fails { return "updateChanges failed: \(error)" }
            if !record.isSame(as: old) { return "a failed updateChanges changed the record: \(record)" }
        }
        return nil
    }

    mutating func stepSave() throws -> String? {
        var record: OracleItem
        var heldAt: Int? = nil
        switch int(0..<3) {
        case 0:
            guard let index = heldIndex() else { return try stepInsert() }
            heldAt = index
            record = changed(held[index])
        case 1: record = newRecord()
        default: record = builtRecord()
        }
        let before = record
        log.append(
            "save \(String(describing: record.id)) createdAt=\(record.createdAt == nil ? "nil" : "set")")
        if record.id == nil || model.index(of: record) == nil {
            // An insert (after an update that found no row, when the key is set).
            let fails = model.insertFails(record)
            let id = predictedID(record)
            do {
                try db.save(&record)
                if fails { return "save succeeded where the model expected a failure" }
                if let problem = checkInserted(record, before: before, predictedID: id) {
                    return "save: \(problem)"
                }
                model.rows.append(record)
                hold(record)
            } catch {
                if !fails { return "save failed: \(error)" }
                if !record.isSame(as: before) { return "a failed save changed the record" }
            }
            return nil
        }
        let problem = try expectUpdate(&record, before: before, heldAt: heldAt) { db, record in
            try db.save(&record)
            return true
        }
        if problem == nil && heldAt == nil { hold(record) }
        return problem
    }

    /// An upsert matching the unique `code` instead of the key, with a key no row has (nil where
    /// SQLite fills it in): on a conflict the row keeps its key and creation time, and the record
    /// must come back with them.
    mutating func stepUpsertOnCode() throws -> String? {
        var record = newRecord()
        record.id = layout.shape.isRowIDAlias ? nil : (model.rows.compactMap(\.id).max() ?? 0) + 1
        let before = record
        log.append("upsert on code n=\(record.n) code=\(record.code.debugDescription)")
        guard let index = model.rows.firstIndex(where: { $0.code.utf8.elementsEqual(record.code.utf8) })
        else {
            let fails = model.insertFails(record)
            let id = predictedID(record)
            do {
                try db.upsert(&record, onConflict: \.code)
                if fails { return "upsert on code (insert) succeeded where the model expected a failure" }
                if let problem = checkInserted(record, before: before, predictedID: id) {
                    return "upsert on code: \(problem)"
                }
                model.rows.append(record)
                hold(record)
            } catch {
                if !fails { return "upsert on code (insert) failed: \(error)" }
                if !record.isSame(as: before) { return "a failed upsert on code changed the record" }
            }
            return nil
        }
        let stored = model.rows[index]
        // The insert is tried first (its trigger fires), then the DO UPDATE.
        let fails = record.n == 13 || record.n == 17 || record.n == 19
        do {
            try db.upsert(&record, onConflict: \.code)
            if fails { return "upsert on code (update) succeeded where the model expected a failure" }
            var expected = before
            expected.id = stored.id
            expected.createdAt = stored.createdAt
            expected.updatedAt = record.updatedAt
            if record.updatedAt == nil { return "upsert on code left updatedAt nil" }
            if !record.isSame(as: expected) {
                return "upsert on code left the record \(record), expected \(expected) (the stored row's key)"
            }
            model.rows[index] = record
            hold(record)
        } catch {
            if !fails { return "upsert on code (update) failed: \(error)" }
            if !record.isSame(as: before) { return "a failed upsert on code changed the record" }
        }
        return nil
    }

    mutating func stepUpsert() throws -> String? {
        var record = chance(60) ? builtRecord() : newRecord()
        let before = record
        log.append(
            "upsert \(String(describing: record.id)) n=\(record.n) code=\(record.code.debugDescription)")
        guard let index = model.index(of: record) else {
            let fails = model.insertFails(record)
            let id = predictedID(record)
            do {
                try db.upsert(&record)
                if fails { return "upsert (insert) succeeded where the model expected a failure" }
                if let problem = checkInserted(record, before: before, predictedID: id) {
                    return "upsert: \(problem)"
                }
                model.rows.append(record)
                hold(record)
            } catch {
                if !fails { return "upsert (insert) failed: \(error)" }
                if !record.isSame(as: before) { return "a failed upsert changed the record" }
            }
            return nil
        }
        let stored = model.rows[index]
        let fails =
            record.n == 13 || record.n == 17 || record.n == 19
            || model.rows.indices.contains {
                $0 != index && model.rows[$0].code.utf8.elementsEqual(record.code.utf8)
            }
        do {
            try db.upsert(&record)
            if fails { return "upsert (update) succeeded where the model expected a failure" }
            var expected = before
            expected.createdAt = stored.createdAt
            expected.updatedAt = record.updatedAt
            if record.updatedAt == nil { return "upsert left updatedAt nil" }
            if !record.isSame(as: expected) {
                return
                    "upsert left the record \(record), expected \(expected) (stored creation \(String(describing: stored.createdAt)))"
            }
            model.rows[index] = record
            hold(record)
        } catch {
            if !fails { return "upsert (update) failed: \(error)" }
            if !record.isSame(as: before) { return "a failed upsert changed the record" }
        }
        return nil
    }

    mutating func stepDelete() throws -> String? {
        let record = heldIndex().map { held[$0] } ?? newRecord()
        guard record.id != nil else { return nil }
        let index = model.index(of: record)
        log.append("delete \(String(describing: record.id))")
        let deleted: Bool
        if chance(50) {
            deleted = try db.delete(record)
        } else if layout.shape.isComposite {
            deleted = try db.delete(OracleItem.self, key: record.id!, record.code)
        } else {
            deleted = try db.delete(OracleItem.self, key: record.id!)
        }
        if deleted != (index != nil) { return "delete returned \(deleted), expected \(index != nil)" }
        if let index { model.rows.remove(at: index) }
        return nil
    }

    mutating func stepFind() throws -> String? {
        let probe = model.rows.isEmpty || chance(25) ? builtRecord() : model.rows[int(0..<model.rows.count)]
        guard let id = probe.id else { return nil }
        log.append("find \(id)")
        let found =
            layout.shape.isComposite
            ? try db.find(OracleItem.self, key: id, probe.code) : try db.find(OracleItem.self, key: id)
        let expected = model.index(of: probe).map { model.rows[$0] }
        switch (found, expected) {
        case (nil, nil): break
        case (let found?, let expected?):
            if !found.isSame(as: expected) { return "find read \(found), the table holds \(expected)" }
        default: return "find read \(String(describing: found)), expected \(String(describing: expected))"
        }
        if chance(30) {
            let all = model.sortedByKey(try db.fetchAll(OracleItem.all()))
            let rows = model.sortedByKey(model.rows)
            if all.count != rows.count || zip(all, rows).contains(where: { !$0.isSame(as: $1) }) {
                return "fetchAll read \(all), the table holds \(rows)"
            }
        }
        return nil
    }

    mutating func request() -> (RecordRequest<OracleItem>, limit: Int?, offset: Int?, filtered: Bool) {
        let filtered = chance(30)
        var request = filtered ? OracleItem.filter { $0.n < 10 } : OracleItem.all()
        request = request.orderBy {
            $0.n
            $0.id
            $0.code
        }
        guard chance(85) else { return (request, nil, nil, filtered) }
        let limit = int(0..<4)
        let offset = chance(50) ? int(0..<4) : nil
        return (request.limit(limit, offset: offset), limit, offset, filtered)
    }

    mutating func stepRequestUpdate() throws -> String? {
        let (request, limit, offset, filtered) = self.request()
        let window = model.window(limit: limit, offset: offset, filtered: filtered)
        let mood = OracleItem.Mood.allCases[int(0..<OracleItem.Mood.allCases.count)]
        let template = OracleItem(
            id: nil, code: "", n: 0, when: Date(timeIntervalSince1970: 0), mood: mood, meta: nil,
            createdAt: nil,
            updatedAt: nil)
        let fails = window.contains { model.rows[$0].n == 19 }
        log.append(
            "update request limit=\(String(describing: limit)) offset=\(String(describing: offset)) filtered=\(filtered)"
        )
        do {
            let count = try db.update(request, from: template, columns: \.mood)
            if fails { return "a request update succeeded where the model expected a failure" }
            if count != window.count {
                return "a request update changed \(count) rows, the request reads \(window.count)"
            }
            for index in window { model.rows[index].mood = mood }
        } catch {
            if !fails { return "a request update failed: \(error)" }
        }
        return nil
    }

    mutating func stepRequestDelete() throws -> String? {
        let (request, limit, offset, filtered) = self.request()
        let window = model.window(limit: limit, offset: offset, filtered: filtered)
        log.append(
            "delete request limit=\(String(describing: limit)) offset=\(String(describing: offset)) filtered=\(filtered)"
        )
        let count = try db.delete(request)
        if count != window.count {
            return "a request delete removed \(count) rows, the request reads \(window.count)"
        }
        for index in window.sorted(by: >) { model.rows.remove(at: index) }
        return nil
    }

    // MARK: the table, read with plain SQL

    func checkTable() throws -> String? {
        let columns = layout.columns.map(Self.quoted).joined(separator: ", ")
        let snapshots = try db.fetchAll(
            SQLFragment(unsafeSQL: "SELECT \(columns) FROM \(Self.quoted(layout.table))"))
        var stored: [OracleItem] = []
        for snapshot in snapshots {
            switch parse(snapshot.values) {
            case .success(let item): stored.append(item)
            case .failure(let problem): return "the table holds a row the model cannot read: \(problem.text)"
            }
        }
        let table = model.sortedByKey(stored)
        let rows = model.sortedByKey(model.rows)
        if table.count != rows.count || zip(table, rows).contains(where: { !$0.isSame(as: $1) }) {
            return "the table holds\n    \(table)\n  the model\n    \(rows)"
        }
        return nil
    }

    struct Unreadable: Error {
        let text: String
    }

    static let dateText: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()

    /// A date in a storage, as the documentation says it is stored.
    func date(_ value: SQLValue, _ storage: FieldStorage) -> Date? {
        switch (storage, value) {
        case (.automatic, .text(let text)), (.dateText, .text(let text)):
            return Self.dateText.date(from: text)
        case (.unixSeconds, .real(let seconds)): return Date(timeIntervalSince1970: seconds)
        case (.unixMilliseconds, .integer(let milliseconds)):
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        default: return nil
        }
    }

    func parse(_ values: [SQLValue]) -> Result<OracleItem, Unreadable> {
        guard values.count == 8 else { return .failure(Unreadable(text: "\(values.count) columns")) }
        let id: Int64?
        switch values[0] {
        case .null: id = nil
        case .integer(let value): id = value
        default: return .failure(Unreadable(text: "id \(values[0])"))
        }
        guard case .text(let code) = values[1], case .integer(let n) = values[2],
            let when = date(values[3], layout.whenStorage), case .text(let moodText) = values[4],
            let mood = OracleItem.Mood.allCases.first(where: { $0.rawValue.utf8.elementsEqual(moodText.utf8) }
            )
        else { return .failure(Unreadable(text: "\(values)")) }
        var meta: OracleItem.Meta?
        if case .text(let json) = values[5] {
            guard let decoded = try? JSONDecoder().decode(OracleItem.Meta.self, from: Data(json.utf8)) else {
                return .failure(Unreadable(text: "meta \(json)"))
            }
            meta = decoded
        } else if values[5] != .null {
            return .failure(Unreadable(text: "meta \(values[5])"))
        }
        var stamps: [Date?] = []
        for value in values[6...7] {
            if value == .null {
                stamps.append(nil)
            } else if let stamp = date(value, layout.stampStorage) {
                stamps.append(stamp)
            } else {
                return .failure(Unreadable(text: "timestamp \(value)"))
            }
        }
        return .success(
            OracleItem(
                id: id, code: code, n: n, when: when, mood: mood, meta: meta, createdAt: stamps[0],
                updatedAt: stamps[1]))
    }
}
