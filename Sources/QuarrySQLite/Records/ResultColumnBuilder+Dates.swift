extension ResultColumnBuilder {
    /// A date column as a result column that reads back as `Date` in every storage: a column of
    /// milliseconds is selected as seconds in the top-level SELECT, under its own name
    /// (`"created" / (1000.0) AS "created"`), and as it is stored where the rows feed SQL.
    public static func buildExpression(_ column: DateColumn) -> ListPart<ResultColumn> {
        .one(column.dateExpression.resultColumn(alias: nil))
    }

    /// A date expression (`SQL.max(t.created)`) as a result column that reads back as `Date` in
    /// every storage, as a ``DateColumn`` does.
    public static func buildExpression(_ expression: DateExpression) -> ListPart<ResultColumn> {
        .one(expression.resultColumn(alias: nil))
    }
}
