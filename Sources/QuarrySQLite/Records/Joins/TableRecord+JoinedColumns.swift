extension TableRecord {
    /// The definition's columns for a SELECT whose rows hold several records (a join): each
    /// qualified by the table (or its alias) and aliased `"table.column"`, so that two tables'
    /// `id` columns do not collide and each record decodes from its own columns
    /// (`db.fetchAll(select, as: Article.self, ArticleStatus.self)`).
    ///
    /// ```swift
    /// Select(columns: Article.joinedColumns() + ArticleStatus.joinedColumns())
    /// // SELECT "article"."id" AS "article.id", …, "status"."id" AS "status.id", …
    /// ```
    public static func joinedColumns(of table: Table? = nil) -> [ResultColumn] {
        let source = table ?? Self.table
        let prefix = JoinScope.prefix(of: source)
        do throws(QuarryError) {
            return try definition.resolved().fields.map { field in
                let name = field.info.name
                return Column<SQLValue>(name, in: source).qualified.as(
                    JoinScope.alias(of: name, prefix: prefix))
            }
        } catch {
            return [
                .expression(
                    Column<SQLValue>(unresolved: error, name: "", in: source).untyped.node, alias: nil)
            ]
        }
    }
}

/// How a record's columns are named in a row that holds several records: `"prefix.column"`, the
/// prefix being the table's alias, else its name.
enum JoinScope {
    static func prefix(of table: Table) -> String {
        table.alias?.name ?? table.name.name.name
    }

    static func alias(of column: SQLIdentifier, prefix: String) -> SQLIdentifier {
        SQLIdentifier(prefix + "." + column.name)
    }

    /// The statement's column names with the prefix taken off the columns that have it, `nil`
    /// for the others: what a record's column storage and decoder window are built from.
    static func names(in columnNames: [String], prefix: String) -> [String?] {
        let head = Array((prefix + ".").utf8)
        return columnNames.map { name -> String? in
            let bytes = Array(name.utf8)
            guard bytes.count > head.count, bytes.starts(with: head) else { return nil }
            return String(decoding: bytes[head.count...], as: UTF8.self)
        }
    }
}
