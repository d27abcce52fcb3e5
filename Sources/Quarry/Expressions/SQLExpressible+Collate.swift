extension SQLExpressible {
    /// `self COLLATE name`: compare with the named collation (`BINARY`, `NOCASE`, `RTRIM` or one
    /// the application registered). The name is quoted; a NUL in it fails rendering.
    public func collate(_ collation: SQLIdentifier) -> SQLExpression<Value> {
        SQLExpression(node: .collate(anyNode, collation))
    }
}
