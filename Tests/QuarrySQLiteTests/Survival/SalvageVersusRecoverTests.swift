import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Quarry's salvage against the sqlite3 shell's `.recover` on the oracle's damage classes: per
/// class, how many of the rows the generated tables held each brings back byte for byte, and how
/// many rows each puts in a table that the table never held. Runs only when
/// `QUARRY_SQLITE3_RECOVER` names a shell built with `sqlite_dbpage`
/// (`scripts/sqlite3-recover-shell.sh`); `scripts/salvage-vs-recover.sh` runs it and prints the
/// table `Benchmarks/README.md` shows.
@Suite struct SalvageVersusRecoverTests {
    static let shell = ProcessInfo.processInfo.environment["QUARRY_SQLITE3_RECOVER"]
    static var casesPerClass: Int {
        ProcessInfo.processInfo.environment["QUARRY_RECOVER_CASES"].flatMap(Int.init) ?? 40
    }

    private struct Tally {
        var cases = 0
        var held = 0
        var quarryExact = 0
        var quarryWrong = 0
        var quarryVouched = 0
        var recoverExact = 0
        var recoverWrong = 0
    }

    @Test(.enabled(if: shell != nil)) func salvageAgainstRecover() throws {
        let folder = try TemporaryFolder()
        var lines = [
            "| damage | cases | rows held | Quarry: exact | Quarry: not the table's | Quarry: vouched as recovered | .recover: exact | .recover: not the table's |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        var total = Tally()
        for kind in SalvageDamage.allCases {
            var tally = Tally()
            for index in 0..<Self.casesPerClass {
                let seed = SplitMix64.seed(ofCase: index * 100 + kind.rawValue, base: 0xEC0_7E12)
                try measure(seed: seed, kind: kind, in: folder, into: &tally)
            }
            lines.append(row(kind.description, tally))
            total.cases += tally.cases
            total.held += tally.held
            total.quarryExact += tally.quarryExact
            total.quarryWrong += tally.quarryWrong
            total.quarryVouched += tally.quarryVouched
            total.recoverExact += tally.recoverExact
            total.recoverWrong += tally.recoverWrong
        }
        lines.append(row("all", total))
        print(lines.joined(separator: "\n"))
    }

    private func row(_ name: String, _ t: Tally) -> String {
        "| \(name) | \(t.cases) | \(t.held) | \(t.quarryExact) | \(t.quarryWrong) | \(t.quarryVouched) | \(t.recoverExact) | \(t.recoverWrong) |"
    }

    private func measure(
        seed: UInt64, kind: SalvageDamage, in folder: TemporaryFolder, into tally: inout Tally
    ) throws {
        var random = SplitMix64(seed: seed)
        let damaged = folder.file("vs-\(seed).sqlite")
        let salvaged = folder.file("vs-\(seed)-quarry.sqlite")
        let recovered = folder.file("vs-\(seed)-recover.sqlite")
        defer {
            for path in [damaged, salvaged, recovered] {
                for suffix in ["", "-journal", "-wal", "-shm", ".sql"] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            }
        }
        let generated = try GeneratedDatabase(at: damaged, random: &random)
        _ = try kind.apply(to: damaged, generated, random: &random)
        // .recover reads the file as it is; give it a copy, since a hot journal would be rolled back in place.
        let forRecover = damaged + ".recover-input"
        try FileManager.default.copyItem(atPath: damaged, toPath: forRecover)
        if FileManager.default.fileExists(atPath: damaged + "-journal") {
            try FileManager.default.copyItem(atPath: damaged + "-journal", toPath: forRecover + "-journal")
        }
        defer {
            try? FileManager.default.removeItem(atPath: forRecover)
            try? FileManager.default.removeItem(atPath: forRecover + "-journal")
        }
        tally.cases += 1
        tally.held += generated.rows.values.reduce(0) { $0 + $1.count }
        let report = try? Database.salvage(from: damaged, to: salvaged, timeLimit: .seconds(20))
        let recoverWorked = try runRecover(forRecover, into: recovered)
        for name in generated.tableNames {
            let expected = generated.rows[name] ?? [:]
            if report != nil,
                let (exact, total) = try? SalvageOracle.compare(table: name, in: salvaged, with: expected)
            {
                tally.quarryExact += exact
                tally.quarryWrong += total - exact
                tally.quarryVouched += report?[table: name]?.recoveredRows ?? 0
            }
            if recoverWorked,
                let (exact, total) = try? SalvageOracle.compare(table: name, in: recovered, with: expected)
            {
                tally.recoverExact += exact
                tally.recoverWrong += total - exact
            }
        }
    }

    /// `sqlite3 damaged .recover | sqlite3 recovered`, bounded to 60 seconds.
    private func runRecover(_ damaged: String, into recovered: String) throws -> Bool {
        guard let shell = Self.shell else { return false }
        let script = recovered + ".sql"
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        dump.arguments = ["60", shell, damaged, ".recover"]
        _ = FileManager.default.createFile(atPath: script, contents: nil)
        dump.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: script))
        dump.standardError = FileHandle.nullDevice
        try dump.run()
        dump.waitUntilExit()
        let load = Process()
        load.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        load.arguments = ["60", shell, recovered]
        load.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: script))
        load.standardOutput = FileHandle.nullDevice
        load.standardError = FileHandle.nullDevice
        try load.run()
        load.waitUntilExit()
        return FileManager.default.fileExists(atPath: recovered)
    }
}
