extension SQLExpression {
    /// `NULL`, read as this expression's type (`SQLExpression<String?>.null`).
    public static var null: SQLExpression<Value> { SQLExpression(node: .keyword(.null)) }

    /// A bind parameter as an expression: `?NNN`, `:name`, `@name` or `$name`, whose value is
    /// bound by the code that runs the statement.
    public init(_ parameter: BindParameter) {
        self.init(node: .parameter(parameter))
    }

    /// A named parameter, `:name` (or `@name`, `$name` with another prefix), for a statement
    /// prepared once and run many times. A name outside SQLite's name rules fails rendering.
    public static func parameter(named name: String, prefix: BindParameter.Prefix = .colon) -> SQLExpression<
        Value
    > {
        SQLExpression(.named(prefix: prefix, name: name))
    }

    /// A numbered parameter, `?NNN` (1 to 32766). Numbers share SQLite's index space with the
    /// values Quarry binds as `?`, so use them only in statements that bind no values of their own.
    public static func parameter(number: Int) -> SQLExpression<Value> {
        SQLExpression(.numbered(number))
    }

    /// An anonymous parameter, `?`. It takes the next position among the statement's arguments,
    /// like every bound value: prefer named parameters unless the statement binds no values.
    public static var anonymousParameter: SQLExpression<Value> { SQLExpression(.anonymous) }

    /// `(SELECT …)` as a scalar: the first column of the first row, or NULL when there is none.
    public init(subquery: Select) {
        self.init(node: .subquery(subquery))
    }
}

extension SQLExpression where Value == Bool {
    /// `TRUE` (SQLite 3.23+), which SQLite reads as 1.
    public static var `true`: SQLExpression<Bool> { SQLExpression(node: .keyword(.true)) }
    /// `FALSE` (SQLite 3.23+), which SQLite reads as 0.
    public static var `false`: SQLExpression<Bool> { SQLExpression(node: .keyword(.false)) }
}

extension SQLExpression where Value == String {
    /// `CURRENT_TIME`: the UTC time as `HH:MM:SS`.
    public static var currentTime: SQLExpression<String> { SQLExpression(node: .keyword(.currentTime)) }
    /// `CURRENT_DATE`: the UTC date as `YYYY-MM-DD`.
    public static var currentDate: SQLExpression<String> { SQLExpression(node: .keyword(.currentDate)) }
    /// `CURRENT_TIMESTAMP`: the UTC date and time as `YYYY-MM-DD HH:MM:SS`.
    public static var currentTimestamp: SQLExpression<String> {
        SQLExpression(node: .keyword(.currentTimestamp))
    }
}
