extension Table {
    /// The date column in this table or alias, with its storage: `a[Article.published]`.
    public subscript(column: DateColumn) -> DateColumn { column.in(self) }
}
