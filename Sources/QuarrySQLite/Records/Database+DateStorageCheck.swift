extension Database {
    /// How many stored values of a date column `sync` samples to tell its storage.
    static let dateStorageSample = 100

    /// Refuses a date field whose storage is not the one its existing column uses, before `sync`
    /// changes anything: SQLite orders every number before every text, so a field that writes text
    /// into a column of numbers (or numbers into a TEXT column, which turns them into text) makes
    /// `>` and ORDER BY wrong without an error. Judged by the column's declared type (text dates in
    /// an INTEGER or REAL column, numbers in a TEXT one) and by the storage classes of up to
    /// ``dateStorageSample`` of the values already there; the error says which storage to use.
    func checkDateStorages<Record: TableRecord>(
        of definition: ResolvedDefinition<Record>, in existing: [ColumnInfo]
    )
        throws
    {
        for field in definition.fields {
            guard let storage = field.info.dateStorage else { continue }
            let name = field.info.name.name
            guard let column = existing.first(where: { $0.name.isSameSQLiteName(as: name) }) else { continue }
            let sample = try storedDateSample(of: field.info.name, in: definition.table)
            if let advice = Self.dateStorageAdvice(
                storage: storage, affinity: PageTable.Affinity(declaredType: column.declaredType),
                sample: sample)
            {
                throw QuarryError(
                    .typeMismatch,
                    "cannot sync \(Record.self): field \(name.debugDescription) stores dates as \(Self.describe(storage)), but column \(name.debugDescription) of table \(definition.table.name.name.name.debugDescription) \(advice)"
                )
            }
        }
    }

    /// What a bounded sample of a column's non-NULL values holds.
    struct StoredDateSample {
        var hasText = false
        var hasReal = false
        var hasInteger = false
        /// The largest magnitude among the numbers, to tell seconds from milliseconds.
        var largestNumber = 0.0
    }

    private func storedDateSample(of column: SQLIdentifier, in table: Table) throws -> StoredDateSample {
        let value = Column<SQLValue>(column)
        let values = Select { value }.from(table).where(value != SQLValue.null).limit(Self.dateStorageSample)
        var sample = StoredDateSample()
        for stored in try fetchValues(values, as: SQLValue.self) {
            switch stored {
            case .text: sample.hasText = true
            case .real(let number):
                sample.hasReal = true
                sample.largestNumber = max(sample.largestNumber, abs(number))
            case .integer(let number):
                sample.hasInteger = true
                sample.largestNumber = max(sample.largestNumber, abs(Double(number)))
            case .null, .blob: break
            }
        }
        return sample
    }

    /// Unix milliseconds pass 10^11 in March 1973, unix seconds only in the year 5138: numbers above
    /// it are milliseconds.
    static let millisecondsThreshold = 1e11

    /// What is wrong and which storage to use, or `nil` when the column agrees with the storage.
    static func dateStorageAdvice(
        storage: DateStorage, affinity: PageTable.Affinity, sample: StoredDateSample
    )
        -> String?
    {
        let numbers = sample.hasReal || sample.hasInteger
        switch storage {
        case .text:
            if numbers {
                let unit: DateStorage =
                    sample.largestNumber >= millisecondsThreshold ? .unixMilliseconds : .unixSeconds
                return
                    "holds \(sample.hasReal ? "REAL" : "INTEGER") numbers (\(describe(unit))): use storage: .\(unit)"
            }
            if !sample.hasText, affinity == .integer {
                return
                    "is declared INTEGER, the type of dates stored as numbers: use storage: .unixMilliseconds or .unixSeconds, or declare the column TEXT"
            }
            if !sample.hasText, affinity == .real {
                return
                    "is declared REAL, the type of dates stored as seconds (FMDB's form): use storage: .unixSeconds, or declare the column TEXT"
            }
            return nil
        case .unixSeconds, .unixMilliseconds:
            if sample.hasText {
                return "holds date text: use storage: .dateText"
            }
            if affinity == .text {
                return
                    "is declared TEXT, which turns the numbers written into text: use storage: .dateText, or declare the column REAL or INTEGER"
            }
            guard numbers else { return nil }
            let isMilliseconds = sample.largestNumber >= millisecondsThreshold
            if storage == .unixSeconds, isMilliseconds {
                return
                    "holds numbers above 10^11, which are milliseconds since 1970: use storage: .unixMilliseconds"
            }
            if storage == .unixMilliseconds, !isMilliseconds {
                return "holds numbers below 10^11, which are seconds since 1970: use storage: .unixSeconds"
            }
            return nil
        }
    }

    private static func describe(_ storage: DateStorage) -> String {
        switch storage {
        case .text: return "text"
        case .unixSeconds: return "unix seconds"
        case .unixMilliseconds: return "unix milliseconds"
        }
    }
}
