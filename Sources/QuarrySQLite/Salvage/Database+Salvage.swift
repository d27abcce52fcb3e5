extension Database {
    /// Copies everything still readable from the damaged database at `damagedPath` into a new
    /// database at `destinationPath`, and reports what came back and what was lost per table.
    ///
    /// The schema comes from the damaged file's `sqlite_schema`; each table's rows are read in
    /// rowid order, skipping the rowid ranges whose pages fail to read (a `WITHOUT ROWID` table is
    /// read from both ends of its key order). Indexes, views and triggers are recreated after the
    /// rows are in, so triggers do not fire during the copy. The damaged file is opened read-only
    /// and never written; when SQLite cannot open it (a destroyed header, a truncated file), a
    /// temporary copy with those repaired is read instead (see ``SalvageReport/repairs``). The destination must not exist or must be empty.
    ///
    /// ```swift
    /// let report = try Database.salvage(from: "app.sqlite", to: "app-salvaged.sqlite")
    /// print(report)   // message: 9,812 recovered, 188 lost; unreadable rowids 4021…4208
    /// ```
    public static func salvage(from damagedPath: String, to destinationPath: String) throws -> SalvageReport {
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
                source: damaged.database, destination: destination,
                pages: PageRecovery(path: damagedPath, source: damaged.database))
            try salvager.run(into: &report)
        }
        return report
    }
}
