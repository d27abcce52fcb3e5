// libFuzzer harness: builds statements from the fuzzer's bytes and checks oracles (a) and (d):
// every statement renders the same bytes twice and SQLite prepares it as exactly one statement
// with as many parameters as arguments. Built and run by scripts/fuzz.sh.
//
// The first 8 bytes seed an SQLGenerator (structure); the rest, as text and as a blob, go into
// every value, literal and identifier slot (content), so that coverage guidance explores both.
import Glibc
import Quarry

nonisolated(unsafe) private var scratch: SQLiteScratchDatabase?

@_cdecl("LLVMFuzzerTestOneInput")
public func quarryFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let database: SQLiteScratchDatabase
    if let scratch {
        database = scratch
    } else {
        database = try! SQLiteScratchDatabase(schema: FuzzSchema.standard.creationSQL)
        scratch = database
    }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var seed: UInt64 = 0
    for byte in bytes.prefix(8) { seed = seed << 8 | UInt64(byte) }
    let payload = Array(bytes.dropFirst(8))
    var generator = SQLGenerator(seed: seed)
    var statements: [any SQLStatement] = [generator.statement(), generator.select()]
    statements += slotStatements(text: String(decoding: payload, as: UTF8.self), blob: payload)
    for statement in statements {
        check(statement, in: database, seed: seed)
    }
    return 0
}

private func check(_ statement: any SQLStatement, in database: SQLiteScratchDatabase, seed: UInt64) {
    do {
        _ = try statement.render()
    } catch {
        // The documented refusals: a NUL in a name or a pragma value.
        if error.kind == .invalidIdentifier || error.kind == .valueOutOfRange { return }
        fail(seed, statement, "rendering failed: \(error)")
    }
    if let failure = FuzzOracle.checkStableRendering(statement)
        ?? FuzzOracle.checkPreparesAsOneStatement(statement, in: database)
    {
        fail(seed, statement, failure)
    }
}

private func fail(_ seed: UInt64, _ statement: any SQLStatement, _ failure: String) -> Never {
    let rendered = FuzzOracle.rendering(statement, parenthesizeEverything: false)
    let report = """
        quarry-fuzzer: seed 0x\(String(seed, radix: 16)) failed: \(failure)
          description: \(statement.getDescription())
          SQL: \(rendered.sql)

        """
    var text = report
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The text in every slot that exists and needs no object of that name beforehand: values,
/// literals, and names that the statement itself defines (alias, CTE and its column, window,
/// savepoint, attached schema).
private func slotStatements(text: String, blob: [UInt8]) -> [any SQLStatement] {
    let name = SQLIdentifier(text)
    let item = Table("item")
    let value = ExpressionNode.value(.text(text))
    let column = ExpressionNode.column(ColumnReference(table: "item", name: "name"))
    let cte = CommonTableExpression(name, columns: [name], as: Select.values([[1]]))
    return [
        Select(columns: [.expression(value, alias: name)]),
        Select(columns: [.expression(.value(.blob(blob)), alias: nil)]),
        Select(columns: [.expression(column, alias: nil)]).from(item).where(
            SQLExpression<Bool>(node: .binary(.equal, column, value))),
        Select(columns: [
            .expression(.pattern(.like, negated: false, column, value, escape: value), alias: nil)
        ])
        .from(item),
        Select(columns: [
            .expression(.in(negated: false, value, .list([value, .value(.blob(blob))])), alias: nil)
        ]),
        Select(columns: [.expression(.function(FunctionCall("quote", [value])), alias: nil)]),
        Select(columns: [.expression(.column(ColumnReference(table: name, name: name)), alias: name)])
            .from(Table(name)).with(cte),
        Select(columns: [.all]).from(item).window(name, as: WindowDefinition()),
        Pragma(.tableInfo, argument: text), Pragma(.tableInfo, argument: name),
        Savepoint(name), Release(name), Rollback(to: name),
        Attach(file: text, as: name), Detach(name), Vacuum().into(text),
    ]
}
