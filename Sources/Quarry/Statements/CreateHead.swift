/// Writes the head every CREATE statement shares, `CREATE … [IF NOT EXISTS] name`, from the
/// words before `IF NOT EXISTS` (`"CREATE TEMP TABLE "`, `"CREATE UNIQUE INDEX "` …).
func writeCreateHead(
    _ create: StaticString, ifNotExists: Bool, _ name: TableName, into r: inout SQLRenderer
) {
    r.write(create)
    if ifNotExists { r.write("IF NOT EXISTS ") }
    name.render(into: &r)
}
