extension Database {
    /// Copies everything still readable from the damaged database at `damagedPath` into a new
    /// database at `destinationPath`, and reports what came back and what was lost per table.
    ///
    /// The schema comes from the damaged file's `sqlite_schema`; each table's rows are read in
    /// rowid order, skipping the rowid ranges whose pages fail to read (a `WITHOUT ROWID` table is
    /// read from both ends of its key order). Indexes, views and triggers are recreated after the
    /// rows are in, so triggers do not fire during the copy. The destination must not exist or
    /// must be empty.
    ///
    /// The damaged file is never written: salvage reads a private copy of it taken with its
    /// rollback journal and WAL, so a hot journal left by a killed writer is rolled back and the
    /// WAL's committed transactions are read, in the copy. When SQLite cannot open the copy (a
    /// destroyed header, a truncated file), those are repaired in it (see
    /// ``SalvageReport/repairs``).
    ///
    /// Before copying, `PRAGMA integrity_check` and `dbstat` say which tables' trees are damaged.
    /// A row is counted as recovered only when it comes from a sound tree; rows of a damaged tree
    /// are copied and counted as doubtful, rows whose record holds more fields than the table has
    /// columns are not the table's and are not copied, and the lost count is known only for a sound
    /// table read to its end in a file without damage outside its tables (see ``TableSalvage``).
    /// Every read is bounded (by the rows the file can hold and by `timeLimit`), so damage that
    /// loops stops the table's copy with an error in the report instead of running forever.
    ///
    /// ```swift
    /// let report = try Database.salvage(from: "app.sqlite", to: "app-salvaged.sqlite")
    /// print(report)   // message: 0 recovered, 9812 doubtful, lost: unknown (the damaged file counts 10000); …
    /// ```
    public static func salvage(
        from damagedPath: String, to destinationPath: String, timeLimit: Duration = .seconds(3600)
    ) throws -> SalvageReport {
        let deadline = ContinuousClock.now.advanced(by: timeLimit)
        try BackupFile.checkWritable(destinationPath)
        let damaged = try DamagedDatabaseFile.open(damagedPath)
        defer { damaged.close() }
        var configuration = DatabaseConfiguration()
        // Rows arrive table by table in the damaged file's order, and some parents may be lost.
        configuration.foreignKeys = false
        var report = SalvageReport()
        report.repairs = damaged.repairs
        try BackupFile.write(to: destinationPath, configuration: configuration) { destination in
            let salvager = Salvager(
                source: damaged.database, sourcePath: damaged.path, destination: destination,
                deadline: deadline,
                pages: PageRecovery(path: damaged.path, source: damaged.database))
            try salvager.run(into: &report)
        }
        return report
    }
}
