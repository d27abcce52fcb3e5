import CLibPQ
import Foundation
import QuarryPostgres
import QuarryPostgresTesting

// quarry-postgres-benchmarks: QuarryPostgres against libpq by hand, in one process, on the
// throwaway server the tests use (or QUARRY_POSTGRES_URL). Each round runs every variant once, in
// rotating order; the table shows the median time per operation and its ratio to raw libpq.
//
//   swift run -c release quarry-postgres-benchmarks [--quick] [--rounds N] [--size N]

var rounds = 7
var size = 5_000
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": size = 200
    case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? rounds
    case "--size": size = Int(arguments.popFirst() ?? "") ?? size
    default:
        FileHandle.standardError.write(Data("unknown option \(argument)\n".utf8))
        exit(2)
    }
}

let server: PostgresTestServer
do {
    server = try PostgresTestServer.shared()
} catch {
    FileHandle.standardError.write(Data("no PostgreSQL server: \(error)\n".utf8))
    exit(1)
}
do {
    try PostgresBenchmark(server: server, size: size, rounds: rounds).run()
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}
